#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// optional struct followed by a comma
#[dialect_attr(t.a, format = "`<` struct($a) `,` $b `>`")]
pub struct Attr {
    a: Option<StringAttr>,
    b: StringAttr,
}

fn main() {}
