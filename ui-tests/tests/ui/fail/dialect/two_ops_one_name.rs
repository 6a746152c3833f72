#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// two ops with one name
#[dialect_op(foo.x, format = "attr-dict")]
pub struct XOp {}

#[dialect_op(foo.x)]
pub struct OtherXOp {}

rods::dialect! {
    static FOO = { name: "foo", ops: [XOp, OtherXOp] };
}

fn main() {}
