#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the C++ type as a path, not a string
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(cpp_type = unsigned)]
    a: u32,
}

fn main() {}
