//! The folders of math's ops (ODS's `hasFolder`, `MathOps.cpp`'s `fold` methods), over
//! arith's constants ([`crate::arith::fold::constant`]): scalars, splats and dense elements.
//! The transcendental functions fold as upstream's do, through the host's C library for
//! `f64` and `f32` only (Rust's `f64::cos` is the C library's `cos`); `acosh`, `asinh`,
//! `atanh`, `erf` and `erfc` do not fold, as Rust's standard library does not call the C
//! library's for them (or lacks them). Rounding to an integral value and the sign operations
//! fold in every format, as `APFloat` computes them.

use rods::dialect::OpFoldResult;
use rods::ir::{Attribute, FloatKind, Ir, OpId, Type};

use super::*;
use crate::arith::fold::constant::{Int, element_type, fold_binary, fold_unary, make};
use crate::arith::fold::float::{Float, FloatValue, Rounding};

/// What a folder returns for a one-result op.
type Fold = Option<OpFoldResult>;

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.op(op).results[0]).clone()
}

/// `constFoldUnaryOp<FloatAttr>` of `f`, the result of the operand's type.
fn unary(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(Float) -> Option<Float>,
) -> Fold {
    fold_unary(operands.first()?, &result_type(ir, op), |a: &Float| {
        f(*a).map(|r| r.bits)
    })
    .map(OpFoldResult::Attr)
}

/// A function of the host's C library on `f64` and `f32` constants (upstream's
/// `constFoldUnaryOpConditional` over `S_IEEEdouble` and `S_IEEEsingle`), unless `refuse`
/// holds for the operand.
fn host(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    refuse: fn(Float) -> bool,
    double: fn(f64) -> f64,
    single: fn(f32) -> f32,
) -> Fold {
    unary(ir, op, operands, |a| {
        if refuse(a) {
            return None;
        }
        host_call(a, double, single)
    })
}

/// `double` of an `f64`, `single` of an `f32`, bit for bit; `None` for other formats.
fn host_call(a: Float, double: fn(f64) -> f64, single: fn(f32) -> f32) -> Option<Float> {
    let bits = match a.kind {
        FloatKind::F64 => u128::from(double(f64::from_bits(a.bits as u64)).to_bits()),
        FloatKind::F32 => u128::from(single(f32::from_bits(a.bits as u32)).to_bits()),
        _ => return None,
    };
    Some(Float { kind: a.kind, bits })
}

fn never(_: Float) -> bool {
    false
}

/// The guard of the logarithms and `sqrt`: a negative operand (`-0` and negative NaNs
/// included) does not fold.
fn negative(a: Float) -> bool {
    a.is_negative()
}

/// Defines the folders of ops computed by the host's C library.
macro_rules! host_folders {
    ($($op:ident: $refuse:expr, $double:expr, $single:expr;)*) => {
        $(
            impl $op {
                pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
                    host(ir, op, operands, $refuse, $double, $single)
                }
            }
        )*
    };
}

host_folders! {
    AcosOp: never, f64::acos, f32::acos;
    AsinOp: never, f64::asin, f32::asin;
    AtanOp: never, f64::atan, f32::atan;
    CosOp: never, f64::cos, f32::cos;
    CoshOp: never, f64::cosh, f32::cosh;
    SinOp: never, f64::sin, f32::sin;
    SinhOp: never, f64::sinh, f32::sinh;
    TanOp: never, f64::tan, f32::tan;
    TanhOp: never, f64::tanh, f32::tanh;
    ExpOp: never, f64::exp, f32::exp;
    Exp2Op: never, f64::exp2, f32::exp2;
    ExpM1Op: never, f64::exp_m1, f32::exp_m1;
    LogOp: negative, f64::ln, f32::ln;
    Log2Op: negative, f64::log2, f32::log2;
    Log10Op: negative, f64::log10, f32::log10;
    SqrtOp: negative, f64::sqrt, f32::sqrt;
}

/// `roundToIntegral` in `mode` of `f64` and `f32` constants: what the C library's `round`
/// and `trunc`, which upstream calls, give (a NaN quieted).
fn host_integral(ir: &Ir, op: OpId, operands: &[Option<Attribute>], mode: Rounding) -> Fold {
    unary(ir, op, operands, |a| {
        matches!(a.kind, FloatKind::F64 | FloatKind::F32).then(|| a.round_to_integral(mode))
    })
}

impl RoundOp {
    /// The C library's `round`: to nearest, ties away from zero.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        host_integral(ir, op, operands, Rounding::NearestTiesToAway)
    }
}

impl TruncOp {
    /// The C library's `trunc`: toward zero.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        host_integral(ir, op, operands, Rounding::TowardZero)
    }
}

impl Log1pOp {
    /// `log1p`, unless `a + 1` is negative.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        unary(ir, op, operands, |a| {
            if !matches!(a.kind, FloatKind::F64 | FloatKind::F32) {
                return None;
            }
            if a.add(Float::from_f64(a.kind, 1.0))?.is_negative() {
                return None;
            }
            host_call(a, f64::ln_1p, f32::ln_1p)
        })
    }
}

impl AbsFOp {
    /// `APFloat::clearSign`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        unary(ir, op, operands, |a| {
            Some(if a.is_negative() { a.neg() } else { a })
        })
    }
}

impl CeilOp {
    /// `roundToIntegral` toward +inf.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        unary(ir, op, operands, |a| {
            Some(a.round_to_integral(Rounding::TowardPositive))
        })
    }
}

impl FloorOp {
    /// `roundToIntegral` toward -inf.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        unary(ir, op, operands, |a| {
            Some(a.round_to_integral(Rounding::TowardNegative))
        })
    }
}

