//! The folders of arith's ops (ODS's `hasFolder`, `ArithOps.cpp`'s `fold` methods) and the
//! dialect's constant materializer. Constants fold as upstream's `constFoldBinaryOp` and its
//! unary and cast forms do ([`constant`]): scalars, splats, dense and sparse elements of
//! integers of up to 128 bits and of floats ([`float`]: `APFloat`'s NaNs, exact conversions);
//! with upstream's identities (`addi(x, 0)`, `muli(x, 1)`, `subi(x, x)`, …, on splats too)
//! and its refusals (no division by zero, no signed overflow of `divsi`, no shift by the bit
//! width or more, no inexact float conversion, no float arithmetic in a rounding mode other
//! than to nearest even).

pub(crate) mod constant;
pub(crate) mod float;

use rods::dialect::OpFoldResult;
use rods::ir::{Attribute, FloatKind, Ir, Location, OpId, Type, Value};
use rods::ods::{OpAttr, TypedAttrInterface};

use self::constant::{
    Int, element_type, float_constant, float_scalar, fold_binary, fold_unary, int_width, make,
    poison_operand, sext,
};
use self::float::Float;
use super::*;

/// What a folder returns for a one-result op.
type Fold = Option<OpFoldResult>;

/// MLIR's `Builder::getZeroAttr`: a scalar zero, or a splat of zeros of a statically shaped
/// vector or tensor.
fn zero_attr(ty: &Type) -> Option<Attribute> {
    make(ty, &[0])
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.op(op).results[0]).clone()
}

fn value(v: Value) -> Fold {
    Some(OpFoldResult::Value(v))
}

fn attr(a: Option<Attribute>) -> Fold {
    a.map(OpFoldResult::Attr)
}

/// `constFoldBinaryOp<IntegerAttr>` with the operands' type: `f` gives the result's bits or
/// refuses (`None`).
fn fold_ints(operands: &[Option<Attribute>], f: impl FnMut(&Int, &Int) -> Option<u128>) -> Fold {
    attr(fold_binary(operands, None, f))
}

/// The op defining `v` when it is named `name`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    (ir.op(d).name.as_str() == name).then_some(d)
}

/// Whether `v` is an integer constant or splat whose value satisfies `f` (MLIR's
/// `m_ConstantInt` on a value).
fn is_constant_int(ir: &mut Ir, v: Value, f: impl Fn(&Int) -> bool) -> bool {
    Int::constant(&rods::pass::constant_value(ir, v)).is_some_and(|i| f(&i))
}

/// Whether a constant is an integer or splat equal to zero (`m_Zero`).
fn is_zero(attr: &Option<Attribute>) -> bool {
    Int::constant(attr).is_some_and(|i| i.is_zero())
}

/// Whether a constant is an integer or splat equal to one (`m_One`).
fn is_one(attr: &Option<Attribute>) -> bool {
    Int::constant(attr).is_some_and(|i| i.is_one())
}

// ----- constants ----------------------------------------------------------------------------

impl ConstantOp {
    /// `ConstantOp::fold`: its value.
    pub(super) fn fold(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Fold {
        ir.property(op, "value").cloned().map(OpFoldResult::Attr)
    }
}

/// `ArithDialect::materializeConstant`: a `ub.poison` for `#ub.poison`, else
/// (`ConstantOp::materialize`) an `arith.constant` of `value` when its type is `ty` and it is
/// an integer (signless), float or elements attribute.
pub fn materialize_constant(
    ir: &mut Ir,
    value: &Attribute,
    ty: &Type,
    loc: Location,
) -> Option<OpId> {
    if crate::ub::is_poison_attr(Some(value)) {
        return crate::ub::materialize_constant(ir, value, ty, loc);
    }
    if rods::ods::typed_attr_type(value).as_ref() != Some(ty) {
        return None;
    }
    let element = match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        other => other,
    };
    if matches!(element, Type::Integer { signedness, .. } if *signedness != rods::ir::Signedness::Signless)
    {
        return None;
    }
    if !is_int_float_or_elements(value) {
        return None;
    }
    Some(ConstantOp::create(
        ir,
        loc,
        TypedAttrInterface(value.clone()),
        ty.clone(),
    ))
}

// ----- integer arithmetic -------------------------------------------------------------------

impl AddIOp {
    /// `addi(x, 0)`, `addi(subi(a, b), b)`, `addi(b, subi(a, b))`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if is_zero(&operands[1]) {
            return value(lhs);
        }
        if let Some(sub) = defined_by(ir, lhs, SubIOp::OPERATION_NAME)
            && operands_of(ir, sub).1 == rhs
        {
            return value(operands_of(ir, sub).0);
        }
        if let Some(sub) = defined_by(ir, rhs, SubIOp::OPERATION_NAME)
            && operands_of(ir, sub).1 == lhs
        {
            return value(operands_of(ir, sub).0);
        }
        fold_ints(operands, |a, b| Some(a.bits.wrapping_add(b.bits)))
    }
}

/// The two operands of a binary op.
fn operands_of(ir: &Ir, op: OpId) -> (Value, Value) {
    let o = &ir.op(op).operands;
    (o[0], o[1])
}

