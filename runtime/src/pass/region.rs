//! Region simplification after each walk of the greedy driver (MLIR's `simplifyRegions` of
//! `RegionUtils.cpp` at level `normal`): blocks no path from the entry block reaches are
//! erased (`eraseUnreachableBlocks`), then ops and block arguments that nothing live uses are
//! (`runRegionDCE`: the least liveness fixed point over the region tree, found with a work
//! list where MLIR sweeps the regions until nothing changes; successor operands counted per
//! block argument). Identical-block merging (level `aggressive`) is not done.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

use super::would_be_trivially_dead;

/// What [`simplify_regions`] did.
#[derive(Clone, Copy, Debug)]
pub(super) struct Simplified {
    /// Whether anything changed.
    pub(super) changed: bool,
    /// Whether everything found dead was erased: the regions then hold nothing to simplify
    /// until they change (the ops left are live by what is left, and erasing ops changes no
    /// block's successors).
    pub(super) complete: bool,
}

/// Simplifies `regions` and the regions nested in them.
pub(super) fn simplify_regions(ir: &mut Ir, regions: &[RegionId]) -> Simplified {
    let erased_blocks = erase_unreachable_blocks(ir, regions);
    let (dce, complete) = run_region_dce(ir, regions);
    Simplified {
        changed: erased_blocks || dce,
        complete,
    }
}

/// The regions of `regions` and of every op in them, outermost first.
fn region_tree(ir: &Ir, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = regions.to_vec();
    let mut i = 0;
    while i < out.len() {
        let r = out[i];
        for &b in &ir.region(r).blocks {
            for &o in &ir.block(b).ops {
                out.extend_from_slice(ir.op(o).regions());
            }
        }
        i += 1;
    }
    out
}

/// MLIR's `eraseUnreachableBlocks`: in each region with more than one block, the blocks not
/// reachable from the entry block go (and regions nested in them are not looked at).
pub(crate) fn erase_unreachable_blocks(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut work = regions.to_vec();
    // Kept from region to region: the blocks reached, the blocks to visit, the dead blocks.
    let mut reachable: FxHashSet<BlockId> = FxHashSet::default();
    let (mut stack, mut dead) = (Vec::new(), Vec::new());
    while let Some(r) = work.pop() {
        let blocks = &ir.region(r).blocks;
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            push_nested(ir, entry, &mut work);
            continue;
        }
        reachable.clear();
        stack.push(entry);
        while let Some(b) = stack.pop() {
            if !reachable.insert(b) {
                continue;
            }
            if let Some(&t) = ir.block(b).ops.last() {
                stack.extend(ir.op(t).successors().iter().copied());
            }
        }
        dead.clear();
        for &b in blocks {
            if reachable.contains(&b) {
                push_nested(ir, b, &mut work);
            } else {
                dead.push(b);
            }
        }
        if dead.is_empty() {
            continue;
        }
        changed = true;
        // The dead blocks may branch to and use values of each other: cut their branches,
        // then erase them, users before definitions.
        for &b in &dead {
            if let Some(&t) = ir.block(b).ops.last() {
                ir.set_successors(t, &[]);
            }
        }
        while !dead.is_empty() {
            let before = dead.len();
            dead.retain(|&b| ir.erase_block(b).is_err());
            if dead.len() == before {
                break;
            }
        }
    }
    changed
}

fn push_nested(ir: &Ir, block: BlockId, work: &mut Vec<RegionId>) {
    for &o in &ir.block(block).ops {
        work.extend_from_slice(ir.op(o).regions());
    }
}

/// A set of ids: bits over the words from the lowest id's on. A pass nested on each function
/// of a module simplifies one function at a time, whose ids lie far from zero: a set of bits
/// from zero would clear that many words for each.
#[derive(Default)]
struct IdSet {
    /// The word of `words[0]`.
    base: usize,
    words: Vec<u64>,
}

