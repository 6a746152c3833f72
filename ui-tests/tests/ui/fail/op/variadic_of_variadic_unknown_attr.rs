#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `segments` names no field of the op
#[dialect_op(t.op)]
pub struct Op {
    #[operand(segments = "sizes")]
    pub groups: Vec<Vec<Value>>,
}

fn main() {}