impl AddUIExtendedOp {
    /// `addui_extended(x, 0)` is `x, false`; constants give the sum and the carry.
    pub(super) fn fold(
        ir: &mut Ir,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        let (lhs, rhs) = operands_of(ir, op);
        let overflow_ty = ir.value_type(ir.op(op).results[1]).clone();
        if is_constant_int(ir, rhs, Int::is_zero) {
            return Some(vec![
                OpFoldResult::Value(lhs),
                OpFoldResult::Attr(zero_attr(&overflow_ty)?),
            ]);
        }
        let sum = fold_binary(operands, None, |a: &Int, b: &Int| {
            Some(a.bits.wrapping_add(b.bits) & a.mask())
        })?;
        // The carry: the sum below the left operand.
        let carry = fold_binary(
            &[Some(sum.clone()), operands[0].clone()],
            Some(&overflow_ty),
            |s: &Int, a: &Int| Some(u128::from(s.bits < a.bits)),
        )?;
        Some(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(carry)])
    }
}

impl SubIOp {
    /// `subi(x, x)`, `subi(x, 0)`, `subi(addi(a, b), b)`, `subi(addi(a, b), a)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if lhs == rhs
            && let Some(zero) = zero_attr(&result_type(ir, op))
        {
            return attr(Some(zero));
        }
        if is_zero(&operands[1]) {
            return value(lhs);
        }
        if let Some(add) = defined_by(ir, lhs, AddIOp::OPERATION_NAME) {
            let (a, b) = operands_of(ir, add);
            if rhs == b {
                return value(a);
            }
            if rhs == a {
                return value(b);
            }
        }
        fold_ints(operands, |a, b| Some(a.bits.wrapping_sub(b.bits)))
    }
}

impl MulIOp {
    /// `muli(x, 0)` is the zero, `muli(x, 1)` is `x`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if is_zero(&operands[1]) {
            return value(rhs);
        }
        if is_one(&operands[1]) {
            return value(lhs);
        }
        fold_ints(operands, |a, b| Some(a.bits.wrapping_mul(b.bits)))
    }
}

/// `(a * b) / b` is `a` when the multiplication has the overflow flag `flag` (`nuw` for
/// unsigned, `nsw` for signed division).
fn fold_div_mul(ir: &Ir, lhs: Value, rhs: Value, flag: IntegerOverflowFlags) -> Option<Value> {
    let mul = defined_by(ir, lhs, MulIOp::OPERATION_NAME)?;
    let flags = ir
        .property(mul, "overflowFlags")
        .and_then(IntegerOverflowAttr::from_attr)
        .map_or(IntegerOverflowFlags::None, |f| f.value);
    if !flags.contains_all(flag) {
        return None;
    }
    let (a, b) = operands_of(ir, mul);
    if a == rhs {
        return Some(b);
    }
    if b == rhs {
        return Some(a);
    }
    None
}

/// `constFoldBinaryOp` of a folder that raises `failed` on an element (a division by zero, an
/// overflow) in the closure `f`, as upstream's lambdas do: no fold when it is raised at the
/// end. Whether it stays raised is the closure's business: most check it first, so that one
/// failing element fails the fold; `floordivsi`'s and the shifts' reassign it at each element.
fn fold_ints_unless(
    operands: &[Option<Attribute>],
    mut f: impl FnMut(&Int, &Int, &mut bool) -> u128,
) -> Fold {
    let mut failed = false;
    let folded = fold_binary(operands, None, |a: &Int, b: &Int| {
        Some(f(a, b, &mut failed))
    });
    if failed { None } else { attr(folded) }
}

/// A division's constants: none when any divisor is zero (upstream's lambdas raise their flag
/// and keep it); `f` divides by a non-zero divisor and may raise the flag itself.
fn fold_division(
    operands: &[Option<Attribute>],
    mut f: impl FnMut(&Int, &Int, &mut bool) -> u128,
) -> Fold {
    fold_ints_unless(operands, |a, b, failed| {
        if *failed || b.is_zero() {
            *failed = true;
            return a.bits;
        }
        f(a, b, failed)
    })
}

/// `divui` and `divsi`: `x / 1` is `x`, `(a * b) / b` is `a` when the multiplication has
/// `flag`; constants by `f`.
fn fold_div(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    flag: IntegerOverflowFlags,
    f: impl FnMut(&Int, &Int, &mut bool) -> u128,
) -> Fold {
    let (lhs, rhs) = operands_of(ir, op);
    if is_one(&operands[1]) {
        return value(lhs);
    }
    if let Some(v) = fold_div_mul(ir, lhs, rhs, flag) {
        return value(v);
    }
    fold_division(operands, f)
}

impl DivUIOp {
    /// `divui(x, 1)`, `(a * b) / b` with `nuw`, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_div(ir, op, operands, IntegerOverflowFlags::Nuw, |a, b, _| {
            a.bits / b.bits
        })
    }
}

/// APInt's `sdiv_ov`: the quotient (wrapped), `overflow` set to whether it is `MIN / -1`.
fn sdiv_ov(a: &Int, b: &Int, overflow: &mut bool) -> u128 {
    *overflow = a.bits == a.signed_min() && b.is_all_ones();
    a.signed().wrapping_div(b.signed()) as u128
}

impl DivSIOp {
    /// `divsi(x, 1)`, `(a * b) / b` with `nsw`, constants (not by zero, no overflow).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_div(ir, op, operands, IntegerOverflowFlags::Nsw, sdiv_ov)
    }
}

impl CeilDivUIOp {
    /// `ceildivui(x, 1)`, constants (not by zero, no overflow).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_one(&operands[1]) {
            return value(operands_of(ir, op).0);
        }
        fold_division(operands, |a, b, failed| {
            let q = a.bits / b.bits;
            if a.bits % b.bits == 0 {
                return q;
            }
            *failed = q == a.mask();
            q.wrapping_add(1)
        })
    }
}

