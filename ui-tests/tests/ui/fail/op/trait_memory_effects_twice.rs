#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `Pure` already says the op has no memory effects
#[dialect_op(t.op, traits = [Pure, RecursiveMemoryEffects], format = "attr-dict")]
pub struct Op {}

fn main() {}
