#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict followed by a region
#[dialect_op(t.op, format = "attr-dict $r")]
pub struct Op {
    #[region] r: RegionId,
}

fn main() {}
