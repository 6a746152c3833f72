//! `--cse` (upstream's `CSE`): within each region, in dominance order, an op equivalent to one
//! that dominates it (same name, properties, attributes, operands — in any order for a
//! `Commutative` op —, result types and regions; locations aside) is replaced by it, when it
//! has no memory effects ([`ods::effects`](crate::ods::effects)); an op whose only effects are
//! reads replaces a later equivalent one in the same block when no op between them may write
//! (MLIR's `hasOtherSideEffectingOpInBetween`: one with a write effect, in itself or, through
//! `RecursiveMemoryEffects`, in the ops it holds, or with unknown effects). Ops whose results are unused and that would be trivially dead
//! (no effect but reads and allocations of their own results) are erased.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use crate::diag::Diagnostic;
use crate::dialect::RegionKind;
use crate::ir::dominance::DomTree;
use crate::ir::{BlockId, Ir, Location, OpId, RegionId, Value};

use super::{Pass, is_memory_effect_free, would_be_trivially_dead};
use crate::dialect::Effect;
use crate::ods::effects::{get_effects_recursively, only_has_effect};

/// Eliminates common sub-expressions.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cse;

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut driver = Driver {
            erase: Vec::new(),
            changed: false,
        };
        let mut known = ScopedMap::default();
        for r in ir.op(op).regions().to_vec() {
            driver.simplify_region(ir, &mut known, op, r);
        }
        // As upstream: nothing replaced or erased, all analyses preserved.
        if !driver.changed && driver.erase.is_empty() {
            ir.mark_all_analyses_preserved();
        }
        // Each op here is unused by then: dead when found, or its uses replaced.
        ir.erase_ops(&driver.erase);
        Ok(())
    }
}

/// The ops known so far, by hash, with scopes (LLVM's `ScopedHashTable`): leaving a scope
/// forgets what was inserted in it.
#[derive(Default)]
struct ScopedMap {
    map: FxHashMap<u64, Vec<OpId>>,
    log: Vec<u64>,
}

impl ScopedMap {
    fn scope(&self) -> usize {
        self.log.len()
    }

    fn leave(&mut self, mark: usize) {
        while self.log.len() > mark {
            if let Some(key) = self.log.pop()
                && let Some(ops) = self.map.get_mut(&key)
            {
                ops.pop();
            }
        }
    }

    fn insert(&mut self, ir: &Ir, op: OpId) {
        let key = op_hash(ir, op);
        self.map.entry(key).or_default().push(op);
        self.log.push(key);
    }

    /// The innermost known op equivalent to `op`.
    fn lookup(&self, ir: &Ir, op: OpId) -> Option<OpId> {
        let ops = self.map.get(&op_hash(ir, op))?;
        ops.iter()
            .rev()
            .copied()
            .find(|&k| k == op || equivalent(ir, k, op, &mut FxHashMap::default()))
    }
}

struct Driver {
    /// Ops found dead or replaced, erased at the end.
    erase: Vec<OpId>,
    /// Whether it replaced uses (in a graph region, some of an op's, which it may keep).
    changed: bool,
}

impl Driver {
    fn simplify_region(
        &mut self,
        ir: &mut Ir,
        known: &mut ScopedMap,
        parent: OpId,
        region: RegionId,
    ) {
        let blocks = ir.region(region).blocks.to_vec();
        let Some(&entry) = blocks.first() else {
            return;
        };
        let index = ir
            .op(parent)
            .regions()
            .iter()
            .position(|&r| r == region)
            .unwrap_or(0);
        let ssa = ir
            .op(parent)
            .name
            .def()
            .and_then(|d| d.region_kind)
            .is_none_or(|kind| kind(index) == RegionKind::SsaCfg);
        if blocks.len() == 1 {
            let mark = known.scope();
            self.simplify_block(ir, known, entry, ssa);
            known.leave(mark);
            return;
        }
        if !ssa {
            return;
        }
        // The blocks in a depth-first walk of the dominator tree, each seeing what its
        // dominators defined.
        let positions: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let tree = DomTree::of_region(ir, region, |b| positions.get(&b).copied());
        let mut children = vec![Vec::new(); blocks.len()];
        for b in 1..blocks.len() {
            if let Some(idom) = tree.idom(b).filter(|&d| d != b) {
                children[idom].push(b);
            }
        }
        let mut stack = vec![(0usize, 0usize, known.scope())];
        self.simplify_block(ir, known, entry, true);
        while let Some(&mut (node, ref mut next, mark)) = stack.last_mut() {
            if let Some(&child) = children[node].get(*next) {
                *next += 1;
                stack.push((child, 0, known.scope()));
                self.simplify_block(ir, known, blocks[child], true);
            } else {
                known.leave(mark);
                stack.pop();
            }
        }
    }

