#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[result(name = ...)] given an identifier
#[dialect_op(t.op)]
pub struct Op {
    #[result(name = r)]
    a: Value,
}

fn main() {}
