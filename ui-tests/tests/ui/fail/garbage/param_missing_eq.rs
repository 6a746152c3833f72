#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[param(default)] without a value
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(default)]
    a: i64,
}

fn main() {}
