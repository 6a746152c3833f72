#![allow(unused)]
use rods::diag::ParseResult;
use rods::dialect_type;
use rods::ir::Type;
use rods::syntax::parser::Parser;

#[dialect_type(foo.t)]
pub struct T;

// `parse_unknown_type` takes a function with `ParseTypeFn`'s signature; this one returns
// nothing
rods::dialect! {
    static FOO = { name: "foo", types: [T], parse_unknown_type: fallback };
}

fn fallback(p: &mut Parser<'_>) {}

fn main() {}
