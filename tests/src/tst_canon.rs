//! `tst` ops with canonicalization patterns (ODS's `hasCanonicalizeMethod` and
//! `hasCanonicalizer`, `#[dialect_op(…, canonicalize)]` and `#[dialect_op(…, canonicalizer)]`):
//! an op whose own `canonicalize` method replaces it by its operand and whose
//! `canonicalization_patterns` adds a pattern of another op, and an op whose
//! `canonicalization_patterns` adds two patterns of different benefits.

#![allow(missing_docs)]

use rods::dialect_op;
use rods::ir::{Attribute, Value};
use rods::ods::{I64, I64Attr};
use rods::pass::{OpRewritePattern, PatternSet, Rewriter};

use crate::tst_fold::FoldConstOp;

/// `tst.canon_nop %x`: the identity, which its `canonicalize` method removes. Its
/// `canonicalization_patterns` adds one of `tst.canon_double`, which marks it `{nop_seen}`.
#[dialect_op(tst.canon_nop, canonicalize, canonicalizer, format = "$x attr-dict")]
#[derive(Debug)]
pub struct CanonNopOp {
    #[operand(type = I64)]
    pub x: Value,
    #[result(type = I64)]
    pub result: Value,
}

impl CanonNopOp {
    fn canonicalize(op: CanonNopOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let x = op.x(rewriter.ir());
        rewriter.replace_op(op.op(), &[x]).is_ok()
    }

    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_op(Mark("nop_seen"));
    }
}

/// `tst.canon_double %x`: twice `%x`; its patterns compute it from a constant, or else mark
/// it `{seen}` (the lower benefit: tried only when the first does not apply). At equal
/// benefit its own mark comes before `tst.canon_nop`'s, ops' patterns being gathered in op
/// name order.
#[dialect_op(tst.canon_double, canonicalizer, format = "$x attr-dict")]
#[derive(Debug)]
pub struct CanonDoubleOp {
    #[operand(type = I64)]
    pub x: Value,
    #[result(type = I64)]
    pub result: Value,
}

impl CanonDoubleOp {
    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_op(Mark("seen")).add_op(DoubleConstant);
    }
}

/// `tst.canon_double` of a `tst.fold_const` is a `tst.fold_const` of twice its value.
struct DoubleConstant;

impl OpRewritePattern for DoubleConstant {
    type Op = CanonDoubleOp;

    fn benefit(&self) -> u16 {
        2
    }

    fn match_and_rewrite(&self, op: CanonDoubleOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        let Some(c) = ir.dyn_cast::<FoldConstOp>(ir.defining_op(op.x(ir)).unwrap_or(op.op()))
        else {
            return false;
        };
        let value = c.value(ir).0.wrapping_mul(2);
        let loc = ir.op_loc(op.op()).into_owned();
        rewriter
            .replace_op_with_new_op(op.op(), |ir| FoldConstOp::create(ir, loc, I64Attr(value)))
            .is_ok()
    }
}

/// A `tst.canon_double` not marked yet gets the unit attribute it names.
struct Mark(&'static str);

impl OpRewritePattern for Mark {
    type Op = CanonDoubleOp;

    fn match_and_rewrite(&self, op: CanonDoubleOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        if ["seen", "nop_seen"]
            .iter()
            .any(|name| ir.attribute(op.op(), name).is_some())
        {
            return false;
        }
        let name = self.0;
        rewriter.modify_op(op.op(), |ir, op| {
            ir.op_mut(op).attributes.set(name, Attribute::Unit);
        });
        true
    }
}
