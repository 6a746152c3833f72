//! Float values as the folders compute with them (LLVM's `APFloat` where `ArithOps.cpp` calls
//! it): NaN propagation (the first NaN operand, quieted; an invalid operation gives the
//! default NaN), exact comparison and conversion, conversion to and from integers of up to
//! 128 bits. Arithmetic goes through `f64`, which gives `APFloat`'s result wherever the
//! format's precision is at most 24 bits (the `f64` result rounded once more is the result
//! rounded once: 53 ≥ 2·24 + 2) or the format is `f64`; `f80`, `f128` and `f8E8M0FNU` (no
//! sign) do not fold, nor an infinite or NaN result in a format that has neither.

use std::cmp::Ordering;

use rods::ir::FloatKind;
use rods::ir::float::{NanEncoding, NonFinite};

pub(crate) use rods::ir::float::FloatValue;

/// A float of one of the builtin formats: the format and its bit pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Float {
    /// The format.
    pub kind: FloatKind,
    /// The bits, as a `FloatAttr` holds them.
    pub bits: u128,
}

impl Float {
    /// The value `v` rounded to `kind` (to nearest, ties to even).
    pub fn from_f64(kind: FloatKind, v: f64) -> Float {
        Float {
            kind,
            bits: kind.from_f64(v),
        }
    }

    /// `APFloat::makeNaN()`: the positive quiet NaN without payload.
    pub fn default_nan(kind: FloatKind) -> Float {
        Float {
            kind,
            bits: kind.nan_bits(false),
        }
    }

    /// The value, decoded.
    pub fn decode(self) -> FloatValue {
        self.kind.decode(self.bits)
    }

    /// The value as an `f64` (exact for the formats [`Float::computes_through_f64`] accepts).
    pub fn value(self) -> f64 {
        self.kind.to_f64(self.bits)
    }

    pub fn is_nan(self) -> bool {
        self.decode() == FloatValue::NaN
    }

    pub fn is_zero(self) -> bool {
        matches!(self.decode(), FloatValue::Zero { .. })
    }

    /// Whether the sign is set (`-0.0` is negative).
    pub fn is_negative(self) -> bool {
        self.bits & self.sign_bit() != 0
    }

    /// The sign bit (above the format's bits when it has no sign, as rods keeps it).
    fn sign_bit(self) -> u128 {
        let s = self.kind.semantics();
        if s.has_signed_repr {
            1 << (s.size_in_bits - 1)
        } else {
            1 << s.size_in_bits
        }
    }

    /// The quiet bit of an IEEE NaN: the top bit of the mantissa field.
    fn quiet_bit(self) -> u128 {
        1 << (self.kind.semantics().precision - 2)
    }

    fn is_ieee(self) -> bool {
        self.kind.semantics().non_finite == NonFinite::Ieee
    }

    /// `APFloat::isSignaling`: a NaN of an IEEE format with its quiet bit clear.
    pub fn is_signaling(self) -> bool {
        self.is_ieee() && self.is_nan() && self.bits & self.quiet_bit() == 0
    }

    /// `APFloat::makeQuiet`: a signaling NaN with its quiet bit set.
    pub fn quieted(self) -> Float {
        if self.is_signaling() {
            Float {
                bits: self.bits | self.quiet_bit(),
                ..self
            }
        } else {
            self
        }
    }

    /// Whether [`Float::add`] and the other arithmetic fold this format (see the module docs).
    fn computes_through_f64(kind: FloatKind) -> bool {
        let s = kind.semantics();
        kind == FloatKind::F64 || (s.precision <= 24 && s.max_exponent <= 127)
    }

