#![allow(unused)]
use rods::ods::*;
use rods::ir::Value;
use rods::dialect_op;

// `fold` without the op's `fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>])
// -> Option<OpFoldResult>`
#[dialect_op(t.op, fold, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
    #[result(type = I64)] r: Value,
}

fn main() {}
