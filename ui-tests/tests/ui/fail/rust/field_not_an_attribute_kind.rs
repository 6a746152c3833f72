#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// field type that is not an attribute kind
#[dialect_op(t.op)]
pub struct Op {
    count: i32,
}

fn main() {}
