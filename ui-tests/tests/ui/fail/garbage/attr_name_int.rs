#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[attr(name = ...)] given an integer
#[dialect_op(t.op)]
pub struct Op {
    #[attr(name = 3)]
    a: I32Attr,
}

fn main() {}
