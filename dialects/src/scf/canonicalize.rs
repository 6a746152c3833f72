//! The folders and canonicalization patterns of scf's ops (ODS's `hasFolder` /
//! `hasCanonicalizer`, `SCF.cpp` of LLVM 22), those of the ops but `scf.forall` and
//! `scf.parallel` with the region branch patterns LLVM 22 adds to them
//! (`rods::pass::add_region_branch_canonicalization_patterns`: results and region arguments
//! that hold one known value, or that nothing uses, go).

use rods::dialect::OpFoldResult;
use rods::ir::{
    Attribute, BlockId, InsertPoint, Ir, IrMapping, Location, NamedAttribute, OpId, RegionId, Type,
    Value,
};
use rods::ods::{TypedAttrInterface, TypedOp};
use rods::pass::{
    PatternFn, PatternSet, Rewriter, add_region_branch_canonicalization_patterns, m_constant,
    m_constant_bool, m_one,
};

use super::*;
use crate::arith;

/// The location of `op`, for the ops that replace it.
fn loc_of(ir: &Ir, op: OpId) -> Location {
    ir.op_loc(op).into_owned()
}

/// The last block of `region` (MLIR's `Region::back`), if it has one.
fn last_block(ir: &Ir, region: RegionId) -> Option<BlockId> {
    ir.region(region).blocks.last().copied()
}

/// The last op of `block` (its terminator).
fn terminator(ir: &Ir, block: BlockId) -> Option<OpId> {
    ir.block(block).ops.last().copied()
}

/// The operands of the last op of `block`.
fn terminator_operands(ir: &Ir, block: BlockId) -> Vec<Value> {
    terminator(ir, block).map_or_else(Vec::new, |t| ir.op(t).operands.to_vec())
}

/// The region directly holding `v`'s definition (MLIR's `Value::getParentRegion`).
fn parent_region(ir: &Ir, v: Value) -> Option<RegionId> {
    let block = match ir.value(v).def() {
        ValueDef::BlockArg(b, _) => b,
        ValueDef::OpResult(o, _) => ir.op(o).parent()?,
    };
    ir.block(block).parent
}

/// An `scf.yield` of `values` at `at`, at `loc`.
fn create_yield(rewriter: &mut Rewriter<'_>, at: InsertPoint, loc: Location, values: Vec<Value>) {
    rewriter.insert(at, |ir| YieldOp::create(ir, loc, values));
}

/// Upstream's `replaceOpWithRegion`: the one block of `region` is inlined before `op` (its
/// arguments replaced by `args`), and `op` is replaced by what its terminator yields.
fn replace_op_with_region(rewriter: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[Value]) {
    let Some(block) = last_block(rewriter.ir(), region) else {
        return;
    };
    let Some(term) = terminator(rewriter.ir(), block) else {
        return;
    };
    rewriter.inline_block_before(block, InsertPoint::Before(op), args);
    let results = rewriter.ir().op(term).operands.to_vec();
    let _ = rewriter.replace_op(op, &results);
    let _ = rewriter.erase_op(term);
}

/// An `i1` `arith.constant` of `value` before `op`, at `op`'s location.
fn bool_constant(rewriter: &mut Rewriter<'_>, op: OpId, value: bool) -> Value {
    let loc = loc_of(rewriter.ir(), op);
    let c = rewriter.insert(InsertPoint::Before(op), |ir| {
        arith::ConstantOp::create(
            ir,
            loc,
            TypedAttrInterface(Attribute::Bool(value)),
            Type::i1(),
        )
    });
    rewriter.ir().op(c).results[0]
}

/// An `arith.select %cond, %t, %f` before `at`, at `loc`.
fn select(
    rewriter: &mut Rewriter<'_>,
    at: OpId,
    loc: Location,
    cond: Value,
    t: Value,
    f: Value,
) -> Value {
    let s = rewriter.insert(InsertPoint::Before(at), |ir| {
        arith::SelectOp::create(ir, loc, cond, t, f).expect("select infers its type")
    });
    rewriter.ir().op(s).results[0]
}

/// Adds the patterns `fns` of `T` (upstream's classes, each under the name `disable-patterns`
/// selects it by), then the region branch patterns LLVM 22 adds to each of scf's region ops.
fn add_with_region_branch_patterns<T: TypedOp>(
    patterns: &mut PatternSet,
    fns: &[(&'static str, PatternFn<T>)],
) {
    patterns.add_named_fns::<T>(fns);
    add_region_branch_canonicalization_patterns(patterns, T::OPERATION_NAME);
}

// ----- scf.if ------------------------------------------------------------------------------

/// A new `scf.if` on `cond` with results of `types` before `at`, at `loc`, its regions empty.
/// (Where upstream's patterns build one with a "then" block, they erase that block at once:
/// the driver hears nothing it would act on.)
fn create_if(
    rewriter: &mut Rewriter<'_>,
    at: InsertPoint,
    loc: Location,
    types: Vec<Type>,
    cond: Value,
) -> IfOpHandle {
    let op = rewriter.insert(at, |ir| {
        let then_region = ir.create_region();
        let else_region = ir.create_region();
        IfOp::create(ir, loc, cond, types, then_region, else_region)
    });
    IfOp::cast(rewriter.ir(), op)
}

/// The "then" block of an `scf.if` (MLIR's `thenBlock`).
fn then_block(ir: &Ir, op: IfOpHandle) -> Option<BlockId> {
    last_block(ir, op.then_region(ir))
}

/// The "else" block of an `scf.if`, if its "else" region has one (MLIR's `elseBlock`).
fn else_block(ir: &Ir, op: IfOpHandle) -> Option<BlockId> {
    last_block(ir, op.else_region(ir))
}

/// The results of an `scf.if` that has some, and its "then" and "else" blocks.
fn if_with_results(ir: &Ir, op: IfOpHandle) -> Option<(Vec<Value>, BlockId, BlockId)> {
    let results = ir.op(op.op()).results.to_vec();
    if results.is_empty() {
        return None;
    }
    Some((results, then_block(ir, op)?, else_block(ir, op)?))
}

/// Whether `v` is `arith.xori %lhs, %one` with `%one` a constant one: its `%lhs`.
fn negation_of(ir: &mut Ir, v: Value) -> Option<Value> {
    let xor = ir.dyn_cast::<arith::XOrIOp>(ir.defining_op(v)?)?;
    let (lhs, rhs) = (xor.lhs(ir), xor.rhs(ir));
    m_one(ir, rhs).then_some(lhs)
}

impl IfOp {
    /// Upstream's `IfOp::fold`: `scf.if` on `arith.xori %c, true` with an "else" region is
    /// `scf.if` on `%c` with its regions swapped (in place).
    pub(super) fn fold(
        ir: &mut Ir,
        op: OpId,
        _: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        let handle = IfOp::cast(ir, op);
        let (then_region, else_region) = (handle.then_region(ir), handle.else_region(ir));
        let else_block = last_block(ir, else_region)?;
        let then_block = last_block(ir, then_region)?;
        let cond = handle.condition(ir);
        let lhs = negation_of(ir, cond)?;
        ir.set_operand(op, 0, lhs);
        ir.move_block(else_block, then_region, 0);
        ir.move_block(then_block, else_region, 0);
        Some(Vec::new())
    }

    /// Upstream's `IfOp::getCanonicalizationPatterns`, in its order, then the region branch
    /// patterns.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add_with_region_branch_patterns::<IfOp>(
            patterns,
            &[
                ("(anonymous namespace)::CombineIfs", combine_ifs),
                (
                    "(anonymous namespace)::CombineNestedIfs",
                    combine_nested_ifs,
                ),
                (
                    "(anonymous namespace)::ConditionPropagation",
                    condition_propagation,
                ),
                (
                    "(anonymous namespace)::ConvertTrivialIfToSelect",
                    convert_trivial_if_to_select,
                ),
                (
                    "(anonymous namespace)::RemoveEmptyElseBranch",
                    remove_empty_else_branch,
                ),
                (
                    "(anonymous namespace)::RemoveStaticCondition",
                    remove_static_condition,
                ),
                (
                    "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
                    replace_if_yield_with_condition_or_value,
                ),
            ],
        );
    }
}

/// Upstream's `RemoveStaticCondition`: `scf.if` on a constant is the region it takes, or
/// nothing.
fn remove_static_condition(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let cond = op.condition(rewriter.ir());
    let Some(value) = m_constant_bool(rewriter.ir_mut(), cond) else {
        return false;
    };
    let ir = rewriter.ir();
    let (then_region, else_region) = (op.then_region(ir), op.else_region(ir));
    if value {
        replace_op_with_region(rewriter, op.op(), then_region, &[]);
    } else if else_block(ir, op).is_some() {
        replace_op_with_region(rewriter, op.op(), else_region, &[]);
    } else {
        let _ = rewriter.erase_op(op.op());
    }
    true
}

