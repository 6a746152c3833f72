//! Code generation for `#[dialect_enum]` (MLIR's `-gen-enum-decls` / `-gen-enum-defs`): the
//! Rust type (an `enum` for `I32EnumAttr` / `I64EnumAttr`, a bit-set struct with one constant
//! per case for bit enums), `symbolize` / `stringify` / `from_value` / `value`, `Display` /
//! `FromStr`, and the impls that make it an op attribute kind (`OpAttr`, `OpAttrFormat`: the
//! bare case in formats, an integer attribute in the generic form) and a dialect attribute's
//! parameter (`AttrParam`, MLIR's `EnumParameter`, for `EnumAttr`-style wrappers).

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::model::EnumDecl;

/// Generates the enum type and its impls.
pub fn expand(decl: &EnumDecl) -> TokenStream {
    let g = EnumGen::new(decl);
    let ty = if decl.bit { g.bit_type() } else { g.int_type() };
    let kind = g.kind_impls();
    quote! {
        #ty

        #[doc(hidden)]
        #[allow(non_snake_case, clippy::all)]
        const _: () = {
            #kind
        };
    }
}

struct EnumGen<'a> {
    decl: &'a EnumDecl,
    /// The Rust type of a value: `u8` … `u64`.
    repr: syn::Ident,
    /// Each case's value.
    values: Vec<u64>,
}

impl<'a> EnumGen<'a> {
    fn new(decl: &'a EnumDecl) -> Self {
        let repr = format_ident!("u{}", decl.width);
        let values = decl.values().into_iter().map(|v| v.unwrap_or(0)).collect();
        EnumGen { decl, repr, values }
    }

    fn value_lit(&self, i: usize) -> Literal {
        Literal::u64_unsuffixed(self.values[i])
    }

    /// MLIR's summary: the given one, else «allowed 64-bit signless integer cases: 0, 1» for an
    /// int enum (a bit enum's is its own, possibly empty).
    fn summary(&self) -> String {
        if let Some(s) = &self.decl.summary {
            return s.value();
        }
        if self.decl.bit {
            return String::new();
        }
        let values: Vec<String> = self.values.iter().map(u64::to_string).collect();
        format!(
            "allowed {}-bit signless integer cases: {}",
            self.decl.width,
            values.join(", ")
        )
    }

