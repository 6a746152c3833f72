//! The canonicalization patterns of arith's ops (ODS's `hasCanonicalizer`): the records of
//! LLVM 22's `ArithCanonicalization.td` and the C++ patterns of `ArithOps.cpp`
//! (`CmpFIntToFPConst`, `SelectToExtUI`), each op's in upstream's order. A record's benefit is
//! what DRR gives it, the number of ops its source pattern matches; the ops a rewrite creates
//! come before the root, innermost first, as DRR builds them.
//!
//! A DRR `ConstantLikeMatcher APIntAttr:$c` matches a scalar integer constant only, an
//! `AnyAttr` one checked by `IsScalarOrSplatNegativeOne` a splat too.

use rods::ir::{Attribute, InsertPoint, Ir, Location, OpId, Type, Value};
use rods::ods::{OpAttr, TypedAttrInterface};
use rods::pass::{PatternSet, RewritePattern, Rewriter};

use std::cmp::Ordering;

use super::fold::constant::{Int, element_type, int_width, make, sext};
use super::fold::float::{Float, FloatValue};
use super::*;

/// A rewrite of an op: `false` when it does not match, and then nothing changed.
type Rewrite = fn(&mut Rewriter<'_>, OpId) -> bool;

/// One pattern: its root op, its benefit, its name and its rewrite.
struct Pattern {
    root: &'static str,
    benefit: u16,
    name: &'static str,
    rewrite: Rewrite,
}

/// The name `llvm::getTypeName` gives a pattern class of upstream's declared in an anonymous
/// namespace (ArithCanonicalization.td's all are): what `disable-patterns` names it by.
macro_rules! anon {
    ($name:literal) => {
        concat!("(anonymous namespace)::", $name)
    };
}

impl RewritePattern for Pattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        (self.rewrite)(rewriter, op)
    }
}

/// Adds the patterns rooted at `root`, in order, each with its benefit and its name.
fn add(patterns: &mut PatternSet, root: &'static str, list: &[(u16, &'static str, Rewrite)]) {
    for &(benefit, name, rewrite) in list {
        patterns.add(Pattern {
            root,
            benefit,
            name,
            rewrite,
        });
    }
}

// ----- matching -----------------------------------------------------------------------------

/// The op defining `v`, when it is named `name`.
fn def(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    (ir.op(d).name.as_str() == name).then_some(d)
}

/// Operand `i` of `op`.
fn operand(ir: &Ir, op: OpId, i: usize) -> Value {
    ir.op(op).operands[i]
}

/// The two operands of a binary op.
fn operands(ir: &Ir, op: OpId) -> (Value, Value) {
    (operand(ir, op, 0), operand(ir, op, 1))
}

/// Result `i` of `op`.
fn result(ir: &Ir, op: OpId, i: usize) -> Value {
    ir.op(op).results[i]
}

/// The overflow flags of an integer op.
fn overflow(ir: &Ir, op: OpId) -> IntegerOverflowFlags {
    ir.property(op, "overflowFlags")
        .and_then(IntegerOverflowAttr::from_attr)
        .map_or(IntegerOverflowFlags::None, |f| f.value)
}

/// `(ConstantLikeMatcher APIntAttr:$c)`: the integer a constant-like op defining `v` holds.
fn int_constant(rewriter: &mut Rewriter<'_>, v: Value) -> Option<Int> {
    Int::scalar(&rewriter.constant_value(v))
}

/// `getIntOrSplatIntValue` of the constant defining `v`: an integer or the value of a splat.
fn int_or_splat(rewriter: &mut Rewriter<'_>, v: Value) -> Option<Int> {
    Int::constant(&rewriter.constant_value(v))
}

/// Whether `v` is the constant `true` (`ConstantAttr<I1Attr, "1">`) or `false`.
fn is_bool(rewriter: &mut Rewriter<'_>, v: Value, b: bool) -> bool {
    rewriter.constant_value(v) == Some(Attribute::Bool(b))
}

/// The width of a type or of its elements (`getScalarOrElementWidth`; 0 for others).
fn width(ir: &Ir, v: Value) -> u32 {
    match element_type(ir.value_type(v)) {
        Type::Float(k) => k.width(),
        other => int_width(other).unwrap_or(0),
    }
}

// ----- building -----------------------------------------------------------------------------

/// Where a rewrite of `op` builds: right before it, at its location.
struct At {
    op: OpId,
    loc: Location,
}

impl At {
    fn new(ir: &Ir, op: OpId) -> At {
        At {
            op,
            loc: ir.op_loc(op).into_owned(),
        }
    }

    /// An op made by `create` before the root; its first result.
    fn build(
        &self,
        rewriter: &mut Rewriter<'_>,
        create: impl FnOnce(&mut Ir, Location) -> Option<OpId>,
    ) -> Option<Value> {
        let loc = self.loc.clone();
        let op = rewriter.try_insert(InsertPoint::Before(self.op), |ir| create(ir, loc))?;
        Some(result(rewriter.ir(), op, 0))
    }

    /// An `arith.constant` of `value`, of type `ty`.
    fn constant(&self, rewriter: &mut Rewriter<'_>, value: Attribute, ty: Type) -> Option<Value> {
        self.build(rewriter, |ir, loc| {
            Some(ConstantOp::create(ir, loc, TypedAttrInterface(value), ty))
        })
    }

