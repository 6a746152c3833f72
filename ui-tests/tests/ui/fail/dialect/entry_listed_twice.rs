#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// the same op listed twice
#[dialect_op(foo.x, format = "attr-dict")]
pub struct XOp {}

rods::dialect! {
    static FOO = { name: "foo", ops: [XOp, XOp] };
}

fn main() {}