    fn simplify_block(&mut self, ir: &mut Ir, known: &mut ScopedMap, block: BlockId, ssa: bool) {
        let ops = ir.block(block).ops.to_vec();
        for op in ops {
            let regions = ir.op(op).regions().to_vec();
            if !regions.is_empty() {
                let isolated = ir
                    .op(op)
                    .name
                    .def()
                    .is_none_or(|d| d.traits.isolated_from_above);
                // One level deeper: on a fresh stack segment when this one runs low.
                crate::threads::ensure_sufficient_stack(|| {
                    if isolated {
                        let mut nested = ScopedMap::default();
                        for r in regions {
                            self.simplify_region(ir, &mut nested, op, r);
                        }
                    } else {
                        for r in regions {
                            self.simplify_region(ir, known, op, r);
                        }
                    }
                });
            }
            self.simplify_op(ir, known, op, ssa);
        }
    }

    fn simplify_op(&mut self, ir: &mut Ir, known: &mut ScopedMap, op: OpId, ssa: bool) {
        let data = ir.op(op);
        if data.name.def().is_some_and(|d| d.traits.terminator) {
            return;
        }
        if ir.results_unused(op) && would_be_trivially_dead(ir, op) {
            self.erase.push(op);
            return;
        }
        if data
            .regions()
            .iter()
            .any(|&r| ir.region(r).blocks.len() > 1)
        {
            return;
        }
        if !is_memory_effect_free(ir, op) {
            // Only ops whose effects are all reads are merged, with an equivalent op earlier in
            // the same block and no op that may write between them.
            if !only_has_effect(ir, op, Effect::Read) {
                return;
            }
            if let Some(existing) = known.lookup(ir, op)
                && ir.op(existing).parent() == ir.op(op).parent()
                && !writes_between(ir, existing, op)
            {
                self.replace(ir, known, op, existing, ssa);
                return;
            }
            known.insert(ir, op);
            return;
        }
        match known.lookup(ir, op) {
            Some(existing) => self.replace(ir, known, op, existing, ssa),
            None => known.insert(ir, op),
        }
    }

