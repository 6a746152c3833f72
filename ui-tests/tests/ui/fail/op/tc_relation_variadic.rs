#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `AllTypesMatch` names a variadic group
#[dialect_op(t.op, traits = [AllTypesMatch(["a", "b"])], format = "$a `,` $b attr-dict `:` type($a) `,` type($b)")]
pub struct Op {
    #[operand] a: Value,
    #[operand] b: Vec<Value>,
}

fn main() {}
