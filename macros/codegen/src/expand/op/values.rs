//! Code generation for the value-carrying parts of op formats (MLIR's `OpFormatGen` for
//! operands, results, regions and successors): `$operand`, `type(...)`, `functional-type`,
//! `operands`, `results`, `regions`, `successors`. The generated code calls the shared helpers of
//! `rods::ods::__private` (`parse_operand_var`, `resolve`, `print_values`, …).

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::{OpGen, arity_code, field_arity};
use crate::format::{Element, ElementKind};
use crate::model::{Arity, OpField, OpFieldKind};

/// Which value kind a field is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ValueKind {
    Operand,
    Result,
    Region,
    Successor,
}

impl ValueKind {
    /// Every kind, in the order the generated consts and locals follow.
    const ALL: [ValueKind; 4] = [
        ValueKind::Operand,
        ValueKind::Result,
        ValueKind::Region,
        ValueKind::Successor,
    ];

    fn of(f: &OpField) -> Option<ValueKind> {
        Some(match f.kind {
            OpFieldKind::Operand { .. } => ValueKind::Operand,
            OpFieldKind::Result { .. } => ValueKind::Result,
            OpFieldKind::Region { .. } => ValueKind::Region,
            OpFieldKind::Successor { .. } => ValueKind::Successor,
            _ => return None,
        })
    }

    fn arities_const(self) -> syn::Ident {
        format_ident!(
            "{}",
            match self {
                ValueKind::Operand => "__OPERAND_ARITIES",
                ValueKind::Result => "__RESULT_ARITIES",
                ValueKind::Region => "__REGION_ARITIES",
                ValueKind::Successor => "__SUCCESSOR_ARITIES",
            }
        )
    }

    /// The segment sizes argument of `group` / `group_at` for this kind: the local the
    /// `segment_sizes_locals` bind, or `None`.
    fn sizes_arg(self, decl: &crate::model::OpDecl) -> TokenStream {
        match self {
            ValueKind::Operand
                if decl.segment_sizes_name(false).is_some() || decl.same_variadic_size(false) =>
            {
                quote!(__oseg.as_deref())
            }
            ValueKind::Result
                if decl.segment_sizes_name(true).is_some() || decl.same_variadic_size(true) =>
            {
                quote!(__rseg.as_deref())
            }
            _ => quote!(::core::option::Option::None),
        }
    }

    fn op_list(self) -> TokenStream {
        match self {
            ValueKind::Operand => quote!(__op.operands),
            ValueKind::Result => quote!(__op.results),
            ValueKind::Region => quote!(__op.regions()),
            ValueKind::Successor => quote!(__op.successors()),
        }
    }
}

/// What a format binds beyond single fields.
#[derive(Default)]
struct Uses {
    operands: bool,
    type_operands: bool,
    type_results: bool,
    regions: bool,
    successors: bool,
    /// Operand and result fields whose types the format parses.
    typed: BTreeSet<String>,
}

fn operand_locals(f: &OpField) -> (syn::Ident, syn::Ident) {
    (
        format_ident!("__o_{}", f.ident),
        format_ident!("__ol_{}", f.ident),
    )
}

/// The sub-groups a custom directive parses for a variadic-of-variadic group: operands, types.
fn nested_locals(f: &OpField) -> (syn::Ident, syn::Ident) {
    (
        format_ident!("__oo_{}", f.ident),
        format_ident!("__tt_{}", f.ident),
    )
}

/// The printer's sub-groups of a variadic-of-variadic group.
fn nested_values_local(f: &OpField) -> syn::Ident {
    format_ident!("__vv_{}", f.ident)
}

fn types_local(f: &OpField) -> syn::Ident {
    format_ident!("__t_{}", f.ident)
}

fn list_local(f: &OpField) -> syn::Ident {
    format_ident!("__l_{}", f.ident)
}

fn values_local(f: &OpField) -> syn::Ident {
    format_ident!("__v_{}", f.ident)
}

fn buildable(f: &OpField) -> Option<&syn::Type> {
    f.buildable_type()
}

fn build_type(ty: &syn::Type) -> TokenStream {
    quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build())
}

