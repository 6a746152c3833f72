#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[attr(name = "")]
#[dialect_op(t.op)]
pub struct Op {
    #[attr(name = "")]
    a: I32Attr,
}

fn main() {}
