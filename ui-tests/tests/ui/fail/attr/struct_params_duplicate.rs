#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// struct(params) captures a bound parameter
#[dialect_attr(t.a, format = "`<` $a `,` struct(params) `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
