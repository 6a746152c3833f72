#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// verify called like a function
#[dialect_attr(t.a, format = "`<` $a `>`", verify())]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
