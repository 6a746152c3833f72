#![allow(unused)]
use rods::dialect_enum;

// a struct
#[dialect_enum(I32EnumAttr)]
pub struct Mode {
    a: u32,
}

fn main() {}
