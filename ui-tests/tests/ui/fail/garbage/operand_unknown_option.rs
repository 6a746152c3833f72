#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[operand(default = ...)]
#[dialect_op(t.op)]
pub struct Op {
    #[operand(default = 1)]
    a: Value,
}

fn main() {}
