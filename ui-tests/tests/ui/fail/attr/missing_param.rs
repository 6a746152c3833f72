#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// attr-or-type-format-invalid.td: missing param
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