    /// An arithmetic operation of two operands of one format (`APFloat`'s `add`, `multiply`,
    /// `mod`, …, round to nearest even): the first NaN operand, quieted; the default NaN for an
    /// invalid operation; otherwise `op` of the values, rounded.
    fn arith(self, other: Float, op: impl Fn(f64, f64) -> f64) -> Option<Float> {
        if self.kind != other.kind || !Float::computes_through_f64(self.kind) {
            return None;
        }
        if let Some(nan) = self.propagated_nan(other) {
            return Some(nan);
        }
        let r = op(self.value(), other.value());
        if !r.is_finite() && self.kind.semantics().non_finite == NonFinite::FiniteOnly {
            // `APFloat` makes an infinity or NaN these formats cannot hold.
            return None;
        }
        if r.is_nan() {
            return Some(Float::default_nan(self.kind));
        }
        Some(Float::from_f64(self.kind, r))
    }

    /// The NaN an operation on `self` and `other` gives when either is one: the first,
    /// quieted.
    fn propagated_nan(self, other: Float) -> Option<Float> {
        [self, other]
            .into_iter()
            .find(|f| f.is_nan())
            .map(Float::quieted)
    }

    pub fn add(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a + b)
    }

    pub fn sub(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a - b)
    }

    pub fn mul(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a * b)
    }

    pub fn div(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a / b)
    }

    /// `APFloat::mod`: the remainder of the division truncated toward zero, with the sign of
    /// `self` (C's `fmod`, exact).
    pub fn rem(self, other: Float) -> Option<Float> {
        self.arith(other, |a, b| a % b)
    }

    /// `APFloat::compare`: `None` when either is a NaN; `-0` equals `+0`.
    pub fn compare(self, other: Float) -> Option<Ordering> {
        let (a, b) = (self.decode(), other.decode());
        if a == FloatValue::NaN || b == FloatValue::NaN {
            return None;
        }
        let key = |v: FloatValue| -> (bool, Magnitude) {
            match v {
                FloatValue::Zero { .. } | FloatValue::NaN => (false, Magnitude::Zero),
                FloatValue::Infinity { negative } => (negative, Magnitude::Infinity),
                FloatValue::Finite {
                    negative,
                    significand,
                    exponent,
                } => (negative, Magnitude::Finite(significand, exponent)),
            }
        };
        let ((na, ma), (nb, mb)) = (key(a), key(b));
        if ma == Magnitude::Zero && mb == Magnitude::Zero {
            return Some(Ordering::Equal);
        }
        Some(match (na, nb) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => ma.cmp(&mb),
            (true, true) => mb.cmp(&ma),
        })
    }

    fn less_than(self, other: Float) -> bool {
        self.compare(other) == Some(Ordering::Less)
    }

    /// Two zeros of different signs: the negative one for `min`, the positive one otherwise.
    fn signed_zeros(self, other: Float, min: bool) -> Option<Float> {
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return Some(if self.is_negative() == min {
                self
            } else {
                other
            });
        }
        None
    }

    /// `llvm::maximum`: a NaN operand (quieted), else the larger (`+0` above `-0`).
    pub fn maximum(self, other: Float) -> Float {
        self.propagated_nan(other)
            .unwrap_or_else(|| self.max_of_numbers(other))
    }

    /// `llvm::minimum`: a NaN operand (quieted), else the smaller (`-0` below `+0`).
    pub fn minimum(self, other: Float) -> Float {
        self.propagated_nan(other)
            .unwrap_or_else(|| self.min_of_numbers(other))
    }

    /// `llvm::maxnum`: a signaling NaN operand (quieted), else the other of a quiet NaN, else
    /// the larger.
    pub fn maxnum(self, other: Float) -> Float {
        self.num(other)
            .unwrap_or_else(|| self.max_of_numbers(other))
    }

    /// `llvm::minnum`: as [`Float::maxnum`], the smaller.
    pub fn minnum(self, other: Float) -> Float {
        self.num(other)
            .unwrap_or_else(|| self.min_of_numbers(other))
    }

    /// What `maxnum` and `minnum` give when an operand is a NaN.
    fn num(self, other: Float) -> Option<Float> {
        if self.is_signaling() {
            return Some(self.quieted());
        }
        if other.is_signaling() {
            return Some(other.quieted());
        }
        if self.is_nan() {
            return Some(other);
        }
        if other.is_nan() {
            return Some(self);
        }
        None
    }

    fn max_of_numbers(self, other: Float) -> Float {
        self.signed_zeros(other, false)
            .unwrap_or(if self.less_than(other) { other } else { self })
    }

    fn min_of_numbers(self, other: Float) -> Float {
        self.signed_zeros(other, true)
            .unwrap_or(if other.less_than(self) { other } else { self })
    }

    /// `APFloat::isNormal`: finite, not zero, and with its leading bit in its significand
    /// (not denormal).
    pub fn is_normal(self) -> bool {
        match self.decode() {
            FloatValue::Finite { significand, .. } => {
                let precision = self.kind.semantics().precision;
                significand >> (precision - 1) != 0
            }
            _ => false,
        }
    }

    /// `APFloat::roundToIntegral(mode)`: the integral value `mode` rounds to, with the
    /// operand's sign (`ceil(-0.5)` is `-0`); a NaN comes out quieted.
    pub fn round_to_integral(self, mode: Rounding) -> Float {
        let (negative, significand, exponent) = match self.decode() {
            FloatValue::NaN => return self.quieted(),
            FloatValue::Zero { .. } | FloatValue::Infinity { .. } => return self,
            FloatValue::Finite {
                negative,
                significand,
                exponent,
            } => (negative, significand, exponent),
        };
        if exponent >= 0 {
            return self;
        }
        let shift = exponent.unsigned_abs();
        let (whole, rest) = if shift >= 128 {
            (0, significand)
        } else {
            (significand >> shift, significand & ((1u128 << shift) - 1))
        };
        // How the dropped part compares to one half.
        let half = if shift > 128 {
            Ordering::Less
        } else {
            rest.cmp(&(1u128 << (shift - 1)))
        };
        let up = match mode {
            Rounding::TowardPositive => !negative && rest != 0,
            Rounding::TowardNegative => negative && rest != 0,
            Rounding::NearestTiesToEven => {
                half == Ordering::Greater || (half == Ordering::Equal && whole & 1 == 1)
            }
            Rounding::NearestTiesToAway => half != Ordering::Less,
            Rounding::TowardZero => false,
        };
        let magnitude = whole + u128::from(up);
        Float {
            kind: self.kind,
            bits: self.kind.round(negative, magnitude, 0, false),
        }
    }

    /// `APFloat::changeSign` (`-a`): the sign flipped, except the zero and NaN of a format
    /// whose negative zero pattern is its NaN.
    pub fn neg(self) -> Float {
        let s = self.kind.semantics();
        if s.nan_encoding == NanEncoding::NegativeZero && (self.is_zero() || self.is_nan()) {
            return self;
        }
        Float {
            bits: self.bits ^ self.sign_bit(),
            ..self
        }
    }

    /// `convertFloatValue` (`APFloat::convert` that must lose nothing): the same value in
    /// `to`; a NaN keeps its payload. `None` when the value changes, for a signaling NaN, for
    /// a NaN or infinity that `to` cannot hold, and for one of a format without them (whose
    /// conversion LLVM 22 makes up).
    pub fn convert(self, to: FloatKind) -> Option<Float> {
        let from_finite_only = self.kind.semantics().non_finite == NonFinite::FiniteOnly;
        let to_ieee = to.semantics().non_finite == NonFinite::Ieee;
        let bits = match self.decode() {
            FloatValue::NaN if to_ieee && !from_finite_only => return self.convert_nan(to),
            FloatValue::Infinity { negative } if to_ieee && !from_finite_only => {
                to.from_f64(if negative {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                })
            }
            FloatValue::NaN | FloatValue::Infinity { .. } => return None,
            // `APFloat` makes a zero the smallest value of a format without one, and calls
            // that exact.
            FloatValue::Zero { .. } if !to.semantics().has_zero => {
                return Some(Float {
                    kind: to,
                    bits: to.from_f64(0.0),
                });
            }
            FloatValue::Zero { negative } => to.from_f64(if negative { -0.0 } else { 0.0 }),
            FloatValue::Finite {
                negative,
                significand,
                exponent,
            } => to.round(negative, significand, exponent, false),
        };
        let converted = Float { kind: to, bits };
        (converted.compare(self) == Some(Ordering::Equal)
            && converted.is_negative() == self.is_negative())
        .then_some(converted)
    }

    /// A quiet NaN converted to the IEEE format `to`: its payload moved to `to`'s fraction
    /// (aligned at the top), when no bit of it is lost; the NaN of a format whose NaN is the
    /// negative zero pattern is the default NaN.
    fn convert_nan(self, to: FloatKind) -> Option<Float> {
        if self.kind.semantics().nan_encoding == NanEncoding::NegativeZero {
            return Some(Float::default_nan(to));
        }
        // x87's NaNs without their integer bit are not NaNs to other formats.
        let pseudo_nan = self.kind == FloatKind::F80 && self.bits & (1 << 63) == 0;
        if self.is_signaling() || pseudo_nan {
            return None;
        }
        let from_bits = self.kind.semantics().precision - 1;
        let to_bits = to.semantics().precision - 1;
        let fraction = self.bits & ((1u128 << from_bits) - 1);
        let fraction = if to_bits >= from_bits {
            fraction << (to_bits - from_bits)
        } else {
            let dropped = from_bits - to_bits;
            if fraction & ((1u128 << dropped) - 1) != 0 {
                return None;
            }
            fraction >> dropped
        };
        let target = Float { kind: to, bits: 0 };
        // The exponent field all ones (and x87's integer bit).
        let exponent = to.nan_bits(false) & !((1u128 << to_bits) - 1);
        let sign = if self.is_negative() {
            target.sign_bit()
        } else {
            0
        };
        Some(Float {
            kind: to,
            bits: sign | exponent | fraction,
        })
    }

    /// `APFloat::convertFromAPInt` (round to nearest even) of the integer `±magnitude`.
    pub fn from_int(kind: FloatKind, negative: bool, magnitude: u128) -> Float {
        Float {
            kind,
            bits: kind.round(negative && magnitude != 0, magnitude, 0, false),
        }
    }

    /// `APFloat::convertToInteger` toward zero into `width` bits (`signed` or not): the bits,
    /// or `None` for the invalid operations (NaN, infinity, out of range).
    pub fn to_int(self, width: u32, signed: bool) -> Option<u128> {
        let (negative, magnitude) = match self.decode() {
            FloatValue::NaN | FloatValue::Infinity { .. } => return None,
            FloatValue::Zero { .. } => return Some(0),
            FloatValue::Finite {
                negative,
                significand,
                exponent,
            } => {
                let magnitude = if exponent >= 0 {
                    let shift = exponent as u32;
                    if shift > significand.leading_zeros() {
                        return None;
                    }
                    significand << shift
                } else if exponent <= -128 {
                    0
                } else {
                    significand >> (-exponent) as u32
                };
                (negative, magnitude)
            }
        };
        let mask = rods::ir::ApInt::mask(width);
        let limit = if signed {
            // 2^(width-1): the magnitude of the most negative value.
            1u128 << (width - 1)
        } else {
            mask
        };
        let fits = match (signed, negative) {
            (_, true) if magnitude == 0 => true,
            (false, true) => false,
            (false, false) => magnitude <= limit,
            (true, true) => magnitude <= limit,
            (true, false) => magnitude < limit,
        };
        fits.then(|| {
            if negative {
                magnitude.wrapping_neg() & mask
            } else {
                magnitude
            }
        })
    }
}

