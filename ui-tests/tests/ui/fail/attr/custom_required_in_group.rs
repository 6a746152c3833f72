#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// custom with a required parameter in a group
#[dialect_attr(t.a, format = "(`<` custom<F>($a)^ `>`)?")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
