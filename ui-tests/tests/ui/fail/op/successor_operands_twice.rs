#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// one operand group forwarded to two successors
#[dialect_op(t.cond_br, traits = [Terminator], interfaces = [BranchOpInterface], format = "$a `,` $b `(` $args `:` type($args) `)` attr-dict")]
pub struct Op {
    #[operand]
    pub args: Vec<Value>,
    #[successor(operands = "args")]
    pub a: BlockId,
    #[successor(operands = "args")]
    pub b: BlockId,
}

fn main() {}
