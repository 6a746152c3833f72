#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unknown operand type constraint
#[dialect_op(t.op, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = SignlessIntLike)]
    x: Value,
}

fn main() {}
