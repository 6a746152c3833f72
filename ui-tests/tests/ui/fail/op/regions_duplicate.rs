#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// regions: duplicated
#[dialect_op(t.op, format = "regions regions attr-dict")]
pub struct Op {
    #[region] r: RegionId,
}

fn main() {}
