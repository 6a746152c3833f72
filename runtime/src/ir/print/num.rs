//! Numbers as MLIR prints them: integers (`APInt::print`, any width) and floats
//! (`printFloatValue`: APFloat's `toString` emulated digit for digit, then the round-trip check
//! and the hexadecimal fallback).

use crate::ir::{ApInt, FloatKind};

/// Appends the decimal digits of `v`.
pub(crate) fn write_u64(out: &mut Vec<u8>, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[i..]);
}

/// Appends the decimal digits of `v`.
pub(crate) fn write_u128(out: &mut Vec<u8>, v: u128) {
    if let Ok(small) = u64::try_from(v) {
        return write_u64(out, small);
    }
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    let mut v = v;
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    out.extend_from_slice(&buf[i..]);
}

/// Appends a signed decimal.
pub(crate) fn write_i128(out: &mut Vec<u8>, v: i128) {
    if v < 0 {
        out.push(b'-');
    }
    write_u128(out, v.unsigned_abs());
}

/// A small unsigned big integer (little-endian 32-bit limbs), enough for exact float
/// decimal expansion and wide `APInt`s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    pub(crate) fn from_u64(v: u64) -> BigUint {
        let mut b = BigUint {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        b.trim();
        b
    }

    fn from_words(words: &[u64]) -> BigUint {
        let mut limbs = Vec::with_capacity(words.len() * 2);
        for w in words {
            limbs.push(*w as u32);
            limbs.push((*w >> 32) as u32);
        }
        let mut b = BigUint { limbs };
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (APInt's `getActiveBits`).
    pub(crate) fn bits(&self) -> u32 {
        match self.limbs.last() {
            None => 0,
            Some(top) => (self.limbs.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }

    pub(crate) fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in &mut self.limbs {
            let p = (*l as u64) * (m as u64) + carry;
            *l = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    /// Divides in place, returning the remainder.
    pub(crate) fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 32) | (*l as u64);
            *l = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }

    pub(crate) fn shl(&mut self, bits: u32) {
        let words = (bits / 32) as usize;
        let rest = bits % 32;
        if rest != 0 {
            let mut carry = 0u32;
            for l in &mut self.limbs {
                let v = *l;
                *l = (v << rest) | carry;
                carry = v >> (32 - rest);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 && !self.limbs.is_empty() {
            self.limbs.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    /// Two's complement negation within `width` bits (the value is below `2^width`).
    fn negate_in_width(&mut self, width: u32) {
        let n = width.div_ceil(32) as usize;
        self.limbs.resize(n, 0);
        let mut carry = 1u64;
        for l in &mut self.limbs {
            let v = (!*l) as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        let rest = width % 32;
        if rest != 0
            && let Some(top) = self.limbs.last_mut()
        {
            *top &= (1u32 << rest) - 1;
        }
        self.trim();
    }

    fn bit(&self, i: u32) -> bool {
        self.limbs
            .get((i / 32) as usize)
            .is_some_and(|l| (l >> (i % 32)) & 1 == 1)
    }

    /// Decimal digits, most significant first (`"0"` for zero).
    pub(crate) fn write_decimal(&self, out: &mut Vec<u8>) {
        if self.is_zero() {
            out.push(b'0');
            return;
        }
        let mut tmp = self.clone();
        let mut chunks = Vec::new();
        while !tmp.is_zero() {
            chunks.push(tmp.divrem_small(1_000_000_000));
        }
        let mut iter = chunks.iter().rev();
        if let Some(first) = iter.next() {
            write_u64(out, *first as u64);
        }
        for c in iter {
            let mut buf = [b'0'; 9];
            let mut v = *c;
            for slot in buf.iter_mut().rev() {
                *slot = b'0' + (v % 10) as u8;
                v /= 10;
            }
            out.extend_from_slice(&buf);
        }
    }
}

/// `APInt::print(os, isSigned)`: the integer in decimal, read as signed or unsigned.
pub(crate) fn write_apint(out: &mut Vec<u8>, value: &ApInt, signed: bool) {
    match value {
        ApInt::Small { width, bits } => {
            if signed && let Some(v) = value.to_i128() {
                return write_i128(out, v);
            }
            write_u128(out, *bits & ApInt::mask(*width));
        }
        ApInt::Big { width, words } => {
            let mut b = BigUint::from_words(words);
            if signed && *width > 0 && b.bit(*width - 1) {
                out.push(b'-');
                b.negate_in_width(*width);
            }
            b.write_decimal(out);
        }
    }
}

/// Float semantics the printer needs: precision (significand bits incl. the hidden one).
fn precision(kind: FloatKind) -> u32 {
    match kind {
        FloatKind::F16 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F32 => 24,
        FloatKind::F64 => 53,
    }
}

/// The bit pattern of `v` in the type `kind` (values are exactly representable; NaN payloads
/// keep their top bits).
pub(crate) fn float_bits(kind: FloatKind, v: f64) -> u64 {
    match kind {
        FloatKind::F64 => v.to_bits(),
        // `as f32` quiets a signalling NaN (x86 does); its bits must print as they were read.
        FloatKind::F32 if v.is_nan() => f64_to_small(v, 8, 23) as u64,
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::BF16 => f64_to_small(v, 8, 7) as u64,
        FloatKind::F16 => f64_to_small(v, 5, 10) as u64,
    }
}

/// Rounds an `f64` to a binary float with `exp_bits` exponent and `man_bits` mantissa bits
/// (IEEE layout, round to nearest even, overflow to infinity); returns its bits.
fn f64_to_small(v: f64, exp_bits: u32, man_bits: u32) -> u32 {
    let bits = v.to_bits();
    let sign = ((bits >> 63) as u32) << (exp_bits + man_bits);
    let exp_all = (1u32 << exp_bits) - 1;
    let e = ((bits >> 52) & 0x7FF) as i32;
    let m = bits & ((1u64 << 52) - 1);
    if e == 0x7FF {
        if m == 0 {
            return sign | (exp_all << man_bits);
        }
        // The payload as `float_bits_to_f64_bits` stored it: `0x7F800001 : f32` is a
        // signalling NaN and prints back as such. Only a payload lost to the narrower
        // mantissa (a hand-built f64 NaN) falls back to the quiet NaN.
        let mut payload = (m >> (52 - man_bits)) as u32;
        if payload == 0 {
            payload = 1 << (man_bits - 1);
        }
        return sign | (exp_all << man_bits) | payload;
    }
    if e == 0 && m == 0 {
        return sign;
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    // Value = 1.m * 2^(e-1023) for normal f64 (f64 subnormals are far below every target).
    let unbiased = e - 1023;
    let full = (1u64 << 52) | m; // 53 bits
    let target_e = unbiased + bias;
    // Number of low bits of `full` to drop.
    let shift = if target_e >= 1 {
        52 - man_bits as i32
    } else {
        52 - man_bits as i32 + (1 - target_e)
    };
    if shift > 63 {
        return sign;
    }
    let shift = shift as u32;
    let kept = full >> shift;
    let rem = full & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let mut r = kept;
    if rem > half || (rem == half && kept & 1 == 1) {
        r += 1;
    }
    // `r` holds hidden bit + mantissa for normals; carry into the exponent is handled by adding.
    let out = if target_e >= 1 {
        ((target_e as u64) << man_bits) + (r - (1u64 << man_bits))
    } else {
        r
    };
    if out >= (exp_all as u64) << man_bits {
        return sign | (exp_all << man_bits);
    }
    sign | out as u32
}

/// The `f64` value of bits of type `kind`.
fn small_to_f64(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        FloatKind::F16 => {
            let b = bits as u32;
            let sign = if b & 0x8000 != 0 { -1.0 } else { 1.0 };
            let e = (b >> 10) & 0x1F;
            let m = (b & 0x3FF) as f64;
            if e == 0x1F {
                return if m == 0.0 {
                    sign * f64::INFINITY
                } else {
                    f64::NAN
                };
            }
            if e == 0 {
                sign * m * 2f64.powi(-24)
            } else {
                sign * (1024.0 + m) * 2f64.powi(e as i32 - 25)
            }
        }
    }
}

/// Parses a decimal float string into the type `kind`, as `APFloat(sem, str)` does (round to
/// nearest even); returns the bits, or `None` when Rust cannot read it.
fn parse_in(kind: FloatKind, s: &str) -> Option<u64> {
    match kind {
        FloatKind::F64 => s.parse::<f64>().ok().map(f64::to_bits),
        FloatKind::F32 => s.parse::<f32>().ok().map(|f| f.to_bits() as u64),
        _ => s.parse::<f64>().ok().map(|f| float_bits(kind, f)),
    }
}

/// LLVM's `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for a
/// finite value of type `kind` given as an `f64`.
fn apfloat_to_string(
    kind: FloatKind,
    v: f64,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut s = String::new();
    if v.is_sign_negative() {
        s.push('-');
    }
    if v == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                s.push_str("0.0E+0");
            } else {
                s.push_str("0.0");
                for _ in 1..format_precision {
                    s.push('0');
                }
                s.push_str("e+00");
            }
        } else {
            s.push('0');
        }
        return s;
    }
    let bits = v.to_bits();
    let e = ((bits >> 52) & 0x7FF) as i32;
    let m = bits & ((1u64 << 52) - 1);
    let (mut n, mut exp) = if e == 0 {
        (m, -1074)
    } else {
        (m | (1u64 << 52), e - 1075)
    };
    let format_precision = if format_precision == 0 {
        2 + precision(kind) * 59 / 196
    } else {
        format_precision
    };

    let tz = n.trailing_zeros();
    n >>= tz;
    exp += tz as i32;
    let mut sig = BigUint::from_u64(n);
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        let mut texp = (-exp) as u32;
        while texp >= 13 {
            sig.mul_small(1_220_703_125); // 5^13
            texp -= 13;
        }
        sig.mul_small(5u32.pow(texp));
    }

    // AdjustToPrecision on the integer: truncate (not round) to about the digits needed.
    let active = sig.bits();
    let bits_required = (format_precision * 196).div_ceil(59);
    if active > bits_required {
        let mut tens = (active - bits_required) * 59 / 196;
        exp += tens as i32;
        while tens >= 9 {
            sig.divrem_small(1_000_000_000);
            tens -= 9;
        }
        sig.divrem_small(10u32.pow(tens));
    }

    // Digits, least significant first, trailing zeros dropped.
    let mut buffer: Vec<u8> = Vec::with_capacity(64);
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }

    // AdjustToPrecision on the digits: round half up.
    let nd = buffer.len();
    if nd > format_precision as usize {
        let mut first = nd - format_precision as usize;
        if buffer[first - 1] < b'5' {
            while first < nd && buffer[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buffer.drain(..first);
        } else {
            let mut i = first;
            while i != nd {
                if buffer[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buffer[i] += 1;
                    break;
                }
            }
            if first == nd {
                exp += first as i32;
                buffer.clear();
                buffer.push(b'1');
            } else {
                exp += first as i32;
                buffer.drain(..first);
            }
        }
    }

    let nd = buffer.len();
    let digit = |i: usize| buffer[nd - 1 - i] as char; // i-th most significant
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd as u32 + exp as u32 > format_precision
    } else {
        let msd = exp + (nd as i32 - 1);
        if msd >= 0 {
            false
        } else {
            (-msd) as u32 > max_padding
        }
    };

    if scientific {
        let mut e10 = exp + (nd as i32 - 1);
        s.push(digit(0));
        s.push('.');
        if nd == 1 && truncate_zero {
            s.push('0');
        } else {
            for i in 1..nd {
                s.push(digit(i));
            }
        }
        if !truncate_zero && format_precision as usize > nd - 1 {
            for _ in 0..(format_precision as usize - nd + 1) {
                s.push('0');
            }
        }
        s.push(if truncate_zero { 'E' } else { 'e' });
        s.push(if e10 >= 0 { '+' } else { '-' });
        e10 = e10.abs();
        if !truncate_zero && e10 < 10 {
            s.push('0');
        }
        s.push_str(&e10.to_string());
        return s;
    }
    if exp >= 0 {
        for i in 0..nd {
            s.push(digit(i));
        }
        for _ in 0..exp {
            s.push('0');
        }
        return s;
    }
    let whole = exp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i != whole as usize {
            s.push(digit(i));
            i += 1;
        }
        s.push('.');
    } else {
        s.push_str("0.");
        for _ in 0..(-whole) {
            s.push('0');
        }
    }
    while i != nd {
        s.push(digit(i));
        i += 1;
    }
    s
}

/// MLIR's `printFloatValue`: `1.000000e+00` when that reads back to the same value, else the
/// shortest exact decimal form, else the bits in hex (`0x7FC00000`). Returns whether hex was
/// printed (then an `f64` attribute keeps its type even where it could be elided).
pub(crate) fn write_float(out: &mut Vec<u8>, kind: FloatKind, v: f64) -> bool {
    let bits = float_bits(kind, v);
    let value = small_to_f64(kind, bits);
    if value.is_finite() {
        let s = apfloat_to_string(kind, value, 6, 0, false);
        if parse_in(kind, &s) == Some(bits) {
            out.extend_from_slice(s.as_bytes());
            return false;
        }
        let s = apfloat_to_string(kind, value, 0, 3, true);
        if s.contains('.') {
            out.extend_from_slice(s.as_bytes());
            return false;
        }
    }
    out.extend_from_slice(b"0x");
    let hex = format!("{bits:X}");
    out.extend_from_slice(hex.as_bytes());
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: FloatKind, v: f64) -> String {
        let mut out = Vec::new();
        write_float(&mut out, kind, v);
        String::from_utf8(out).unwrap_or_default()
    }

    // Expected texts produced by mlir-opt-22 (see the corpus files 23–26, 84).
    #[test]
    fn floats_like_mlir() {
        use FloatKind::*;
        let cases: &[(FloatKind, f64, &str)] = &[
            (F64, 1.0, "1.000000e+00"),
            (F64, 0.1, "1.000000e-01"),
            (F64, -0.0, "-0.000000e+00"),
            (F64, 0.0, "0.000000e+00"),
            (F64, 1.0e10, "1.000000e+10"),
            (F64, 3.25159, "3.251590e+00"),
            (F64, 1.0e-7, "9.9999999999999995E-8"),
            (F64, 1234567.0, "0x4132D68700000000"),
            (F64, 0.5e-3, "5.000000e-04"),
            (F64, 1.5e20, "1.500000e+20"),
            (F64, 123456789.0, "0x419D6F3454000000"),
            (F64, f64::MAX, "1.7976931348623157E+308"),
            (F64, 5e-324, "4.940660e-324"),
            (F64, 1.0e100, "1.000000e+100"),
            (F64, 1.0e-100, "1.000000e-100"),
            (F64, 0.1234567, "0.1234567"),
            (F64, 123456.0, "1.234560e+05"),
            (F64, f64::NAN, "0x7FF8000000000000"),
            (F64, f64::NEG_INFINITY, "0xFFF0000000000000"),
            (F32, 0.1f32 as f64, "1.000000e-01"),
            (F32, f32::MAX as f64, "3.40282347E+38"),
            (F32, 1.0e-45f32 as f64, "1.401300e-45"),
            (F32, 16777217.0, "0x4B800000"),
            (F32, 0.333_333_34_f32 as f64, "0.333333343"),
            (F32, 2.0e-5f32 as f64, "2.000000e-05"),
            (F32, f64::NAN, "0x7FC00000"),
            (F32, f64::INFINITY, "0x7F800000"),
            (F16, small_to_f64(F16, 0x2E66), "9.997550e-02"),
            (F16, 65504.0, "6.550400e+04"),
            (F16, 1.099609375, "1.099610e+00"),
            (F16, small_to_f64(F16, 1), "5.960460e-08"),
            (F16, f64::INFINITY, "0x7C00"),
            (F16, f64::NAN, "0x7E00"),
            (BF16, small_to_f64(BF16, 0x3DCD), "1.000980e-01"),
            (BF16, small_to_f64(BF16, 0x4049), "3.140630e+00"),
            (BF16, small_to_f64(BF16, 0x5015), "9.999220e+09"),
            (BF16, f64::NAN, "0x7FC0"),
        ];
        for (kind, v, want) in cases {
            assert_eq!(f(*kind, *v), *want, "{kind:?} {v:e}");
        }
    }

    #[test]
    fn f16_rounding() {
        assert_eq!(float_bits(FloatKind::F16, 0.1), 0x2E66);
        assert_eq!(float_bits(FloatKind::F16, 65520.0), 0x7C00);
        assert_eq!(float_bits(FloatKind::F16, 6.0e-8), 0x0001);
        assert_eq!(float_bits(FloatKind::BF16, 0.1), 0x3DCD);
        assert_eq!(float_bits(FloatKind::F16, -2.5), 0xC100);
    }

    #[test]
    fn wide_integers() {
        let mut out = Vec::new();
        let v = ApInt::Big {
            width: 256,
            words: vec![u64::MAX; 4].into(),
        };
        write_apint(&mut out, &v, true);
        assert_eq!(out, b"-1");
        out.clear();
        let v = ApInt::Big {
            width: 256,
            words: vec![0x46BE_C9B1_6E39_8115, 0x27E4_1B32, 0, 0].into(),
        };
        write_apint(&mut out, &v, true);
        assert_eq!(out, b"12345678901234567890123456789");
        out.clear();
        write_apint(&mut out, &ApInt::from_i128(128, -1), false);
        assert_eq!(out, b"340282366920938463463374607431768211455");
    }

    /// Found by the attribute property test: signalling NaNs of f32, f16 and bf16 printed
    /// quieted (`0x7F800001 : f32` came back as `0x7FC00001`); mlir-opt prints their bits.
    #[test]
    fn signalling_nans_keep_their_bits() {
        use crate::syntax::parser::float_bits_to_f64_bits;
        use FloatKind::*;
        for (kind, bits, text) in [
            (F32, 0x7F80_0001u64, "0x7F800001"),
            (F32, 0xFFA0_0000, "0xFFA00000"),
            (F16, 0x7C01, "0x7C01"),
            (BF16, 0x7F81, "0x7F81"),
            (F64, 0x7FF0_0000_0000_0001, "0x7FF0000000000001"),
        ] {
            assert_eq!(
                f(kind, f64::from_bits(float_bits_to_f64_bits(kind, bits))),
                text
            );
        }
        // An f64 NaN whose payload does not survive the narrower mantissa stays a NaN.
        assert_eq!(f(F32, f64::from_bits(0x7FF0_0000_0000_0001)), "0x7FC00000");
    }
}
