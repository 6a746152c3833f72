#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an attribute kind given as an operand's type constraint
#[dialect_op(t.op, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = StrAttr)]
    x: Value,
}

fn main() {}