/// The rounding of [`Float::round_to_integral`] (LLVM's `RoundingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rounding {
    NearestTiesToEven,
    NearestTiesToAway,
    TowardPositive,
    TowardNegative,
    TowardZero,
}

/// A magnitude, ordered: zero, finite values, infinity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Magnitude {
    Zero,
    /// `significand · 2^exponent`, the significand non-zero.
    Finite(u128, i32),
    Infinity,
}

impl PartialOrd for Magnitude {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Magnitude {
    fn cmp(&self, other: &Self) -> Ordering {
        use Magnitude::*;
        match (*self, *other) {
            (Finite(a, ea), Finite(b, eb)) => {
                let (la, lb) = (128 - a.leading_zeros(), 128 - b.leading_zeros());
                // The exponents of the top bits first, then the significands aligned at the top.
                let (ta, tb) = (ea as i64 + la as i64, eb as i64 + lb as i64);
                ta.cmp(&tb).then_with(|| {
                    let l = la.max(lb);
                    (a << (l - la)).cmp(&(b << (l - lb)))
                })
            }
            (a, b) => rank(a).cmp(&rank(b)),
        }
    }
}

fn rank(m: Magnitude) -> u8 {
    match m {
        Magnitude::Zero => 0,
        Magnitude::Finite(..) => 1,
        Magnitude::Infinity => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f16(bits: u128) -> Float {
        Float {
            kind: FloatKind::F16,
            bits,
        }
    }

    #[test]
    fn nans_propagate_as_apfloat_does() {
        // The signaling NaN 0x7C01 comes out quiet; the first NaN wins; inf - inf is the
        // default NaN.
        assert_eq!(f16(0x3C00).add(f16(0x7C01)), Some(f16(0x7E01)));
        assert_eq!(f16(0xFE00).mul(f16(0x7E05)), Some(f16(0xFE00)));
        assert_eq!(f16(0x7C00).sub(f16(0x7C00)), Some(f16(0x7E00)));
        assert_eq!(f16(0x7C01).maxnum(f16(0x3C00)), f16(0x7E01));
        assert_eq!(f16(0x7E00).maxnum(f16(0x3C00)), f16(0x3C00));
        assert_eq!(f16(0x8000).maximum(f16(0x0000)), f16(0x0000));
        assert_eq!(f16(0x8000).minimum(f16(0x0000)), f16(0x8000));
    }

    #[test]
    fn rounding_to_integral_values_keeps_the_sign() {
        // -2.5, -0.5 and 2.5 in f16.
        let (m25, m05, p25) = (f16(0xC100), f16(0xB800), f16(0x4100));
        assert_eq!(m25.round_to_integral(Rounding::TowardPositive), f16(0xC000));
        assert_eq!(m25.round_to_integral(Rounding::TowardNegative), f16(0xC200));
        assert_eq!(m05.round_to_integral(Rounding::TowardPositive), f16(0x8000));
        assert_eq!(
            p25.round_to_integral(Rounding::NearestTiesToEven),
            f16(0x4000)
        );
        assert_eq!(
            p25.round_to_integral(Rounding::NearestTiesToAway),
            f16(0x4200)
        );
        assert_eq!(
            f16(0x7C01).round_to_integral(Rounding::TowardZero),
            f16(0x7E01)
        );
    }

    #[test]
    fn conversions_are_exact_or_refused() {
        let f32_of = |bits| Float {
            kind: FloatKind::F32,
            bits,
        };
        assert_eq!(
            f16(0x7E05).convert(FloatKind::F32),
            Some(f32_of(0x7FC0_A000))
        );
        assert_eq!(f32_of(0x7FC1_2345).convert(FloatKind::F16), None);
        assert_eq!(f16(0x7C01).convert(FloatKind::F32), None);
        assert_eq!(f32_of(0x3DCC_CCCD).convert(FloatKind::F16), None);
        // f8E8M0FNU has no zero: a zero becomes its smallest value, 2^-127.
        let smallest = Float {
            kind: FloatKind::F8E8M0FNU,
            bits: 0,
        };
        assert_eq!(
            f32_of(0x8000_0000).convert(FloatKind::F8E8M0FNU),
            Some(smallest)
        );
        // 2^63 as f32 does not fit i64; -0.9 truncates to 0 even unsigned.
        let two_63 = f32_of(0x5F00_0000);
        assert_eq!(two_63.to_int(64, true), None);
        assert_eq!(two_63.to_int(64, false), Some(1 << 63));
        assert_eq!(f16(0xBB33).to_int(8, false), Some(0));
        assert_eq!(f16(0xBC00).to_int(1, true), Some(1));
    }
}
