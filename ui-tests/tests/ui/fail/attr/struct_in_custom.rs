#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// struct inside custom
#[dialect_attr(t.a, format = "`<` custom<F>(struct(params)) `>`")]
pub struct Attr {

}

fn main() {}
