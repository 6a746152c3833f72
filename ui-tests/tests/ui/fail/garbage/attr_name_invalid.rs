#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// invalid field name
#[dialect_op(t.op)]
pub struct Op {
    #[attr(name = "a b")]
    a: I32Attr,
}

fn main() {}
