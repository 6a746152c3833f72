#![allow(unused)]
use rods::dialect::OpFoldResult;
use rods::ods::I64;
use rods::ir::{Attribute, Ir, OpId, Value};
use rods::dialect_op;

// A one-result op's folder returns one `OpFoldResult`, not a list (MLIR's
// `OpFoldResult fold(FoldAdaptor)`)
#[dialect_op(t.op, fold, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
    #[result(type = I64)] r: Value,
}

impl Op {
    fn fold(_ir: &mut Ir, _op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
        None
    }
}

fn main() {}
