#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `SingleBlockImplicitTerminator` needs the terminator op
#[dialect_op(t.op, traits = [SingleBlockImplicitTerminator], format = "$body attr-dict")]
pub struct Op {
    #[region] body: RegionId,
}

fn main() {}