/// Upstream's `ConvertTrivialIfToSelect`: results whose yielded values are both defined
/// outside the `scf.if` become `arith.select`s (or the value, when both are one); the
/// `scf.if` keeps the others.
fn convert_trivial_if_to_select(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some((results, then_b, else_b)) = if_with_results(ir, op) else {
        return false;
    };
    let (then_region, else_region) = (op.then_region(ir), op.else_region(ir));
    let cond = op.condition(ir);
    let then_yields = terminator_operands(ir, then_b);
    let else_yields = terminator_operands(ir, else_b);
    let inside = |ir: &Ir, t: Value, f: Value| {
        parent_region(ir, t) == Some(then_region) || parent_region(ir, f) == Some(else_region)
    };
    let non_hoistable: Vec<Type> = then_yields
        .iter()
        .zip(&else_yields)
        .filter(|(t, f)| inside(ir, **t, **f))
        .map(|(t, _)| ir.value_type(*t).clone())
        .collect();
    if non_hoistable.len() == results.len() {
        return false;
    }
    let loc = loc_of(ir, op.op());
    let replacement = create_if(
        rewriter,
        InsertPoint::Before(op.op()),
        loc.clone(),
        non_hoistable,
        cond,
    );
    let ir = rewriter.ir();
    let (new_then, new_else) = (replacement.then_region(ir), replacement.else_region(ir));
    rewriter.inline_region_before(then_region, new_then, 0);
    rewriter.inline_region_before(else_region, new_else, 0);
    let new_results = rewriter.ir().op(replacement.op()).results.to_vec();
    let mut values = Vec::with_capacity(results.len());
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for (&t, &f) in then_yields.iter().zip(&else_yields) {
        let ir = rewriter.ir();
        if parent_region(ir, t) == Some(new_then) || parent_region(ir, f) == Some(new_else) {
            values.push(new_results[true_yields.len()]);
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            values.push(t);
        } else {
            values.push(select(rewriter, replacement.op(), loc.clone(), cond, t, f));
        }
    }
    for (block, yields) in [(then_b, true_yields), (else_b, false_yields)] {
        if let Some(old) = terminator(rewriter.ir(), block) {
            let loc = loc_of(rewriter.ir(), old);
            let _ = rewriter.replace_op_with_new_op(old, |ir| YieldOp::create(ir, loc, yields));
        }
    }
    let _ = rewriter.replace_op(op.op(), &values);
    true
}

/// Where a region is, relative to an `scf.if` (upstream's `ConditionPropagation::Parent`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Then,
    Else,
    Neither,
}

/// Upstream's `ConditionPropagation`: the condition's uses inside the "then" region are
/// `true`, inside the "else" region `false`.
fn condition_propagation(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let cond = op.condition(rewriter.ir());
    if m_constant(rewriter.ir_mut(), cond).is_some() {
        return false;
    }
    let ir = rewriter.ir();
    let (then_region, else_region) = (op.then_region(ir), op.else_region(ir));
    let end = parent_region(ir, cond);
    let side_of = |ir: &Ir, user: OpId| {
        let mut region = ir.op(user).parent().and_then(|b| ir.block(b).parent);
        while region.is_some() && region != end {
            if region == Some(then_region) {
                return Side::Then;
            }
            if region == Some(else_region) {
                return Side::Else;
            }
            region = region
                .and_then(|r| ir.region(r).parent)
                .and_then(|p| ir.op(p).parent())
                .and_then(|b| ir.block(b).parent);
        }
        Side::Neither
    };
    let mut changed = false;
    let (mut constant_true, mut constant_false) = (None, None);
    for u in rewriter.ir().uses(cond).to_vec().into_iter().rev() {
        let (slot, value) = match side_of(rewriter.ir(), u.op) {
            Side::Then => (&mut constant_true, true),
            Side::Else => (&mut constant_false, false),
            Side::Neither => continue,
        };
        changed = true;
        let c = match *slot {
            Some(c) => c,
            None => *slot.insert(bool_constant(rewriter, op.op(), value)),
        };
        rewriter.set_operand(u.op, u.index as usize, c);
    }
    changed
}

