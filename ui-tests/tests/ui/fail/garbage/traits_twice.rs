#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// traits given twice
#[dialect_op(t.op, traits = [Symbol], traits = [NoTerminator])]
pub struct Op {
    a: I32Attr,
}

fn main() {}
