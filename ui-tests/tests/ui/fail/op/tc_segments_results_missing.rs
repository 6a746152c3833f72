#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// two variadic result groups without `AttrSizedResultSegments`
#[dialect_op(t.op, format = "attr-dict `:` type($r) `,` type($s)")]
pub struct Op {
    #[result] r: Vec<Value>,
    #[result] s: Vec<Value>,
}

fn main() {}
