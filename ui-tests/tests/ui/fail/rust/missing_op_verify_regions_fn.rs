#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `verify_regions` without the op's `fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic>`
#[dialect_op(t.op, verify_regions, format = "$body attr-dict")]
pub struct Op {
    #[region] body: RegionId,
}

fn main() {}
