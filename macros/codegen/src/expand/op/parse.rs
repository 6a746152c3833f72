//! The custom-form parser of an op format (MLIR's generated `parse`): literals, attributes,
//! `attr-dict` / `prop-dict`, custom directives, optional groups and `oilist`s; value elements
//! are delegated to [`super::values`].

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::expand::common::{
    CustomParseArg, code_expr, parse_custom_call, parse_literal, parse_optional_literal,
};
use crate::format::{Element, ElementKind, Literal, OptionalGroup};
use crate::model::{OpField, OpFieldKind, Presence};

use super::{OpGen, local, unchecked};

impl OpGen<'_> {
    pub(super) fn parse_fn(&self, elements: &[Element]) -> TokenStream {
        let locals = self.attrs().map(|f| {
            let l = local(f);
            quote!(let mut #l: ::core::option::Option<::rods::ir::Attribute> = ::core::option::Option::None;)
        });
        let value_locals = self.value_parse_locals(elements);
        let body = self.parse_elements(elements);
        let finish = self.value_parse_finish(elements);
        let stores = self.attrs().map(|f| {
            let (l, name) = (local(f), &f.name);
            quote!(if let ::core::option::Option::Some(a) = #l { state.set_property(#name, a); })
        });
        // A default-valued attribute the op was written without is not stored: the op has its
        // default (`AttrSpec::default`; MLIR's `populateDefaultProperties` stores it).
        // The properties stored below, counted first so that the op's list is allocated once:
        // the attributes parsed and the segment sizes the value parser sets.
        let counted = self.attrs().map(|f| {
            let l = local(f);
            quote!(usize::from(#l.is_some()))
        });
        let segments = self.segment_properties_set(elements);
        let reserve = quote! {
            state.properties.reserve_exact(#segments #(+ #counted)*);
        };
        // mlir-tblgen's `infersResultTypes`: `inferReturnTypes` on what was parsed.
        let infer = if self.format_infers_results(elements) {
            let f = self.infer_fn();
            quote!(::rods::ods::parse_inferred_result_types(p, state, #f)?;)
        } else {
            TokenStream::new()
        };
        quote! {
            #[allow(unused_mut, unused_variables)]
            fn __parse(
                p: &mut ::rods::syntax::parser::Parser<'_>,
                state: &mut ::rods::ir::OperationState,
            ) -> ::rods::diag::ParseResult {
                #(#locals)*
                #value_locals
                #body
                #reserve
                #finish
                #(#stores)*
                ::rods::ods::__private::move_inherent_attrs(state, __SPECS);
                #infer
                ::core::result::Result::Ok(())
            }
        }
    }

    fn parse_elements(&self, elements: &[Element]) -> TokenStream {
        elements.iter().map(|e| self.parse_element(e)).collect()
    }

    fn parse_attr(&self, f: &OpField, qualified: bool) -> TokenStream {
        let (l, ty) = (local(f), &f.value_ty);
        let optional = matches!(f.kind, OpFieldKind::Attribute(Presence::Optional));
        let name = &f.name;
        let method = if qualified {
            quote!(parse_qualified_named)
        } else {
            quote!(parse_named)
        };
        let call = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::#method(p, #name, #optional)?);
        quote!(if let ::core::option::Option::Some(a) = #call { #l = ::core::option::Option::Some(a); })
    }

    /// `<T as OpAttrFormat>::parse_optional_named(p, "name")?` for the attribute field `f`.
    fn parse_optional_attr_call(f: &OpField) -> TokenStream {
        let (name, ty) = (&f.name, &f.value_ty);
        quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::parse_optional_named(p, #name)?)
    }

    fn parse_element(&self, e: &Element) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => parse_literal(&quote!(p), v),
            ElementKind::Literal(_) => TokenStream::new(),
            ElementKind::Variable(_) | ElementKind::Qualified(_) => match self.attr_field(e) {
                Some(f) => self.parse_attr(f, matches!(e.kind, ElementKind::Qualified(_))),
                None => self.parse_value_element(e).unwrap_or_else(|| unchecked(e)),
            },
            ElementKind::Type(_)
            | ElementKind::FunctionalType { .. }
            | ElementKind::Operands
            | ElementKind::Regions
            | ElementKind::Successors => {
                self.parse_value_element(e).unwrap_or_else(|| unchecked(e))
            }
            ElementKind::AttrDict { with_keyword } => {
                let method = if *with_keyword {
                    quote!(parse_optional_attr_dict_with_keyword)
                } else {
                    quote!(parse_optional_attr_dict)
                };
                let name = self.decl.name.full();
                quote! {
                    let __dict_loc = p.current_location();
                    p.#method(&mut state.attributes)?;
                    ::rods::ods::__private::verify_inherent_attrs(p, __dict_loc, &state.attributes, #name, __SPECS)?;
                }
            }
            ElementKind::PropDict => quote! {
                ::rods::ods::__private::parse_prop_dict(p, state)?;
            },
            ElementKind::Custom { name, args } => self.parse_custom(e, name, args, false),
            ElementKind::OptionalGroup(group) => self.parse_group(group),
            ElementKind::Oilist(clauses) => self.parse_oilist(clauses),
            _ => unchecked(e),
        }
    }

    fn parse_custom(
        &self,
        e: &Element,
        name: &str,
        args: &[Element],
        optional: bool,
    ) -> TokenStream {
        let span = self.span(e);
        let classify = |arg: &Element| {
            if self.attr_field(arg).is_none()
                && let Some((value, before)) = self.custom_parse_value_arg(arg)
            {
                return CustomParseArg::Prepared { before, value };
            }
            match &arg.kind {
                ElementKind::Variable(_) => match self.attr_field(arg) {
                    Some(f) => CustomParseArg::Parsed(&f.ident, f),
                    None => unchecked(arg),
                },
                ElementKind::Ref(inner) => match (&inner.kind, self.attr_field(inner)) {
                    (_, Some(f)) => {
                        let l = local(f);
                        CustomParseArg::Passed(quote!(#l.as_ref()))
                    }
                    (ElementKind::AttrDict { .. }, _) => {
                        CustomParseArg::Passed(quote!(&state.attributes))
                    }
                    _ => unchecked(arg),
                },
                ElementKind::AttrDict { .. } => {
                    CustomParseArg::Passed(quote!(&mut state.attributes))
                }
                ElementKind::String(code) => CustomParseArg::Passed(code_expr(code, span)),
                _ => unchecked(arg),
            }
        };
        let store = |f: &&OpField, v: &syn::Ident| {
            let l = local(f);
            quote!(if #v.is_some() { #l = #v; })
        };
        let fn_ty = self.custom_parse_fn_type(args, optional, span);
        let (pre, parse) =
            parse_custom_call(name, span, args, optional, Some(fn_ty), classify, store);
        if optional {
            quote!({ #(#pre)* #parse })
        } else {
            quote! {
                #(#pre)*
                #parse
            }
        }
    }

    /// The fn-pointer type `parse_F` of `custom<F>(args)` must have (the `#[dialect_op]` docs
    /// list it): the parser, then per argument that is not parsed here `&mut Vec<T>` of a
    /// value argument (`&[T]` under `ref`), `Option<&Attribute>` of `ref($attr)`, the
    /// attr-dict's list, `_` for a code string; returning the parsed attributes, each an
    /// `Option<Attribute>`, in a tuple (in an `Option` when the directive starts an optional
    /// group: `None` when absent).
    fn custom_parse_fn_type(&self, args: &[Element], optional: bool, span: Span) -> TokenStream {
        let mut params = Vec::new();
        let mut parsed = Vec::new();
        let attr = quote!(::rods::ir::Attribute);
        let attrs = quote!(::rods::ir::ThinVec<::rods::ir::NamedAttribute>);
        for arg in args {
            if self.attr_field(arg).is_none()
                && let Some(ty) = self.custom_value_arg_type(arg, false)
            {
                params.push(ty);
                continue;
            }
            match &arg.kind {
                ElementKind::Variable(_) => parsed.push(quote!(::core::option::Option<#attr>)),
                ElementKind::Ref(inner) => match (&inner.kind, self.attr_field(inner)) {
                    (_, Some(_)) => params.push(quote!(::core::option::Option<&#attr>)),
                    (ElementKind::AttrDict { .. }, _) => params.push(quote!(&#attrs)),
                    _ => params.push(quote!(_)),
                },
                ElementKind::AttrDict { .. } => params.push(quote!(&mut #attrs)),
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

    /// `oilist(...)`: clauses in any order, each at most once (MLIR's generated loop).
    fn parse_oilist(&self, clauses: &[crate::format::OilistClause]) -> TokenStream {
        let mut seen = Vec::new();
        let mut arms = Vec::new();
        for (i, c) in clauses.iter().enumerate() {
            let ElementKind::Literal(Literal::Token(kw)) = &c.keyword.kind else {
                continue;
            };
            let flag = format_ident!("__clause_{}", i);
            let cond = parse_optional_literal(&quote!(p), kw);
            let msg = format!(
                "`{kw}` clause can appear at most once in the expansion of the oilist directive"
            );
            let body: TokenStream = c
                .elements
                .iter()
                .map(|e| match self.attr_field(e) {
                    // A clause holding only a unit attribute: the keyword sets it.
                    Some(f) if c.elements.len() == 1 && self.is_unit(e) => {
                        let l = local(f);
                        quote!(#l = ::core::option::Option::Some(::rods::ir::Attribute::Unit);)
                    }
                    // An `OptionalAttr` after its keyword may still be absent
                    // (`parseOptionalAttribute`); any other attribute is required there
                    // (`parseCustomAttributeWithFallback`), as mlir-tblgen generates.
                    Some(f) if matches!(f.kind, OpFieldKind::Attribute(Presence::Optional)) => {
                        let (l, call) = (local(f), Self::parse_optional_attr_call(f));
                        quote!(if let ::core::option::Option::Some(a) = #call { #l = ::core::option::Option::Some(a); })
                    }
                    _ => self.parse_element(e),
                })
                .collect();
            arms.push(quote! {
                if #cond {
                    if #flag {
                        return ::core::result::Result::Err(p.emit_error_at(state.loc.clone(), #msg));
                    }
                    #flag = true;
                    #body
                    continue;
                }
            });
            seen.push(flag);
        }
        quote! {
            {
                #(let mut #seen = false;)*
                loop {
                    #(#arms)*
                    break;
                }
            }
        }
    }

    fn parse_group(&self, group: &OptionalGroup) -> TokenStream {
        let Some(first_index) = group.then_elements.iter().position(|e| !e.is_whitespace()) else {
            return TokenStream::new();
        };
        let first = &group.then_elements[first_index];
        let rest: TokenStream = group.then_elements[first_index + 1..]
            .iter()
            .map(|e| {
                if self.is_elided_unit(group, e) {
                    let l = self.attr_field(e).map(local);
                    quote!(#l = ::core::option::Option::Some(::rods::ir::Attribute::Unit);)
                } else {
                    self.parse_element(e)
                }
            })
            .collect();
        let else_ = self.parse_elements(&group.else_elements);
        match &first.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let cond = parse_optional_literal(&quote!(p), v);
                quote!(if #cond { #rest } else { #else_ })
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) | ElementKind::Type(_)
                if self.attr_field(first).is_none() =>
            {
                match self.parse_optional_value_element(first) {
                    Some(cond) => quote!(if #cond { #rest } else { #else_ }),
                    None => unchecked(first),
                }
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some(f) = self.attr_field(first) else {
                    unchecked(first);
                };
                let (l, call) = (local(f), Self::parse_optional_attr_call(f));
                quote! {
                    if let ::core::option::Option::Some(a) = #call {
                        #l = ::core::option::Option::Some(a);
                        #rest
                    } else {
                        #else_
                    }
                }
            }
            ElementKind::Custom { name, args } => {
                let cond = self.parse_custom(first, name, args, true);
                quote!(if #cond { #rest } else { #else_ })
            }
            _ => unchecked(first),
        }
    }
}
