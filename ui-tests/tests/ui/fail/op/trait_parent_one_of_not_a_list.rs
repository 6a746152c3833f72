#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `ParentOneOf` takes a list of ops, not one
#[dialect_op(t.op, traits = [ParentOneOf("t.a")], format = "attr-dict")]
pub struct Op {}

fn main() {}
