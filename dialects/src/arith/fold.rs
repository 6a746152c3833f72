//! The folders of arith's ops (ODS's `hasFolder`, `ArithOps.cpp`'s `fold` methods) and the
//! dialect's constant materializer: scalar integer and index constants of up to 128 bits fold,
//! with upstream's identities (`addi(x, 0)`, `muli(x, 1)`, `subi(x, x)`, …) and its refusals
//! (no division by zero, no signed overflow of `divsi`, no shift by the bit width or more).
//! Vector and tensor constants (dense elements) do not fold yet.

use std::sync::Arc;

use rods::dialect::OpFoldResult;
use rods::ir::{ApInt, Attribute, IntegerAttr, Ir, Location, OpId, Type, Value};
use rods::ods::{OpAttr, TypedAttrInterface};

use super::*;

/// What a folder returns for a one-result op.
type Fold = Option<OpFoldResult>;

/// The bit width of an integer or index type (index: 64, MLIR's internal storage width).
fn int_width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Integer { width, .. } if *width <= 128 => Some(*width),
        Type::Index => Some(64),
        _ => None,
    }
}

/// A scalar integer constant: its type and bits (`true` is `1 : i1`).
#[derive(Clone, Debug)]
struct Int {
    ty: Type,
    width: u32,
    bits: u128,
}

impl Int {
    fn of(attr: &Option<Attribute>) -> Option<Int> {
        match attr.as_ref()? {
            Attribute::Bool(b) => Some(Int {
                ty: Type::i1(),
                width: 1,
                bits: u128::from(*b),
            }),
            Attribute::Integer(i) => {
                let width = int_width(i.ty())?;
                Some(Int {
                    ty: i.ty().clone(),
                    width,
                    bits: i.value().to_u128()?,
                })
            }
            _ => None,
        }
    }

    fn mask(&self) -> u128 {
        ApInt::mask(self.width)
    }

    /// The value read as a signed integer.
    fn signed(&self) -> i128 {
        sext(self.bits, self.width)
    }

    fn is_zero(&self) -> bool {
        self.bits == 0
    }

    fn is_one(&self) -> bool {
        self.bits == 1
    }

    fn is_all_ones(&self) -> bool {
        self.bits == self.mask()
    }

    fn signed_max(&self) -> u128 {
        self.mask() >> 1
    }

    fn signed_min(&self) -> u128 {
        self.signed_max() + 1
    }
}

fn sext(bits: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// The attribute of an integer constant of type `ty` (`i1` as `true` / `false`, as the parser
/// reads them).
fn int_attr(ty: &Type, bits: u128) -> Attribute {
    let width = int_width(ty).unwrap_or(64);
    if matches!(ty, Type::Integer { width: 1, .. }) {
        return Attribute::Bool(bits & 1 != 0);
    }
    Attribute::Integer(IntegerAttr::from_ap(
        ty.clone(),
        ApInt::from_u128(width, bits),
    ))
}

/// MLIR's `Builder::getZeroAttr` for integer types: a scalar zero, or a splat of zeros of a
/// statically shaped vector or tensor.
fn zero_attr(ty: &Type) -> Option<Attribute> {
    splat_or_scalar(ty, 0)
}

/// `bits` as a scalar of the integer type `ty`, or splat over a statically shaped vector or
/// tensor of integers.
fn splat_or_scalar(ty: &Type, bits: u128) -> Option<Attribute> {
    let element = match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        _ => return int_width(ty).map(|_| int_attr(ty, bits)),
    };
    let width = int_width(element)?;
    let value = ApInt::from_u128(width, bits);
    rods::ir::DenseElementsAttr::splat(ty.clone(), &value)
        .ok()
        .map(|d| Attribute::DenseElements(Arc::new(d)))
}

fn operands(ir: &Ir, op: OpId) -> (Value, Value) {
    let o = &ir.op(op).operands;
    (o[0], o[1])
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.op(op).results[0]).clone()
}

fn value(v: Value) -> Fold {
    Some(OpFoldResult::Value(v))
}

fn attr(a: Attribute) -> Fold {
    Some(OpFoldResult::Attr(a))
}

