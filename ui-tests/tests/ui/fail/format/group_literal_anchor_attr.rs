#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// anchor on a literal
#[dialect_attr(t.a, format = "(`<`^ $a `>`)?")]
pub struct Attr {
    a: Option<StringAttr>,
}

fn main() {}
