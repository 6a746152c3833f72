#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `MemoryEffectOpInterface` listed, its `getEffects` not written
#[dialect_op(t.op, interfaces = [MemoryEffectOpInterface], format = "attr-dict")]
pub struct Op {}

fn main() {}