/// MLIR's `constFoldBinaryOp<IntegerAttr>` over scalars: both operands integers of one type;
/// `f` gives the result bits or refuses (`None`). The result has the operands' type.
fn const_fold_binary(
    operands: &[Option<Attribute>],
    f: impl Fn(&Int, &Int) -> Option<u128>,
) -> Fold {
    let (a, b) = (Int::of(operands.first()?)?, Int::of(operands.get(1)?)?);
    if a.ty != b.ty {
        return None;
    }
    let bits = f(&a, &b)? & a.mask();
    attr(int_attr(&a.ty, bits))
}

/// The op defining `v` when it is named `name`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    (ir.op(d).name.as_str() == name).then_some(d)
}

/// Whether `v` is an integer constant whose bits satisfy `f` (MLIR's `m_ConstantInt` on a
/// value).
fn is_constant_int(ir: &mut Ir, v: Value, f: impl Fn(&Int) -> bool) -> bool {
    Int::of(&rods::pass::constant_value(ir, v)).is_some_and(|i| f(&i))
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

// ----- constants ----------------------------------------------------------------------------

impl ConstantOp {
    /// `ConstantOp::fold`: its value.
    pub(super) fn fold(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Fold {
        ir.property(op, "value").cloned().map(OpFoldResult::Attr)
    }
}

/// `ArithDialect::materializeConstant` (`ConstantOp::materialize`): an `arith.constant` of
/// `value` when its type is `ty` and it is an integer (signless), float or elements attribute.
pub fn materialize_constant(
    ir: &mut Ir,
    value: &Attribute,
    ty: &Type,
    loc: Location,
) -> Option<OpId> {
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
        if Int::of(&operands[1]).is_some_and(|i| i.is_zero()) {
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
        const_fold_binary(operands, |a, b| Some(a.bits.wrapping_add(b.bits)))
    }
}

fn operands_of(ir: &Ir, op: OpId) -> (Value, Value) {
    operands(ir, op)
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
        let (a, b) = (Int::of(operands.first()?)?, Int::of(operands.get(1)?)?);
        if a.ty != b.ty {
            return None;
        }
        let sum = a.bits.wrapping_add(b.bits) & a.mask();
        Some(vec![
            OpFoldResult::Attr(int_attr(&a.ty, sum)),
            OpFoldResult::Attr(Attribute::Bool(sum < a.bits)),
        ])
    }
}

impl SubIOp {
    /// `subi(x, x)`, `subi(x, 0)`, `subi(addi(a, b), b)`, `subi(addi(a, b), a)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if lhs == rhs {
            return attr(zero_attr(&result_type(ir, op))?);
        }
        if Int::of(&operands[1]).is_some_and(|i| i.is_zero()) {
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
        const_fold_binary(operands, |a, b| Some(a.bits.wrapping_sub(b.bits)))
    }
}

impl MulIOp {
    /// `muli(x, 0)` is the zero, `muli(x, 1)` is `x`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        let r = Int::of(&operands[1]);
        if r.as_ref().is_some_and(Int::is_zero) {
            return value(rhs);
        }
        if r.as_ref().is_some_and(Int::is_one) {
            return value(lhs);
        }
        const_fold_binary(operands, |a, b| Some(a.bits.wrapping_mul(b.bits)))
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

impl DivUIOp {
    /// `divui(x, 1)`, `(a * b) / b` with `nuw`, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return value(lhs);
        }
        if let Some(v) = fold_div_mul(ir, lhs, rhs, IntegerOverflowFlags::Nuw) {
            return value(v);
        }
        const_fold_binary(operands, |a, b| (!b.is_zero()).then(|| a.bits / b.bits))
    }
}

/// APInt's `sdiv_ov`: `None` on overflow (`MIN / -1`) or division by zero.
fn sdiv_ov(a: &Int, b: &Int) -> Option<u128> {
    if b.is_zero() {
        return None;
    }
    fit_signed(a.signed().checked_div(b.signed()), a.width)
}

impl DivSIOp {
    /// `divsi(x, 1)`, `(a * b) / b` with `nsw`, constants (not by zero, no overflow).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return value(lhs);
        }
        if let Some(v) = fold_div_mul(ir, lhs, rhs, IntegerOverflowFlags::Nsw) {
            return value(v);
        }
        const_fold_binary(operands, sdiv_ov)
    }
}

