#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// summary without a value
#[dialect_op(t.op, summary)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