/// Upstream's `ReplaceIfYieldWithConditionOrValue`: a result both regions yield alike is that
/// value; one yielding `true` and `false` is the condition, `false` and `true` its negation
/// (an `arith.xori` with `true`). The uses change directly, as upstream's
/// `Value::replaceAllUsesWith` does: the driver is not told.
fn replace_if_yield_with_condition_or_value(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some((results, then_b, else_b)) = if_with_results(ir, op) else {
        return false;
    };
    let (then_yields, else_yields) = (
        terminator_operands(ir, then_b),
        terminator_operands(ir, else_b),
    );
    let cond = op.condition(ir);
    let loc = loc_of(ir, op.op());
    let mut changed = false;
    for ((&t, &f), &result) in then_yields.iter().zip(&else_yields).zip(&results) {
        if t == f {
            if rewriter.ir().has_uses(result) {
                rewriter.ir_mut().replace_all_uses_with(result, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (
            m_constant_bool(rewriter.ir_mut(), t),
            m_constant_bool(rewriter.ir_mut(), f),
        ) else {
            continue;
        };
        if !tv && fv && rewriter.ir().has_uses(result) {
            let one = bool_constant(rewriter, op.op(), true);
            let xor = rewriter.insert(InsertPoint::Before(op.op()), |ir| {
                arith::XOrIOp::create(ir, loc.clone(), cond, one).expect("xori infers its type")
            });
            let not = rewriter.ir().op(xor).results[0];
            rewriter.ir_mut().replace_all_uses_with(result, not);
            changed = true;
        }
        if tv && !fv && rewriter.ir().has_uses(result) {
            rewriter.ir_mut().replace_all_uses_with(result, cond);
            changed = true;
        }
    }
    changed
}

/// Upstream's `CombineIfs`: two consecutive `scf.if`s on the same condition (or one on its
/// negation) become one, the first's regions then the second's.
fn combine_ifs(next: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(prev) = ir.prev_op(next.op()).and_then(|p| ir.dyn_cast::<IfOp>(p)) else {
        return false;
    };
    let (next_cond, prev_cond) = (next.condition(ir), prev.condition(ir));
    let next_then_b = then_block(ir, next);
    let next_else_b = else_block(ir, next);
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_b;
        next_else = next_else_b;
    }
    if negation_of(rewriter.ir_mut(), next_cond) == Some(prev_cond)
        || negation_of(rewriter.ir_mut(), prev_cond) == Some(next_cond)
    {
        next_else = next_then_b;
        if next_else_b.is_some() {
            next_then = next_else_b;
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let ir = rewriter.ir();
    let prev_results = ir.op(prev.op()).results.to_vec();
    let prev_then_b = then_block(ir, prev);
    let prev_else_b = else_block(ir, prev);
    let prev_then_yields = prev_then_b.map_or_else(Vec::new, |b| terminator_operands(ir, b));
    let prev_else_yields = prev_else_b.map_or_else(Vec::new, |b| terminator_operands(ir, b));
    let region_of = |b: Option<BlockId>| b.and_then(|b| rewriter.ir().block(b).parent);
    let (next_then_region, next_else_region) = (region_of(next_then), region_of(next_else));
    // The uses of the first's results inside the second become the values its regions yield.
    for ((&r, &t), &f) in prev_results
        .iter()
        .zip(&prev_then_yields)
        .zip(&prev_else_yields)
    {
        for u in rewriter.ir().uses(r).to_vec().into_iter().rev() {
            let user_region = rewriter
                .ir()
                .op(u.op)
                .parent()
                .and_then(|b| rewriter.ir().block(b).parent);
            let within = |region: Option<RegionId>| {
                region.is_some_and(|reg| is_ancestor_region(rewriter.ir(), reg, user_region))
            };
            if within(next_then_region) {
                rewriter.set_operand(u.op, u.index as usize, t);
            } else if within(next_else_region) {
                rewriter.set_operand(u.op, u.index as usize, f);
            }
        }
    }
    let ir = rewriter.ir();
    let mut merged_types: Vec<Type> = prev_results
        .iter()
        .map(|&r| ir.value_type(r).clone())
        .collect();
    let next_results = ir.op(next.op()).results.to_vec();
    merged_types.extend(next_results.iter().map(|&r| ir.value_type(r).clone()));
    let loc = loc_of(ir, next.op());
    let combined = create_if(
        rewriter,
        InsertPoint::Before(next.op()),
        loc,
        merged_types,
        prev_cond,
    );
    let (combined_then, combined_else) = (
        combined.then_region(rewriter.ir()),
        combined.else_region(rewriter.ir()),
    );
    rewriter.inline_region_before(prev.then_region(rewriter.ir()), combined_then, 0);
    if let Some(next_then) = next_then {
        merge_yielding_block(rewriter, next_then, combined_then);
    }
    rewriter.inline_region_before(prev.else_region(rewriter.ir()), combined_else, 0);
    if let Some(next_else) = next_else {
        if rewriter.ir().region(combined_else).blocks.is_empty() {
            if let Some(region) = rewriter.ir().block(next_else).parent {
                rewriter.inline_region_before(region, combined_else, 0);
            }
        } else {
            merge_yielding_block(rewriter, next_else, combined_else);
        }
    }
    let combined_results = rewriter.ir().op(combined.op()).results.to_vec();
    let (prev_values, next_values) = combined_results.split_at(prev_results.len());
    let _ = rewriter.replace_op(prev.op(), prev_values);
    let _ = rewriter.replace_op(next.op(), next_values);
    true
}

/// Whether `ancestor` is `region` or holds it (MLIR's `Region::isAncestor`).
fn is_ancestor_region(ir: &Ir, ancestor: RegionId, mut region: Option<RegionId>) -> bool {
    while let Some(r) = region {
        if r == ancestor {
            return true;
        }
        region = ir
            .region(r)
            .parent
            .and_then(|p| ir.op(p).parent())
            .and_then(|b| ir.block(b).parent);
    }
    false
}

/// `CombineIfs`' merge of `source`, a block ending with an `scf.yield`, into the block of
/// `dest` (which ends with one too): one `scf.yield` of both yields' values, at the second
/// one's location, takes the place of the two.
fn merge_yielding_block(rewriter: &mut Rewriter<'_>, source: BlockId, dest: RegionId) {
    let Some(dest_block) = last_block(rewriter.ir(), dest) else {
        return;
    };
    let (Some(first), Some(second)) = (
        terminator(rewriter.ir(), dest_block),
        terminator(rewriter.ir(), source),
    ) else {
        return;
    };
    rewriter.merge_blocks(source, dest_block, &[]);
    let ir = rewriter.ir();
    let mut values = ir.op(first).operands.to_vec();
    values.extend_from_slice(&ir.op(second).operands);
    let loc = loc_of(ir, second);
    create_yield(rewriter, InsertPoint::BlockEnd(dest_block), loc, values);
    let _ = rewriter.erase_op(first);
    let _ = rewriter.erase_op(second);
}

/// Upstream's `RemoveEmptyElseBranch`: an "else" region holding only an `scf.yield` goes
/// (the op has no results).
fn remove_empty_else_branch(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    if !ir.op(op.op()).results.is_empty() {
        return false;
    }
    let Some(else_b) = else_block(ir, op) else {
        return false;
    };
    if ir.block(else_b).ops.len() != 1 {
        return false;
    }
    let then_region = op.then_region(ir);
    let new = rewriter.clone_without_regions(op.op(), InsertPoint::Before(op.op()));
    let new_then = rewriter.ir().op(new).regions()[0];
    rewriter.inline_region_before(then_region, new_then, 0);
    let _ = rewriter.erase_op(op.op());
    true
}

/// Upstream's `CombineNestedIfs`: an `scf.if` whose "then" block holds only another `scf.if`
/// (and whose "else" blocks only yield) becomes one `scf.if` on `arith.andi` of the two
/// conditions.
fn combine_nested_ifs(op: IfOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(then_b) = then_block(ir, op) else {
        return false;
    };
    let Some([nested, _]) = ir.block(then_b).ops.exactly() else {
        return false;
    };
    let else_b = else_block(ir, op);
    if else_b.is_some_and(|b| ir.block(b).ops.len() != 1) {
        return false;
    }
    let Some(nested) = ir.dyn_cast::<IfOp>(nested) else {
        return false;
    };
    let nested_else = else_block(ir, nested);
    if nested_else.is_some_and(|b| ir.block(b).ops.len() != 1) {
        return false;
    }
    let mut then_yields = terminator_operands(ir, then_b);
    let else_yields = else_b.map_or_else(Vec::new, |b| terminator_operands(ir, b));
    let Some(nested_then) = then_block(ir, nested) else {
        return false;
    };
    let nested_then_yields = terminator_operands(ir, nested_then);
    let nested_else_yields = nested_else.map_or_else(Vec::new, |b| terminator_operands(ir, b));
    let mut upgrade_to_select = Vec::new();
    for (i, v) in then_yields.clone().into_iter().enumerate() {
        if let ValueDef::OpResult(def, n) = ir.value(v).def()
            && def == nested.op()
        {
            if nested_else_yields.get(n as usize) != else_yields.get(i) {
                return false;
            }
            then_yields[i] = nested_then_yields[n as usize];
            continue;
        }
        if parent_region(ir, v) == Some(op.then_region(ir)) {
            return false;
        }
        upgrade_to_select.push(i);
    }
    let loc = loc_of(ir, op.op());
    let (outer_cond, inner_cond) = (op.condition(ir), nested.condition(ir));
    let types: Vec<Type> = ir
        .op(op.op())
        .results
        .iter()
        .map(|&r| ir.value_type(r).clone())
        .collect();
    let and = rewriter.insert(InsertPoint::Before(op.op()), |ir| {
        arith::AndIOp::create(ir, loc.clone(), outer_cond, inner_cond)
            .expect("andi infers its type")
    });
    let new_cond = rewriter.ir().op(and).results[0];
    let new_if = create_if(
        rewriter,
        InsertPoint::Before(op.op()),
        loc.clone(),
        types,
        new_cond,
    );
    let new_then_region = new_if.then_region(rewriter.ir());
    let new_then = rewriter.create_block(new_then_region, 0, &[], &[]);
    let mut results = rewriter.ir().op(new_if.op()).results.to_vec();
    for i in upgrade_to_select {
        results[i] = select(
            rewriter,
            new_if.op(),
            loc.clone(),
            outer_cond,
            then_yields[i],
            else_yields[i],
        );
    }
    rewriter.merge_blocks(nested_then, new_then, &[]);
    if let Some(old) = terminator(rewriter.ir(), new_then) {
        let yield_loc = loc_of(rewriter.ir(), old);
        let _ =
            rewriter.replace_op_with_new_op(old, |ir| YieldOp::create(ir, yield_loc, then_yields));
    }
    if !else_yields.is_empty() {
        let new_else_region = new_if.else_region(rewriter.ir());
        let new_else = rewriter.create_block(new_else_region, 0, &[], &[]);
        create_yield(rewriter, InsertPoint::BlockEnd(new_else), loc, else_yields);
    }
    let _ = rewriter.replace_op(op.op(), &results);
    true
}

// ----- scf.for -----------------------------------------------------------------------------

/// The bits of an integer constant `v` holds, with its width (MLIR's
/// `getConstantAPIntValue`).
fn constant_bits(ir: &mut Ir, v: Value) -> Option<(u128, u32)> {
    let value = rods::pass::m_constant_int(ir, v)?;
    let width = value.width();
    if width > 127 {
        return None;
    }
    Some((value.to_u128()?, width))
}

/// `bits` of `width` read as a signed number.
fn sext(bits: u128, width: u32) -> i128 {
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// `bits` cut to `width`.
fn trunc(bits: u128, width: u32) -> u128 {
    bits & (u128::MAX >> (128 - width))
}

/// The integer width and index-ness of a bound's type (MLIR's `constantTripCount` reads index
/// as 64 bits).
fn bound_width(ty: &Type) -> (u32, bool) {
    match ty {
        Type::Integer { width, .. } => (*width, false),
        _ => (64, true),
    }
}

/// Upstream's `computeUbMinusLb`: `%ub = arith.addi %lb, %c` with the no-wrap flag of the
/// comparison's signedness is `%c` past `%lb`.
fn ub_minus_lb(ir: &mut Ir, lb: Value, ub: Value, signed: bool) -> Option<(u128, u32)> {
    let add = ir.dyn_cast::<arith::AddIOp>(ir.defining_op(ub)?)?;
    let flags = add.overflow_flags(ir).value;
    let no_wrap = if signed {
        arith::IntegerOverflowFlags::Nsw
    } else {
        arith::IntegerOverflowFlags::Nuw
    };
    if !flags.contains_all(no_wrap) || add.lhs(ir) != lb {
        return None;
    }
    let rhs = add.rhs(ir);
    constant_bits(ir, rhs)
}

/// Upstream's `ForOp::getStaticTripCount` (`constantTripCount` of `StaticValueUtils.cpp`):
/// the loop's trip count as an integer of its bounds' width, with upstream's arithmetic (the
/// bounds' difference wraps at that width; it is divided by the step as signed numbers).
fn static_trip_count(ir: &mut Ir, op: ForOpHandle) -> Option<u128> {
    let (lb, ub, step) = (op.lower_bound(ir), op.upper_bound(ir), op.step(ir));
    let signed = op.unsigned_cmp(ir).is_none();
    constant_trip_count(ir, lb, ub, step, signed)
}

/// A loop bound (MLIR's `OpFoldResult`): a value, or an entry of an op's static list (an
/// `index` integer attribute).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Value(Value),
    Index(i64),
}

impl Bound {
    /// The entries of a mixed static/dynamic list (`getMixedValues`).
    fn mixed(integers: &[i64], values: &[Value]) -> Vec<Bound> {
        crate::view_like::mixed_values(integers, values)
            .into_iter()
            .map(|m| match m {
                crate::view_like::OpFoldResult::Value(v) => Bound::Value(v),
                crate::view_like::OpFoldResult::Constant(c) => Bound::Index(c),
            })
            .collect()
    }

    /// The integer it holds, with its width (MLIR's `getConstantAPIntValue`).
    fn constant(self, ir: &mut Ir) -> Option<(u128, u32)> {
        match self {
            Bound::Value(v) => constant_bits(ir, v),
            Bound::Index(i) => Some((u128::from(i as u64), 64)),
        }
    }

    /// The width and index-ness of its type.
    fn width(self, ir: &Ir) -> (u32, bool) {
        match self {
            Bound::Value(v) => bound_width(ir.value_type(v)),
            Bound::Index(_) => (64, true),
        }
    }
}

/// Upstream's `constantTripCount` over the values `lb`, `ub` and `step` (see
/// [`static_trip_count`]).
fn constant_trip_count(
    ir: &mut Ir,
    lb: Value,
    ub: Value,
    step: Value,
    signed: bool,
) -> Option<u128> {
    let (lb, ub, step) = (Bound::Value(lb), Bound::Value(ub), Bound::Value(step));
    constant_trip_count_of(ir, lb, ub, step, signed)
}

/// Upstream's `constantTripCount` over bounds that are values or static entries.
fn constant_trip_count_of(
    ir: &mut Ir,
    lb: Bound,
    ub: Bound,
    step: Bound,
    signed: bool,
) -> Option<u128> {
    let (width, index) = lb.width(ir);
    if (width, index) != ub.width(ir) || width == 0 || width > 127 {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let step = step.constant(ir);
    if let Some((s, w)) = step {
        if s == 0 {
            return Some(0);
        }
        if sext(s, w) < 0 {
            return Some(0);
        }
    }
    let (lb_c, ub_c) = (lb.constant(ir), ub.constant(ir));
    let diff = match (lb_c, ub_c) {
        (Some((l, _)), Some((u, _))) => {
            let below = if signed {
                sext(u, width) <= sext(l, width)
            } else {
                u <= l
            };
            if below {
                return Some(0);
            }
            trunc(u.wrapping_sub(l), width)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let (Bound::Value(lb), Bound::Value(ub)) = (lb, ub) else {
                return None;
            };
            let (d, w) = ub_minus_lb(ir, lb, ub, signed)?;
            if w != width {
                return None;
            }
            // An `APSInt` bound from `m_ConstantInt` reads as signed.
            if sext(d, w) < 0 {
                return Some(0);
            }
            d
        }
    };
    if signed && sext(diff, width) < 0 {
        return Some(0);
    }
    let (s, _) = step?;
    let (d, s) = (sext(diff, width), sext(s, width));
    let mut count = d.wrapping_div(s);
    if d.wrapping_rem(s) != 0 {
        count = count.wrapping_add(1);
    }
    Some(trunc(count as u128, width))
}

impl ForOp {
    /// Upstream's `ForOp::getCanonicalizationPatterns` (`ForOpTensorCastFolder` aside: rods
    /// has no `tensor.cast`), then the region branch patterns.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add_with_region_branch_patterns::<ForOp>(
            patterns,
            &[(
                "(anonymous namespace)::SimplifyTrivialLoops",
                simplify_trivial_loops,
            )],
        );
    }
}

/// Upstream's `SimplifyTrivialLoops`: a loop known not to run is its initial values, one known
/// to run once is its body; an empty loop that runs and yields only values defined outside it
/// is those values.
fn simplify_trivial_loops(op: ForOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let Some(count) = static_trip_count(rewriter.ir_mut(), op) else {
        return false;
    };
    let ir = rewriter.ir();
    let inits = op.init_args(ir).to_vec();
    if count == 0 {
        let _ = rewriter.replace_op(op.op(), &inits);
        return true;
    }
    let width = bound_width(ir.value_type(op.lower_bound(ir))).0;
    let region = op.region(ir);
    if sext(count, width) == 1 {
        let mut args = vec![op.lower_bound(ir)];
        args.extend(inits);
        replace_op_with_region(rewriter, op.op(), region, &args);
        return true;
    }
    let Some(body) = last_block(ir, region) else {
        return false;
    };
    if ir.block(body).ops.len() != 1 {
        return false;
    }
    let yielded = terminator_operands(ir, body);
    if yielded
        .iter()
        .any(|&v| parent_op_chain(ir, v).any(|p| p == op.op()))
    {
        return false;
    }
    let _ = rewriter.replace_op(op.op(), &yielded);
    true
}

/// The ops holding `v`'s definition, innermost first.
fn parent_op_chain(ir: &Ir, v: Value) -> impl Iterator<Item = OpId> + '_ {
    let first = parent_region(ir, v).and_then(|r| ir.region(r).parent);
    std::iter::successors(first, move |&o| ir.parent_op(o))
}

// ----- scf.while ---------------------------------------------------------------------------

/// The location of `v`: its defining op's, or a block argument's own (MLIR's
/// `Value::getLoc`).
fn value_loc(ir: &Ir, v: Value) -> Location {
    match ir.value(v).def() {
        ValueDef::OpResult(o, _) => loc_of(ir, o),
        ValueDef::BlockArg(..) => ir.arg_loc(v).clone(),
    }
}

/// A new `scf.while` on `inits` with results of `types` before `at`, at `loc`, as upstream's
/// builder without body builders makes it: a "before" block with an argument per init (at
/// the init's location) and an "after" block with an argument per result (at `loc`), both
/// empty.
fn create_while(
    rewriter: &mut Rewriter<'_>,
    at: InsertPoint,
    loc: Location,
    types: Vec<Type>,
    inits: Vec<Value>,
) -> WhileOpHandle {
    let init_types: Vec<Type> = inits
        .iter()
        .map(|&v| rewriter.ir().value_type(v).clone())
        .collect();
    let init_locs: Vec<Location> = inits.iter().map(|&v| value_loc(rewriter.ir(), v)).collect();
    let op = rewriter.insert(at, |ir| {
        let before = ir.create_region();
        let after = ir.create_region();
        let b = ir.create_block(before, Location::Unknown);
        for (ty, l) in init_types.into_iter().zip(init_locs) {
            let arg = ir.add_block_argument(b, ty);
            ir.set_arg_loc(arg, l);
        }
        let a = ir.create_block(after, Location::Unknown);
        for ty in &types {
            let arg = ir.add_block_argument(a, ty.clone());
            ir.set_arg_loc(arg, loc.clone());
        }
        WhileOp::create(ir, loc, inits, types, before, after)
    });
    WhileOp::cast(rewriter.ir(), op)
}

/// The `scf.condition` ending the "before" region of `op`.
fn condition_of(ir: &Ir, op: WhileOpHandle) -> Option<ConditionOpHandle> {
    let block = last_block(ir, op.before(ir))?;
    ir.dyn_cast::<ConditionOp>(terminator(ir, block)?)
}

/// The arguments of the "after" block of `op`.
fn after_args(ir: &Ir, op: WhileOpHandle) -> Vec<Value> {
    last_block(ir, op.after(ir)).map_or_else(Vec::new, |b| ir.block(b).args.to_vec())
}

/// Each value `scf.condition` forwards, with the "after" argument that receives it.
fn forwarded_pairs(ir: &Ir, op: WhileOpHandle, term: ConditionOpHandle) -> Vec<(Value, Value)> {
    let args = term.args(ir).iter().copied();
    args.zip(after_args(ir, op)).collect()
}

impl WhileOp {
    /// Upstream's `WhileOp::getCanonicalizationPatterns`, in its order, then the region branch
    /// patterns.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add_with_region_branch_patterns::<WhileOp>(
            patterns,
            &[
                (
                    "(anonymous namespace)::WhileConditionTruth",
                    while_condition_truth,
                ),
                ("(anonymous namespace)::WhileCmpCond", while_cmp_cond),
                (
                    "(anonymous namespace)::WhileOpAlignBeforeArgs",
                    while_op_align_before_args,
                ),
                ("(anonymous namespace)::WhileMoveIfDown", while_move_if_down),
            ],
        );
    }
}