    /// An `arith.constant` of the integer `bits` of type `ty`.
    fn int(&self, rewriter: &mut Rewriter<'_>, ty: &Type, bits: u128) -> Option<Value> {
        self.constant(rewriter, make(ty, &[bits])?, ty.clone())
    }

    /// An integer op of `kind` with overflow flags (`addi`, `subi`, `muli`).
    fn int_op(
        &self,
        rewriter: &mut Rewriter<'_>,
        kind: IntOp,
        lhs: Value,
        rhs: Value,
        flags: IntegerOverflowFlags,
    ) -> Option<Value> {
        let flags = IntegerOverflowAttr::new(flags);
        self.build(rewriter, |ir, loc| match kind {
            IntOp::Add => AddIOp::create(ir, loc, lhs, rhs, flags),
            IntOp::Sub => SubIOp::create(ir, loc, lhs, rhs, flags),
            IntOp::Mul => MulIOp::create(ir, loc, lhs, rhs, flags),
        })
    }

    /// Replaces the root by `values`.
    fn replace(&self, rewriter: &mut Rewriter<'_>, values: &[Value]) -> bool {
        rewriter.replace_op(self.op, values).is_ok()
    }
}

/// The integer ops with overflow flags a rewrite builds.
#[derive(Clone, Copy)]
enum IntOp {
    Add,
    Sub,
    Mul,
}

// ----- addi, subi, muli ---------------------------------------------------------------------

/// `op(inner(…), c1)` with `inner` one of the ops named `inner` and both having a constant:
/// the shapes of `AddIAddConstant` and its kin. Gives `x`, `c0`, `c1` (as `Int`s), the flags
/// merged, and whether the inner constant is its left operand (`subi(c0, x)`).
struct ConstantChain {
    x: Value,
    c0: Int,
    c1: Int,
    flags: IntegerOverflowFlags,
    /// The root's result type.
    ty: Type,
}

/// Matches `root(inner(x, c0), c1)` (`inner_constant_left`: `inner(c0, x)`), or with
/// `root_constant_left` `root(c1, inner(…))`.
fn constant_chain(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    inner: &str,
    inner_constant_left: bool,
    root_constant_left: bool,
) -> Option<ConstantChain> {
    let ir = rewriter.ir();
    let (lhs, rhs) = operands(ir, op);
    let (nested, c1) = if root_constant_left {
        (rhs, lhs)
    } else {
        (lhs, rhs)
    };
    let inner_op = def(ir, nested, inner)?;
    let (a, b) = operands(ir, inner_op);
    let (x, c0) = if inner_constant_left { (b, a) } else { (a, b) };
    let flags = overflow(ir, op) & overflow(ir, inner_op);
    let ty = ir.value_type(result(ir, op, 0)).clone();
    let c0 = int_constant(rewriter, c0)?;
    let c1 = int_constant(rewriter, c1)?;
    Some(ConstantChain {
        x,
        c0,
        c1,
        flags,
        ty,
    })
}

/// Rewrites a matched chain to `kind(x, c)` (or `kind(c, x)` with `constant_left`), `c` of
/// `bits(c0, c1)`, with `flags` (the merged ones, or none).
fn rewrite_chain(
    rewriter: &mut Rewriter<'_>,
    op: OpId,
    chain: Option<ConstantChain>,
    kind: IntOp,
    constant_left: bool,
    merged: bool,
    bits: fn(u128, u128) -> u128,
) -> bool {
    let Some(m) = chain else {
        return false;
    };
    let at = At::new(rewriter.ir(), op);
    let flags = if merged {
        m.flags
    } else {
        IntegerOverflowFlags::None
    };
    let Some(c) = at.int(rewriter, &m.ty, bits(m.c0.bits, m.c1.bits)) else {
        return false;
    };
    let (lhs, rhs) = if constant_left { (c, m.x) } else { (m.x, c) };
    match at.int_op(rewriter, kind, lhs, rhs, flags) {
        Some(v) => at.replace(rewriter, &[v]),
        None => false,
    }
}

const ADDI: &str = AddIOp::OPERATION_NAME;
const SUBI: &str = SubIOp::OPERATION_NAME;
const MULI: &str = MulIOp::OPERATION_NAME;

/// `addi(addi(x, c0), c1)` → `addi(x, c0 + c1)`.
fn addi_add_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = constant_chain(rw, op, ADDI, false, false);
    rewrite_chain(rw, op, m, IntOp::Add, false, true, u128::wrapping_add)
}

/// `addi(subi(x, c0), c1)` → `addi(x, c1 - c0)`.
fn addi_sub_constant_rhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = constant_chain(rw, op, SUBI, false, false);
    rewrite_chain(rw, op, m, IntOp::Add, false, true, |c0, c1| {
        c1.wrapping_sub(c0)
    })
}

/// `addi(subi(c0, x), c1)` → `subi(c0 + c1, x)`.
fn addi_sub_constant_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = constant_chain(rw, op, SUBI, true, false);
    rewrite_chain(rw, op, m, IntOp::Sub, true, true, u128::wrapping_add)
}

