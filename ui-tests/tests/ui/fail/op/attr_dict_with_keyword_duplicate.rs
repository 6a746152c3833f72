#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict + attr-dict-with-keyword
#[dialect_op(t.op, format = "attr-dict attr-dict-with-keyword")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
