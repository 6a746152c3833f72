#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict inside an optional group
#[dialect_op(t.op, format = "(`x` attr-dict^)?")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
