#![allow(unused)]
use rods::dialect_type;
use rods::ir::Type;

// attr-or-type-format-invalid.td: non-optional parameter in an optional group
#[dialect_type(t.wrap, format = "(`<` $inner^ `>`)?")]
pub struct WrapType {
    inner: Type,
}

fn main() {}
