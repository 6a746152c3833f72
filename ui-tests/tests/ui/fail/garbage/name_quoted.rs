#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the dialect.name given as a string
#[dialect_attr("t.a", format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
