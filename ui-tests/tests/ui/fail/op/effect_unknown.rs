#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `MemLoad` is no effect: `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`
#[dialect_op(t.op, format = "$m attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = [MemLoad])]
    pub m: Value,
}

fn main() {}
