#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// non-optional parameter in an optional group
#[dialect_attr(t.a, format = "`<` $a (`,` $b^)? `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
