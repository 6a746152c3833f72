#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `AllTypesMatch` names a value the op does not have
#[dialect_op(t.op, traits = [AllTypesMatch(["a", "c"])], format = "$a `,` $b attr-dict `:` type($a) `,` type($b)")]
pub struct Op {
    #[operand] a: Value,
    #[operand] b: Value,
}

fn main() {}
