#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[attr(default = ...)] with punctuation
#[dialect_op(t.op)]
pub struct Op {
    #[attr(default = + +)]
    a: I32Attr,
}

fn main() {}
