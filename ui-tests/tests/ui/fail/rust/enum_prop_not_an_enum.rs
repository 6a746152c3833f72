#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `EnumProp<T>` of a type that is not a `#[dialect_enum]`
#[dialect_op(t.op, format = "$e attr-dict")]
pub struct Op {
    e: EnumProp<I32Attr>,
}

fn main() {}
