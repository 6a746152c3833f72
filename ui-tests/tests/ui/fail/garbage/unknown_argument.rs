#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// misspelt macro argument
#[dialect_attr(t.a, fromat = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
