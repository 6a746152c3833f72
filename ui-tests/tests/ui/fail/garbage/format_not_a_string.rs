#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// format = 1
#[dialect_attr(t.a, format = 1)]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
