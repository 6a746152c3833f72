#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two #[attr] on one field
#[dialect_op(t.op)]
pub struct Op {
    #[attr(name = "b")]
    #[attr(default = I32Attr(1))]
    a: I32Attr,
}

fn main() {}
