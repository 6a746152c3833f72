#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the range of an effect is `FullEffect` or `PartialEffect`
#[dialect_op(t.op, format = "$m attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = [MemWriteAt(0, WholeEffect)])]
    pub m: Value,
}

fn main() {}
