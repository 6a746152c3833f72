#![allow(unused)]
use rods::dialect_enum;

// a group naming a case that does not exist
#[dialect_enum(I32BitEnumAttr)]
pub enum Bits {
    #[case(bit = 0, str = "a")]
    A,
    #[case(group = [A, B], str = "all")]
    All,
}

fn main() {}
