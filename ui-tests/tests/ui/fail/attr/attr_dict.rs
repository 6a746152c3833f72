#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-dict in an attribute format
#[dialect_attr(t.a, format = "`<` $a `>` attr-dict")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
