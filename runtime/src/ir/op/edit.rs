//! Editing the IR: inserting, moving and erasing ops and blocks (MLIR's `OpBuilder` insertion
//! points, `Operation::moveBefore`, `Operation::erase`, `Block::erase`), operands and use lists
//! (`OpOperand`, `Value::getUses`, `replaceAllUsesWith`). Every edit keeps the use lists and
//! forgets what it invalidates of the verifier's caches ([`Ir::is_verified`],
//! [`Ir::symbols_unique`]).

use std::fmt;

use rustc_hash::FxHashSet;

use super::{BlockId, Ir, OpId, OperationState, RegionId, UseList, Value, ValueDef};
use crate::ir::{Attribute, Location, NamedAttribute};

/// One use of a value: operand `index` of `op` (MLIR's `OpOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpOperand {
    /// The op using the value.
    pub op: OpId,
    /// Which of its operands.
    pub index: u32,
}

/// Where [`Ir::insert_op`] puts an op (MLIR's `OpBuilder` insertion points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InsertPoint {
    /// Before the first op of the block.
    BlockStart(BlockId),
    /// After the last op of the block (before nothing: a terminator stays where it is only
    /// if you insert before it).
    BlockEnd(BlockId),
    /// Right before the op, in its block.
    Before(OpId),
    /// Right after the op, in its block.
    After(OpId),
}

/// Why an op or a block could not be erased: a value it defines is still used by an op outside
/// it (MLIR asserts «operation destroyed but still has uses»).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StillUsed {
    /// The value.
    pub value: Value,
    /// One use of it outside what was to be erased.
    pub user: OpOperand,
}

impl fmt::Display for StillUsed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("operation destroyed but still has uses")
    }
}

impl std::error::Error for StillUsed {}

/// Why a block could not be erased.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockInUse {
    /// A value it defines is used outside it.
    Value(StillUsed),
    /// This op, in another block, branches to it.
    Branch(OpId),
}

impl fmt::Display for BlockInUse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlockInUse::Value(e) => e.fmt(f),
            BlockInUse::Branch(_) => f.write_str("block destroyed but still has predecessors"),
        }
    }
}

impl std::error::Error for BlockInUse {}

/// Each value's uses, by value id, in the order they were added; and each block's, the ops
/// naming it as a successor (once per successor slot).
#[derive(Clone, Debug, Default)]
pub(super) struct UseIndex {
    by_value: Vec<UseList>,
    /// The branches to each block, by block id: the op and its successor slot.
    by_block: Vec<UseList>,
}

impl UseIndex {
    fn build(ir: &Ir) -> UseIndex {
        let mut index = UseIndex {
            by_value: vec![UseList::new(); ir.values.len()],
            by_block: vec![UseList::new(); ir.blocks.len()],
        };
        for (i, op) in ir.ops.iter().enumerate() {
            if ir.erased.contains(i as u32) {
                continue;
            }
            for (j, &v) in op.operands.iter().enumerate() {
                index.add(
                    v,
                    OpOperand {
                        op: OpId(i as u32),
                        index: j as u32,
                    },
                );
            }
            for (slot, &b) in op.successors().iter().enumerate() {
                index.add_successor(b, OpId(i as u32), slot);
            }
        }
        index
    }

    /// Notes that successor `slot` of `op` is `block`.
    pub(super) fn add_successor(&mut self, block: BlockId, op: OpId, slot: usize) {
        let i = block.0 as usize;
        if self.by_block.len() <= i {
            self.by_block.resize(i + 1, UseList::new());
        }
        self.by_block[i].push(OpOperand {
            op,
            index: slot as u32,
        });
    }

    /// Forgets that successor `slot` of `op` is `block`.
    fn remove_successor(&mut self, block: BlockId, op: OpId, slot: usize) {
        if let Some(users) = self.by_block.get_mut(block.0 as usize) {
            users.remove_item(&OpOperand {
                op,
                index: slot as u32,
            });
        }
    }

    fn branches(&self, block: BlockId) -> &UseList {
        list_at(&self.by_block, block.0)
    }

    pub(super) fn add(&mut self, v: Value, u: OpOperand) {
        let i = v.0 as usize;
        if self.by_value.len() <= i {
            self.by_value.resize(i + 1, UseList::new());
        }
        self.by_value[i].push(u);
    }

    fn remove(&mut self, v: Value, u: OpOperand) {
        if let Some(uses) = self.by_value.get_mut(v.0 as usize) {
            uses.remove_item(&u);
        }
    }

    fn get(&self, v: Value) -> &UseList {
        list_at(&self.by_value, v.0)
    }
}

