#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// a successor forwarding a single operand, not a variadic group
#[dialect_op(t.br, traits = [Terminator], interfaces = [BranchOpInterface], format = "$dest `(` $arg `:` type($arg) `)` attr-dict")]
pub struct Op {
    #[operand]
    pub arg: Value,
    #[successor(operands = "arg")]
    pub dest: BlockId,
}

fn main() {}
