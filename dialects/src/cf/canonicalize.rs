//! The canonicalization patterns of cf's ops (ODS's `hasCanonicalizer` /
//! `hasCanonicalizeMethod`, `ControlFlowOps.cpp` of LLVM 22): constant conditions and flags
//! become unconditional branches, branches through blocks that only branch on are
//! short-circuited, a branch to a block with no other predecessor merges the two, a
//! conditional branch to one block with two operand lists selects between them, and a
//! condition is known true (false) in a successor only its true (false) edge reaches.

use rods::ir::{Attribute, BlockId, DenseElementsAttr, Ir, Location, OpId, Uniqued, ValueDef};
use rods::ir::{InsertPoint, Type, Value, VectorType};
use rods::ods::{AnyIntElementsAttr, DenseI32ArrayAttr, TypedAttrInterface};
use rods::pass::{PatternSet, Rewriter, m_constant_int, m_non_zero, m_one, m_zero};

use super::*;
use crate::arith;

/// The location of `op`, for the ops that replace it.
fn loc_of(rewriter: &Rewriter<'_>, op: OpId) -> Location {
    rewriter.ir().op_loc(op).into_owned()
}

/// Replaces `op` by `cf.br ^dest(operands)` (MLIR's `replaceOpWithNewOp<BranchOp>`).
fn replace_with_br(rewriter: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: Vec<Value>) {
    let loc = loc_of(rewriter, op);
    let _ = rewriter.replace_op_with_new_op(op, |ir| BranchOp::create(ir, loc, operands, dest));
}

impl AssertOp {
    /// Upstream's `AssertOp::canonicalize`: an assertion of a constant true goes.
    pub(super) fn canonicalize(op: AssertOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let arg = op.arg(rewriter.ir());
        m_one(rewriter.ir_mut(), arg) && rewriter.erase_op(op.op()).is_ok()
    }
}

/// Upstream's `collapseBranch`: when `successor` holds only a `cf.br` to another block (not to
/// itself, nor into a cycle of such branches) and its arguments are used by that branch
/// alone, the destination and operands a branch to it with `operands` may take instead.
fn collapse_branch(
    ir: &Ir,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let ops = &ir.block(successor).ops;
    let [only] = ops.exactly()?;
    let branch = ir.dyn_cast::<BranchOp>(only)?;
    let args = &ir.block(successor).args;
    if args.iter().any(|&a| ir.users(a).any(|u| u != only)) {
        return None;
    }
    let dest = branch.dest(ir);
    if dest == successor {
        return None;
    }
    // Don't collapse into a cycle of branches: it would never end.
    let mut visited = vec![successor, dest];
    let mut next = terminator_branch(ir, dest);
    while let Some(b) = next {
        let d = b.dest(ir);
        if visited.contains(&d) {
            return None;
        }
        visited.push(d);
        next = terminator_branch(ir, d);
    }
    let forwarded = branch.dest_operands(ir);
    let remapped = forwarded
        .iter()
        .map(|&v| match ir.value(v).def() {
            ValueDef::BlockArg(b, i) if b == successor => operands[i as usize],
            _ => v,
        })
        .collect();
    Some((dest, remapped))
}

/// The `cf.br` ending `block`, if it ends with one.
fn terminator_branch(ir: &Ir, block: BlockId) -> Option<BranchOpHandle> {
    ir.dyn_cast::<BranchOp>(*ir.block(block).ops.last()?)
}

impl BranchOp {
    /// Upstream's `BranchOp::canonicalize`: `simplifyBrToBlockWithSinglePred`, else
    /// `simplifyPassThroughBr`.
    pub(super) fn canonicalize(op: BranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        simplify_br_to_block_with_single_pred(op, rewriter)
            || simplify_pass_through_br(op, rewriter)
    }
}

/// Upstream's `simplifyBrToBlockWithSinglePred`: a branch to a block with no other
/// predecessor merges that block into the branch's.
fn simplify_br_to_block_with_single_pred(op: BranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let succ = op.dest(ir);
    let Some(parent) = ir.op(op.op()).parent() else {
        return false;
    };
    if succ == parent || ir.predecessors(succ).len() != 1 {
        return false;
    }
    let operands = op.dest_operands(ir).to_vec();
    // A block argument of the successor passed to it cannot stand for itself once the blocks
    // are one.
    if operands
        .iter()
        .any(|&v| matches!(ir.value(v).def(), ValueDef::BlockArg(b, _) if b == succ))
    {
        return false;
    }
    if rewriter.erase_op(op.op()).is_err() {
        return false;
    }
    rewriter.merge_blocks(succ, parent, &operands);
    true
}

