#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `AttrSizedOperandSegments` with a single variable-length operand group
#[dialect_op(t.op, traits = [AttrSizedOperandSegments], format = "$a `,` $b attr-dict `:` type($a) `,` type($b)")]
pub struct Op {
    #[operand] a: Vec<Value>,
    #[operand] b: Value,
}

fn main() {}
