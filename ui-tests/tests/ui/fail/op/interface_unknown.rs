#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an op interface the runtime does not know
#[dialect_op(t.op, interfaces = [OpAsmInterface], format = "attr-dict")]
pub struct Op {}

fn main() {}
