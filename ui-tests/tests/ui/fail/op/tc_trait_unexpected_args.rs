#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a trait without parameters given arguments
#[dialect_op(t.op, traits = [SameOperandsAndResultType("a")], format = "$a attr-dict `:` type($a)")]
pub struct Op {
    #[operand] a: Value,
}

fn main() {}
