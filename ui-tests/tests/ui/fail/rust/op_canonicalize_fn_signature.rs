#![allow(unused)]
use rods::ods::I64;
use rods::ir::{Ir, OpId, Value};
use rods::dialect_op;

// The method receives the op's handle and the rewriter, not the IR and an op id (MLIR's
// `static LogicalResult canonicalize(Op, PatternRewriter &)`)
#[dialect_op(t.op, canonicalize, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
}

impl Op {
    fn canonicalize(_ir: &mut Ir, _op: OpId) -> bool {
        false
    }
}

fn main() {}
