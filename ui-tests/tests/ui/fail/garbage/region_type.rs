#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[region(type = ...)]
#[dialect_op(t.op)]
pub struct Op {
    #[region(type = I32)]
    a: RegionId,
}

fn main() {}
