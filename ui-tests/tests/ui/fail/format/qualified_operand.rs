#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// qualified of an operand
#[dialect_op(t.op, format = "qualified($x) type($x) attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
