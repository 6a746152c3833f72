#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `HasParent` needs the op it names
#[dialect_op(t.op, traits = [HasParent], format = "attr-dict")]
pub struct Op {}

fn main() {}
