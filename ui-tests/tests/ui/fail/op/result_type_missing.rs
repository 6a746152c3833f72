#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// result type not inferable
#[dialect_op(t.op, format = "attr-dict")]
pub struct Op {
    #[result] r: Value,
}

fn main() {}