/// `ceildivsi` of two constants: `None` when the divisor is zero or a step overflows
/// (upstream does not fold `MIN` by a negative value, whose negation overflows).
fn ceil_div_si(a: &Int, b: &Int) -> Option<u128> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(0);
    }
    let w = a.width;
    let fit = |v: Option<i128>| fit_signed(v, w).map(|bits| sext(bits, w));
    // (a - 1) / b + 1 of two positive values.
    let ceil_pos = |x: i128, y: i128| -> Option<i128> {
        let t = fit(x.checked_sub(1))?;
        let t = fit(t.checked_div(y))?;
        fit(t.checked_add(1))
    };
    let (x, y) = (a.signed(), b.signed());
    let r = match (x > 0, y > 0) {
        (true, true) => ceil_pos(x, y)?,
        (false, false) => ceil_pos(fit(0i128.checked_sub(x))?, fit(0i128.checked_sub(y))?)?,
        (false, true) => {
            let d = fit(fit(0i128.checked_sub(x))?.checked_div(y))?;
            fit(0i128.checked_sub(d))?
        }
        (true, false) => {
            let d = fit(x.checked_div(fit(0i128.checked_sub(y))?))?;
            fit(0i128.checked_sub(d))?
        }
    };
    Some(r as u128)
}

/// A signed result that must fit `width` bits (APInt's `*_ov`): its bits, or `None` on overflow.
fn fit_signed(v: Option<i128>, width: u32) -> Option<u128> {
    let v = v?;
    if width >= 128 {
        return Some(v as u128);
    }
    let max = (1i128 << (width - 1)) - 1;
    let min = -(1i128 << (width - 1));
    (min..=max).contains(&v).then_some(v as u128)
}

impl CeilDivSIOp {
    /// `ceildivsi(x, 1)`, constants (not by zero, nothing overflowing on the way).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_one(&operands[1]) {
            return value(operands_of(ir, op).0);
        }
        fold_ints_unless(operands, |a, b, failed| {
            if *failed {
                return a.bits;
            }
            ceil_div_si(a, b).unwrap_or_else(|| {
                *failed = true;
                a.bits
            })
        })
    }
}

impl FloorDivSIOp {
    /// `floordivsi(x, 1)`, constants (not by zero, no overflow: of elements, the last decides,
    /// as upstream's lambda reassigns its flag at each).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_one(&operands[1]) {
            return value(operands_of(ir, op).0);
        }
        fold_ints_unless(operands, |a, b, failed| {
            if b.is_zero() {
                *failed = true;
                return a.bits;
            }
            // APInt::sfloordiv_ov: one less when inexact and the signs differ.
            let q = sdiv_ov(a, b, failed);
            let (x, y, qs) = (a.signed(), b.signed(), sext(q, a.width));
            if qs.wrapping_mul(y) != x && (x < 0) != (y < 0) {
                return q.wrapping_sub(1);
            }
            q
        })
    }
}

impl RemUIOp {
    /// `remui(x, 1)` is zero, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_one(&operands[1]) {
            return attr(zero_attr(&result_type(ir, op)));
        }
        fold_division(operands, |a, b, _| a.bits % b.bits)
    }
}

impl RemSIOp {
    /// `remsi(x, 1)` is zero, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_one(&operands[1]) {
            return attr(zero_attr(&result_type(ir, op)));
        }
        fold_division(operands, |a, b, _| {
            a.signed().wrapping_rem(b.signed()) as u128
        })
    }
}

// ----- bitwise ------------------------------------------------------------------------------

/// `xori(v, all ones)` with `v` given: the constant operand's value.
fn is_not_of(ir: &mut Ir, not: Value, v: Value) -> Option<Value> {
    let x = defined_by(ir, not, XOrIOp::OPERATION_NAME)?;
    let (a, b) = operands_of(ir, x);
    (a == v && is_constant_int(ir, b, Int::is_all_ones)).then_some(b)
}

impl AndIOp {
    /// `andi(x, 0)`, `andi(x, all ones)`, `andi(x, not(x))`, `andi(a, andi(a, b))`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        let r = Int::constant(&operands[1]);
        if r.as_ref().is_some_and(Int::is_zero) {
            return value(rhs);
        }
        if r.as_ref().is_some_and(Int::is_all_ones) {
            return value(lhs);
        }
        if is_not_of(ir, rhs, lhs).is_some() || is_not_of(ir, lhs, rhs).is_some() {
            return attr(zero_attr(&result_type(ir, op)));
        }
        for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(p) = defined_by(ir, prev, AndIOp::OPERATION_NAME) {
                let (a, b) = operands_of(ir, p);
                if other == a || other == b {
                    return value(prev);
                }
            }
        }
        fold_ints(operands, |a, b| Some(a.bits & b.bits))
    }
}

impl OrIOp {
    /// `ori(x, 0)`, `ori(x, all ones)`, `ori(x, not(x))`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if let Some(r) = Int::constant(&operands[1]) {
            if r.is_zero() {
                return value(lhs);
            }
            if r.is_all_ones() {
                return attr(operands[1].clone());
            }
        }
        if let Some(ones) = is_not_of(ir, rhs, lhs) {
            return value(ones);
        }
        if let Some(ones) = is_not_of(ir, lhs, rhs) {
            return value(ones);
        }
        fold_ints(operands, |a, b| Some(a.bits | b.bits))
    }
}

