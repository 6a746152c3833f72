#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `BranchOpInterface` listed, no successor says what it forwards, no impl
#[dialect_op(t.br, traits = [Terminator], interfaces = [BranchOpInterface], format = "$dest attr-dict")]
pub struct Op {
    #[successor]
    pub dest: BlockId,
}

fn main() {}
