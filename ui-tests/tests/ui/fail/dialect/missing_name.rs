#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// no `name`
rods::dialect! {
    static FOO = { summary: "a dialect without a namespace" };
}

fn main() {}
