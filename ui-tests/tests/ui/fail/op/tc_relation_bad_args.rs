#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `TypesMatchWith` without its transformer
#[dialect_op(t.op, traits = [TypesMatchWith("same", "a", "r")], format = "$a attr-dict `:` type($a)")]
pub struct Op {
    #[operand] a: Value,
    #[result] r: Value,
}

fn main() {}
