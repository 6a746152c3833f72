#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two field kinds
#[dialect_op(t.op)]
pub struct Op {
    #[operand]
    #[result]
    a: Value,
}

fn main() {}
