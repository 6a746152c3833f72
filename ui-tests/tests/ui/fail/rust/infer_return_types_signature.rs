#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `infer_return_types` with the wrong signature
#[dialect_op(t.op, traits = [InferTypeOpInterface], format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand] x: Value,
    #[result] r: Value,
}

impl Op {
    fn infer_return_types(types: &[rods::ir::Type]) -> Vec<rods::ir::Type> {
        types.to_vec()
    }
}

fn main() {}
