//! Type aliases of the top-level print (`!tuple = tuple<…>` for tuples of more than 16 types,
//! MLIR's builtin `getAlias`), found by one walk of the module before printing.

use std::collections::HashMap;

use super::MAX_PRINT_DEPTH;
use crate::ir::{Attribute, Ir, OpId, Type};

/// Type aliases of the top-level print (`!tuple = tuple<…>` for tuples of more than 16 types,
/// MLIR's builtin `getAlias`).
#[derive(Debug, Default)]
pub(crate) struct Aliases {
    /// Aliased types in printing order, with their names.
    pub(super) list: Vec<(Type, String)>,
    pub(super) index: HashMap<Type, usize>,
}

impl Aliases {
    pub(super) fn collect(ir: &Ir, root: OpId) -> Aliases {
        let mut scan = AliasScan::default();
        let mut ops = vec![root];
        // Pre-order over ops in printing order; types of regions before the op's own, as MLIR's
        // alias initializer visits them.
        let mut order = Vec::new();
        while let Some(op) = ops.pop() {
            order.push(op);
            let data = ir.op(op);
            for r in data.regions.iter().rev() {
                for b in ir.region(*r).blocks.iter().rev() {
                    ops.extend(ir.block(*b).ops.iter().rev());
                }
            }
        }
        for op in order {
            let data = ir.op(op);
            for r in &data.regions {
                for b in &ir.region(*r).blocks {
                    for a in &ir.block(*b).args {
                        scan.visit_type(ir.value_type(*a), 0);
                    }
                }
            }
            for v in data.operands.iter().chain(&data.results) {
                scan.visit_type(ir.value_type(*v), 0);
            }
            for a in data.properties.iter().chain(&data.attributes) {
                scan.visit_attr(&a.value, 0);
            }
        }
        let mut found = scan.found;
        if found.is_empty() {
            return Aliases::default();
        }
        found.sort_by_key(|(_, depth)| *depth);
        let mut aliases = Aliases::default();
        for (i, (ty, _)) in found.into_iter().enumerate() {
            let name = if i == 0 {
                "tuple".to_string()
            } else {
                format!("tuple{i}")
            };
            aliases.index.insert(ty.clone(), i);
            aliases.list.push((ty, name));
        }
        aliases
    }
}

const ALIAS_VISIT_DEPTH: u32 = MAX_PRINT_DEPTH;

/// The walk that finds the aliased types: each in first-visit order with the alias depth it
/// adds (`found`), and the depth of each aliased type already visited (`seen`).
#[derive(Default)]
struct AliasScan {
    found: Vec<(Type, u32)>,
    seen: HashMap<Type, u32>,
}

impl AliasScan {
    /// Visits a type for aliases; returns the alias depth it contributes. Plain loops, no
    /// iterator adapters: each nesting level costs one small stack frame even in debug builds.
    fn visit_type(&mut self, ty: &Type, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let mut max = 0;
        match ty {
            Type::Tuple(elems) => {
                let aliased = elems.len() > 16;
                if aliased {
                    if let Some(k) = self.seen.get(ty) {
                        return *k + 1;
                    }
                    self.found.push((ty.clone(), 0));
                }
                let slot = self.found.len().wrapping_sub(1);
                for e in elems.iter() {
                    max = max.max(self.visit_type(e, d));
                }
                if aliased {
                    if let Some(e) = self.found.get_mut(slot) {
                        e.1 = max;
                    }
                    self.seen.insert(ty.clone(), max);
                    max += 1;
                }
            }
            Type::Function(f) => {
                for e in f.inputs.iter().chain(&f.results) {
                    max = max.max(self.visit_type(e, d));
                }
            }
            Type::Complex(e) => max = self.visit_type(e, d),
            Type::Dialect(t) => t
                .get()
                .walk_types(&mut |e| max = max.max(self.visit_type(e, d))),
            Type::Vector(v) => max = self.visit_type(&v.element, d),
            Type::Tensor(t) => {
                max = self.visit_type(&t.element, d);
                if let Some(e) = &t.encoding {
                    max = max.max(self.visit_attr(e, d));
                }
            }
            _ => {}
        }
        max
    }

    /// Visits an attribute for aliases; returns the alias depth it contributes. Inlined down to
    /// a test of the kind: most attributes (strings, numbers, dialect attributes) hold no type,
    /// and a call each would be most of the alias scan's cost.
    #[inline]
    fn visit_attr(&mut self, attr: &Attribute, depth: u32) -> u32 {
        let may_hold_type = matches!(
            attr,
            Attribute::Array(_)
                | Attribute::Dictionary(_)
                | Attribute::Type(_)
                | Attribute::Opaque(_)
                | Attribute::DenseElements(_)
                | Attribute::SparseElements(_)
        ) || attr.as_string().is_some_and(|s| s.ty().is_some());
        if may_hold_type {
            self.visit_type_holder(attr, depth)
        } else {
            0
        }
    }

    /// [`AliasScan::visit_attr`] of an attribute that may hold a type.
    fn visit_type_holder(&mut self, attr: &Attribute, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let mut max = 0;
        match attr {
            Attribute::Array(a) => {
                for e in a.iter() {
                    max = max.max(self.visit_attr(e, d));
                }
            }
            Attribute::Dictionary(dict) => {
                for e in dict.entries() {
                    max = max.max(self.visit_attr(&e.value, d));
                }
            }
            Attribute::Type(t) => max = self.visit_type(t, d),
            Attribute::String(s) => {
                if let Some(ty) = s.ty() {
                    max = self.visit_type(ty, d);
                }
            }
            Attribute::Opaque(o) => max = self.visit_type(&o.ty, d),
            Attribute::DenseElements(e) => max = self.visit_type(e.ty(), d),
            Attribute::SparseElements(e) => max = self.visit_type(&e.ty, d),
            _ => {}
        }
        max
    }
}
