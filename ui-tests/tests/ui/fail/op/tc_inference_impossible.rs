#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `SameTypeOperands` relates the operands only: printing the result type infers nothing
#[dialect_op(t.op, traits = [SameTypeOperands], format = "$a `,` $b attr-dict `:` type($r)")]
pub struct Op {
    #[operand] a: Value,
    #[operand] b: Value,
    #[result] r: Value,
}

fn main() {}
