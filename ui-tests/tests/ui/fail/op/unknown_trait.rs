#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// misspelt op trait
#[dialect_op(t.op, traits = [Symbl])]
pub struct Op {
    a: I32Attr,
}

fn main() {}
