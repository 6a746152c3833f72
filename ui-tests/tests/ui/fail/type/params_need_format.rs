#![allow(unused)]
use rods::dialect_type;
use rods::ir::Type;

// A parameterized type without a format could be neither printed nor parsed.
#[dialect_type(t.pair)]
pub struct PairType {
    first: Type,
}

fn main() {}
