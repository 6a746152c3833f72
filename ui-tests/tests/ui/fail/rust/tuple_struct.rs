#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// tuple struct
#[dialect_op(t.op)]
pub struct Op(I32Attr);

fn main() {}
