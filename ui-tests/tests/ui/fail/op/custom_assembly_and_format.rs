#![allow(unused)]
use rods::ods::*;
use rods::dialect_op;

// two custom forms for one op
#[dialect_op(t.op, custom_assembly, format = "$a attr-dict")]
pub struct Op {
    a: I32Attr,
}

fn main() {}
