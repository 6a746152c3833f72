#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unexpected character
#[dialect_op(t.op, format = "$a # attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