/// `addi(x, muli(y, -1))` → `subi(x, y)`, or with `mul_left` `addi(muli(x, -1), y)` →
/// `subi(y, x)` (the -1 a scalar or a splat).
fn addi_mul_negative_one(rw: &mut Rewriter<'_>, op: OpId, mul_left: bool) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let (other, product) = if mul_left { (rhs, lhs) } else { (lhs, rhs) };
    let Some(mul) = def(ir, product, MULI) else {
        return false;
    };
    let (y, c) = operands(ir, mul);
    if !int_or_splat(rw, c).is_some_and(|c| c.is_all_ones()) {
        return false;
    }
    let at = At::new(rw.ir(), op);
    match at.int_op(rw, IntOp::Sub, other, y, IntegerOverflowFlags::None) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

impl AddIOp {
    /// `AddIAddConstant`, `AddISubConstantRHS`, `AddISubConstantLHS`,
    /// `AddIMulNegativeOneRhs`, `AddIMulNegativeOneLhs`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            ADDI,
            &[
                (2, anon!("AddIAddConstant"), addi_add_constant),
                (2, anon!("AddISubConstantRHS"), addi_sub_constant_rhs),
                (2, anon!("AddISubConstantLHS"), addi_sub_constant_lhs),
                (2, anon!("AddIMulNegativeOneRhs"), |rw, op| {
                    addi_mul_negative_one(rw, op, false)
                }),
                (2, anon!("AddIMulNegativeOneLhs"), |rw, op| {
                    addi_mul_negative_one(rw, op, true)
                }),
            ],
        );
    }
}

impl SubIOp {
    /// `SubIRHSAddConstant`, `SubILHSAddConstant`, `SubIRHSSubConstantRHS`,
    /// `SubIRHSSubConstantLHS`, `SubILHSSubConstantRHS`, `SubILHSSubConstantLHS`,
    /// `SubISubILHSRHSLHS`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            SUBI,
            &[
                // subi(addi(x, c0), c1) → addi(x, c0 - c1), without flags.
                (2, anon!("SubIRHSAddConstant"), |rw, op| {
                    let m = constant_chain(rw, op, ADDI, false, false);
                    rewrite_chain(rw, op, m, IntOp::Add, false, false, u128::wrapping_sub)
                }),
                // subi(c1, addi(x, c0)) → subi(c1 - c0, x).
                (2, anon!("SubILHSAddConstant"), |rw, op| {
                    let m = constant_chain(rw, op, ADDI, false, true);
                    rewrite_chain(rw, op, m, IntOp::Sub, true, true, |c0, c1| {
                        c1.wrapping_sub(c0)
                    })
                }),
                // subi(subi(x, c0), c1) → subi(x, c0 + c1).
                (2, anon!("SubIRHSSubConstantRHS"), |rw, op| {
                    let m = constant_chain(rw, op, SUBI, false, false);
                    rewrite_chain(rw, op, m, IntOp::Sub, false, true, u128::wrapping_add)
                }),
                // subi(subi(c0, x), c1) → subi(c0 - c1, x).
                (2, anon!("SubIRHSSubConstantLHS"), |rw, op| {
                    let m = constant_chain(rw, op, SUBI, true, false);
                    rewrite_chain(rw, op, m, IntOp::Sub, true, true, u128::wrapping_sub)
                }),
                // subi(c1, subi(x, c0)) → subi(c0 + c1, x).
                (2, anon!("SubILHSSubConstantRHS"), |rw, op| {
                    let m = constant_chain(rw, op, SUBI, false, true);
                    rewrite_chain(rw, op, m, IntOp::Sub, true, true, u128::wrapping_add)
                }),
                // subi(c1, subi(c0, x)) → addi(x, c1 - c0).
                (2, anon!("SubILHSSubConstantLHS"), |rw, op| {
                    let m = constant_chain(rw, op, SUBI, true, true);
                    rewrite_chain(rw, op, m, IntOp::Add, false, true, |c0, c1| {
                        c1.wrapping_sub(c0)
                    })
                }),
                (2, anon!("SubISubILHSRHSLHS"), subi_sub_lhs_rhs_lhs),
            ],
        );
    }
}

/// `subi(subi(x, y), x)` → `subi(0, y)`.
fn subi_sub_lhs_rhs_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let Some(inner) = def(ir, lhs, SUBI) else {
        return false;
    };
    let (x, y) = operands(ir, inner);
    if x != rhs {
        return false;
    }
    let flags = overflow(ir, op) & overflow(ir, inner);
    let ty = ir.value_type(y).clone();
    let at = At::new(ir, op);
    let Some(zero) = make(&ty, &[0]).and_then(|z| at.constant(rw, z, ty)) else {
        return false;
    };
    match at.int_op(rw, IntOp::Sub, zero, y, flags) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

impl MulIOp {
    /// `MulIMulIConstant`: `muli(muli(x, c0), c1)` → `muli(x, c0 * c1)`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            MULI,
            &[(2, anon!("MulIMulIConstant"), |rw, op| {
                let m = constant_chain(rw, op, MULI, false, false);
                rewrite_chain(rw, op, m, IntOp::Mul, false, true, u128::wrapping_mul)
            })],
        );
    }
}

// ----- extended arithmetic ------------------------------------------------------------------

/// `op_extended(x, y)` whose second result is unused → `[kind(x, y), x]`.
fn extended_to_plain(rw: &mut Rewriter<'_>, op: OpId, kind: IntOp) -> bool {
    let ir = rw.ir();
    if !ir.uses(result(ir, op, 1)).is_empty() {
        return false;
    }
    let (x, y) = operands(ir, op);
    let at = At::new(ir, op);
    match at.int_op(rw, kind, x, y, IntegerOverflowFlags::None) {
        Some(v) => at.replace(rw, &[v, x]),
        None => false,
    }
}

