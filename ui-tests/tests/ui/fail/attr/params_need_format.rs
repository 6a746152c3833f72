#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// parameters without a format
#[dialect_attr(t.a)]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
