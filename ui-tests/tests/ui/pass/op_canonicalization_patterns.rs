//! An op's canonicalization patterns: `canonicalize` (its own method, a pattern rooted at it)
//! and `canonicalizer` (its own function adding patterns), together or alone.
use rods::dialect_op;
use rods::ir::{InsertPoint, Value};
use rods::ods::{I64, TypedOp};
use rods::pass::{OpRewritePattern, PatternSet, Rewriter};

#[dialect_op(t.drop, canonicalize, canonicalizer, format = "$x attr-dict `:` type($x)")]
pub struct DropOp {
    #[operand(type = I64)]
    pub x: Value,
}

impl DropOp {
    fn canonicalize(op: DropOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        rewriter.erase_op(op.op()).is_ok()
    }

    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_op(KeepFirst);
    }
}

struct KeepFirst;

impl OpRewritePattern for KeepFirst {
    type Op = DropOp;

    fn match_and_rewrite(&self, op: DropOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let _ = (op.x(rewriter.ir()), InsertPoint::Before(op.op()));
        false
    }
}

#[dialect_op(t.only, canonicalizer, format = "attr-dict")]
pub struct OnlyOp {}

impl OnlyOp {
    fn canonicalization_patterns(_: &mut PatternSet) {}
}

fn main() {
    let mut patterns = PatternSet::new();
    (DropOp::DEF.canonicalizer.unwrap())(&mut patterns);
    assert_eq!(patterns.len(), 2);
    assert!(OnlyOp::DEF.canonicalizer.is_some());
    assert_eq!(DropOp::OPERATION_NAME, "t.drop");
}