/// Upstream's `simplifyPassThroughBr`: `cf.br ^bb1` where `^bb1` only branches on is a branch
/// to where it goes.
fn simplify_pass_through_br(op: BranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let dest = op.dest(ir);
    if ir.op(op.op()).parent() == Some(dest) {
        return false;
    }
    let Some((dest, operands)) = collapse_branch(ir, dest, op.dest_operands(ir)) else {
        return false;
    };
    replace_with_br(rewriter, op.op(), dest, operands);
    true
}

impl CondBranchOp {
    /// Upstream's `CondBranchOp::getCanonicalizationPatterns`, in its order.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        // Upstream's classes, under the names `disable-patterns` selects them by.
        patterns.add_named_fns::<CondBranchOp>(&[
            (
                "(anonymous namespace)::SimplifyConstCondBranchPred",
                simplify_const_cond_branch_pred,
            ),
            (
                "(anonymous namespace)::SimplifyPassThroughCondBranch",
                simplify_pass_through_cond_branch,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
                simplify_cond_branch_identical_successors,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
                simplify_cond_branch_from_cond_branch_on_same_condition,
            ),
            (
                "(anonymous namespace)::CondBranchTruthPropagation",
                cond_branch_truth_propagation,
            ),
            (
                "(anonymous namespace)::DropUnreachableCondBranch",
                drop_unreachable_cond_branch,
            ),
        ]);
    }
}

/// Upstream's `SimplifyConstCondBranchPred`: `cf.cond_br true, ^bb1, ^bb2` is `cf.br ^bb1`
/// (`false`: `^bb2`).
fn simplify_const_cond_branch_pred(op: CondBranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let cond = op.condition(rewriter.ir());
    let taken = if m_non_zero(rewriter.ir_mut(), cond) {
        (
            op.true_dest(rewriter.ir()),
            op.true_dest_operands(rewriter.ir()),
        )
    } else if m_zero(rewriter.ir_mut(), cond) {
        (
            op.false_dest(rewriter.ir()),
            op.false_dest_operands(rewriter.ir()),
        )
    } else {
        return false;
    };
    let (dest, operands) = (taken.0, taken.1.to_vec());
    replace_with_br(rewriter, op.op(), dest, operands);
    true
}

/// Creates `cf.cond_br %cond, ^t(t_operands), ^f(f_operands)` with the weights of `op` in
/// its place.
fn replace_with_cond_br(
    rewriter: &mut Rewriter<'_>,
    op: CondBranchOpHandle,
    (t, t_operands): (BlockId, Vec<Value>),
    (f, f_operands): (BlockId, Vec<Value>),
) {
    let loc = loc_of(rewriter, op.op());
    let cond = op.condition(rewriter.ir());
    let weights = op.branch_weights(rewriter.ir());
    let _ = rewriter.replace_op_with_new_op(op.op(), |ir| {
        CondBranchOp::create(ir, loc, cond, t_operands, f_operands, weights, t, f)
    });
}

/// Upstream's `SimplifyPassThroughCondBranch`: a successor that only branches on is replaced
/// by where it goes.
fn simplify_pass_through_cond_branch(op: CondBranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let (t, f) = (op.true_dest(ir), op.false_dest(ir));
    let (t_ops, f_ops) = (op.true_dest_operands(ir), op.false_dest_operands(ir));
    let collapsed_t = collapse_branch(ir, t, t_ops);
    let collapsed_f = collapse_branch(ir, f, f_ops);
    if collapsed_t.is_none() && collapsed_f.is_none() {
        return false;
    }
    let t = collapsed_t.unwrap_or_else(|| (t, t_ops.to_vec()));
    let f = collapsed_f.unwrap_or_else(|| (f, f_ops.to_vec()));
    replace_with_cond_br(rewriter, op, t, f);
    true
}