/// Upstream's `WhileConditionTruth`: an "after" argument receiving the condition itself is
/// `true`.
fn while_condition_truth(op: WhileOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(term) = condition_of(ir, op) else {
        return false;
    };
    let cond = term.condition(ir);
    let pairs = forwarded_pairs(ir, op, term);
    let mut constant = None;
    let mut replaced = false;
    for (yielded, arg) in pairs {
        if yielded != cond || !rewriter.ir().has_uses(arg) {
            continue;
        }
        let c = match constant {
            Some(c) => c,
            None => *constant.insert(bool_constant(rewriter, op.op(), true)),
        };
        rewriter.replace_all_uses_with(arg, c);
        replaced = true;
    }
    replaced
}

/// MLIR's `arith::invertPredicate`: the predicate true exactly where `p` is false.
fn invert_predicate(p: arith::CmpIPredicate) -> arith::CmpIPredicate {
    use arith::CmpIPredicate::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

/// Upstream's `WhileCmpCond`: in the "after" region, an `arith.cmpi` of a forwarded operand
/// of the condition's `arith.cmpi` against its other operand is known (`true` for the same
/// predicate, `false` for the inverse). The constants stand before the loop, where the
/// rewriter's insertion point is.
fn while_cmp_cond(op: WhileOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(term) = condition_of(ir, op) else {
        return false;
    };
    let Some(cmp) = ir
        .defining_op(term.condition(ir))
        .and_then(|c| ir.dyn_cast::<arith::CmpIOp>(c))
    else {
        return false;
    };
    let cmp_operands = [cmp.lhs(ir), cmp.rhs(ir)];
    let predicate = cmp.predicate(ir);
    let pairs = forwarded_pairs(ir, op, term);
    let mut changed = false;
    for (arg, after) in pairs {
        for i in 0..2 {
            if arg != cmp_operands[i] {
                continue;
            }
            for u in rewriter.ir().uses(after).to_vec().into_iter().rev() {
                let ir = rewriter.ir();
                if ir.is_erased(u.op) {
                    continue;
                }
                let Some(cmp2) = ir.dyn_cast::<arith::CmpIOp>(u.op) else {
                    continue;
                };
                let other = [cmp2.lhs(ir), cmp2.rhs(ir)][1 - i];
                if other != cmp_operands[1 - i] {
                    continue;
                }
                let p2 = cmp2.predicate(ir);
                let value = if p2 == predicate {
                    true
                } else if p2 == invert_predicate(predicate) {
                    false
                } else {
                    continue;
                };
                let loc = loc_of(ir, u.op);
                let c = rewriter.insert(InsertPoint::Before(op.op()), |ir| {
                    let attr = TypedAttrInterface(Attribute::Bool(value));
                    arith::ConstantOp::create(ir, loc, attr, Type::i1())
                });
                let c = rewriter.ir().op(c).results[0];
                let _ = rewriter.replace_op(u.op, &[c]);
                changed = true;
            }
        }
    }
    changed
}

/// Upstream's `WhileOpAlignBeforeArgs`: when `scf.condition` forwards the "before" block's
/// arguments in another order, it forwards them in theirs, and the results and "after"
/// arguments follow.
fn while_op_align_before_args(op: WhileOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(old_before) = last_block(ir, op.before(ir)) else {
        return false;
    };
    let Some(old_term) = condition_of(ir, op) else {
        return false;
    };
    let before_args = ir.block(old_before).args.to_vec();
    let term_args = old_term.args(ir).to_vec();
    if before_args == term_args {
        return false;
    }
    if term_args
        .iter()
        .enumerate()
        .any(|(i, a)| term_args[..i].contains(a))
    {
        return false;
    }
    // `mapping[j] = i`: the before argument `i` is forwarded as condition operand `j`.
    if before_args.len() != term_args.len() {
        return false;
    }
    let mut mapping = vec![0usize; before_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(j) = term_args.iter().position(|t| t == a) else {
            return false;
        };
        mapping[j] = i;
    }
    let cond = old_term.condition(ir);
    let term_loc = loc_of(ir, old_term.op());
    let forwarded = before_args.clone();
    let _ = rewriter.replace_op_with_new_op(old_term.op(), |ir| {
        ConditionOp::create(ir, term_loc, cond, forwarded)
    });
    let ir = rewriter.ir();
    let Some(old_after) = last_block(ir, op.after(ir)) else {
        return false;
    };
    let results = ir.op(op.op()).results.to_vec();
    let mut types = vec![Type::None; before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = ir.value_type(results[i]).clone();
    }
    let inits = op.inits(ir).to_vec();
    let loc = loc_of(ir, op.op());
    let new_loop = create_while(rewriter, InsertPoint::Before(op.op()), loc, types, inits);
    let ir = rewriter.ir();
    let (Some(new_before), Some(new_after)) = (
        last_block(ir, new_loop.before(ir)),
        last_block(ir, new_loop.after(ir)),
    ) else {
        return false;
    };
    let new_results = ir.op(new_loop.op()).results.to_vec();
    let new_after_block_args = ir.block(new_after).args.to_vec();
    let mut values = vec![results[0]; results.len()];
    let mut new_after_args = vec![new_after_block_args[0]; new_after_block_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        values[i] = new_results[j];
        new_after_args[i] = new_after_block_args[j];
    }
    let new_before_args = ir.block(new_before).args.to_vec();
    rewriter.inline_block_before(
        old_before,
        InsertPoint::BlockStart(new_before),
        &new_before_args,
    );
    rewriter.inline_block_before(
        old_after,
        InsertPoint::BlockStart(new_after),
        &new_after_args,
    );
    let _ = rewriter.replace_op(op.op(), &values);
    true
}

/// The values defined in `limit`'s ancestor regions that ops in `region` use, in the order of
/// a post-order walk of `region`, once each (MLIR's `visitUsedValuesDefinedAbove` into a
/// `SetVector`), kept when `keep` says so.
fn used_values_defined_above(
    ir: &Ir,
    region: RegionId,
    mut keep: impl FnMut(Value) -> bool,
) -> Vec<Value> {
    let mut out = Vec::new();
    let Some(parent) = ir.region(region).parent else {
        return out;
    };
    for &b in &ir.region(region).blocks.to_vec() {
        for &o in &ir.block(b).ops {
            ir.walk(o, rods::ir::WalkOrder::PostOrder, |user| {
                for &v in &ir.op(user).operands {
                    let defined_inside = parent_op_chain(ir, v).any(|p| p == parent)
                        && parent_region_chain(ir, v).any(|r| r == region);
                    if !defined_inside && keep(v) && !out.contains(&v) {
                        out.push(v);
                    }
                }
                rods::ir::WalkResult::Advance
            });
        }
    }
    out
}

/// The regions holding `v`'s definition, innermost first.
fn parent_region_chain(ir: &Ir, v: Value) -> impl Iterator<Item = RegionId> + '_ {
    std::iter::successors(parent_region(ir, v), move |&r| {
        let op = ir.region(r).parent?;
        ir.block(ir.op(op).parent()?).parent
    })
}

