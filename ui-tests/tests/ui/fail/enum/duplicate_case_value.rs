#![allow(unused)]
use rods::dialect_enum;

// two cases of value 1
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 1, str = "low")]
    Low,
    #[case(value = 1, str = "high")]
    High,
}

fn main() {}
