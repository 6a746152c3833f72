#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// literal: keyword not starting with a letter
#[dialect_op(t.op, format = "`:abc` attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
