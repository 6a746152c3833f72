#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Type, Value};
use rods::{dialect_attr, dialect_op};

fn one_type(ty: &Type) -> Type {
    ty.clone()
}

// `TypesMatchWith` into a variadic group with a transformer giving one type, not a list
#[dialect_op(t.op, traits = [TypesMatchWith("s", "callee", "args", one_type)],
             format = "$callee `(` $args `)` attr-dict `:` type($callee)")]
pub struct Op {
    #[operand(type = AnyFunctionType)] callee: Value,
    #[operand] args: Vec<Value>,
}

fn main() {}
