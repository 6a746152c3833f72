#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// literal: unterminated
#[dialect_op(t.op, format = "attr-dict `abc")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
