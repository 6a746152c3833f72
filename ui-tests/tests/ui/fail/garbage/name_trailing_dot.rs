#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the dialect.name truncated after the dot
#[dialect_attr(t., format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
