#![allow(unused)]
use rods::dialect_enum;

// `valu`
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(valu = 0)]
    Low,
}

fn main() {}
