#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[operand] on an attribute parameter
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[operand]
    a: i32,
}

fn main() {}
