#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// an entry that is neither a type nor a reference to a definition
rods::dialect! {
    static FOO = { name: "foo", ops: ["foo.x"], dependent_dialects: [&FOO] };
}

fn main() {}
