#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// traits listing an integer
#[dialect_op(t.op, traits = [3])]
pub struct Op {
    a: I32Attr,
}

fn main() {}
