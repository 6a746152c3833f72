#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// `foobar.x` starts with `foo` but is not `foo.…`
#[dialect_op(foobar.x, format = "attr-dict")]
pub struct XOp {}

rods::dialect! {
    static FOO = { name: "foo", ops: [XOp] };
}

fn main() {}
