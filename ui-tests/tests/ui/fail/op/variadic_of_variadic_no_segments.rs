#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// A group of groups without the attribute that holds their sizes
#[dialect_op(t.op, traits = [AttrSizedOperandSegments])]
pub struct Op {
    #[operand]
    pub a: Vec<Value>,
    #[operand]
    pub groups: Vec<Vec<Value>>,
}

fn main() {}
