#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `operands` cannot tell the groups of `AttrSizedOperandSegments` apart
#[dialect_op(t.op, traits = [AttrSizedOperandSegments], format = "operands attr-dict `:` type(operands)")]
pub struct Op {
    #[operand] a: Vec<Value>,
    #[operand] b: Vec<Value>,
}

fn main() {}