impl XOrIOp {
    /// `xori(x, 0)`, `xori(x, x)`, `xori(xori(x, a), a)` and its mirror images, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if is_zero(&operands[1]) {
            return value(lhs);
        }
        if lhs == rhs {
            return attr(zero_attr(&result_type(ir, op)));
        }
        if let Some(prev) = defined_by(ir, lhs, XOrIOp::OPERATION_NAME) {
            let (a, b) = operands_of(ir, prev);
            if b == rhs {
                return value(a);
            }
            if a == rhs {
                return value(b);
            }
        }
        if let Some(prev) = defined_by(ir, rhs, XOrIOp::OPERATION_NAME) {
            let (a, b) = operands_of(ir, prev);
            if b == lhs {
                return value(a);
            }
            if a == lhs {
                return value(b);
            }
        }
        fold_ints(operands, |a, b| Some(a.bits ^ b.bits))
    }
}

/// The shifts: `x` shifted by 0 is `x`; constants fold when the amount is below the width (of
/// elements, the last one's amount decides, as upstream's lambda reassigns its flag at each;
/// APInt's shift by the width or more gives zeros, or copies of the sign).
fn fold_shift(ir: &Ir, op: OpId, operands: &[Option<Attribute>], f: fn(&Int, u32) -> u128) -> Fold {
    if is_zero(&operands[1]) {
        return value(operands_of(ir, op).0);
    }
    // Upstream folds only when its calculation ran and the shift was in bounds: a poison
    // operand (which `constFoldBinaryOp` returns without calculating) does not fold.
    if poison_operand(operands).is_some() {
        return None;
    }
    fold_ints_unless(operands, |a, b, unbounded| {
        *unbounded = b.bits >= u128::from(b.width);
        f(a, b.bits.min(u128::from(a.width)) as u32)
    })
}

impl ShLIOp {
    /// `shli`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| a.bits.checked_shl(n).unwrap_or(0))
    }
}

impl ShRUIOp {
    /// `shrui`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| a.bits.checked_shr(n).unwrap_or(0))
    }
}

impl ShRSIOp {
    /// `shrsi`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| (a.signed() >> n.min(127)) as u128)
    }
}

// ----- min and max --------------------------------------------------------------------------

/// `maxsi` and friends: `op(x, x)` is `x`; a right operand equal to `absorbing` is the result,
/// one equal to `neutral` gives `x`; constants.
fn fold_min_max(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    absorbing: fn(&Int) -> u128,
    neutral: fn(&Int) -> u128,
    pick: fn(&Int, &Int) -> u128,
) -> Fold {
    let (lhs, rhs) = operands_of(ir, op);
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(r) = Int::constant(&operands[1]) {
        if r.bits == absorbing(&r) {
            return value(rhs);
        }
        if r.bits == neutral(&r) {
            return value(lhs);
        }
    }
    fold_ints(operands, |a, b| Some(pick(a, b)))
}

impl MaxSIOp {
    /// `maxsi`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_min_max(
            ir,
            op,
            operands,
            Int::signed_max,
            Int::signed_min,
            |a, b| {
                if a.signed() >= b.signed() {
                    a.bits
                } else {
                    b.bits
                }
            },
        )
    }
}

impl MaxUIOp {
    /// `maxui`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_min_max(
            ir,
            op,
            operands,
            Int::mask,
            |_| 0,
            |a, b| a.bits.max(b.bits),
        )
    }
}

impl MinSIOp {
    /// `minsi`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_min_max(
            ir,
            op,
            operands,
            Int::signed_min,
            Int::signed_max,
            |a, b| {
                if a.signed() <= b.signed() {
                    a.bits
                } else {
                    b.bits
                }
            },
        )
    }
}

impl MinUIOp {
    /// `minui`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_min_max(
            ir,
            op,
            operands,
            |_| 0,
            Int::mask,
            |a, b| a.bits.min(b.bits),
        )
    }
}

// ----- comparison and select ----------------------------------------------------------------

fn apply_cmpi(pred: CmpIPredicate, a: &Int, b: &Int) -> bool {
    let (x, y) = (a.signed(), b.signed());
    match pred {
        CmpIPredicate::Eq => a.bits == b.bits,
        CmpIPredicate::Ne => a.bits != b.bits,
        CmpIPredicate::Slt => x < y,
        CmpIPredicate::Sle => x <= y,
        CmpIPredicate::Sgt => x > y,
        CmpIPredicate::Sge => x >= y,
        CmpIPredicate::Ult => a.bits < b.bits,
        CmpIPredicate::Ule => a.bits <= b.bits,
        CmpIPredicate::Ugt => a.bits > b.bits,
        CmpIPredicate::Uge => a.bits >= b.bits,
    }
}

/// Whether `ty` is `i1` or a vector of `i1` (upstream's `getIntegerWidth(t) == 1`, which
/// looks into vectors, not tensors).
fn is_i1_or_vector_of_i1(ty: &Type) -> bool {
    let element = match ty {
        Type::Vector(v) => &v.element,
        other => other,
    };
    matches!(element, Type::Integer { width: 1, .. })
}

/// Whether the elements of `ty` (or `ty`) are `i1`.
fn is_i1_like(ty: &Type) -> bool {
    matches!(element_type(ty), Type::Integer { width: 1, .. })
}

