#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// custom: missing name
#[dialect_op(t.op, format = "custom<>($a) attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
