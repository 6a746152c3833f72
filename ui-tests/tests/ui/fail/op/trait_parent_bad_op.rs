#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an op is named by its Rust type or its full name, not by a number
#[dialect_op(t.op, traits = [HasParent(3)], format = "attr-dict")]
pub struct Op {}

fn main() {}
