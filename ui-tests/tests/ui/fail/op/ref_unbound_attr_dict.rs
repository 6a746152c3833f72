#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref: attr-dict not bound yet
#[dialect_op(t.op, format = "custom<F>(ref(attr-dict)) attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