/// Upstream's `WhileMoveIfDown`: an `scf.if` right before `scf.condition`, on its condition
/// and with an "else" block that only yields, moves into the "after" region; the condition
/// forwards its "else" values, and the values from the "before" region its "then" block uses.
fn while_move_if_down(op: WhileOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(cond_op) = condition_of(ir, op) else {
        return false;
    };
    let Some(block) = ir.op(cond_op.op()).parent() else {
        return false;
    };
    let ops = &ir.block(block).ops;
    let pos = ops.len() - 1;
    let Some(if_op) = pos.checked_sub(1).and_then(|p| ir.dyn_cast::<IfOp>(ops[p])) else {
        return false;
    };
    if if_op.condition(ir) != cond_op.condition(ir) {
        return false;
    }
    let if_else = else_block(ir, if_op);
    if if_else.is_some_and(|b| ir.block(b).ops.len() != 1) {
        return false;
    }
    let Some(if_then) = then_block(ir, if_op) else {
        return false;
    };
    let loc = loc_of(ir, op.op());
    let if_results = ir.op(if_op.op()).results.to_vec();
    let after = after_args(ir, op);
    let mut idx = 0;
    while idx
        < rewriter
            .ir()
            .op(cond_op.op())
            .operands
            .len()
            .saturating_sub(1)
    {
        let arg = cond_op.args(rewriter.ir())[idx];
        if let Some(k) = if_results.iter().position(|&r| r == arg) {
            let ir = rewriter.ir();
            let then_value = terminator_operands(ir, if_then)[k];
            let else_value = if_else.map(|b| terminator_operands(ir, b)[k]);
            if let Some(else_value) = else_value {
                rewriter.replace_all_uses_with(if_results[k], else_value);
            }
            rewriter.replace_all_uses_with(after[idx], then_value);
        }
        idx += 1;
    }
    let before_region = op.before(rewriter.ir());
    let then_region = if_op.then_region(rewriter.ir());
    let additional = used_values_defined_above(rewriter.ir(), then_region, |v| {
        parent_region(rewriter.ir(), v) == Some(before_region)
    });
    let ir = rewriter.ir();
    let additional_types: Vec<Type> = additional
        .iter()
        .map(|&v| ir.value_type(v).clone())
        .collect();
    let mut types: Vec<Type> = ir
        .op(op.op())
        .results
        .iter()
        .map(|&r| ir.value_type(r).clone())
        .collect();
    types.extend(additional_types.iter().cloned());
    let inits = op.inits(ir).to_vec();
    let new_while = create_while(
        rewriter,
        InsertPoint::Before(op.op()),
        loc.clone(),
        types,
        inits,
    );
    let (old_before, old_after) = (op.before(rewriter.ir()), op.after(rewriter.ir()));
    let (new_before, new_after) = (
        new_while.before(rewriter.ir()),
        new_while.after(rewriter.ir()),
    );
    rewriter.modify_op(new_while.op(), |ir, _| {
        for (new, old) in [(new_before, old_before), (new_after, old_after)] {
            take_body(ir, new, old);
        }
        if let Some(&entry) = ir.region(new_after).blocks.first() {
            for ty in &additional_types {
                let arg = ir.add_block_argument(entry, ty.clone());
                ir.set_arg_loc(arg, loc.clone());
            }
        }
    });
    rewriter.modify_op(cond_op.op(), |ir, c| {
        let n = ir.op(c).operands.len();
        ir.set_operands(c, n..n, &additional);
    });
    let new_after_entry = last_block(rewriter.ir(), new_after);
    let new_args: Vec<Value> = new_after_entry.map_or_else(Vec::new, |b| {
        let args = &rewriter.ir().block(b).args;
        args[args.len() - additional.len()..].to_vec()
    });
    for (&from, &to) in additional.iter().zip(&new_args) {
        rewriter.replace_uses_with_if(from, to, |ir, u| {
            let user_region = ir.op(u.op).parent().and_then(|b| ir.block(b).parent);
            is_ancestor_region(ir, then_region, user_region)
        });
    }
    if let Some(y) = terminator(rewriter.ir(), if_then) {
        let _ = rewriter.erase_op(y);
    }
    if let Some(entry) = new_after_entry {
        rewriter.inline_block_before(if_then, InsertPoint::BlockStart(entry), &[]);
    }
    let _ = rewriter.erase_op(if_op.op());
    let new_results = rewriter.ir().op(new_while.op()).results.to_vec();
    let keep = new_results.len() - additional.len();
    let _ = rewriter.replace_op(op.op(), &new_results[..keep]);
    true
}