/// Upstream's `SimplifyCondBranchIdenticalSuccessors`: both edges to one block with the same
/// operands are one branch; with different ones, when the branch's block is the only
/// predecessor, an `arith.select` picks each operand that differs.
fn simplify_cond_branch_identical_successors(
    op: CondBranchOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let dest = op.true_dest(ir);
    if dest != op.false_dest(ir) {
        return false;
    }
    let (t_ops, f_ops) = (
        op.true_dest_operands(ir).to_vec(),
        op.false_dest_operands(ir).to_vec(),
    );
    if t_ops == f_ops {
        replace_with_br(rewriter, op.op(), dest, t_ops);
        return true;
    }
    if ir.unique_predecessor(dest) != ir.op(op.op()).parent() {
        return false;
    }
    let cond = op.condition(ir);
    let loc = loc_of(rewriter, op.op());
    let mut merged = Vec::with_capacity(t_ops.len());
    for (&t, &f) in t_ops.iter().zip(&f_ops) {
        if t == f {
            merged.push(t);
            continue;
        }
        let loc = loc.clone();
        // Both operands have the type of the block argument: the select infers it.
        let Some(select) = rewriter.try_insert(InsertPoint::Before(op.op()), |ir| {
            arith::SelectOp::create(ir, loc, cond, t, f)
        }) else {
            return false;
        };
        merged.push(rewriter.ir().op(select).results[0]);
    }
    replace_with_br(rewriter, op.op(), dest, merged);
    true
}

/// Upstream's `SimplifyCondBranchFromCondBranchOnSameCondition`: in a block whose single
/// predecessor branched to it on the same condition, the condition is known.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: CondBranchOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let Some(current) = ir.op(op.op()).parent() else {
        return false;
    };
    let Some(pred) = ir.single_predecessor(current) else {
        return false;
    };
    let Some(pred_branch) = ir
        .block(pred)
        .ops
        .last()
        .and_then(|&t| ir.dyn_cast::<CondBranchOp>(t))
    else {
        return false;
    };
    if pred_branch.condition(ir) != op.condition(ir) {
        return false;
    }
    let (dest, operands) = if current == pred_branch.true_dest(ir) {
        (op.true_dest(ir), op.true_dest_operands(ir).to_vec())
    } else {
        (op.false_dest(ir), op.false_dest_operands(ir).to_vec())
    };
    replace_with_br(rewriter, op.op(), dest, operands);
    true
}

/// An `arith.constant` of the `i1` `value` before `op`, at its location.
fn bool_constant(rewriter: &mut Rewriter<'_>, op: OpId, value: bool) -> Value {
    let loc = loc_of(rewriter, op);
    let c = rewriter.insert(InsertPoint::Before(op), |ir| {
        let attr = TypedAttrInterface(Attribute::Bool(value));
        arith::ConstantOp::create(ir, loc, attr, Type::i1())
    });
    rewriter.ir().op(c).results[0]
}

/// Upstream's `CondBranchTruthPropagation`: in a successor only the true (false) edge reaches,
/// the condition's uses are `true` (`false`) constants.
fn cond_branch_truth_propagation(op: CondBranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let cond = op.condition(rewriter.ir());
    let mut replaced = false;
    for (dest, value) in [
        (op.true_dest(rewriter.ir()), true),
        (op.false_dest(rewriter.ir()), false),
    ] {
        if rewriter.ir().single_predecessor(dest).is_none() {
            continue;
        }
        let mut constant = None;
        // Upstream's use-list order: the latest use first.
        for u in rewriter.ir().uses(cond).to_vec().into_iter().rev() {
            if rewriter.ir().op(u.op).parent() != Some(dest) {
                continue;
            }
            replaced = true;
            let c = *constant.get_or_insert_with(|| bool_constant(rewriter, op.op(), value));
            rewriter.set_operand(u.op, u.index as usize, c);
        }
    }
    replaced
}

/// Upstream's `DropUnreachableCondBranch`: a successor holding only `ub.unreachable` is never
/// taken, so the branch goes to the other one.
fn drop_unreachable_cond_branch(op: CondBranchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let unreachable = |b: BlockId| match ir.block(b).ops.exactly() {
        Some([only]) => ir.op(only).name.as_str() == "ub.unreachable",
        None => false,
    };
    let (t, f) = (op.true_dest(ir), op.false_dest(ir));
    let (dest, operands) = if unreachable(t) {
        (f, op.false_dest_operands(ir).to_vec())
    } else if unreachable(f) {
        (t, op.true_dest_operands(ir).to_vec())
    } else {
        return false;
    };
    replace_with_br(rewriter, op.op(), dest, operands);
    true
}

