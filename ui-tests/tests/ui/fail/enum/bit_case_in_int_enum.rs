#![allow(unused)]
use rods::dialect_enum;

// `bit` in an I32EnumAttr
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(bit = 0)]
    Low,
}

fn main() {}
