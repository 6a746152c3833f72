#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Type, Value};
use rods::{dialect_attr, dialect_op};

fn first(ty: &Type) -> Type {
    ty.clone()
}

// `TypesMatchWith` takes a type from a variadic group
#[dialect_op(t.op, traits = [TypesMatchWith("s", "args", "callee", first)],
             format = "$callee `(` $args `)` attr-dict `:` type($args)")]
pub struct Op {
    #[operand] callee: Value,
    #[operand] args: Vec<Value>,
}

fn main() {}
