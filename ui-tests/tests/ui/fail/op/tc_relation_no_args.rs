#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `AllTypesMatch` without the list of names
#[dialect_op(t.op, traits = [AllTypesMatch], format = "$a attr-dict `:` type($a)")]
pub struct Op {
    #[operand] a: Value,
}

fn main() {}