impl CeilDivUIOp {
    /// `ceildivui(x, 1)`, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return value(operands_of(ir, op).0);
        }
        const_fold_binary(operands, |a, b| {
            if b.is_zero() {
                return None;
            }
            let q = a.bits / b.bits;
            if a.bits % b.bits == 0 {
                return Some(q);
            }
            let r = q.wrapping_add(1) & a.mask();
            (r != 0).then_some(r)
        })
    }
}

impl CeilDivSIOp {
    /// `ceildivsi(x, 1)`, constants (not by zero, nothing overflowing on the way).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return value(operands_of(ir, op).0);
        }
        const_fold_binary(operands, |a, b| {
            if b.is_zero() {
                return None;
            }
            if a.is_zero() {
                return Some(0);
            }
            let w = a.width;
            let (x, y) = (a.signed(), b.signed());
            let fit = |v: Option<i128>| fit_signed(v, w).map(|bits| sext(bits, w));
            // (a - 1) / b + 1 of two positive values.
            let ceil_pos = |x: i128, y: i128| -> Option<i128> {
                let t = fit(x.checked_sub(1))?;
                let t = fit(t.checked_div(y))?;
                fit(t.checked_add(1))
            };
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
        })
    }
}

impl FloorDivSIOp {
    /// `floordivsi(x, 1)`, constants (not by zero, no overflow).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return value(operands_of(ir, op).0);
        }
        const_fold_binary(operands, |a, b| {
            let q = sdiv_ov(a, b)?;
            let (x, y, qs) = (a.signed(), b.signed(), sext(q, a.width));
            // APInt::sfloordiv_ov: one less when inexact and the signs differ.
            let exact = qs.wrapping_mul(y) == x;
            if !exact && (x < 0) != (y < 0) {
                return Some(q.wrapping_sub(1));
            }
            Some(q)
        })
    }
}

impl RemUIOp {
    /// `remui(x, 1)` is zero, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return attr(zero_attr(&result_type(ir, op))?);
        }
        const_fold_binary(operands, |a, b| (!b.is_zero()).then(|| a.bits % b.bits))
    }
}

impl RemSIOp {
    /// `remsi(x, 1)` is zero, constants (not by zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if Int::of(&operands[1]).is_some_and(|i| i.is_one()) {
            return attr(zero_attr(&result_type(ir, op))?);
        }
        const_fold_binary(operands, |a, b| {
            (!b.is_zero()).then(|| a.signed().wrapping_rem(b.signed()) as u128)
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
        let r = Int::of(&operands[1]);
        if r.as_ref().is_some_and(Int::is_zero) {
            return value(rhs);
        }
        if r.as_ref().is_some_and(Int::is_all_ones) {
            return value(lhs);
        }
        if is_not_of(ir, rhs, lhs).is_some() || is_not_of(ir, lhs, rhs).is_some() {
            return attr(zero_attr(&result_type(ir, op))?);
        }
        for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(p) = defined_by(ir, prev, AndIOp::OPERATION_NAME) {
                let (a, b) = operands_of(ir, p);
                if other == a || other == b {
                    return value(prev);
                }
            }
        }
        const_fold_binary(operands, |a, b| Some(a.bits & b.bits))
    }
}

impl OrIOp {
    /// `ori(x, 0)`, `ori(x, all ones)`, `ori(x, not(x))`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if let Some(r) = Int::of(&operands[1]) {
            if r.is_zero() {
                return value(lhs);
            }
            if r.is_all_ones() {
                return attr(operands[1].clone()?);
            }
        }
        if let Some(ones) = is_not_of(ir, rhs, lhs) {
            return value(ones);
        }
        if let Some(ones) = is_not_of(ir, lhs, rhs) {
            return value(ones);
        }
        const_fold_binary(operands, |a, b| Some(a.bits | b.bits))
    }
}

impl XOrIOp {
    /// `xori(x, 0)`, `xori(x, x)`, `xori(xori(x, a), a)` and its mirror images, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if Int::of(&operands[1]).is_some_and(|i| i.is_zero()) {
            return value(lhs);
        }
        if lhs == rhs {
            return attr(zero_attr(&result_type(ir, op))?);
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
        const_fold_binary(operands, |a, b| Some(a.bits ^ b.bits))
    }
}

