#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// successors inside type()
#[dialect_op(t.op, format = "$s type(successors) attr-dict")]
pub struct Op {
    #[successor] s: BlockId,
}

fn main() {}
