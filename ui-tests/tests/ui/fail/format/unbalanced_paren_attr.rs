#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// an attribute format with a stray )
#[dialect_attr(t.a, format = "`<` $a) `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
