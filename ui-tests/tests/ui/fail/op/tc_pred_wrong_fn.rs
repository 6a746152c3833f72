#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Type, Value};
use rods::{dialect_attr, dialect_op};

fn same_type(ty: &Type) -> Type {
    ty.clone()
}

// `PredOpTrait` takes a `fn(&Ir, OpId) -> bool`, not a type transformer
#[dialect_op(t.op, traits = [PredOpTrait("input and output agree", same_type)],
             format = "$a attr-dict `:` type($a) `to` type($r)")]
pub struct Op {
    #[operand] a: Value,
    #[result] r: Value,
}

fn main() {}
