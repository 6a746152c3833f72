#![allow(unused)]
use rods::ods::I64;
use rods::ir::Value;
use rods::pass::PatternSet;
use rods::dialect_op;

// The op's patterns are added to the canonicalizer's set (MLIR's
// `getCanonicalizationPatterns(RewritePatternSet &, MLIRContext *)`), not returned
#[dialect_op(t.op, canonicalizer, format = "$x attr-dict `:` type($x)")]
pub struct Op {
    #[operand(type = I64)] x: Value,
    #[result(type = I64)] r: Value,
}

impl Op {
    fn canonicalization_patterns() -> PatternSet {
        PatternSet::new()
    }
}

fn main() {}
