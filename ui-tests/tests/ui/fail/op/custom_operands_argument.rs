#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// custom: operands argument
#[dialect_op(t.op, format = "custom<F>(operands) attr-dict")]
pub struct Op {
    #[operand(type = I32)] x: Value,
}

fn main() {}
