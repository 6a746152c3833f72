//! `tst` ops for folding (ODS's `hasFolder`, `#[dialect_op(…, fold)]`): a constant, an
//! addition that folds constants and `x + 0`, an op with two results whose folder swaps them
//! when they are equal, an op the `Involution` trait folds (no folder of its own), and the
//! dialect's constant materializer.

#![allow(missing_docs)]

use rods::dialect::OpFoldResult;
use rods::dialect_op;
use rods::ir::{Attribute, Ir, Location, OpId, Type, Value};
use rods::ods::{I64, I64Attr, OpAttr};

/// A constant `i64`: `%c = tst.fold_const 7`.
#[dialect_op(tst.fold_const, traits = [ConstantLike, NoMemoryEffect], fold,
             format = "$value attr-dict")]
#[derive(Debug)]
pub struct FoldConstOp {
    pub value: I64Attr,
    #[result(type = I64)]
    pub result: Value,
}

impl FoldConstOp {
    fn fold(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
        ir.property(op, "value").cloned().map(OpFoldResult::Attr)
    }
}

/// `tst.fold_add %a, %b`: constants add; `x + 0` is `x`.
#[dialect_op(tst.fold_add, traits = [NoMemoryEffect], fold, format = "$lhs `,` $rhs attr-dict")]
#[derive(Debug)]
pub struct FoldAddOp {
    #[operand(type = I64)]
    pub lhs: Value,
    #[operand(type = I64)]
    pub rhs: Value,
    #[result(type = I64)]
    pub result: Value,
}

impl FoldAddOp {
    fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
        let int = |a: &Option<Attribute>| a.as_ref().and_then(I64Attr::from_attr).map(|i| i.0);
        match (int(&operands[0]), int(&operands[1])) {
            (Some(a), Some(b)) => Some(OpFoldResult::Attr(I64Attr(a.wrapping_add(b)).to_attr())),
            (_, Some(0)) => Some(OpFoldResult::Value(ir.op(op).operands[0])),
            _ => None,
        }
    }
}

/// `%x, %y = tst.fold_pair %a, %b`: two results, the operands; folds to them.
#[dialect_op(tst.fold_pair, traits = [NoMemoryEffect], fold, format = "$a `,` $b attr-dict")]
#[derive(Debug)]
pub struct FoldPairOp {
    #[operand(type = I64)]
    pub a: Value,
    #[operand(type = I64)]
    pub b: Value,
    #[result(type = I64)]
    pub x: Value,
    #[result(type = I64)]
    pub y: Value,
}

impl FoldPairOp {
    fn fold(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
        let o = &ir.op(op).operands;
        Some(vec![OpFoldResult::Value(o[0]), OpFoldResult::Value(o[1])])
    }
}

/// `tst.involute %x`: its own inverse (`Involution`), folded by the trait alone.
#[dialect_op(tst.involute, traits = [Involution, NoMemoryEffect], format = "$x attr-dict")]
#[derive(Debug)]
pub struct InvoluteOp {
    #[operand(type = I64)]
    pub x: Value,
    #[result(type = I64)]
    pub result: Value,
}

/// `tst`'s `materializeConstant`: a `tst.fold_const` of an `i64` value.
pub fn materialize_constant(
    ir: &mut Ir,
    value: &Attribute,
    ty: &Type,
    loc: Location,
) -> Option<OpId> {
    let v = I64Attr::from_attr(value)?;
    (*ty == Type::int(64)).then(|| FoldConstOp::create(ir, loc, v))
}
