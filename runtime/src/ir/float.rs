//! Float semantics of MLIR's builtin float types (LLVM's `fltSemantics`): the layout of each
//! format's bits, decoding them to a sign, significand and exponent, and rounding an exact
//! binary value into a format as `APFloat` does (round to nearest, ties to even; overflow to
//! infinity, to NaN in the formats without infinity, to the largest value in the finite-only
//! ones).
//!
//! Every format's bit pattern fits a `u128` (`f128` is the widest). A value reads as
//! `significand · 2^exponent`.

use super::types::FloatKind;

/// How a format represents infinities and NaNs (LLVM's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent field, zero mantissa for infinity, non-zero for NaN.
    Ieee,
    /// No infinity; NaN as [`NanEncoding`] says (`f8E4M3FN`, the `FNUZ` formats, `f8E8M0FNU`).
    NanOnly,
    /// Neither infinity nor NaN (`f6E2M3FN`, `f6E3M2FN`, `f4E2M1FN`).
    FiniteOnly,
}

/// Which bits spell NaN in a [`NonFinite::NanOnly`] format (LLVM's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanEncoding {
    /// IEEE's encoding.
    Ieee,
    /// Exponent and mantissa all ones (`f8E4M3FN`, `f8E8M0FNU`).
    AllOnes,
    /// The negative zero pattern, sign bit alone (the `FNUZ` formats).
    NegativeZero,
}

/// The parameters of a float format (LLVM's `fltSemantics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatSemantics {
    /// The largest `E` such that `2^E` is representable.
    pub max_exponent: i32,
    /// The smallest `E` such that `2^E` is a normal number.
    pub min_exponent: i32,
    /// Significand bits, the integer bit included.
    pub precision: u32,
    /// Bits of the encoding.
    pub size_in_bits: u32,
    /// Infinities and NaNs.
    pub non_finite: NonFinite,
    /// NaN's bits.
    pub nan_encoding: NanEncoding,
    /// Whether zero is representable (`false` for `f8E8M0FNU`).
    pub has_zero: bool,
    /// Whether the format has a sign bit (`false` for `f8E8M0FNU`).
    pub has_signed_repr: bool,
}

