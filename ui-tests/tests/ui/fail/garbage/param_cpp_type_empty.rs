#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a C++ type named by nothing: the parse error would read «which is to be a ``»
#[dialect_attr(t.a, format = "`<` $a `>`")]
pub struct Attr {
    #[param(cpp_type = " ")]
    a: u32,
}

fn main() {}