impl AddUIExtendedOp {
    /// `AddUIExtendedToAddI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            AddUIExtendedOp::OPERATION_NAME,
            &[(1, anon!("AddUIExtendedToAddI"), |rw, op| {
                extended_to_plain(rw, op, IntOp::Add)
            })],
        );
    }
}

impl MulSIExtendedOp {
    /// `MulSIExtendedToMulI`, `MulSIExtendedRHSOne`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            MulSIExtendedOp::OPERATION_NAME,
            &[
                (1, anon!("MulSIExtendedToMulI"), |rw, op| {
                    extended_to_plain(rw, op, IntOp::Mul)
                }),
                (1, anon!("MulSIExtendedRHSOne"), mulsi_extended_rhs_one),
            ],
        );
    }
}

/// `mulsi_extended(x, 1)` → `[x, extsi(cmpi slt, x, 0)]` (the 1 a scalar or a splat, and
/// positive: not `i1`'s).
fn mulsi_extended_rhs_one(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (x, c) = operands(rw.ir(), op);
    if !int_or_splat(rw, c).is_some_and(|c| c.is_one() && c.signed() > 0) {
        return false;
    }
    let ir = rw.ir();
    let ty = ir.value_type(x).clone();
    let at = At::new(ir, op);
    let Some(zero) = make(&ty, &[0]).and_then(|z| at.constant(rw, z, ty.clone())) else {
        return false;
    };
    let Some(negative) = at.build(rw, |ir, loc| {
        CmpIOp::create(ir, loc, CmpIPredicate::Slt, x, zero)
    }) else {
        return false;
    };
    let high = at.build(rw, |ir, loc| Some(ExtSIOp::create(ir, loc, negative, ty)));
    match high {
        Some(high) => at.replace(rw, &[x, high]),
        None => false,
    }
}

impl MulUIExtendedOp {
    /// `MulUIExtendedToMulI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            MulUIExtendedOp::OPERATION_NAME,
            &[(1, anon!("MulUIExtendedToMulI"), |rw, op| {
                extended_to_plain(rw, op, IntOp::Mul)
            })],
        );
    }
}

// ----- bitwise ------------------------------------------------------------------------------

/// The ops a bitwise op of two extensions can move under the extension.
#[derive(Clone, Copy)]
enum Bitwise {
    And,
    Or,
    Xor,
}

/// `op(ext(x), ext(y))` with `x` and `y` of one type → `ext(op(x, y))` (`ext` named `ext`).
fn bitwise_of_ext(rw: &mut Rewriter<'_>, op: OpId, kind: Bitwise, ext: &str) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let (Some(a), Some(b)) = (def(ir, lhs, ext), def(ir, rhs, ext)) else {
        return false;
    };
    let (x, y) = (operand(ir, a, 0), operand(ir, b, 0));
    if ir.value_type(x) != ir.value_type(y) {
        return false;
    }
    let ty = ir.value_type(result(ir, op, 0)).clone();
    let at = At::new(ir, op);
    let Some(narrow) = at.build(rw, |ir, loc| match kind {
        Bitwise::And => AndIOp::create(ir, loc, x, y),
        Bitwise::Or => OrIOp::create(ir, loc, x, y),
        Bitwise::Xor => XOrIOp::create(ir, loc, x, y),
    }) else {
        return false;
    };
    let extended = at.build(rw, |ir, loc| {
        Some(if ext == ExtUIOp::OPERATION_NAME {
            ExtUIOp::create(ir, loc, narrow, ty)
        } else {
            ExtSIOp::create(ir, loc, narrow, ty)
        })
    });
    match extended {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

const EXTUI: &str = ExtUIOp::OPERATION_NAME;
const EXTSI: &str = ExtSIOp::OPERATION_NAME;

impl AndIOp {
    /// `AndOfExtUI`, `AndOfExtSI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            AndIOp::OPERATION_NAME,
            &[
                (3, anon!("AndOfExtUI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::And, EXTUI)
                }),
                (3, anon!("AndOfExtSI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::And, EXTSI)
                }),
            ],
        );
    }
}

impl OrIOp {
    /// `OrOfExtUI`, `OrOfExtSI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            OrIOp::OPERATION_NAME,
            &[
                (3, anon!("OrOfExtUI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::Or, EXTUI)
                }),
                (3, anon!("OrOfExtSI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::Or, EXTSI)
                }),
            ],
        );
    }
}

impl XOrIOp {
    /// `XOrINotCmpI`, `XOrIOfExtUI`, `XOrIOfExtSI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            XOrIOp::OPERATION_NAME,
            &[
                (2, anon!("XOrINotCmpI"), xori_not_cmpi),
                (3, anon!("XOrIOfExtUI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::Xor, EXTUI)
                }),
                (3, anon!("XOrIOfExtSI"), |rw, op| {
                    bitwise_of_ext(rw, op, Bitwise::Xor, EXTSI)
                }),
            ],
        );
    }
}

