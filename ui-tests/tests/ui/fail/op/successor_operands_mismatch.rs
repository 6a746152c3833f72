#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// one successor says what it forwards, the other does not
#[dialect_op(t.cond_br, traits = [Terminator], interfaces = [BranchOpInterface], format = "$a `,` $b `(` $args `:` type($args) `)` attr-dict")]
pub struct Op {
    #[operand]
    pub args: Vec<Value>,
    #[successor]
    pub a: BlockId,
    #[successor(operands = "args")]
    pub b: BlockId,
}

fn main() {}
