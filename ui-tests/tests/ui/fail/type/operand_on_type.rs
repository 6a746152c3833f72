#![allow(unused)]
use rods::dialect_type;
use rods::ir::Type;

// A type has only parameters: `#[operand]` describes ops.
#[dialect_type(t.wrap, format = "`<` $inner `>`")]
pub struct WrapType {
    #[operand]
    inner: Type,
}

fn main() {}
