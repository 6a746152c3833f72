#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// format given as a byte string
#[dialect_attr(t.a, format = b"`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
