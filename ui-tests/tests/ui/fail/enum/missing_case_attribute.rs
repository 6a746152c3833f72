#![allow(unused)]
use rods::dialect_enum;

// a variant without `#[case]`
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 0, str = "low")]
    Low,
    High,
}

fn main() {}
