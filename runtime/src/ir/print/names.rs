//! SSA value and block names of a print (MLIR's `SSANameState`), computed once into tables
//! indexed by value and block id.

use crate::ir::{BlockId, Ir, OpId, RegionId};

/// No name assigned (a value or block outside the printed scope).
pub(super) const NONE: u32 = u32::MAX;
/// Flag bit of an entry-block argument name (`%argN`).
pub(super) const ARG: u32 = 1 << 31;

/// The names of values and blocks within the printed scope (MLIR's `SSANameState`).
#[derive(Debug, Default)]
pub(crate) struct NameState {
    /// Per value id: `N` (`%N`), `ARG | N` (`%argN`) or `NONE`.
    pub(super) values: Vec<u32>,
    /// Per block id: its index in its region (`^bbN`) or `NONE`.
    pub(super) blocks: Vec<u32>,
    /// Branch edges `(successor, predecessor)`, sorted by successor, then predecessor index.
    pub(super) preds: Vec<(u32, u32)>,
}

pub(super) fn set(table: &mut Vec<u32>, index: u32, value: u32) {
    let i = index as usize;
    if table.len() <= i {
        table.resize(i + 1, NONE);
    }
    table[i] = value;
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s results). With `unique` (MLIR's
    /// unique SSA ids, implied by the generic form) the counters are never restored, so the
    /// pending regions, taken last-in first-out, get ids no other region reuses.
    pub(crate) fn new(ir: &Ir, root: OpId, unique: bool) -> NameState {
        let mut st = NameState::default();
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        st.number_op(ir, root, &mut next_value);
        // (region, next value id, next argument id) to number, as MLIR's name-context stack.
        let mut stack: Vec<(RegionId, u32, u32)> = ir
            .op(root)
            .regions
            .iter()
            .map(|r| (*r, next_value, next_arg))
            .collect();
        while let Some((region, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            let blocks = &ir.region(region).blocks;
            for (index, block) in blocks.iter().enumerate() {
                set(&mut st.blocks, block.0, index as u32);
                let data = ir.block(*block);
                for arg in &data.args {
                    if index == 0 {
                        set(&mut st.values, arg.0, ARG | next_arg);
                        next_arg += 1;
                    } else {
                        set(&mut st.values, arg.0, next_value);
                        next_value += 1;
                    }
                }
                for op in &data.ops {
                    st.number_op(ir, *op, &mut next_value);
                    for succ in &ir.op(*op).successors {
                        st.preds.push((succ.0, block.0));
                    }
                }
            }
            for block in blocks {
                for op in &ir.block(*block).ops {
                    for r in &ir.op(*op).regions {
                        stack.push((*r, next_value, next_arg));
                    }
                }
            }
        }
        let blocks = &st.blocks;
        st.preds.sort_by_key(|(succ, pred)| {
            (*succ, blocks.get(*pred as usize).copied().unwrap_or(NONE))
        });
        st
    }

    pub(super) fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32) {
        if let Some(first) = ir.op(op).results.first() {
            set(&mut self.values, first.0, *next_value);
            *next_value += 1;
        }
    }

    pub(super) fn block_index(&self, b: BlockId) -> u32 {
        self.blocks.get(b.0 as usize).copied().unwrap_or(NONE)
    }

    pub(super) fn preds_of(&self, b: BlockId) -> &[(u32, u32)] {
        let lo = self.preds.partition_point(|(s, _)| *s < b.0);
        let hi = self.preds.partition_point(|(s, _)| *s <= b.0);
        &self.preds[lo..hi]
    }
}