/// `xori(cmpi(p, a, b), true)` → `cmpi(!p, a, b)`.
fn xori_not_cmpi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let Some(cmp) = def(ir, lhs, CmpIOp::OPERATION_NAME) else {
        return false;
    };
    let Some(pred) = ir
        .property(cmp, "predicate")
        .and_then(CmpIPredicate::from_attr)
    else {
        return false;
    };
    let (a, b) = operands(ir, cmp);
    if !is_bool(rw, rhs, true) {
        return false;
    }
    let at = At::new(rw.ir(), op);
    let inverted = match pred {
        CmpIPredicate::Eq => CmpIPredicate::Ne,
        CmpIPredicate::Ne => CmpIPredicate::Eq,
        CmpIPredicate::Slt => CmpIPredicate::Sge,
        CmpIPredicate::Sle => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Sle,
        CmpIPredicate::Sge => CmpIPredicate::Slt,
        CmpIPredicate::Ult => CmpIPredicate::Uge,
        CmpIPredicate::Ule => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ule,
        CmpIPredicate::Uge => CmpIPredicate::Ult,
    };
    match at.build(rw, |ir, loc| CmpIOp::create(ir, loc, inverted, a, b)) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

// ----- comparisons --------------------------------------------------------------------------

impl CmpIOp {
    /// `CmpIExtSI`, `CmpIExtUI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            CmpIOp::OPERATION_NAME,
            &[
                (3, anon!("CmpIExtSI"), |rw, op| cmpi_of_ext(rw, op, EXTSI)),
                (3, anon!("CmpIExtUI"), |rw, op| cmpi_of_ext(rw, op, EXTUI)),
            ],
        );
    }
}

/// `cmpi(eq|ne, ext(a), ext(b))` with `a` and `b` of one type → `cmpi(eq|ne, a, b)`.
fn cmpi_of_ext(rw: &mut Rewriter<'_>, op: OpId, ext: &str) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let (Some(ea), Some(eb)) = (def(ir, lhs, ext), def(ir, rhs, ext)) else {
        return false;
    };
    let (a, b) = (operand(ir, ea, 0), operand(ir, eb, 0));
    let pred = ir
        .property(op, "predicate")
        .and_then(CmpIPredicate::from_attr);
    let Some(pred @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) = pred else {
        return false;
    };
    if ir.value_type(a) != ir.value_type(b) {
        return false;
    }
    let at = At::new(ir, op);
    match at.build(rw, |ir, loc| CmpIOp::create(ir, loc, pred, a, b)) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

// ----- select -------------------------------------------------------------------------------

impl SelectOp {
    /// `RedundantSelectFalse`, `RedundantSelectTrue`, `SelectNotCond`, `SelectI1ToNot`,
    /// `SelectToExtUI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            SelectOp::OPERATION_NAME,
            &[
                (2, anon!("RedundantSelectFalse"), |rw, op| {
                    redundant_select(rw, op, false)
                }),
                (2, anon!("RedundantSelectTrue"), |rw, op| {
                    redundant_select(rw, op, true)
                }),
                (2, anon!("SelectNotCond"), select_not_cond),
                (1, anon!("SelectI1ToNot"), select_i1_to_not),
                (1, "SelectToExtUI", select_to_extui),
            ],
        );
    }
}