/// The shifts: `x` shifted by 0 is `x`; constants fold when the amount is below the width.
fn fold_shift(ir: &Ir, op: OpId, operands: &[Option<Attribute>], f: fn(&Int, u32) -> u128) -> Fold {
    if Int::of(&operands[1]).is_some_and(|i| i.is_zero()) {
        return value(operands_of(ir, op).0);
    }
    const_fold_binary(operands, |a, b| {
        (b.bits < u128::from(b.width)).then(|| f(a, b.bits as u32))
    })
}

impl ShLIOp {
    /// `shli`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| a.bits << n)
    }
}

impl ShRUIOp {
    /// `shrui`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| a.bits >> n)
    }
}

impl ShRSIOp {
    /// `shrsi`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_shift(ir, op, operands, |a, n| (a.signed() >> n) as u128)
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
    if let Some(r) = Int::of(&operands[1]) {
        if r.bits == absorbing(&r) {
            return value(rhs);
        }
        if r.bits == neutral(&r) {
            return value(lhs);
        }
    }
    const_fold_binary(operands, |a, b| Some(pick(a, b)))
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

impl CmpIOp {
    /// `cmpi(p, x, x)`; `extsi`/`extui` of an `i1` compared `ne` to 0; an `i1` compared `ne`
    /// to 0 or `eq` to 1; a constant left operand moves right (in place, the predicate
    /// mirrored); constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let pred = CmpIPredicate::from_attr(ir.property(op, "predicate")?)?;
        let (lhs, rhs) = operands_of(ir, op);
        let is_i1 = |ir: &Ir, v: Value| matches!(ir.value_type(v), Type::Integer { width: 1, .. });
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
            return attr(splat_or_scalar(&result_type(ir, op), u128::from(equal))?);
        }
        let r = Int::of(&operands[1]);
        if r.as_ref().is_some_and(Int::is_zero) {
            for ext in [ExtSIOp::OPERATION_NAME, ExtUIOp::OPERATION_NAME] {
                if let Some(e) = defined_by(ir, lhs, ext) {
                    let src = ir.op(e).operands[0];
                    if is_i1(ir, src) && pred == CmpIPredicate::Ne {
                        return value(src);
                    }
                }
            }
            if is_i1(ir, lhs) && pred == CmpIPredicate::Ne {
                return value(lhs);
            }
        }
        if r.as_ref().is_some_and(Int::is_one) && is_i1(ir, lhs) && pred == CmpIPredicate::Eq {
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
            ir.op_mut(op).properties.set("predicate", swapped.to_attr());
            ir.set_operand(op, 0, rhs);
            ir.set_operand(op, 1, lhs);
            return value(ir.op(op).results[0]);
        }
        let (a, b) = (Int::of(&operands[0])?, Int::of(&operands[1])?);
        (a.ty == b.ty).then(|| OpFoldResult::Attr(Attribute::Bool(apply_cmpi(pred, &a, &b))))
    }
}

impl SelectOp {
    /// `select(c, x, x)`, a constant condition, `select(c, true, false)` on `i1`, and a
    /// condition `cmpi eq/ne` of the two values.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let o = &ir.op(op).operands;
        let (condition, t, f) = (o[0], o[1], o[2]);
        if t == f {
            return value(t);
        }
        let c = Int::of(&operands[0]);
        if c.as_ref().is_some_and(Int::is_one) {
            return value(t);
        }
        if c.as_ref().is_some_and(Int::is_zero) {
            return value(f);
        }
        if matches!(result_type(ir, op), Type::Integer { width: 1, .. })
            && Int::of(&operands[1]).is_some_and(|i| i.is_one())
            && Int::of(&operands[2]).is_some_and(|i| i.is_zero())
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
        None
    }
}

// ----- casts --------------------------------------------------------------------------------

