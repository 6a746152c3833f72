//! The typed op handle of `#[dialect_op] struct FooOp` (MLIR's `Op` class): `FooOpHandle`, a
//! `Copy` wrapper of the op's `OpId` with an accessor per field over the `Ir` (operand, result,
//! region and successor groups as `typed_view` splits them; attributes typed, with their
//! defaults), setters for attributes and operands, and `rods::ods::TypedOp` for `FooOp`. Each
//! accessor is one call of a helper of `rods::ods::__private` (`runtime/src/ods/handle.rs`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::{OpGen, field_arity, is_option};
use crate::model::{Arity, OpField, OpFieldKind, Presence};

/// The handle's type name: the op's name and `Handle`.
pub(super) fn handle_ident(ident: &syn::Ident) -> syn::Ident {
    format_ident!("{}Handle", ident)
}

/// The handle's own methods, which a field of the same name replaces.
const HANDLE_METHODS: [&str; 2] = ["op", "read"];

impl OpGen<'_> {
    /// The handle struct, next to the op's (outside the `const _` block).
    pub(super) fn handle_struct(&self) -> TokenStream {
        let d = self.decl;
        let (ident, vis) = (&d.item.ident, &d.item.vis);
        let handle = handle_ident(ident);
        let shadowed = d
            .fields
            .iter()
            .any(|f| HANDLE_METHODS.iter().any(|m| f.ident == m));
        let doc = format!(
            "A handle on a `{}` op in an `Ir` (MLIR's op class): its `OpId`, with an accessor \
             per field of `{ident}` that reads the op in the IR (and setters for its attributes \
             and operands); `{ident}` is the copy of its fields. Get one with \
             `Ir::dyn_cast::<{ident}>`.{}",
            d.name.full(),
            if shadowed {
                " A field named `op` or `read` takes the place of the handle's own method \
                 (the op's id is `OpId::from(handle)`)."
            } else {
                ""
            }
        );
        quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            #vis struct #handle(::rods::ir::OpId);
        }
    }

    /// `TypedOp` for the op, `From<handle> for OpId` and the handle's methods.
    pub(super) fn handle_impl(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let handle = handle_ident(ident);
        let name = d.name.full();
        let taken = |m: &str| d.fields.iter().any(|f| f.ident == m);
        let op_fn = (!taken("op")).then(|| {
            quote! {
                /// The op's id.
                #[inline]
                pub fn op(self) -> ::rods::ir::OpId { self.0 }
            }
        });
        let read_fn = (!taken("read")).then(|| {
            quote! {
                /// The op's fields copied out of `ir` (`from_op`): `None` when the op does not
                /// satisfy its declaration.
                #[inline]
                pub fn read(self, ir: &::rods::ir::Ir) -> ::core::option::Option<#ident> {
                    #ident::from_op(ir, self.0)
                }
            }
        });
        let accessors = d.fields.iter().map(|f| self.field_accessors(f));
        quote! {
            #[automatically_derived]
            impl ::core::convert::From<#handle> for ::rods::ir::OpId {
                #[inline]
                fn from(h: #handle) -> ::rods::ir::OpId { h.0 }
            }

            #[automatically_derived]
            impl ::rods::ods::TypedOp for #ident {
                const OPERATION_NAME: &'static str = #name;
                type Handle = #handle;
                #[inline]
                fn from_op(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::option::Option<Self> {
                    #ident::from_op(ir, op)
                }
                #[inline]
                fn handle_unchecked(op: ::rods::ir::OpId) -> #handle { #handle(op) }
            }

            #[automatically_derived]
            impl #handle {
                #op_fn
                #read_fn
                #(#accessors)*
            }
        }
    }

    /// How the op's operands (`results`: results) split into groups: `Segments`.
    fn segments(&self, results: bool) -> TokenStream {
        let p = quote!(::rods::ods::__private::Segments);
        match self.decl.segment_sizes_name(results) {
            Some(name) => quote!(#p::Attr(#name)),
            None if self.decl.same_variadic_size(results) => quote!(#p::Same),
            None => quote!(#p::Arities),
        }
    }

    /// The accessor (and setters) of one field.
    fn field_accessors(&self, f: &OpField) -> TokenStream {
        let p = quote!(::rods::ods::__private);
        let (id, name) = (&f.ident, &f.name);
        let ir = quote!(::rods::ir::Ir);
        let (what, list, arities, item, segments) = match &f.kind {
            OpFieldKind::Operand { .. } => (
                "operand",
                quote!(operands_of),
                quote!(__OPERAND_ARITIES),
                quote!(::rods::ir::Value),
                self.segments(false),
            ),
            OpFieldKind::Result { .. } => (
                "result",
                quote!(results_of),
                quote!(__RESULT_ARITIES),
                quote!(::rods::ir::Value),
                self.segments(true),
            ),
            OpFieldKind::Region { .. } => (
                "region",
                quote!(regions_of),
                quote!(__REGION_ARITIES),
                quote!(::rods::ir::RegionId),
                quote!(#p::Segments::Arities),
            ),
            OpFieldKind::Successor { .. } => (
                "successor",
                quote!(successors_of),
                quote!(__SUCCESSOR_ARITIES),
                quote!(::rods::ir::BlockId),
                quote!(#p::Segments::Arities),
            ),
            OpFieldKind::Attribute(_) | OpFieldKind::UnitAttribute => {
                return self.attr_accessors(f);
            }
        };
        let index = self
            .decl
            .fields
            .iter()
            .filter(|g| std::mem::discriminant(&g.kind) == std::mem::discriminant(&f.kind))
            .position(|g| g.ident == f.ident)
            .unwrap_or(0);
        let group = quote!(#p::group_of(ir, self.0, #p::#list, #arities, #segments, #index));
        let panics =
            "\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it).";
        let (doc, ret, body) = match field_arity(f) {
            _ if f.is_variadic_of_variadic() => {
                let sizes = f.segments.as_ref().map(syn::LitStr::value);
                (
                    format!(
                        "The `{name}` {what} group's sub-groups (split by `{}`; none when they do not fit).",
                        sizes.as_deref().unwrap_or_default()
                    ),
                    quote!(::std::vec::Vec<&[#item]>),
                    quote!(#p::sub_groups(ir, self.0, #group, #sizes)),
                )
            }
            Arity::Single => (
                format!("The `{name}` {what}.{panics}"),
                quote!(#item),
                quote!(#p::one(#group)),
            ),
            Arity::Optional => (
                format!("The `{name}` {what}, if present."),
                quote!(::core::option::Option<#item>),
                quote!(#group.first().copied()),
            ),
            Arity::Variadic => (
                format!("The `{name}` {what}s (none when the op does not fit its declaration)."),
                quote!(&[#item]),
                quote!(#group),
            ),
        };
        let getter = quote! {
            #[doc = #doc]
            #[inline]
            pub fn #id(self, ir: &#ir) -> #ret { #body }
        };
        let setter = self.operand_setter(f, index);
        quote!(#getter #setter)
    }

    /// The setter of an operand group: a single operand through `Ir::set_operand`; an optional
    /// or variadic one when its size may change (the op has `AttrSizedOperandSegments`, whose
    /// sizes it updates, or no other variable-length operand group). A variadic-of-variadic
    /// group, or one among others sized alike (`SameVariadicOperandSize`), has none.
    fn operand_setter(&self, f: &OpField, index: usize) -> Option<TokenStream> {
        let OpFieldKind::Operand { arity, .. } = f.kind else {
            return None;
        };
        let d = self.decl;
        let p = quote!(::rods::ods::__private);
        let set = format_ident!("set_{}", f.ident);
        let name = &f.name;
        let segments = self.segments(false);
        let args = quote!(ir, self.0, __OPERAND_ARITIES, #segments, #index);
        if arity == Arity::Single {
            let doc = format!(
                "Sets the `{name}` operand (the use lists follow).\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."
            );
            return Some(quote! {
                #[doc = #doc]
                #[inline]
                pub fn #set(self, ir: &mut ::rods::ir::Ir, value: ::rods::ir::Value) {
                    #p::set_single_operand(#args, value)
                }
            });
        }
        let variable = d
            .fields_where(|k| matches!(k, OpFieldKind::Operand { .. }))
            .iter()
            .filter(|g| field_arity(g) != Arity::Single)
            .count();
        if f.is_variadic_of_variadic() || (d.segment_sizes_name(false).is_none() && variable > 1) {
            return None;
        }
        let sizes = if d.segment_sizes_name(false).is_some() {
            " and `operandSegmentSizes`"
        } else {
            ""
        };
        let (doc, ty, values) = if arity == Arity::Optional {
            (
                format!("Sets or removes the `{name}` operand (the use lists{sizes} follow)."),
                quote!(::core::option::Option<::rods::ir::Value>),
                quote!(value.as_slice()),
            )
        } else {
            (
                format!("Replaces the `{name}` operands (the use lists{sizes} follow)."),
                quote!(&[::rods::ir::Value]),
                quote!(value),
            )
        };
        let doc = format!(
            "{doc}\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."
        );
        Some(quote! {
            #[doc = #doc]
            #[inline]
            pub fn #set(self, ir: &mut ::rods::ir::Ir, value: #ty) {
                #p::set_operand_group(#args, #values)
            }
        })
    }

    /// An attribute's getter (its typed value; `Option` when it may be absent, its default
    /// when it has one), setter and, when it may be absent, remover.
    fn attr_accessors(&self, f: &OpField) -> TokenStream {
        let p = quote!(::rods::ods::__private);
        let (id, name, ty) = (&f.ident, &f.name, &f.value_ty);
        let ir = quote!(::rods::ir::Ir);
        let optional = is_option(f) || matches!(f.kind, OpFieldKind::Attribute(Presence::Optional));
        let panics = "\n\n# Panics\nWhen it is of another kind (the verifier rejects the op).";
        // Through the kind's own conversions, spanned at the field type: a type that is no
        // attribute kind is reported once, where `from_op` reports it.
        let from = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::from_attr);
        let to = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::to_attr);
        let (doc, ret, body) = match &f.kind {
            _ if optional => (
                format!("The `{name}` attribute, if set.{panics}"),
                quote!(::core::option::Option<#ty>),
                quote!(#p::optional_attr(ir, self.0, #name, #from)),
            ),
            OpFieldKind::Attribute(Presence::Default(expr)) => (
                format!("The `{name}` attribute, or its default when absent.{panics}"),
                quote!(#ty),
                quote!(#p::default_attr(ir, self.0, #name, #from, || #expr)),
            ),
            OpFieldKind::Attribute(Presence::Required) => (
                format!(
                    "The `{name}` attribute.\n\n# Panics\nWhen it is absent or of another kind (the verifier rejects the op)."
                ),
                quote!(#ty),
                quote!(#p::required_attr(ir, self.0, #name, #from)),
            ),
            _ => return TokenStream::new(),
        };
        let set = format_ident!("set_{}", id);
        let set_doc = format!("Sets the `{name}` attribute.");
        let remove = optional.then(|| {
            let remove = format_ident!("remove_{}", id);
            let doc = format!("Removes the `{name}` attribute; whether it was set.");
            quote! {
                #[doc = #doc]
                #[inline]
                pub fn #remove(self, ir: &mut #ir) -> bool { #p::remove_attr(ir, self.0, #name) }
            }
        });
        quote! {
            #[doc = #doc]
            #[inline]
            pub fn #id(self, ir: &#ir) -> #ret { #body }
            #[doc = #set_doc]
            #[inline]
            pub fn #set(self, ir: &mut #ir, value: #ty) { #p::set_attr(ir, self.0, #name, #to(&value)) }
            #remove
        }
    }
}