/// A new `select(c, t, f)` in place of the root.
fn replace_by_select(rw: &mut Rewriter<'_>, op: OpId, c: Value, t: Value, f: Value) -> bool {
    let at = At::new(rw.ir(), op);
    match at.build(rw, |ir, loc| SelectOp::create(ir, loc, c, t, f)) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

/// `select(p, select(p, a, b), c)` → `select(p, a, c)` (`nested_true`), or
/// `select(p, a, select(p, b, c))` → `select(p, a, c)`.
fn redundant_select(rw: &mut Rewriter<'_>, op: OpId, nested_true: bool) -> bool {
    let ir = rw.ir();
    let (p, t, f) = (operand(ir, op, 0), operand(ir, op, 1), operand(ir, op, 2));
    let Some(inner) = def(
        ir,
        if nested_true { t } else { f },
        SelectOp::OPERATION_NAME,
    ) else {
        return false;
    };
    let (q, a, b) = (
        operand(ir, inner, 0),
        operand(ir, inner, 1),
        operand(ir, inner, 2),
    );
    if q != p {
        return false;
    }
    if nested_true {
        replace_by_select(rw, op, p, a, f)
    } else {
        replace_by_select(rw, op, p, t, b)
    }
}

/// `select(xori(p, -1), a, b)` → `select(p, b, a)` (the -1 an integer constant).
fn select_not_cond(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let (c, t, f) = (operand(ir, op, 0), operand(ir, op, 1), operand(ir, op, 2));
    let Some(not) = def(ir, c, XOrIOp::OPERATION_NAME) else {
        return false;
    };
    let (p, ones) = operands(ir, not);
    if !int_constant(rw, ones).is_some_and(|i| i.is_all_ones()) {
        return false;
    }
    replace_by_select(rw, op, p, f, t)
}

/// `select(p, false, true)` → `xori(p, true)`.
fn select_i1_to_not(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let (p, t, f) = (operand(ir, op, 0), operand(ir, op, 1), operand(ir, op, 2));
    if !is_bool(rw, t, false) || !is_bool(rw, f, true) {
        return false;
    }
    let at = At::new(rw.ir(), op);
    let Some(one) = at.constant(rw, Attribute::Bool(true), Type::i1()) else {
        return false;
    };
    match at.build(rw, |ir, loc| XOrIOp::create(ir, loc, p, one)) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

/// `select(p, 1, 0)` → `extui(p)`, `select(p, 0, 1)` → `extui(xori(p, 1))`, for a result of
/// an integer type other than `i1`.
fn select_to_extui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let ty = ir.value_type(result(ir, op, 0)).clone();
    if !matches!(ty, Type::Integer { width, .. } if width != 1) {
        return false;
    }
    let (p, t, f) = (operand(ir, op, 0), operand(ir, op, 1), operand(ir, op, 2));
    let (tv, fv) = (int_or_splat(rw, t), int_or_splat(rw, f));
    let at = At::new(rw.ir(), op);
    let condition = if tv.is_some_and(|i| i.is_one()) && fv.is_some_and(|i| i.is_zero()) {
        p
    } else if tv.is_some_and(|i| i.is_zero()) && fv.is_some_and(|i| i.is_one()) {
        let cond_ty = rw.ir().value_type(p).clone();
        let Some(one) = at.int(rw, &cond_ty, 1) else {
            return false;
        };
        let Some(not) = at.build(rw, |ir, loc| XOrIOp::create(ir, loc, p, one)) else {
            return false;
        };
        not
    } else {
        return false;
    };
    match at.build(rw, |ir, loc| Some(ExtUIOp::create(ir, loc, condition, ty))) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

// ----- casts --------------------------------------------------------------------------------

/// `cast(inner(x))` → `cast(x)` for `x` defined by an op named `inner`: the root rebuilt on
/// `x` by `create`, with the root's result type.
fn cast_of(
    rw: &mut Rewriter<'_>,
    op: OpId,
    inner: &str,
    create: fn(&mut Ir, Location, Value, Type) -> OpId,
) -> bool {
    let ir = rw.ir();
    let Some(inner) = def(ir, operand(ir, op, 0), inner) else {
        return false;
    };
    let x = operand(ir, inner, 0);
    let ty = ir.value_type(result(ir, op, 0)).clone();
    let at = At::new(ir, op);
    match at.build(rw, |ir, loc| Some(create(ir, loc, x, ty))) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

/// `cast(cast(x))` → `x` when `x` has the root's type (both casts named `name`).
fn cast_of_cast(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> bool {
    let ir = rw.ir();
    let Some(inner) = def(ir, operand(ir, op, 0), name) else {
        return false;
    };
    let x = operand(ir, inner, 0);
    if ir.value_type(x) != ir.value_type(result(ir, op, 0)) {
        return false;
    }
    rw.replace_op(op, &[x]).is_ok()
}

impl IndexCastOp {
    /// `IndexCastOfIndexCast`, `IndexCastOfExtSI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            IndexCastOp::OPERATION_NAME,
            &[
                (2, anon!("IndexCastOfIndexCast"), |rw, op| {
                    cast_of_cast(rw, op, IndexCastOp::OPERATION_NAME)
                }),
                (2, anon!("IndexCastOfExtSI"), |rw, op| {
                    cast_of(rw, op, EXTSI, IndexCastOp::create)
                }),
            ],
        );
    }
}

impl IndexCastUIOp {
    /// `IndexCastUIOfIndexCastUI`, `IndexCastUIOfExtUI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            IndexCastUIOp::OPERATION_NAME,
            &[
                (2, anon!("IndexCastUIOfIndexCastUI"), |rw, op| {
                    cast_of_cast(rw, op, IndexCastUIOp::OPERATION_NAME)
                }),
                (2, anon!("IndexCastUIOfExtUI"), |rw, op| {
                    cast_of(rw, op, EXTUI, IndexCastUIOp::create)
                }),
            ],
        );
    }
}

impl BitcastOp {
    /// `BitcastOfBitcast`: `bitcast(bitcast(x))` → `bitcast(x)`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            BitcastOp::OPERATION_NAME,
            &[(2, anon!("BitcastOfBitcast"), |rw, op| {
                cast_of(rw, op, BitcastOp::OPERATION_NAME, BitcastOp::create)
            })],
        );
    }
}

impl ExtSIOp {
    /// `ExtSIOfExtUI`: `extsi(extui(x))` → `extui(x)`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            EXTSI,
            &[(2, anon!("ExtSIOfExtUI"), |rw, op| {
                cast_of(rw, op, EXTUI, ExtUIOp::create)
            })],
        );
    }
}

impl TruncIOp {
    /// `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`, `TruncIShrSIToTrunciShrUI`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            TruncIOp::OPERATION_NAME,
            &[
                (2, anon!("TruncIExtSIToExtSI"), |rw, op| {
                    trunci_of_ext(rw, op, EXTSI, ExtSIOp::create)
                }),
                (2, anon!("TruncIExtUIToExtUI"), |rw, op| {
                    trunci_of_ext(rw, op, EXTUI, ExtUIOp::create)
                }),
                (2, anon!("TruncIShrSIToTrunciShrUI"), trunci_shrsi_to_shrui),
            ],
        );
    }
}

/// `trunci(ext(x))` → `ext(x)` when only extension bits are dropped: the extension wider than
/// the truncation, the truncation wider than `x`.
fn trunci_of_ext(
    rw: &mut Rewriter<'_>,
    op: OpId,
    ext: &str,
    create: fn(&mut Ir, Location, Value, Type) -> OpId,
) -> bool {
    let ir = rw.ir();
    let Some(e) = def(ir, operand(ir, op, 0), ext) else {
        return false;
    };
    let x = operand(ir, e, 0);
    let (we, wt, wx) = (
        width(ir, result(ir, e, 0)),
        width(ir, result(ir, op, 0)),
        width(ir, x),
    );
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    cast_of(rw, op, ext, create)
}

