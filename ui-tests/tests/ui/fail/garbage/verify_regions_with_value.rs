#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `verify_regions` takes no value
#[dialect_op(t.op, verify_regions = true, format = "attr-dict")]
pub struct Op {}

fn main() {}