    /// MLIR's `replaceUsesAndDelete`.
    fn replace(&mut self, ir: &mut Ir, known: &ScopedMap, op: OpId, existing: OpId, ssa: bool) {
        self.changed = true;
        let results = ir.op(op).results.clone();
        let replacements = ir.op(existing).results.clone();
        for (&from, &to) in results.iter().zip(&replacements) {
            if ssa {
                ir.replace_all_uses_with(from, to);
            } else {
                // In a graph region a use may come before: replace only the uses whose op was
                // not visited yet.
                for u in ir.uses(from).to_vec() {
                    if known.lookup(ir, u.op).is_none() {
                        ir.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
        }
        if ir.results_unused(op) {
            self.erase.push(op);
        }
        if is_unknown(&ir.op_loc(existing)) && !is_unknown(&ir.op_loc(op)) {
            let loc = ir.op_loc(op).into_owned();
            ir.set_loc(existing, loc);
        }
    }
}

/// MLIR's `hasOtherSideEffectingOpInBetween`: whether an op strictly between `from` and `to`
/// (in one block) may write: its effects, with those of the ops it holds through
/// `RecursiveMemoryEffects` (`getEffectsRecursively`), are unknown or include a write.
fn writes_between(ir: &Ir, from: OpId, to: OpId) -> bool {
    let Some(block) = ir.op(from).parent() else {
        return true;
    };
    let ops = &ir.block(block).ops;
    let (Some(i), Some(j)) = (
        ops.iter().position(|&o| o == from),
        ops.iter().position(|&o| o == to),
    ) else {
        return true;
    };
    ops.iter()
        .skip(i + 1)
        .take(j.saturating_sub(i + 1))
        .any(|&o| {
            get_effects_recursively(ir, o)
                .is_none_or(|effects| effects.iter().any(|e| e.effect == Effect::Write))
        })
}

fn is_unknown(loc: &Location) -> bool {
    match loc {
        Location::Unknown => true,
        Location::Attr(l) => **l == crate::ir::LocationAttr::Unknown,
        _ => false,
    }
}

fn is_commutative(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.commutative)
}

/// What [`equivalent`] compares, but regions: name, properties, attributes, result types and
/// operands (sorted for a commutative op).
fn op_hash(ir: &Ir, op: OpId) -> u64 {
    let data = ir.op(op);
    let mut h = FxHasher::default();
    data.name.as_str().hash(&mut h);
    data.properties.hash(&mut h);
    data.attributes.hash(&mut h);
    for &r in &data.results {
        ir.value_type(r).hash(&mut h);
    }
    if is_commutative(ir, op) {
        let mut operands = data.operands.to_vec();
        operands.sort_unstable();
        operands.hash(&mut h);
    } else {
        data.operands.hash(&mut h);
    }
    data.regions().len().hash(&mut h);
    h.finish()
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring locations: `map` pairs the values
/// (block arguments, results) of regions compared so far.
fn equivalent(ir: &Ir, a: OpId, b: OpId, map: &mut FxHashMap<Value, Value>) -> bool {
    let (x, y) = (ir.op(a), ir.op(b));
    if x.name.as_str() != y.name.as_str()
        || x.attributes != y.attributes
        || x.properties != y.properties
        || x.regions().len() != y.regions().len()
        || x.successors().len() != y.successors().len()
        || x.operands.len() != y.operands.len()
        || x.results.len() != y.results.len()
    {
        return false;
    }
    let mapped = |v: Value, map: &FxHashMap<Value, Value>| map.get(&v).copied().unwrap_or(v);
    let mut lhs: Vec<Value> = x.operands.iter().map(|&v| mapped(v, map)).collect();
    let mut rhs: Vec<Value> = y.operands.to_vec();
    if is_commutative(ir, a) {
        lhs.sort_unstable();
        rhs.sort_unstable();
    }
    if lhs != rhs {
        return false;
    }
    for (&r, &s) in x.results.iter().zip(&y.results) {
        if ir.value_type(r) != ir.value_type(s) {
            return false;
        }
        map.insert(r, s);
    }
    if x.regions().is_empty() {
        return true;
    }
    // One level deeper: on a fresh stack segment when this one runs low.
    crate::threads::ensure_sufficient_stack(|| {
        x.regions()
            .iter()
            .zip(y.regions())
            .all(|(&r, &s)| regions_equivalent(ir, r, s, map))
    })
}

/// MLIR's `OperationEquivalence::isRegionEquivalentTo`.
fn regions_equivalent(
    ir: &Ir,
    r: RegionId,
    s: RegionId,
    map: &mut FxHashMap<Value, Value>,
) -> bool {
    let (rb, sb) = (&ir.region(r).blocks, &ir.region(s).blocks);
    if rb.len() != sb.len() {
        return false;
    }
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    for (&b, &c) in rb.iter().zip(sb) {
        let (bd, cd) = (ir.block(b), ir.block(c));
        if bd.args.len() != cd.args.len() || *blocks.entry(b).or_insert(c) != c {
            return false;
        }
        for (&u, &v) in bd.args.iter().zip(&cd.args) {
            if ir.value_type(u) != ir.value_type(v) {
                return false;
            }
            map.insert(u, v);
        }
        if bd.ops.len() != cd.ops.len() {
            return false;
        }
        for (&o, &p) in bd.ops.iter().zip(&cd.ops) {
            if !equivalent(ir, o, p, map) {
                return false;
            }
            for (&t, &u) in ir.op(o).successors().iter().zip(ir.op(p).successors()) {
                if *blocks.entry(t).or_insert(u) != u {
                    return false;
                }
            }
        }
    }
    true
}
