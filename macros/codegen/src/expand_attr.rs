//! Code generation for `#[dialect_attr]`: storage impls, constructors and accessors, the
//! `DialectAttribute` impl, the body parser and printer of the assembly format (MLIR's
//! `AttrOrTypeFormatGen`), and the impls that let the attribute be an op field (`OpAttr`,
//! `OpAttrFormat`) or another attribute's parameter (`AttrParam`).

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::expand::{
    Spacing, code_expr, custom_fns, is_whitespace, parse_literal, parse_optional_literal,
    type_spelling,
};
use crate::format::{Element, ElementKind, Literal, OptionalGroup};
use crate::model::{AttrDecl, Param, Presence};

/// Generates the item and everything `#[dialect_attr]` derives from it.
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

            /// Parses what follows `#dialect.mnemonic` (MLIR's `Attr::parse`), then verifies it.
            fn __parse_body(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<#ident> {
                let __loc = p.current_location();
                #parse_body
            }

            /// Parses the attribute for the registry.
            fn __parse_attr(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<::rods::ir::Attribute> {
                __parse_body(p).map(::rods::ir::Attribute::dialect)
            }

            /// Prints what follows `#dialect.mnemonic` (MLIR's `Attr::print`).
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
        quote! {
            #[automatically_derived]
            impl #ident {
                /// The registry definition (`#dialect.mnemonic` and its parser).
                pub const DEF: ::rods::dialect::AttrDef = ::rods::dialect::AttrDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    parse: __parse_attr,
                };

                /// The attribute with these parameters (not verified).
                #[allow(clippy::too_many_arguments)]
                pub fn new(#(#args),*) -> Self {
                    #ident { #(#names),* }
                }

                /// The attribute with these parameters, or the verifier's message.
                #[allow(clippy::too_many_arguments)]
                pub fn get_checked(#(#args),*) -> ::core::result::Result<Self, ::std::string::String> {
                    let __attr = #ident { #(#names),* };
                    #verify
                    ::core::result::Result::Ok(__attr)
                }

                /// The attribute as an [`Attribute`](::rods::ir::Attribute).
                pub fn into_attribute(self) -> ::rods::ir::Attribute {
                    ::rods::ir::Attribute::dialect(self)
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
        quote! {
            #[automatically_derived]
            impl ::rods::ir::DialectAttribute for #ident {
                fn def(&self) -> &'static ::rods::dialect::AttrDef {
                    &#ident::DEF
                }
                fn print_body(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    __print_body(self, p)
                }
                fn dyn_eq(&self, other: &dyn ::rods::ir::DialectAttribute) -> bool {
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
                    this: &::std::sync::Arc<dyn ::rods::ir::DialectAttribute>,
                    slot: &mut dyn ::core::any::Any,
                ) {
                    let _ = (this, &slot);
                    #(#provide)*
                }
            }
        }
    }

    /// `OpAttr`, `OpAttrFormat` and `AttrParam`: the attribute as an op field (stripped form,
    /// MLIR's `printStrippedAttrOrType`) or as another attribute's parameter.
    fn kind_impls(&self) -> TokenStream {
        let ident = &self.decl.item.ident;
        let summary = self
            .decl
            .summary
            .as_ref()
            .map_or_else(String::new, syn::LitStr::value);
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
                        ::core::option::Option::Some(a) => __print_body(a, p),
                        ::core::option::Option::None => p.print_attribute(attr),
                    }
                }
            }
            #[automatically_derived]
            impl ::rods::ods::AttrParam for #ident {
                fn parse(p: &mut ::rods::syntax::parser::Parser<'_>) -> ::rods::diag::ParseResult<Self> {
                    ::rods::ods::__private::parse_stripped_or_full::<#ident>(p, __parse_body)
                }
                fn parse_optional(
                    p: &mut ::rods::syntax::parser::Parser<'_>,
                ) -> ::rods::diag::ParseResult<::core::option::Option<Self>> {
                    ::rods::ods::__private::parse_optional_full::<#ident>(p)
                }
                fn print(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    __print_body(self, p)
                }
                fn print_qualified(&self, p: &mut ::rods::syntax::printer::Printer<'_>) {
                    p.print_attribute(&::rods::ir::Attribute::dialect(::core::clone::Clone::clone(self)))
                }
            }
        }
    }

    // --- parser ---------------------------------------------------------------------------

    fn local(p: &Param) -> syn::Ident {
        format_ident!("__v_{}", p.ident)
    }

    fn parse_body(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let locals = d.params.iter().map(|p| {
            let (l, ty) = (Self::local(p), &p.value_ty);
            quote!(let mut #l: ::core::option::Option<#ty> = ::core::option::Option::None;)
        });
        let body = match &d.format {
            Some(fmt) => self.parse_elements(&fmt.format.elements),
            // No parameters and no format: nothing, or `<>`.
            None => quote! {
                if p.parse_optional_less() {
                    p.parse_greater()?;
                }
            },
        };
        let fields = d.params.iter().map(|p| {
            let (f, l, name) = (&p.ident, Self::local(p), &p.name);
            let value = match &p.presence {
                Presence::Optional => quote!(#l),
                Presence::Default(expr) => {
                    let ty = &p.value_ty;
                    quote!(match #l {
                        ::core::option::Option::Some(v) => v,
                        ::core::option::Option::None => { let d: #ty = #expr; d }
                    })
                }
                Presence::Required => {
                    let msg = format!("struct is missing required parameter: {name}");
                    quote!(match #l {
                        ::core::option::Option::Some(v) => v,
                        ::core::option::Option::None => return ::core::result::Result::Err(p.emit_error(#msg)),
                    })
                }
            };
            quote!(#f: #value)
        });
        let verify = match d.verify {
            Some(span) => quote_spanned! {span=>
                if let ::core::result::Result::Err(msg) = #ident::verify(&__attr) {
                    return ::core::result::Result::Err(p.emit_error_at(__loc, msg));
                }
            },
            None => quote!(let _ = __loc;),
        };
        quote! {
            #(#locals)*
            #body
            let __attr = #ident { #(#fields),* };
            #verify
            ::core::result::Result::Ok(__attr)
        }
    }

    fn failure_message(&self, p: &Param) -> String {
        format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            self.decl.record_name,
            p.name,
            type_spelling(&p.value_ty)
        )
    }

    fn param(&self, name: &str) -> Option<&Param> {
        self.decl.param(name)
    }

    fn parse_elements(&self, elements: &[Element]) -> TokenStream {
        elements.iter().map(|e| self.parse_element(e)).collect()
    }

    /// `local = Some(<T as AttrParam>::parse(p))`, with MLIR's follow-up message on failure.
    fn parse_param(&self, param: &Param, qualified: bool) -> TokenStream {
        let (l, ty) = (Self::local(param), &param.value_ty);
        let msg = self.failure_message(param);
        let method = if qualified {
            quote!(parse_qualified)
        } else {
            quote!(parse)
        };
        let call = quote_spanned!(ty.span()=> <#ty as ::rods::ods::AttrParam>::#method(p));
        quote! {
            match #call {
                ::core::result::Result::Ok(v) => #l = ::core::option::Option::Some(v),
                ::core::result::Result::Err(_) => return ::core::result::Result::Err(p.emit_follow_up_error(#msg)),
            }
        }
    }

    fn parse_element(&self, e: &Element) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => parse_literal(&quote!(p), v),
            ElementKind::Literal(_) => TokenStream::new(),
            ElementKind::Variable(name) => match self.param(name) {
                Some(param) => self.parse_param(param, false),
                None => TokenStream::new(),
            },
            ElementKind::Qualified(arg) => match &arg.kind {
                ElementKind::Variable(name) => match self.param(name) {
                    Some(param) => self.parse_param(param, true),
                    None => TokenStream::new(),
                },
                _ => TokenStream::new(),
            },
            ElementKind::Params => self.parse_params(),
            ElementKind::Struct(args) => self.parse_struct(args),
            ElementKind::Custom { name, args } => self.parse_custom(e, name, args, false),
            ElementKind::OptionalGroup(group) => self.parse_group(group),
            _ => TokenStream::new(),
        }
    }

    /// `params`: the parameters separated by commas, absent optional ones left out.
    fn parse_params(&self) -> TokenStream {
        let steps = self.decl.params.iter().map(|param| {
            let parse = self.parse_param(param, false);
            if param.presence.is_optional() {
                let (l, ty) = (Self::local(param), &param.value_ty);
                let msg = self.failure_message(param);
                quote! {
                    if __first {
                        match <#ty as ::rods::ods::AttrParam>::parse_optional(p) {
                            ::core::result::Result::Ok(v) => { __first = v.is_none(); #l = v; }
                            ::core::result::Result::Err(_) => return ::core::result::Result::Err(p.emit_follow_up_error(#msg)),
                        }
                    } else if p.parse_optional_comma() {
                        #parse
                    }
                }
            } else {
                quote! {
                    if !__first { p.parse_comma()?; }
                    __first = false;
                    #parse
                }
            }
        });
        quote! {
            {
                let mut __first = true;
                #(#steps)*
                let _ = __first;
            }
        }
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

    /// `struct(...)`: `key = value` pairs in any order (MLIR's generated struct parser).
    fn parse_struct(&self, args: &[Element]) -> TokenStream {
        let members = self.struct_members(args);
        let all_optional = members.iter().all(|(p, _)| p.presence.is_optional());
        let seen: Vec<syn::Ident> = members
            .iter()
            .map(|(p, _)| format_ident!("__seen_{}", p.ident))
            .collect();
        let arms = members.iter().zip(&seen).map(|((param, custom), seen)| {
            let key = &param.name;
            let parse = match custom {
                Some(e) => match &e.kind {
                    ElementKind::Custom { name, args } => self.parse_custom(e, name, args, false),
                    _ => TokenStream::new(),
                },
                None => self.parse_param(param, false),
            };
            quote!(#key if !#seen => { #seen = true; #parse })
        });
        let missing = members
            .iter()
            .zip(&seen)
            .filter(|((p, _), _)| !p.presence.is_optional())
            .map(|((param, _), seen)| {
                let msg = format!("struct is missing required parameter: {}", param.name);
                quote!(if !#seen { return ::core::result::Result::Err(p.emit_error(#msg)); })
            });
        let first_key = if all_optional {
            quote! {
                match ::rods::ods::__private::parse_optional_struct_key(p) {
                    ::core::option::Option::Some(k) => k,
                    ::core::option::Option::None => break,
                }
            }
        } else {
            quote!(::rods::ods::__private::parse_struct_key(p)?)
        };
        quote! {
            {
                #(let mut #seen = false;)*
                let mut __first = true;
                loop {
                    let __key = if __first {
                        __first = false;
                        #first_key
                    } else {
                        if !p.parse_optional_comma() { break; }
                        ::rods::ods::__private::parse_struct_key(p)?
                    };
                    p.parse_equal()?;
                    match &*__key {
                        #(#arms)*
                        _ => return ::core::result::Result::Err(p.emit_error(
                            ::std::format!("duplicate or unknown struct parameter name: {}", __key),
                        )),
                    }
                }
                #(#missing)*
            }
        }
    }

    /// `custom<F>(args)`: `let (a, b) = parse_f(p, refs…)?` (with `optional`: the directive
    /// is the first element of an optional group and returns `Option<(…)>`).
    fn parse_custom(
        &self,
        e: &Element,
        name: &str,
        args: &[Element],
        optional: bool,
    ) -> TokenStream {
        let span = self.element_span(e);
        let (parse_fn, _) = custom_fns(name, span);
        let mut bound = Vec::new();
        let mut call_args = Vec::new();
        for arg in args {
            match &arg.kind {
                ElementKind::Variable(n) => bound.extend(self.param(n)),
                ElementKind::Ref(inner) => {
                    if let ElementKind::Variable(n) = &inner.kind
                        && let Some(param) = self.param(n)
                    {
                        let l = Self::local(param);
                        call_args.push(quote!(#l.as_ref()));
                    }
                }
                ElementKind::String(code) => call_args.push(code_expr(code, span)),
                _ => {}
            }
        }
        let vars: Vec<syn::Ident> = bound
            .iter()
            .map(|p| format_ident!("__c_{}", p.ident))
            .collect();
        let assigns = bound.iter().zip(&vars).map(|(param, v)| {
            let l = Self::local(param);
            if matches!(param.presence, Presence::Optional) {
                quote!(#l = #v;)
            } else {
                quote!(#l = ::core::option::Option::Some(#v);)
            }
        });
        let call = quote_spanned!(span=> #parse_fn(p #(, #call_args)*));
        if optional {
            quote!(if let ::core::option::Option::Some((#(#vars,)*)) = #call? { #(#assigns)* true } else { false })
        } else {
            quote! {
                let (#(#vars,)*) = #call?;
                #(#assigns)*
            }
        }
    }

    fn element_span(&self, e: &Element) -> Span {
        match &self.decl.format {
            Some(fmt) => fmt.span(e.range.clone()),
            None => Span::call_site(),
        }
    }

    fn parse_group(&self, group: &OptionalGroup) -> TokenStream {
        let Some(first_index) = group.then_elements.iter().position(|e| !is_whitespace(e)) else {
            return TokenStream::new();
        };
        let first = &group.then_elements[first_index];
        let rest = self.parse_elements(&group.then_elements[first_index + 1..]);
        let else_ = self.parse_elements(&group.else_elements);
        match &first.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let cond = parse_optional_literal(&quote!(p), v);
                quote!(if #cond { #rest } else { #else_ })
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some((name, _)) = var_of(first) else {
                    return TokenStream::new();
                };
                let Some(param) = self.param(name) else {
                    return TokenStream::new();
                };
                let (l, ty) = (Self::local(param), &param.value_ty);
                let msg = self.failure_message(param);
                quote! {
                    match <#ty as ::rods::ods::AttrParam>::parse_optional(p) {
                        ::core::result::Result::Ok(::core::option::Option::Some(v)) => {
                            #l = ::core::option::Option::Some(v);
                            #rest
                        }
                        ::core::result::Result::Ok(::core::option::Option::None) => { #else_ }
                        ::core::result::Result::Err(_) => return ::core::result::Result::Err(p.emit_follow_up_error(#msg)),
                    }
                }
            }
            ElementKind::Custom { name, args } => {
                let cond = self.parse_custom(first, name, args, true);
                quote!(if #cond { #rest } else { #else_ })
            }
            _ => TokenStream::new(),
        }
    }

    // --- printer --------------------------------------------------------------------------

    fn print_body(&self) -> TokenStream {
        let Some(fmt) = &self.decl.format else {
            return quote!(let _ = (this, p););
        };
        let mut spacing = Spacing::default();
        let body = self.print_elements(&fmt.format.elements, &mut spacing);
        quote! {
            let _ = &this;
            #body
        }
    }

    fn print_elements(&self, elements: &[Element], spacing: &mut Spacing) -> TokenStream {
        elements
            .iter()
            .map(|e| self.print_element(e, spacing))
            .collect()
    }

    /// Whether the parameter differs from its default (is printed).
    fn present(param: &Param) -> TokenStream {
        let f = &param.ident;
        match &param.presence {
            Presence::Required => quote!(true),
            Presence::Optional => quote!(this.#f.is_some()),
            Presence::Default(expr) => match string_default(expr) {
                // `String::from("sm_50")` / `String::new()`: compared with the literal, without
                // building (allocating) the default on every print.
                Some(lit) => quote!(this.#f != #lit),
                None => {
                    let ty = &param.value_ty;
                    quote!({ let d: #ty = #expr; this.#f != d })
                }
            },
        }
    }

    /// Prints a parameter's value (guarded when it may be absent); `prefix` is printed first.
    fn print_param(param: &Param, prefix: TokenStream, qualified: bool) -> TokenStream {
        let (f, ty) = (&param.ident, &param.value_ty);
        let method = if qualified {
            quote!(print_qualified)
        } else {
            quote!(print)
        };
        match &param.presence {
            Presence::Required => {
                quote!(#prefix <#ty as ::rods::ods::AttrParam>::#method(&this.#f, p);)
            }
            Presence::Optional => quote! {
                if let ::core::option::Option::Some(v) = &this.#f {
                    #prefix
                    <#ty as ::rods::ods::AttrParam>::#method(v, p);
                }
            },
            Presence::Default(_) => {
                let present = Self::present(param);
                quote! {
                    if #present {
                        #prefix
                        <#ty as ::rods::ods::AttrParam>::#method(&this.#f, p);
                    }
                }
            }
        }
    }

    fn space(space: bool) -> TokenStream {
        if space {
            quote!(p.write_str(" ");)
        } else {
            TokenStream::new()
        }
    }

    fn print_element(&self, e: &Element, spacing: &mut Spacing) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let text = if spacing.literal(v) {
                    format!(" {v}")
                } else {
                    v.clone()
                };
                quote!(p.write_str(#text);)
            }
            ElementKind::Literal(lit) => {
                spacing.whitespace(lit);
                match lit {
                    Literal::Space => quote!(p.write_str(" ");),
                    Literal::Newline => quote!(p.write_str("\n");),
                    _ => TokenStream::new(),
                }
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some((name, qualified)) = var_of(e) else {
                    return TokenStream::new();
                };
                let Some(param) = self.param(name) else {
                    return TokenStream::new();
                };
                let space = Self::space(spacing.element());
                Self::print_param(param, space, qualified)
            }
            ElementKind::Params => {
                let space = Self::space(spacing.element());
                let steps = self.decl.params.iter().map(|param| {
                    Self::print_param(
                        param,
                        quote!(if !__first { p.write_str(", "); } __first = false;),
                        false,
                    )
                });
                quote!({ #space let mut __first = true; #(#steps)* let _ = __first; })
            }
            ElementKind::Struct(args) => {
                let space = Self::space(spacing.element());
                let steps = self.struct_members(args).into_iter().map(|(param, custom)| {
                    let key = format!("{} = ", param.name);
                    let prefix = quote!(if !__first { p.write_str(", "); } __first = false; p.write_str(#key););
                    match custom.map(|c| &c.kind) {
                        Some(ElementKind::Custom { name, .. }) => {
                            let present = Self::present(param);
                            let (_, print_fn) = custom_fns(name, self.element_span(e));
                            let f = &param.ident;
                            quote!(if #present { #prefix #print_fn(p, &this.#f); })
                        }
                        _ => Self::print_param(param, prefix, false),
                    }
                });
                quote!({ #space let mut __first = true; #(#steps)* let _ = __first; })
            }
            ElementKind::Custom { name, args } => {
                let space = Self::space(spacing.element());
                let span = self.element_span(e);
                let (_, print_fn) = custom_fns(name, span);
                let call_args = args.iter().filter_map(|arg| {
                    let var = match &arg.kind {
                        ElementKind::Ref(inner) => inner,
                        ElementKind::String(code) => return Some(code_expr(code, span)),
                        _ => arg,
                    };
                    let param = self.param(name_of(var))?;
                    let f = &param.ident;
                    Some(quote!(&this.#f))
                });
                let call = quote_spanned!(span=> #print_fn(p #(, #call_args)*));
                quote!(#space #call;)
            }
            ElementKind::OptionalGroup(group) => {
                // The attribute printer saves and restores the spacing state around a group.
                let saved = *spacing;
                let guard = group
                    .anchor_element()
                    .map(|a| self.guard(a))
                    .unwrap_or_else(|| quote!(false));
                let then = self.print_elements(&group.then_elements, spacing);
                *spacing = saved;
                let else_ = self.print_elements(&group.else_elements, spacing);
                *spacing = saved;
                if group.inverted {
                    quote!(if #guard { #else_ } else { #then })
                } else {
                    quote!(if #guard { #then } else { #else_ })
                }
            }
            _ => TokenStream::new(),
        }
    }

    /// Whether an optional group's anchor is present: any parameter it captures differs from
    /// its default.
    fn guard(&self, anchor: &Element) -> TokenStream {
        let mut names = Vec::new();
        anchor.walk(&mut |e| {
            if let ElementKind::Variable(n) = &e.kind {
                names.push(n.as_str());
            }
            if let ElementKind::Params = e.kind {
                names.extend(self.decl.params.iter().map(|p| p.name.as_str()));
            }
        });
        // `ref(...)` arguments do not decide presence.
        let mut refs = Vec::new();
        anchor.walk(&mut |e| {
            if let ElementKind::Ref(inner) = &e.kind {
                refs.push(name_of(inner));
            }
        });
        let conds: Vec<TokenStream> = names
            .iter()
            .filter(|n| !refs.contains(n))
            .filter_map(|n| self.param(n))
            .map(Self::present)
            .collect();
        if conds.is_empty() {
            quote!(false)
        } else {
            quote!(#(#conds)||*)
        }
    }
}

/// The literal of a `String` default written `String::from("…")` (or `""` for
/// `String::new()`); such a parameter's type is `String` (nothing else type-checks against the
/// default), which compares with a `&str`.
fn string_default(expr: &syn::Expr) -> Option<syn::LitStr> {
    let syn::Expr::Call(call) = expr else {
        return None;
    };
    let syn::Expr::Path(func) = &*call.func else {
        return None;
    };
    let segments: Vec<String> = func
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
    let is = |name: &str| {
        segments.ends_with(&["String", name])
            && matches!(segments.len(), 2 | 4)
            && (segments.len() == 2
                || segments[..2] == ["alloc", "string"]
                || segments[..2] == ["std", "string"])
    };
    match call.args.iter().collect::<Vec<_>>().as_slice() {
        [] if is("new") => Some(syn::LitStr::new("", Span::call_site())),
        [
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(lit),
                ..
            }),
        ] if is("from") => Some(lit.clone()),
        _ => None,
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

#[cfg(test)]
mod string_default_tests {
    use super::string_default;

    fn lit(src: &str) -> Option<String> {
        let expr: syn::Expr = syn::parse_str(src).ok()?;
        string_default(&expr).map(|l| l.value())
    }

    #[test]
    fn string_defaults_compare_with_their_literal() {
        assert_eq!(lit(r#"String::from("sm_50")"#).as_deref(), Some("sm_50"));
        assert_eq!(
            lit(r#"::std::string::String::from("x")"#).as_deref(),
            Some("x")
        );
        assert_eq!(lit("String::new()").as_deref(), Some(""));
        // Anything else is built and compared as written.
        assert_eq!(lit(r#"Str::from("x")"#), None);
        assert_eq!(lit(r#"String::from(X)"#), None);
        assert_eq!(lit(r#""x".to_string()"#), None);
        assert_eq!(lit("2"), None);
    }
}
