#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `interfaces = [OpAsmOpInterface]` without `impl OpAsmOpInterface for Op`
#[dialect_op(t.op, interfaces = [OpAsmOpInterface], format = "attr-dict")]
pub struct Op {}

fn main() {}
