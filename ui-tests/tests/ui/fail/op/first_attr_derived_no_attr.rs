#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `FirstAttrDerivedResultType` without an attribute to take the type from
#[dialect_op(t.op, traits = [FirstAttrDerivedResultType], format = "$x attr-dict `:` type($x) type($r)")]
pub struct Op {
    #[operand] x: Value,
    #[result] r: Value,
}

fn main() {}
