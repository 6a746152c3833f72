#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// interfaces without brackets
#[dialect_attr(t.a, format = "`<` $a `>`", interfaces = TargetLike)]
pub struct Attr {
    a: StringAttr,
}

fn main() {}
