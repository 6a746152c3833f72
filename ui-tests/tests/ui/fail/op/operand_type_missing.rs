#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// operand type not inferable
#[dialect_op(t.op, format = "$x attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
