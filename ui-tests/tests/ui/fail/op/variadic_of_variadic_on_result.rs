#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `segments` on a result
#[dialect_op(t.op)]
pub struct Op {
    #[result(segments = "sizes")]
    pub r: Vec<Vec<Value>>,
    pub sizes: DenseI32ArrayAttr,
}

fn main() {}
