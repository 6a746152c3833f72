#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `effects` takes a bracketed list
#[dialect_op(t.op, format = "$m attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = MemRead)]
    pub m: Value,
}

fn main() {}
