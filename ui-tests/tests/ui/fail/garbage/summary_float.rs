#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// summary given a float
#[dialect_op(t.op, summary = 1.5)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