impl CmpIOp {
    /// `cmpi(p, x, x)`; `extsi`/`extui` of an `i1` compared `ne` to 0; an `i1` compared `ne`
    /// to 0 or `eq` to 1; a constant left operand moves right (in place, the predicate
    /// mirrored); constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let pred = CmpIPredicate::from_attr(ir.property(op, "predicate")?)?;
        let (lhs, rhs) = operands_of(ir, op);
        if lhs == rhs {
            let equal = matches!(
                pred,
                CmpIPredicate::Eq
                    | CmpIPredicate::Sle
                    | CmpIPredicate::Sge
                    | CmpIPredicate::Ule
                    | CmpIPredicate::Uge
            );
            // MLIR's `getBoolAttribute`: a splat for a statically shaped result.
            return attr(make(&result_type(ir, op), &[u128::from(equal)]));
        }
        if is_zero(&operands[1]) && pred == CmpIPredicate::Ne {
            for ext in [ExtSIOp::OPERATION_NAME, ExtUIOp::OPERATION_NAME] {
                if let Some(e) = defined_by(ir, lhs, ext) {
                    let src = ir.op(e).operands[0];
                    if is_i1_or_vector_of_i1(ir.value_type(src)) {
                        return value(src);
                    }
                }
            }
            if is_i1_like(ir.value_type(lhs)) {
                return value(lhs);
            }
        }
        if is_one(&operands[1]) && pred == CmpIPredicate::Eq && is_i1_like(ir.value_type(lhs)) {
            return value(lhs);
        }
        if operands[0].is_some() && operands[1].is_none() {
            let swapped = match pred {
                CmpIPredicate::Slt => CmpIPredicate::Sgt,
                CmpIPredicate::Sgt => CmpIPredicate::Slt,
                CmpIPredicate::Sle => CmpIPredicate::Sge,
                CmpIPredicate::Sge => CmpIPredicate::Sle,
                CmpIPredicate::Ult => CmpIPredicate::Ugt,
                CmpIPredicate::Ugt => CmpIPredicate::Ult,
                CmpIPredicate::Ule => CmpIPredicate::Uge,
                CmpIPredicate::Uge => CmpIPredicate::Ule,
                p => p,
            };
            // `set_property` keeps the use lists, which `op_mut` drops.
            ir.set_property(op, "predicate", swapped.to_attr());
            ir.set_operand(op, 0, rhs);
            ir.set_operand(op, 1, lhs);
            return value(ir.op(op).results[0]);
        }
        // Upstream's comparison folds no poison operand (mlir-opt-22 keeps `cmpi ult, %c0, %p`).
        if poison_operand(operands).is_some() {
            return None;
        }
        let i1 = result_type(ir, op);
        attr(fold_binary(operands, Some(&i1), |a: &Int, b: &Int| {
            Some(u128::from(apply_cmpi(pred, a, b)))
        }))
    }
}

impl SelectOp {
    /// `select(c, x, x)`, a constant condition, `select(c, true, false)` on `i1`, a condition
    /// `cmpi eq/ne` of the two values, and dense conditions and values element by element.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let o = &ir.op(op).operands;
        let (condition, t, f) = (o[0], o[1], o[2]);
        if t == f {
            return value(t);
        }
        if is_one(&operands[0]) {
            return value(t);
        }
        if is_zero(&operands[0]) {
            return value(f);
        }
        // Either value fully poisoned: the other.
        if crate::ub::is_poison_attr(operands[1].as_ref()) {
            return value(f);
        }
        if crate::ub::is_poison_attr(operands[2].as_ref()) {
            return value(t);
        }
        if matches!(result_type(ir, op), Type::Integer { width: 1, .. })
            && is_one(&operands[1])
            && is_zero(&operands[2])
        {
            return value(condition);
        }
        if let Some(cmp) = defined_by(ir, condition, CmpIOp::OPERATION_NAME) {
            let pred = CmpIPredicate::from_attr(ir.property(cmp, "predicate")?)?;
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (a, b) = operands_of(ir, cmp);
                if (a == t && b == f) || (b == t && a == f) {
                    return value(if pred == CmpIPredicate::Ne { t } else { f });
                }
            }
        }
        let [
            Some(Attribute::DenseElements(c)),
            Some(Attribute::DenseElements(l)),
            Some(Attribute::DenseElements(r)),
        ] = operands
        else {
            return None;
        };
        let picked: Vec<u128> = c
            .values()
            .zip(l.values().zip(r.values()))
            .map(|(c, (l, r))| if c.to_u128()? & 1 != 0 { l } else { r }.to_u128())
            .collect::<Option<_>>()?;
        attr(make(l.ty(), &picked))
    }
}

// ----- casts --------------------------------------------------------------------------------

/// MLIR's `constFoldCastOp<IntegerAttr, IntegerAttr>`: the cast of the constant operand's
/// elements to the result type (`f` gives the bits, truncated to the result's width).
fn const_fold_int_cast(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(&Int) -> u128,
) -> Fold {
    attr(fold_unary(
        operands.first()?,
        &result_type(ir, op),
        |a: &Int| Some(f(a)),
    ))
}

impl ExtUIOp {
    /// `extui(extui(x))` becomes `extui(x)` in place; constants zero-extend.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        if let Some(inner) = defined_by(ir, src, ExtUIOp::OPERATION_NAME) {
            let x = ir.op(inner).operands[0];
            ir.set_operand(op, 0, x);
            return value(ir.op(op).results[0]);
        }
        const_fold_int_cast(ir, op, operands, |a| a.bits)
    }
}

impl ExtSIOp {
    /// `extsi(extsi(x))` becomes `extsi(x)` in place; constants sign-extend.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        if let Some(inner) = defined_by(ir, src, ExtSIOp::OPERATION_NAME) {
            let x = ir.op(inner).operands[0];
            ir.set_operand(op, 0, x);
            return value(ir.op(op).results[0]);
        }
        const_fold_int_cast(ir, op, operands, |a| a.signed() as u128)
    }
}

