#![allow(unused)]
use rods::ir::{StringAttr, Type};
use rods::{dialect_attr, dialect_op, dialect_type};

// a type of another dialect
#[dialect_type(bar.token)]
pub struct TokenType {}

rods::dialect! {
    static FOO = { name: "foo", types: [TokenType] };
}

fn main() {}
