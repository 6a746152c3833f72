#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// format = without a value
#[dialect_op(t.op, format =)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
