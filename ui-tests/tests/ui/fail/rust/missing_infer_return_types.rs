#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `InferTypeOpInterface` without an `infer_return_types` function
#[dialect_op(t.op, traits = [InferTypeOpInterface], format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand] x: Value,
    #[result] r: Value,
}

fn main() {}
