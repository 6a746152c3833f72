#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// functional-type: missing (
#[dialect_op(t.op, format = "functional-type attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