const fn ieee(max_exponent: i32, min_exponent: i32, precision: u32, bits: u32) -> FloatSemantics {
    FloatSemantics {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits: bits,
        non_finite: NonFinite::Ieee,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn nan_only(
    max_exponent: i32,
    min_exponent: i32,
    precision: u32,
    nan_encoding: NanEncoding,
) -> FloatSemantics {
    FloatSemantics {
        non_finite: NonFinite::NanOnly,
        nan_encoding,
        ..ieee(max_exponent, min_exponent, precision, 8)
    }
}

const fn finite_only(
    max_exponent: i32,
    min_exponent: i32,
    precision: u32,
    bits: u32,
) -> FloatSemantics {
    FloatSemantics {
        non_finite: NonFinite::FiniteOnly,
        ..ieee(max_exponent, min_exponent, precision, bits)
    }
}

static HALF: FloatSemantics = ieee(15, -14, 11, 16);
static BFLOAT: FloatSemantics = ieee(127, -126, 8, 16);
static SINGLE: FloatSemantics = ieee(127, -126, 24, 32);
static DOUBLE: FloatSemantics = ieee(1023, -1022, 53, 64);
static QUAD: FloatSemantics = ieee(16383, -16382, 113, 128);
static X87: FloatSemantics = ieee(16383, -16382, 64, 80);
static TF32: FloatSemantics = ieee(127, -126, 11, 19);
static E5M2: FloatSemantics = ieee(15, -14, 3, 8);
static E4M3: FloatSemantics = ieee(7, -6, 4, 8);
static E3M4: FloatSemantics = ieee(3, -2, 5, 8);
static E5M2FNUZ: FloatSemantics = nan_only(15, -15, 3, NanEncoding::NegativeZero);
static E4M3FN: FloatSemantics = nan_only(8, -6, 4, NanEncoding::AllOnes);
static E4M3FNUZ: FloatSemantics = nan_only(7, -7, 4, NanEncoding::NegativeZero);
static E4M3B11FNUZ: FloatSemantics = nan_only(4, -10, 4, NanEncoding::NegativeZero);
static E8M0FNU: FloatSemantics = FloatSemantics {
    has_zero: false,
    has_signed_repr: false,
    ..nan_only(127, -127, 1, NanEncoding::AllOnes)
};
static E3M2FN: FloatSemantics = finite_only(4, -2, 3, 6);
static E2M3FN: FloatSemantics = finite_only(2, 0, 4, 6);
static E2M1FN: FloatSemantics = finite_only(2, 0, 2, 4);

/// A float value decoded from its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatValue {
    /// `±0`.
    Zero {
        /// Sign.
        negative: bool,
    },
    /// `±inf`.
    Infinity {
        /// Sign.
        negative: bool,
    },
    /// A NaN (any payload).
    NaN,
    /// `±significand · 2^exponent`, `significand` non-zero.
    Finite {
        /// Sign.
        negative: bool,
        /// The significand as an integer (at most `precision` bits).
        significand: u128,
        /// The exponent of its lowest bit.
        exponent: i32,
    },
}

impl FloatKind {
    /// The format's parameters.
    pub fn semantics(self) -> &'static FloatSemantics {
        match self {
            FloatKind::F16 => &HALF,
            FloatKind::BF16 => &BFLOAT,
            FloatKind::F32 => &SINGLE,
            FloatKind::F64 => &DOUBLE,
            FloatKind::F80 => &X87,
            FloatKind::F128 => &QUAD,
            FloatKind::TF32 => &TF32,
            FloatKind::F8E5M2 => &E5M2,
            FloatKind::F8E4M3 => &E4M3,
            FloatKind::F8E3M4 => &E3M4,
            FloatKind::F8E5M2FNUZ => &E5M2FNUZ,
            FloatKind::F8E4M3FN => &E4M3FN,
            FloatKind::F8E4M3FNUZ => &E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ => &E4M3B11FNUZ,
            FloatKind::F8E8M0FNU => &E8M0FNU,
            FloatKind::F6E3M2FN => &E3M2FN,
            FloatKind::F6E2M3FN => &E2M3FN,
            FloatKind::F4E2M1FN => &E2M1FN,
        }
    }

    /// The mask of the format's bits.
    pub fn mask(self) -> u128 {
        let w = self.width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }

    /// Whether the integer bit is stored (only `f80`, x87's extended format).
    fn explicit_integer_bit(self) -> bool {
        self == FloatKind::F80
    }

    /// Width of the mantissa field.
    fn mantissa_bits(self) -> u32 {
        let p = self.semantics().precision;
        if self.explicit_integer_bit() {
            p
        } else {
            p - 1
        }
    }

    /// Width of the exponent field.
    fn exponent_bits(self) -> u32 {
        let s = self.semantics();
        s.size_in_bits - u32::from(s.has_signed_repr) - self.mantissa_bits()
    }

    /// The exponent field of a normal number whose top bit has exponent `e`.
    fn biased(self, e: i32) -> u128 {
        let s = self.semantics();
        // `f8E8M0FNU` has no subnormals: field 0 is `2^min_exponent`.
        let bias = if s.has_zero {
            1 - s.min_exponent
        } else {
            -s.min_exponent
        };
        (e + bias) as u128
    }

    fn sign_bit(self) -> u128 {
        let s = self.semantics();
        if s.has_signed_repr {
            1u128 << (s.size_in_bits - 1)
        } else {
            // No sign in the encoding; `APFloat` still keeps one (`-1.0 : f8E8M0FNU` prints
            // `-1.000000e+00`), so the bit above the format's width holds it.
            1u128 << s.size_in_bits
        }
    }

    /// The bits of the canonical quiet NaN (`APFloat::getNaN`).
    pub fn nan_bits(self, negative: bool) -> u128 {
        let s = self.semantics();
        let mb = self.mantissa_bits();
        let exp_all = (1u128 << self.exponent_bits()) - 1;
        let sign = if negative { self.sign_bit() } else { 0 };
        match (s.non_finite, s.nan_encoding) {
            (_, NanEncoding::NegativeZero) => 1u128 << (s.size_in_bits - 1),
            (_, NanEncoding::AllOnes) if s.has_signed_repr => {
                sign | self.mask() & !(1u128 << (s.size_in_bits - 1))
            }
            (_, NanEncoding::AllOnes) => self.mask(),
            _ if self.explicit_integer_bit() => sign | exp_all << mb | 0b11 << (mb - 2),
            _ => sign | exp_all << mb | 1 << (mb - 1),
        }
    }

    /// The largest finite value's bits.
    fn largest_bits(self, negative: bool) -> u128 {
        let s = self.semantics();
        let p = s.precision;
        let mut sig = (1u128 << p) - 1;
        if s.non_finite == NonFinite::NanOnly && s.nan_encoding == NanEncoding::AllOnes && p > 1 {
            sig -= 1;
        }
        self.encode_normal(negative, sig, s.max_exponent)
    }

    /// Bits of `±sig · 2^(e - precision + 1)`, `sig` with its top bit at `precision - 1`.
    fn encode_normal(self, negative: bool, sig: u128, e: i32) -> u128 {
        let p = self.semantics().precision;
        let mant = if self.explicit_integer_bit() {
            sig
        } else {
            sig & !(1u128 << (p - 1))
        };
        let sign = if negative { self.sign_bit() } else { 0 };
        sign | self.biased(e) << self.mantissa_bits() | mant
    }

    /// The bits of `±0` (the smallest value where zero does not exist; `+0` where the negative
    /// zero pattern is NaN).
    fn zero_bits(self, negative: bool) -> u128 {
        let s = self.semantics();
        // `f8E8M0FNU` has no zero: it becomes the smallest value, positive (`-0.0` reads as
        // `5.877470e-39`).
        if !negative || s.nan_encoding == NanEncoding::NegativeZero || !s.has_zero {
            return 0;
        }
        self.sign_bit()
    }

    /// The bits `bitcastToAPInt` gives for a value held as `bits` (what dense elements and
    /// dense arrays store): the format's bits, and NaN for a negative `f8E8M0FNU` (a format
    /// without sign).
    pub fn storage_bits(self, bits: u128) -> u128 {
        if bits & self.sign_bit() != 0 && !self.semantics().has_signed_repr {
            return self.nan_bits(false);
        }
        bits & self.mask()
    }

    /// The bits `APFloat` keeps for the pattern `bits` (what `bitcastToAPInt` gives back): the
    /// x87 format's unnormals (integer bit clear, exponent neither 0 nor all ones) are NaNs
    /// with the exponent all ones, and its pseudo-denormals (exponent 0, integer bit set) take
    /// exponent 1; every other pattern is kept.
    pub fn canonicalize(self, bits: u128) -> u128 {
        if self != FloatKind::F80 {
            return bits;
        }
        let field = (bits >> 64) & 0x7FFF;
        let int_bit = bits & 1 << 63 != 0;
        match field {
            0 if int_bit => bits | 1 << 64,
            0 | 0x7FFF => bits,
            _ if !int_bit => bits | 0x7FFF << 64,
            _ => bits,
        }
    }

    /// Decodes bits of this format (bits above its width other than a stored sign are ignored).
    pub fn decode(self, bits: u128) -> FloatValue {
        let s = self.semantics();
        let negative = bits & self.sign_bit() != 0;
        let mb = self.mantissa_bits();
        let eb = self.exponent_bits();
        let exp_all = (1u128 << eb) - 1;
        let field = (bits >> mb) & exp_all;
        let mant = bits & ((1u128 << mb) - 1);
        match s.non_finite {
            NonFinite::Ieee if field == exp_all => {
                let inf_mant = if self.explicit_integer_bit() {
                    1u128 << (mb - 1)
                } else {
                    0
                };
                return if mant == inf_mant {
                    FloatValue::Infinity { negative }
                } else {
                    FloatValue::NaN
                };
            }
            NonFinite::NanOnly => match s.nan_encoding {
                NanEncoding::AllOnes if field == exp_all && mant == (1u128 << mb) - 1 => {
                    return FloatValue::NaN;
                }
                NanEncoding::NegativeZero if negative && field == 0 && mant == 0 => {
                    return FloatValue::NaN;
                }
                _ => {}
            },
            _ => {}
        }
        let p = s.precision as i32;
        if field == 0 {
            if !s.has_zero {
                return FloatValue::Finite {
                    negative,
                    significand: 1,
                    exponent: s.min_exponent,
                };
            }
            if mant == 0 {
                return FloatValue::Zero { negative };
            }
            return FloatValue::Finite {
                negative,
                significand: mant,
                exponent: s.min_exponent - (p - 1),
            };
        }
        let e = field as i32 - self.biased(0) as i32;
        let significand = if self.explicit_integer_bit() {
            mant
        } else {
            mant | 1u128 << (p - 1)
        };
        if significand == 0 {
            return FloatValue::Zero { negative };
        }
        FloatValue::Finite {
            negative,
            significand,
            exponent: e - (p - 1),
        }
    }

    /// Rounds `±(top + ε) · 2^exp` into this format (`ε` in `[0, 1)`, non-zero when `sticky`),
    /// as `APFloat`'s `normalize` with round to nearest, ties to even; returns the bits.
    pub fn round(self, negative: bool, top: u128, exp: i32, sticky: bool) -> u128 {
        let s = self.semantics();
        let p = s.precision as i32;
        if top == 0 {
            return self.zero_bits(negative);
        }
        let nb = 128 - top.leading_zeros() as i32;
        let e_top = exp.saturating_add(nb - 1);
        let q = e_top.max(s.min_exponent) - (p - 1);
        let shift = q as i64 - exp as i64;
        let mut sig = if shift <= 0 {
            // Every bit is kept; the bits below `exp` are less than half a unit.
            top << (-shift) as u32
        } else {
            let (kept, rem_above_half, rem_is_half) = if shift > 128 {
                (0, false, false)
            } else {
                let sh = shift as u32;
                let kept = if sh == 128 { 0 } else { top >> sh };
                let rem = if sh == 128 {
                    top
                } else {
                    top & ((1u128 << sh) - 1)
                };
                let half = 1u128 << (sh - 1);
                (kept, rem > half, rem == half)
            };
            let up = rem_above_half || (rem_is_half && (sticky || kept & 1 == 1));
            kept + u128::from(up)
        };
        let mut q = q;
        if sig >> p != 0 {
            sig >>= 1;
            q += 1;
        }
        if sig == 0 {
            return self.zero_bits(negative);
        }
        let sig_bits = 128 - sig.leading_zeros() as i32;
        let e = q + sig_bits - 1;
        // In `f8E4M3FN` the top exponent's all-ones mantissa is NaN; `f8E8M0FNU` (no sign)
        // has its NaN above the top exponent.
        let all_ones_nan = s.non_finite == NonFinite::NanOnly
            && s.nan_encoding == NanEncoding::AllOnes
            && s.has_signed_repr
            && e == s.max_exponent
            && sig == (1u128 << p) - 1;
        if e > s.max_exponent || all_ones_nan {
            return match s.non_finite {
                NonFinite::Ieee => {
                    let mb = self.mantissa_bits();
                    let exp_all = (1u128 << self.exponent_bits()) - 1;
                    let int_bit = if self.explicit_integer_bit() {
                        1u128 << (mb - 1)
                    } else {
                        0
                    };
                    let sign = if negative { self.sign_bit() } else { 0 };
                    sign | exp_all << mb | int_bit
                }
                NonFinite::NanOnly => self.nan_bits(negative),
                NonFinite::FiniteOnly => self.largest_bits(negative),
            };
        }
        if sig_bits < p {
            // Subnormal: exponent field zero.
            let sign = if negative { self.sign_bit() } else { 0 };
            return sign | sig;
        }
        self.encode_normal(negative, sig, e)
    }

    /// The bits of `v` converted to this format (`APFloat::convert`, round to nearest even).
    pub fn from_f64(self, v: f64) -> u128 {
        if self == FloatKind::F64 {
            return v.to_bits() as u128;
        }
        if v.is_nan() {
            return self.nan_bits(v.is_sign_negative());
        }
        if self == FloatKind::F32 {
            // The hardware's conversion is IEEE's round to nearest, ties to even, with
            // subnormals and overflow to infinity: what `round_f64` computes for `f32`.
            return u128::from((v as f32).to_bits());
        }
        self.round_f64(v)
    }

    /// [`FloatKind::from_f64`] of a value that is not a NaN, by the format's own rounding.
    fn round_f64(self, v: f64) -> u128 {
        let negative = v.is_sign_negative();
        if v.is_infinite() {
            return match self.semantics().non_finite {
                NonFinite::Ieee => self.round(negative, 1, i32::MAX / 2, false),
                NonFinite::NanOnly => self.nan_bits(negative),
                NonFinite::FiniteOnly => self.largest_bits(negative),
            };
        }
        let bits = v.to_bits();
        let e = ((bits >> 52) & 0x7FF) as i32;
        let m = bits & ((1u64 << 52) - 1);
        let (sig, exp) = if e == 0 {
            (m, -1074)
        } else {
            (m | 1u64 << 52, e - 1075)
        };
        self.round(negative, sig as u128, exp, false)
    }

    /// The value of bits of this format as the nearest `f64` (exact for formats no wider than
    /// `f64`).
    pub fn to_f64(self, bits: u128) -> f64 {
        match self.decode(bits) {
            FloatValue::Zero { negative } => {
                if negative {
                    -0.0
                } else {
                    0.0
                }
            }
            FloatValue::Infinity { negative } => {
                if negative {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            FloatValue::NaN => f64::NAN,
            FloatValue::Finite {
                negative,
                significand,
                exponent,
            } => {
                let b = FloatKind::F64.round(negative, significand, exponent, false);
                f64::from_bits(b as u64)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_matches_native_formats() {
        for v in [
            0.1, 1.0, -2.5, 65504.0, 65520.0, 6.0e-8, 1e-40, 3.4e38, 1e300, -0.0,
        ] {
            assert_eq!(
                FloatKind::F32.from_f64(v),
                (v as f32).to_bits() as u128,
                "{v}"
            );
            assert_eq!(FloatKind::F64.to_f64(FloatKind::F64.from_f64(v)), v);
        }
        assert_eq!(FloatKind::F16.from_f64(0.1), 0x2E66);
        // The format's own rounding, which `f32` skips for the hardware's: the same bits
        // for every exponent of `f64` (values of `f32`, halfway between two, subnormal,
        // overflowing, infinite).
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for exponent in 0..=0x7FFu64 {
            for low in [0, 1, 1 << 28, (1 << 28) + 1, (1 << 29) - 1, 1 << 29] {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let mantissa = (x & !((1 << 30) - 1) & ((1 << 52) - 1)) | low;
                for sign in [0, 1u64 << 63] {
                    let v = f64::from_bits(sign | exponent << 52 | mantissa);
                    if !v.is_nan() {
                        let want = u128::from((v as f32).to_bits());
                        assert_eq!(FloatKind::F32.round_f64(v), want, "{v:e}");
                    }
                }
            }
        }
        assert_eq!(FloatKind::F16.from_f64(65520.0), 0x7C00);
        assert_eq!(FloatKind::F16.from_f64(6.0e-8), 0x0001);
        assert_eq!(FloatKind::BF16.from_f64(0.1), 0x3DCD);
        assert_eq!(FloatKind::F80.from_f64(1.0), 0x3FFF_8000_0000_0000_0000);
        assert_eq!(FloatKind::F128.from_f64(1.0), 0x3FFF << 112);
    }

    #[test]
    fn small_formats() {
        use FloatKind::*;
        assert_eq!(F8E4M3FN.from_f64(1.0e10), 0x7F);
        assert_eq!(F8E4M3FN.from_f64(448.0), 0x7E);
        assert_eq!(F8E5M2.from_f64(1.0e10), 0x7C);
        assert_eq!(F4E2M1FN.from_f64(1.0e10), 0x7);
        assert_eq!(F6E3M2FN.to_f64(F6E3M2FN.from_f64(1.0e10)), 28.0);
        assert_eq!(F8E4M3FNUZ.from_f64(-0.0), 0);
        assert_eq!(F8E8M0FNU.from_f64(0.0), 0);
        assert_eq!(F8E8M0FNU.to_f64(0), 2f64.powi(-127));
        assert_eq!(F8E8M0FNU.from_f64(3.0), 0x81);
        assert_eq!(F8E8M0FNU.decode(0xFF), FloatValue::NaN);
        assert_eq!(F8E4M3FNUZ.decode(0x80), FloatValue::NaN);
        assert_eq!(F4E2M1FN.to_f64(0x3), 1.5);
        assert_eq!(
            F80.decode(0x7FFF_8000_0000_0000_0000),
            FloatValue::Infinity { negative: false }
        );
    }
}
