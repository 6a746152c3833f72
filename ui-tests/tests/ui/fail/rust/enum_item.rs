#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// not a struct
#[dialect_attr(t.a)]
pub enum Attr {
    A,
}

fn main() {}
