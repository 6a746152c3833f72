#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two parameters named a
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
    #[param(name = "a")]
    b: StringAttr,
}

fn main() {}
