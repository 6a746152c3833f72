#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `verify` without the op's `fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic>`
#[dialect_op(t.op, verify, format = "attr-dict")]
pub struct Op {}

fn main() {}
