//! MLIR's string escaping: [`write_escaped`] writes a string literal's body as
//! `llvm::printEscapedString` does, [`unescape`] decodes a body the lexer validated. The lexer
//! (validation of literals), the printer and [`StringAttr`](super::StringAttr) (lazily decoded
//! payloads) share it, with the SSE2 vector helpers of the lexer's string scan and of hex
//! payloads.

use wide::{i8x16, u8x16};

/// Bytes that `llvm::printEscapedString` escapes: non-printable, non-ASCII, `"` and `\`.
const fn escape_table() -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i < 0x20 || i >= 0x7F || i == b'"' as usize || i == b'\\' as usize;
        i += 1;
    }
    t
}

static NEEDS_ESCAPE: [bool; 256] = escape_table();

const HEX_DIGITS: &[u8; 16] = b"0123456789ABCDEF";

/// Whether any byte of the 8-byte word needs escaping (SWAR: `< 0x20`, `>= 0x7F`, `"`, `\`).
#[inline]
fn word_needs_escape(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let has_zero = |v: u64| v.wrapping_sub(ONES) & !v & HIGH != 0;
    let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGH != 0;
    (w & HIGH) != 0
        || below_space
        || has_zero(w ^ (ONES * 0x7F))
        || has_zero(w ^ (ONES * b'"' as u64))
        || has_zero(w ^ (ONES * b'\\' as u64))
}

/// Each byte's escaped form padded to four bytes, the length (1 or 3, or 2 for `\\`) last:
/// `a` → `a??1`, `"` → `\22 3`. Lets the dense path write every byte without a branch.
static ESCAPED: [[u8; 4]; 256] = {
    let mut t = [[0u8; 4]; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = if c == b'\\' {
            [b'\\', b'\\', 0, 2]
        } else if NEEDS_ESCAPE[i] {
            [
                b'\\',
                HEX_DIGITS[(c >> 4) as usize],
                HEX_DIGITS[(c & 15) as usize],
                3,
            ]
        } else {
            [c, 0, 0, 1]
        };
        i += 1;
    }
    t
};

/// Bytes of input the dense path escapes at a time (into a stack buffer of 3× that).
const DENSE_ENCODE: usize = 64;

/// Appends `bytes` escaped as `llvm::printEscapedString` does (no quotes): printable ASCII as is,
/// `\` as `\\`, everything else (including `"`) as `\XX` in uppercase hex.
///
/// Text is copied in runs: words of 8 plain bytes are skipped with one test. Binary payloads,
/// where about two bytes in three need escaping, go through a branch-free dense path instead:
/// each byte's escaped form comes from `ESCAPED` into a stack buffer, appended once per block.
pub fn write_escaped(out: &mut Vec<u8>, bytes: &[u8]) {
    out.reserve(bytes.len() + bytes.len() / 2);
    let mut rest = bytes;
    loop {
        // A run of plain words, copied at once.
        let mut plain = 0;
        while let Some(chunk) = rest.get(plain..plain + 8) {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            if word_needs_escape(u64::from_le_bytes(w)) {
                break;
            }
            plain += 8;
        }
        let (run, tail) = rest.split_at(plain);
        out.extend_from_slice(run);
        if tail.is_empty() {
            return;
        }
        // A block holding an escape: branch-free.
        let (block, tail) = tail.split_at(tail.len().min(DENSE_ENCODE));
        let mut buf = [0u8; DENSE_ENCODE * 3 + 4];
        let mut n = 0;
        for &c in block {
            let e = ESCAPED[c as usize];
            if let Some(dst) = buf.get_mut(n..n + 4) {
                dst.copy_from_slice(&e);
            }
            n += e[3] as usize;
        }
        out.extend_from_slice(buf.get(..n).unwrap_or(&[]));
        rest = tail;
    }
}

/// Bytes per SIMD vector ([`i8x16`], one SSE2 register).
pub(crate) const LANES: usize = 16;

/// The 16 bytes of `block` from `at`, as a vector.
#[inline(always)]
pub(crate) fn lanes(block: &[u8], at: usize) -> i8x16 {
    let bytes = block
        .get(at..at + LANES)
        .and_then(|b| <[u8; LANES]>::try_from(b).ok())
        .unwrap_or([0; LANES]);
    u8x16::new(bytes).cast_signed()
}