/// A switch's cases: each value, destination and operands.
struct Cases {
    values: Vec<ApInt>,
    dests: Vec<BlockId>,
    operands: Vec<Vec<Value>>,
}

impl Cases {
    fn of(ir: &Ir, op: SwitchOpHandle) -> Cases {
        let values = op
            .case_values(ir)
            .map(|v| v.0.values().collect())
            .unwrap_or_default();
        Cases {
            values,
            dests: op.case_destinations(ir).to_vec(),
            operands: op.case_operands(ir).iter().map(|o| o.to_vec()).collect(),
        }
    }
}

/// Replaces `op` by a `cf.switch` on its flag with its default and `cases` (upstream's
/// builder from `APInt`s: the case values a `vector<N x flag type>`, none without cases;
/// `values` keeps an attribute as it is).
fn replace_with_switch(
    rewriter: &mut Rewriter<'_>,
    op: SwitchOpHandle,
    (default, default_operands): (BlockId, Vec<Value>),
    cases: Cases,
    values: Option<AnyIntElementsAttr>,
) {
    let ir = rewriter.ir();
    let flag = op.flag(ir);
    let values = values.or_else(|| {
        if cases.values.is_empty() {
            return None;
        }
        let ty = Type::Vector(Uniqued::new(VectorType {
            shape: vec![cases.values.len() as u64],
            scalable: vec![false],
            element: ir.value_type(flag).clone(),
        }));
        let bits: Vec<u128> = cases.values.iter().filter_map(ApInt::to_u128).collect();
        DenseElementsAttr::from_values(ty, &bits)
            .ok()
            .map(AnyIntElementsAttr)
    });
    let segments = DenseI32ArrayAttr(cases.operands.iter().map(|o| o.len() as i32).collect());
    let loc = loc_of(rewriter, op.op());
    let _ = rewriter.replace_op_with_new_op(op.op(), |ir| {
        SwitchOp::create(
            ir,
            loc,
            flag,
            default_operands,
            cases.operands,
            values,
            segments,
            default,
            cases.dests,
        )
    });
}

impl SwitchOp {
    /// Upstream's `SwitchOp::getCanonicalizationPatterns`, in its order.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        // Upstream's functions: patterns without a name.
        patterns.add_fns::<SwitchOp>(&[
            simplify_switch_with_only_default,
            drop_switch_cases_that_match_default,
            simplify_const_switch_value,
            simplify_pass_through_switch,
            simplify_switch_from_switch_on_same_condition,
            simplify_switch_from_default_switch_on_same_condition,
        ]);
    }
}

/// Upstream's `simplifySwitchWithOnlyDefault`: a switch without cases is a branch to its
/// default.
fn simplify_switch_with_only_default(op: SwitchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    if !op.case_destinations(ir).is_empty() {
        return false;
    }
    let (dest, operands) = (op.default_destination(ir), op.default_operands(ir).to_vec());
    replace_with_br(rewriter, op.op(), dest, operands);
    true
}

