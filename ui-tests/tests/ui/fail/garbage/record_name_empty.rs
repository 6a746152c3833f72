#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// name given an empty string
#[dialect_attr(t.a, format = "`<` $a `>`", name = "")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
