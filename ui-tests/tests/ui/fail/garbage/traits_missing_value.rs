#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// traits = without a value
#[dialect_op(t.op, traits =)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