/// MLIR's `constFoldCastOp<IntegerAttr, IntegerAttr>` over scalars: the cast of the constant
/// operand's bits to the result type.
fn const_fold_int_cast(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(&Int, u32) -> u128,
) -> Fold {
    let a = Int::of(operands.first()?)?;
    let ty = result_type(ir, op);
    let width = int_width(&ty)?;
    attr(int_attr(&ty, f(&a, width) & ApInt::mask(width)))
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
        const_fold_int_cast(ir, op, operands, |a, _| a.bits)
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
        const_fold_int_cast(ir, op, operands, |a, _| a.signed() as u128)
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
            if ir.value_type(a) == ir.value_type(own) {
                return value(a);
            }
        }
        if let Some(t) = defined_by(ir, src, TruncIOp::OPERATION_NAME) {
            let a = ir.op(t).operands[0];
            ir.set_operand(op, 0, a);
            return value(own);
        }
        const_fold_int_cast(ir, op, operands, |a, _| a.bits)
    }
}

/// The width of an integer type or of a shaped type's integer elements.
fn element_width(ty: &Type) -> u32 {
    let element = match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        other => other,
    };
    int_width(element).unwrap_or(0)
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
        const_fold_int_cast(ir, op, operands, |a, _| a.signed() as u128)
            .or_else(|| fold_index_cast_pair(ir, op, IndexCastOp::OPERATION_NAME))
    }
}

impl IndexCastUIOp {
    /// Constants zero-extend or truncate; `index_castui` of `index_castui` back to the type.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        const_fold_int_cast(ir, op, operands, |a, _| a.bits)
            .or_else(|| fold_index_cast_pair(ir, op, IndexCastUIOp::OPERATION_NAME))
    }
}

impl BitcastOp {
    /// An integer or float constant read as the other type of the same width.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let bits = match operands.first()?.as_ref()? {
            Attribute::Float(f) => f.bits(),
            Attribute::Bool(b) => u128::from(*b),
            Attribute::Integer(i) => i.value().to_u128()?,
            _ => return None,
        };
        let ty = result_type(ir, op);
        match &ty {
            Type::Float(_) => attr(Attribute::Float(rods::ir::FloatAttr::from_bits(
                ty.clone(),
                bits,
            ))),
            _ if int_width(&ty).is_some() => attr(int_attr(&ty, bits)),
            _ => None,
        }
    }
}

impl MulSIExtendedOp {
    /// `mulsi_extended(x, 0)` is `0, 0`; constants give the low and high halves.
    pub(super) fn fold(
        _ir: &mut Ir,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<OpFoldResult>> {
        let r = Int::of(&operands[1])?;
        if r.is_zero() {
            let zero = operands[1].clone()?;
            return Some(vec![
                OpFoldResult::Attr(zero.clone()),
                OpFoldResult::Attr(zero),
            ]);
        }
        let a = Int::of(&operands[0])?;
        if a.ty != r.ty || a.width > 64 {
            return None;
        }
        let product = a.signed() * r.signed();
        let low = product as u128 & a.mask();
        let high = (product >> a.width) as u128 & a.mask();
        Some(vec![
            OpFoldResult::Attr(int_attr(&a.ty, low)),
            OpFoldResult::Attr(int_attr(&a.ty, high)),
        ])
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
        let r = Int::of(&operands[1])?;
        if r.is_zero() {
            let zero = operands[1].clone()?;
            return Some(vec![
                OpFoldResult::Attr(zero.clone()),
                OpFoldResult::Attr(zero),
            ]);
        }
        if r.is_one() {
            let lhs = ir.op(op).operands[0];
            let zero = zero_attr(&ir.value_type(lhs).clone())?;
            return Some(vec![OpFoldResult::Value(lhs), OpFoldResult::Attr(zero)]);
        }
        let a = Int::of(&operands[0])?;
        if a.ty != r.ty || a.width > 64 {
            return None;
        }
        let product = a.bits * r.bits;
        Some(vec![
            OpFoldResult::Attr(int_attr(&a.ty, product & a.mask())),
            OpFoldResult::Attr(int_attr(&a.ty, (product >> a.width) & a.mask())),
        ])
    }
}

// ----- floats -------------------------------------------------------------------------------

/// A scalar float constant of a format whose arithmetic rounds correctly through `f64`
/// (`f16`, `bf16`, `f32`, `f64`: a result rounded to `f64`, then to the format, is the result
/// rounded once) and that is not NaN (APFloat's NaN results are not reproduced yet).
fn float_of(attr: &Option<Attribute>) -> Option<(Type, f64)> {
    match attr.as_ref()? {
        Attribute::Float(f)
            if matches!(
                f.kind(),
                FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
            ) && !f.value().is_nan() =>
        {
            Some((f.ty.clone(), f.value()))
        }
        _ => None,
    }
}

use rods::ir::FloatKind;

/// MLIR's `constFoldBinaryOp<FloatAttr>` over scalars of one type, round to nearest even;
/// a NaN result is not folded.
fn const_fold_float(operands: &[Option<Attribute>], f: impl Fn(f64, f64) -> f64) -> Fold {
    let ((ta, a), (tb, b)) = (float_of(operands.first()?)?, float_of(operands.get(1)?)?);
    if ta != tb {
        return None;
    }
    let r = f(a, b);
    if r.is_nan() {
        return None;
    }
    let r = match ta {
        Type::Float(FloatKind::F32) => f64::from(r as f32),
        _ => r,
    };
    attr(Attribute::Float(rods::ir::FloatAttr::from_f64(ta, r)))
}

/// Whether a constant is the float `v` (its sign too, for zeros).
fn is_float(attr: &Option<Attribute>, v: f64) -> bool {
    float_of(attr).is_some_and(|(_, x)| x == v && x.is_sign_negative() == v.is_sign_negative())
}

/// The rounding mode of an op, when it sets one other than to-nearest-even (then constants do
/// not fold: the rounding through `f64` is to nearest even only).
fn rounds_to_nearest_even(ir: &Ir, op: OpId) -> bool {
    ir.property(op, "roundingmode").is_none()
}

impl AddFOp {
    /// `addf(x, -0)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], -0.0) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        const_fold_float(operands, |a, b| a + b)
    }
}

