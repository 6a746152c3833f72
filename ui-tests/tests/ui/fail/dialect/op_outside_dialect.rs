#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// an op of another dialect: `bar.x` listed in dialect `foo`
#[dialect_op(bar.x, format = "attr-dict")]
pub struct XOp {}

#[dialect_op(foo.y, format = "attr-dict")]
pub struct YOp {}

rods::dialect! {
    static FOO = { name: "foo", ops: [YOp, XOp] };
}

fn main() {}
