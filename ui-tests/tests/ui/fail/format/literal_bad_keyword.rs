#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// literal: invalid keyword characters
#[dialect_op(t.op, format = "`a-b` attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
