#![allow(unused)]
use rods::diag::ParseResult;
use rods::ir::Type;
use rods::syntax::parser::Parser;

// a type fallback on a dialect that lists no types: never called
rods::dialect! {
    static FOO = { name: "foo", parse_unknown_type: fallback };
}

fn fallback(p: &mut Parser<'_>) -> ParseResult<Type> {
    Err(p.emit_error("unknown foo type"))
}

fn main() {}
