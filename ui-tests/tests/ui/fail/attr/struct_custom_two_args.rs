#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// struct with a two-argument custom directive
#[dialect_attr(t.a, format = "`<` struct(custom<F>($a, $b)) `>`")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