/// MLIR's `Region::takeBody`: the blocks of `dest` go (unused), those of `source` move in.
fn take_body(ir: &mut Ir, dest: RegionId, source: RegionId) {
    for b in ir.region(dest).blocks.to_vec() {
        let _ = ir.erase_block(b);
    }
    for (i, b) in ir.region(source).blocks.to_vec().into_iter().enumerate() {
        ir.move_block(b, dest, i);
    }
}

// ----- scf.execute_region ------------------------------------------------------------------

impl ExecuteRegionOp {
    /// Upstream's `ExecuteRegionOp::getCanonicalizationPatterns`, in its order, then the
    /// region branch patterns.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add_with_region_branch_patterns::<ExecuteRegionOp>(
            patterns,
            &[
                ("SingleBlockExecuteInliner", single_block_execute_inliner),
                ("MultiBlockExecuteInliner", multi_block_execute_inliner),
            ],
        );
    }
}

/// Upstream's `SingleBlockExecuteInliner`: an `scf.execute_region` of one block (not
/// `no_inline`) is that block.
fn single_block_execute_inliner(op: ExecuteRegionOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let region = op.region(ir);
    if ir.region(region).blocks.len() != 1 || op.no_inline(ir).is_some() {
        return false;
    }
    replace_op_with_region(rewriter, op.op(), region, &[]);
    true
}

/// Upstream's `MultiBlockExecuteInliner`: an `scf.execute_region` (not `no_inline`) directly
/// in a function or another `scf.execute_region` has its blocks inlined there: its block is
/// split at it, branches go into its entry block and, from each `scf.yield`, to the block
/// after it, whose arguments are its results.
fn multi_block_execute_inliner(op: ExecuteRegionOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    if op.no_inline(ir).is_some() {
        return false;
    }
    let Some(parent) = ir.parent_op(op.op()) else {
        return false;
    };
    let parent_fits = ir.isa::<ExecuteRegionOp>(parent)
        || rods::ods::op_implements::<dyn rods::ods::FunctionOpInterface>(ir, parent);
    if !parent_fits {
        return false;
    }
    let Some(prev_block) = ir.op(op.op()).parent() else {
        return false;
    };
    let region = op.region(ir);
    let Some(&entry) = ir.region(region).blocks.first() else {
        return false;
    };
    let loc = loc_of(ir, op.op());
    let post_block = rewriter.split_block(prev_block, Some(op.op()));
    rewriter.insert(InsertPoint::BlockEnd(prev_block), |ir| {
        crate::cf::BranchOp::create(ir, loc, Vec::new(), entry)
    });
    for block in rewriter.ir().region(region).blocks.to_vec() {
        let Some(t) = terminator(rewriter.ir(), block) else {
            continue;
        };
        if !rewriter.ir().isa::<YieldOp>(t) {
            continue;
        }
        let ir = rewriter.ir();
        let (yield_loc, values) = (loc_of(ir, t), ir.op(t).operands.to_vec());
        rewriter.insert(InsertPoint::Before(t), |ir| {
            crate::cf::BranchOp::create(ir, yield_loc, values, post_block)
        });
        let _ = rewriter.erase_op(t);
    }
    let post_region = rewriter.ir().block(post_block).parent;
    if let Some(post_region) = post_region {
        let index = rewriter
            .ir()
            .region(post_region)
            .blocks
            .iter()
            .position(|&b| b == post_block)
            .unwrap_or(usize::MAX);
        rewriter.inline_region_before(region, post_region, index);
    }
    let results = rewriter.ir().op(op.op()).results.to_vec();
    let mut args = Vec::with_capacity(results.len());
    for r in results {
        let ir = rewriter.ir_mut();
        let arg = ir.add_block_argument(post_block, ir.value_type(r).clone());
        let l = value_loc(ir, r);
        ir.set_arg_loc(arg, l);
        args.push(arg);
    }
    let _ = rewriter.replace_op(op.op(), &args);
    true
}

// ----- scf.index_switch --------------------------------------------------------------------

impl IndexSwitchOp {
    /// Upstream's `IndexSwitchOp::getCanonicalizationPatterns`, then the region branch
    /// patterns.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add_with_region_branch_patterns::<IndexSwitchOp>(
            patterns,
            &[("FoldConstantCase", fold_constant_case)],
        );
    }
}

/// Upstream's `FoldConstantCase`: a switch on a constant is the region of its case (or the
/// default region).
fn fold_constant_case(op: IndexSwitchOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let arg = op.arg(rewriter.ir());
    let Some(value) = rods::pass::m_constant_int(rewriter.ir_mut(), arg) else {
        return false;
    };
    let Some(value) = value.to_u128().map(|v| v as u64 as i64) else {
        return false;
    };
    let ir = rewriter.ir();
    let cases = op.cases(ir).0;
    let regions = op.case_regions(ir).to_vec();
    let region = match cases.iter().position(|&c| c == value) {
        Some(i) => regions[i],
        None => op.default_region(ir),
    };
    let Some(&source) = ir.region(region).blocks.first() else {
        return false;
    };
    let Some(term) = terminator(ir, source) else {
        return false;
    };
    let results = ir.op(term).operands.to_vec();
    rewriter.inline_block_before(source, InsertPoint::Before(op.op()), &[]);
    let _ = rewriter.erase_op(term);
    let _ = rewriter.replace_op(op.op(), &results);
    true
}

// ----- scf.parallel ------------------------------------------------------------------------

impl ParallelOp {
    /// Upstream's `ParallelOp::getCanonicalizationPatterns`, in its order.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_named_fns::<ParallelOp>(&[
            (
                "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
                parallel_op_single_or_zero_iteration_dims_folder,
            ),
            (
                "(anonymous namespace)::MergeNestedParallelLoops",
                merge_nested_parallel_loops,
            ),
        ]);
    }
}

/// A new `scf.parallel` over `lbs`, `ubs`, `steps` with `inits` before `at`, at `loc`, as
/// upstream's builder makes it: a body block with an `index` argument per dimension (at
/// `loc`), ending with an `scf.reduce` (at `loc`) when there are no inits; `fill` adds the
/// body's ops first, without telling the driver (upstream's body builder runs before the op is
/// inserted).
fn create_parallel(
    rewriter: &mut Rewriter<'_>,
    at: InsertPoint,
    loc: Location,
    (lbs, ubs, steps): (Vec<Value>, Vec<Value>, Vec<Value>),
    inits: Vec<Value>,
    fill: impl FnOnce(&mut Ir, BlockId),
) -> ParallelOpHandle {
    let types: Vec<Type> = inits
        .iter()
        .map(|&v| rewriter.ir().value_type(v).clone())
        .collect();
    let op = rewriter.insert(at, |ir| {
        let region = ir.create_region();
        let body = ir.create_block(region, Location::Unknown);
        for _ in 0..steps.len() {
            let arg = ir.add_block_argument(body, Type::Index);
            ir.set_arg_loc(arg, loc.clone());
        }
        fill(ir, body);
        if inits.is_empty() {
            let reduce = ReduceOp::create(ir, loc.clone(), Vec::new(), Vec::new());
            ir.append_op(body, reduce);
        }
        ParallelOp::create(ir, loc, lbs, ubs, steps, inits, types, region)
    });
    ParallelOp::cast(rewriter.ir(), op)
}

/// Upstream's `ParallelOpSingleOrZeroIterationDimsFolder`: a loop with a dimension of no
/// iteration is its initial values; dimensions of one iteration go (their induction variable
/// is the lower bound), the body inlined, reductions and all, when none is left.
fn parallel_op_single_or_zero_iteration_dims_folder(
    op: ParallelOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let loc = loc_of(ir, op.op());
    let (lbs, ubs, steps) = (
        op.lower_bound(ir).to_vec(),
        op.upper_bound(ir).to_vec(),
        op.step(ir).to_vec(),
    );
    let inits = op.init_vals(ir).to_vec();
    let Some(body) = last_block(ir, op.region(ir)) else {
        return false;
    };
    let ivs = ir.block(body).args.to_vec();
    let mut mapping = IrMapping::new();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
    for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
        match constant_trip_count(rewriter.ir_mut(), lb, ub, step, true) {
            Some(0) => {
                let _ = rewriter.replace_op(op.op(), &inits);
                return true;
            }
            Some(1) => {
                mapping.map_value(iv, lb);
                continue;
            }
            _ => {}
        }
        new_lbs.push(lb);
        new_ubs.push(ub);
        new_steps.push(step);
    }
    if new_lbs.len() == lbs.len() {
        return false;
    }
    if new_lbs.is_empty() {
        inline_parallel_body(rewriter, op, body, &inits, &mut mapping);
        return true;
    }
    let new_op = create_parallel(
        rewriter,
        InsertPoint::Before(op.op()),
        loc,
        (new_lbs, new_ubs, new_steps),
        inits,
        |_, _| {},
    );
    let new_region = new_op.region(rewriter.ir());
    if let Some(b) = last_block(rewriter.ir(), new_region) {
        let _ = rewriter.erase_block(b);
    }
    let region = op.region(rewriter.ir());
    rewriter.clone_region_before(region, new_region, 0, &mut mapping);
    let results = rewriter.ir().op(new_op.op()).results.to_vec();
    let _ = rewriter.replace_op(op.op(), &results);
    true
}

