#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// non-ASCII garbage in a format
#[dialect_op(t.op, format = "$a € attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
