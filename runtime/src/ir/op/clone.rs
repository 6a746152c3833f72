//! Copying ops and regions (MLIR's `Operation::clone`, `Region::cloneInto` and `IRMapping`):
//! a copy has the original's name, attributes, location, result types and regions, its
//! operands and successors looked up in a mapping from the original's values and blocks, which
//! the copy's own values and blocks join.

use rustc_hash::FxHashMap;

use super::{BlockId, Ir, OpId, OperationState, RegionId, Value};

/// What stands for the values and blocks of what is copied (MLIR's `IRMapping`): a value or
/// block not in it stands for itself.
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> IrMapping {
        IrMapping::default()
    }

    /// Makes `to` stand for `from`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Makes `to` stand for `from`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    /// Whether something stands for `v`.
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }

    /// What stands for `v` (MLIR's `lookupOrDefault`).
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// What stands for each of `vs`.
    pub fn values_of(&self, vs: &[Value]) -> Vec<Value> {
        vs.iter().map(|&v| self.value(v)).collect()
    }

    /// What stands for `b`.
    pub fn block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Ir {
    /// A detached copy of `op` and what it holds, its operands and successors looked up in
    /// `mapping`, which its results and the blocks and values of its regions join (MLIR's
    /// `Operation::clone`).
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let operands = mapping.values_of(&self.op(op).operands);
        let new = self.clone_op_shell(op, operands, mapping);
        for (from, to) in self.region_pairs(op, new) {
            self.clone_region_into(from, to, usize::MAX, mapping);
        }
        new
    }

    /// The regions of `op` each with the one at its position in `copy`.
    fn region_pairs(&self, op: OpId, copy: OpId) -> Vec<(RegionId, RegionId)> {
        let copies = self.op(copy).regions().iter().copied();
        self.op(op).regions().iter().copied().zip(copies).collect()
    }

    /// A detached copy of `op` with `operands`, empty regions and its successors mapped; its
    /// results join `mapping`.
    fn clone_op_shell(&mut self, op: OpId, operands: Vec<Value>, mapping: &mut IrMapping) -> OpId {
        self.clone_op_keeping(op, operands, None, mapping)
    }

    /// A detached copy of `op` without its regions (as many, empty) and with its operands and
    /// successors looked up in `mapping`, which its results join (MLIR's
    /// `Operation::cloneWithoutRegions`); with `keep`, only the results it marks are copied.
    pub fn clone_without_regions(
        &mut self,
        op: OpId,
        keep: Option<&[bool]>,
        mapping: &mut IrMapping,
    ) -> OpId {
        let operands = mapping.values_of(&self.op(op).operands);
        self.clone_op_keeping(op, operands, keep, mapping)
    }

    fn clone_op_keeping(
        &mut self,
        op: OpId,
        operands: Vec<Value>,
        keep: Option<&[bool]>,
        mapping: &mut IrMapping,
    ) -> OpId {
        let o = self.op(op);
        let mut state = OperationState::new(o.name, self.op_loc(op).into_owned());
        state.properties = o.properties.iter().cloned().collect();
        state.properties_attr = o.properties_attr().cloned();
        state.attributes = o.attributes.iter().cloned().collect();
        state.operands = operands.into_iter().collect();
        state.successors = o.successors().iter().map(|&b| mapping.block(b)).collect();
        let kept: Vec<Value> = o
            .results
            .iter()
            .enumerate()
            .filter(|(i, _)| keep.is_none_or(|k| k.get(*i).copied().unwrap_or(true)))
            .map(|(_, &r)| r)
            .collect();
        state.result_types = kept.iter().map(|&r| self.value_type(r).clone()).collect();
        let regions = o.regions().len();
        state.regions = (0..regions).map(|_| self.create_region()).collect();
        let new = self.create_op(state);
        for (&r, &n) in kept.iter().zip(self.op(new).results.iter()) {
            mapping.map_value(r, n);
        }
        new
    }

    /// Copies the blocks of `region` into `dest` at position `index` (clamped to its end),
    /// in order, the copies joining `mapping` (MLIR's `Region::cloneInto`): an argument
    /// `mapping` already has a value for is left out of its block's copy. The blocks and
    /// results are mapped before any operand is looked up, so that ops may use values defined
    /// after them (other blocks, graph regions).
    pub fn clone_region_into(
        &mut self,
        region: RegionId,
        dest: RegionId,
        index: usize,
        mapping: &mut IrMapping,
    ) {
        let blocks = self.region(region).blocks.to_vec();
        let start = index.min(self.region(dest).blocks.len());
        let mut copies = Vec::with_capacity(blocks.len());
        for (at, &b) in (start..).zip(&blocks) {
            let loc = self.block(b).loc.clone();
            let copy = self.insert_block(dest, at, loc);
            mapping.map_block(b, copy);
            let args = self.block(b).args.to_vec();
            for arg in args {
                if mapping.contains_value(arg) {
                    continue;
                }
                let new = self.add_block_argument(copy, self.value_type(arg).clone());
                let loc = self.arg_loc(arg).clone();
                self.set_arg_loc(new, loc);
                mapping.map_value(arg, new);
            }
            copies.push(copy);
        }
        let mut pairs = Vec::new();
        for (&b, &copy) in blocks.iter().zip(&copies) {
            let ops = self.block(b).ops.to_vec();
            for op in ops {
                let new = self.clone_op_shell(op, Vec::new(), mapping);
                self.append_op(copy, new);
                pairs.push((op, new));
            }
        }
        for (op, new) in pairs {
            let operands = mapping.values_of(&self.op(op).operands);
            self.set_operands(new, 0..0, &operands);
            for (from, to) in self.region_pairs(op, new) {
                // One level deeper: on a fresh stack segment when this one runs low.
                crate::threads::ensure_sufficient_stack(|| {
                    self.clone_region_into(from, to, usize::MAX, mapping);
                });
            }
        }
    }
}
