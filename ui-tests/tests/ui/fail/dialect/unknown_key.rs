#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// a misspelt key, and a key given twice
rods::dialect! {
    static FOO = { name: "foo", operations: [], name: "bar" };
}

fn main() {}
