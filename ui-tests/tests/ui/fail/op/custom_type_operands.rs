#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// custom: type(operands) argument
#[dialect_op(t.op, format = "custom<F>(type(operands)) $x attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
