#![allow(unused)]
use rods::ods::*;
use rods::ir::Value;
use rods::dialect_op;

// `canonicalizer` without the op's `fn canonicalization_patterns(patterns: &mut PatternSet)`
#[dialect_op(t.op, canonicalizer, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
    #[result(type = I64)] r: Value,
}

fn main() {}
