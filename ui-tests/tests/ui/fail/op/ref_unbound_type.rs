#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref: type($x) not bound yet
#[dialect_op(t.op, format = "$x custom<F>(ref(type($x))) type($x) attr-dict")]
pub struct Op {
    #[operand] x: Value,
}

fn main() {}
