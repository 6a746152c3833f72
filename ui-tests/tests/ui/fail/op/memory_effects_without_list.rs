#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `MemoryEffects` lists its effects
#[dialect_op(t.op, traits = [MemoryEffects], format = "attr-dict")]
pub struct Op {}

fn main() {}
