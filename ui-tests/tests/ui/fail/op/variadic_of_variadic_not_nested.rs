#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `segments` on a plain variadic group
#[dialect_op(t.op)]
pub struct Op {
    #[operand(segments = "sizes")]
    pub groups: Vec<Value>,
    pub sizes: DenseI32ArrayAttr,
}

fn main() {}
