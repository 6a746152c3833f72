#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `ConstantLike` ops have one result and no operands
#[dialect_op(t.op, traits = [ConstantLike], format = "$a attr-dict `:` type($a) `->` type($r)")]
pub struct Op {
    #[operand] a: Value,
    #[result] r: Value,
}

fn main() {}
