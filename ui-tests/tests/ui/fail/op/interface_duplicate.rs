#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an op interface listed twice
#[dialect_op(t.op, interfaces = [OpAsmOpInterface, OpAsmOpInterface], format = "attr-dict")]
pub struct Op {}

impl OpAsmOpInterface for Op {}

fn main() {}