impl SubFOp {
    /// `subf(x, +0)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], 0.0) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        const_fold_float(operands, |a, b| a - b)
    }
}

impl MulFOp {
    /// `mulf(x, 1)` is `x`; with `nnan` and `nsz`, `mulf(x, ±0)` is the zero; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let (lhs, rhs) = operands_of(ir, op);
        if is_float(&operands[1], 1.0) {
            return value(lhs);
        }
        let flags = ir
            .property(op, "fastmath")
            .and_then(FastMathAttr::from_attr)
            .map_or(FastMathFlags::None, |f| f.value);
        if flags.contains_all(FastMathFlags::Nnan | FastMathFlags::Nsz)
            && float_of(&operands[1]).is_some_and(|(_, x)| x == 0.0)
        {
            return value(rhs);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        const_fold_float(operands, |a, b| a * b)
    }
}

impl DivFOp {
    /// `divf(x, 1)` is `x`; constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        if is_float(&operands[1], 1.0) {
            return value(operands_of(ir, op).0);
        }
        if !rounds_to_nearest_even(ir, op) {
            return None;
        }
        const_fold_float(operands, |a, b| a / b)
    }
}

impl RemFOp {
    /// Constants: the remainder with the sign of the left operand (`APFloat::mod`).
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        const_fold_float(operands, |a, b| a % b)
    }
}

/// `maximumf` and friends: `op(x, x)` is `x`, a neutral right operand gives `x`; constants.
fn fold_float_min_max(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    neutral: f64,
    pick: fn(f64, f64) -> f64,
) -> Fold {
    let (lhs, rhs) = operands_of(ir, op);
    if lhs == rhs {
        return value(rhs);
    }
    if is_float(&operands[1], neutral) {
        return value(lhs);
    }
    const_fold_float(operands, pick)
}

/// The larger, `+0` above `-0` (LLVM's `maximum` / `maxnum` on numbers).
fn max_f(a: f64, b: f64) -> f64 {
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b { a } else { b }
}

/// The smaller, `-0` below `+0` (LLVM's `minimum` / `minnum` on numbers).
fn min_f(a: f64, b: f64) -> f64 {
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b { a } else { b }
}

impl MaximumFOp {
    /// `maximumf(x, x)`, `maximumf(x, -inf)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, f64::NEG_INFINITY, max_f)
    }
}

impl MinimumFOp {
    /// `minimumf(x, x)`, `minimumf(x, +inf)`, constants.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, f64::INFINITY, min_f)
    }
}

