#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// params captures a bound parameter
#[dialect_attr(t.a, format = "`<` $a `,` params `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
