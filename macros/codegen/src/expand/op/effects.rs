//! The op's declared memory effects (`model::effects`): `OpTraits::memory_effects` as
//! `MemoryEffects::Declared`, and `OpDef::effects`, mlir-tblgen's generated `getEffects` (the
//! effects of `MemoryEffects([...])`, then those of each operand group, then of each result
//! group, on each value of the group).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::OpGen;
use crate::model::OpFieldKind;
use crate::model::effects::EffectSpec;
use crate::model::traits::{OpTraitKind, op_trait};

/// What a declared effect applies to: the op, or operand / result group #n.
enum On {
    Op,
    Operand(usize),
    Result(usize),
}

impl OpGen<'_> {
    /// The declared effects in mlir-tblgen's order: the traits', the operands', the results'.
    fn declared_effects(&self) -> Vec<(On, EffectSpec)> {
        let d = self.decl;
        let mut out = Vec::new();
        for (i, path) in d.traits.iter().enumerate() {
            let args = d.trait_args.get(i).and_then(Option::as_ref);
            if let Ok(Some(OpTraitKind::Effects(effects))) = op_trait(path, args) {
                out.extend(effects.into_iter().map(|e| (On::Op, e)));
            }
        }
        let (mut operand, mut result) = (0, 0);
        for f in &d.fields {
            let on = |n| match f.kind {
                OpFieldKind::Operand { .. } => On::Operand(n),
                _ => On::Result(n),
            };
            let n = match f.kind {
                OpFieldKind::Operand { .. } => {
                    operand += 1;
                    operand - 1
                }
                OpFieldKind::Result { .. } => {
                    result += 1;
                    result - 1
                }
                _ => continue,
            };
            out.extend(f.effects.iter().map(|e| (on(n), e.clone())));
        }
        out
    }

    /// Whether the op declares effects (`MemoryEffects([...])` with effects, on operands or
    /// results).
    pub(super) fn has_declared_effects(&self) -> bool {
        !self.declared_effects().is_empty()
    }

    /// The segment sizes argument of `group_at` for operands or results (`__oseg` / `__rseg`
    /// of `segment_sizes_locals`).
    fn sizes_of(&self, results: bool) -> TokenStream {
        let d = self.decl;
        if d.segment_sizes_name(results).is_none() && !d.same_variadic_size(results) {
            return quote!(::core::option::Option::None);
        }
        if results {
            quote!(__rseg.as_deref())
        } else {
            quote!(__oseg.as_deref())
        }
    }

    /// `MemoryEffectOpInterface` in `interfaces = [...]`: the op's own `getEffects`.
    fn own_effects(&self) -> Option<TokenStream> {
        let path = self.decl.interface_path("MemoryEffectOpInterface")?;
        let ident = &self.decl.item.ident;
        Some(
            quote_spanned!(path.span()=> <#ident as ::rods::ods::effects::MemoryEffectOpInterface>),
        )
    }

    /// `::rods::dialect::MemoryEffects::Declared(__EFFECTS)`, or `None` without declared
    /// effects.
    pub(super) fn memory_effects_value(&self) -> Option<TokenStream> {
        if let Some(iface) = self.own_effects() {
            return Some(quote!(::rods::dialect::MemoryEffects::Declared(#iface::EFFECTS)));
        }
        self.has_declared_effects()
            .then(|| quote!(::rods::dialect::MemoryEffects::Declared(__EFFECTS)))
    }

    /// `OpDef::effects`.
    pub(super) fn effects_hook(&self) -> TokenStream {
        if let Some(iface) = self.own_effects() {
            return quote!(::core::option::Option::Some(#iface::get_effects));
        }
        if self.has_declared_effects() {
            quote!(::core::option::Option::Some(__effects))
        } else {
            quote!(::core::option::Option::None)
        }
    }

    /// `const __EFFECTS` and `fn __effects`, with declared effects.
    pub(super) fn effects_items(&self) -> TokenStream {
        if !self.has_declared_effects() {
            return TokenStream::new();
        }
        let decls = self.declared_effects().into_iter().map(|(on, e)| {
            let on = match on {
                On::Op => quote!(::rods::dialect::EffectOn::Op),
                On::Operand(n) => quote!(::rods::dialect::EffectOn::OperandGroup(#n)),
                On::Result(n) => quote!(::rods::dialect::EffectOn::ResultGroup(#n)),
            };
            let effect = format_ident!("{}", e.effect);
            let resource = format_ident!("{}", e.resource);
            let (stage, full) = (e.stage, e.full);
            quote! {
                ::rods::dialect::EffectDecl {
                    effect: ::rods::dialect::Effect::#effect,
                    on: #on,
                    resource: ::rods::dialect::EffectResource::#resource,
                    stage: #stage,
                    full: #full,
                }
            }
        });
        let seg = self.segment_sizes_locals(quote!(ir));
        let osizes = self.sizes_of(false);
        let rsizes = self.sizes_of(true);
        quote! {
            const __EFFECTS: &[::rods::dialect::EffectDecl] = &[#(#decls),*];

            fn __effects(
                ir: &::rods::ir::Ir,
                op: ::rods::ir::OpId,
                out: &mut ::std::vec::Vec<::rods::dialect::EffectInstance>,
            ) {
                let __op = ir.op(op);
                #seg
                ::rods::ods::__private::push_declared_effects(
                    out,
                    __EFFECTS,
                    |n| ::rods::ods::__private::group_at(&__op.operands, __OPERAND_ARITIES, #osizes, n).1,
                    |n| ::rods::ods::__private::group_at(&__op.results, __RESULT_ARITIES, #rsizes, n).1,
                );
            }
        }
    }
}
