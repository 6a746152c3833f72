#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// results at the top level
#[dialect_op(t.op, format = "results attr-dict")]
pub struct Op {
    #[result(type = I32)] r: Value,
}

fn main() {}
