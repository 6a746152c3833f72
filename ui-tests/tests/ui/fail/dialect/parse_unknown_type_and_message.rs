#![allow(unused)]
use rods::diag::ParseResult;
use rods::dialect_type;
use rods::ir::Type;
use rods::syntax::parser::Parser;

#[dialect_type(foo.t)]
pub struct T;

// a type fallback reports its own error: the message beside it would never be shown
rods::dialect! {
    static FOO = {
        name: "foo",
        types: [T],
        unknown_type_message: "unknown foo type: {}",
        parse_unknown_type: fallback,
    };
}

fn fallback(p: &mut Parser<'_>) -> ParseResult<Type> {
    Err(p.emit_error("unknown foo type"))
}

fn main() {}
