#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a type constraint without a builder, and the format does not print the type
#[dialect_op(t.op, format = "$x attr-dict")]
pub struct Op {
    #[operand(type = AnyInteger)]
    x: Value,
}

fn main() {}