impl TruncIOp {
    /// `trunci(ext(a))` is `trunci(a)` (in place) or `a`; `trunci(trunci(a))` is
    /// `trunci(a)` (in place); constants truncate.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        let own = ir.op(op).results[0];
        let ext = defined_by(ir, src, ExtUIOp::OPERATION_NAME)
            .or_else(|| defined_by(ir, src, ExtSIOp::OPERATION_NAME));
        if let Some(e) = ext {
            let a = ir.op(e).operands[0];
            let (from, to) = (
                element_width(ir.value_type(a)),
                element_width(ir.value_type(own)),
            );
            if from > to {
                ir.set_operand(op, 0, a);
                return value(own);
            }
            if element_type(ir.value_type(a)) == element_type(ir.value_type(own)) {
                return value(a);
            }
        }
        if let Some(t) = defined_by(ir, src, TruncIOp::OPERATION_NAME) {
            let a = ir.op(t).operands[0];
            ir.set_operand(op, 0, a);
            return value(own);
        }
        const_fold_int_cast(ir, op, operands, |a| a.bits)
    }
}

/// The width of an integer type or of a shaped type's integer elements.
fn element_width(ty: &Type) -> u32 {
    int_width(element_type(ty)).unwrap_or(0)
}

/// `index_cast(index_cast(x : A) : B) : A` is `x` when `B` is at least as wide as `A`.
fn fold_index_cast_pair(ir: &Ir, op: OpId, name: &str) -> Fold {
    let src = ir.op(op).operands[0];
    let inner = defined_by(ir, src, name)?;
    let x = ir.op(inner).operands[0];
    let own = ir.op(op).results[0];
    (ir.value_type(x) == ir.value_type(own)
        && element_width(ir.value_type(src)) >= element_width(ir.value_type(x)))
    .then_some(OpFoldResult::Value(x))
}

impl IndexCastOp {
    /// Constants sign-extend or truncate; `index_cast` of `index_cast` back to the type.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        const_fold_int_cast(ir, op, operands, |a| a.signed() as u128)
            .or_else(|| fold_index_cast_pair(ir, op, IndexCastOp::OPERATION_NAME))
    }
}

impl IndexCastUIOp {
    /// Constants zero-extend or truncate; `index_castui` of `index_castui` back to the type.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        const_fold_int_cast(ir, op, operands, |a| a.bits)
            .or_else(|| fold_index_cast_pair(ir, op, IndexCastUIOp::OPERATION_NAME))
    }
}

impl BitcastOp {
    /// Dense elements keep their bits under the result's element type; an integer or float
    /// constant is read as the other type of the same width.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let ty = result_type(ir, op);
        let bits = match operands.first()?.as_ref()? {
            Attribute::DenseElements(d) => {
                let raw = d.raw_data()?.clone();
                return attr(
                    rods::ir::DenseElementsAttr::from_raw(ty, raw)
                        .ok()
                        .map(|d| Attribute::DenseElements(std::sync::Arc::new(d))),
                );
            }
            _ if matches!(ty, Type::Vector(_) | Type::Tensor(_)) => return None,
            a if crate::ub::is_poison_attr(Some(a)) => {
                return Some(OpFoldResult::Attr(crate::ub::poison()));
            }
            Attribute::Float(f) => f.bits(),
            Attribute::Bool(b) => u128::from(*b),
            Attribute::Integer(i) => i.value().to_u128()?,
            _ => return None,
        };
        attr(make(&ty, &[bits]))
    }
}

impl MulSIExtendedOp {
    /// `mulsi_extended(x, 0)` is `0, 0`; constants give the low and high halves.
    pub(super) fn fold(
        _ir: &mut Ir,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        fold_extended_mul(operands, true)
    }
}

impl MulUIExtendedOp {
    /// `mului_extended(x, 0)` is `0, 0`, `mului_extended(x, 1)` is `x, 0`; constants give
    /// the low and high halves.
    pub(super) fn fold(
        ir: &mut Ir,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        if is_one(&operands[1]) {
            let lhs = ir.op(op).operands[0];
            let zero = zero_attr(&ir.value_type(lhs).clone())?;
            return Some(vec![OpFoldResult::Value(lhs), OpFoldResult::Attr(zero)]);
        }
        fold_extended_mul(operands, false)
    }
}

/// `mul*_extended(x, 0)` is `0, 0`; constants give the low and high halves of their products
/// (`APIntOps::mulhs` / `mulhu`).
fn fold_extended_mul(operands: &[Option<Attribute>], signed: bool) -> Option<Vec<OpFoldResult>> {
    if is_zero(&operands[1]) {
        let zero = operands[1].clone()?;
        return Some(vec![
            OpFoldResult::Attr(zero.clone()),
            OpFoldResult::Attr(zero),
        ]);
    }
    let low = fold_binary(operands, None, |a: &Int, b: &Int| {
        Some(a.bits.wrapping_mul(b.bits))
    })?;
    let high = fold_binary(operands, None, |a: &Int, b: &Int| {
        Some(mul_high(a, b, signed))
    })?;
    Some(vec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)])
}

