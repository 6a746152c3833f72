#![allow(unused)]
use rods::dialect_enum;

// no such ODS class
#[dialect_enum(I16EnumAttr)]
pub enum Mode {
    #[case(value = 0)]
    Low,
}

fn main() {}
