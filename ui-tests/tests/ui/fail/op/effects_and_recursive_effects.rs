#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an op with `RecursiveMemoryEffects` has the effects of the ops it holds, no others
#[dialect_op(t.op, traits = [RecursiveMemoryEffects], format = "$m $body attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = [MemWrite])]
    pub m: Value,
    #[region]
    pub body: RegionId,
}

fn main() {}
