#![allow(unused)]
use rods::ir::Value;
use rods::dialect_op;

// `canonicalizer` is a flag, like `fold`: the op's `fn canonicalization_patterns` gives them
#[dialect_op(t.op, canonicalizer = "patterns", format = "attr-dict")]
pub struct Op {}

fn main() {}
