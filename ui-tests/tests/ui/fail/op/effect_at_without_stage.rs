#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `MemReadAt` is given its stage
#[dialect_op(t.op, format = "$m attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = [MemReadAt])]
    pub m: Value,
}

fn main() {}
