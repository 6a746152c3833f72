#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// misspelt field option
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(defualt = 1)]
    a: i32,
}

fn main() {}
