#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// functional-type: not top level
#[dialect_op(t.op, format = "$x type(functional-type($x, $x)) attr-dict")]
pub struct Op {
    #[operand(type = I32)] x: Value,
}

fn main() {}