/// The high `width` bits of the `2·width`-bit product of two integers of `width` bits.
fn mul_high(a: &Int, b: &Int, signed: bool) -> u128 {
    let w = a.width;
    // The operands extended to 256 bits as two's complement (hi, lo) pairs.
    let extend = |x: &Int| -> (u128, u128) {
        if signed && x.signed() < 0 {
            (u128::MAX, x.signed() as u128)
        } else {
            (0, x.bits)
        }
    };
    let (p_hi, p_lo) = mul_256(extend(a), extend(b));
    // Bits [w, 2w) of the product.
    if w == 128 {
        return p_hi;
    }
    (p_lo >> w) | (p_hi << (128 - w))
}

/// The low 256 bits of the product of two 256-bit numbers given as (high, low) halves.
fn mul_256((ah, al): (u128, u128), (bh, bl): (u128, u128)) -> (u128, u128) {
    let (lo, carry) = mul_128_wide(al, bl);
    let hi = carry
        .wrapping_add(ah.wrapping_mul(bl))
        .wrapping_add(al.wrapping_mul(bh));
    (hi, lo)
}

/// The full 256-bit product of two `u128`: (low, high).
fn mul_128_wide(a: u128, b: u128) -> (u128, u128) {
    let mask = u128::from(u64::MAX);
    let (a0, a1, b0, b1) = (a & mask, a >> 64, b & mask, b >> 64);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 & mask) + (p10 & mask);
    let lo = (p00 & mask) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (lo, hi)
}

// ----- floats -------------------------------------------------------------------------------

/// Whether a constant is a float (or a splat of one) satisfying `f` (MLIR's
/// `m_…Float` matchers).
fn is_float(attr: &Option<Attribute>, f: impl Fn(Float) -> bool) -> bool {
    float_constant(attr).is_some_and(f)
}

/// `APFloat::isExactlyValue(v)`.
fn is_exactly(f: Float, v: f64) -> bool {
    f == Float::from_f64(f.kind, v)
}

/// Whether an op rounds to nearest even (no `roundingmode`, or that one): the only mode its
/// constants fold in.
fn rounds_to_nearest_even(ir: &Ir, op: OpId) -> bool {
    ir.property(op, "roundingmode")
        .is_none_or(|m| RoundingMode::from_attr(m) == Some(RoundingMode::ToNearestEven))
}

/// `constFoldBinaryOp<FloatAttr>` with `f` over two floats.
fn fold_floats(operands: &[Option<Attribute>], f: impl Fn(Float, Float) -> Option<Float>) -> Fold {
    attr(fold_binary(operands, None, |a: &Float, b: &Float| {
        f(*a, *b).map(|r| r.bits)
    }))
}

impl AddFOp {
    /// `addf(x, -0)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], |f| f.is_zero() && f.is_negative()) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        fold_floats(operands, Float::add)
    }
}

impl SubFOp {
    /// `subf(x, +0)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], |f| f.is_zero() && !f.is_negative()) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        fold_floats(operands, Float::sub)
    }
}

impl MulFOp {
    /// `mulf(x, 1)` is `x`; with `nnan` and `nsz`, `mulf(x, ±0)` is the zero; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if is_float(&operands[1], |f| is_exactly(f, 1.0)) {
            return value(lhs);
        }
        let flags = ir
            .property(op, "fastmath")
            .and_then(FastMathAttr::from_attr)
            .map_or(FastMathFlags::None, |f| f.value);
        if flags.contains_all(FastMathFlags::Nnan | FastMathFlags::Nsz)
            && is_float(&operands[1], Float::is_zero)
        {
            return value(rhs);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        fold_floats(operands, Float::mul)
    }
}

impl DivFOp {
    /// `divf(x, 1)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], |f| is_exactly(f, 1.0)) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        fold_floats(operands, Float::div)
    }
}

impl RemFOp {
    /// Constants: the remainder with the sign of the left operand (`APFloat::mod`).
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_floats(operands, Float::rem)
    }
}

/// `maximumf` and friends: `op(x, x)` is `x`, a right operand satisfying `neutral` gives `x`;
/// constants.
fn fold_float_min_max(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    neutral: fn(Float) -> bool,
    pick: fn(Float, Float) -> Float,
) -> Fold {
    let (lhs, rhs) = operands_of(ir, op);
    if lhs == rhs {
        return value(rhs);
    }
    if is_float(&operands[1], neutral) {
        return value(lhs);
    }
    fold_floats(operands, |a, b| Some(pick(a, b)))
}

/// Whether a float is the infinity of sign `negative`.
fn is_infinity(f: Float, negative: bool) -> bool {
    f.decode() == float::FloatValue::Infinity { negative }
}

impl MaximumFOp {
    /// `maximumf(x, x)`, `maximumf(x, -inf)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, |f| is_infinity(f, true), Float::maximum)
    }
}

impl MinimumFOp {
    /// `minimumf(x, x)`, `minimumf(x, +inf)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, |f| is_infinity(f, false), Float::minimum)
    }
}

impl MaxNumFOp {
    /// `maxnumf(x, x)`, `maxnumf(x, NaN)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, Float::is_nan, Float::maxnum)
    }
}

impl MinNumFOp {
    /// `minnumf(x, x)`, `minnumf(x, NaN)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, Float::is_nan, Float::minnum)
    }
}

impl NegFOp {
    /// `negf(negf(x))` is `x`; a constant changes sign.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        if let Some(inner) = defined_by(ir, src, NegFOp::OPERATION_NAME) {
            return value(ir.op(inner).operands[0]);
        }
        attr(fold_unary(
            operands.first()?,
            &result_type(ir, op),
            |a: &Float| Some(a.neg().bits),
        ))
    }
}

