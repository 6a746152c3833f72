#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// punctuation in #[region(...)]
#[dialect_op(t.op)]
pub struct Op {
    #[region(+)]
    a: RegionId,
}

fn main() {}
