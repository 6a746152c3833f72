#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[result(type = ...)] given a character
#[dialect_op(t.op)]
pub struct Op {
    #[result(type = 'c')]
    a: Value,
}

fn main() {}
