#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// with `InferTypeOpInterface`, one printed result type brings the usual rules back: `s`
// has no type
#[dialect_op(t.op, traits = [InferTypeOpInterface], format = "$x attr-dict `:` type($x) type($r)")]
pub struct Op {
    #[operand] x: Value,
    #[result] r: Value,
    #[result] s: Value,
}

impl Op {
    fn infer_return_types(args: &InferTypeArgs<'_>) -> Result<Vec<rods::ir::Type>, String> {
        Ok(args.operand_types.to_vec())
    }
}

fn main() {}
