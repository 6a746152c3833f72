//! Numbers as MLIR prints them: integers (`APInt::print`, any width) and floats
//! (`printFloatValue`: APFloat's `toString` emulated digit for digit, then the round-trip check
//! and the hexadecimal fallback).

use crate::ir::float::FloatValue;
use crate::ir::{ApInt, FloatKind};

/// `"00" "01" … "99"`: two decimal digits at a time.
static DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends the decimal digits of `v`. Inlined down to one or two digits (block indices,
/// integer widths, most dimensions), which take one push or one two-byte copy.
#[inline]
pub(crate) fn write_u64(out: &mut Vec<u8>, v: u64) {
    if v < 10 {
        out.push(b'0' + v as u8);
    } else if v < 100 {
        let i = v as usize * 2;
        out.extend_from_slice(&DIGIT_PAIRS[i..i + 2]);
    } else {
        write_u64_long(out, v);
    }
}

/// Appends `v` in decimal, `-` first when negative.
#[inline]
pub(crate) fn write_i64(out: &mut Vec<u8>, v: i64) {
    if v < 0 {
        out.push(b'-');
    }
    write_u64(out, v.unsigned_abs());
}

/// [`write_u64`] of three digits or more: two digits per division, copied out with a length
/// known to the compiler for up to eight digits (no call to `memcpy` for an SSA number).
#[inline(never)]
fn write_u64_long(out: &mut Vec<u8>, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while v >= 100 {
        let r = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[r..r + 2]);
    }
    if v >= 10 {
        let r = v as usize * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[r..r + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    match buf.len() - i {
        3 => out.extend_from_slice(&buf[17..]),
        4 => out.extend_from_slice(&buf[16..]),
        5 => out.extend_from_slice(&buf[15..]),
        6 => out.extend_from_slice(&buf[14..]),
        7 => out.extend_from_slice(&buf[13..]),
        8 => out.extend_from_slice(&buf[12..]),
        _ => out.extend_from_slice(&buf[i..]),
    }
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

    pub(crate) fn from_u128(v: u128) -> BigUint {
        let mut b = BigUint {
            limbs: (0..4).map(|i| (v >> (32 * i)) as u32).collect(),
        };
        b.trim();
        b
    }

    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for l in &mut self.limbs {
            if carry == 0 {
                return;
            }
            let t = *l as u64 + carry;
            *l = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    /// The top `n` (≤ 127) bits, the exponent of the lowest of them, and whether any bit below
    /// them is set.
    fn top_bits(&self, n: u32) -> (u128, i32, bool) {
        let total = self.bits();
        if total <= n {
            let mut v = 0u128;
            for (i, l) in self.limbs.iter().enumerate() {
                v |= (*l as u128) << (32 * i);
            }
            return (v, 0, false);
        }
        let drop = total - n;
        let mut v = 0u128;
        for i in (drop..total).rev() {
            v = (v << 1) | u128::from(self.bit(i));
        }
        let sticky = (0..drop).any(|i| self.bit(i));
        (v, drop as i32, sticky)
    }

    fn ge(&self, other: &BigUint) -> bool {
        if self.limbs.len() != other.limbs.len() {
            return self.limbs.len() > other.limbs.len();
        }
        for (a, b) in self.limbs.iter().rev().zip(other.limbs.iter().rev()) {
            if a != b {
                return a > b;
            }
        }
        true
    }

    /// `self -= other` (`self ≥ other`).
    fn sub_assign(&mut self, other: &BigUint) {
        let mut borrow = 0i64;
        for (i, l) in self.limbs.iter_mut().enumerate() {
            let o = other.limbs.get(i).copied().unwrap_or(0) as i64;
            let mut t = *l as i64 - o - borrow;
            borrow = 0;
            if t < 0 {
                t += 1 << 32;
                borrow = 1;
            }
            *l = t as u32;
        }
        self.trim();
    }

    fn shr1(&mut self) {
        let mut carry = 0u32;
        for l in self.limbs.iter_mut().rev() {
            let v = *l;
            *l = (v >> 1) | (carry << 31);
            carry = v & 1;
        }
        self.trim();
    }

    /// `self / den` when the quotient fits 128 bits, and whether the remainder is non-zero.
    fn div_rem_to_u128(&self, den: &BigUint) -> (u128, bool) {
        let mut rem = self.clone();
        if den.is_zero() || !rem.ge(den) {
            return (0, !rem.is_zero());
        }
        let top = (rem.bits() - den.bits()).min(127);
        let mut d = den.clone();
        d.shl(top);
        let mut q = 0u128;
        for i in (0..=top).rev() {
            if rem.ge(&d) {
                rem.sub_assign(&d);
                q |= 1u128 << i;
            }
            d.shr1();
        }
        (q, !rem.is_zero())
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

/// `APFloat(semantics, text)`: the decimal `text` (`-1.234560e+05`, as
/// [`apfloat_to_string`] writes it) rounded exactly into the format `kind`, round to nearest
/// even; `None` when it is not such a number. `f32` and `f64` use Rust's (correctly rounded)
/// parser, the other formats an exact big-integer conversion.
pub(crate) fn parse_decimal(kind: FloatKind, text: &[u8]) -> Option<u128> {
    match kind {
        FloatKind::F64 => return decimal_to_f64(text).map(|f| u128::from(f.to_bits())),
        FloatKind::F32 => {
            return decimal_to_f32_fast(text).or_else(|| rust_decimal(kind, text));
        }
        _ => {}
    }
    let (negative, rest) = match text {
        [b'-', rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let (mantissa, exp_part) = match rest.iter().position(|c| matches!(c, b'e' | b'E')) {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let mut exp10: i64 = match exp_part {
        Some(e) => std::str::from_utf8(e).ok()?.parse::<i64>().ok()?,
        None => 0,
    };
    let mut digits = BigUint::default();
    let mut seen_point = false;
    let mut any = false;
    for &c in mantissa {
        match c {
            b'.' if !seen_point => seen_point = true,
            b'0'..=b'9' => {
                any = true;
                digits.mul_small(10);
                digits.add_small((c - b'0') as u32);
                if seen_point {
                    exp10 -= 1;
                }
            }
            _ => return None,
        }
    }
    if !any {
        return None;
    }
    if digits.is_zero() {
        return Some(kind.round(negative, 0, 0, false));
    }
    // Far outside every format: overflow or underflow without big arithmetic.
    let approx = exp10 + (digits.bits() as i64 * 30103 / 100_000);
    if approx > 5000 {
        return Some(kind.round(negative, 1, 20_000, false));
    }
    if approx < -5100 {
        return Some(kind.round(negative, 1, -20_000, false));
    }
    let p = kind.semantics().precision;
    let (top, exp, sticky) = if exp10 >= 0 {
        for _ in 0..exp10 {
            digits.mul_small(10);
        }
        digits.top_bits(p + 3)
    } else {
        let mut den = BigUint::from_u64(1);
        for _ in 0..(-exp10) {
            den.mul_small(10);
        }
        // digits · 2^s / den has at least p + 3 bits.
        let s = (den.bits() + p + 3).saturating_sub(digits.bits());
        digits.shl(s);
        let (q, rem_nonzero) = digits.div_rem_to_u128(&den);
        (q, -(s as i32), rem_nonzero)
    };
    Some(kind.round(negative, top, exp, sticky))
}

/// Decimal digits, least significant first, on the stack: what [`apfloat_to_string`] rounds
/// (at most its precision and two more: 38 for an `f128`'s own, once truncated).
struct Digits {
    bytes: [u8; 64],
    /// The digits are `bytes[start..end]`.
    start: usize,
    end: usize,
}

impl Digits {
    fn new() -> Digits {
        Digits {
            bytes: [0; 64],
            start: 0,
            end: 0,
        }
    }

    /// Appends a more significant digit (`b'0'` to `b'9'`); past the capacity, which no
    /// float's digits reach, it is dropped.
    fn push(&mut self, d: u8) {
        if let Some(b) = self.bytes.get_mut(self.end) {
            *b = d;
            self.end += 1;
        }
    }

    fn as_slice(&self) -> &[u8] {
        self.bytes.get(self.start..self.end).unwrap_or_default()
    }

    fn len(&self) -> usize {
        self.end - self.start
    }

    /// Drops the `n` least significant digits.
    fn drop_low(&mut self, n: usize) {
        self.start = (self.start + n).min(self.end);
    }

    /// Adds one to the `i`-th least significant digit (not a 9).
    fn increment(&mut self, i: usize) {
        if let Some(d) = self.bytes.get_mut(self.start + i) {
            *d += 1;
        }
    }

    /// Pushes the digits `next` gives, least significant first until it gives `None`, but the
    /// trailing zeros (the lowest ones), each of which adds one to `exp`; returns `exp`.
    fn push_lowest_first(&mut self, mut exp: i32, mut next: impl FnMut() -> Option<u8>) -> i32 {
        let mut in_trail = true;
        while let Some(d) = next() {
            if in_trail && d == 0 {
                exp += 1;
            } else {
                self.push(b'0' + d);
                in_trail = false;
            }
        }
        exp
    }
}

/// The digits [`apfloat_to_string`] rounds, of `n · 2^exp` (`n` odd): its exact decimal
/// value `sig · 10^e` (`n` shifted left, or times `5^-exp`), truncated (not rounded) to about
/// the digits `bits_required` bits hold, as LLVM's `AdjustToPrecision` on the integer does;
/// pushed onto `digits` least significant first without trailing zeros. Returns the exponent
/// of the last digit pushed. In a `u128` when the value fits one (a float's value of modest
/// exponent, which most are: every `f16`, an `f32` from about `1e-13` to `1e31`), else in a
/// big integer (`big`: always, for the tests that compare the two).
fn decimal_digits(n: u128, exp: i32, bits_required: u32, big: bool, digits: &mut Digits) -> i32 {
    if let Some((sig, exp)) = (!big).then(|| decimal_u128(n, exp)).flatten() {
        let active = 128 - sig.leading_zeros();
        // At most 38 tens, as 10^38 fits; a `u64` divides faster.
        let tens = active.saturating_sub(bits_required) * 59 / 196;
        let sig = match u64::try_from(sig) {
            Ok(small) => u128::from(small / 10u64.pow(tens.min(19))),
            Err(_) => sig / 10u128.pow(tens),
        };
        let exp = exp + tens as i32;
        return match u64::try_from(sig) {
            Ok(mut sig) => digits.push_lowest_first(exp, || {
                let d = (sig != 0).then_some((sig % 10) as u8);
                sig /= 10;
                d
            }),
            Err(_) => {
                let mut sig = sig;
                digits.push_lowest_first(exp, || {
                    let d = (sig != 0).then_some((sig % 10) as u8);
                    sig /= 10;
                    d
                })
            }
        };
    }
    let mut exp = exp;
    let mut sig = BigUint::from_u128(n);
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
    if active > bits_required {
        let mut tens = (active - bits_required) * 59 / 196;
        exp += tens as i32;
        while tens >= 9 {
            sig.divrem_small(1_000_000_000);
            tens -= 9;
        }
        sig.divrem_small(10u32.pow(tens));
    }

    digits.push_lowest_first(exp, || (!sig.is_zero()).then(|| sig.divrem_small(10) as u8))
}

/// `n · 2^exp` as `sig · 10^e` in a `u128` (`e` 0, or `exp` when negative: `n · 5^-exp`),
/// `None` when it does not fit.
fn decimal_u128(n: u128, exp: i32) -> Option<(u128, i32)> {
    if exp >= 0 {
        let shift = u32::try_from(exp).ok()?;
        return (shift < n.leading_zeros()).then(|| (n << shift, 0));
    }
    let mut fives = exp.unsigned_abs();
    let mut sig = n;
    while fives > 0 {
        // 5^27 is the largest power of five a `u64` holds.
        let step = fives.min(27);
        sig = sig.checked_mul(u128::from(5u64.pow(step)))?;
        fives -= step;
    }
    Some((sig, exp))
}

/// LLVM's `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for
/// `±significand · 2^exponent` (zero when `significand` is) in a format of `precision` bits,
/// appended to `s`.
fn apfloat_to_string(
    s: &mut Vec<u8>,
    precision: u32,
    (negative, significand, exponent): (bool, u128, i32),
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    if negative {
        s.push(b'-');
    }
    if significand == 0 {
        if max_padding == 0 {
            if truncate_zero {
                s.extend_from_slice(b"0.0E+0");
            } else {
                s.extend_from_slice(b"0.0");
                for _ in 1..format_precision {
                    s.push(b'0');
                }
                s.extend_from_slice(b"e+00");
            }
        } else {
            s.push(b'0');
        }
        return;
    }
    let format_precision = if format_precision == 0 {
        2 + precision * 59 / 196
    } else {
        format_precision
    };
    let tz = significand.trailing_zeros();
    let bits_required = (format_precision * 196).div_ceil(59);
    let mut digits = Digits::new();
    let mut exp = decimal_digits(
        significand >> tz,
        exponent + tz as i32,
        bits_required,
        false,
        &mut digits,
    );

    // AdjustToPrecision on the digits: round half up.
    let nd = digits.len();
    let fp = format_precision as usize;
    if nd > fp {
        let buffer = digits.as_slice();
        let mut first = nd - fp;
        if buffer.get(first - 1).is_some_and(|d| *d < b'5') {
            while buffer.get(first) == Some(&b'0') {
                first += 1;
            }
            exp += first as i32;
            digits.drop_low(first);
        } else {
            // The first digit kept that is not a 9 gets one more; the nines below it go.
            let carried = buffer.get(first..).unwrap_or_default();
            match carried.iter().position(|d| *d != b'9') {
                Some(k) => {
                    exp += (first + k) as i32;
                    digits.increment(first + k);
                    digits.drop_low(first + k);
                }
                None => {
                    exp += nd as i32;
                    digits = Digits::new();
                    digits.push(b'1');
                }
            }
        }
    }

    let buffer = digits.as_slice();
    let nd = buffer.len();
    // The i-th most significant digit.
    let digit = |i: usize| buffer.get(nd - 1 - i).copied().unwrap_or(b'0');
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
        let e10 = exp + (nd as i32 - 1);
        s.push(digit(0));
        s.push(b'.');
        if nd == 1 && truncate_zero {
            s.push(b'0');
        } else {
            s.extend((1..nd).map(digit));
        }
        if !truncate_zero && fp > nd - 1 {
            s.resize(s.len() + (fp - nd + 1), b'0');
        }
        s.push(if truncate_zero { b'E' } else { b'e' });
        s.push(if e10 >= 0 { b'+' } else { b'-' });
        let e10 = u64::from(e10.unsigned_abs());
        if !truncate_zero && e10 < 10 {
            s.push(b'0');
        }
        write_u64(s, e10);
        return;
    }
    if exp >= 0 {
        s.extend((0..nd).map(digit));
        s.resize(s.len() + exp as usize, b'0');
        return;
    }
    let whole = exp + nd as i32;
    if whole > 0 {
        s.extend((0..whole as usize).map(digit));
        s.push(b'.');
        s.extend((whole as usize..nd).map(digit));
    } else {
        s.extend_from_slice(b"0.");
        s.resize(s.len() + whole.unsigned_abs() as usize, b'0');
        s.extend((0..nd).map(digit));
    }
}

/// The decimal `text` (`-1.092500e+02`, `2.5`, `1E3`: digits with at most one `.`, then
/// an optional exponent) as the nearest `f64`, when its digits and its power of ten are exact
/// `f64`s: then one multiplication or division rounds it correctly (Clinger's fast path), with
/// no general decimal parse. `None` for any other text, which the general parse reads.
pub(crate) fn decimal_to_f64_fast(text: &[u8]) -> Option<f64> {
    /// The powers of ten an `f64` holds exactly.
    const POWERS: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    let (negative, rest) = match text {
        [b'-', rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let e_at = rest
        .iter()
        .position(|c| matches!(c, b'e' | b'E'))
        .unwrap_or(rest.len());
    let (mantissa, exponent) = rest.split_at(e_at);
    let (mut m, mut fraction, mut point, mut any) = (0u64, 0i32, false, false);
    for &c in mantissa {
        match c {
            b'.' if !point => point = true,
            // Below 2^53 after the digit: exact.
            b'0'..=b'9' if m < 1 << 49 => {
                m = m * 10 + u64::from(c - b'0');
                fraction += i32::from(point);
                any = true;
            }
            _ => return None,
        }
    }
    let e = match exponent {
        [] => 0,
        [_, rest @ ..] => {
            let (exp_negative, digits) = match rest {
                [b'+', d @ ..] => (false, d),
                [b'-', d @ ..] => (true, d),
                d => (false, d),
            };
            if digits.is_empty() || digits.len() > 4 || !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let e = digits
                .iter()
                .fold(0i32, |n, d| n * 10 + i32::from(d - b'0'));
            if exp_negative { -e } else { e }
        }
    };
    if !any {
        return None;
    }
    let q = e - fraction;
    let power = *POWERS.get(q.unsigned_abs() as usize)?;
    let magnitude = if q >= 0 {
        m as f64 * power
    } else {
        m as f64 / power
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// The decimal `text` as the nearest `f64` (overflowing to infinity): the fast path when it
/// applies ([`decimal_to_f64_fast`]), else Rust's (correctly rounded) parser.
pub(crate) fn decimal_to_f64(text: &[u8]) -> Option<f64> {
    decimal_to_f64_fast(text).or_else(|| std::str::from_utf8(text).ok()?.parse().ok())
}

/// The bits of the decimal `text` rounded to `f32`, from [`decimal_to_f64_fast`]'s `f64`: an
/// `f32` rounds from that `f64` as from the decimal itself unless the `f64` falls exactly
/// halfway between two `f32`s. `None` then, among the `f32` subnormals, or when the fast path
/// does not apply.
fn decimal_to_f32_fast(text: &[u8]) -> Option<u128> {
    let value = decimal_to_f64_fast(text)?;
    // Halfway: the low 29 of the 52 bits `1000…`.
    let halfway = value.to_bits() & ((1 << 29) - 1) == 1 << 28;
    let magnitude = value.abs();
    if halfway || (magnitude != 0.0 && magnitude < f64::from(f32::MIN_POSITIVE)) {
        return None;
    }
    Some(u128::from((value as f32).to_bits()))
}

/// The bits of the decimal `text` in `f32` or `f64` by Rust's correctly rounded parser.
fn rust_decimal(kind: FloatKind, text: &[u8]) -> Option<u128> {
    let text = std::str::from_utf8(text).ok()?;
    match kind {
        FloatKind::F64 => text.parse::<f64>().ok().map(|f| u128::from(f.to_bits())),
        FloatKind::F32 => text.parse::<f32>().ok().map(|f| u128::from(f.to_bits())),
        _ => None,
    }
}

/// The sign, significand and binary exponent of a finite float (zero: a zero significand);
/// `None` for an infinity or a NaN.
fn finite_parts(kind: FloatKind, bits: u128) -> Option<(bool, u128, i32)> {
    match kind.decode(bits) {
        FloatValue::Zero { negative } => Some((negative, 0, 0)),
        FloatValue::Finite {
            negative,
            significand,
            exponent,
        } => Some((negative, significand, exponent)),
        FloatValue::Infinity { .. } | FloatValue::NaN => None,
    }
}

/// MLIR's `printFloatValue` for the bits `bits` of a float of type `kind`: `1.000000e+00` when
/// that reads back to the same value, else the shortest exact decimal form, else the bits in
/// hex (`0x7FC00000`). Returns whether hex was printed (then an `f64` attribute keeps its type
/// even where it could be elided).
pub(crate) fn write_float(out: &mut Vec<u8>, kind: FloatKind, bits: u128) -> bool {
    if let Some(parts) = finite_parts(kind, bits) {
        let precision = kind.semantics().precision;
        // Written in place, and taken back when it is not the form printed.
        let start = out.len();
        apfloat_to_string(out, precision, parts, 6, 0, false);
        if parse_decimal(kind, out.get(start..).unwrap_or_default()) == Some(bits) {
            return false;
        }
        out.truncate(start);
        apfloat_to_string(out, precision, parts, 0, 3, true);
        if out.get(start..).unwrap_or_default().contains(&b'.') {
            return false;
        }
        out.truncate(start);
    }
    out.extend_from_slice(b"0x");
    let hex = format!("{:X}", bits & kind.mask());
    out.extend_from_slice(hex.as_bytes());
    true
}

/// The texts of the last float attributes printed, by kind and bits: a float is formatted
/// digit for digit and then parsed back (over a thousand instructions), and the same
/// constants (`0.5`, `1.0`) recur throughout a module. Direct-mapped: a slot per bits hash.
#[derive(Default)]
pub(crate) struct FloatTexts {
    slots: Vec<Option<FloatText>>,
}

struct FloatText {
    kind: FloatKind,
    bits: u128,
    hex: bool,
    text: Box<[u8]>,
}

impl FloatTexts {
    const SLOTS: usize = 64;

    /// [`write_float`], through the cache.
    pub(crate) fn write(&mut self, out: &mut Vec<u8>, kind: FloatKind, bits: u128) -> bool {
        let h = (bits as u64) ^ ((bits >> 64) as u64);
        let slot = (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize % Self::SLOTS;
        if let Some(Some(e)) = self.slots.get(slot)
            && e.bits == bits
            && e.kind == kind
        {
            out.extend_from_slice(&e.text);
            return e.hex;
        }
        let start = out.len();
        let hex = write_float(out, kind, bits);
        if self.slots.is_empty() {
            self.slots.resize_with(Self::SLOTS, || None);
        }
        if let Some(s) = self.slots.get_mut(slot) {
            *s = Some(FloatText {
                kind,
                bits,
                hex,
                text: out.get(start..).unwrap_or(&[]).into(),
            });
        }
        hex
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_print_in_decimal() {
        for v in [
            0,
            7,
            10,
            99,
            100,
            101,
            999,
            1000,
            10_000,
            12345,
            100_001,
            999_999,
            1_000_000,
            1_000_001,
            10_000_000,
            50_000_000,
            99_999_999,
            100_000_000,
            u64::from(u32::MAX),
            u64::MAX,
        ] {
            let mut out = b"x".to_vec();
            write_u64(&mut out, v);
            assert_eq!(out, format!("x{v}").into_bytes());
        }
    }

    /// The digits of `bits` as both paths of [`decimal_digits`] find them, for each precision
    /// [`write_float`] asks for (6 digits, and the kind's own).
    fn digits_both_ways(kind: FloatKind, bits: u128) {
        let FloatValue::Finite {
            significand,
            exponent,
            ..
        } = kind.decode(bits)
        else {
            return;
        };
        let tz = significand.trailing_zeros();
        let (n, exp) = (significand >> tz, exponent + tz as i32);
        let own = 2 + kind.semantics().precision * 59 / 196;
        for digits in [6, own] {
            let bits_required = (digits * 196).div_ceil(59);
            let (mut fast, mut big) = (Digits::new(), Digits::new());
            let e_fast = decimal_digits(n, exp, bits_required, false, &mut fast);
            let e_big = decimal_digits(n, exp, bits_required, true, &mut big);
            assert_eq!(
                (fast.as_slice(), e_fast),
                (big.as_slice(), e_big),
                "{kind:?} bits {bits:#x}, {digits} digits"
            );
        }
    }

    /// The `u128` path gives the big integer's digits: `f16` and `bf16` values (every
    /// seventh pattern), and `f32` and `f64` values of every exponent (a deterministic
    /// spread of significands).
    #[test]
    fn decimal_digits_fast_path_matches_big_integers() {
        for bits in (0..=0xFFFFu128).step_by(7) {
            digits_both_ways(FloatKind::F16, bits);
            digits_both_ways(FloatKind::BF16, bits);
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for exponent in 0..256u128 {
            for _ in 0..8 {
                let mantissa = u128::from(next()) & 0x7F_FFFF;
                let sparse = mantissa & !((1 << (next() % 23)) - 1);
                for m in [mantissa, sparse, 0, 1, 0x7F_FFFF] {
                    digits_both_ways(FloatKind::F32, (exponent << 23) | m);
                }
            }
        }
        for exponent in 0..2048u128 {
            for _ in 0..2 {
                let mantissa = u128::from(next()) & ((1 << 52) - 1);
                let sparse = mantissa & !((1 << (next() % 52)) - 1);
                for m in [mantissa, sparse, 0, 1] {
                    digits_both_ways(FloatKind::F64, (exponent << 52) | m);
                }
            }
        }
    }

    /// The quick read-back check agrees with the general parse wherever it answers: `f32`
    /// and `f64` values of every exponent, as the six-digit form prints them.
    #[test]
    fn quick_read_back_agrees_with_parsing() {
        let mut x = 0x0123_4567_89AB_CDEFu64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut answered = 0;
        let mut check = |kind: FloatKind, bits: u128| {
            let Some(parts) = finite_parts(kind, bits) else {
                return;
            };
            let mut text = Vec::new();
            apfloat_to_string(&mut text, kind.semantics().precision, parts, 6, 0, false);
            let t = String::from_utf8(text.clone()).unwrap_or_default();
            let fast = match kind {
                FloatKind::F32 => decimal_to_f32_fast(&text),
                _ => decimal_to_f64_fast(&text).map(|f| u128::from(f.to_bits())),
            };
            if let Some(fast) = fast {
                let quick = fast == bits;
                answered += 1;
                assert_eq!(
                    quick,
                    rust_decimal(kind, &text) == Some(bits),
                    "{kind:?} {t}"
                );
            }
        };
        for exponent in 0..256u128 {
            for _ in 0..24 {
                let m = u128::from(next()) & 0x7F_FFFF;
                // Few significant bits: values that print back in six digits.
                let short = m & !((1 << (next() % 23)) - 1);
                for m in [m, short, 0, 1] {
                    check(FloatKind::F32, exponent << 23 | m);
                    check(FloatKind::F32, 1 << 31 | exponent << 23 | m);
                }
            }
        }
        for exponent in 0..2048u128 {
            for _ in 0..2 {
                let m = u128::from(next()) & ((1 << 52) - 1);
                let short = m & !((1 << (next() % 52)) - 1);
                for m in [m, short, 0] {
                    check(FloatKind::F64, exponent << 52 | m);
                }
            }
        }
        assert!(answered > 10_000, "{answered}");
    }

    /// The fast decimal read gives what Rust's (correctly rounded) parser gives, wherever it
    /// answers: the spellings of printed and hand-written floats.
    #[test]
    fn fast_decimal_reads_as_the_parser_does() {
        let mut x = 0x5DEE_CE66_D1CE_4E5Bu64;
        let mut answered = 0;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let digits = x % 10_000_000;
            let exp = (x >> 40) % 61;
            let point = ((x >> 50) % 8) as usize;
            let mut d = digits.to_string();
            if point < d.len() {
                d.insert(point.max(1), '.');
            }
            for e in ["", "e", "E", "e+", "e-"] {
                let text = match e {
                    "" => d.clone(),
                    _ => format!("{d}{e}{exp}"),
                };
                for t in [text.clone(), format!("-{text}")] {
                    if let Some(v) = decimal_to_f64_fast(t.as_bytes()) {
                        answered += 1;
                        assert_eq!(
                            Some(v.to_bits()),
                            t.parse::<f64>().ok().map(f64::to_bits),
                            "{t}"
                        );
                    }
                }
            }
        }
        assert!(answered > 50_000, "{answered}");
        for t in [
            "",
            ".",
            "-",
            "1e",
            "1e+",
            "1.2.3",
            "0x10",
            "1e99999",
            "12345678901234567890",
        ] {
            assert_eq!(decimal_to_f64_fast(t.as_bytes()), None, "{t}");
        }
    }

    fn f(kind: FloatKind, v: f64) -> String {
        fb(kind, kind.from_f64(v))
    }

    fn fb(kind: FloatKind, bits: u128) -> String {
        let mut out = Vec::new();
        write_float(&mut out, kind, bits);
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
            (F16, F16.to_f64(0x2E66), "9.997550e-02"),
            (F16, 65504.0, "6.550400e+04"),
            (F16, 1.099609375, "1.099610e+00"),
            (F16, F16.to_f64(1), "5.960460e-08"),
            (F16, f64::INFINITY, "0x7C00"),
            (F16, f64::NAN, "0x7E00"),
            (BF16, BF16.to_f64(0x3DCD), "1.000980e-01"),
            (BF16, BF16.to_f64(0x4049), "3.140630e+00"),
            (BF16, BF16.to_f64(0x5015), "9.999220e+09"),
            (BF16, f64::NAN, "0x7FC0"),
        ];
        for (kind, v, want) in cases {
            assert_eq!(f(*kind, *v), *want, "{kind:?} {v:e}");
        }
    }

    #[test]
    fn exact_decimal_parsing() {
        use FloatKind::*;
        assert_eq!(parse_decimal(F16, b"1.000000e-01"), Some(0x2E66));
        assert_eq!(parse_decimal(F16, b"-2.5"), Some(0xC100));
        assert_eq!(parse_decimal(F16, b"6.550400e+04"), Some(0x7BFF));
        assert_eq!(parse_decimal(F16, b"6.552000e+04"), Some(0x7C00));
        assert_eq!(parse_decimal(F16, b"5.960460e-08"), Some(1));
        // 0.1 in f80 is not the f64 nearest to 0.1.
        assert_ne!(parse_decimal(F80, b"1.000000e-01"), Some(F80.from_f64(0.1)));
        assert_eq!(parse_decimal(F80, b"1.500000e+00"), Some(F80.from_f64(1.5)));
        assert_eq!(
            parse_decimal(F128, b"1.000000e+00"),
            Some(F128.from_f64(1.0))
        );
        assert_eq!(parse_decimal(F8E4M3FN, b"4.480000e+02"), Some(0x7E));
        assert_eq!(parse_decimal(F8E4M3FN, b"1.000000e+04"), Some(0x7F));
    }

    #[test]
    fn other_formats_like_mlir() {
        use FloatKind::*;
        assert_eq!(f(F80, 1.0), "1.000000e+00");
        assert_eq!(f(F80, 0.1), "0.100000000000000005551");
        assert_eq!(f(F128, 0.1), "0.100000000000000005551115123125782702");
        assert_eq!(f(TF32, 1.5), "1.500000e+00");
        assert_eq!(f(F4E2M1FN, 1.0e10), "6.000000e+00");
        assert_eq!(f(F8E4M3FN, 1.0e10), "0x7F");
        assert_eq!(f(F8E5M2, 1.0e10), "0x7C");
        assert_eq!(f(F8E8M0FNU, 0.0), "5.877470e-39");
        assert_eq!(f(F8E8M0FNU, -1.0), "-1.000000e+00");
        assert_eq!(f(F6E3M2FN, 1.0e10), "2.800000e+01");
        assert_eq!(f(F8E4M3FNUZ, -0.0), "0.000000e+00");
        assert_eq!(fb(F8E4M3FNUZ, 0x80), "0x80");
        assert_eq!(
            fb(F80, 0x7FFF_8000_0000_0000_0000),
            "0x7FFF8000000000000000"
        );
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
        use FloatKind::*;
        for (kind, bits, text) in [
            (F32, 0x7F80_0001u128, "0x7F800001"),
            (F32, 0xFFA0_0000, "0xFFA00000"),
            (F16, 0x7C01, "0x7C01"),
            (BF16, 0x7F81, "0x7F81"),
            (F64, 0x7FF0_0000_0000_0001, "0x7FF0000000000001"),
        ] {
            assert_eq!(fb(kind, bits), text);
        }
        // An f64 NaN whose payload does not survive the narrower mantissa stays a NaN.
        assert_eq!(f(F32, f64::from_bits(0x7FF0_0000_0000_0001)), "0x7FC00000");
    }
}