/// `trunci(shrsi(x, c))` → `trunci(shrui(x, c))` when `c` (a scalar or a splat) is the number
/// of bits the truncation drops.
fn trunci_shrsi_to_shrui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let Some(shift) = def(ir, operand(ir, op, 0), ShRSIOp::OPERATION_NAME) else {
        return false;
    };
    let (x, c) = operands(ir, shift);
    let dropped = width(ir, x).wrapping_sub(width(ir, result(ir, op, 0)));
    let flags = IntegerOverflowAttr::new(overflow(ir, op));
    let ty = ir.value_type(result(ir, op, 0)).clone();
    let Some(attr) = rw.constant_value(c) else {
        return false;
    };
    if Int::constant(&Some(attr.clone())).is_none_or(|i| i.bits != u128::from(dropped)) {
        return false;
    }
    let Some(c_ty) = rods::ods::typed_attr_type(&attr) else {
        return false;
    };
    let at = At::new(rw.ir(), op);
    let Some(amount) = at.constant(rw, attr, c_ty) else {
        return false;
    };
    let Some(shifted) = at.build(rw, |ir, loc| ShRUIOp::create(ir, loc, x, amount, None)) else {
        return false;
    };
    match at.build(rw, |ir, loc| {
        Some(TruncIOp::create(ir, loc, shifted, flags, ty))
    }) {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

impl TruncFOp {
    /// `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`: `truncf(sitofp(x))` → `sitofp(x)`
    /// without a rounding mode.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            TruncFOp::OPERATION_NAME,
            &[
                (2, anon!("TruncFSIToFPToSIToFP"), |rw, op| {
                    truncf_of_int_to_float(rw, op, SIToFPOp::OPERATION_NAME, SIToFPOp::create)
                }),
                (2, anon!("TruncFUIToFPToUIToFP"), |rw, op| {
                    truncf_of_int_to_float(rw, op, UIToFPOp::OPERATION_NAME, UIToFPOp::create)
                }),
            ],
        );
    }
}

fn truncf_of_int_to_float(
    rw: &mut Rewriter<'_>,
    op: OpId,
    conversion: &str,
    create: fn(&mut Ir, Location, Value, Type) -> OpId,
) -> bool {
    if rw.ir().property(op, "roundingmode").is_some() {
        return false;
    }
    cast_of(rw, op, conversion, create)
}

// ----- floats -------------------------------------------------------------------------------

/// `op(negf(x), negf(y))` with `x` and `y` of one type → `op(x, y)`, the root's fast-math
/// flags kept.
fn float_of_negations(rw: &mut Rewriter<'_>, op: OpId, multiply: bool) -> bool {
    let ir = rw.ir();
    let (lhs, rhs) = operands(ir, op);
    let neg = NegFOp::OPERATION_NAME;
    let (Some(a), Some(b)) = (def(ir, lhs, neg), def(ir, rhs, neg)) else {
        return false;
    };
    let (x, y) = (operand(ir, a, 0), operand(ir, b, 0));
    if ir.value_type(x) != ir.value_type(y) {
        return false;
    }
    let flags = ir
        .property(op, "fastmath")
        .and_then(FastMathAttr::from_attr)
        .unwrap_or_else(fastmath_none);
    let at = At::new(ir, op);
    let built = at.build(rw, |ir, loc| {
        if multiply {
            MulFOp::create(ir, loc, x, y, flags)
        } else {
            DivFOp::create(ir, loc, x, y, flags)
        }
    });
    match built {
        Some(v) => at.replace(rw, &[v]),
        None => false,
    }
}

impl MulFOp {
    /// `MulFOfNegF`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            MulFOp::OPERATION_NAME,
            &[(3, anon!("MulFOfNegF"), |rw, op| {
                float_of_negations(rw, op, true)
            })],
        );
    }
}

impl DivFOp {
    /// `DivFOfNegF`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            DivFOp::OPERATION_NAME,
            &[(3, anon!("DivFOfNegF"), |rw, op| {
                float_of_negations(rw, op, false)
            })],
        );
    }
}

impl CmpFOp {
    /// `CmpFIntToFPConst`.
    pub(super) fn canonicalization_patterns(patterns: &mut PatternSet) {
        add(
            patterns,
            CmpFOp::OPERATION_NAME,
            &[(1, "CmpFIntToFPConst", cmpf_int_to_fp_const)],
        );
    }
}

/// `CmpFIntToFPConst`: `cmpf(p, sitofp(x), c)` (or `uitofp`) against a float constant `c` is
/// a comparison of `x` with an integer constant, or a constant, when the conversion of `x`
/// cannot change the outcome.
fn cmpf_int_to_fp_const(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ir = rw.ir();
    let (lhs, rhs_value) = operands(ir, op);
    let Some(pred) = ir
        .property(op, "predicate")
        .and_then(CmpFPredicate::from_attr)
    else {
        return false;
    };
    let (signed, int_value) = if let Some(c) = def(ir, lhs, SIToFPOp::OPERATION_NAME) {
        (true, operand(ir, c, 0))
    } else if let Some(c) = def(ir, lhs, UIToFPOp::OPERATION_NAME) {
        (false, operand(ir, c, 0))
    } else {
        return false;
    };
    let int_ty = ir.value_type(int_value).clone();
    let Some(Attribute::Float(flt)) = rw.constant_value(rhs_value) else {
        return false;
    };
    let rhs = Float {
        kind: flt.kind(),
        bits: flt.bits(),
    };
    let at = At::new(rw.ir(), op);
    match cmpf_as_cmpi(pred, rhs, &int_ty, signed) {
        Some(CmpFAsCmpI::Constant(b)) => match at.constant(rw, Attribute::Bool(b), Type::i1()) {
            Some(v) => at.replace(rw, &[v]),
            None => false,
        },
        Some(CmpFAsCmpI::Compare(pred, bits)) => {
            let Some(c) = at.int(rw, &int_ty, bits) else {
                return false;
            };
            match at.build(rw, |ir, loc| CmpIOp::create(ir, loc, pred, int_value, c)) {
                Some(v) => at.replace(rw, &[v]),
                None => false,
            }
        }
        None => false,
    }
}

