#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// two attributes with one mnemonic
#[dialect_attr(foo.tag)]
pub struct TagAttr {}

#[dialect_attr(foo.tag)]
pub struct OtherTagAttr {}

rods::dialect! {
    static FOO = { name: "foo", attrs: [TagAttr, OtherTagAttr] };
}

fn main() {}
