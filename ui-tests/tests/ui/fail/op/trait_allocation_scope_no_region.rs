#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `AutomaticAllocationScope` needs a region
#[dialect_op(t.op, traits = [AutomaticAllocationScope], format = "attr-dict")]
pub struct Op {}

fn main() {}
