#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// empty struct
#[dialect_attr(t.a, format = "`<` struct() `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
