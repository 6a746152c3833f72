#![allow(unused)]
use rods::dialect_enum;

// a case string MLIR would print quoted as is: it could not be read back
#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 0, str = "a\"b")]
    Quote,
}

fn main() {}
