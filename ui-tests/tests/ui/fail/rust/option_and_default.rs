#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// Option and default at once
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(default = None)]
    a: Option<StringAttr>,
}

fn main() {}
