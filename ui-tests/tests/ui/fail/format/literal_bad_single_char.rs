#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// literal: invalid single character
#[dialect_op(t.op, format = "`1` attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
