#![allow(unused)]
use rods::dialect_enum;

// two cases spelled "eq"
#[dialect_enum(I64EnumAttr)]
pub enum Pred {
    #[case(value = 0, str = "eq")]
    Eq,
    #[case(value = 1, str = "eq")]
    Equal,
}

fn main() {}
