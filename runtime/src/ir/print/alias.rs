//! The aliases of the top-level print (MLIR's `AliasInitializer` with the builtin dialect's
//! `getAlias`): `!tuple = tuple<…>` for tuples of more than 16 types, `#map = affine_map<…>`
//! for affine maps and `#set = affine_set<…>` for integer sets, found by one walk of the
//! module before printing.
//!
//! As in MLIR, each attribute or type has an alias depth: 1 + the deepest depth among what it
//! holds, or for a value without alias 0 when it holds nothing aliased. Aliases print ordered by
//! depth, types before attributes, then by name, in order of first use; a name's second use is
//! `map1`, its third `map2`…

use std::collections::HashMap;

use super::MAX_PRINT_DEPTH;
use crate::ir::{Attribute, Ir, OpId, Type};

/// What an alias stands for.
#[derive(Debug)]
pub(super) enum Aliased {
    /// `!name = type`
    Type(Type),
    /// `#name = attribute`
    Attr(Attribute),
}

/// The aliases of the top-level print.
#[derive(Debug, Default)]
pub(crate) struct Aliases {
    /// Aliased values in printing order, with their names.
    pub(super) list: Vec<(Aliased, String)>,
    pub(super) types: HashMap<Type, usize>,
    pub(super) attrs: HashMap<Attribute, usize>,
}

/// An aliased value found by the walk.
struct Found {
    value: Aliased,
    /// The builtin alias name (`tuple`, `map`, `set`).
    name: &'static str,
    depth: u32,
}

impl Aliases {
    pub(super) fn collect(ir: &Ir, root: OpId, generic: bool) -> Aliases {
        let mut scan = AliasScan::default();
        // MLIR's alias walk visits what the printer would print, in its order: an op printed in
        // generic form has its regions (block argument types, then the nested ops) visited
        // before its operand and result types and attributes; one printed by its custom printer
        // has its own types and attributes first (as `module attributes {…}` prints them
        // before the body). An explicit stack: regions nest as deep as the parser allows.
        enum Step {
            Enter(OpId),
            Own(OpId),
            Args(crate::ir::BlockId),
        }
        let mut stack = vec![Step::Enter(root)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Enter(op) if ir.op(op).regions.is_empty() => scan.visit_op(ir, op),
                Step::Enter(op) => {
                    let data = ir.op(op);
                    let custom = !generic
                        && matches!(&data.name, crate::ir::OperationName::Registered(d) if d.print.is_some());
                    if !custom {
                        stack.push(Step::Own(op));
                    }
                    for r in data.regions.iter().rev() {
                        for b in ir.region(*r).blocks.iter().rev() {
                            stack.extend(ir.block(*b).ops.iter().rev().map(|o| Step::Enter(*o)));
                            stack.push(Step::Args(*b));
                        }
                    }
                    if custom {
                        stack.push(Step::Own(op));
                    }
                }
                Step::Args(b) => {
                    for a in &ir.block(b).args {
                        scan.visit_type(ir.value_type(*a), 0);
                    }
                }
                Step::Own(op) => scan.visit_op(ir, op),
            }
        }
        let mut found = scan.found;
        if found.is_empty() {
            return Aliases::default();
        }
        // Stable: equal keys keep the order of first use.
        found.sort_by_key(|f| (f.depth, !matches!(f.value, Aliased::Type(_)), f.name));
        let mut aliases = Aliases::default();
        let mut counts: HashMap<&'static str, usize> = HashMap::new();
        for (i, f) in found.into_iter().enumerate() {
            let count = counts.entry(f.name).or_insert(0);
            let name = if *count == 0 {
                f.name.to_string()
            } else {
                format!("{}{count}", f.name)
            };
            *count += 1;
            match &f.value {
                Aliased::Type(t) => aliases.types.insert(t.clone(), i),
                Aliased::Attr(a) => aliases.attrs.insert(a.clone(), i),
            };
            aliases.list.push((f.value, name));
        }
        aliases
    }
}

const ALIAS_VISIT_DEPTH: u32 = MAX_PRINT_DEPTH;

/// The alias depth of a value holding children of deepest depth `max`: aliased values are one
/// deeper than their children; others are too, unless nothing aliased is inside.
fn depth_of(aliased: bool, max: u32) -> u32 {
    if aliased || max > 0 { max + 1 } else { 0 }
}

