#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// #[param(name = ...)] given a character
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(name = 'c')]
    a: i64,
}

fn main() {}
