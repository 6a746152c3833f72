//! What a pattern edits the IR through (MLIR's `PatternRewriter`, `RewriterBase`): each edit
//! also tells the greedy driver what to look at again, as MLIR's driver hears it as the
//! rewriter's listener — an op inserted, moved or modified goes on the worklist with its
//! ancestors (`notifyOperationInserted`, `notifyOperationModified`), an erased op leaves it and
//! sends the definitions of its operands (`notifyOperationErased`); moving blocks tells it
//! nothing.

use rustc_hash::FxHashSet;

use crate::ir::{
    Attribute, BlockId, BlockInUse, InsertPoint, Ir, IrMapping, Location, OpId, OpOperand,
    OperationState, RegionId, StillUsed, Type, Value, WalkOrder, WalkResult,
};

/// The ops still to visit, in order, each at most once (MLIR's `Worklist`).
pub(super) struct Worklist {
    ops: Vec<Option<OpId>>,
    /// Where each op is in `ops`, by op id ([`NOT_LISTED`] when it is not): an array, not a
    /// map, as op ids are dense (a map's probes were most of a push on a large module). As
    /// long as the largest op id seen, it is kept for the thread's next worklist (a pass
    /// nested on each function makes one a function), all [`NOT_LISTED`] again.
    index: Vec<u32>,
}

/// [`Worklist::index`] of an op not on the list.
const NOT_LISTED: u32 = u32::MAX;

thread_local! {
    /// The index the thread's last worklist left, all [`NOT_LISTED`].
    static SPARE_INDEX: std::cell::Cell<Vec<u32>> = const { std::cell::Cell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            ops: Vec::new(),
            index: SPARE_INDEX.take(),
        }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        for op in self.ops.iter().flatten() {
            self.index[op.0 as usize] = NOT_LISTED;
        }
        let index = std::mem::take(&mut self.index);
        SPARE_INDEX.with(|spare| {
            let old = spare.take();
            spare.set(if old.len() > index.len() { old } else { index });
        });
    }
}

impl Worklist {
    /// The slot of `op` in the index, grown to hold it.
    fn slot(&mut self, op: OpId) -> &mut u32 {
        let i = op.0 as usize;
        if self.index.len() <= i {
            self.index.resize((i + 1).next_power_of_two(), NOT_LISTED);
        }
        &mut self.index[i]
    }

    pub(super) fn push(&mut self, op: OpId) {
        let at = self.ops.len() as u32;
        let slot = self.slot(op);
        if *slot == NOT_LISTED {
            *slot = at;
            self.ops.push(Some(op));
        }
    }

    pub(super) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.ops.pop() {
            if let Some(op) = slot {
                *self.slot(op) = NOT_LISTED;
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        let i = std::mem::replace(self.slot(op), NOT_LISTED);
        if let Some(slot) = self.ops.get_mut(i as usize) {
            *slot = None;
        }
    }

    pub(super) fn reverse(&mut self) {
        self.ops.reverse();
        for (i, op) in self.ops.iter().enumerate() {
            if let Some(op) = op {
                self.index[op.0 as usize] = i as u32;
            }
        }
    }
}

/// Where ops moved one by one go, fixed before the first moves (MLIR's block iterator): before
/// an op, or at the end of a block.
#[derive(Clone, Copy)]
enum Anchor {
    Before(OpId),
    End(BlockId),
}

impl Anchor {
    fn of(ir: &Ir, at: InsertPoint) -> Anchor {
        match at {
            InsertPoint::Before(op) => Anchor::Before(op),
            InsertPoint::BlockEnd(block) => Anchor::End(block),
            InsertPoint::BlockStart(block) => ir
                .block(block)
                .ops
                .first()
                .map_or(Anchor::End(block), |&o| Anchor::Before(o)),
            InsertPoint::After(op) => match ir.op(op).parent() {
                Some(block) => ir.next_op(op).map_or(Anchor::End(block), Anchor::Before),
                None => Anchor::Before(op),
            },
        }
    }

    fn point(self) -> InsertPoint {
        match self {
            Anchor::Before(op) => InsertPoint::Before(op),
            Anchor::End(block) => InsertPoint::BlockEnd(block),
        }
    }
}

/// What a pattern edits the IR through (MLIR's `PatternRewriter`): each edit also tells the
/// driver which ops to look at again. Where MLIR's rewriter has an insertion point, these
/// methods take an [`InsertPoint`]; a pattern's new ops usually go before the op it matched
/// (`InsertPoint::Before(op)`), where MLIR's driver puts the insertion point.
pub struct Rewriter<'a> {
    pub(super) ir: &'a mut Ir,
    pub(super) worklist: &'a mut Worklist,
    /// The root whose regions the driver works on (MLIR's scope region).
    pub(super) root: OpId,
    /// The driver's visit of the op it tries patterns on ([`Rewriter::visit`]).
    pub(super) visit: u64,
}

