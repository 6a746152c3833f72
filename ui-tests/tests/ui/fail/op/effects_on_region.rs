#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a region has no memory effects of its own
#[dialect_op(t.op, format = "$body attr-dict")]
pub struct Op {
    #[region(effects = [MemRead])]
    pub body: RegionId,
}

fn main() {}
