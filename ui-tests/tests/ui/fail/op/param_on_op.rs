#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[param] on an op field
#[dialect_op(t.op)]
pub struct Op {
    #[param]
    a: I32Attr,
}

fn main() {}