/// The walk that finds the aliased values, each in first-use order with its alias depth
/// (`found`), and the depth of each aliased value already visited (`seen_*`).
#[derive(Default)]
struct AliasScan {
    found: Vec<Found>,
    seen_types: HashMap<Type, u32>,
    seen_attrs: HashMap<Attribute, u32>,
}

impl AliasScan {
    /// Visits an op's operand and result types and its attributes.
    fn visit_op(&mut self, ir: &Ir, op: OpId) {
        let data = ir.op(op);
        for v in data.operands.iter().chain(&data.results) {
            self.visit_type(ir.value_type(*v), 0);
        }
        for a in data.properties.iter().chain(&data.attributes) {
            self.visit_attr(&a.value, 0);
        }
    }

    /// Visits a type for aliases; returns its alias depth. Plain loops, no iterator adapters:
    /// each nesting level costs one small stack frame even in debug builds.
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
                    if let Some(k) = self.seen_types.get(ty) {
                        return *k;
                    }
                    self.found.push(Found {
                        value: Aliased::Type(ty.clone()),
                        name: "tuple",
                        depth: 1,
                    });
                }
                let slot = self.found.len().wrapping_sub(1);
                for e in elems.iter() {
                    max = max.max(self.visit_type(e, d));
                }
                if aliased {
                    let k = depth_of(true, max);
                    if let Some(e) = self.found.get_mut(slot) {
                        e.depth = k;
                    }
                    self.seen_types.insert(ty.clone(), k);
                    return k;
                }
            }
            Type::Function(f) => {
                for e in f.inputs.iter().chain(&f.results) {
                    max = max.max(self.visit_type(e, d));
                }
            }
            Type::Complex(e) => max = self.visit_type(e, d),
            Type::Vector(v) => max = self.visit_type(&v.element, d),
            Type::Tensor(t) => {
                max = self.visit_type(&t.element, d);
                if let Some(e) = &t.encoding {
                    max = max.max(self.visit_attr(e, d));
                }
            }
            Type::MemRef(m) => {
                // The layout only when it is printed (not an identity map).
                max = self.visit_type(m.element_type(), d);
                if let Some(l) = m.layout()
                    && !matches!(l, Attribute::AffineMap(map) if map.is_identity())
                {
                    max = max.max(self.visit_attr(l, d));
                }
                if let Some(s) = m.memory_space() {
                    max = max.max(self.visit_attr(s, d));
                }
            }
            _ => {}
        }
        depth_of(false, max)
    }

    /// Visits an attribute for aliases; returns its alias depth. Inlined down to a test of the
    /// kind: most attributes (strings, numbers, dialect attributes) hold nothing aliased, and a
    /// call each would be most of the alias scan's cost.
    #[inline(always)]
    fn visit_attr(&mut self, attr: &Attribute, depth: u32) -> u32 {
        let may_hold_alias = matches!(
            attr,
            Attribute::Array(_)
                | Attribute::Dictionary(_)
                | Attribute::Type(_)
                | Attribute::Opaque(_)
                | Attribute::AffineMap(_)
                | Attribute::IntegerSet(_)
        ) || attr.as_string().is_some_and(|s| s.ty().is_some());
        if may_hold_alias {
            self.visit_alias_holder(attr, depth)
        } else {
            0
        }
    }

    /// [`AliasScan::visit_attr`] of an attribute that may be or hold an aliased value.
    #[inline(never)]
    fn visit_alias_holder(&mut self, attr: &Attribute, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let mut max = 0;
        match attr {
            Attribute::AffineMap(_) | Attribute::IntegerSet(_) => {
                if let Some(k) = self.seen_attrs.get(attr) {
                    return *k;
                }
                let name = if matches!(attr, Attribute::AffineMap(_)) {
                    "map"
                } else {
                    "set"
                };
                self.found.push(Found {
                    value: Aliased::Attr(attr.clone()),
                    name,
                    depth: 1,
                });
                self.seen_attrs.insert(attr.clone(), 1);
                return 1;
            }
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
            _ => {}
        }
        depth_of(false, max)
    }
}
