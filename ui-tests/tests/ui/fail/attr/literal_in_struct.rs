#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// literal inside struct
#[dialect_attr(t.a, format = "`<` struct($a, `x`, $b) `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
