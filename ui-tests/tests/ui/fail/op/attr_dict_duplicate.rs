#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict duplicated
#[dialect_op(t.op, format = "attr-dict attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
