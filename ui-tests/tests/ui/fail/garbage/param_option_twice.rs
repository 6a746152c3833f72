#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// one #[param] option given twice
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(default = 1, default = 2)]
    a: i64,
}

fn main() {}
