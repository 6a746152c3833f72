#![allow(unused)]
use rods::dialect_enum;

// a separator parsing cannot split at
#[dialect_enum(I32BitEnumAttr, separator = " ")]
pub enum Bits {
    #[case(bit = 0, str = "a")]
    A,
}

fn main() {}
