#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `MemoryEffects([...])` and `RecursiveMemoryEffects` contradict each other
#[dialect_op(t.op, traits = [RecursiveMemoryEffects, MemoryEffects([MemRead])],
             format = "$body attr-dict")]
pub struct Op {
    #[region]
    pub body: RegionId,
}

fn main() {}
