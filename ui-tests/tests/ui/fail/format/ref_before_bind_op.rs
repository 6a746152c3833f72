#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref: $attr not bound yet
#[dialect_op(t.op, format = "custom<F>(ref($a)) $a attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
