#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// custom anchor with only a ref
#[dialect_attr(t.a, format = "`<` $a (custom<F>(ref($a))^)? `>`")]
pub struct Attr {
    a: Option<StringAttr>,
}

fn main() {}
