#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// The sizes attribute is optional and not a `DenseI32ArrayAttr`
#[dialect_op(t.op)]
pub struct Op {
    #[operand(segments = "sizes")]
    pub groups: Vec<Vec<Value>>,
    pub sizes: Option<ArrayAttr>,
}

fn main() {}
