#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[param = ...] instead of #[param(...)]
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param = "a"]
    a: i64,
}

fn main() {}
