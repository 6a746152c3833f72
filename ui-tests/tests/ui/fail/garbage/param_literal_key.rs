#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a literal where a #[param] option goes
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(3)]
    a: i64,
}

fn main() {}
