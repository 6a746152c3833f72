//! Numbers of integer and float literals (ported from LLVM's `APInt` / `APFloat` handling in
//! MLIR's parser): spelling to magnitude, `buildAttributeAPInt`, rounding to a float format.

use crate::ir::{ApInt, FloatKind};

/// Parses the spelling of an integer token (decimal or `0x` hex) if it fits `u128`.
pub(super) fn parse_u128(s: &[u8]) -> Option<u128> {
    // The usual literal: at most 19 decimal digits, which fit a `u64` without checks.
    if s.len() <= 19 && s.iter().all(u8::is_ascii_digit) {
        let v = s.iter().fold(0u64, |v, &c| v * 10 + u64::from(c - b'0'));
        return Some(u128::from(v));
    }
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
    // The usual literal: a type of at most 128 bits and a magnitude that fits `u128`, computed
    // without the word vector (the same rules as below).
    if width <= 128
        && let Some(m) = parse_u128(spelling)
    {
        return build_small_apint(width, signed_or_index, negative, m);
    }
    build_apint_words(width, signed_or_index, negative, spelling)
}

/// [`build_apint`] through the literal's words, for any width and magnitude.
fn build_apint_words(
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

/// [`build_apint`] for `width` ≤ 128 and the magnitude `m`.
fn build_small_apint(width: u32, signed_or_index: bool, negative: bool, m: u128) -> Option<ApInt> {
    if u128::BITS - m.leading_zeros() > width {
        return None;
    }
    if width == 0 {
        return (!negative).then_some(ApInt::Small { width, bits: 0 });
    }
    let mask = u128::MAX >> (u128::BITS - width);
    let top = 1u128 << (width - 1);
    let bits = if negative {
        // Two's complement negation within `width` bits; the sign bit must then be set.
        let v = m.wrapping_neg() & mask;
        if v & top == 0 {
            return None;
        }
        v
    } else {
        if signed_or_index && m & top != 0 {
            return None;
        }
        m
    };
    Some(ApInt::Small { width, bits })
}

/// The bits, in the format `kind`, of a float literal's value, negated when `negative`: MLIR
/// reads the literal as an `f64` (overflowing to infinity) and converts that to the type (so a
/// literal rounds twice on its way to `f16` or `f8E4M3FN`, as upstream's does).
pub(super) fn float_literal_bits(spelling: &[u8], negative: bool, kind: FloatKind) -> u128 {
    let v = crate::ir::print::num::decimal_to_f64(spelling).unwrap_or(0.0);
    kind.from_f64(if negative { -v } else { v })
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
    fn small_widths_agree_with_the_word_path() {
        let spellings: &[&[u8]] = &[
            b"0",
            b"1",
            b"7",
            b"127",
            b"128",
            b"255",
            b"256",
            b"0x7F",
            b"0x80",
            b"0xff",
            b"9223372036854775807",
            b"9223372036854775808",
            b"18446744073709551615",
            b"18446744073709551616",
            b"170141183460469231731687303715884105727",
            b"170141183460469231731687303715884105728",
            b"340282366920938463463374607431768211455",
            b"0x0000000000000000000000000000000001",
        ];
        for width in [0, 1, 2, 7, 8, 9, 31, 32, 63, 64, 65, 127, 128] {
            for &s in spellings {
                for signed in [false, true] {
                    for negative in [false, true] {
                        assert_eq!(
                            build_apint(width, signed, negative, s),
                            build_apint_words(width, signed, negative, s),
                            "{width} {signed} {negative} {}",
                            String::from_utf8_lossy(s)
                        );
                    }
                }
            }
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
    pub(super) fn float_literals_round_via_f64() {
        assert_eq!(
            float_literal_bits(b"65504.0", false, FloatKind::F16),
            0x7BFF
        );
        assert_eq!(
            float_literal_bits(b"70000.0", false, FloatKind::F16),
            0x7C00
        );
        assert_eq!(float_literal_bits(b"0.1", true, FloatKind::F16), 0xAE66);
        assert_eq!(
            float_literal_bits(b"1.0e400", false, FloatKind::F64),
            0x7FF0 << 48
        );
        // Via f64, 1 + 2^-24 + 2^-54 is a tie in f32 and rounds to even.
        let s = b"1.000000059604644776257986737988403547205962240695953369140625";
        assert_eq!(float_literal_bits(s, false, FloatKind::F32), 0x3F80_0000);
    }
}
