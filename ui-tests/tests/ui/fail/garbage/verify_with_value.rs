#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// verify takes no value
#[dialect_attr(t.a, verify = true, format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
