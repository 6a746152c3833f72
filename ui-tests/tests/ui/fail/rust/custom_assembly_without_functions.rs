#![allow(unused)]
use rods::ods::*;
use rods::dialect_op;

// `custom_assembly` needs the op's own `parse` and `print`
#[dialect_op(t.op, custom_assembly)]
pub struct Op {
    a: I32Attr,
}

fn main() {}
