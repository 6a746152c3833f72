#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[successor(name = ...)] given a byte literal
#[dialect_op(t.op)]
pub struct Op {
    #[successor(name = b'c')]
    a: BlockId,
}

fn main() {}
