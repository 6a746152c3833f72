#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// interfaces without a comma between elements
#[dialect_attr(t.a, format = "`<` $a `>`", interfaces = [A B])]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
