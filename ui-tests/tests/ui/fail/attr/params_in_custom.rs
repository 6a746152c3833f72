#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// params inside custom
#[dialect_attr(t.a, format = "`<` custom<F>(params) `>`")]
pub struct Attr {

}

fn main() {}
