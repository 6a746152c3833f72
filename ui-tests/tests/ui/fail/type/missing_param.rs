#![allow(unused)]
use rods::dialect_type;
use rods::ir::Type;

// attr-or-type-format-invalid.td (run with -gen-typedef-defs): missing param
#[dialect_type(t.pair, format = "`<` $first `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

fn main() {}
