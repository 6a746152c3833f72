#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a literal where an argument name goes
#[dialect_op(t.op, 3 = 4)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
