#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// interfaces = without a value
#[dialect_attr(t.a, format = "`<` $a `>`", interfaces =)]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
