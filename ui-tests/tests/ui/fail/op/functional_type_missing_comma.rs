#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// functional-type: missing ,
#[dialect_op(t.op, format = "functional-type($x) attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
