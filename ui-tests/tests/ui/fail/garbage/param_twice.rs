#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two #[param] on one field
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(name = "a")]
    #[param(default = 1)]
    a: i64,
}

fn main() {}
