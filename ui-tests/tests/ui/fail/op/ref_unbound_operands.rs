#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref: operands not bound yet
#[dialect_op(t.op, format = "custom<F>(ref(operands)) operands attr-dict")]
pub struct Op {
    #[operand(type = I32)] x: Value,
}

fn main() {}
