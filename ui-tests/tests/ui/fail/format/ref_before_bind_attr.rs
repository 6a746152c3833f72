#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// ref before bind
#[dialect_attr(t.a, format = "`<` custom<F>(ref($a)) $a `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