/// The visits of ops by the greedy driver so far, in the process ([`Rewriter::visit`]).
static VISITS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A new visit's id, unique in the process.
pub(super) fn next_visit() -> u64 {
    VISITS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl std::fmt::Debug for Rewriter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rewriter").finish_non_exhaustive()
    }
}

impl Rewriter<'_> {
    /// The driver's current visit of an op, an id unique in the process: every pattern tried
    /// on one visit sees the same IR (a pattern that does not apply changes nothing), so
    /// patterns may share what they computed of the op under this id (the region branch
    /// patterns share the op's successor mapping).
    pub fn visit(&self) -> u64 {
        self.visit
    }

    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The IR, to edit without telling the driver (what MLIR's patterns do through the ops'
    /// own setters): for what needs `&mut Ir` without changing it, as the constant matchers
    /// ([`m_constant`](crate::pass::m_constant)) that fold a constant op.
    pub fn ir_mut(&mut self) -> &mut Ir {
        self.ir
    }

    /// MLIR's `addToWorklist`: `op` and its ancestors up to the root's regions, innermost
    /// first; nothing for an op outside them.
    pub(super) fn add_to_worklist(&mut self, op: OpId) {
        push_with_ancestors(self.ir, self.worklist, self.root, op);
    }

    /// The constant `v` holds, when a `ConstantLike` op defines it (MLIR's `m_Constant`).
    pub fn constant_value(&mut self, v: Value) -> Option<Attribute> {
        super::super::fold::constant_value(self.ir, v)
    }

    /// Creates an op from `state` at `at` (it is visited later).
    pub fn create_op_at(&mut self, at: InsertPoint, state: OperationState) -> OpId {
        let op = self.ir.create_op_at(at, state);
        self.add_to_worklist(op);
        op
    }

    /// Inserts at `at` the op `create` makes detached in the IR (a generated builder:
    /// `|ir| MyOp::create(ir, loc, …)`); it is visited later.
    pub fn insert(&mut self, at: InsertPoint, create: impl FnOnce(&mut Ir) -> OpId) -> OpId {
        let op = create(self.ir);
        self.ir.insert_op(at, op);
        self.add_to_worklist(op);
        op
    }

    /// [`Rewriter::insert`] of what a fallible builder makes (a generated builder that infers
    /// result types: `|ir| AddIOp::create(ir, loc, a, b, flags)`); `None`, and nothing
    /// inserted, when it makes nothing.
    pub fn try_insert(
        &mut self,
        at: InsertPoint,
        create: impl FnOnce(&mut Ir) -> Option<OpId>,
    ) -> Option<OpId> {
        let op = create(self.ir)?;
        self.ir.insert_op(at, op);
        self.add_to_worklist(op);
        Some(op)
    }

    /// Inserts before `op` the op `create` makes and replaces `op` by its results (MLIR's
    /// `replaceOpWithNewOp`); the new op.
    ///
    /// # Panics
    /// When the new op has another number of results than `op`.
    pub fn replace_op_with_new_op(
        &mut self,
        op: OpId,
        create: impl FnOnce(&mut Ir) -> OpId,
    ) -> Result<OpId, StillUsed> {
        let new = self.insert(InsertPoint::Before(op), create);
        let results = self.ir.op(new).results.to_vec();
        self.replace_op(op, &results)?;
        Ok(new)
    }

    /// A copy of `op` with the same name, operands, attributes, result types and successors
    /// and as many regions, all empty, inserted at `at` (MLIR's `cloneWithoutRegions`).
    pub fn clone_without_regions(&mut self, op: OpId, at: InsertPoint) -> OpId {
        self.insert(at, |ir| {
            ir.clone_without_regions(op, None, &mut IrMapping::new())
        })
    }

    /// A copy of `op` (its operands and successors looked up in `mapping`, which its results
    /// join) inserted at `at` (MLIR's `OpBuilder::clone`): the copy is visited later, then, in
    /// a pre-order walk of it, the ops directly in the regions of each op walked.
    pub fn clone_op(&mut self, op: OpId, at: InsertPoint, mapping: &mut IrMapping) -> OpId {
        let new = self.ir.clone_op(op, mapping);
        self.ir.insert_op(at, new);
        self.add_to_worklist(new);
        let mut walked = Vec::new();
        self.ir.walk(new, WalkOrder::PreOrder, |o| {
            walked.push(o);
            WalkResult::Advance
        });
        for o in walked {
            let ir = &*self.ir;
            let children: Vec<OpId> = ir
                .op(o)
                .regions()
                .iter()
                .flat_map(|&r| ir.region(r).blocks.iter())
                .flat_map(|&b| ir.block(b).ops.iter().copied())
                .collect();
            for child in children {
                self.add_to_worklist(child);
            }
        }
        new
    }

    /// Copies the blocks of `region` into `dest` at position `index` (MLIR's
    /// `cloneRegionBefore`, see [`Ir::clone_region_into`]); each op of the copies is visited
    /// later, block by block, in a pre-order walk.
    pub fn clone_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        index: usize,
        mapping: &mut IrMapping,
    ) {
        let before = self.ir.region(dest).blocks.len();
        self.ir.clone_region_into(region, dest, index, mapping);
        let added = self.ir.region(dest).blocks.len() - before;
        let start = index.min(before);
        let ir = &*self.ir;
        let mut walked = Vec::new();
        for &b in ir.region(dest).blocks.iter().skip(start).take(added) {
            for &top in &ir.block(b).ops {
                ir.walk(top, WalkOrder::PreOrder, |o| {
                    walked.push(o);
                    WalkResult::Advance
                });
            }
        }
        for o in walked {
            self.add_to_worklist(o);
        }
    }

    /// Changes `op` in place with `edit` (MLIR's `modifyOpInPlace`); it is visited again. The
    /// use lists are rebuilt if `edit` changes operands.
    pub fn modify_op(&mut self, op: OpId, edit: impl FnOnce(&mut Ir, OpId)) {
        edit(self.ir, op);
        self.add_to_worklist(op);
    }

    /// Sets operand `index` of `op` to `value`; `op` is visited again.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        self.ir.set_operand(op, index, value);
        self.add_to_worklist(op);
    }

    /// Makes every use of `from` a use of `to`; the users are visited again (in MLIR's
    /// use-list order: the latest use first).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            self.replace_uses_with_if(from, to, |_, _| true);
            return;
        }
        // Each use set to `to` leaves `from`'s list, whose last is the latest (at most as many
        // turns as there were uses: a list out of step with the operands cannot loop).
        for _ in 0..self.ir.uses(from).len() {
            let Some(&u) = self.ir.uses(from).last() else {
                break;
            };
            self.ir.set_operand(u.op, u.index as usize, to);
            self.add_to_worklist(u.op);
        }
    }

    /// Makes the uses of `from` that `replace` picks uses of `to` (MLIR's
    /// `replaceUsesWithIf`), in MLIR's use-list order; the users changed are visited again.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut replace: impl FnMut(&Ir, OpOperand) -> bool,
    ) {
        for u in self.ir.uses(from).to_vec().into_iter().rev() {
            if replace(self.ir, u) {
                self.ir.set_operand(u.op, u.index as usize, to);
                self.add_to_worklist(u.op);
            }
        }
    }

    /// Replaces `op`'s results by `values` and erases it (MLIR's `replaceOp`).
    ///
    /// # Panics
    /// When `values` does not have one value per result.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), StillUsed> {
        let n = self.ir.op(op).results.len();
        assert_eq!(n, values.len(), "replace_op: result count");
        for (i, &v) in values.iter().enumerate() {
            let r = self.ir.op(op).results[i];
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op)
    }

    /// Erases `op` and what it holds (MLIR's `eraseOp`: what is nested first, each region's
    /// blocks in post order from its entry block, each block's ops from the last); the
    /// definitions of the operands left with at most one other user are visited again (they
    /// may now be dead or foldable).
    pub fn erase_op(&mut self, op: OpId) -> Result<(), StillUsed> {
        if let Some(&user) = self
            .ir
            .op(op)
            .results
            .iter()
            .flat_map(|&r| self.ir.uses(r).iter())
            .next()
        {
            return Err(StillUsed {
                value: self.ir.op(user.op).operands[user.index as usize],
                user,
            });
        }
        if self.ir.op(op).regions().is_empty() {
            // What passes erase most: one op, no set of ops gone (its own uses are skipped).
            self.notify_erased_one(op, &FxHashSet::default());
        } else {
            self.notify_erased(op, &mut FxHashSet::default());
        }
        self.ir.erase_op(op)
    }

    /// Erases `block` and its ops, from the last (MLIR's `eraseBlock`): no other block may
    /// branch to it, and nothing outside it may use what it defines.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), BlockInUse> {
        let mut gone: FxHashSet<OpId> = FxHashSet::default();
        for op in self.ir.block(block).ops.to_vec().into_iter().rev() {
            self.notify_erased(op, &mut gone);
        }
        self.ir.erase_block(block)
    }

    /// Tells the driver that `op` and what it holds are erased, in MLIR's order (`gone`: the
    /// ops erased before, whose uses no longer count).
    fn notify_erased(&mut self, op: OpId, gone: &mut FxHashSet<OpId>) {
        let mut order = Vec::new();
        erase_order(self.ir, op, &mut order);
        for o in order {
            self.notify_erased_one(o, gone);
            gone.insert(o);
        }
    }

    /// One op of those [`Rewriter::notify_erased`] tells of: the definitions of its operands
    /// are visited again, and it leaves the worklist.
    fn notify_erased_one(&mut self, op: OpId, gone: &FxHashSet<OpId>) {
        self.add_operands_to_worklist(op, gone);
        self.worklist.remove(op);
    }

    /// MLIR's `addOperandsToWorklist`: the definition of each operand of `op` that has at
    /// most one user besides `op` (ops in `gone` are being erased).
    fn add_operands_to_worklist(&mut self, op: OpId, gone: &FxHashSet<OpId>) {
        for i in 0..self.ir.op(op).operands.len() {
            let v = self.ir.op(op).operands[i];
            let Some(def) = self.ir.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for u in self.ir.uses(v).iter().rev() {
                if u.op == op || Some(u.op) == other || gone.contains(&u.op) {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(def);
            }
        }
    }

    /// Moves `op` to `at` (MLIR's `moveOpBefore` / `moveOpAfter`); it is visited again.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.ir.insert_op(at, op);
        self.add_to_worklist(op);
    }

    /// Moves the ops of `source` to `at`, in order, its arguments replaced by `args`, and
    /// erases `source` (MLIR's `inlineBlockBefore`): no block may branch to `source`. The
    /// users of the arguments and the moved ops are visited again.
    ///
    /// # Panics
    /// When `args` does not have one value per argument of `source`.
    pub fn inline_block_before(&mut self, source: BlockId, at: InsertPoint, args: &[Value]) {
        let params = self.ir.block(source).args.to_vec();
        assert_eq!(
            params.len(),
            args.len(),
            "inline_block_before: argument count"
        );
        for (&p, &a) in params.iter().zip(args) {
            self.replace_all_uses_with(p, a);
        }
        let anchor = Anchor::of(self.ir, at);
        for op in self.ir.block(source).ops.to_vec() {
            self.move_op(op, anchor.point());
        }
        // Empty and unused now: only a branch to it could keep it, which upstream asserts
        // there is none of.
        let _ = self.ir.erase_block(source);
    }

    /// Moves the ops of `source` to the end of `dest` (MLIR's `mergeBlocks`); see
    /// [`Rewriter::inline_block_before`].
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(source, InsertPoint::BlockEnd(dest), args);
    }

    /// Splits `block` before `before` (at its end with `None`): a new block right after it in
    /// its region receives the ops from `before` on, moved one by one from the last (MLIR's
    /// `RewriterBase::splitBlock`); the new block.
    ///
    /// # Panics
    /// When `block` is in no region.
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let region = self
            .ir
            .block(block)
            .parent
            .expect("split_block: a detached block");
        let index = self
            .ir
            .region(region)
            .blocks
            .iter()
            .position(|&b| b == block)
            .map_or(usize::MAX, |i| i + 1);
        let new = self.ir.insert_block(region, index, Location::Unknown);
        let Some(before) = before else {
            return new;
        };
        while self.ir.op(before).parent() != Some(new) {
            let Some(&last) = self.ir.block(block).ops.last() else {
                break;
            };
            self.move_op(last, InsertPoint::BlockStart(new));
        }
        new
    }

    /// Moves the blocks of `region`, in order, into `dest` at position `index` (clamped to its
    /// end; MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, index: usize) {
        let before = self.ir.region(dest).blocks.get(index).copied();
        for block in self.ir.region(region).blocks.to_vec() {
            let at = before
                .and_then(|b| self.ir.region(dest).blocks.iter().position(|&x| x == b))
                .unwrap_or(usize::MAX);
            self.ir.move_block(block, dest, at);
        }
    }

    /// A new block at position `index` of `region` (clamped to its end) with arguments of
    /// `types` at `locs` (MLIR's `createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        index: usize,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        let block = self.ir.insert_block(region, index, Location::Unknown);
        for (i, ty) in types.iter().enumerate() {
            let arg = self.ir.add_block_argument(block, ty.clone());
            let loc = locs.get(i).cloned().unwrap_or(Location::Unknown);
            self.ir.set_arg_loc(arg, loc);
        }
        block
    }

    /// Replaces `op` by a copy without the results `erase` marks, created before it with its
    /// regions moved in (MLIR's `eraseOpResults`); the results erased must be unused. The new
    /// op.
    pub fn erase_op_results(&mut self, op: OpId, erase: &[bool]) -> Result<OpId, StillUsed> {
        let keep: Vec<bool> = (0..self.ir.op(op).results.len())
            .map(|i| !erase.get(i).copied().unwrap_or(false))
            .collect();
        let new = self.insert(InsertPoint::Before(op), |ir| {
            ir.clone_without_regions(op, Some(&keep), &mut IrMapping::new())
        });
        let new_regions = self.ir.op(new).regions().to_vec();
        for (i, &r) in self.ir.op(op).regions().to_vec().iter().enumerate() {
            self.inline_region_before(r, new_regions[i], 0);
        }
        let old = self.ir.op(op).results.to_vec();
        let new_results = self.ir.op(new).results.to_vec();
        let kept = old.iter().zip(&keep).filter(|(_, k)| **k).map(|(r, _)| *r);
        for (r, n) in kept.zip(new_results) {
            self.replace_all_uses_with(r, n);
        }
        self.erase_op(op)?;
        Ok(new)
    }
}

