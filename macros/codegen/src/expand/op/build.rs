//! The builders of `#[dialect_op]` (MLIR's generated `build` methods): `build` (an
//! `OperationState` from the typed struct), `build_in` (with the result types inferred) and
//! `create` (the op from its arguments, with result types only where they cannot be inferred).

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::{OpGen, field_arity, is_option};
use crate::model::{Arity, OpFieldKind};

impl OpGen<'_> {
    /// `build`: an `OperationState` holding the fields (result types are added by the caller).
    pub(super) fn build(&self) -> TokenStream {
        let steps = self.build_steps(&|id| quote!(self.#id), true);
        quote! {
            /// An `OperationState` for this op (add the result types before creating it, one
            /// per value of each result field; segment sizes are set from the fields).
            pub fn build(&self, loc: ::rods::ir::Location) -> ::rods::ir::OperationState {
                let mut __state = ::rods::ir::OperationState::new(
                    ::rods::ir::OperationName::registered(&Self::DEF),
                    loc,
                );
                #(#steps)*
                __state
            }
        }
    }

    /// What `build` does with the fields, `access` spelling a field's value: operands,
    /// regions, successors and properties into `__state`, with `result_types` the types of the
    /// buildable single results, and the segment sizes (a result field's size from the value
    /// `access` gives: its values, or its types).
    fn build_steps(
        &self,
        access: &dyn Fn(&syn::Ident) -> TokenStream,
        result_types: bool,
    ) -> Vec<TokenStream> {
        let mut steps = Vec::new();
        let mut sizes_steps = Vec::new();
        for f in &self.decl.fields {
            let (value, name) = (access(&f.ident), &f.name);
            let list = match &f.kind {
                OpFieldKind::Operand { .. } => quote!(operands),
                OpFieldKind::Region { .. } => quote!(regions),
                OpFieldKind::Successor { .. } => quote!(successors),
                OpFieldKind::Result {
                    constraint: Some(ty),
                    arity: Arity::Single,
                } if result_types && crate::model::op::is_known_buildable(ty) => {
                    let build =
                        quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build());
                    steps.push(quote!(__state.result_types.push(#build);));
                    continue;
                }
                OpFieldKind::Result { .. } => continue,
                _ => {
                    let ty = &f.value_ty;
                    let to = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::to_attr);
                    steps.push(if is_option(f) {
                        quote! {
                            if let ::core::option::Option::Some(v) = &#value {
                                __state.set_property(#name, #to(v));
                            }
                        }
                    } else {
                        quote!(__state.set_property(#name, #to(&#value));)
                    });
                    continue;
                }
            };
            if let Some(attr) = f.segments.as_ref().filter(|_| f.is_variadic_of_variadic()) {
                // The sub-groups one after the other; their sizes, whatever the sizes field
                // holds, are the sizes attribute (as MLIR's generated builder).
                steps.push(quote!(__state.#list.extend(#value.iter().flatten().copied());));
                sizes_steps.push(quote! {
                    let __sizes: ::std::vec::Vec<usize> = #value.iter().map(::std::vec::Vec::len).collect();
                    __state.set_property(#attr, ::rods::ods::segment_sizes_attr(&__sizes));
                });
                continue;
            }
            steps.push(match field_arity(f) {
                Arity::Single => quote!(__state.#list.push(#value);),
                _ => quote!(__state.#list.extend(#value.iter().copied());),
            });
        }
        // `operandSegmentSizes` / `resultSegmentSizes`: each group's size in the struct (a
        // result group's values stand for the results the caller gives types to).
        for results in [false, true] {
            let Some(name) = self.decl.segment_sizes_name(results) else {
                continue;
            };
            let sizes = self
                .decl
                .fields_where(|k| {
                    if results {
                        matches!(k, OpFieldKind::Result { .. })
                    } else {
                        matches!(k, OpFieldKind::Operand { .. })
                    }
                })
                .into_iter()
                .map(|f| {
                    let value = access(&f.ident);
                    match field_arity(f) {
                        _ if f.is_variadic_of_variadic() => {
                            quote!(#value.iter().map(::std::vec::Vec::len).sum::<usize>())
                        }
                        Arity::Single => quote!(1usize),
                        Arity::Optional => quote!(usize::from(#value.is_some())),
                        Arity::Variadic => quote!(#value.len()),
                    }
                });
            steps.push(quote! {
                __state.set_property(#name, ::rods::ods::segment_sizes_attr(&[#(#sizes),*]));
            });
        }
        steps.extend(sizes_steps);
        steps
    }

    /// `create`: the op, created in the arena from its arguments (MLIR's builder with separate
    /// parameters, called as `OpBuilder::create` does): the fields in declaration order, each of
    /// its field's type, where a result field takes its types (`Type`, `Option<Type>`,
    /// `Vec<Type>`) only when they are neither buildable nor inferred. With inferred results it
    /// returns `None` when inference fails. Not generated when a field is named `ir` or `loc`,
    /// or when inferred results would need segment sizes.
    pub(super) fn create(&self) -> TokenStream {
        let d = self.decl;
        if d.fields.iter().any(|f| f.ident == "ir" || f.ident == "loc") {
            return TokenStream::new();
        }
        let access = |id: &syn::Ident| quote!(#id);
        let steps = self.build_steps(&access, false);
        // Results that are all buildable (or none) need no inference, which cannot fail then.
        let all_buildable = d
            .fields_where(|k| matches!(k, OpFieldKind::Result { .. }))
            .iter()
            .all(|f| {
                field_arity(f) == Arity::Single
                    && f.type_constraint()
                        .is_some_and(crate::model::op::is_known_buildable)
            });
        let inferred = if all_buildable
            && !d.infers_result_types()
            && self.first_attr_derived_steps().is_none()
        {
            None
        } else {
            self.inference(&access)
        };
        if inferred.is_some() && d.segment_sizes_name(true).is_some() {
            return TokenStream::new();
        }
        let mut params = Vec::new();
        let mut result_steps = Vec::new();
        for f in &d.fields {
            let (id, arity) = (&f.ident, field_arity(f));
            let OpFieldKind::Result { constraint, .. } = &f.kind else {
                let ty = &f.ty;
                params.push(quote!(#id: #ty));
                continue;
            };
            if inferred.is_some() {
                continue;
            }
            match constraint {
                Some(ty) if arity == Arity::Single && crate::model::op::is_known_buildable(ty) => {
                    let build =
                        quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build());
                    result_steps.push(quote!(__state.result_types.push(#build);));
                }
                _ => {
                    let (ty, step) = match arity {
                        Arity::Single => (
                            quote!(::rods::ir::Type),
                            quote!(__state.result_types.push(#id);),
                        ),
                        Arity::Optional => (
                            quote!(::core::option::Option<::rods::ir::Type>),
                            quote!(__state.result_types.extend(#id);),
                        ),
                        Arity::Variadic => (
                            quote!(::std::vec::Vec<::rods::ir::Type>),
                            quote!(__state.result_types.extend(#id);),
                        ),
                    };
                    params.push(quote!(#id: #ty));
                    result_steps.push(step);
                }
            }
        }
        let state = quote! {
            let mut __state = ::rods::ir::OperationState::new(
                ::rods::ir::OperationName::registered(&Self::DEF),
                loc,
            );
            #(#steps)*
        };
        match inferred {
            Some((doc, infer)) => {
                let doc = format!(
                    "The op, created (detached) in `ir` from its arguments in declaration order, with {doc}."
                );
                quote! {
                    #[doc = #doc]
                    #[allow(clippy::too_many_arguments)]
                    pub fn create(
                        ir: &mut ::rods::ir::Ir,
                        loc: ::rods::ir::Location,
                        #(#params),*
                    ) -> ::core::option::Option<::rods::ir::OpId> {
                        #state
                        {
                            let ir: &::rods::ir::Ir = ir;
                            let _ = ir;
                            #infer
                        }
                        ::core::option::Option::Some(ir.create_op(__state))
                    }
                }
            }
            None => quote! {
                /// The op, created (detached) in `ir` from its arguments in declaration order:
                /// for a result field, its types, unless they are buildable.
                #[allow(clippy::too_many_arguments)]
                pub fn create(
                    ir: &mut ::rods::ir::Ir,
                    loc: ::rods::ir::Location,
                    #(#params),*
                ) -> ::rods::ir::OpId {
                    #state
                    #(#result_steps)*
                    ir.create_op(__state)
                }
            },
        }
    }

    /// `build_in`: `build` with the result types added, each buildable or inferred from the
    /// operands' types through a type relation trait (as ODS's builders without result types
    /// for ops whose result types are all known); `None` when one cannot be.
    pub(super) fn build_in(&self) -> TokenStream {
        match self.inference(&|id| quote!(self.#id)) {
            Some((doc, steps)) => build_in_fn(doc, steps),
            None => TokenStream::new(),
        }
    }

    /// Where the result types come from when the op infers them, and the steps that set
    /// `__state.result_types` (`?` or `return None` on failure; `ir` is the arena, `access`
    /// spells a field's value); `None` when a result type cannot be inferred.
    fn inference(
        &self,
        access: &dyn Fn(&syn::Ident) -> TokenStream,
    ) -> Option<(&'static str, TokenStream)> {
        use crate::model::relations::type_resolvers;
        let d = self.decl;
        let operand_names: Vec<&str> = d
            .fields_where(|k| matches!(k, OpFieldKind::Operand { .. }))
            .iter()
            .map(|f| f.name.as_str())
            .collect();
        if d.infers_result_types() {
            let f = self.infer_fn();
            return Some((
                "the result types `infer_return_types` gives (`InferTypeOpInterface`); `None` when it fails",
                quote!(__state.result_types = ::rods::ods::build_inferred_result_types(ir, &__state, #f)?;),
            ));
        }
        if let Some(steps) = self.first_attr_derived_steps() {
            return Some((
                "every result of the type of the first attribute (`FirstAttrDerivedResultType`); `None` when it is absent or untyped",
                steps,
            ));
        }
        let resolvers = type_resolvers(d, &|n| operand_names.contains(&n));
        let mut steps = Vec::new();
        for f in d.fields_where(|k| matches!(k, OpFieldKind::Result { .. })) {
            let arity = field_arity(f);
            if let Some(r) = resolvers.get(&f.name)
                && let Some(src) = d.field(&r.source)
            {
                let value = access(&src.ident);
                let values = match field_arity(src) {
                    Arity::Single => quote!(::core::slice::from_ref(&#value)),
                    Arity::Optional | Arity::Variadic => quote!(#value.as_slice()),
                };
                let single = field_arity(src) == Arity::Single;
                if !single && arity == Arity::Single {
                    return None;
                }
                let transformer = match &r.transformer {
                    Some(e) => quote_spanned!(e.span()=> #e),
                    None => quote!(::rods::ods::same_type),
                };
                if r.list {
                    // `TypesMatchWith` into a group: the transformer gives its type list.
                    steps.push(quote! {
                        let __types: ::std::vec::Vec<::rods::ir::Type> =
                            #values.iter().map(|v| ir.value_type(*v).clone()).collect();
                        if __types.is_empty() {
                            return ::core::option::Option::None;
                        }
                        __state.result_types.extend(::rods::ods::resolved_type_list(&__types, #transformer));
                    });
                    continue;
                }
                steps.push(quote! {
                    let __types: ::std::vec::Vec<::rods::ir::Type> =
                        #values.iter().map(|v| ir.value_type(*v).clone()).collect();
                    if #single && __types.is_empty() {
                        return ::core::option::Option::None;
                    }
                    __state.result_types.extend(::rods::ods::resolved_types(&__types, #single, 1, #transformer));
                });
                continue;
            }
            match f.type_constraint() {
                Some(ty) if arity == Arity::Single && crate::model::op::is_known_buildable(ty) => {
                    let build =
                        quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build());
                    steps.push(quote!(__state.result_types.push(#build);));
                }
                // Not inferable.
                _ => return None,
            }
        }
        Some((
            "the result types, each buildable or inferred from the operands' types (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`); `None` when an operand a type comes from is absent",
            quote!(#(#steps)*),
        ))
    }

    /// `FirstAttrDerivedResultType`'s builder steps (MLIR's `genUseAttrAsResultTypeBuilder`):
    /// every result takes the first attribute's type; `None` without the trait or with a
    /// variable-length result (upstream generates no such builder then).
    fn first_attr_derived_steps(&self) -> Option<TokenStream> {
        let d = self.decl;
        if !d.has_trait("FirstAttrDerivedResultType") {
            return None;
        }
        let first = self.attrs().next()?;
        let results = d.fields_where(|k| matches!(k, OpFieldKind::Result { .. }));
        if results.iter().any(|f| field_arity(f) != Arity::Single) {
            return None;
        }
        let (name, n) = (&first.name, results.len());
        Some(quote! {
            let __ty = __state
                .properties
                .iter()
                .find(|a| a.name.is(#name))
                .and_then(|a| ::rods::ods::first_attr_derived_type(&a.value))?;
            __state.result_types = ::std::vec![__ty; #n];
        })
    }
}

/// `build_in`: [`build`](OpGen::build), then `steps` (which set `__state.result_types`, `?`
/// on failure); `doc` says where the types come from.
fn build_in_fn(doc: &str, steps: TokenStream) -> TokenStream {
    let doc = format!("[`build`](Self::build) with {doc}.");
    quote! {
        #[doc = #doc]
        pub fn build_in(
            &self,
            ir: &::rods::ir::Ir,
            loc: ::rods::ir::Location,
        ) -> ::core::option::Option<::rods::ir::OperationState> {
            let _ = ir;
            let mut __state = self.build(loc);
            __state.result_types.clear();
            #steps
            ::core::option::Option::Some(__state)
        }
    }
}