/// `ParallelOpSingleOrZeroIterationDimsFolder` when no dimension is left: copies of the body's
/// ops before `op`, then of each reduction's (its arguments the initial value and the value
/// reduced), and `op` replaced by what the reductions return.
fn inline_parallel_body(
    rewriter: &mut Rewriter<'_>,
    op: ParallelOpHandle,
    body: BlockId,
    inits: &[Value],
    mapping: &mut IrMapping,
) {
    let ops = rewriter.ir().block(body).ops.to_vec();
    let Some((&reduce, body_ops)) = ops.split_last() else {
        return;
    };
    for &o in body_ops {
        rewriter.clone_op(o, InsertPoint::Before(op.op()), mapping);
    }
    let Some(reduce) = rewriter.ir().dyn_cast::<ReduceOp>(reduce) else {
        return;
    };
    let ir = rewriter.ir();
    let (reduced, regions) = (reduce.operands(ir).to_vec(), reduce.reductions(ir).to_vec());
    let mut results = Vec::with_capacity(inits.len());
    for (&value, &region) in reduced.iter().zip(&regions) {
        let Some(&block) = rewriter.ir().region(region).blocks.first() else {
            continue;
        };
        let ir = rewriter.ir();
        let args = ir.block(block).args.to_vec();
        let block_ops = ir.block(block).ops.to_vec();
        if let (Some(&acc), Some(&init)) = (args.first(), inits.get(results.len())) {
            mapping.map_value(acc, init);
        }
        if let Some(&arg) = args.get(1) {
            let reduced_value = mapping.value(value);
            mapping.map_value(arg, reduced_value);
        }
        let Some((&ret, reduce_ops)) = block_ops.split_last() else {
            continue;
        };
        for &o in reduce_ops {
            rewriter.clone_op(o, InsertPoint::Before(op.op()), mapping);
        }
        let returned = rewriter.ir().op(ret).operands.first().copied();
        results.extend(returned.map(|v| mapping.value(v)));
    }
    let _ = rewriter.replace_op(op.op(), &results);
}

/// Upstream's `MergeNestedParallelLoops`: an `scf.parallel` whose body is only another one
/// (whose bounds do not use its induction variables, neither with reductions) is one loop
/// over both's dimensions.
fn merge_nested_parallel_loops(op: ParallelOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(outer_body) = last_block(ir, op.region(ir)) else {
        return false;
    };
    let Some([inner, _]) = ir.block(outer_body).ops.exactly() else {
        return false;
    };
    let Some(inner) = ir.dyn_cast::<ParallelOp>(inner) else {
        return false;
    };
    let outer_args = ir.block(outer_body).args.to_vec();
    let inner_bounds: Vec<Value> =
        [inner.lower_bound(ir), inner.upper_bound(ir), inner.step(ir)].concat();
    if outer_args.iter().any(|a| inner_bounds.contains(a)) {
        return false;
    }
    if !op.init_vals(ir).is_empty() || !inner.init_vals(ir).is_empty() {
        return false;
    }
    let Some(inner_body) = last_block(ir, inner.region(ir)) else {
        return false;
    };
    let inner_args = ir.block(inner_body).args.to_vec();
    let inner_ops = ir.block(inner_body).ops.to_vec();
    let bounds = (
        [op.lower_bound(ir), inner.lower_bound(ir)].concat(),
        [op.upper_bound(ir), inner.upper_bound(ir)].concat(),
        [op.step(ir), inner.step(ir)].concat(),
    );
    let loc = loc_of(ir, op.op());
    let new_op = create_parallel(
        rewriter,
        InsertPoint::Before(op.op()),
        loc,
        bounds,
        Vec::new(),
        |ir, body| {
            let mut mapping = IrMapping::new();
            let args = ir.block(body).args.to_vec();
            for (&from, &to) in outer_args.iter().chain(&inner_args).zip(&args) {
                mapping.map_value(from, to);
            }
            for &o in inner_ops.split_last().map_or(&[][..], |(_, rest)| rest) {
                let copy = ir.clone_op(o, &mut mapping);
                ir.append_op(body, copy);
            }
        },
    );
    let results = rewriter.ir().op(new_op.op()).results.to_vec();
    let _ = rewriter.replace_op(op.op(), &results);
    true
}

// ----- scf.forall --------------------------------------------------------------------------

impl ForallOp {
    /// Upstream's `ForallOp::getCanonicalizationPatterns`, in its order (`DimOfForallOp` and
    /// `FoldTensorCastOfOutputIntoForallOp` aside: rods has no `tensor.dim` nor `tensor.cast`).
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_named_fns::<ForallOp>(&[
            (
                "(anonymous namespace)::ForallOpControlOperandsFolder",
                forall_op_control_operands_folder,
            ),
            (
                "(anonymous namespace)::ForallOpIterArgsFolder",
                forall_op_iter_args_folder,
            ),
            (
                "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
                forall_op_single_or_zero_iteration_dims_folder,
            ),
            (
                "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
                forall_op_replace_constant_induction_var,
            ),
        ]);
    }
}

/// A forall's lower bounds, upper bounds and steps (`getMixedLowerBound`, …).
fn forall_bounds(ir: &Ir, op: ForallOpHandle) -> [Vec<Bound>; 3] {
    [
        Bound::mixed(&op.static_lower_bound(ir).0, op.dynamic_lower_bound(ir)),
        Bound::mixed(&op.static_upper_bound(ir).0, op.dynamic_upper_bound(ir)),
        Bound::mixed(&op.static_step(ir).0, op.dynamic_step(ir)),
    ]
}

/// Upstream's `dispatchIndexOpFoldResults`: the static list ([`K_DYNAMIC`] for a value) and
/// the values of `bounds`.
///
/// [`K_DYNAMIC`]: crate::view_like::K_DYNAMIC
fn dispatch_bounds(bounds: &[Bound]) -> (Vec<i64>, Vec<Value>) {
    let mut integers = Vec::with_capacity(bounds.len());
    let mut values = Vec::new();
    for b in bounds {
        match *b {
            Bound::Value(v) => {
                integers.push(crate::view_like::K_DYNAMIC);
                values.push(v);
            }
            Bound::Index(i) => integers.push(i),
        }
    }
    (integers, values)
}

/// Upstream's `getValueOrCreateConstantIndexOp`: the value of `bound`, or a new
/// `arith.constant` of its integer before `at`, at `loc`.
fn bound_value(rewriter: &mut Rewriter<'_>, at: OpId, loc: Location, bound: Bound) -> Value {
    match bound {
        Bound::Value(v) => v,
        Bound::Index(i) => {
            let c = rewriter.insert(InsertPoint::Before(at), |ir| {
                let value = Attribute::Integer(rods::ir::IntegerAttr::new(Type::Index, i));
                arith::ConstantOp::create(ir, loc, TypedAttrInterface(value), Type::Index)
            });
            rewriter.ir().op(c).results[0]
        }
    }
}

/// The body of a forall: its induction variables, then its shared outputs' arguments.
fn forall_body(ir: &Ir, op: ForallOpHandle) -> Option<BlockId> {
    ir.region(op.region(ir)).blocks.first().copied()
}

/// Upstream's `ForallOp::getCombiningOps`: the ops of the `scf.forall.in_parallel` ending
/// `body` that update `arg`.
fn combining_ops(ir: &Ir, body: BlockId, arg: Value) -> Vec<OpId> {
    let Some(term) = terminator(ir, body).and_then(|t| ir.dyn_cast::<InParallelOp>(t)) else {
        return Vec::new();
    };
    let Some(&block) = ir.region(term.region(ir)).blocks.first() else {
        return Vec::new();
    };
    ir.block(block)
        .ops
        .iter()
        .copied()
        .filter(|&o| {
            rods::ods::cast_op_interface::<dyn ParallelCombiningOpInterface>(ir, o)
                .is_some_and(|c| c.updated_destinations().contains(&arg))
        })
        .collect()
}

