#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an empty first argument
#[dialect_op(, t.op)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
