#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[operand(type = )] without a type
#[dialect_op(t.op)]
pub struct Op {
    #[operand(type = )]
    a: Value,
}

fn main() {}
