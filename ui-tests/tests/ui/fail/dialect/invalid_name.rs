#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// a namespace that is not an identifier
rods::dialect! {
    static FOO = { name: "my-dialect" };
}

fn main() {}
