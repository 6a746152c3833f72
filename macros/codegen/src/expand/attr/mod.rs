//! Code generation for `#[dialect_attr]` and `#[dialect_type]` (one generator, as MLIR's
//! `AttrOrTypeDefGen`): storage impls, constructors and accessors, the `DialectAttribute` /
//! `DialectType` impl, and the impls that let an attribute be an op field (`OpAttr`,
//! `OpAttrFormat`), a type be an op's buildable type or a type constraint (`BuildableType`,
//! `TypeConstraint`), and either be another definition's parameter (`AttrParam`). The body
//! parser and printer of the assembly format (MLIR's `AttrOrTypeFormatGen`) are in `parse.rs`
//! and `print.rs`.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::format::{Element, ElementKind};
use crate::model::{AttrDecl, DefKind, Param, Presence};

mod parse;
mod print;

/// Generates the item and everything `#[dialect_attr]` / `#[dialect_type]` derives from it.
pub fn expand(decl: &AttrDecl) -> TokenStream {
    let item = &decl.item;
    let ident = &item.ident;
    let g = AttrGen { decl };
    let derives = g.derives();
    let assertions = g.param_assertions();
    let inherent = g.inherent_impl();
    let dialect_impl = g.dialect_attribute_impl();
    let kind_impls = g.kind_impls();
    let parse_body = g.parse_body();
    let print_body = g.print_body();
    let registry_parser = match decl.kind {
        DefKind::Attr => quote! {
            /// Parses the attribute for the registry.
            fn __parse_def(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<::rods::ir::Attribute> {
                __parse_body(p).map(::rods::ir::Attribute::dialect)
            }
        },
        DefKind::Type => quote! {
            /// Parses the type for the registry.
            fn __parse_def(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<::rods::ir::Type> {
                __parse_body(p).map(::rods::ir::Type::dialect)
            }
        },
    };
    quote! {
        #item

        #[doc(hidden)]
        #[allow(non_snake_case, clippy::all)]
        const _: () = {
            #derives
            #assertions
            #inherent
            #dialect_impl
            #kind_impls

            /// Parses what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's
            /// `Attr::parse` / `Type::parse`), then verifies it.
            fn __parse_body(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<#ident> {
                let __loc = p.current_location();
                #parse_body
            }

            #registry_parser

            /// Prints what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's
            /// `Attr::print` / `Type::print`).
            fn __print_body(this: &#ident, p: &mut ::rods::syntax::printer::Printer<'_>) {
                #print_body
            }
        };
    }
}

struct AttrGen<'a> {
    decl: &'a AttrDecl,
}

impl AttrGen<'_> {
    /// `Clone`, `Debug`, `PartialEq`, `Eq`, `Hash` through helpers bounded by `AttrParam`, spanned
    /// at each parameter's type (a type that is not a parameter gets one error, on that type).
    fn derives(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let name = ident.to_string();
        let mut clones = Vec::new();
        let mut debugs = Vec::new();
        let mut eqs = Vec::new();
        let mut hashes = Vec::new();
        for p in &self.decl.params {
            let (f, ty) = (&p.ident, &p.value_ty);
            let field_name = f.to_string();
            let ops = quote_spanned!(ty.span()=> ::rods::ods::__private::param_ops::<#ty>());
            if matches!(p.presence, Presence::Optional) {
                clones.push(quote!(#f: self.#f.as_ref().map(#ops.clone)));
                debugs.push(quote!(.field(#field_name, &self.#f.as_ref().map(#ops.debug))));
                eqs.push(quote!(match (&self.#f, &other.#f) {
                    (::core::option::Option::Some(a), ::core::option::Option::Some(b)) => (#ops.eq)(a, b),
                    (::core::option::Option::None, ::core::option::Option::None) => true,
                    _ => false,
                }));
                hashes.push(quote! {
                    ::core::hash::Hash::hash(&self.#f.is_some(), state);
                    if let ::core::option::Option::Some(v) = &self.#f { (#ops.hash)(v, state); }
                });
            } else {
                clones.push(quote!(#f: (#ops.clone)(&self.#f)));
                debugs.push(quote!(.field(#field_name, (#ops.debug)(&self.#f))));
                eqs.push(quote!((#ops.eq)(&self.#f, &other.#f)));
                hashes.push(quote!((#ops.hash)(&self.#f, state);));
            }
        }
        quote! {
            #[automatically_derived]
            impl ::core::clone::Clone for #ident {
                fn clone(&self) -> Self {
                    #ident { #(#clones),* }
                }
            }
            #[automatically_derived]
            impl ::core::fmt::Debug for #ident {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    f.debug_struct(#name)
                        #(#debugs)*
                        .finish()
                }
            }
            #[automatically_derived]
            impl ::core::cmp::PartialEq for #ident {
                fn eq(&self, other: &Self) -> bool {
                    let _ = other;
                    true #(&& #eqs)*
                }
            }
            #[automatically_derived]
            impl ::core::cmp::Eq for #ident {}
            #[automatically_derived]
            impl ::core::hash::Hash for #ident {
                fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                    let _ = &state;
                    #(#hashes)*
                }
            }
        }
    }

    /// A parameter type that is not an `AttrParam` is reported on the user's type.
    fn param_assertions(&self) -> TokenStream {
        let checks = self.decl.params.iter().map(|p| {
            let ty = &p.value_ty;
            quote_spanned! {ty.span()=>
                let _ = ::rods::ods::__private::param_ops::<#ty>();
            }
        });
        quote! {
            fn __assert_params() { #(#checks)* }
        }
    }

    /// `AttrDef::doc` / `TypeDef::doc`: what the reference documentation shows (`rods::doc`):
    /// the doc comment, the format and each parameter's Rust type and doc comment.
    fn doc(&self) -> TokenStream {
        use crate::model::{doc_comment, type_spelling};
        let d = self.decl;
        let crate::expand::common::DocHeader {
            rust_name,
            summary,
            description,
            format,
        } = crate::expand::common::DocHeader::new(&d.item, d.summary.as_ref(), d.format.as_ref());
        let fields: Vec<&syn::Field> = d.item.fields.iter().collect();
        let params = d.params.iter().map(|p| {
            let name = &p.name;
            let rust_type = type_spelling(&p.value_ty);
            let description = fields
                .iter()
                .find(|f| f.ident.as_ref() == Some(&p.ident))
                .map(|f| doc_comment(&f.attrs))
                .unwrap_or_default();
            quote! {
                ::rods::dialect::ParamDoc {
                    name: #name,
                    rust_type: #rust_type,
                    description: #description,
                }
            }
        });
        quote! {
            &::rods::dialect::DefDoc {
                rust_name: #rust_name,
                module: ::core::module_path!(),
                summary: #summary,
                description: #description,
                format: #format,
                params: &[#(#params),*],
            }
        }
    }

    fn inherent_impl(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let dialect = &d.name.dialect;
        let mnemonic = &d.name.name;
        let args: Vec<TokenStream> = d
            .params
            .iter()
            .map(|p| {
                let (f, ty) = (&p.ident, &p.ty);
                quote!(#f: #ty)
            })
            .collect();
        let names: Vec<&syn::Ident> = d.params.iter().map(|p| &p.ident).collect();
        let verify = self.verify_call(quote!(__attr));
        let canonicalize = self.canonicalize_call(quote!(__attr));
        let binding = self.binding();
        let accessors = d.params.iter().map(|p| {
            let (f, ty) = (&p.ident, &p.value_ty);
            let doc = format!("The `{}` parameter.", p.name);
            match p.presence {
                Presence::Optional => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> ::core::option::Option<&#ty> { self.#f.as_ref() }
                },
                _ => quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> &#ty { &self.#f }
                },
            }
        });
        let (def_ty, value_ty, into, wrap) = self.kind_paths();
        let doc = self.doc();
        let def_doc = format!(
            "The registry definition (`{}dialect.mnemonic` and its parser).",
            d.kind.sigil()
        );
        let new_doc = format!(
            "The {} with these parameters (not verified).",
            d.kind.noun()
        );
        let checked_doc = format!(
            "The {} with these parameters, or the verifier's message.",
            d.kind.noun()
        );
        let into_doc = format!(
            "The {} as a [`{value_ty}`](::rods::ir::{value_ty}).",
            d.kind.noun()
        );
        // A definition without parameters has one value: built once and shared, as MLIR's
        // context uniques it (`!gpu.async.token` on every async op would be two allocations).
        let into_body = if d.params.is_empty() && d.item.generics.params.is_empty() {
            quote! {
                static __ONE: ::std::sync::OnceLock<::rods::ir::#wrap> = ::std::sync::OnceLock::new();
                ::core::clone::Clone::clone(__ONE.get_or_init(|| ::rods::ir::#wrap::dialect(self)))
            }
        } else {
            quote!(::rods::ir::#wrap::dialect(self))
        };
        quote! {
            #[automatically_derived]
            impl #ident {
                #[doc = #def_doc]
                pub const DEF: ::rods::dialect::#def_ty = ::rods::dialect::#def_ty {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    parse: __parse_def,
                    doc: #doc,
                };

                #[doc = #new_doc]
                #[allow(clippy::too_many_arguments)]
                pub fn new(#(#args),*) -> Self {
                    #binding = #ident { #(#names),* };
                    #canonicalize
                    __attr
                }

                #[doc = #checked_doc]
                #[allow(clippy::too_many_arguments)]
                pub fn get_checked(#(#args),*) -> ::core::result::Result<Self, ::std::string::String> {
                    #binding = #ident { #(#names),* };
                    #canonicalize
                    #verify
                    ::core::result::Result::Ok(__attr)
                }

                #[doc = #into_doc]
                pub fn #into(self) -> ::rods::ir::#wrap {
                    #into_body
                }

                #(#accessors)*
            }
        }
    }

    /// `Self::verify(&x)?` when the declaration has `verify` (spanned at the argument, so a
    /// missing `fn verify` is reported there).
    fn verify_call(&self, value: TokenStream) -> TokenStream {
        match self.decl.verify {
            Some(span) => {
                let ident = &self.decl.item.ident;
                quote_spanned!(span=> #ident::verify(&#value)?;)
            }
            None => TokenStream::new(),
        }
    }

    /// `let __attr`, `let mut __attr` when the declaration has `canonicalize`.
    pub(super) fn binding(&self) -> TokenStream {
        if self.decl.canonicalize.is_some() {
            quote!(let mut __attr)
        } else {
            quote!(let __attr)
        }
    }

    /// `Self::canonicalize(&mut x);` when the declaration has `canonicalize` (spanned at the
    /// argument, so a missing `fn canonicalize` is reported there).
    pub(super) fn canonicalize_call(&self, value: TokenStream) -> TokenStream {
        match self.decl.canonicalize {
            Some(span) => {
                let ident = &self.decl.item.ident;
                quote_spanned!(span=> #ident::canonicalize(&mut #value);)
            }
            None => TokenStream::new(),
        }
    }

    /// The registry definition's type, the value's type, the conversion to it and the enum
    /// the value goes in: `AttrDef`, `Attribute`, `into_attribute`, `Attribute` (or the type's).
    fn kind_paths(&self) -> (syn::Ident, &'static str, syn::Ident, syn::Ident) {
        let (def, value, into) = match self.decl.kind {
            DefKind::Attr => ("AttrDef", "Attribute", "into_attribute"),
            DefKind::Type => ("TypeDef", "Type", "into_type"),
        };
        let ident = |s: &str| syn::Ident::new(s, Span::call_site());
        (ident(def), value, ident(into), ident(value))
    }

    /// The `DialectAttribute` / `DialectType` impl: definition, printer, equality, hashing,
    /// downcasts and interface casts.
    fn dialect_attribute_impl(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let implements =
            self.decl.interfaces.iter().map(
                |i| quote_spanned!(i.span()=> || iface == ::core::any::TypeId::of::<dyn #i>()),
            );
        let provide = self.decl.interfaces.iter().map(|i| {
            quote_spanned! {i.span()=>
                if let ::core::option::Option::Some(slot) = slot
                    .downcast_mut::<::core::option::Option<::std::sync::Arc<dyn #i>>>()
                {
                    if let ::core::result::Result::Ok(this) = ::std::sync::Arc::clone(this)
                        .into_any_arc()
                        .downcast::<#ident>()
                    {
                        let this: ::std::sync::Arc<dyn #i> = this;
                        *slot = ::core::option::Option::Some(this);
                    }
                    return;
                }
            }
        });
        let (def_ty, _, _, _) = self.kind_paths();
        let walk = self.walk_sub_elements();
        let dyn_trait = match self.decl.kind {
            DefKind::Attr => quote!(DialectAttribute),
            DefKind::Type => quote!(DialectType),
        };
        quote! {
            #[automatically_derived]
            impl ::rods::ir::#dyn_trait for #ident {
                fn def(&self) -> &'static ::rods::dialect::#def_ty {
                    &#ident::DEF
                }
                fn print_body(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    __print_body(self, p)
                }
                fn dyn_eq(&self, other: &dyn ::rods::ir::#dyn_trait) -> bool {
                    other.as_any().downcast_ref::<#ident>().is_some_and(|o| o == self)
                }
                fn dyn_hash(&self, mut state: &mut dyn ::core::hash::Hasher) {
                    ::core::hash::Hash::hash(&::core::any::TypeId::of::<#ident>(), &mut state);
                    ::core::hash::Hash::hash(self, &mut state);
                }
                fn as_any(&self) -> &dyn ::core::any::Any {
                    self
                }
                fn into_any_arc(
                    self: ::std::sync::Arc<Self>,
                ) -> ::std::sync::Arc<dyn ::core::any::Any + ::core::marker::Send + ::core::marker::Sync> {
                    self
                }
                fn implements(&self, iface: ::core::any::TypeId) -> bool {
                    let _ = iface;
                    false #(#implements)*
                }
                fn provide_interface(
                    &self,
                    this: &::std::sync::Arc<dyn ::rods::ir::#dyn_trait>,
                    slot: &mut dyn ::core::any::Any,
                ) {
                    let _ = (this, &slot);
                    #(#provide)*
                }
                #walk
            }
        }
    }

    /// `OpAttr`, `OpAttrFormat` and `AttrParam`: the attribute as an op field (stripped form,
    /// MLIR's `printStrippedAttrOrType`) or as another attribute's parameter.
    fn kind_impls(&self) -> TokenStream {
        if self.decl.kind == DefKind::Type {
            return self.type_kind_impls();
        }
        let ident = &self.decl.item.ident;
        let summary = self.summary();
        let param_impl = self.param_impl();
        quote! {
            #[automatically_derived]
            impl ::rods::ods::OpAttr for #ident {
                fn summary() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed(#summary)
                }
                fn satisfies(attr: &::rods::ir::Attribute) -> bool {
                    attr.downcast_ref::<#ident>().is_some()
                }
                fn from_attr(attr: &::rods::ir::Attribute) -> ::core::option::Option<Self> {
                    attr.downcast_ref::<#ident>().cloned()
                }
                fn to_attr(&self) -> ::rods::ir::Attribute {
                    ::rods::ir::Attribute::dialect(::core::clone::Clone::clone(self))
                }
            }
            #[automatically_derived]
            impl ::rods::ods::OpAttrFormat for #ident {
                const SYNTAX: ::rods::ods::AttrSyntax = ::rods::ods::AttrSyntax::Full;
                fn parse(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<::rods::ir::Attribute> {
                    ::rods::ods::__private::parse_stripped_or_full::<#ident>(p, __parse_body)
                        .map(::rods::ir::Attribute::dialect)
                }
                fn parse_optional(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                ) -> ::rods::diag::ParseResult<::core::option::Option<::rods::ir::Attribute>> {
                    ::rods::ods::__private::parse_optional_full::<#ident>(p)
                        .map(|a| a.map(::rods::ir::Attribute::dialect))
                }
                fn print(attr: &::rods::ir::Attribute, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    match attr.downcast_ref::<#ident>() {
                        ::core::option::Option::Some(a) => ::rods::ods::__private::print_stripped_attr(p, a, __print_body),
                        ::core::option::Option::None => p.print_attribute(attr),
                    }
                }
            }
            #param_impl
        }
    }

    /// `AttrParam`: the definition as another one's parameter, stripped (MLIR's
    /// `parseCustomAttributeWithFallback` / `parseCustomTypeWithFallback` and
    /// `printStrippedAttrOrType`), or in full with `qualified`.
    fn param_impl(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let (parse, parse_optional, print, print_qualified) = match self.decl.kind {
            DefKind::Attr => (
                quote!(parse_stripped_or_full),
                quote!(parse_optional_full),
                quote!(::rods::ods::__private::print_stripped_attr(
                    p,
                    self,
                    __print_body
                )),
                quote!(p.print_attribute(&::rods::ir::Attribute::dialect(
                    ::core::clone::Clone::clone(self)
                ))),
            ),
            DefKind::Type => (
                quote!(parse_stripped_or_full_type),
                quote!(parse_optional_full_type),
                quote!(::rods::ods::__private::print_stripped_type(
                    p,
                    self,
                    __print_body
                )),
                quote!(
                    p.print_type(&::rods::ir::Type::dialect(::core::clone::Clone::clone(
                        self
                    )))
                ),
            ),
        };
        // As a parameter it is one sub-element, a nesting level of the alias walk.
        let element = match self.decl.kind {
            DefKind::Attr => quote!(DialectAttr),
            DefKind::Type => quote!(DialectType),
        };
        quote! {
            #[automatically_derived]
            impl ::rods::ods::AttrParam for #ident {
                fn parse(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<Self> {
                    ::rods::ods::__private::#parse::<#ident>(p, __parse_body)
                }
                fn parse_optional(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                ) -> ::rods::diag::ParseResult<::core::option::Option<Self>> {
                    ::rods::ods::__private::#parse_optional::<#ident>(p)
                }
                fn print(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    #print
                }
                fn print_qualified(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    #print_qualified
                }
                fn walk_sub_elements(&self, f: &mut dyn ::core::ops::FnMut(::rods::ir::SubElement<'_>)) {
                    f(::rods::ir::SubElement::#element(self))
                }
            }
        }
    }

    /// A type's `TypeConstraint` (MLIR's `TypeDef` as a constraint: `isa<T>`, its summary),
    /// `AttrParam` (a parameter of another definition, stripped as a nested attribute is) and,
    /// without parameters, `BuildableType` (MLIR's `builderCall`, so an op format need not
    /// print it).
    fn type_kind_impls(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let summary = self.summary();
        let param_impl = self.param_impl();
        // Without parameters the type is buildable, and every buildable type is a constraint
        // (its predicate: equal to the built type, which is `isa` here).
        let name = self.decl.name.full();
        let constraint = if self.decl.params.is_empty() {
            quote! {
                #[automatically_derived]
                impl ::rods::ods::BuildableType for #ident {
                    fn build() -> ::rods::ir::Type {
                        // Built once: every instance is the same type, and verifiers and
                        // parsers ask for it for each value.
                        static BUILT: ::std::sync::LazyLock<::rods::ir::Type> =
                            ::std::sync::LazyLock::new(|| ::rods::ir::Type::dialect(#ident {}));
                        ::core::clone::Clone::clone(&*BUILT)
                    }
                    fn matches(ty: &::rods::ir::Type) -> bool {
                        ty.downcast_ref::<#ident>().is_some()
                    }
                    fn summary() -> ::std::borrow::Cow<'static, str> {
                        ::std::borrow::Cow::Borrowed(#summary)
                    }
                    fn parse_in_format(
                        p: &mut ::rods::syntax::parser::Parser<'_>,
                    ) -> ::rods::diag::ParseResult<::rods::ir::Type> {
                        ::rods::ods::__private::parse_type_of_kind::<#ident>(p, #name)
                    }
                }
            }
        } else {
            quote! {
                #[automatically_derived]
                impl ::rods::ods::TypeConstraint for #ident {
                    fn summary() -> ::std::borrow::Cow<'static, str> {
                        ::std::borrow::Cow::Borrowed(#summary)
                    }
                    fn check(ty: &::rods::ir::Type) -> bool {
                        ty.downcast_ref::<#ident>().is_some()
                    }
                    fn parse_in_format(
                        p: &mut ::rods::syntax::parser::Parser<'_>,
                    ) -> ::rods::diag::ParseResult<::rods::ir::Type> {
                        ::rods::ods::__private::parse_custom_type_with_fallback::<#ident>(p, #name, __parse_body)
                    }
                    fn print_in_format(
                        ty: &::rods::ir::Type,
                        p: &mut ::rods::syntax::printer::Printer<'_>,
                    ) {
                        ::rods::ods::__private::print_stripped_type_in_format::<#ident>(ty, p, __print_body)
                    }
                }
            }
        };
        quote! {
            #constraint
            #param_impl
        }
    }

    /// `walk_sub_elements`: each parameter's sub-elements in the order the format prints them
    /// (MLIR's alias walk follows the printer), skipping those not printed (absent, or equal to
    /// their default).
    fn walk_sub_elements(&self) -> TokenStream {
        let order = self.params_in_print_order();
        let this = if order.is_empty() {
            TokenStream::new()
        } else {
            quote!(let this = self;)
        };
        let steps = order.into_iter().map(|p| {
            let (f, ty) = (&p.ident, &p.value_ty);
            let walk =
                quote_spanned!(ty.span()=> <#ty as ::rods::ods::AttrParam>::walk_sub_elements);
            match &p.presence {
                Presence::Required => quote!(#walk(&this.#f, f);),
                Presence::Optional => quote! {
                    if let ::core::option::Option::Some(v) = &this.#f { #walk(v, f); }
                },
                Presence::Default(_) => {
                    // As the printer tests it (a string default without allocating).
                    let present = Self::present(p);
                    quote!(if #present { #walk(&this.#f, f); })
                }
            }
        });
        quote! {
            fn walk_sub_elements(&self, f: &mut dyn ::core::ops::FnMut(::rods::ir::SubElement<'_>)) {
                let _ = &f;
                #this
                #(#steps)*
            }
        }
    }

    /// The parameters in the order the format prints them (an optional group's then-branch,
    /// then its else-branch), then any it does not name, in declaration order.
    fn params_in_print_order(&self) -> Vec<&Param> {
        fn collect<'p>(g: &AttrGen<'p>, elements: &[Element], out: &mut Vec<&'p Param>) {
            for e in elements {
                match &e.kind {
                    ElementKind::Variable(name) => out.extend(g.decl.param(name)),
                    ElementKind::Qualified(inner) => collect(g, std::slice::from_ref(inner), out),
                    ElementKind::Params => out.extend(&g.decl.params),
                    ElementKind::Struct(args) | ElementKind::Custom { args, .. } => {
                        collect(g, args, out)
                    }
                    ElementKind::OptionalGroup(group) => {
                        collect(g, &group.then_elements, out);
                        collect(g, &group.else_elements, out);
                    }
                    _ => {}
                }
            }
        }
        let mut order = Vec::new();
        if let Some(fmt) = &self.decl.format {
            collect(self, &fmt.format.elements, &mut order);
        }
        order.extend(&self.decl.params);
        let mut seen = std::collections::HashSet::new();
        order.retain(|p| seen.insert(p.ident.to_string()));
        order
    }

    /// The `summary = "…"` argument, or empty (as MLIR's default for a definition).
    fn summary(&self) -> String {
        self.decl
            .summary
            .as_ref()
            .map_or_else(String::new, syn::LitStr::value)
    }

    fn local(p: &Param) -> syn::Ident {
        format_ident!("__v_{}", p.ident)
    }

    fn param(&self, name: &str) -> Option<&Param> {
        self.decl.param(name)
    }

    /// The parameters a `struct(...)` captures, with the custom directive parsing each, if any.
    fn struct_members<'e>(&'e self, args: &'e [Element]) -> Vec<(&'e Param, Option<&'e Element>)> {
        let mut out = Vec::new();
        for arg in args {
            match &arg.kind {
                ElementKind::Variable(name) => out.extend(self.param(name).map(|p| (p, None))),
                ElementKind::Params => out.extend(self.decl.params.iter().map(|p| (p, None))),
                ElementKind::Custom { args: inner, .. } => {
                    if let Some(ElementKind::Variable(name)) = inner.first().map(|a| &a.kind) {
                        out.extend(self.param(name).map(|p| (p, Some(arg))));
                    }
                }
                _ => {}
            }
        }
        out
    }

    fn element_span(&self, e: &Element) -> Span {
        match &self.decl.format {
            Some(fmt) => fmt.span(e.range.clone()),
            None => Span::call_site(),
        }
    }
}

/// The variable name of `$x` (empty for other elements).
fn name_of(e: &Element) -> &str {
    match &e.kind {
        ElementKind::Variable(n) => n,
        _ => "",
    }
}

/// `$x` → `("x", false)`, `qualified($x)` → `("x", true)`.
fn var_of(e: &Element) -> Option<(&str, bool)> {
    match &e.kind {
        ElementKind::Variable(n) => Some((n, false)),
        ElementKind::Qualified(inner) => var_of(inner).map(|(n, _)| (n, true)),
        _ => None,
    }
}
