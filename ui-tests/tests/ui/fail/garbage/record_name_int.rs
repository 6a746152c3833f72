#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// name given an integer
#[dialect_attr(t.a, format = "`<` $a `>`", name = 3)]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
