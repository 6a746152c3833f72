//! Canonicalization patterns of any op implementing `RegionBranchOpInterface` (MLIR's
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`, `ControlFlowInterfaces.cpp` of
//! LLVM 22), added for one op name: a successor input (a result, a region's argument) that
//! can only hold one value defined before it is replaced by that value; of two inputs every
//! branch point feeds alike, the later is replaced by the earlier; and inputs nothing uses go,
//! with every input tied to them and the operands that fed them.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ir::{BlockId, Ir, OpId, OpOperand, Value, ValueDef};
use crate::ods::{Groups, successor_operand_input_edges};

use super::{PatternSet, RewritePattern, Rewriter};

/// Adds MLIR's three region branch canonicalization patterns rooted at ops named `op_name`,
/// in upstream's order: `MakeRegionBranchOpSuccessorInputsDead`,
/// `RemoveDuplicateSuccessorInputUses`, `RemoveDeadRegionBranchOpSuccessorInputs`.
pub fn add_region_branch_canonicalization_patterns(
    patterns: &mut PatternSet,
    op_name: &'static str,
) {
    let shared: SharedMapping = Rc::default();
    for (name, rewrite) in [
        (
            "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
            make_region_branch_op_successor_inputs_dead as Rewrite,
        ),
        (
            "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
            remove_duplicate_successor_input_uses,
        ),
        (
            "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
            remove_dead_region_branch_op_successor_inputs,
        ),
    ] {
        patterns.add(RegionBranchPattern {
            root: op_name,
            name,
            rewrite,
            shared: Rc::clone(&shared),
        });
    }
}

/// What each successor operand of an op feeds (`successor_operand_input_mapping`), and the
/// inverse: each successor input with the operands that feed it (MLIR's
/// `RegionBranchInverseSuccessorMapping`, inputs in the order the forward mapping first feeds
/// them).
#[derive(Clone, Default)]
struct Mapping {
    forward: Groups<OpOperand, Value>,
    inverse: Groups<Value, OpOperand>,
    /// The pairs the two are grouped from, kept with their lists for the next op's mapping.
    edges: Vec<(OpOperand, Value)>,
    inverse_edges: Vec<(Value, OpOperand)>,
    /// The lists `MakeRegionBranchOpSuccessorInputsDead` works in.
    scratch: RefCell<Reachable>,
}

impl Mapping {
    /// Makes it `op`'s mapping, in the lists it has; `false` when `op` does not implement
    /// `RegionBranchOpInterface`.
    fn remake(&mut self, ir: &Ir, op: OpId) -> bool {
        self.edges.clear();
        if !successor_operand_input_edges(ir, op, &mut self.edges) {
            return false;
        }
        self.forward.group(&self.edges);
        self.inverse_edges.clear();
        let inverse = self
            .forward
            .iter()
            .flat_map(|(operand, inputs)| inputs.iter().map(move |&input| (input, operand)));
        self.inverse_edges.extend(inverse);
        self.inverse.group(&self.inverse_edges);
        true
    }
}

/// A pattern's rewrite of an op, given its successor mapping.
type Rewrite = fn(OpId, &Mapping, &mut Rewriter<'_>) -> bool;

/// The last mapping computed by one of the three patterns of an op name, and the visit and op
/// it was made for ([`Rewriter::visit`]; none while it is no op's): the three are tried one
/// after the other on each visit, and make it once, in the lists of the last one.
#[derive(Default)]
struct Shared {
    made_for: Option<(u64, OpId)>,
    mapping: Rc<Mapping>,
}

type SharedMapping = Rc<RefCell<Shared>>;

/// One of the region branch patterns, rooted at ops of one name: its rewrite runs with the
/// op's successor mapping, on ops implementing `RegionBranchOpInterface`.
struct RegionBranchPattern {
    root: &'static str,
    /// Upstream's name ([`RewritePattern::debug_name`]).
    name: &'static str,
    rewrite: Rewrite,
    shared: SharedMapping,
}

impl RewritePattern for RegionBranchPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        let made_for = Some((rewriter.visit(), op));
        let mapping = {
            let mut shared = self.shared.borrow_mut();
            if shared.made_for != made_for {
                shared.made_for = None;
                // The rewrites hold the mapping only while they run: the lists are the last
                // op's, not a copy.
                if !Rc::make_mut(&mut shared.mapping).remake(rewriter.ir(), op) {
                    return false;
                }
                shared.made_for = made_for;
            }
            Rc::clone(&shared.mapping)
        };
        (self.rewrite)(op, &mapping, rewriter)
    }
}

/// The value operand `u` holds.
fn operand_value(ir: &Ir, u: OpOperand) -> Value {
    ir.op(u.op).operands[u.index as usize]
}

/// The lists of [`Reachable::find`].
#[derive(Clone, Default)]
struct Reachable {
    values: Vec<Value>,
    visited: Vec<Value>,
    work: Vec<Value>,
}

impl Reachable {
    /// MLIR's `computeReachableValuesFromSuccessorInput`: the values that are no successor
    /// input and that `value` may hold, following the operands that feed it through other
    /// inputs.
    fn find(&mut self, ir: &Ir, value: Value, inverse: &Groups<Value, OpOperand>) -> &[Value] {
        self.values.clear();
        self.visited.clear();
        self.work.push(value);
        while let Some(next) = self.work.pop() {
            let Some(operands) = inverse.get(next) else {
                if !self.values.contains(&next) {
                    self.values.push(next);
                }
                continue;
            };
            for &u in operands {
                let v = operand_value(ir, u);
                if !self.visited.contains(&v) {
                    self.visited.push(v);
                    self.work.push(v);
                }
            }
        }
        &self.values
    }
}

/// The op whose region holds `v` (a block argument's block, an op result's op).
fn parent_op_of(ir: &Ir, v: Value) -> Option<OpId> {
    let block = match ir.value(v).def() {
        ValueDef::BlockArg(b, _) => b,
        ValueDef::OpResult(o, _) => ir.op(o).parent()?,
    };
    ir.region(ir.block(block).parent?).parent
}

/// MLIR's `isDefinedBefore`: whether `a`, which the successor input `b` of `op` may hold, can
/// stand for it: a value of `op`'s own regions only for an argument of the same block.
fn is_defined_before(ir: &Ir, op: OpId, a: Value, b: Value) -> bool {
    if parent_op_of(ir, a) != Some(op) {
        return true;
    }
    match (ir.value(a).def(), ir.value(b).def()) {
        (_, ValueDef::OpResult(..)) => false,
        (ValueDef::BlockArg(ab, _), ValueDef::BlockArg(bb, _)) => ab == bb,
        _ => false,
    }
}

/// Upstream's `MakeRegionBranchOpSuccessorInputsDead`: a successor input that can only hold
/// one value defined before it has its uses replaced by that value.
fn make_region_branch_op_successor_inputs_dead(
    op: OpId,
    mapping: &Mapping,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let inverse = &mapping.inverse;
    let mut reachable = mapping.scratch.borrow_mut();
    let mut changed = false;
    for (value, _) in inverse.iter() {
        let ir = rewriter.ir();
        if !ir.has_uses(value) {
            continue;
        }
        let &[only] = reachable.find(ir, value, inverse) else {
            continue;
        };
        if !is_defined_before(ir, op, only, value) {
            continue;
        }
        rewriter.replace_all_uses_with(value, only);
        changed = true;
    }
    changed
}

/// The block or op that defines `v`, and its position there.
fn owner_and_number(ir: &Ir, v: Value) -> (Result<BlockId, OpId>, u32) {
    match ir.value(v).def() {
        ValueDef::BlockArg(b, i) => (Ok(b), i),
        ValueDef::OpResult(o, i) => (Err(o), i),
    }
}

/// Upstream's `RemoveDuplicateSuccessorInputUses`: of two successor inputs of one block or op
/// that every branch point feeds with the same value, the later one's uses become the
/// earlier one's.
fn remove_duplicate_successor_input_uses(
    _: OpId,
    mapping: &Mapping,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let inverse = &mapping.inverse;
    let mut inputs: Vec<Value> = inverse.iter().map(|(v, _)| v).collect();
    inputs.sort_by_key(|&v| owner_and_number(rewriter.ir(), v).1);
    // What each branch point (by its op) feeds an input.
    let fed = |ir: &Ir, input: Value| -> Vec<(OpId, Value)> {
        let mut by_op: Vec<(OpId, Value)> = inverse
            .get(input)
            .unwrap_or_default()
            .iter()
            .map(|&u| (u.op, operand_value(ir, u)))
            .collect();
        by_op.sort_by_key(|(o, _)| *o);
        by_op
    };
    // `fed` of each input, worked out when first needed and again after an edit (a
    // replaced input may be what an operand passes on).
    let mut known: Vec<Option<Vec<(OpId, Value)>>> = vec![None; inputs.len()];
    let mut changed = false;
    for (i, &first) in inputs.iter().enumerate() {
        for (j, &second) in inputs.iter().enumerate().skip(i + 1) {
            let ir = rewriter.ir();
            if !ir.has_uses(second) {
                continue;
            }
            if owner_and_number(ir, first).0 != owner_and_number(ir, second).0 {
                continue;
            }
            if known[i].is_none() {
                known[i] = Some(fed(ir, first));
            }
            if known[j].is_none() {
                known[j] = Some(fed(ir, second));
            }
            if known[i] == known[j] {
                rewriter.replace_all_uses_with(second, first);
                known.iter_mut().for_each(|k| *k = None);
                changed = true;
            }
        }
    }
    changed
}

/// Upstream's `RemoveDeadRegionBranchOpSuccessorInputs`: successor inputs come in tied sets
/// (what one operand feeds, joined transitively); a set nothing uses goes, with the operands
/// that fed it: operands first, then block arguments, then results (the op rebuilt without
/// them).
fn remove_dead_region_branch_op_successor_inputs(
    op: OpId,
    mapping: &Mapping,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let sets = tied_sets(&mapping.forward);
    let mut dead: Vec<Value> = Vec::new();
    for set in &sets {
        if set.iter().all(|&v| !ir.has_uses(v)) {
            dead.extend_from_slice(set);
        }
    }
    if dead.is_empty() {
        return false;
    }
    let inverse = &mapping.inverse;
    // The operands to erase, by op, and the block arguments, by block.
    let mut operands: Vec<(OpId, Vec<bool>)> = Vec::new();
    let mut args: Vec<(BlockId, Vec<bool>)> = Vec::new();
    let mut results = vec![false; ir.op(op).results.len()];
    for &v in &dead {
        match ir.value(v).def() {
            ValueDef::BlockArg(b, i) => mark(&mut args, b, ir.block(b).args.len(), i),
            ValueDef::OpResult(_, i) => results[i as usize] = true,
        }
        for &u in inverse.get(v).unwrap_or_default() {
            mark(&mut operands, u.op, ir.op(u.op).operands.len(), u.index);
        }
    }
    for (owner, erase) in operands {
        rewriter.modify_op(owner, |ir, owner| {
            for i in (0..erase.len()).rev().filter(|&i| erase[i]) {
                ir.set_operands(owner, i..i + 1, &[]);
            }
        });
    }
    for (block, erase) in args {
        let Some(parent) = rewriter
            .ir()
            .block(block)
            .parent
            .and_then(|r| rewriter.ir().region(r).parent)
        else {
            continue;
        };
        rewriter.modify_op(parent, |ir, _| ir.erase_block_arguments(block, &erase));
    }
    if results.contains(&true) {
        let _ = rewriter.erase_op_results(op, &results);
    }
    true
}

/// Sets position `index` of the flags of `key` in `marks` (`len` flags when new).
fn mark<K: PartialEq>(marks: &mut Vec<(K, Vec<bool>)>, key: K, len: usize, index: u32) {
    let at = match marks.iter().position(|(k, _)| *k == key) {
        Some(i) => i,
        None => {
            marks.push((key, vec![false; len]));
            marks.len() - 1
        }
    };
    let flags = &mut marks[at].1;
    if let Some(f) = flags.get_mut(index as usize) {
        *f = true;
    }
}

/// MLIR's `computeTiedSuccessorInputs`: the inputs one operand feeds are tied together, and
/// ties join transitively; the sets, in the order their first input is met.
fn tied_sets(mapping: &Groups<OpOperand, Value>) -> Vec<Vec<Value>> {
    let mut sets: Vec<Vec<Value>> = Vec::new();
    for (_, inputs) in mapping.iter() {
        let mut joined: Vec<Value> = Vec::new();
        let mut first_at = None;
        for &input in inputs {
            if joined.contains(&input) {
                continue;
            }
            match sets.iter().position(|s| s.contains(&input)) {
                Some(i) => {
                    let first = *first_at.get_or_insert(i);
                    if i != first {
                        let merged = std::mem::take(&mut sets[i]);
                        sets[first].extend(merged);
                    }
                }
                None => joined.push(input),
            }
        }
        match first_at {
            Some(i) => sets[i].extend(joined),
            None => sets.push(joined),
        }
        sets.retain(|s| !s.is_empty());
    }
    sets
}
