#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// A successor forwards a group of groups
#[dialect_op(t.op, interfaces = [BranchOpInterface])]
pub struct Op {
    #[operand(segments = "sizes")]
    pub groups: Vec<Vec<Value>>,
    pub sizes: DenseI32ArrayAttr,
    #[successor(operands = "groups")]
    pub dest: BlockId,
}

fn main() {}
