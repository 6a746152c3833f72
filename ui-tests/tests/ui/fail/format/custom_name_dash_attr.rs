#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a custom directive name that is not a Rust identifier
#[dialect_attr(t.a, format = "`<` custom<Tw-ice>($a) `>`")]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
