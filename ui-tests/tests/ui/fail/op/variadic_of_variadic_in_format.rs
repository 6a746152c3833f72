#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// A group of groups written outside a custom directive
#[dialect_op(t.op, format = "$groups attr-dict `:` type($groups)")]
pub struct Op {
    #[operand(segments = "sizes")]
    pub groups: Vec<Vec<Value>>,
    pub sizes: DenseI32ArrayAttr,
}

fn main() {}
