#![allow(unused)]
use rods::dialect_enum;

// bit 8 of an 8-bit enum
#[dialect_enum(I8BitEnumAttr)]
pub enum Bits {
    #[case(bit = 7, str = "a")]
    A,
    #[case(bit = 8, str = "b")]
    B,
}

fn main() {}
