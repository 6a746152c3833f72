#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// optional region
#[dialect_op(t.op)]
pub struct Op {
    #[region]
    r: Option<RegionId>,
}

fn main() {}
