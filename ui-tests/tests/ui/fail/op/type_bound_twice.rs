#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// type: bound twice
#[dialect_op(t.op, format = "$x type($x) type($x) attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