/// The lanes of `v` in `lo..=hi` (all ones; others zero), in two instructions: an addition
/// moves `lo` to `i8::MIN`, then one signed comparison (SSE2 has no unsigned one).
#[inline(always)]
pub(crate) fn in_range(v: i8x16, lo: u8, hi: u8) -> i8x16 {
    let shifted = v + i8x16::splat(0x80u8.wrapping_sub(lo).cast_signed());
    shifted.simd_lt(i8x16::splat(
        0x80u8
            .wrapping_add(hi.wrapping_sub(lo))
            .wrapping_add(1)
            .cast_signed(),
    ))
}

/// The lanes of `v` outside `lo..=hi` (see [`in_range`]).
#[inline(always)]
pub(crate) fn outside_range(v: i8x16, lo: u8, hi: u8) -> i8x16 {
    let shifted = v + i8x16::splat(0x80u8.wrapping_sub(lo).cast_signed());
    shifted.simd_gt(i8x16::splat(
        0x80u8.wrapping_add(hi.wrapping_sub(lo)).cast_signed(),
    ))
}

/// The lanes of `v` that are decimal digits, and those that are hex letters of either case
/// (all ones; others zero): `c | 0x20` is in `a..=f` exactly when `c` is in `A..=F` or
/// `a..=f`.
#[inline(always)]
pub(crate) fn hex_digit_lanes(v: i8x16) -> (i8x16, i8x16) {
    (
        in_range(v, b'0', b'9'),
        in_range(v | i8x16::splat(0x20), b'a', b'f'),
    )
}

/// Hex digit values (`lower`: lower-case digits too); 0xFF for other bytes.
pub(crate) const fn hex_values(lower: bool) -> [u8; 256] {
    let mut t = [0xFFu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'A' as usize + i] = 10 + i as u8;
        if lower {
            t[b'a' as usize + i] = 10 + i as u8;
        }
        i += 1;
    }
    t
}

/// Hex digit values; 0xFF for other bytes.
pub(crate) static HEX: [u8; 256] = hex_values(true);

/// The byte a two-character escape stands for (`\n`, `\t`, `\"`, `\\`); 0 elsewhere.
pub(crate) static SIMPLE_ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    t[b'n' as usize] = b'\n';
    t[b't' as usize] = b'\t';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t
};

/// Output bytes the dense path of [`unescape`] decodes at a time.
const DENSE_DECODE: usize = 64;

/// Decodes the body of a string token (without quotes) whose escapes the lexer validated:
/// `\"`, `\\`, `\n`, `\t`, `\XX`. Returns `None` when there is no escape (the caller then
/// slices the input without copying).
///
/// Runs without escapes are copied at once (found with `memchr`). Where escapes are dense
/// (binary payloads printed by MLIR: two bytes in three are `\XX`), a branch-free loop decodes
/// one character or escape per step into a stack buffer appended once per block.
pub fn unescape(body: &[u8]) -> Option<Vec<u8>> {
    let first = memchr::memchr(b'\\', body)?;
    let mut out = Vec::with_capacity(body.len());
    out.extend_from_slice(body.get(..first).unwrap_or(&[]));
    let mut i = first;
    let mut buf = [0u8; DENSE_DECODE];
    while i < body.len() {
        let rest = body.get(i..).unwrap_or(&[]);
        let run = memchr::memchr(b'\\', rest).unwrap_or(rest.len());
        if run >= 16 || run == rest.len() {
            out.extend_from_slice(rest.get(..run).unwrap_or(&[]));
            i += run;
            continue;
        }
        // Dense: decode up to a block, while three bytes are available (an escape's length).
        let mut n = 0;
        while n < DENSE_DECODE && i + 3 <= body.len() {
            let (b0, b1, b2) = (body[i], body[i + 1], body[i + 2]);
            let esc = b0 == b'\\';
            let simple = SIMPLE_ESCAPE[b1 as usize];
            let hex = (HEX[b1 as usize] << 4) | (HEX[b2 as usize] & 0xF);
            let two = simple != 0;
            let value = if !esc {
                b0
            } else if two {
                simple
            } else {
                hex
            };
            buf[n] = value;
            n += 1;
            i += 1 + usize::from(esc) * (1 + usize::from(!two));
        }
        if n == 0 {
            // Fewer than three bytes left: at most one short escape or plain bytes.
            match rest {
                [b'\\', c, ..] => {
                    out.push(SIMPLE_ESCAPE[*c as usize]);
                    i += 2;
                }
                [c, ..] => {
                    out.push(*c);
                    i += 1;
                }
                [] => break,
            }
        }
        out.extend_from_slice(buf.get(..n).unwrap_or(&[]));
    }
    Some(out)
}
