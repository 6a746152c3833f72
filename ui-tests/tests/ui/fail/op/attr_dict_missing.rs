#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// op-format-invalid.td: attr-dict missing
#[dialect_op(t.op, format = "$a")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
