#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// oilist: missing (
#[dialect_op(t.op, format = "oilist `a` attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
