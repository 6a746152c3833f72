#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// qualified of a literal
#[dialect_attr(t.a, format = "`<` qualified(`x`) $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
