#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two parent traits: one `ParentOneOf([...])` says it
#[dialect_op(t.op, traits = [HasParent("t.a"), ParentOneOf(["t.b"])], format = "attr-dict")]
pub struct Op {}

fn main() {}