impl MaxNumFOp {
    /// `maxnumf(x, x)`, constants (a NaN operand, which gives the other, is not folded yet).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, f64::NAN, max_f)
    }
}

impl MinNumFOp {
    /// `minnumf(x, x)`, constants (a NaN operand, which gives the other, is not folded yet).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_float_min_max(ir, op, operands, f64::NAN, min_f)
    }
}

impl NegFOp {
    /// `negf(negf(x))` is `x`; a constant of an IEEE format changes sign.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let src = ir.op(op).operands[0];
        if let Some(inner) = defined_by(ir, src, NegFOp::OPERATION_NAME) {
            return value(ir.op(inner).operands[0]);
        }
        let Some(Attribute::Float(f)) = operands.first()?.as_ref() else {
            return None;
        };
        let width = match f.kind() {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            _ => return None,
        };
        let bits = f.bits() ^ (1u128 << (width - 1));
        attr(Attribute::Float(rods::ir::FloatAttr::from_bits(
            f.ty.clone(),
            bits,
        )))
    }
}

impl CmpFOp {
    /// Constants (a NaN operand makes the comparison unordered).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        let pred = CmpFPredicate::from_attr(ir.property(op, "predicate")?)?;
        let nan = |a: &Option<Attribute>| matches!(a, Some(Attribute::Float(f)) if f.value().is_nan() && matches!(f.kind(), FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64));
        let unordered = nan(&operands[0]) || nan(&operands[1]);
        let (lt, eq, gt) = if unordered {
            (false, false, false)
        } else {
            let ((ta, a), (tb, b)) = (float_of(&operands[0])?, float_of(&operands[1])?);
            if ta != tb {
                return None;
            }
            (a < b, a == b, a > b)
        };
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
        attr(Attribute::Bool(r))
    }
}

/// A float constant converted exactly to the result's format (`convertFloatValue`: no fold
/// when the conversion loses information).
fn fold_exact_float_cast(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
    let (_, v) = float_of(operands.first()?)?;
    let ty = result_type(ir, op);
    let Type::Float(kind) = ty else {
        return None;
    };
    let bits = kind.from_f64(v);
    let back = kind.to_f64(bits);
    (back == v && back.is_sign_negative() == v.is_sign_negative())
        .then(|| OpFoldResult::Attr(Attribute::Float(rods::ir::FloatAttr::from_bits(ty, bits))))
}

impl ExtFOp {
    /// Constants that the wider format holds exactly.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_exact_float_cast(ir, op, operands)
    }
}

impl TruncFOp {
    /// Constants that the narrower format holds exactly.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_exact_float_cast(ir, op, operands)
    }
}

/// `sitofp` / `uitofp` of a constant: exact in `f64` (magnitude below 2^53), rounded once to
/// the result's format.
fn fold_int_to_float(ir: &Ir, op: OpId, operands: &[Option<Attribute>], signed: bool) -> Fold {
    let a = Int::of(operands.first()?)?;
    let v = if signed {
        a.signed()
    } else {
        i128::try_from(a.bits).ok()?
    };
    if v.unsigned_abs() >= 1u128 << 53 {
        return None;
    }
    let ty = result_type(ir, op);
    match &ty {
        Type::Float(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64) => attr(
            Attribute::Float(rods::ir::FloatAttr::from_f64(ty, v as f64)),
        ),
        _ => None,
    }
}

/// `fptosi` / `fptoui` of a constant: rounded toward zero, not folded when out of range.
fn fold_float_to_int(ir: &Ir, op: OpId, operands: &[Option<Attribute>], signed: bool) -> Fold {
    let (_, v) = float_of(operands.first()?)?;
    if v.is_infinite() {
        return None;
    }
    let t = v.trunc();
    let ty = result_type(ir, op);
    let width = int_width(&ty)?;
    if width > 64 {
        return None;
    }
    let (min, max) = if signed {
        (
            -(2f64.powi(width as i32 - 1)),
            2f64.powi(width as i32 - 1) - 1.0,
        )
    } else {
        (0.0, 2f64.powi(width as i32) - 1.0)
    };
    if t < min || t > max {
        return None;
    }
    attr(int_attr(&ty, (t as i128) as u128 & ApInt::mask(width)))
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
