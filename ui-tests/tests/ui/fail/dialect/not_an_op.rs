#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// an attribute listed among the ops
#[dialect_attr(foo.tag)]
pub struct TagAttr {}

rods::dialect! {
    static FOO = { name: "foo", ops: [TagAttr] };
}

fn main() {}
