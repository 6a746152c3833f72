//! The body parser of an attribute format (MLIR's generated `Attr::parse`): literals,
//! parameters, `params`, `struct(...)`, custom directives and optional groups, then the
//! construction and verification of the attribute.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::expand::common::{
    CustomParseArg, code_expr, parse_custom_call, parse_literal, parse_optional_literal,
    type_spelling,
};
use crate::format::{Element, ElementKind, Literal, OptionalGroup};
use crate::model::{Param, Presence, generic_arg};

use super::{AttrGen, var_of};

impl AttrGen<'_> {
    pub(super) fn parse_body(&self) -> TokenStream {
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
        let canonicalize = self.canonicalize_call(quote!(__attr));
        let binding = self.binding();
        quote! {
            #(#locals)*
            #body
            #binding = #ident { #(#fields),* };
            #canonicalize
            #verify
            ::core::result::Result::Ok(__attr)
        }
    }

    /// «failed to parse NAME parameter 'p' which is to be a `T`», built on the error path only
    /// (`T` is the parameter's C++ type when it declares one: its `cpp_type`, else its Rust
    /// type's, as an enum's).
    fn failure_message(&self, p: &Param) -> TokenStream {
        let (record, name, ty) = (&self.decl.record_name, &p.name, &p.value_ty);
        if let Some(cpp) = &p.cpp_type {
            return quote!(::rods::ods::__private::param_failure_as(#record, #name, #cpp));
        }
        // `Vec<T>` is `ArrayRefParameter<T>`, whose C++ type MLIR names.
        let spelling = match generic_arg(ty, "Vec") {
            Some(inner) => format!("::llvm::ArrayRef<{}>", type_spelling(inner)),
            None => type_spelling(ty),
        };
        quote!(::rods::ods::__private::param_failure::<#ty>(#record, #name, #spelling))
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

    /// `struct(...)`: `key = value` pairs in any order (MLIR's generated struct parser).
    fn parse_struct(&self, args: &[Element]) -> TokenStream {
        let members = self.struct_members(args);
        let all_optional = members.iter().all(|(p, _)| p.presence.is_optional());
        let all_required = members.iter().all(|(p, _)| !p.presence.is_optional());
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
        // After a key: `=` and its parameter's value.
        let value = quote! {
            p.parse_equal()?;
            match &*__key {
                #(#arms)*
                _ => return ::core::result::Result::Err(p.emit_error(
                    ::std::format!("duplicate or unknown struct parameter name: {}", __key),
                )),
            }
        };
        if all_required {
            // Only required parameters: MLIR's generated parser reads exactly as many
            // `key = value` pairs as there are parameters, a comma after each but the last
            // («expected ','» where one is missing), and then whatever follows the struct.
            let n = members.len();
            return quote! {
                {
                    #(let mut #seen = false;)*
                    for __index in 0..#n {
                        let __key = ::rods::ods::__private::parse_struct_key(p)?;
                        #value
                        if __index + 1 != #n {
                            p.parse_comma()?;
                        }
                    }
                }
            };
        }
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
                    #value
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
        let classify = |arg: &Element| match &arg.kind {
            ElementKind::Variable(n) => self.param(n).map_or(CustomParseArg::Ignored, |p| {
                CustomParseArg::Parsed(&p.ident, p)
            }),
            ElementKind::Ref(inner) => match &inner.kind {
                ElementKind::Variable(n) => self.param(n).map_or(CustomParseArg::Ignored, |p| {
                    let l = Self::local(p);
                    CustomParseArg::Passed(quote!(#l.as_ref()))
                }),
                _ => CustomParseArg::Ignored,
            },
            ElementKind::String(code) => CustomParseArg::Passed(code_expr(code, span)),
            _ => CustomParseArg::Ignored,
        };
        let store = |param: &&Param, v: &syn::Ident| {
            let l = Self::local(param);
            if matches!(param.presence, Presence::Optional) {
                quote!(#l = #v;)
            } else {
                quote!(#l = ::core::option::Option::Some(#v);)
            }
        };
        // Attribute arguments never need a statement before the call.
        let fn_ty = self.custom_parse_fn_type(args, optional, span);
        let (_, parse) =
            parse_custom_call(name, span, args, optional, Some(fn_ty), classify, store);
        parse
    }

    /// The fn-pointer type `parse_F` must have, spanned at the directive, so that a wrong
    /// signature is one rustc error naming the expected one: `for<'a> fn(&mut Parser<'a>,
    /// Option<&T> for each `ref($p)`, _ for each code string) -> ParseResult<(T, Option<U>, …)>`
    /// (a parsed parameter's value type, `Option<…>` for an optional parameter), wrapped in
    /// `Option<…>` when the directive anchors an optional group.
    fn custom_parse_fn_type(&self, args: &[Element], optional: bool, span: Span) -> TokenStream {
        let (mut params, mut parsed) = (Vec::new(), Vec::new());
        for arg in args {
            match &arg.kind {
                ElementKind::Variable(n) => {
                    if let Some(p) = self.param(n) {
                        let ty = &p.value_ty;
                        parsed.push(match p.presence {
                            Presence::Optional => quote!(::core::option::Option<#ty>),
                            _ => quote!(#ty),
                        });
                    }
                }
                ElementKind::Ref(inner) => match &inner.kind {
                    ElementKind::Variable(n) => {
                        if let Some(p) = self.param(n) {
                            let ty = &p.value_ty;
                            params.push(quote!(::core::option::Option<&#ty>));
                        }
                    }
                    _ => params.push(quote!(_)),
                },
                _ => params.push(quote!(_)),
            }
        }
        let out = quote!((#(#parsed,)*));
        let out = if optional {
            quote!(::core::option::Option<#out>)
        } else {
            out
        };
        quote_spanned! {span=>
            for<'__a> fn(&mut ::rods::syntax::parser::Parser<'__a> #(, #params)*) -> ::rods::diag::ParseResult<#out>
        }
    }

    fn parse_group(&self, group: &OptionalGroup) -> TokenStream {
        let Some(first_index) = group.then_elements.iter().position(|e| !e.is_whitespace()) else {
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
}
