#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// summary given a character
#[dialect_attr(t.a, format = "`<` $a `>`", summary = 's')]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
