#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `BranchOpInterface` on an op without successors
#[dialect_op(t.op, interfaces = [BranchOpInterface], format = "attr-dict")]
pub struct Op {}

fn main() {}
