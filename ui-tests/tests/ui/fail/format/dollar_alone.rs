#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// $ without a name
#[dialect_op(t.op, format = "$ attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