/// MLIR's `addToWorklist`: `op` and its ancestors below `root`, innermost first, each unless
/// it is on the worklist already; nothing for an op outside `root`.
pub(super) fn push_with_ancestors(ir: &Ir, worklist: &mut Worklist, root: OpId, op: OpId) {
    // Up to `root` first (the chain is short), then again pushing.
    let mut o = op;
    loop {
        match ir.parent_op(o) {
            None => return,
            Some(parent) if parent == root => break,
            Some(parent) => o = parent,
        }
    }
    let mut o = op;
    loop {
        worklist.push(o);
        match ir.parent_op(o) {
            Some(parent) if parent != root => o = parent,
            _ => return,
        }
    }
}

/// The order in which MLIR's `eraseOp` erases `op` and what it holds: its regions from the
/// last; in each, the blocks in post order from the entry block (successors before
/// predecessors; blocks left unreached, from the first of them, the same way), each block's
/// ops from the last (each op after what it holds); `op` last.
fn erase_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    let regions = ir.op(op).regions();
    if !regions.is_empty() {
        // One level deeper: on a fresh stack segment when this one runs low.
        crate::threads::ensure_sufficient_stack(|| {
            for &r in regions.iter().rev() {
                for b in erase_block_order(ir, r) {
                    for &o in ir.block(b).ops.iter().rev() {
                        erase_order(ir, o, out);
                    }
                }
            }
        });
    }
    out.push(op);
}

