#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// region inside type()
#[dialect_op(t.op, format = "$r type($r) attr-dict")]
pub struct Op {
    #[region] r: RegionId,
}

fn main() {}