impl OpGen<'_> {
    fn value_fields(&self, kind: ValueKind) -> Vec<&OpField> {
        self.decl
            .fields
            .iter()
            .filter(|f| ValueKind::of(f) == Some(kind))
            .collect()
    }

    /// The operand, result, region or successor field `e` names.
    pub(super) fn value_field(&self, e: &Element) -> Option<&OpField> {
        match &e.kind {
            ElementKind::Variable(n) => self.field(n).filter(|f| ValueKind::of(f).is_some()),
            _ => None,
        }
    }

    /// Whether the format binds the operand groups one by one (not with `operands`), or with
    /// `results` the result types (not with `type(results)`): the segment sizes are then set by
    /// the parser and left out of the attr-dict by the printer.
    pub(super) fn binds_groups(elements: &[Element], results: bool) -> bool {
        let u = Self::uses(elements);
        if results {
            !u.type_results
        } else {
            !u.operands
        }
    }

    fn uses(elements: &[Element]) -> Uses {
        let mut u = Uses::default();
        let typed = |u: &mut Uses, e: &Element| match &e.kind {
            ElementKind::Variable(n) => {
                u.typed.insert(n.clone());
            }
            ElementKind::Operands => u.type_operands = true,
            ElementKind::Results => u.type_results = true,
            _ => {}
        };
        for top in elements {
            // `operands` inside `type(...)` / `functional-type(...)` is not the `operands`
            // directive: only types are bound there.
            let mut in_types = Vec::new();
            top.walk(&mut |e| match &e.kind {
                ElementKind::Type(inner) => in_types.push(&**inner as *const Element),
                ElementKind::FunctionalType { inputs, results } => {
                    in_types.push(&**inputs as *const Element);
                    in_types.push(&**results as *const Element);
                }
                _ => {}
            });
            top.walk(&mut |e| match &e.kind {
                ElementKind::Operands if !in_types.contains(&(e as *const Element)) => {
                    u.operands = true;
                }
                ElementKind::Regions => u.regions = true,
                ElementKind::Successors => u.successors = true,
                _ => {}
            });
            let mut types = Vec::new();
            top.walk(&mut |e| match &e.kind {
                ElementKind::Type(inner) => types.push(inner.as_ref()),
                ElementKind::FunctionalType { inputs, results } => {
                    types.push(inputs.as_ref());
                    types.push(results.as_ref());
                }
                _ => {}
            });
            for t in types {
                typed(&mut u, t);
            }
        }
        u
    }

    /// The `const __OPERAND_ARITIES: &[Arity]` (etc.) the parser and printer index with.
    pub(super) fn arity_consts(&self) -> TokenStream {
        let mut out = TokenStream::new();
        for kind in ValueKind::ALL {
            let name = kind.arities_const();
            let arities = self
                .value_fields(kind)
                .into_iter()
                .map(|f| arity_code(field_arity(f)));
            out.extend(quote! {
                #[allow(dead_code)]
                const #name: &[::rods::ods::Arity] = &[#(#arities),*];
            });
        }
        out
    }

    /// mlir-tblgen's `genOpAsmInterface`: an op of several result groups that does not list
    /// `OpAsmOpInterface` names the first value of each group after it (`%low, %high =
    /// arith.mulsi_extended …`); `None` for any other op.
    pub(super) fn default_result_names_fn(&self) -> Option<TokenStream> {
        let results = self.value_fields(ValueKind::Result);
        if results.len() <= 1 || self.decl.interface_path("OpAsmOpInterface").is_some() {
            return None;
        }
        let arities = ValueKind::Result.arities_const();
        let sizes = ValueKind::Result.sizes_arg(self.decl);
        let seg = self.decl.segment_sizes_name(true).map_or_else(
            || {
                self.decl.same_variadic_size(true).then(|| {
                    quote!(let __rseg = ::rods::ods::same_variadic_sizes(ir.op(op).results.len(), #arities);)
                })
            },
            |name| Some(quote!(let __rseg = ::rods::ods::segment_sizes(ir, op, #name);)),
        );
        let names = results.iter().enumerate().map(|(i, f)| {
            let name = &f.name;
            quote! {
                if let ::core::option::Option::Some(v) = ::rods::ods::__private::group_at(&__op.results, #arities, #sizes, #i).1.first() {
                    set_name(*v, #name);
                }
            }
        });
        Some(quote! {
            fn __asm_result_names(
                ir: &::rods::ir::Ir,
                op: ::rods::ir::OpId,
                set_name: &mut dyn ::core::ops::FnMut(::rods::ir::Value, &str),
            ) {
                let __op = ir.op(op);
                #seg
                #(#names)*
            }
            fn __asm_block_arg_names(
                _: &::rods::ir::Ir,
                _: ::rods::ir::RegionId,
                _: &mut dyn ::core::ops::FnMut(::rods::ir::Value, &str),
            ) {
            }
        })
    }

    /// `__oseg` / `__rseg`: the op's segment sizes (with `AttrSized…Segments`), read through
    /// `ir` (an `&Ir` expression; `op` is the op).
    pub(super) fn segment_sizes_locals(&self, ir: TokenStream) -> TokenStream {
        let mut out = TokenStream::new();
        for (results, local) in [(false, quote!(__oseg)), (true, quote!(__rseg))] {
            if let Some(name) = self.decl.segment_sizes_name(results) {
                out.extend(quote!(let #local = ::rods::ods::segment_sizes(#ir, op, #name);));
            } else if self.decl.same_variadic_size(results) {
                let (kind, list) = if results {
                    (ValueKind::Result, quote!(results))
                } else {
                    (ValueKind::Operand, quote!(operands))
                };
                let arities = kind.arities_const();
                out.extend(quote! {
                    let #local = ::rods::ods::same_variadic_sizes(#ir.op(op).#list.len(), #arities);
                });
            }
        }
        out
    }

    /// The verifier's type-constraint checks (MLIR's `verifyInvariantsImpl`): each constrained
    /// operand group, then each result group, in declaration order.
    pub(super) fn type_constraint_checks(&self) -> TokenStream {
        let mut out = TokenStream::new();
        for (kind, what) in [
            (ValueKind::Operand, "operand"),
            (ValueKind::Result, "result"),
        ] {
            let arities = kind.arities_const();
            let list = match kind {
                ValueKind::Operand => quote!(__o.operands),
                _ => quote!(__o.results),
            };
            for (i, f) in self.value_fields(kind).into_iter().enumerate() {
                let sizes = kind.sizes_arg(self.decl);
                if let Some(attr) = &f.segments {
                    // MLIR's `verifyValueSizeAttr`, in the group's turn.
                    let name = &f.name;
                    out.extend(quote! {
                        {
                            let (_, __vals) = ::rods::ods::__private::group_at(&#list, #arities, #sizes, #i);
                            ::rods::ods::verify_value_size_attr(ir, op, #attr, #name, __vals.len())?;
                        }
                    });
                }
                let Some(ty) = f.type_constraint() else {
                    continue;
                };
                let variadic = field_arity(f) == Arity::Variadic;
                let check = quote_spanned! {ty.span()=>
                    ::rods::ods::verify_value_types::<#ty>
                };
                out.extend(quote! {
                    {
                        let (__first, __vals) = ::rods::ods::__private::group_at(&#list, #arities, #sizes, #i);
                        #check(ir, op, __vals, __first, #what, #variadic)?;
                    }
                });
            }
        }
        out
    }

    /// The verifier's region-constraint checks (MLIR's `verifyInvariantsImpl`, after the
    /// types): each constrained region field, in declaration order.
    pub(super) fn region_constraint_checks(&self) -> TokenStream {
        let mut out = TokenStream::new();
        let arities = ValueKind::Region.arities_const();
        for (i, f) in self.value_fields(ValueKind::Region).into_iter().enumerate() {
            let Some(c) = f.region_constraint() else {
                continue;
            };
            let check = quote_spanned!(c.span()=> ::rods::ods::verify_region_constraint::<#c>);
            let name = &f.name;
            out.extend(quote! {
                {
                    let (__first, __regs) = ::rods::ods::__private::group_at(__o.regions(), #arities, ::core::option::Option::None, #i);
                    #check(ir, op, __regs, __first, #name)?;
                }
            });
        }
        out
    }

    /// The type of the first value of the operand or result field `name`, or of the typed
    /// attribute `name`, as an `Option<Type>` expression (in the verifier, where `__o` is the op).
    fn verifier_type(&self, name: &str) -> TokenStream {
        if self.field(name).is_some_and(OpField::is_attribute) {
            return quote!(ir.property(op, #name).and_then(::rods::ods::typed_attr_type));
        }
        let v = self.verifier_value(name);
        quote!(#v.map(|v| ir.value_type(v).clone()))
    }

    /// The values of the operand or result field `name`, as a `&[Value]` expression (in the
    /// verifier, where `__o` is the op).
    fn verifier_values(&self, name: &str) -> TokenStream {
        for kind in [ValueKind::Operand, ValueKind::Result] {
            if let Some(i) = self.value_fields(kind).iter().position(|f| f.name == name) {
                let arities = kind.arities_const();
                let list = match kind {
                    ValueKind::Operand => quote!(__o.operands),
                    _ => quote!(__o.results),
                };
                let sizes = kind.sizes_arg(self.decl);
                return quote!(::rods::ods::__private::group_at(&#list, #arities, #sizes, #i).1);
            }
        }
        quote!(&[])
    }

    /// The types of the values of the operand or result group `name`, as a `Vec<Type>`
    /// expression (in the verifier, where `__o` is the op).
    fn verifier_types(&self, name: &str) -> TokenStream {
        let values = self.verifier_values(name);
        quote! {
            (#values)
                .iter()
                .map(|v| ir.value_type(*v).clone())
                .collect::<::std::vec::Vec<::rods::ir::Type>>()
        }
    }

    /// The first value of the operand or result field `name`, as an `Option<Value>` expression
    /// (in the verifier, where `__o` is the op).
    fn verifier_value(&self, name: &str) -> TokenStream {
        for kind in [ValueKind::Operand, ValueKind::Result] {
            if let Some(i) = self.value_fields(kind).iter().position(|f| f.name == name) {
                let arities = kind.arities_const();
                let list = match kind {
                    ValueKind::Operand => quote!(__o.operands),
                    _ => quote!(__o.results),
                };
                let sizes = kind.sizes_arg(self.decl);
                return quote!(::rods::ods::__private::group_at(&#list, #arities, #sizes, #i).1.first().copied());
            }
        }
        quote!(::core::option::Option::None)
    }

    /// The verifier's type relation checks: predicate traits (`AllTypesMatch`,
    /// `TypesMatchWith`, …) with the type constraints, then native traits
    /// (`SameOperandsAndResultType`, …), each in trait order, as MLIR's `verifyInvariants`.
    pub(super) fn relation_checks(&self) -> TokenStream {
        use crate::model::relations::{Relation, relations};
        let rels = relations(self.decl);
        let mut preds = TokenStream::new();
        let mut natives = TokenStream::new();
        let ods = quote!(::rods::ods);
        for rel in &rels {
            let all_match = |names: &[String], kind: TokenStream, what: &str| {
                let values = names.iter().map(|n| self.verifier_type(n));
                let summary = format!("all of {{{}}} have same {what}", names.join(", "));
                quote!(#ods::verify_all_match(ir, op, &[#(#values),*], #ods::MatchKind::#kind, #summary)?;)
            };
            match rel {
                Relation::AllTypesMatch(n) => preds.extend(all_match(n, quote!(Type), "type")),
                Relation::AllElementTypesMatch(n) => {
                    preds.extend(all_match(n, quote!(ElementType), "element type"));
                }
                Relation::AllShapesMatch(n) => preds.extend(all_match(n, quote!(Shape), "shape")),
                Relation::TypesMatchWith {
                    summary,
                    lhs,
                    rhs,
                    transformer,
                } if rel.is_list_transformer(self.decl) => {
                    // The transformer gives the group's whole type list.
                    let (l, r) = (self.verifier_type(lhs), self.verifier_types(rhs));
                    let t = quote_spanned!(transformer.span()=> #transformer);
                    preds.extend(
                        quote!(#ods::verify_types_match_with_list(ir, op, #l, &#r, #t, #summary)?;),
                    );
                }
                Relation::TypesMatchWith {
                    summary,
                    lhs,
                    rhs,
                    transformer,
                } => {
                    let (l, r) = (self.verifier_type(lhs), self.verifier_type(rhs));
                    let t = quote_spanned!(transformer.span()=> #transformer);
                    preds.extend(
                        quote!(#ods::verify_types_match_with(ir, op, #l, #r, #t, #summary)?;),
                    );
                }
                Relation::ShapedTypeMatchesElementCountAndTypes { shaped, elements } => {
                    let shaped_ty = self.verifier_type(shaped);
                    let values = self.verifier_values(elements);
                    let summary = format!(
                        "shaped type '{shaped}' matches '{elements}' element count and types"
                    );
                    preds.extend(quote!(#ods::verify_shaped_type_matches_element_count_and_types(ir, op, #shaped_ty, #values, #summary)?;));
                }
                Relation::PredOpTrait { summary, pred } => {
                    let f = quote_spanned!(pred.span()=> #pred);
                    preds.extend(quote!(#ods::verify_pred(ir, op, #f, #summary)?;));
                }
                native => {
                    let f = format_ident!(
                        "{}",
                        match native {
                            Relation::SameOperandsAndResultType =>
                                "verify_same_operands_and_result_type",
                            Relation::SameTypeOperands => "verify_same_type_operands",
                            Relation::SameOperandsElementType =>
                                "verify_same_operands_element_type",
                            Relation::SameOperandsAndResultElementType => {
                                "verify_same_operands_and_result_element_type"
                            }
                            Relation::SameOperandsShape => "verify_same_operands_shape",
                            _ => "verify_same_operands_and_result_shape",
                        }
                    );
                    natives.extend(quote!(#ods::#f(ir, op)?;));
                }
            }
        }
        preds.extend(natives);
        preds
    }

    /// Locals of the value parser: unresolved operands and their locations, parsed types,
    /// regions, successors.
    pub(super) fn value_parse_locals(&self, elements: &[Element]) -> TokenStream {
        let uses = Self::uses(elements);
        let g = quote!(::rods::ods::__private::ValueGroup);
        let mut out = TokenStream::new();
        for f in &self.decl.fields {
            match ValueKind::of(f) {
                Some(ValueKind::Operand) => {
                    let (o, l) = operand_locals(f);
                    let t = types_local(f);
                    out.extend(quote! {
                        let mut #o: #g<'_, ::rods::syntax::parser::UnresolvedOperand<'_>> = #g::new();
                        let mut #l = p.current_location();
                        let mut #t: #g<'_, ::rods::ir::Type> = #g::new();
                    });
                    if f.is_variadic_of_variadic() {
                        let (oo, tt) = nested_locals(f);
                        out.extend(quote! {
                            let mut #oo: ::std::vec::Vec<::std::vec::Vec<::rods::syntax::parser::UnresolvedOperand<'_>>> = ::std::vec::Vec::new();
                            let mut #tt: ::std::vec::Vec<::std::vec::Vec<::rods::ir::Type>> = ::std::vec::Vec::new();
                        });
                    }
                }
                Some(ValueKind::Result) => {
                    let t = types_local(f);
                    out.extend(quote!(let mut #t: #g<'_, ::rods::ir::Type> = #g::new();));
                }
                Some(ValueKind::Region) => {
                    let l = list_local(f);
                    out.extend(quote!(let mut #l: #g<'_, ::rods::ir::RegionId> = #g::new();));
                }
                Some(ValueKind::Successor) => {
                    let l = list_local(f);
                    out.extend(quote!(let mut #l: #g<'_, ::rods::ir::BlockId> = #g::new();));
                }
                None => {}
            }
        }
        if uses.operands || uses.type_operands {
            out.extend(quote! {
                let mut __all_o: #g<'_, ::rods::syntax::parser::UnresolvedOperand<'_>> = #g::new();
                let mut __all_ol = p.current_location();
                let mut __all_ot: #g<'_, ::rods::ir::Type> = #g::new();
            });
        }
        if uses.type_results {
            out.extend(quote!(let mut __all_rt: #g<'_, ::rods::ir::Type> = #g::new();));
        }
        if uses.regions {
            out.extend(quote!(let mut __all_r: #g<'_, ::rods::ir::RegionId> = #g::new();));
        }
        if uses.successors {
            out.extend(quote!(let mut __all_s: #g<'_, ::rods::ir::BlockId> = #g::new();));
        }
        out
    }

    /// `(&mut types, arity)` of what `type(x)` / a `functional-type` argument binds.
    fn type_target(&self, e: &Element) -> Option<(TokenStream, TokenStream)> {
        match &e.kind {
            ElementKind::Operands => Some((quote!(&mut __all_ot), arity_code(Arity::Variadic))),
            ElementKind::Results => Some((quote!(&mut __all_rt), arity_code(Arity::Variadic))),
            _ => {
                let f = self.value_field(e)?;
                let t = types_local(f);
                Some((quote!(&mut #t), arity_code(field_arity(f))))
            }
        }
    }

    /// A value element parsed as required; `None` when `e` is not one.
    pub(super) fn parse_value_element(&self, e: &Element) -> Option<TokenStream> {
        let h = quote!(::rods::ods::__private);
        Some(match &e.kind {
            ElementKind::Variable(_) | ElementKind::Type(_) | ElementKind::Qualified(_) => {
                let call = self.parse_var_call(e, false)?;
                quote!(#call;)
            }
            ElementKind::FunctionalType { inputs, results } => {
                let (a, _) = self.type_target(inputs)?;
                let (b, _) = self.type_target(results)?;
                quote!(#h::parse_functional_type_vars(p, #a, #b)?;)
            }
            ElementKind::Operands => {
                let arity = arity_code(Arity::Variadic);
                quote!(#h::parse_operand_var(p, #arity, &mut __all_o, &mut __all_ol)?;)
            }
            ElementKind::Regions if self.regions_get_a_block() => {
                let arity = arity_code(Arity::Variadic);
                quote!(#h::parse_single_block_region_var(p, #arity, &mut __all_r)?;)
            }
            ElementKind::Regions => {
                let arity = arity_code(Arity::Variadic);
                quote!(#h::parse_region_var(p, #arity, &mut __all_r)?;)
            }
            ElementKind::Successors => {
                let arity = arity_code(Arity::Variadic);
                quote!(#h::parse_successor_var(p, #arity, &mut __all_s)?;)
            }
            _ => return None,
        })
    }

    /// A value element as the first element of an optional group: a `bool` expression
    /// (whether it is present); `None` when `e` is not one.
    pub(super) fn parse_optional_value_element(&self, e: &Element) -> Option<TokenStream> {
        self.parse_var_call(e, true)
    }

    /// The parse call of a `$var` or `type($var)` element, without the final `;`: required, or
    /// with `optional` its `parse_optional_*` form (a `bool` expression); `None` when `e` is
    /// not one.
    fn parse_var_call(&self, e: &Element, optional: bool) -> Option<TokenStream> {
        let h = quote!(::rods::ods::__private);
        let opt = if optional { "optional_" } else { "" };
        Some(match &e.kind {
            ElementKind::Variable(_) => {
                let f = self.value_field(e)?;
                let arity = arity_code(field_arity(f));
                match ValueKind::of(f)? {
                    ValueKind::Operand => {
                        let (o, l) = operand_locals(f);
                        let parse = format_ident!("parse_{opt}operand_var");
                        quote!(#h::#parse(p, #arity, &mut #o, &mut #l)?)
                    }
                    // MLIR's `emplaceBlock` after a region a `SingleBlock` op's format parses
                    // as required (not after an optional group's anchor, where mlir-tblgen's
                    // guard leaves an empty `{}` empty).
                    ValueKind::Region if !optional && self.regions_get_a_block() => {
                        let l = list_local(f);
                        quote!(#h::parse_single_block_region_var(p, #arity, &mut #l)?)
                    }
                    ValueKind::Region => {
                        let l = list_local(f);
                        let parse = format_ident!("parse_{opt}region_var");
                        quote!(#h::#parse(p, #arity, &mut #l)?)
                    }
                    // `parse_optional_successor_var` takes no arity.
                    ValueKind::Successor if optional => {
                        let l = list_local(f);
                        quote!(#h::parse_optional_successor_var(p, &mut #l)?)
                    }
                    ValueKind::Successor => {
                        let l = list_local(f);
                        quote!(#h::parse_successor_var(p, #arity, &mut #l)?)
                    }
                    ValueKind::Result => return None,
                }
            }
            ElementKind::Type(inner) => {
                if !optional && let Some((f, c)) = self.in_format_constraint(inner) {
                    let t = types_local(f);
                    let parse = quote_spanned!(c.span()=> <#c as ::rods::ods::TypeConstraint>::parse_in_format);
                    return Some(quote!(#t.push(#parse(p)?)));
                }
                let (target, arity) = self.type_target(inner)?;
                let parse = format_ident!("parse_{opt}type_var");
                quote!(#h::#parse(p, #arity, #target)?)
            }
            // `qualified(type($x))`: the full form, as MLIR's `parseType`.
            ElementKind::Qualified(inner) if matches!(inner.kind, ElementKind::Type(_)) => {
                let ElementKind::Type(inner) = &inner.kind else {
                    return None;
                };
                let (target, arity) = self.type_target(inner)?;
                let parse = format_ident!("parse_{opt}type_var");
                quote!(#h::#parse(p, #arity, #target)?)
            }
            _ => return None,
        })
    }

    /// The field and type constraint of `type($x)` when `$x` is a single operand or result
    /// with a constraint: its type is read and printed by the constraint (MLIR's
    /// `parseCustomTypeWithFallback` / `printStrippedAttrOrType` of the constraint's C++ class,
    /// which strip a dialect type).
    fn in_format_constraint(&self, e: &Element) -> Option<(&OpField, &syn::Type)> {
        let f = self.value_field(e)?;
        if field_arity(f) != Arity::Single {
            return None;
        }
        Some((f, f.type_constraint()?))
    }

    /// Whether the format infers every result type (`InferTypeOpInterface` and no result type
    /// printed: mlir-tblgen's `infersResultTypes`); the parser then calls
    /// `infer_return_types` last.
    pub(super) fn format_infers_results(&self, elements: &[Element]) -> bool {
        let uses = Self::uses(elements);
        self.decl.infers_result_types()
            && !uses.type_results
            && self
                .value_fields(ValueKind::Result)
                .iter()
                .all(|f| !uses.typed.contains(&f.name))
    }

    /// How many segment sizes properties [`value_parse_finish`](Self::value_parse_finish)
    /// sets.
    pub(super) fn segment_properties_set(&self, elements: &[Element]) -> usize {
        let uses = Self::uses(elements);
        let nested = self
            .value_fields(ValueKind::Operand)
            .iter()
            .filter(|f| {
                // A sizes attribute the op declares is counted with the attributes.
                f.segments
                    .as_ref()
                    .is_some_and(|s| self.attrs().all(|a| a.name != s.value()))
            })
            .count();
        let results = !uses.type_results
            && !self.format_infers_results(elements)
            && self.decl.segment_sizes_name(true).is_some();
        let operands = self.decl.segment_sizes_name(false).is_some() && !uses.operands;
        nested + usize::from(results) + usize::from(operands)
    }

    /// After the format: result types, regions and successors into the state, then operands
    /// resolved against their types in declaration order (MLIR's generated `parse` tail).
    pub(super) fn value_parse_finish(&self, elements: &[Element]) -> TokenStream {
        let uses = Self::uses(elements);
        let bound = self.bound_attrs(elements);
        let resolvers = crate::model::relations::type_resolvers(self.decl, &|n| {
            uses.typed.contains(n) || bound.iter().any(|b| b == n)
        });
        let h = quote!(::rods::ods::__private);
        let mut out = TokenStream::new();
        // Variadic-of-variadic groups: the sub-groups into the group, their sizes into the
        // sizes attribute (after the attr-dict, as mlir-tblgen's parser).
        for f in self.value_fields(ValueKind::Operand) {
            let Some(attr) = &f.segments else { continue };
            let (oo, tt) = nested_locals(f);
            let (o, _) = operand_locals(f);
            let t = types_local(f);
            out.extend(quote! {
                let __sizes = #h::flatten_value_groups(#oo, #tt, &mut #o, &mut #t);
                state.set_property(#attr, ::rods::ods::segment_sizes_attr(&__sizes));
            });
        }
        if uses.type_results {
            out.extend(quote!(state.result_types.extend(__all_rt);));
        } else if self.format_infers_results(elements) {
            // `parse_fn` infers them after the attributes are stored.
        } else {
            let result_segments = self.decl.segment_sizes_name(true);
            let mut sizes = Vec::new();
            for f in self.value_fields(ValueKind::Result) {
                let t = types_local(f);
                let start = format_ident!("__rs_{}", f.ident);
                if result_segments.is_some() {
                    out.extend(quote!(let #start = state.result_types.len();));
                    sizes.push(start.clone());
                }
                if uses.typed.contains(&f.name) {
                    // A result an operand's type is taken from is still needed below.
                    if resolvers.values().any(|r| r.source == f.name) {
                        out.extend(quote!(state.result_types.extend_from_slice(&#t);));
                    } else {
                        out.extend(quote!(state.result_types.extend(#t);));
                    }
                } else if let Some((t, single, transformer)) = self.simple_resolver(&resolvers, f) {
                    out.extend(quote! {
                        ::rods::ods::extend_resolved_types(&mut state.result_types, #t, #single, 1, #transformer);
                    });
                } else if let Some(types) = self.resolved(&resolvers, f, quote!(1)) {
                    out.extend(quote!(state.result_types.extend(#types);));
                } else if let Some(ty) = buildable(f) {
                    let build = build_type(ty);
                    out.extend(quote!(state.result_types.push(#build);));
                }
            }
            if let Some(name) = result_segments {
                // Each group's start, then the end: the sizes are the differences.
                out.extend(quote! {
                    let __rstarts = [#(#sizes,)* state.result_types.len()];
                    let __rsizes: ::std::vec::Vec<usize> = __rstarts.windows(2).map(|w| w[1] - w[0]).collect();
                    state.set_property(#name, ::rods::ods::segment_sizes_attr(&__rsizes));
                });
            }
        }
        // With `operands` the groups are not told apart: the sizes come from the attr-dict
        // (mlir-tblgen's parser sets none then).
        if let Some(name) = self.decl.segment_sizes_name(false)
            && !uses.operands
        {
            let sizes = self.value_fields(ValueKind::Operand).into_iter().map(|f| {
                let (o, _) = operand_locals(f);
                quote!(#o.len())
            });
            out.extend(quote! {
                state.set_property(#name, ::rods::ods::segment_sizes_attr(&[#(#sizes),*]));
            });
        }
        // MLIR's `ensureTerminator` covers only the regions the format parses itself: not
        // those a custom directive parses (`scf.index_switch`'s cases).
        let in_custom = Self::custom_directive_variables(elements);
        let custom_regions = !uses.regions
            && self
                .value_fields(ValueKind::Region)
                .iter()
                .any(|f| in_custom.contains(&f.name));
        if custom_regions {
            let own = self
                .value_fields(ValueKind::Region)
                .into_iter()
                .filter(|f| !in_custom.contains(&f.name))
                .map(list_local)
                .collect::<Vec<_>>();
            out.extend(self.ensure_terminator(quote!(&[#(&#own[..]),*].concat())));
        }
        // `regions` / `successors` fill one list; else each field its own.
        for (all, kind, all_list, state_list) in [
            (
                uses.regions,
                ValueKind::Region,
                quote!(__all_r),
                quote!(regions),
            ),
            (
                uses.successors,
                ValueKind::Successor,
                quote!(__all_s),
                quote!(successors),
            ),
        ] {
            if all {
                out.extend(quote!(state.#state_list.extend(#all_list);));
                continue;
            }
            for f in self.value_fields(kind) {
                let l = list_local(f);
                out.extend(quote!(state.#state_list.extend(#l);));
            }
        }
        if !custom_regions {
            out.extend(self.ensure_terminator(quote!(&state.regions)));
        }
        let operands = self.value_fields(ValueKind::Operand);
        if uses.operands || uses.type_operands {
            if !uses.operands {
                // `$a $b … type(operands)`: all operands against one type list, a mismatch
                // reported at the op's name (the generated `resolveOperands(…,
                // parser.getNameLoc(), …)` of `llvm::concat`ed operand lists).
                out.extend(quote!(__all_ol = p.name_location();));
                for f in &operands {
                    let (o, _) = operand_locals(f);
                    out.extend(quote!(__all_o.extend(#o);));
                }
            }
            if !uses.type_operands {
                for f in &operands {
                    if uses.typed.contains(&f.name) {
                        let t = types_local(f);
                        out.extend(quote!(__all_ot.extend(#t);));
                    } else if let Some(types) = self.resolved(&resolvers, f, quote!(1)) {
                        out.extend(quote!(__all_ot.extend(#types);));
                    } else if let Some(ty) = buildable(f) {
                        let build = build_type(ty);
                        out.extend(quote!(__all_ot.push(#build);));
                    }
                }
            }
            out.extend(quote!(#h::resolve(p, &__all_o, &__all_ot, __all_ol, state)?;));
        } else {
            for f in &operands {
                let (o, l) = operand_locals(f);
                let t = types_local(f);
                if !uses.typed.contains(&f.name)
                    && let Some((t, single, transformer)) = self.simple_resolver(&resolvers, f)
                {
                    out.extend(quote! {
                        #h::resolve_resolved(p, &#o, #t, #single, #transformer, #l, state)?;
                    });
                    continue;
                }
                if !uses.typed.contains(&f.name)
                    && let Some(types) = self.resolved(&resolvers, f, quote!(#o.len()))
                {
                    out.extend(quote! {
                        let #t = #types;
                        #h::resolve(p, &#o, &#t, #l, state)?;
                    });
                    continue;
                }
                match buildable(f) {
                    Some(ty) if !uses.typed.contains(&f.name) => {
                        let build = build_type(ty);
                        out.extend(quote!(#h::resolve_buildable(p, &#o, #build, state)?;));
                    }
                    _ => out.extend(quote!(#h::resolve(p, &#o, &#t, #l, state)?;)),
                }
            }
        }
        out
    }

    /// The types of `f` inferred through a type relation trait (`n` of them from a single
    /// source), as a `Vec<Type>` expression; `None` when nothing resolves `f`.
    fn resolved(
        &self,
        resolvers: &std::collections::BTreeMap<String, crate::model::relations::Resolver>,
        f: &OpField,
        n: TokenStream,
    ) -> Option<TokenStream> {
        let r = resolvers.get(&f.name)?;
        let source = self.field(&r.source)?;
        let single = field_arity(source) == Arity::Single;
        let t = if source.is_attribute() {
            let l = super::local(source);
            quote!(::rods::ods::attr_types(#l.as_ref()))
        } else {
            let t = types_local(source);
            quote!(#t)
        };
        if r.elements_of_shaped {
            return Some(quote!(::rods::ods::shaped_element_types(&#t)));
        }
        let transformer = match &r.transformer {
            Some(e) => quote_spanned!(e.span()=> #e),
            None => quote!(::rods::ods::same_type),
        };
        if r.list {
            // The group's whole type list, however many values the text gave.
            return Some(quote!(::rods::ods::resolved_type_list(&#t, #transformer)));
        }
        Some(quote!(::rods::ods::resolved_types(&#t, #single, #n, #transformer)))
    }

    /// The source type list, whether it is a single group, and the transformer of a resolver
    /// that maps each source type to one type (what `resolved_types` builds): the generated
    /// code then resolves or appends without a list in between. `None` for the other resolvers
    /// (whole lists, element types of a shaped type) or when nothing resolves `f`.
    fn simple_resolver(
        &self,
        resolvers: &std::collections::BTreeMap<String, crate::model::relations::Resolver>,
        f: &OpField,
    ) -> Option<(TokenStream, bool, TokenStream)> {
        let r = resolvers.get(&f.name)?;
        if r.list || r.elements_of_shaped {
            return None;
        }
        let source = self.field(&r.source)?;
        let single = field_arity(source) == Arity::Single;
        let t = if source.is_attribute() {
            let l = super::local(source);
            quote!(#l.as_ref().and_then(::rods::ods::typed_attr_type).as_slice())
        } else {
            let t = types_local(source);
            quote!(&#t)
        };
        let transformer = match &r.transformer {
            Some(e) => quote_spanned!(e.span()=> #e),
            None => quote!(::rods::ods::same_type),
        };
        Some((t, single, transformer))
    }

    /// Locals of the printer: each value field's slice of the op's values.
    pub(super) fn value_print_locals(&self) -> TokenStream {
        let mut out = quote!(let __op = p.ir().op(op); let _ = __op;);
        out.extend(self.segment_sizes_locals(quote!(p.ir())));
        for kind in ValueKind::ALL {
            let arities = kind.arities_const();
            let list = kind.op_list();
            let sizes = kind.sizes_arg(self.decl);
            for (i, f) in self.value_fields(kind).into_iter().enumerate() {
                let v = values_local(f);
                out.extend(
                    quote!(let #v = ::rods::ods::__private::group(&#list, #arities, #sizes, #i);),
                );
                if let Some(attr) = &f.segments {
                    let vv = nested_values_local(f);
                    out.extend(quote! {
                        let #vv = ::rods::ods::__private::value_groups(p, op, #attr, #v);
                    });
                }
            }
        }
        out
    }

    /// The values `e` denotes in the printer (`__v_x`, `&__op.operands`, …).
    fn print_values_of(&self, e: &Element) -> Option<TokenStream> {
        match &e.kind {
            ElementKind::Operands => Some(quote!(&__op.operands)),
            ElementKind::Results => Some(quote!(&__op.results)),
            _ => {
                let v = values_local(self.value_field(e)?);
                Some(quote!(#v))
            }
        }
    }

    /// The implicit terminator of a `SingleBlockImplicitTerminator(T)` op: its definition (or
    /// the registry's, for `T` given by name) and name; `None` without the trait.
    fn implicit_terminator(&self) -> Option<(TokenStream, TokenStream)> {
        use crate::model::traits::{OpRef, OpTraitKind, op_trait};
        let d = self.decl;
        d.traits.iter().enumerate().find_map(|(i, path)| {
            let args = d.trait_args.get(i).and_then(Option::as_ref);
            match op_trait(path, args) {
                Ok(Some(OpTraitKind::ImplicitTerminator(OpRef::Type(t)))) => Some((
                    quote_spanned!(t.span()=> ::core::option::Option::Some(&<#t>::DEF)),
                    quote_spanned!(t.span()=> <#t>::OPERATION_NAME),
                )),
                Ok(Some(OpTraitKind::ImplicitTerminator(OpRef::Name(n)))) => {
                    Some((quote!(p.registry().op(#n)), quote!(#n)))
                }
                _ => None,
            }
        })
    }

    /// Whether a region the format parses gets a block when it is written empty (`{}`): the
    /// op has `SingleBlock` without `SingleBlockImplicitTerminator` (which inserts the block
    /// and its terminator at the end instead), as mlir-tblgen's `emplaceBlock`.
    fn regions_get_a_block(&self) -> bool {
        self.decl.has_trait("SingleBlock") && self.implicit_terminator().is_none()
    }

    /// MLIR's `ensureTerminator` on the parsed `regions` (with `SingleBlockImplicitTerminator`).
    fn ensure_terminator(&self, regions: TokenStream) -> TokenStream {
        let Some((def, name)) = self.implicit_terminator() else {
            return TokenStream::new();
        };
        quote! {
            ::rods::ods::__private::ensure_terminator(p, #regions, #def, #name, &state.loc)?;
        }
    }

    /// The names of the variables the format's custom directives take.
    fn custom_directive_variables(elements: &[Element]) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for top in elements {
            top.walk(&mut |e| {
                if let ElementKind::Custom { args, .. } = &e.kind {
                    for arg in args {
                        arg.walk(&mut |a| {
                            if let ElementKind::Variable(n) = &a.kind {
                                names.insert(n.clone());
                            }
                        });
                    }
                }
            });
        }
        names
    }

    /// Prints regions (without their entry block's terminator when the op has
    /// `SingleBlockImplicitTerminator` and the terminator has nothing to print).
    fn print_regions(&self, regions: TokenStream) -> TokenStream {
        let h = quote!(::rods::ods::__private);
        if self.implicit_terminator().is_some() {
            quote!(#h::print_regions_implicit_terminator(p, #regions);)
        } else {
            quote!(#h::print_regions(p, #regions);)
        }
    }

    /// Prints a value element; `None` when `e` is not one.
    pub(super) fn print_value_element(&self, e: &Element) -> Option<TokenStream> {
        let h = quote!(::rods::ods::__private);
        Some(match &e.kind {
            ElementKind::Variable(_) => {
                let f = self.value_field(e)?;
                let v = values_local(f);
                match ValueKind::of(f)? {
                    ValueKind::Operand | ValueKind::Result => quote!(#h::print_values(p, #v);),
                    ValueKind::Region => self.print_regions(quote!(#v)),
                    ValueKind::Successor => quote!(#h::print_successors(p, #v);),
                }
            }
            ElementKind::Type(inner) => {
                let v = self.print_values_of(inner)?;
                if let Some((_, c)) = self.in_format_constraint(inner) {
                    let print = quote_spanned!(c.span()=> <#c as ::rods::ods::TypeConstraint>::print_in_format);
                    return Some(quote! {
                        if let ::core::option::Option::Some(v) = #v.first() {
                            let __ty = p.ir().value_type(*v);
                            #print(__ty, p);
                        }
                    });
                }
                quote!(p.print_value_types(#v);)
            }
            ElementKind::Qualified(inner) => {
                let ElementKind::Type(inner) = &inner.kind else {
                    return None;
                };
                let v = self.print_values_of(inner)?;
                quote!(p.print_value_types(#v);)
            }
            ElementKind::FunctionalType { inputs, results } => {
                let a = self.print_values_of(inputs)?;
                let b = self.print_values_of(results)?;
                quote!(p.print_functional_value_types(#a, #b);)
            }
            ElementKind::Operands => quote!(#h::print_values(p, &__op.operands);),
            ElementKind::Regions => self.print_regions(quote!(__op.regions())),
            ElementKind::Successors => quote!(#h::print_successors(p, __op.successors());),
            _ => return None,
        })
    }

    /// Whether a value anchor is present (MLIR's printer guards); `None` when `e` is not one.
    pub(super) fn value_guard(&self, e: &Element) -> Option<TokenStream> {
        match &e.kind {
            ElementKind::Variable(_) => {
                let f = self.value_field(e)?;
                let v = values_local(f);
                // MLIR's guards: a single region is present when it has a block, a variadic
                // group when it holds a region (`else {}` prints again).
                Some(match ValueKind::of(f)? {
                    ValueKind::Region if field_arity(f) == Arity::Single => {
                        quote!(::rods::ods::__private::regions_present(p, #v))
                    }
                    _ => quote!(!#v.is_empty()),
                })
            }
            ElementKind::Type(inner) | ElementKind::Qualified(inner) => self.value_guard(inner),
            ElementKind::FunctionalType { inputs, results } => {
                let a = self.value_guard(inputs)?;
                let b = self.value_guard(results)?;
                Some(quote!((#a || #b)))
            }
            _ => None,
        }
    }

    /// A value argument of `custom<F>(...)` in the parser: `&mut` the list it fills (`$operand`,
    /// `type($x)`, `$region`, `$successor`), or a shared slice for `ref(...)`; with a statement
    /// to run before the call (recording an operand group's location). `None` when `arg` is not
    /// a value argument.
    pub(super) fn custom_parse_value_arg(
        &self,
        arg: &Element,
    ) -> Option<(TokenStream, TokenStream)> {
        let (inner, by_ref) = match &arg.kind {
            ElementKind::Ref(inner) => (inner.as_ref(), true),
            _ => (arg, false),
        };
        // A variadic-of-variadic group's sub-groups are a `Vec` of `Vec`s; the other lists are
        // `ValueGroup`s, which hand the directive their `Vec`.
        let mut nested = true;
        let (list, pre) = match &inner.kind {
            ElementKind::Type(t)
                if self
                    .value_field(t)
                    .is_some_and(OpField::is_variadic_of_variadic) =>
            {
                let (_, tt) = nested_locals(self.value_field(t)?);
                (quote!(&mut #tt), TokenStream::new())
            }
            ElementKind::Type(t) => {
                nested = false;
                (self.type_target(t)?.0, TokenStream::new())
            }
            _ => {
                let f = self.value_field(inner)?;
                nested = f.is_variadic_of_variadic();
                match ValueKind::of(f)? {
                    ValueKind::Operand if f.is_variadic_of_variadic() => {
                        let (oo, _) = nested_locals(f);
                        let (_, l) = operand_locals(f);
                        (quote!(&mut #oo), quote!(#l = p.current_location();))
                    }
                    ValueKind::Operand => {
                        let (o, l) = operand_locals(f);
                        (quote!(&mut #o), quote!(#l = p.current_location();))
                    }
                    ValueKind::Region | ValueKind::Successor => {
                        let l = list_local(f);
                        (quote!(&mut #l), TokenStream::new())
                    }
                    ValueKind::Result => return None,
                }
            }
        };
        // `&mut x` → `&x[..]`, or `x.vec_mut()` for a `ValueGroup`.
        let tokens: Vec<proc_macro2::TokenTree> = list.clone().into_iter().collect();
        let rest: TokenStream = tokens.into_iter().skip(2).collect();
        if by_ref {
            Some((quote!(&#rest[..]), TokenStream::new()))
        } else if nested {
            Some((list, pre))
        } else {
            Some((quote!(#rest.vec_mut()), pre))
        }
    }

    /// The Rust type of a value argument of `custom<F>(...)` (`$operand`, `type($x)`,
    /// `$region`, `$successor`, or one of them under `ref`): for the parser `&mut Vec<T>` of
    /// `UnresolvedOperand<'__a>`, `Type`, `RegionId` or `BlockId` (`&[T]` under `ref`), for
    /// the printer (`print`) `&[T]` of `Value`, `Type`, `RegionId` or `BlockId`. `None` when
    /// `arg` is not a value argument.
    pub(super) fn custom_value_arg_type(&self, arg: &Element, print: bool) -> Option<TokenStream> {
        let (inner, by_ref) = match &arg.kind {
            ElementKind::Ref(inner) => (inner.as_ref(), true),
            _ => (arg, false),
        };
        let nested = match &inner.kind {
            ElementKind::Type(t) => self.value_field(t),
            _ => self.value_field(inner),
        }
        .is_some_and(OpField::is_variadic_of_variadic);
        let elem = match &inner.kind {
            ElementKind::Type(_) => quote!(::rods::ir::Type),
            _ => match ValueKind::of(self.value_field(inner)?)? {
                ValueKind::Operand if print => quote!(::rods::ir::Value),
                ValueKind::Operand => quote!(::rods::syntax::parser::UnresolvedOperand<'__a>),
                ValueKind::Result if print => quote!(::rods::ir::Value),
                ValueKind::Result => return None,
                ValueKind::Region => quote!(::rods::ir::RegionId),
                ValueKind::Successor => quote!(::rods::ir::BlockId),
            },
        };
        // A variadic-of-variadic group's sub-groups: `Vec<T>` each.
        let elem = if nested {
            quote!(::std::vec::Vec<#elem>)
        } else {
            elem
        };
        Some(if print || by_ref {
            quote!(&[#elem])
        } else {
            quote!(&mut ::std::vec::Vec<#elem>)
        })
    }

    /// A value argument of `custom<F>(...)` in the printer: the values (`&[Value]`,
    /// `&[RegionId]`, `&[BlockId]`) or their types (`&[Type]`). `None` when `arg` is not one.
    pub(super) fn custom_print_value_arg(&self, arg: &Element) -> Option<TokenStream> {
        let inner = match &arg.kind {
            ElementKind::Ref(inner) => inner.as_ref(),
            _ => arg,
        };
        match &inner.kind {
            ElementKind::Type(t)
                if self
                    .value_field(t)
                    .is_some_and(OpField::is_variadic_of_variadic) =>
            {
                let vv = nested_values_local(self.value_field(t)?);
                Some(quote!(&::rods::ods::__private::nested_types_of(p, &#vv)))
            }
            ElementKind::Type(t) => {
                let v = self.print_values_of(t)?;
                Some(quote!(&::rods::ods::__private::types_of(p, #v)))
            }
            _ => {
                let f = self.value_field(inner)?;
                if f.is_variadic_of_variadic() {
                    let vv = nested_values_local(f);
                    return Some(quote!(&#vv));
                }
                let v = values_local(f);
                Some(quote!(#v))
            }
        }
    }
}
