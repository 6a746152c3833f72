#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the parent must be an op declared with `#[dialect_op]`
pub struct NotAnOp;

#[dialect_op(t.op, traits = [HasParent(NotAnOp)], format = "attr-dict")]
pub struct Op {}

fn main() {}
