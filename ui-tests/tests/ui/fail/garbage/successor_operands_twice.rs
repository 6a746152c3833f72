#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `operands` given twice
#[dialect_op(t.br, traits = [Terminator], interfaces = [BranchOpInterface], format = "$dest `(` $args `:` type($args) `)` attr-dict")]
pub struct Op {
    #[operand]
    pub args: Vec<Value>,
    #[successor(operands = "args", operands = "args")]
    pub dest: BlockId,
}

fn main() {}