/// The blocks of `region` in the order MLIR's `eraseOp` visits them: post order from the
/// first block not visited yet, until none is left.
fn erase_block_order(ir: &Ir, region: RegionId) -> Vec<BlockId> {
    let blocks = &ir.region(region).blocks;
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut out = Vec::with_capacity(blocks.len());
    for &start in blocks.iter() {
        if !seen.insert(start) {
            continue;
        }
        let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs: &[BlockId] = match ir.block(b).ops.last() {
                Some(&t) => ir.op(t).successors(),
                None => &[],
            };
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if ir.block(s).parent == Some(region) && seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                out.push(b);
                stack.pop();
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A worklist dropped with ops still on it leaves its thread's next one an index in which
    /// no op is listed: each is pushed and popped again, in order.
    #[test]
    fn a_worklist_left_unfinished_does_not_hide_ops_from_the_next() {
        let ops: Vec<OpId> = [3, 70, 5, 1000].into_iter().map(OpId).collect();
        {
            let mut first = Worklist::default();
            for &op in &ops {
                first.push(op);
            }
            first.remove(OpId(5));
            assert_eq!(first.pop(), Some(OpId(1000)));
        }
        let mut next = Worklist::default();
        for &op in &ops {
            next.push(op);
            next.push(op);
        }
        next.reverse();
        let popped: Vec<OpId> = std::iter::from_fn(|| next.pop()).collect();
        assert_eq!(popped, ops);
    }
}
