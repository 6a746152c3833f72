#![allow(unused)]
use rods::dialect_enum;

// a Rust discriminant instead of `value`
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 0)]
    Low = 0,
}

fn main() {}
