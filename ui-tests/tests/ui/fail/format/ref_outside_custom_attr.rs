#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref outside custom
#[dialect_attr(t.a, format = "`<` $a ref($a) `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
