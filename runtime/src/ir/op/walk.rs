//! Walking what is nested in an op (MLIR's `Operation::walk`): ops, blocks and regions, in
//! pre- or post-order, with early exit and, in pre-order, skipping an op's regions.
//! [`Ir::walk_mut`] lets the callback edit the IR as MLIR's walk allows.

use super::{BlockId, Ir, OpId, RegionId};

/// When a walk visits an op: before what it holds (pre-order) or after (post-order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WalkOrder {
    /// The op, then its regions.
    PreOrder,
    /// Its regions, then the op.
    PostOrder,
}

/// What a walk's callback says (MLIR's `WalkResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WalkResult {
    /// Go on.
    Advance,
    /// In pre-order, do not enter what this op (block, region) holds; in post-order, the same
    /// as `Advance`.
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// One thing a walk visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Item {
    Op(OpId),
    Block(BlockId),
    Region(RegionId),
}

impl Ir {
    /// Visits `root` and every op nested in it, in `order`; returns `Interrupt` when the
    /// callback stopped the walk, else `Advance`. Ops of a block are visited in order, the
    /// regions of an op in order.
    pub fn walk(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(OpId) -> WalkResult,
    ) -> WalkResult {
        self.walk_items(Item::Op(root), order, &mut |item| match item {
            Item::Op(op) => f(op),
            _ => WalkResult::Advance,
        })
    }

    /// Visits every block nested in `root` (at any depth), in `order` (in post-order a block
    /// comes after the blocks nested in its ops).
    pub fn walk_blocks(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(BlockId) -> WalkResult,
    ) -> WalkResult {
        self.walk_items(Item::Op(root), order, &mut |item| match item {
            Item::Block(b) => f(b),
            _ => WalkResult::Advance,
        })
    }

    /// Visits every region nested in `root` (at any depth), in `order`.
    pub fn walk_regions(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(RegionId) -> WalkResult,
    ) -> WalkResult {
        self.walk_items(Item::Op(root), order, &mut |item| match item {
            Item::Region(r) => f(r),
            _ => WalkResult::Advance,
        })
    }

    fn walk_items(
        &self,
        item: Item,
        order: WalkOrder,
        f: &mut dyn FnMut(Item) -> WalkResult,
    ) -> WalkResult {
        if order == WalkOrder::PreOrder {
            match f(item) {
                WalkResult::Advance => {}
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Interrupt => return WalkResult::Interrupt,
            }
        }
        let interrupted = match item {
            Item::Op(op) if self.op(op).regions().is_empty() => false,
            // One level deeper: on a fresh stack segment when this one runs low.
            Item::Op(op) => crate::threads::ensure_sufficient_stack(|| {
                self.op(op)
                    .regions()
                    .iter()
                    .any(|&r| self.walk_items(Item::Region(r), order, f) == WalkResult::Interrupt)
            }),
            Item::Region(r) => self
                .region(r)
                .blocks
                .iter()
                .any(|&b| self.walk_items(Item::Block(b), order, f) == WalkResult::Interrupt),
            Item::Block(b) => self
                .block(b)
                .ops
                .iter()
                .any(|&o| self.walk_items(Item::Op(o), order, f) == WalkResult::Interrupt),
        };
        if interrupted {
            return WalkResult::Interrupt;
        }
        if order == WalkOrder::PostOrder && f(item) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }

    /// [`Ir::walk`] with a callback that may edit the IR, as MLIR's walk allows: in post-order
    /// it may erase, replace or move the op it visits and change anything already visited;
    /// in pre-order it may change the op and what it holds (the walk then enters the op's
    /// regions as they are after the callback) or erase it and return `Skip`. Each op's
    /// successor in its block is taken before the op is visited (MLIR's early increment), so
    /// ops inserted right after the visited op are not visited; ops inserted later are.
    pub fn walk_mut(
        &mut self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&mut Ir, OpId) -> WalkResult,
    ) -> WalkResult {
        self.walk_mut_op(root, order, &mut f)
    }

    fn walk_mut_op(
        &mut self,
        op: OpId,
        order: WalkOrder,
        f: &mut dyn FnMut(&mut Ir, OpId) -> WalkResult,
    ) -> WalkResult {
        if order == WalkOrder::PreOrder {
            match f(self, op) {
                WalkResult::Advance => {}
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Interrupt => return WalkResult::Interrupt,
            }
        }
        if !self.op(op).regions().is_empty()
            && self.walk_mut_regions(op, order, f) == WalkResult::Interrupt
        {
            return WalkResult::Interrupt;
        }
        if order == WalkOrder::PostOrder && f(self, op) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }

    /// The blocks of `op`'s regions, one level deeper (on a fresh stack segment when this one
    /// runs low).
    fn walk_mut_regions(
        &mut self,
        op: OpId,
        order: WalkOrder,
        f: &mut dyn FnMut(&mut Ir, OpId) -> WalkResult,
    ) -> WalkResult {
        crate::threads::ensure_sufficient_stack(|| {
            let mut r = 0;
            while let Some(&region) = self.op(op).regions().get(r) {
                let mut b = 0;
                let mut next = self.region(region).blocks.first().copied();
                while let Some(block) = next {
                    if self.walk_mut_block(block, order, f) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                    b += 1;
                    // The block after it, found from it while it stays in the region (in a
                    // region of any length, in the same time), else by position.
                    let blocks = &self.region(region).blocks;
                    next = if self.block(block).parent == Some(region) {
                        blocks.after(&block)
                    } else {
                        blocks.get(b).copied()
                    };
                }
                r += 1;
            }
            WalkResult::Advance
        })
    }

    fn walk_mut_block(
        &mut self,
        block: BlockId,
        order: WalkOrder,
        f: &mut dyn FnMut(&mut Ir, OpId) -> WalkResult,
    ) -> WalkResult {
        let Some(&first) = self.block(block).ops.first() else {
            return WalkResult::Advance;
        };
        let mut cur = first;
        loop {
            let next = self.block(block).ops.after(&cur);
            if self.walk_mut_op(cur, order, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
            match next {
                // Wherever the callback left it in the block.
                Some(next) if self.op(next).parent() == Some(block) => cur = next,
                // The callback took `next` out of the block, which MLIR's walk does not allow
                // either; the walk of this block ends.
                _ => return WalkResult::Advance,
            }
        }
    }
}
