#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[operand(type = ...)] given a string
#[dialect_op(t.op)]
pub struct Op {
    #[operand(type = "I32")]
    a: Value,
}

fn main() {}
