#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// duplicate param
#[dialect_attr(t.a, format = "`<` $a `,` $a `,` $b `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
