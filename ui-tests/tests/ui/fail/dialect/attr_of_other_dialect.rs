#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// an attribute of another dialect
#[dialect_attr(bar.tag, format = "`<` $name `>`")]
pub struct TagAttr {
    pub name: StringAttr,
}

rods::dialect! {
    static FOO = { name: "foo", attrs: [TagAttr] };
}

fn main() {}
