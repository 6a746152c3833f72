#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// missing dialect namespace
#[dialect_attr(object, format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
