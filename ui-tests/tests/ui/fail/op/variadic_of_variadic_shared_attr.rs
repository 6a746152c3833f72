#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// Two groups of groups share one sizes attribute
#[dialect_op(t.op, traits = [AttrSizedOperandSegments])]
pub struct Op {
    #[operand(segments = "sizes")]
    pub a: Vec<Vec<Value>>,
    #[operand(segments = "sizes")]
    pub b: Vec<Vec<Value>>,
    pub sizes: DenseI32ArrayAttr,
}

fn main() {}
