#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_enum, dialect_op};

#[dialect_enum(I32EnumAttr)]
pub enum Mode {
    #[case(value = 0, str = "a")]
    A,
}

// an optional enum property (MLIR's `OptionalProp<EnumProp<…>>`)
#[dialect_op(t.op, format = "($m^)? attr-dict")]
pub struct Op {
    m: Option<EnumProp<Mode>>,
}

fn main() {}
