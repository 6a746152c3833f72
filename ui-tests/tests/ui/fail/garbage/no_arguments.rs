#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// no arguments at all
#[dialect_attr]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