/// Upstream's `ForallOpControlOperandsFolder`: bounds and steps that constants define become
/// static entries.
fn forall_op_control_operands_folder(op: ForallOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let mut lists = forall_bounds(rewriter.ir(), op);
    let mut changed = false;
    for list in &mut lists {
        for bound in list.iter_mut() {
            // `foldDynamicIndexList`: an integer constant becomes its value.
            if let Bound::Value(v) = *bound
                && let Some((bits, width)) = constant_bits(rewriter.ir_mut(), v)
            {
                *bound = Bound::Index(sext(bits, width) as i64);
                changed = true;
            }
        }
    }
    if !changed {
        return false;
    }
    let [lbs, ubs, steps] = lists.map(|l| dispatch_bounds(&l));
    rewriter.modify_op(op.op(), |ir, o| {
        let dynamic = op.dynamic_lower_bound(ir).len()
            + op.dynamic_upper_bound(ir).len()
            + op.dynamic_step(ir).len();
        let mut values = lbs.1.clone();
        values.extend(&ubs.1);
        values.extend(&steps.1);
        ir.set_operands(o, 0..dynamic, &values);
        for (name, integers) in [
            ("staticLowerBound", &lbs.0),
            ("staticUpperBound", &ubs.0),
            ("staticStep", &steps.0),
        ] {
            ir.set_property(o, name, DenseI64ArrayAttr::attr(integers));
        }
        let results = ir.op(o).results.len();
        let sizes = [lbs.1.len(), ubs.1.len(), steps.1.len(), results];
        ir.set_property(
            o,
            "operandSegmentSizes",
            rods::ods::segment_sizes_attr(&sizes),
        );
    });
    true
}

/// Upstream's `ForallOpIterArgsFolder`: a shared output whose result is unused, or that no op
/// of the `scf.forall.in_parallel` updates, goes; its argument and result are the output.
fn forall_op_iter_args_folder(op: ForallOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
    let ir = rewriter.ir();
    let Some(body) = forall_body(ir, op) else {
        return false;
    };
    let rank = op.static_lower_bound(ir).0.len();
    let outputs = op.outputs(ir).to_vec();
    let results = ir.op(op.op()).results.to_vec();
    let args = ir.block(body).args.to_vec();
    if args.len() != rank + outputs.len() || results.len() != outputs.len() {
        return false;
    }
    let mut erase_result = vec![false; results.len()];
    let mut erase_arg = vec![false; args.len()];
    let mut deleted = Vec::new();
    let mut new_outs = Vec::new();
    for (i, (&result, &out)) in results.iter().zip(&outputs).enumerate() {
        let arg = args[rank + i];
        if !ir.has_uses(result) || combining_ops(ir, body, arg).is_empty() {
            deleted.push((arg, result, out));
            erase_result[i] = true;
            erase_arg[rank + i] = true;
        } else {
            new_outs.push(out);
        }
    }
    if deleted.is_empty() {
        return false;
    }
    for &(arg, _, _) in &deleted {
        for combining in combining_ops(rewriter.ir(), body, arg) {
            let _ = rewriter.erase_op(combining);
        }
    }
    for &(arg, result, out) in &deleted {
        rewriter.replace_all_uses_with(arg, out);
        rewriter.replace_all_uses_with(result, out);
    }
    rewriter.modify_op(op.op(), |ir, _| ir.erase_block_arguments(body, &erase_arg));
    let Ok(new) = rewriter.erase_op_results(op.op(), &erase_result) else {
        return true;
    };
    // `getOutputsMutable().assign(newOuts)`, which the driver does not hear of.
    let ir = rewriter.ir_mut();
    let Some(new_op) = ForallOp::from_op(ir, new) else {
        return true;
    };
    let start = new_op.dynamic_lower_bound.len()
        + new_op.dynamic_upper_bound.len()
        + new_op.dynamic_step.len();
    let end = start + new_op.outputs.len();
    let sizes = [
        new_op.dynamic_lower_bound.len(),
        new_op.dynamic_upper_bound.len(),
        new_op.dynamic_step.len(),
        new_outs.len(),
    ];
    ir.set_operands(new, start..end, &new_outs);
    ir.set_property(
        new,
        "operandSegmentSizes",
        rods::ods::segment_sizes_attr(&sizes),
    );
    true
}

/// Upstream's `ForallOpSingleOrZeroIterationDimsFolder`: a forall not mapped to processing
/// units with a dimension of no iteration is its shared outputs; dimensions of one iteration
/// go (their induction variable is the lower bound), the body inlined when none is left.
fn forall_op_single_or_zero_iteration_dims_folder(
    op: ForallOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    if op.mapping(ir).is_some_and(|m| !m.0.is_empty()) {
        return false;
    }
    let Some(body) = forall_body(ir, op) else {
        return false;
    };
    let loc = loc_of(ir, op.op());
    let [lbs, ubs, steps] = forall_bounds(ir, op);
    let ivs = ir.block(body).args.to_vec();
    let outputs = op.outputs(ir).to_vec();
    let mut mapping = IrMapping::new();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
    for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
        match constant_trip_count_of(rewriter.ir_mut(), lb, ub, step, true) {
            Some(0) => {
                let _ = rewriter.replace_op(op.op(), &outputs);
                return true;
            }
            Some(1) => {
                let value = bound_value(rewriter, op.op(), loc.clone(), lb);
                mapping.map_value(iv, value);
                continue;
            }
            _ => {}
        }
        new_lbs.push(lb);
        new_ubs.push(ub);
        new_steps.push(step);
    }
    if new_lbs.is_empty() {
        return promote_forall(rewriter, op, body, &lbs);
    }
    if new_lbs.len() == lbs.len() {
        return false;
    }
    let ir = rewriter.ir();
    let types: Vec<Type> = outputs.iter().map(|&v| ir.value_type(v).clone()).collect();
    // The attributes but the bounds and segment sizes (`op->getAttrs()`), each set on the new
    // op in place.
    let elided = [
        "operandSegmentSizes",
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
    ];
    let properties: Vec<(String, Attribute)> = ir
        .op(op.op())
        .properties
        .iter()
        .filter_map(|a| Some((a.name.as_str()?.to_owned(), a.value.clone())))
        .filter(|(name, _)| !elided.contains(&name.as_str()))
        .collect();
    let attributes: Vec<NamedAttribute> = ir.op(op.op()).attributes.iter().cloned().collect();
    let [lbs, ubs, steps] = [new_lbs, new_ubs, new_steps].map(|l| dispatch_bounds(&l));
    let new = rewriter.insert(InsertPoint::Before(op.op()), |ir| {
        let region = ir.create_region();
        ForallOp::create(
            ir,
            loc,
            lbs.1,
            ubs.1,
            steps.1,
            DenseI64ArrayAttr(lbs.0.into()),
            DenseI64ArrayAttr(ubs.0.into()),
            DenseI64ArrayAttr(steps.0.into()),
            outputs,
            None,
            types,
            region,
        )
    });
    if !properties.is_empty() || !attributes.is_empty() {
        rewriter.modify_op(new, |ir, o| {
            for (name, value) in properties {
                ir.set_property(o, &name, value);
            }
            for a in attributes {
                ir.set_discardable_attr(o, a);
            }
        });
    }
    let (region, new_region) = (op.region(rewriter.ir()), rewriter.ir().op(new).regions()[0]);
    rewriter.clone_region_before(region, new_region, 0, &mut mapping);
    let results = rewriter.ir().op(new).results.to_vec();
    let _ = rewriter.replace_op(op.op(), &results);
    true
}

/// Upstream's `promote` of a forall: its body inlined before it, the induction variables the
/// lower bounds (`lbs`) and the shared outputs' arguments the outputs, and the forall and its
/// `scf.forall.in_parallel` erased. The forall's results must be unused when no op of the
/// `scf.forall.in_parallel` gives them (upstream makes a `tensor.insert_slice` of each, which
/// rods does not have).
fn promote_forall(
    rewriter: &mut Rewriter<'_>,
    op: ForallOpHandle,
    body: BlockId,
    lbs: &[Bound],
) -> bool {
    let ir = rewriter.ir();
    let Some(term) = terminator(ir, body) else {
        return false;
    };
    let results = ir.op(op.op()).results.to_vec();
    if results.iter().any(|&r| ir.has_uses(r)) {
        return false;
    }
    let loc = loc_of(ir, op.op());
    let outputs = op.outputs(ir).to_vec();
    let mut args: Vec<Value> = lbs
        .iter()
        .map(|&lb| bound_value(rewriter, op.op(), loc.clone(), lb))
        .collect();
    args.extend(outputs);
    if args.len() != rewriter.ir().block(body).args.len() {
        return false;
    }
    rewriter.inline_block_before(body, InsertPoint::Before(op.op()), &args);
    let _ = rewriter.erase_op(term);
    let _ = rewriter.erase_op(op.op());
    true
}

/// Upstream's `ForallOpReplaceConstantInductionVar`: an induction variable of a dimension of
/// one iteration is its lower bound.
fn forall_op_replace_constant_induction_var(
    op: ForallOpHandle,
    rewriter: &mut Rewriter<'_>,
) -> bool {
    let ir = rewriter.ir();
    let Some(body) = forall_body(ir, op) else {
        return false;
    };
    let loc = loc_of(ir, op.op());
    let [lbs, ubs, steps] = forall_bounds(ir, op);
    let ivs = ir.block(body).args.to_vec();
    let mut changed = false;
    for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
        if !rewriter.ir().has_uses(iv)
            || constant_trip_count_of(rewriter.ir_mut(), lb, ub, step, true) != Some(1)
        {
            continue;
        }
        let value = bound_value(rewriter, op.op(), loc.clone(), lb);
        rewriter.replace_all_uses_with(iv, value);
        changed = true;
    }
    changed
}
