#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// punctuation where an argument goes
#[dialect_op(t.op, + - *)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
