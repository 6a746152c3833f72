#![allow(unused)]
use rods::ods::*;
use rods::ir::Value;
use rods::dialect_op;

// `canonicalize` without the op's `fn canonicalize(op: OpHandle, rewriter: &mut Rewriter)
// -> bool`
#[dialect_op(t.op, canonicalize, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
}

fn main() {}
