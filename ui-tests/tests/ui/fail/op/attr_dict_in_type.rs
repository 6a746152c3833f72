#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict inside type()
#[dialect_op(t.op, format = "type(attr-dict) attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