impl CmpFOp {
    /// Scalar constants (a NaN operand makes the comparison unordered).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let pred = CmpFPredicate::from_attr(ir.property(op, "predicate")?)?;
        let (mut lhs, mut rhs) = (float_scalar(&operands[0]), float_scalar(&operands[1]));
        // One NaN operand decides: the other need not be a constant.
        if lhs.is_some_and(Float::is_nan) {
            rhs = lhs;
        }
        if rhs.is_some_and(Float::is_nan) {
            lhs = rhs;
        }
        let order = lhs?.compare(rhs?);
        let unordered = order.is_none();
        let (lt, eq, gt) = (
            order == Some(Ordering::Less),
            order == Some(Ordering::Equal),
            order == Some(Ordering::Greater),
        );
        use CmpFPredicate as P;
        let r = match pred {
            P::AlwaysFalse => false,
            P::OEQ => eq,
            P::OGT => gt,
            P::OGE => gt || eq,
            P::OLT => lt,
            P::OLE => lt || eq,
            P::ONE => !unordered && !eq,
            P::ORD => !unordered,
            P::UEQ => unordered || eq,
            P::UGT => unordered || gt,
            P::UGE => unordered || gt || eq,
            P::ULT => unordered || lt,
            P::ULE => unordered || lt || eq,
            P::UNE => !eq,
            P::UNO => unordered,
            P::AlwaysTrue => true,
        };
        attr(Some(Attribute::Bool(r)))
    }
}

use std::cmp::Ordering;

/// A float constant converted exactly to the result's format (`convertFloatValue`: no fold
/// when the conversion loses information).
fn fold_exact_float_cast(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
    let ty = result_type(ir, op);
    let Type::Float(kind) = *element_type(&ty) else {
        return None;
    };
    attr(fold_unary(operands.first()?, &ty, |a: &Float| {
        a.convert(kind).map(|f| f.bits)
    }))
}

/// The fast-math flags of `op` (none when it has none).
fn fastmath(ir: &Ir, op: OpId) -> FastMathFlags {
    ir.property(op, "fastmath")
        .and_then(FastMathAttr::from_attr)
        .map_or(FastMathFlags::None, |f| f.value)
}

impl ExtFOp {
    /// `extf(truncf(x))` is `x` when both have `contract` and `x` has the result's type;
    /// constants that the wider format holds exactly.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        if let Some(trunc) = defined_by(ir, src, TruncFOp::OPERATION_NAME) {
            let x = ir.op(trunc).operands[0];
            if ir.value_type(x) == &result_type(ir, op)
                && fastmath(ir, trunc).contains_all(FastMathFlags::Contract)
                && fastmath(ir, op).contains_all(FastMathFlags::Contract)
            {
                return value(x);
            }
        }
        fold_exact_float_cast(ir, op, operands)
    }
}

/// `APFloatBase::isRepresentableBy(from, to)`: every value of `from` is one of `to`.
fn is_representable_by(from: FloatKind, to: FloatKind) -> bool {
    let (a, b) = (from.semantics(), to.semantics());
    a.max_exponent <= b.max_exponent
        && a.min_exponent >= b.min_exponent
        && a.precision <= b.precision
}

impl TruncFOp {
    /// `truncf(extf(a))` is `truncf(a)` (in place) or `a` when the `extf` lost nothing;
    /// constants that the narrower format holds exactly.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        let own = ir.op(op).results[0];
        if let Some(ext) = defined_by(ir, src, ExtFOp::OPERATION_NAME) {
            let a = ir.op(ext).operands[0];
            let kind = |ty: &Type| match element_type(ty) {
                Type::Float(k) => Some(*k),
                _ => None,
            };
            if let (Some(from), Some(mid), Some(to)) = (
                kind(ir.value_type(a)),
                kind(ir.value_type(src)),
                kind(ir.value_type(own)),
            ) && is_representable_by(from, mid)
            {
                if from.width() > to.width() {
                    ir.set_operand(op, 0, a);
                    return value(own);
                }
                if from == to {
                    return value(a);
                }
            }
        }
        fold_exact_float_cast(ir, op, operands)
    }
}

/// `sitofp` / `uitofp` of constants: rounded to the result's format (to nearest even).
fn fold_int_to_float(ir: &Ir, op: OpId, operands: &[Option<Attribute>], signed: bool) -> Fold {
    let ty = result_type(ir, op);
    let Type::Float(kind) = *element_type(&ty) else {
        return None;
    };
    attr(fold_unary(operands.first()?, &ty, |a: &Int| {
        let negative = signed && a.signed() < 0;
        let magnitude = if negative {
            a.signed().unsigned_abs()
        } else {
            a.bits
        };
        Some(Float::from_int(kind, negative, magnitude).bits)
    }))
}

/// `fptosi` / `fptoui` of constants: rounded toward zero, not folded when out of range.
fn fold_float_to_int(ir: &Ir, op: OpId, operands: &[Option<Attribute>], signed: bool) -> Fold {
    let ty = result_type(ir, op);
    let width = int_width(element_type(&ty))?;
    attr(fold_unary(operands.first()?, &ty, |a: &Float| {
        a.to_int(width, signed)
    }))
}

impl SIToFPOp {
    /// Constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_int_to_float(ir, op, operands, true)
    }
}

impl UIToFPOp {
    /// Constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_int_to_float(ir, op, operands, false)
    }
}

impl FPToSIOp {
    /// Constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_to_int(ir, op, operands, true)
    }
}

impl FPToUIOp {
    /// Constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_to_int(ir, op, operands, false)
    }
}