/// What a `cmpf` of a converted integer against a constant is.
enum CmpFAsCmpI {
    Constant(bool),
    /// A `cmpi` against an integer constant of these bits.
    Compare(CmpIPredicate, u128),
}

/// `CmpFIntToFPConst`'s analysis of `(float)x pred rhs` for `x` of `int_ty`.
fn cmpf_as_cmpi(
    pred: CmpFPredicate,
    rhs: Float,
    int_ty: &Type,
    signed: bool,
) -> Option<CmpFAsCmpI> {
    use CmpFAsCmpI::Constant;
    use CmpIPredicate as I;
    if rhs.is_nan() {
        return None;
    }
    let semantics = rhs.kind.semantics();
    let mantissa = semantics.precision;
    let width = int_width(int_ty)?;
    if width == 0 {
        return None;
    }
    let value_bits = if signed { width - 1 } else { width };
    if width > mantissa {
        // The conversion may round: only an exponent outside [mantissa, value bits] is safe.
        match ilogb(rhs) {
            None => {
                if semantics.max_exponent < value_bits as i32 {
                    return None;
                }
            }
            Some(e) if mantissa as i32 <= e && e <= value_bits as i32 => return None,
            Some(_) => {}
        }
    }
    let mut ipred = match pred {
        CmpFPredicate::ORD => return Some(Constant(true)),
        CmpFPredicate::UNO => return Some(Constant(false)),
        CmpFPredicate::UEQ | CmpFPredicate::OEQ => I::Eq,
        CmpFPredicate::UGT | CmpFPredicate::OGT => {
            if signed {
                I::Sgt
            } else {
                I::Ugt
            }
        }
        CmpFPredicate::UGE | CmpFPredicate::OGE => {
            if signed {
                I::Sge
            } else {
                I::Uge
            }
        }
        CmpFPredicate::ULT | CmpFPredicate::OLT => {
            if signed {
                I::Slt
            } else {
                I::Ult
            }
        }
        CmpFPredicate::ULE | CmpFPredicate::OLE => {
            if signed {
                I::Sle
            } else {
                I::Ule
            }
        }
        CmpFPredicate::UNE | CmpFPredicate::ONE => I::Ne,
        // Upstream's conversion reaches `llvm_unreachable` on these.
        CmpFPredicate::AlwaysFalse | CmpFPredicate::AlwaysTrue => return None,
    };
    let mask = rods::ir::ApInt::mask(width);
    let kind = rhs.kind;
    // The integers' range, as floats.
    let (max, min) = if signed {
        (
            Float::from_int(kind, false, mask >> 1),
            Float::from_int(kind, true, (mask >> 1) + 1),
        )
    } else {
        (
            Float::from_int(kind, false, mask),
            Float::from_int(kind, false, 0),
        )
    };
    if max.compare(rhs) == Some(Ordering::Less) {
        return Some(Constant(matches!(
            ipred,
            I::Ne | I::Slt | I::Sle | I::Ult | I::Ule
        )));
    }
    if min.compare(rhs) == Some(Ordering::Greater) {
        return Some(Constant(matches!(
            ipred,
            I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge
        )));
    }
    let bits = rhs.to_int(width, signed)?;
    if !rhs.is_zero() {
        let negative = signed && sext(bits, width) < 0;
        let magnitude = if negative {
            sext(bits, width).unsigned_abs()
        } else {
            bits
        };
        let back = Float::from_int(kind, negative, magnitude);
        if back.compare(rhs) != Some(Ordering::Equal) {
            // A fractional constant: rhs_int is rounded toward zero.
            let below_zero = rhs.is_negative();
            ipred = match ipred {
                I::Ne => return Some(Constant(true)),
                I::Eq => return Some(Constant(false)),
                I::Ule if below_zero => return Some(Constant(false)),
                I::Sle if below_zero => I::Slt,
                I::Ult if below_zero => return Some(Constant(false)),
                I::Ult => I::Ule,
                I::Slt if !below_zero => I::Sle,
                I::Ugt if below_zero => return Some(Constant(true)),
                I::Sgt if below_zero => I::Sge,
                I::Uge if below_zero => return Some(Constant(true)),
                I::Uge => I::Ugt,
                I::Sge if !below_zero => I::Sgt,
                p => p,
            };
        }
    }
    Some(CmpFAsCmpI::Compare(ipred, bits))
}

/// `ilogb`: the exponent of a finite value's top bit; `None` for an infinity (`IEK_Inf`),
/// a very negative one for zero (`IEK_Zero`).
fn ilogb(f: Float) -> Option<i32> {
    match f.decode() {
        FloatValue::Infinity { .. } | FloatValue::NaN => None,
        FloatValue::Zero { .. } => Some(i32::MIN + 1),
        FloatValue::Finite {
            significand,
            exponent,
            ..
        } => Some(exponent + (127 - significand.leading_zeros() as i32)),
    }
}
