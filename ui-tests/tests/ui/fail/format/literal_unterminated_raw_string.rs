#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unterminated literal in a raw string
#[dialect_op(t.op, format = r"$a attr-dict `")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
