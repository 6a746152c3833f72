//! Folding an op (MLIR's `Operation::fold` and `OpTrait` folds, `matchPattern(v,
//! m_Constant())`): the constant values of its operands, its own folder (`OpDef::fold`), then
//! the folds of its traits — `Commutative` moves constant operands to the end,
//! `Idempotent` folds `op(op(x))` to `op(x)` and `op(x, x)` to `x`, `Involution` folds
//! `op(op(x))` to `x` — and materializing what a fold gives as constant ops of the op's dialect
//! (`Dialect::materialize_constant`).

use std::cell::Cell;

use crate::dialect::OpFoldResult;
use crate::ir::{Attribute, Ir, OpId, Value};

thread_local! {
    /// A result list for folds to reuse: the greedy driver folds every op it visits, and every
    /// constant operand of it, and a fresh list each time was an allocation each.
    static SPARE_RESULTS: Cell<Vec<OpFoldResult>> = const { Cell::new(Vec::new()) };
    /// The same for the operands' constant values.
    static SPARE_CONSTANTS: Cell<Vec<Option<Attribute>>> = const { Cell::new(Vec::new()) };
}

/// Runs `f` on the thread's spare list of `spare` (a fresh one where a caller up the stack
/// holds it), left empty for the next.
fn with_spare<T: 'static, R>(
    spare: &'static std::thread::LocalKey<Cell<Vec<T>>>,
    f: impl FnOnce(&mut Vec<T>) -> R,
) -> R {
    let mut list = spare.take();
    let r = f(&mut list);
    list.clear();
    spare.set(list);
    r
}

/// The constant `v` holds, when a `ConstantLike` op defines it (MLIR's `m_Constant`: the
/// defining op folds, with no operand values, to an attribute).
pub fn constant_value(ir: &mut Ir, v: Value) -> Option<Attribute> {
    let op = ir.defining_op(v)?;
    constant_of_op(ir, op)
}

/// The constant a `ConstantLike` op holds (its fold).
pub fn constant_of_op(ir: &mut Ir, op: OpId) -> Option<Attribute> {
    let def = ir.op(op).name.def()?;
    if !def.traits.constant_like {
        return None;
    }
    let fold = def.fold?;
    with_spare(&SPARE_RESULTS, |results| {
        let first =
            (fold(ir, op, &[], results) && !results.is_empty()).then(|| results.swap_remove(0));
        results.clear();
        match first {
            Some(OpFoldResult::Attr(a)) => Some(a),
            _ => None,
        }
    })
}

/// Whether `op` is a `ConstantLike` op (MLIR's `matchPattern(op, m_Constant())`).
pub fn is_constant(ir: &mut Ir, op: OpId) -> bool {
    constant_of_op(ir, op).is_some()
}

/// Folds `op` (MLIR's `Operation::fold`): `false` when nothing folds; `true` with `results`
/// empty when it was updated in place, or with one [`OpFoldResult`] per result.
pub fn fold_op(ir: &mut Ir, op: OpId, results: &mut Vec<OpFoldResult>) -> bool {
    let Some(def) = ir.op(op).name.def() else {
        return false;
    };
    with_spare(&SPARE_CONSTANTS, |constants| {
        for i in 0..ir.op(op).operands.len() {
            let v = ir.op(op).operands[i];
            constants.push(constant_value(ir, v));
        }
        let single = ir.op(op).results.len() == 1;
        let folded = match def.fold {
            Some(fold) => fold(ir, op, constants, results),
            None => false,
        };
        if folded && !results.is_empty() {
            return true;
        }
        // MLIR's `foldTraits`: the op's folder failed or updated it in place.
        fold_traits(ir, op, constants, single, results) || folded
    })
}

/// The trait folds, in the order upstream's ops list the traits (`Commutative` before
/// `Idempotent`); the first that folds wins.
fn fold_traits(
    ir: &mut Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    single: bool,
    results: &mut Vec<OpFoldResult>,
) -> bool {
    let Some(def) = ir.op(op).name.def() else {
        return false;
    };
    let traits = def.traits;
    if traits.commutative && fold_commutative(ir, op, constants) {
        return true;
    }
    if !single {
        return false;
    }
    let own = ir.op(op).results[0];
    let mut push = |r: Value| {
        if r != own {
            results.push(OpFoldResult::Value(r));
        }
        true
    };
    if traits.idempotent
        && let Some(v) = fold_idempotent(ir, op)
    {
        return push(v);
    }
    if traits.involution
        && let Some(v) = fold_involution(ir, op)
    {
        return push(v);
    }
    false
}

/// `OpTrait::impl::foldCommutative`: constant operands move to the end, keeping their order
/// and that of the others; whether anything moved.
fn fold_commutative(ir: &mut Ir, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let operands = ir.op(op).operands.to_vec();
    if operands.len() < 2 {
        return false;
    }
    let Some(first_constant) = constants.iter().position(Option::is_some) else {
        return false;
    };
    if constants[first_constant..].iter().all(Option::is_some) {
        return false;
    }
    let (mut moved, mut fixed) = (Vec::new(), Vec::new());
    for (i, &v) in operands.iter().enumerate().skip(first_constant) {
        if constants[i].is_some() {
            fixed.push(v);
        } else {
            moved.push(v);
        }
    }
    moved.extend(fixed);
    for (k, v) in moved.into_iter().enumerate() {
        if ir.op(op).operands[first_constant + k] != v {
            ir.set_operand(op, first_constant + k, v);
        }
    }
    true
}

/// `OpTrait::impl::foldIdempotent`: `op(op(x))` is `op(x)`; `op(x, x)` is `x`.
fn fold_idempotent(ir: &Ir, op: OpId) -> Option<Value> {
    let o = ir.op(op);
    match o.operands.len() {
        1 => {
            let arg = ir.defining_op(o.operands[0])?;
            (ir.op(arg).name == o.name).then_some(o.operands[0])
        }
        n if n >= 2 && o.operands[0] == o.operands[1] => Some(o.operands[0]),
        _ => None,
    }
}

/// `OpTrait::impl::foldInvolution`: `op(op(x))` is `x`.
fn fold_involution(ir: &Ir, op: OpId) -> Option<Value> {
    let o = ir.op(op);
    let arg = ir.defining_op(*o.operands.first()?)?;
    if ir.op(arg).name != o.name {
        return None;
    }
    ir.op(arg).operands.first().copied()
}
