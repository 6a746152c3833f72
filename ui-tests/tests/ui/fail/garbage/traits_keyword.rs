#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// traits listing a keyword
#[dialect_op(t.op, traits = [struct])]
pub struct Op {
    a: I32Attr,
}

fn main() {}
