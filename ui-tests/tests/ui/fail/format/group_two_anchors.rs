#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two anchors
#[dialect_op(t.op, format = "($a^ $b^)? attr-dict")]
pub struct Op {
    a: Option<I32Attr>,
    b: Option<I32Attr>,
}

fn main() {}
