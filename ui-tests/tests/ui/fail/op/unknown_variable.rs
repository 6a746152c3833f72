#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unknown variable
#[dialect_op(t.op, format = "$objcts attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
