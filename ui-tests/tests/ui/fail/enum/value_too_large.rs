#![allow(unused)]
use rods::dialect_enum;

// 2^32 in a 32-bit enum
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 4294967296)]
    Big,
}

fn main() {}
