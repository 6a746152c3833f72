#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `operands` on a successor of an op that is not a branch
#[dialect_op(t.br, traits = [Terminator], format = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict")]
pub struct Op {
    #[operand]
    pub args: Vec<Value>,
    #[successor(operands = "args")]
    pub dest: BlockId,
}

fn main() {}