impl RoundEvenOp {
    /// `roundToIntegral` to nearest, ties to even.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        unary(ir, op, operands, |a| {
            Some(a.round_to_integral(Rounding::NearestTiesToEven))
        })
    }
}

/// `constFoldBinaryOp<FloatAttr>` of `f`.
fn binary(operands: &[Option<Attribute>], f: impl Fn(Float, Float) -> Option<Float>) -> Fold {
    fold_binary(operands, None, |a: &Float, b: &Float| {
        f(*a, *b).map(|r| r.bits)
    })
    .map(OpFoldResult::Attr)
}

impl CopySignOp {
    /// `APFloat::copySign`.
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        binary(operands, |a, b| {
            Some(if a.is_negative() == b.is_negative() {
                a
            } else {
                a.neg()
            })
        })
    }
}

/// A two-operand function of the host's C library on `f64` and `f32` constants.
fn host_binary(
    a: Float,
    b: Float,
    double: fn(f64, f64) -> f64,
    single: fn(f32, f32) -> f32,
) -> Option<Float> {
    let bits = match a.kind {
        FloatKind::F64 => u128::from(
            double(f64::from_bits(a.bits as u64), f64::from_bits(b.bits as u64)).to_bits(),
        ),
        FloatKind::F32 => u128::from(
            single(f32::from_bits(a.bits as u32), f32::from_bits(b.bits as u32)).to_bits(),
        ),
        _ => return None,
    };
    Some(Float { kind: a.kind, bits })
}

impl Atan2Op {
    /// The NaN for two zeros, else the host's `atan2`.
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        binary(operands, |a, b| {
            if a.is_zero() && b.is_zero() {
                return Some(Float::default_nan(a.kind));
            }
            host_binary(a, b, f64::atan2, f32::atan2)
        })
    }
}

impl PowFOp {
    /// The host's `pow`.
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        binary(operands, |a, b| host_binary(a, b, f64::powf, f32::powf))
    }
}

/// `constFoldUnaryOp<IntegerAttr>` of `f`, the result of the operand's type.
fn int_unary(ir: &Ir, op: OpId, operands: &[Option<Attribute>], f: impl Fn(&Int) -> u128) -> Fold {
    fold_unary(operands.first()?, &result_type(ir, op), |a: &Int| {
        Some(f(a))
    })
    .map(OpFoldResult::Attr)
}

impl AbsIOp {
    /// `APInt::abs` (the most negative value is its own).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        int_unary(ir, op, operands, |a| a.signed().unsigned_abs())
    }
}

impl CountLeadingZerosOp {
    /// `APInt::countl_zero`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        int_unary(ir, op, operands, |a| {
            u128::from(a.bits.leading_zeros() - (128 - a.width))
        })
    }
}

impl CountTrailingZerosOp {
    /// `APInt::countr_zero` (the width for zero).
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        int_unary(ir, op, operands, |a| {
            u128::from(a.bits.trailing_zeros().min(a.width))
        })
    }
}

impl CtPopOp {
    /// `APInt::popcount`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        int_unary(ir, op, operands, |a| u128::from(a.bits.count_ones()))
    }
}

impl IPowIOp {
    /// `base ** power` of constants (by squaring, wrapping); a negative power gives 0 but for
    /// a base of 1 or -1, and does not fold for a base of 0.
    pub(super) fn fold(_ir: &mut Ir, _op: OpId, operands: &[Option<Attribute>]) -> Fold {
        fold_binary(operands, None, |base: &Int, power: &Int| {
            let mask = base.mask();
            if power.is_zero() {
                return Some(1);
            }
            if power.signed() < 0 {
                if base.is_zero() {
                    return None;
                }
                if base.is_one() {
                    return Some(1);
                }
                if !base.is_all_ones() {
                    return Some(0);
                }
                return Some(if power.bits & 1 == 1 { mask } else { 1 });
            }
            let (mut result, mut b, mut p) = (1u128, base.bits, power.bits);
            loop {
                if p & 1 == 1 {
                    result = result.wrapping_mul(b) & mask;
                }
                p >>= 1;
                if p == 0 {
                    return Some(result);
                }
                b = b.wrapping_mul(b) & mask;
            }
        })
        .map(OpFoldResult::Attr)
    }
}

/// A classification of a scalar or splat constant (`FloatAttr` gives `i1`, a splat a splat of
/// the result's type; other elements do not fold).
fn classify(ir: &Ir, op: OpId, operands: &[Option<Attribute>], f: fn(Float) -> bool) -> Fold {
    let value = match operands.first()?.as_ref()? {
        Attribute::Float(a) => Float {
            kind: a.kind(),
            bits: a.bits(),
        },
        Attribute::DenseElements(d) if d.is_splat() => {
            let Type::Float(kind) = *element_type(d.ty()) else {
                return None;
            };
            Float {
                kind,
                bits: d.stored_scalar(0).to_u128()?,
            }
        }
        _ => return None,
    };
    make(&result_type(ir, op), &[u128::from(f(value))]).map(OpFoldResult::Attr)
}

impl IsFiniteOp {
    /// `APFloat::isFinite`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        classify(ir, op, operands, |a| {
            !matches!(a.decode(), FloatValue::NaN | FloatValue::Infinity { .. })
        })
    }
}

impl IsInfOp {
    /// `APFloat::isInfinity`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        classify(ir, op, operands, |a| {
            matches!(a.decode(), FloatValue::Infinity { .. })
        })
    }
}

impl IsNaNOp {
    /// `APFloat::isNaN`.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        classify(ir, op, operands, Float::is_nan)
    }
}

impl IsNormalOp {
    /// `APFloat::isNormal`: finite, not zero, not denormal.
    pub(super) fn fold(ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Fold {
        classify(ir, op, operands, Float::is_normal)
    }
}