/// List `i` of `lists`; an empty one past their end (a value or block made after the last
/// edit that listed one).
fn list_at(lists: &[UseList], i: u32) -> &UseList {
    static NONE: UseList = UseList::new();
    lists.get(i as usize).unwrap_or(&NONE)
}

impl Ir {
    /// The uses of `v`, each an operand of an op that is not erased (attached or not), in the
    /// order they were made (iterate it; see [`UseList`]). The first query builds the use
    /// lists of the whole IR; the editing methods keep them current after that.
    pub fn uses(&self, v: Value) -> &UseList {
        self.uses.get_or_init(|| UseIndex::build(self)).get(v)
    }

    /// Whether `v` has any use (MLIR's `!Value::use_empty()`).
    pub fn has_uses(&self, v: Value) -> bool {
        !self.uses(v).is_empty()
    }

    /// The ops using `v`, once per use (MLIR's `Value::getUsers`).
    pub fn users(&self, v: Value) -> impl Iterator<Item = OpId> + '_ {
        self.uses(v).iter().map(|u| u.op)
    }

    /// The blocks that branch to `block`: the block of each op in a block naming it, once per
    /// successor slot (MLIR's `Block::getPredecessors`, over the block's uses), in the order
    /// the branches were made. Built with the use lists ([`Ir::uses`]).
    pub fn predecessors(&self, block: BlockId) -> Vec<BlockId> {
        self.predecessors_iter(block).collect()
    }

    fn predecessors_iter(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        let index = self.uses.get_or_init(|| UseIndex::build(self));
        index
            .branches(block)
            .iter()
            .filter_map(|u| self.op(u.op).parent())
    }

    /// The one block branching to `block` once (MLIR's `Block::getSinglePredecessor`: `None`
    /// also when one block branches to it twice).
    pub fn single_predecessor(&self, block: BlockId) -> Option<BlockId> {
        let mut preds = self.predecessors_iter(block);
        let only = preds.next()?;
        preds.next().is_none().then_some(only)
    }

    /// The one block all branches to `block` come from (MLIR's
    /// `Block::getUniquePredecessor`).
    pub fn unique_predecessor(&self, block: BlockId) -> Option<BlockId> {
        let mut preds = self.predecessors_iter(block);
        let first = preds.next()?;
        preds.all(|p| p == first).then_some(first)
    }

    /// Whether none of `op`'s results is used (MLIR's `Operation::use_empty`).
    #[inline]
    pub fn results_unused(&self, op: OpId) -> bool {
        self.op(op).results.iter().all(|&v| !self.has_uses(v))
    }

    /// Whether `op` was erased ([`Ir::erase_op`]).
    pub fn is_erased(&self, op: OpId) -> bool {
        self.erased.contains(op.0)
    }

    /// The use lists, when they were built.
    fn use_index(&mut self) -> Option<&mut UseIndex> {
        self.uses.get_mut()
    }

    /// Sets operand `index` of `op` to `value`. Panics when `op` has no such operand.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let old = self.ops[op.0 as usize].operands[index];
        self.ops[op.0 as usize].operands[index] = value;
        self.verified.remove(op.0);
        if let Some(uses) = self.use_index() {
            let u = OpOperand {
                op,
                index: index as u32,
            };
            uses.remove(old, u);
            uses.add(value, u);
        }
    }

    /// Replaces operands `range` of `op` by `values`, which may be more or fewer (MLIR's
    /// `Operation::setOperands(start, length, operands)`); the operands after the range move
    /// and their uses with them. Panics when `range` is out of `op`'s operands.
    pub fn set_operands(&mut self, op: OpId, range: std::ops::Range<usize>, values: &[Value]) {
        let start = range.start;
        let old = &mut self.ops[op.0 as usize].operands;
        let moved: Vec<Value> = old[start..].to_vec();
        let tail = old[range.end..].to_vec();
        old.truncate(start);
        old.extend_from_slice(values);
        old.extend_from_slice(&tail);
        let now: Vec<Value> = old[start..].to_vec();
        self.verified.remove(op.0);
        if let Some(uses) = self.use_index() {
            for (i, v) in moved.into_iter().enumerate() {
                let index = (start + i) as u32;
                uses.remove(v, OpOperand { op, index });
            }
            for (i, v) in now.into_iter().enumerate() {
                let index = (start + i) as u32;
                uses.add(v, OpOperand { op, index });
            }
        }
    }

    /// Replaces the successors of `op` by `blocks` (MLIR's `Operation::setSuccessor`, for all
    /// of them at once), keeping the blocks' predecessors ([`Ir::predecessors`]).
    pub fn set_successors(&mut self, op: OpId, blocks: &[BlockId]) {
        let old = std::mem::take(self.ops[op.0 as usize].successors_mut());
        self.ops[op.0 as usize]
            .successors_mut()
            .extend_from_slice(blocks);
        self.verified.remove(op.0);
        if let Some(uses) = self.use_index() {
            for (slot, b) in old.into_iter().enumerate() {
                uses.remove_successor(b, op, slot);
            }
            for (slot, &b) in blocks.iter().enumerate() {
                uses.add_successor(b, op, slot);
            }
        }
    }

    /// Sets (or replaces) the discardable attribute `attr.name` of `op` (MLIR's
    /// `Operation::setDiscardableAttr`), keeping the use lists; the value it replaces, if any.
    pub fn set_discardable_attr(&mut self, op: OpId, attr: NamedAttribute) -> Option<Attribute> {
        self.alias_holders |= !crate::ir::print::holds_no_alias(&attr.value);
        self.dotted_attributes |= attr.name.is_dotted();
        self.property_changed(op);
        self.ops[op.0 as usize].attributes.insert(attr)
    }

    /// Sets (or replaces) the inherent attribute `name` of `op` (MLIR's
    /// `Operation::setInherentAttr`); the value it replaces, if any (a default not stored is
    /// none). A value equal to the property's default is not stored: the op then has the
    /// default ([`AttrSpec::default`](crate::ir::def::AttrSpec::default)). Nothing checks that
    /// the value has the kind the op declares: the verifier does.
    pub fn set_property(&mut self, op: OpId, name: &str, value: Attribute) -> Option<Attribute> {
        self.property_changed(op);
        self.alias_holders |= !crate::ir::print::holds_no_alias(&value);
        let o = &mut self.ops[op.0 as usize];
        if o.name
            .def()
            .and_then(|d| d.property_default(name))
            .is_some_and(|d| *d == value)
        {
            return o.properties.remove(name);
        }
        // A name the op's definition declares is stored as that static string (as
        // `OperationState::set_property`).
        match o
            .name
            .def()
            .and_then(|d| d.inherent_attrs.iter().find(|n| **n == name))
        {
            Some(n) => o.properties.insert(NamedAttribute {
                name: crate::ir::AttrName::from_static(n),
                value,
            }),
            None => o.properties.set(name, value),
        }
    }

    /// Removes the inherent attribute `name` of `op`; its value, if it had one.
    pub fn remove_property(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        self.property_changed(op);
        self.ops[op.0 as usize].properties.remove(name)
    }

    /// Forgets what a change of `op`'s properties invalidates: its verified mark and the
    /// uniqueness of its block's symbol names (it may be `sym_name`). The use lists stay.
    fn property_changed(&mut self, op: OpId) {
        self.verified.remove(op.0);
        if let Some(b) = self.ops[op.0 as usize].parent() {
            self.symbols_unique.remove(b.0);
        }
    }

    /// Makes every use of `from` a use of `to` (MLIR's `replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = self.uses(from).to_vec();
        for u in uses {
            self.set_operand(u.op, u.index as usize, to);
        }
    }

    /// Replaces each result of `op` by the value at the same position in `values`, then erases
    /// `op` (MLIR's `RewriterBase::replaceOp`). Panics when the counts differ.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), StillUsed> {
        let results = self.op(op).results.clone();
        assert_eq!(results.len(), values.len(), "replace_op: result count");
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op)
    }

    /// The op after `op` in its block (MLIR's `Operation::getNextNode`); none for the last
    /// op and for an op in no block. Takes the same time in a block of any length.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.block(self.op(op).parent()?).ops.after(&op)
    }

    /// The op before `op` in its block (MLIR's `Operation::getPrevNode`); none for the first
    /// op and for an op in no block. Takes the same time in a block of any length.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.block(self.op(op).parent()?).ops.before(&op)
    }

    /// Forgets the caches a change of `block`'s ops invalidates: its symbol names' uniqueness
    /// and the verified mark of the op holding it (whose verifier may look at its regions).
    fn block_changed(&mut self, block: BlockId) {
        self.symbols_unique.remove(block.0);
        if let Some(r) = self.blocks[block.0 as usize].parent
            && let Some(p) = self.regions[r.0 as usize].parent
        {
            self.verified.remove(p.0);
        }
    }

    /// Takes `op` out of its block, if it is in one; it stays in the arena, detached, with its
    /// operands and uses (MLIR's `Operation::remove`).
    pub fn detach_op(&mut self, op: OpId) {
        if let Some(block) = self.op(op).parent()
            && self.blocks[block.0 as usize].ops.remove_item(&op)
        {
            self.block_changed(block);
        }
        self.ops[op.0 as usize].set_parent(None);
        self.verified.remove(op.0);
    }

    /// Puts `op` at `at`, moving it there if it is in a block already (MLIR's
    /// `OpBuilder::insert`, `Operation::moveBefore` / `moveAfter`). Panics when `at` names an
    /// op that is in no block, or `op` itself.
    pub fn insert_op(&mut self, at: InsertPoint, op: OpId) {
        self.detach_op(op);
        let block = match at {
            InsertPoint::BlockStart(b) => {
                self.blocks[b.0 as usize].ops.insert(0, op);
                b
            }
            InsertPoint::BlockEnd(b) => {
                self.blocks[b.0 as usize].ops.push(op);
                b
            }
            InsertPoint::Before(o) | InsertPoint::After(o) => {
                let b = self.op(o).parent();
                let list = b.map(|b| &mut self.blocks[b.0 as usize].ops);
                let placed = list.is_some_and(|list| match at {
                    InsertPoint::After(_) => list.insert_after(&o, op),
                    _ => list.insert_before(&o, op),
                });
                match b {
                    Some(b) if placed => b,
                    _ => panic!("insert_op: the anchor op is in no block"),
                }
            }
        };
        self.ops[op.0 as usize].set_parent(Some(block));
        self.block_changed(block);
    }

    /// Creates an op from `state` and inserts it at `at` (MLIR's `OpBuilder::create`).
    pub fn create_op_at(&mut self, at: InsertPoint, state: OperationState) -> OpId {
        let op = self.create_op(state);
        self.insert_op(at, op);
        op
    }

    /// Every op nested in `op`'s regions, `op` first.
    fn subtree(&self, op: OpId, out: &mut Vec<OpId>) {
        let start = out.len();
        out.push(op);
        let mut i = start;
        while i < out.len() {
            let o = out[i];
            for &r in self.op(o).regions() {
                for &b in &self.region(r).blocks {
                    out.extend(self.block(b).ops.iter());
                }
            }
            i += 1;
        }
    }

    /// Erases `ops` (a closed set: every op nested in one of them is in it) and the blocks
    /// `blocks`, after checking that nothing outside uses a value they define.
    fn erase_closed(&mut self, ops: &[OpId], blocks: &[BlockId]) -> Result<(), StillUsed> {
        if let Some(e) = self.use_outside(ops, blocks) {
            return Err(e);
        }
        for &o in ops {
            let operands = std::mem::take(&mut self.ops[o.0 as usize].operands);
            let successors = self.ops[o.0 as usize].successors().to_vec();
            if let Some(uses) = self.use_index() {
                for (i, &v) in operands.iter().enumerate() {
                    uses.remove(
                        v,
                        OpOperand {
                            op: o,
                            index: i as u32,
                        },
                    );
                }
                for (slot, b) in successors.into_iter().enumerate() {
                    uses.remove_successor(b, o, slot);
                }
            }
            self.erased.insert(o.0);
            self.verified.remove(o.0);
        }
        Ok(())
    }

    /// A use of a value `ops` (a closed set) or `blocks` define by an op outside them, if any.
    fn use_outside(&self, ops: &[OpId], blocks: &[BlockId]) -> Option<StillUsed> {
        // One op without regions (what passes erase most): its results, without sets.
        if let [op] = ops
            && blocks.is_empty()
            && self.op(*op).regions().is_empty()
        {
            return self.op(*op).results.iter().find_map(|&value| {
                let user = *self.uses(value).iter().find(|u| u.op != *op)?;
                Some(StillUsed { value, user })
            });
        }
        let inside: FxHashSet<OpId> = ops.iter().copied().collect();
        let mut defined: Vec<Value> = Vec::new();
        for &o in ops {
            defined.extend_from_slice(&self.op(o).results);
            for &r in self.op(o).regions() {
                for &b in &self.region(r).blocks {
                    defined.extend_from_slice(&self.block(b).args);
                }
            }
        }
        for &b in blocks {
            defined.extend_from_slice(&self.block(b).args);
        }
        defined.into_iter().find_map(|value| {
            let user = *self.uses(value).iter().find(|u| !inside.contains(&u.op))?;
            Some(StillUsed { value, user })
        })
    }

    /// Erases `op` and everything nested in it (MLIR's `Operation::erase`): it leaves its block
    /// and its operands use nothing any more; its id stays valid ([`Ir::is_erased`]). Fails,
    /// changing nothing, when a value it defines is used outside it.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), StillUsed> {
        if self.op(op).regions().is_empty() {
            self.erase_closed(&[op], &[])?;
        } else {
            let mut ops = Vec::new();
            self.subtree(op, &mut ops);
            self.erase_closed(&ops, &[])?;
        }
        self.detach_op(op);
        Ok(())
    }

    /// Erases each op of `ops` in order with [`Ir::erase_op`] (an op a value of which an op
    /// not erased before it still uses stays, and the next ones are tried; one already erased
    /// is skipped), each in time independent of its block's length and of its operands' use
    /// counts. Returns how many of `ops` were erased.
    pub fn erase_ops(&mut self, ops: &[OpId]) -> usize {
        ops.iter()
            .filter(|&&op| !self.is_erased(op) && self.erase_op(op).is_ok())
            .count()
    }

    /// A new block inserted at position `index` of `region` (clamped to its end).
    pub fn insert_block(&mut self, region: RegionId, index: usize, loc: Location) -> BlockId {
        let block = self.create_detached_block(loc);
        self.blocks[block.0 as usize].parent = Some(region);
        let blocks = &mut self.regions[region.0 as usize].blocks;
        blocks.insert(index.min(blocks.len()), block);
        if let Some(p) = self.regions[region.0 as usize].parent {
            self.verified.remove(p.0);
        }
        block
    }

    /// Erases `block` and its ops (MLIR's `Block::erase`): it leaves its region. Fails,
    /// changing nothing, when a value it defines is used outside it or an op of another block
    /// still branches to it ([`BlockInUse`]).
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), BlockInUse> {
        let index = self.uses.get_or_init(|| UseIndex::build(self));
        if let Some(u) = index.branches(block).iter().find(|u| {
            let parent = self.op(u.op).parent();
            parent.is_some() && parent != Some(block)
        }) {
            return Err(BlockInUse::Branch(u.op));
        }
        let mut ops = Vec::new();
        for &o in &self.block(block).ops {
            self.subtree(o, &mut ops);
        }
        self.erase_closed(&ops, &[block])
            .map_err(BlockInUse::Value)?;
        for o in self.block(block).ops.to_vec() {
            self.ops[o.0 as usize].set_parent(None);
        }
        self.blocks[block.0 as usize].ops.clear();
        if let Some(r) = self.blocks[block.0 as usize].parent.take() {
            self.regions[r.0 as usize].blocks.remove_item(&block);
            if let Some(p) = self.regions[r.0 as usize].parent {
                self.verified.remove(p.0);
            }
        }
        Ok(())
    }

    /// Moves `block` (with its ops and arguments) to position `index` of `region` (clamped to
    /// its end), out of the region that holds it, if any (MLIR's `Block::moveBefore`).
    pub fn move_block(&mut self, block: BlockId, region: RegionId, index: usize) {
        if let Some(old) = self.blocks[block.0 as usize].parent.take() {
            self.regions[old.0 as usize].blocks.remove_item(&block);
            if let Some(p) = self.regions[old.0 as usize].parent {
                self.verified.remove(p.0);
            }
        }
        self.blocks[block.0 as usize].parent = Some(region);
        let blocks = &mut self.regions[region.0 as usize].blocks;
        blocks.insert(index.min(blocks.len()), block);
        self.block_changed(block);
    }

    /// Erases the arguments of `block` whose position `erase` marks (MLIR's
    /// `Block::eraseArguments`): nothing may use them (not checked). The arguments after them
    /// keep their locations and take their new positions.
    pub fn erase_block_arguments(&mut self, block: BlockId, erase: &[bool]) {
        let b = &mut self.blocks[block.0 as usize];
        let mut args = std::mem::take(&mut b.args);
        let mut locs = std::mem::take(&mut b.arg_locs);
        let mut i = 0;
        args.retain(|_| {
            let keep = !erase.get(i).copied().unwrap_or(false);
            i += 1;
            keep
        });
        let mut i = 0;
        locs.retain(|_| {
            let keep = !erase.get(i).copied().unwrap_or(false);
            i += 1;
            keep
        });
        for (i, &v) in args.iter().enumerate() {
            let def = ValueDef::BlockArg(block, i as u32);
            self.values[v.0 as usize].def = super::PackedDef::new(def);
        }
        let b = &mut self.blocks[block.0 as usize];
        b.args = args;
        b.arg_locs = locs;
        self.block_changed(block);
    }

    /// The op defining `v`, when it is an op result (MLIR's `Value::getDefiningOp`).
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.value(v).def() {
            ValueDef::OpResult(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests;