/// Upstream's `dropSwitchCasesThatMatchDefault`: a case going where the default goes, with
/// the same operands, goes.
fn drop_switch_cases_that_match_default(op: SwitchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let (default_dest, default_operands) = (op.default_destination(ir), op.default_operands(ir));
    let matches_default = op
        .case_destinations(ir)
        .iter()
        .zip(op.case_operands(ir).iter())
        .any(|(&d, o)| d == default_dest && o[..] == default_operands[..]);
    if !matches_default {
        return false;
    }
    let default = (default_dest, default_operands.to_vec());
    let all = Cases::of(ir, op);
    let mut kept = Cases {
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    for ((value, dest), operands) in all.values.into_iter().zip(all.dests).zip(all.operands) {
        if dest == default.0 && operands == default.1 {
            continue;
        }
        kept.values.push(value);
        kept.dests.push(dest);
        kept.operands.push(operands);
    }
    replace_with_switch(rewriter, op, default, kept, None);
    true
}

/// Upstream's `foldSwitch`: the switch is a branch to the case of `value`, or to its default.
fn fold_switch(op: SwitchOpHandle, rewriter: &mut Rewriter<'_>, value: &ApInt) {
    let ir = rewriter.ir();
    let cases = Cases::of(ir, op);
    let (dest, operands) = match cases.values.iter().position(|v| v == value) {
        Some(i) => (cases.dests[i], cases.operands[i].clone()),
        None => (op.default_destination(ir), op.default_operands(ir).to_vec()),
    };
    replace_with_br(rewriter, op.op(), dest, operands);
}

/// Upstream's `simplifyConstSwitchValue`: a switch on a constant is a branch.
fn simplify_const_switch_value(op: SwitchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let flag = op.flag(rewriter.ir());
    let Some(value) = m_constant_int(rewriter.ir_mut(), flag) else {
        return false;
    };
    fold_switch(op, rewriter, &value);
    true
}

/// Upstream's `simplifyPassThroughSwitch`: a destination that only branches on is replaced by
/// where it goes.
fn simplify_pass_through_switch(op: SwitchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    // Nothing to collapse (the usual answer): no case list built.
    let collapses = op
        .case_destinations(ir)
        .iter()
        .zip(op.case_operands(ir).iter())
        .any(|(&d, o)| collapse_branch(ir, d, &o[..]).is_some())
        || collapse_branch(ir, op.default_destination(ir), op.default_operands(ir)).is_some();
    if !collapses {
        return false;
    }
    let mut cases = Cases::of(ir, op);
    let mut changed = false;
    for (dest, operands) in cases.dests.iter_mut().zip(cases.operands.iter_mut()) {
        if let Some((d, o)) = collapse_branch(ir, *dest, operands) {
            (*dest, *operands) = (d, o);
            changed = true;
        }
    }
    let mut default = (op.default_destination(ir), op.default_operands(ir).to_vec());
    if let Some(collapsed) = collapse_branch(ir, default.0, &default.1) {
        default = collapsed;
        changed = true;
    }
    if !changed {
        return false;
    }
    let values = op.case_values(ir);
    replace_with_switch(rewriter, op, default, cases, values);
    true
}

/// The `cf.switch` ending the single predecessor of `op`'s block, when it switches on the same
/// flag.
fn switch_of_predecessor(ir: &Ir, op: SwitchOpHandle) -> Option<(BlockId, SwitchOpHandle)> {
    let current = ir.op(op.op()).parent()?;
    let pred = ir.single_predecessor(current)?;
    let pred_switch = ir.dyn_cast::<SwitchOp>(*ir.block(pred).ops.last()?)?;
    (pred_switch.flag(ir) == op.flag(ir)).then_some((current, pred_switch))
}

/// Upstream's `simplifySwitchFromSwitchOnSameCondition`: in a case of a switch on the same
/// flag, the flag is that case's value.
fn simplify_switch_from_switch_on_same_condition(
    op: SwitchOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let Some((current, pred)) = switch_of_predecessor(ir, op) else {
        return false;
    };
    if pred.default_destination(ir) == current {
        return false;
    }
    let pred_cases = Cases::of(ir, pred);
    match pred_cases.dests.iter().position(|&d| d == current) {
        Some(i) => {
            let value = pred_cases.values[i].clone();
            fold_switch(op, rewriter, &value);
        }
        None => {
            let (dest, operands) = (op.default_destination(ir), op.default_operands(ir).to_vec());
            replace_with_br(rewriter, op.op(), dest, operands);
        }
    }
    true
}

/// Upstream's `simplifySwitchFromDefaultSwitchOnSameCondition`: in the default of a switch on
/// the same flag, the cases that went elsewhere cannot be taken.
fn simplify_switch_from_default_switch_on_same_condition(
    op: SwitchOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let Some((current, pred)) = switch_of_predecessor(ir, op) else {
        return false;
    };
    if pred.default_destination(ir) != current {
        return false;
    }
    let pred_cases = Cases::of(ir, pred);
    let impossible: Vec<&ApInt> = pred_cases
        .values
        .iter()
        .zip(&pred_cases.dests)
        .filter(|(_, d)| **d != current)
        .map(|(v, _)| v)
        .collect();
    let all = Cases::of(ir, op);
    let count = all.dests.len();
    let mut kept = Cases {
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    for ((value, dest), operands) in all.values.into_iter().zip(all.dests).zip(all.operands) {
        if impossible.contains(&&value) {
            continue;
        }
        kept.values.push(value);
        kept.dests.push(dest);
        kept.operands.push(operands);
    }
    if kept.dests.len() == count {
        return false;
    }
    let default = (op.default_destination(ir), op.default_operands(ir).to_vec());
    replace_with_switch(rewriter, op, default, kept, None);
    true
}
