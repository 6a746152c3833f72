//! Numbers of integer and float literals (ported from LLVM's `APInt` / `APFloat` handling in
//! MLIR's parser): spelling to magnitude, `buildAttributeAPInt`, rounding to a float format.

use crate::ir::{ApInt, FloatKind};

/// Parses the spelling of an integer token (decimal or `0x` hex) if it fits `u128`.
pub(super) fn parse_u128(s: &[u8]) -> Option<u128> {
    let (digits, radix) = match s {
        [b'0', b'x', rest @ ..] => (rest, 16u32),
        _ => (s, 10u32),
    };
    let mut v: u128 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)? as u128;
        v = v.checked_mul(radix as u128)?.checked_add(d)?;
    }
    Some(v)
}

/// The magnitude of an integer spelling as little-endian 64-bit words, or `None` when it needs
/// more than `max_bits` bits (checked before converting, so a huge literal is rejected in
/// linear time).
pub(super) fn parse_magnitude(s: &[u8], max_bits: u64) -> Option<Vec<u64>> {
    let (digits, hex) = match s {
        [b'0', b'x', rest @ ..] => (rest, true),
        _ => (s, false),
    };
    let first_nz = digits
        .iter()
        .position(|&c| c != b'0')
        .unwrap_or(digits.len());
    let digits = digits.get(first_nz..).unwrap_or(&[]);
    if digits.is_empty() {
        return Some(Vec::new());
    }
    // Lower bound on the bits the value needs: hex 4(n-1)+1, decimal ⌊(n-1)·log2 10⌋+1.
    let n = digits.len() as u64;
    let min_bits = if hex {
        4 * (n - 1) + 1
    } else {
        (n - 1) * 3321 / 1000 + 1
    };
    if min_bits > max_bits {
        return None;
    }
    let mut words: Vec<u64> = Vec::with_capacity((min_bits / 64 + 2) as usize);
    if hex {
        let mut acc = 0u64;
        let mut nbits = 0u32;
        for &c in digits.iter().rev() {
            let d = (c as char).to_digit(16)? as u64;
            acc |= d << nbits;
            nbits += 4;
            if nbits == 64 {
                words.push(acc);
                acc = 0;
                nbits = 0;
            }
        }
        if nbits > 0 {
            words.push(acc);
        }
    } else {
        // Multiply-add in chunks of 19 decimal digits.
        for chunk in digits.chunks(19) {
            let mut mul = 1u64;
            let mut add = 0u64;
            for &c in chunk {
                add = add * 10 + (c as char).to_digit(10)? as u64;
                mul *= 10;
            }
            let mut carry = add as u128;
            for w in words.iter_mut() {
                let t = (*w as u128) * (mul as u128) + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
    }
    while words.last() == Some(&0) {
        words.pop();
    }
    Some(words)
}

pub(super) fn active_bits(words: &[u64]) -> u64 {
    match words.last() {
        None => 0,
        Some(&top) => (words.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
    }
}

/// MLIR's `buildAttributeAPInt`: the literal as an integer of `width` bits, or `None` when it is
/// out of range (negative values must have the sign bit set after negation; positive values of
/// signed and index types must not).
pub(super) fn build_apint(
    width: u32,
    signed_or_index: bool,
    negative: bool,
    spelling: &[u8],
) -> Option<ApInt> {
    let words = parse_magnitude(spelling, width as u64)?;
    if active_bits(&words) > width as u64 {
        return None;
    }
    let nwords = (width as usize).div_ceil(64).max(1);
    let mut w = words;
    w.resize(nwords, 0);
    let top_bit = |w: &[u64]| -> bool {
        if width == 0 {
            return false;
        }
        let b = width - 1;
        w.get((b / 64) as usize)
            .is_some_and(|x| (x >> (b % 64)) & 1 == 1)
    };
    if width == 0 {
        if negative {
            return None;
        }
    } else if negative {
        // Two's complement negation within `width` bits.
        let mut carry = 1u64;
        for x in w.iter_mut() {
            let (s, c) = (!*x).overflowing_add(carry);
            *x = s;
            carry = c as u64;
        }
        let rem = width % 64;
        if rem != 0
            && let Some(last) = w.last_mut()
        {
            *last &= (1u64 << rem) - 1;
        }
        if !top_bit(&w) {
            return None;
        }
    } else if signed_or_index && top_bit(&w) {
        return None;
    }
    Some(ApInt::from_words(width, w))
}

/// Rounds `v` to the float format with `exp_bits` exponent bits and `man_bits` mantissa bits
/// (round to nearest, ties to even), returning the result as an `f64` (exact).
pub(super) fn round_to_format(v: f64, exp_bits: u32, man_bits: u32) -> f64 {
    if !v.is_finite() || v == 0.0 {
        return v;
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let emin = 1 - bias;
    let emax = bias;
    let a = v.abs();
    // Exponent of the value: a = m · 2^e with 1 ≤ m < 2.
    let e = ((a.to_bits() >> 52) as i32 & 0x7ff) - 1023;
    let e = if e < -1022 { -1023 } else { e };
    let q = e.max(emin) - man_bits as i32; // quantum exponent
    // a / 2^q, rounded to an integer (ties to even); scaling by powers of two is exact here
    // unless it underflows, which cannot happen for the formats rods supports.
    let scaled = a * pow2(-q);
    let r = scaled.round_ties_even();
    let out = r * pow2(q);
    let max = (2.0 - pow2(-(man_bits as i32))) * pow2(emax);
    let out = if out > max { f64::INFINITY } else { out };
    out.copysign(v)
}

pub(super) fn pow2(e: i32) -> f64 {
    // 2^e for e in the f64 range (including subnormals).
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074).max(0))
    }
}

/// Rounds an `f64` to the precision of `kind` (MLIR converts the double to the type's semantics).
pub(super) fn round_float(kind: FloatKind, v: f64) -> f64 {
    match kind {
        FloatKind::F64 => v,
        FloatKind::F32 => (v as f32) as f64,
        FloatKind::F16 => round_to_format(v, 5, 10),
        FloatKind::BF16 => round_to_format(v, 8, 7),
    }
}

/// The `f64` bit pattern of a float of `kind` given by its own bit pattern (NaN payloads and
/// signalling NaNs are kept: the mantissa is shifted into the top of the f64 mantissa).
pub(crate) fn float_bits_to_f64_bits(kind: FloatKind, bits: u64) -> u64 {
    let (eb, mb) = match kind {
        FloatKind::F64 => return bits,
        FloatKind::F32 => (8u32, 23u32),
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
    };
    let sign = (bits >> (eb + mb)) & 1;
    let exp = (bits >> mb) & ((1 << eb) - 1);
    let man = bits & ((1 << mb) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    let v = if exp == (1 << eb) - 1 {
        // Inf / NaN: keep the payload.
        return (sign << 63) | (0x7ffu64 << 52) | (man << (52 - mb));
    } else if exp == 0 {
        man as f64 * pow2(1 - bias as i32 - mb as i32)
    } else {
        (man | (1 << mb)) as f64 * pow2(exp as i32 - bias as i32 - mb as i32)
    };
    (if sign == 1 { -v } else { v }).to_bits()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    pub(super) fn apint_ranges() {
        assert_eq!(
            build_apint(8, false, false, b"255"),
            Some(ApInt::Small {
                width: 8,
                bits: 255
            })
        );
        assert_eq!(build_apint(8, false, false, b"256"), None);
        assert_eq!(
            build_apint(8, false, true, b"128"),
            Some(ApInt::Small {
                width: 8,
                bits: 128
            })
        );
        assert_eq!(build_apint(8, false, true, b"129"), None);
        assert_eq!(build_apint(8, false, true, b"0"), None); // MLIR rejects `-0 : i8`
        assert_eq!(
            build_apint(1, false, true, b"1"),
            Some(ApInt::Small { width: 1, bits: 1 })
        );
        assert_eq!(build_apint(8, true, false, b"128"), None);
        assert_eq!(build_apint(64, true, false, b"9223372036854775808"), None);
        assert_eq!(
            build_apint(32, false, false, b"0xFFFFFFFF"),
            Some(ApInt::Small {
                width: 32,
                bits: 0xFFFF_FFFF
            })
        );
        assert_eq!(
            build_apint(0, false, false, b"0"),
            Some(ApInt::Small { width: 0, bits: 0 })
        );
        let big = build_apint(256, false, false, b"12345678901234567890123456789").unwrap();
        match big {
            ApInt::Big { width: 256, words } => {
                assert_eq!(
                    words[0] as u128 | (words[1] as u128) << 64,
                    12345678901234567890123456789u128
                )
            }
            _ => panic!(),
        }
        // Negative big value: all ones.
        match build_apint(200, false, true, b"1").unwrap() {
            ApInt::Big { words, .. } => {
                assert_eq!(&words[..], &[u64::MAX, u64::MAX, u64::MAX, 0xFF])
            }
            _ => panic!(),
        }
    }

    #[test]
    pub(super) fn huge_literal_rejected_fast() {
        let digits = vec![b'9'; 100_000];
        let t = std::time::Instant::now();
        assert_eq!(build_apint(64, false, false, &digits), None);
        assert!(t.elapsed().as_millis() < 100);
    }

    #[test]
    pub(super) fn float_rounding() {
        assert_eq!(round_float(FloatKind::F16, 65504.0), 65504.0);
        assert_eq!(round_float(FloatKind::F16, 70000.0), f64::INFINITY);
        assert_eq!(round_float(FloatKind::F16, 0.1), 0.0999755859375);
        assert_eq!(round_float(FloatKind::BF16, 1.0), 1.0);
        assert_eq!(round_float(FloatKind::F16, 6.0e-8), 5.960464477539063e-8);
        assert_eq!(
            f64::from_bits(float_bits_to_f64_bits(FloatKind::F32, 0x3F80_0000)),
            1.0
        );
        assert_eq!(
            f64::from_bits(float_bits_to_f64_bits(FloatKind::F16, 0x3C00)),
            1.0
        );
        assert!(f64::from_bits(float_bits_to_f64_bits(FloatKind::F32, 0x7FC0_0000)).is_nan());
    }
}
