#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a trait listed twice
#[dialect_op(t.op, traits = [Commutative, Commutative], format = "attr-dict")]
pub struct Op {}

fn main() {}
