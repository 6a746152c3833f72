#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// params in an op format
#[dialect_op(t.op, format = "params attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
