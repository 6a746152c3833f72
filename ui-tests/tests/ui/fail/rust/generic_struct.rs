#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// generic struct
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr<T> {
    a: T,
}

fn main() {}