    /// `EnumInfo { … }`.
    fn info(&self) -> TokenStream {
        let d = self.decl;
        let cpp_type = d.cpp_type();
        let width = d.width;
        let cases = d.cases.iter().enumerate().map(|(i, c)| {
            let (s, v) = (&c.str, self.values[i]);
            quote!(::rods::ods::EnumCase { str: #s, value: #v })
        });
        let bits = if d.bit {
            let separator = d
                .separator
                .as_ref()
                .map_or_else(|| "|".to_owned(), syn::LitStr::value);
            let primary = d.primary_groups.is_some();
            let valid = self.values.iter().fold(0u64, |a, v| a | v);
            quote!(::core::option::Option::Some(::rods::ods::BitEnumInfo {
                separator: #separator,
                primary_groups: #primary,
                valid_bits: #valid,
            }))
        } else {
            quote!(::core::option::Option::None)
        };
        let specialized = d.gen_specialized_attr.as_ref().is_none_or(|b| b.value);
        quote! {
            ::rods::ods::EnumInfo {
                cpp_type: #cpp_type,
                width: #width,
                cases: &[#(#cases),*],
                bits: #bits,
                specialized: #specialized,
            }
        }
    }

    /// `I32EnumAttr` / `I64EnumAttr`: a Rust `enum` whose discriminants are the values.
    fn int_type(&self) -> TokenStream {
        let d = self.decl;
        let item = &d.item;
        let (attrs, vis, ident, repr) = (&item.attrs, &item.vis, &item.ident, &self.repr);
        let variants = d.cases.iter().enumerate().map(|(i, c)| {
            let (vattrs, v, value) = (&c.attrs, &c.ident, self.value_lit(i));
            quote!(#(#vattrs)* #v = #value)
        });
        let idents: Vec<&syn::Ident> = d.cases.iter().map(|c| &c.ident).collect();
        let strs: Vec<&String> = d.cases.iter().map(|c| &c.str).collect();
        let values: Vec<Literal> = (0..d.cases.len()).map(|i| self.value_lit(i)).collect();
        quote! {
            #(#attrs)*
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            #[repr(#repr)]
            #vis enum #ident {
                #(#variants),*
            }

            #[automatically_derived]
            impl #ident {
                /// Every case, in declaration order.
                pub const CASES: &'static [#ident] = &[#(#ident::#idents),*];

                /// The case spelled `s` (MLIR's `symbolizeE(StringRef)`).
                pub fn symbolize(s: &str) -> ::core::option::Option<Self> {
                    match s {
                        #(#strs => ::core::option::Option::Some(#ident::#idents),)*
                        _ => ::core::option::Option::None,
                    }
                }

                /// The string form (MLIR's `stringifyE`).
                pub fn stringify(self) -> &'static str {
                    match self {
                        #(#ident::#idents => #strs,)*
                    }
                }

                /// The case of `value` (MLIR's `symbolizeE(uint)`).
                pub fn from_value(value: #repr) -> ::core::option::Option<Self> {
                    match value {
                        #(#values => ::core::option::Option::Some(#ident::#idents),)*
                        _ => ::core::option::Option::None,
                    }
                }

                /// The value.
                pub fn value(self) -> #repr {
                    self as #repr
                }
            }

            #[automatically_derived]
            impl ::core::fmt::Display for #ident {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    f.write_str(self.stringify())
                }
            }
        }
    }

    /// A bit enum: a struct of the value with one associated constant per case.
    fn bit_type(&self) -> TokenStream {
        let d = self.decl;
        let item = &d.item;
        let (attrs, vis, ident, repr) = (&item.attrs, &item.vis, &item.ident, &self.repr);
        let consts = d.cases.iter().enumerate().map(|(i, c)| {
            let (vattrs, v, value) = (&c.attrs, &c.ident, self.value_lit(i));
            let doc = format!("`{}`", c.str);
            quote! {
                #(#vattrs)*
                #[doc = #doc]
                pub const #v: #ident = #ident(#value);
            }
        });
        let valid = Literal::u64_unsuffixed(self.values.iter().fold(0u64, |a, v| a | v));
        let name = ident.to_string();
        let ops = [
            ("BitOr", "bitor", "BitOrAssign", "bitor_assign", quote!(|)),
            (
                "BitAnd",
                "bitand",
                "BitAndAssign",
                "bitand_assign",
                quote!(&),
            ),
            (
                "BitXor",
                "bitxor",
                "BitXorAssign",
                "bitxor_assign",
                quote!(^),
            ),
        ]
        .map(|(tr, f, tr_assign, f_assign, op)| {
            let (tr, f) = (format_ident!("{tr}"), format_ident!("{f}"));
            let (tr_assign, f_assign) = (format_ident!("{tr_assign}"), format_ident!("{f_assign}"));
            quote! {
                #[automatically_derived]
                impl ::core::ops::#tr for #ident {
                    type Output = #ident;
                    fn #f(self, rhs: #ident) -> #ident {
                        #ident(self.0 #op rhs.0)
                    }
                }
                #[automatically_derived]
                impl ::core::ops::#tr_assign for #ident {
                    fn #f_assign(&mut self, rhs: #ident) {
                        self.0 = self.0 #op rhs.0;
                    }
                }
            }
        });
        quote! {
            #(#attrs)*
            #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
            #vis struct #ident(#repr);

            #[automatically_derived]
            #[allow(non_upper_case_globals)]
            impl #ident {
                #(#consts)*

                /// The value spelled `s`: the cases separated by the separator (MLIR's
                /// `symbolizeE(StringRef)`).
                pub fn symbolize(s: &str) -> ::core::option::Option<Self> {
                    <Self as ::rods::ods::DialectEnum>::INFO
                        .symbolize_str(s)
                        .map(|v| #ident(v as #repr))
                }

                /// The string form (MLIR's `stringifyE`).
                pub fn stringify(self) -> ::std::string::String {
                    <Self as ::rods::ods::DialectEnum>::INFO
                        .stringify(self.0 as u64)
                        .into_owned()
                }

                /// The value of `value` if it sets only the enum's bits (MLIR's
                /// `symbolizeE(uint)`).
                pub fn from_value(value: #repr) -> ::core::option::Option<Self> {
                    (value & !#valid == 0).then_some(#ident(value))
                }

                /// The value.
                pub fn value(self) -> #repr {
                    self.0
                }

                /// Whether every bit of `bits` is set (MLIR's `bitEnumContainsAll`).
                pub fn contains_all(self, bits: #ident) -> bool {
                    self.0 & bits.0 == bits.0
                }

                /// Whether any bit of `bits` is set (MLIR's `bitEnumContainsAny`).
                pub fn contains_any(self, bits: #ident) -> bool {
                    self.0 & bits.0 != 0
                }
            }

            #(#ops)*

            #[automatically_derived]
            impl ::core::ops::Not for #ident {
                type Output = #ident;
                /// The other valid bits.
                fn not(self) -> #ident {
                    #ident(!self.0 & #valid)
                }
            }

            #[automatically_derived]
            impl ::core::fmt::Debug for #ident {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    ::core::write!(f, "{}({})", #name, self.stringify())
                }
            }

            #[automatically_derived]
            impl ::core::fmt::Display for #ident {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    f.write_str(&self.stringify())
                }
            }
        }
    }

    /// `DialectEnum`, `FromStr`, `OpAttr`, `OpAttrFormat`, `AttrParam`.
    fn kind_impls(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let repr = &self.repr;
        let info = self.info();
        let summary = self.summary();
        let cpp_type = self.decl.cpp_type();
        let raw = if self.decl.bit {
            quote!(self.0 as u64)
        } else {
            quote!(self as u64)
        };
        quote! {
            #[automatically_derived]
            impl ::rods::ods::DialectEnum for #ident {
                const INFO: ::rods::ods::EnumInfo = #info;
                fn from_raw(value: u64) -> ::core::option::Option<Self> {
                    #repr::try_from(value).ok().and_then(#ident::from_value)
                }
                fn raw(self) -> u64 {
                    #raw
                }
            }

            #[automatically_derived]
            impl ::core::str::FromStr for #ident {
                type Err = ::rods::ods::ParseEnumError;
                fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                    #ident::symbolize(s).ok_or_else(::rods::ods::ParseEnumError::new::<#ident>)
                }
            }

            #[automatically_derived]
            impl ::rods::ods::OpAttr for #ident {
                fn summary() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed(#summary)
                }
                fn satisfies(attr: &::rods::ir::Attribute) -> bool {
                    <Self as ::rods::ods::DialectEnum>::INFO.value_of(attr).is_some()
                }
                fn satisfies_storage(attr: &::rods::ir::Attribute) -> bool {
                    <Self as ::rods::ods::DialectEnum>::INFO.satisfies_storage(attr)
                }
                fn from_attr(attr: &::rods::ir::Attribute) -> ::core::option::Option<Self> {
                    ::rods::ods::__private::enum_from_attr(attr)
                }
                fn to_attr(&self) -> ::rods::ir::Attribute {
                    <Self as ::rods::ods::DialectEnum>::INFO.to_attr(::rods::ods::DialectEnum::raw(*self))
                }
            }

            #[automatically_derived]
            impl ::rods::ods::OpAttrFormat for #ident {
                const SYNTAX: ::rods::ods::AttrSyntax = ::rods::ods::AttrSyntax::Full;
                fn parse(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<::rods::ir::Attribute> {
                    ::rods::ods::__private::enum_parse_op_attr::<Self>(p)
                }
                fn parse_optional(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                ) -> ::rods::diag::ParseResult<::core::option::Option<::rods::ir::Attribute>> {
                    <Self as ::rods::ods::DialectEnum>::INFO.parse_op_attr(p, "", true)
                }
                fn parse_named(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                    name: &str,
                    optional_attr: bool,
                ) -> ::rods::diag::ParseResult<::core::option::Option<::rods::ir::Attribute>> {
                    <Self as ::rods::ods::DialectEnum>::INFO.parse_op_attr(p, name, optional_attr)
                }
                fn parse_optional_named(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                    name: &str,
                ) -> ::rods::diag::ParseResult<::core::option::Option<::rods::ir::Attribute>> {
                    <Self as ::rods::ods::DialectEnum>::INFO.parse_op_attr(p, name, true)
                }
                fn parse_qualified_named(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                    name: &str,
                    optional_attr: bool,
                ) -> ::rods::diag::ParseResult<::core::option::Option<::rods::ir::Attribute>> {
                    <Self as ::rods::ods::DialectEnum>::INFO.parse_op_attr(p, name, optional_attr)
                }
                fn print(attr: &::rods::ir::Attribute, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    <Self as ::rods::ods::DialectEnum>::INFO.print_op_attr(attr, p)
                }
                fn print_qualified(attr: &::rods::ir::Attribute, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    <Self as ::rods::ods::DialectEnum>::INFO.print_op_attr(attr, p)
                }
            }

            #[automatically_derived]
            impl ::rods::ods::AttrParam for #ident {
                const CPP_TYPE: ::core::option::Option<&'static str> = ::core::option::Option::Some(#cpp_type);
                fn parse(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<Self> {
                    ::rods::ods::__private::enum_parse_param(p)
                }
                fn parse_optional(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                ) -> ::rods::diag::ParseResult<::core::option::Option<Self>> {
                    ::rods::ods::__private::enum_parse_optional_param(p)
                }
                fn print(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    <Self as ::rods::ods::DialectEnum>::INFO.print_param(::rods::ods::DialectEnum::raw(*self), p)
                }
            }
        }
    }
}
