#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// prop-dict duplicated
#[dialect_op(t.op, format = "prop-dict prop-dict attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
