#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[successor = ...] instead of #[successor(...)]
#[dialect_op(t.op)]
pub struct Op {
    #[successor = 1]
    a: BlockId,
}

fn main() {}
