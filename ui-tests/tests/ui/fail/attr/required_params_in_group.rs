#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// params with a required parameter in a group
#[dialect_attr(t.a, format = "(`<` params^ `>`)?")]
pub struct Attr {
    a: Option<StringAttr>,
    b: StringAttr,
}

fn main() {}