impl IdSet {
    /// Adds `i`; whether it was not in the set.
    fn insert_new(&mut self, i: u32) -> bool {
        let w = i as usize / 64;
        if self.words.is_empty() {
            self.base = w;
        } else if w < self.base {
            // At least as far down as the set is long: a logarithmic number of moves.
            let shift = (self.base - w).max(self.words.len()).min(self.base);
            self.words.splice(0..0, std::iter::repeat_n(0, shift));
            self.base -= shift;
        }
        let k = w - self.base;
        if k >= self.words.len() {
            self.words.resize(k + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let new = self.words[k] & bit == 0;
        self.words[k] |= bit;
        new
    }

    fn contains(&self, i: u32) -> bool {
        (i as usize / 64)
            .checked_sub(self.base)
            .and_then(|k| self.words.get(k))
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// What liveness proved live (MLIR's `LiveMap`), by op and value id.
#[derive(Default)]
struct LiveMap {
    ops: IdSet,
    values: IdSet,
    /// Values proved live whose consequences are not drawn yet.
    work: Vec<Value>,
    /// By block argument not proved live yet: the operands live branches forward to it, live
    /// with it.
    forwarded: FxHashMap<Value, Vec<Value>>,
}

impl LiveMap {
    /// Notes that `v` is live.
    fn set_value(&mut self, v: Value) {
        if self.values.insert_new(v.0) {
            self.work.push(v);
        }
    }

    fn value_live(&self, v: Value) -> bool {
        self.values.contains(v.0)
    }

    /// An op is live when it was proved live or one of its results was.
    fn op_live(&self, ir: &Ir, op: OpId) -> bool {
        self.ops.contains(op.0) || ir.op(op).results.iter().any(|&r| self.value_live(r))
    }

    /// Notes that `op` (not a terminator) is live, and so its operands.
    fn set_op(&mut self, ir: &Ir, op: OpId) {
        if self.ops.insert_new(op.0) {
            for &v in &ir.op(op).operands {
                self.set_value(v);
            }
        }
    }

    /// Notes that the terminator `op` is live: the block arguments its successors get from
    /// elsewhere (all of them without `BranchOpInterface`), the operands it does not forward,
    /// and those it forwards once the argument they become is.
    fn set_terminator(&mut self, ir: &Ir, op: OpId) {
        if !self.ops.insert_new(op.0) {
            return;
        }
        let data = ir.op(op);
        let successor_operands = data.name.def().and_then(|d| d.successor_operands);
        let mut forwarded: Vec<(std::ops::Range<usize>, usize, BlockId)> = Vec::new();
        for (i, &s) in data.successors().iter().enumerate() {
            let args = &ir.block(s).args;
            let produced = match successor_operands {
                None => args.len(),
                Some(f) => {
                    let so = f(ir, op, i);
                    forwarded.push((so.forwarded.clone(), so.produced, s));
                    so.produced
                }
            };
            for &a in args.iter().take(produced) {
                self.set_value(a);
            }
        }
        for (index, &v) in data.operands.iter().enumerate() {
            // The first successor that gets it, as `BranchOpInterface` lookups find.
            let arg = forwarded
                .iter()
                .find(|(range, _, _)| range.contains(&index))
                .and_then(|(range, produced, s)| {
                    ir.block(*s)
                        .args
                        .get(produced + index - range.start)
                        .copied()
                });
            match arg {
                Some(a) if !self.value_live(a) => self.forwarded.entry(a).or_default().push(v),
                _ => self.set_value(v),
            }
        }
    }

    /// Draws the consequences of the values proved live: the op defining one is live, and so
    /// are its operands; the operands forwarded to a block argument are live with it.
    fn propagate(&mut self, ir: &Ir) {
        while let Some(v) = self.work.pop() {
            match ir.value(v).def() {
                ValueDef::OpResult(op, _) => {
                    if !is_terminator(ir, op) {
                        self.set_op(ir, op);
                    }
                }
                ValueDef::BlockArg(..) => {
                    for w in self.forwarded.remove(&v).unwrap_or_default() {
                        self.set_value(w);
                    }
                }
            }
        }
    }
}

fn is_terminator(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.terminator)
}

/// The liveness of the ops and values of `regions` and the regions in them (MLIR's
/// `propagateLiveness`, which sweeps the regions until nothing changes, reaches the same
/// least fixed point): terminators and ops that would not be trivially dead are live, and
/// so is whatever a live op uses (a branch's operand only if the argument it becomes is);
/// an op with a live result is live.
fn liveness(ir: &Ir, tree: &[RegionId]) -> LiveMap {
    let mut live = LiveMap::default();
    for &r in tree {
        for &b in &ir.region(r).blocks {
            for &op in &ir.block(b).ops {
                if is_terminator(ir, op) {
                    live.set_terminator(ir, op);
                } else if !live.ops.contains(op.0) && !would_be_trivially_dead(ir, op) {
                    live.set_op(ir, op);
                }
            }
        }
        live.propagate(ir);
    }
    live
}

/// The blocks of a region of more than one block, `blocks`, in post order from its entry
/// block (successors before predecessors).
fn post_order(ir: &Ir, blocks: &crate::ir::BlockList) -> Vec<BlockId> {
    let Some(&entry) = blocks.first() else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(blocks.len());
    let mut seen: FxHashSet<BlockId> =
        FxHashSet::with_capacity_and_hasher(blocks.len(), Default::default());
    let mut stack: Vec<(BlockId, usize)> = Vec::with_capacity(blocks.len());
    stack.push((entry, 0));
    seen.insert(entry);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs: &[BlockId] = match ir.block(b).ops.last() {
            Some(&t) => ir.op(t).successors(),
            None => &[],
        };
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

/// MLIR's `runRegionDCE`: whether anything changed, and whether every op found dead was
/// erased (one still used by an op not erased stays).
fn run_region_dce(ir: &mut Ir, regions: &[RegionId]) -> (bool, bool) {
    let tree = region_tree(ir, regions);
    let live = liveness(ir, &tree);
    let (mut changed, mut complete) = (false, true);
    for r in tree {
        let blocks = ir.region(r).blocks.clone();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if ir.region(r).parent.is_some_and(|p| ir.is_erased(p)) {
            continue;
        }
        let single = blocks.len() == 1;
        let many;
        let order: &[BlockId] = if single {
            std::slice::from_ref(&entry)
        } else {
            many = post_order(ir, &blocks);
            &many
        };
        for &b in order {
            if !single && let Some(&t) = ir.block(b).ops.last() {
                changed |= erase_dead_successor_operands(ir, t, &live);
            }
            // The dead ops, users before definitions (erasing one erases none of the others:
            // what it holds is in regions of its own, which the tree skips).
            let dead: Vec<OpId> = ir
                .block(b)
                .ops
                .iter()
                .rev()
                .copied()
                .filter(|&o| !live.op_live(ir, o))
                .collect();
            for o in dead {
                if ir.is_erased(o) {
                    continue;
                }
                match ir.erase_op(o) {
                    Ok(()) => changed = true,
                    Err(_) => complete = false,
                }
            }
        }
        for &b in blocks.iter().skip(1) {
            let dead: Vec<bool> = ir
                .block(b)
                .args
                .iter()
                .map(|a| !live.value_live(*a))
                .collect();
            if dead.contains(&true) {
                ir.erase_block_arguments(b, &dead);
                changed = true;
            }
        }
    }
    (changed, complete)
}

/// Removes the operands `terminator` forwards to block arguments not proved live (MLIR's
/// `SuccessorOperands::erase`, which also shrinks the operand segment sizes).
fn erase_dead_successor_operands(ir: &mut Ir, terminator: OpId, live: &LiveMap) -> bool {
    let Some(f) = ir
        .op(terminator)
        .name
        .def()
        .and_then(|d| d.successor_operands)
    else {
        return false;
    };
    let mut changed = false;
    for s in (0..ir.op(terminator).successors().len()).rev() {
        let succ = ir.op(terminator).successors()[s];
        let so = f(ir, terminator, s);
        for k in (0..so.forwarded.len()).rev() {
            let arg = ir.block(succ).args.get(so.produced + k).copied();
            if arg.is_some_and(|a| !live.value_live(a)) {
                erase_operand(ir, terminator, so.forwarded.start + k, so.sub_segment);
                changed = true;
            }
        }
    }
    changed
}

/// Erases operand `index` of `op`, shrinking the group that holds it in `operandSegmentSizes`
/// and, for a variadic-of-variadic group, its entry `sub_segment.1` in the property
/// `sub_segment.0`.
fn erase_operand(ir: &mut Ir, op: OpId, index: usize, sub_segment: Option<(&'static str, usize)>) {
    use crate::ir::def::OPERAND_SEGMENT_SIZES;
    if let Some((name, entry)) = sub_segment {
        shrink_segment(ir, op, name, entry);
    }
    let group = crate::ods::segment_sizes(ir, op, OPERAND_SEGMENT_SIZES).and_then(|sizes| {
        let mut end = 0usize;
        sizes.iter().position(|&n| {
            end += usize::try_from(n).unwrap_or(0);
            index < end
        })
    });
    ir.set_operands(op, index..index + 1, &[]);
    if let Some(group) = group {
        shrink_segment(ir, op, OPERAND_SEGMENT_SIZES, group);
    }
}

/// Takes one from entry `entry` of the segment sizes property `name` of `op`.
fn shrink_segment(ir: &mut Ir, op: OpId, name: &'static str, entry: usize) {
    let Some(sizes) = crate::ods::segment_sizes(ir, op, name) else {
        return;
    };
    let mut sizes: Vec<usize> = sizes
        .iter()
        .map(|&n| usize::try_from(n).unwrap_or(0))
        .collect();
    if let Some(n) = sizes.get_mut(entry) {
        *n = n.saturating_sub(1);
        ir.set_property(op, name, crate::ods::segment_sizes_attr(&sizes));
    }
}

#[cfg(test)]
mod tests {
    use super::IdSet;

    /// The set holds what was inserted, whichever way the ids come (above its words, below
    /// them, far from zero), and moves its words down a logarithmic number of times.
    #[test]
    fn id_sets_hold_ids_inserted_in_any_order() {
        let mut set = IdSet::default();
        let mut model = std::collections::BTreeSet::new();
        let mut ids: Vec<u32> = (0..3000).map(|k| 1_000_000 - k * 37).collect();
        ids.extend((0..500).map(|k| 2_000_000 + k * 5));
        ids.extend([0, 63, 64, 1_000_000, 999_999]);
        let mut moves = 0;
        for &i in &ids {
            let base = set.base;
            assert_eq!(set.insert_new(i), model.insert(i), "{i}");
            moves += usize::from(set.base != base);
        }
        assert!(moves <= 20, "{moves}");
        for i in (0..2_100_000).step_by(7) {
            assert_eq!(set.contains(i), model.contains(&i), "{i}");
        }
        assert!(ids.iter().all(|&i| set.contains(i)));
    }
}
