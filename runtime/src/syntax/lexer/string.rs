//! String literals: the lexer's fast path, which finds a literal's end and checks its escapes in
//! one pass of 64-byte blocks with SSE2 vectors (and says whether the body is in MLIR's
//! canonical escaped form, so that printing it back is a copy), and the exact byte-by-byte path
//! for everything unusual.

use wide::i8x16;

use super::{LexError, Lexer, STRING_PLAIN, Token, TokenKind, in_class};
use crate::ir::escape::{
    HEX, LANES, SIMPLE_ESCAPE, hex_digit_lanes, hex_values, in_range, lanes, outside_range,
};

/// The longest body [`Lexer::lex_string`] reads byte by byte before the block scan.
const SHORT_STRING: usize = 32;

impl Lexer<'_> {
    /// Lexes a string whose opening quote is at `start` (`self.pos` is just after it).
    ///
    /// Fast path: the closing quote is the next `"`, and [`scan_string_body`] finds it and
    /// checks the bytes before it in one pass of 64-byte blocks. Anything
    /// unusual (an escaped quote `\"`, an invalid escape, a newline) takes the exact path,
    /// [`Lexer::lex_string_exact`], which finds the right end or error.
    pub(super) fn lex_string(&mut self, start: usize) -> Token {
        let src = self.src;
        let pos = self.pos;
        self.last_string_canonical = false;
        self.last_string_start = usize::MAX;
        if self.is_trusted(start)
            && let Some(end) = find_valid_string_end(src, pos)
        {
            self.pos = end;
            return self.tok(TokenKind::String, start);
        }
        // Short literals of plain bytes (op names, symbol names, most attribute values): a
        // byte loop finds the quote sooner than a block scan, with the same answer (valid,
        // canonical).
        let limit = src.len().min(pos + SHORT_STRING);
        let mut i = pos;
        while let Some(&c) = src.get(i)
            && i < limit
        {
            if !in_class(c, STRING_PLAIN) {
                if c == b'"' {
                    self.last_string_canonical = true;
                    self.last_string_start = start;
                    self.pos = i + 1;
                    return self.tok(TokenKind::String, start);
                }
                break;
            }
            i += 1;
        }
        // A hex payload (`"0x…"`, dense elements and resource blobs): digits only, checked
        // 16 at a time; valid and canonical when a quote ends them.
        if let Some(q) = hex_string_end(src, pos) {
            self.last_string_canonical = true;
            self.last_string_start = start;
            self.pos = pos + q + 1;
            return self.tok(TokenKind::String, start);
        }
        if let Some((q, canonical)) = scan_string_body(src, pos) {
            self.last_string_canonical = canonical;
            self.last_string_start = start;
            self.pos = pos + q + 1;
            return self.tok(TokenKind::String, start);
        }
        self.lex_string_exact(start)
    }

    /// Lexes a string byte by byte (see [`Lexer::lex_string`]). Runs of plain bytes are skipped
    /// with `memchr`; escapes back to back are handled without calling it.
    pub(super) fn lex_string_exact(&mut self, start: usize) -> Token {
        let src = self.src;
        let mut pos = self.pos;
        loop {
            match src.get(pos).copied() {
                Some(b'\\') => {
                    let c = src.get(pos + 1).copied().unwrap_or(0);
                    if matches!(c, b'"' | b'\\' | b'n' | b't') {
                        pos += 2;
                    } else if HEX[c as usize] != 0xFF
                        && HEX[src.get(pos + 2).copied().unwrap_or(0) as usize] != 0xFF
                    {
                        pos += 3;
                    } else {
                        self.pos = pos + 1;
                        return self.error(LexError::UnknownEscape, pos);
                    }
                }
                Some(b'"') => {
                    self.pos = pos + 1;
                    return self.tok(TokenKind::String, start);
                }
                // Newline, vertical tab and form feed end a string in error (MLIR reports the
                // error at that character).
                Some(b'\n' | 0x0b | 0x0c) => {
                    self.pos = pos;
                    return self.error(LexError::UnterminatedString, pos);
                }
                None => {
                    self.pos = src.len();
                    let at = self.unterminated_at_chunk_end(src.len());
                    return self.error(LexError::UnterminatedString, at);
                }
                Some(_) => {
                    let rest = src.get(pos..).unwrap_or(&[]);
                    let i = memchr::memchr3(b'"', b'\\', b'\n', rest).unwrap_or(rest.len());
                    let span = rest.get(..i).unwrap_or(&[]);
                    // Branch-free (vectorisable) check for the rare vertical tab / form feed.
                    if span
                        .iter()
                        .fold(false, |acc, &c| acc | (c.wrapping_sub(0x0b) < 2))
                    {
                        let j = span
                            .iter()
                            .position(|&c| c == 0x0b || c == 0x0c)
                            .unwrap_or(0);
                        self.pos = pos + j;
                        return self.error(LexError::UnterminatedString, pos + j);
                    }
                    pos += i;
                }
            }
        }
    }
}

impl Lexer<'_> {
    /// Where a string left open at `end`, the end of the lexed range, is reported. When the
    /// range is a `--split-input-file` chunk, MLIR's lexer (over a view of the whole buffer,
    /// not a copy) reads on past the chunk into the marker's line, and blames the newline,
    /// vertical tab or form feed that ends it: `"J// -----` is reported after `-----`. Anything
    /// else first (a quote, a backslash, a NUL, the end of the buffer) has MLIR read on in ways
    /// no input relies on; it is blamed at `end`.
    #[cold]
    fn unterminated_at_chunk_end(&self, end: usize) -> usize {
        let rest = self.full.get(end..).unwrap_or(&[]);
        match rest
            .iter()
            .position(|&c| matches!(c, b'\n' | 0x0b | 0x0c | b'"' | b'\\' | 0))
        {
            Some(i) if matches!(rest[i], b'\n' | 0x0b | 0x0c) => end + i,
            _ => end,
        }
    }
}

/// The end (one past the closing quote) of a string literal whose body starts at `pos` and that
/// is known to be valid: the first `"` after an even run of backslashes. In a valid string
/// every maximal run of backslashes starts at an escape (a hex digit is never a backslash), so
/// its backslashes pair up (`\\`) and an odd run escapes the quote.
pub(super) fn find_valid_string_end(src: &[u8], pos: usize) -> Option<usize> {
    let mut from = pos;
    loop {
        let q = from + memchr::memchr(b'"', src.get(from..)?)?;
        let body = src.get(pos..q)?;
        let run = body.iter().rev().take_while(|&&c| c == b'\\').count();
        if run.is_multiple_of(2) {
            return Some(q + 1);
        }
        from = q + 1;
    }
}

/// The offset (from `pos`) of the quote that ends a string body of `0x` and hex digits of
/// either case only, starting at `src[pos]`; `None` for any other body. Such a body is valid
/// and in canonical form (printable bytes that are never escaped).
fn hex_string_end(src: &[u8], pos: usize) -> Option<usize> {
    let body = src.get(pos..)?;
    if !body.starts_with(b"0x") {
        return None;
    }
    let mut i = 2;
    while body.len() >= i + LANES {
        let (digit, letter) = hex_digit_lanes(lanes(body, i));
        let mask = (digit | letter).to_bitmask();
        if mask != 0xFFFF {
            let j = i + (!mask).trailing_zeros() as usize;
            return (body.get(j) == Some(&b'"')).then_some(j);
        }
        i += LANES;
    }
    let tail = body.get(i..)?;
    let j = i + tail.iter().position(|c| !c.is_ascii_hexdigit())?;
    (body.get(j) == Some(&b'"')).then_some(j)
}

/// The string literal whose body starts at `src[pos]`, when it is simple: the offset `q` (from
/// `pos`) of the first `"`, and whether the body `src[pos..pos + q]` is in canonical escaped
/// form ([`is_canonical_escaped`]), provided that body is valid: every backslash outside an
/// escape starts `\"`, `\\`, `\n`, `\t` or `\XX`, no escape runs into the quote (which would make
/// it an escaped quote), and there is no newline, vertical tab or form feed. `None` otherwise
/// (no quote, an escaped quote, an error): the caller lexes the exact way.
///
/// One pass: the quote is looked for in the blocks [`check_string_body`] validates (a vector
/// comparison per 16 bytes), not by a `memchr` over the payload before them. The blocks are
/// the ones `check_string_body(&src[pos..pos + q])` would check, so the answer is the same.
#[inline]
pub(super) fn scan_string_body(src: &[u8], pos: usize) -> Option<(usize, bool)> {
    let body = src.get(pos..)?;
    let mut state = BodyState::new();
    let mut start = 0;
    let q = loop {
        // A full block is checked only when the body goes on past its lookahead byte, as in
        // `check_string_body`; a quote among those 65 bytes ends the body in this block.
        let Some(block) = full_block(body, start) else {
            break start + memchr::memchr(b'"', body.get(start..)?)?;
        };
        if let Some(at) = first_quote(block) {
            break start + at;
        }
        check_block(block, &mut state);
        start += BLOCK;
    };
    let body = body.get(..q)?;
    let (valid, canonical) = if start == 0 {
        check_string_body(body)
    } else {
        finish_string_body(body, start, state)
    };
    valid.then_some((q, canonical))
}

/// Whether the body of a valid string literal is in MLIR's canonical escaped form, the one
/// `printEscapedString` (and [`write_escaped`](crate::ir::escape::write_escaped)) writes:
/// printable ASCII other than `"` and `\\` as is, `\\` as `\\\\`, every other byte as `\XX` with
/// upper-case hex digits. Then printing the string back is a copy of its source.
pub fn is_canonical_escaped(body: &[u8]) -> bool {
    let (valid, canonical) = check_string_body(body);
    valid && canonical
}

/// `(valid, canonical)` for a string body (see [`scan_string_body`]).
///
/// Works on blocks of 64 bytes, as simdjson does, with SSE2 vectors of 16 bytes ([`wide`]):
/// a bit mask of the backslashes and a test for bytes outside printable ASCII
/// ([`scan_block`]); from the mask, without a branch per byte, the bytes that follow an
/// escape's backslash ([`find_escaped`]); the escapes MLIR prints for binary bytes are then
/// checked all at once ([`canonical_hex_escapes`]), the others one by one in [`ESCAPE_PAIR`]
/// ([`check_block`]). Each block is read with the byte after it, so that an escape's second
/// byte is there even at the block's end; the last block is copied into a buffer padded with
/// [`BODY_PAD`]. About 2.5 instructions a byte on dense binary payloads.
pub(super) fn check_string_body(body: &[u8]) -> (bool, bool) {
    // Short bodies of printable bytes without escapes (`sm_90`, names) are common: a byte loop
    // over them is cheaper than a padded block.
    if body.len() < LANES
        && body
            .iter()
            .all(|&c| c != b'\\' && (0x20..0x7f).contains(&c))
    {
        return (true, true);
    }
    let mut state = BodyState::new();
    let mut start = 0;
    while let Some(block) = full_block(body, start) {
        check_block(block, &mut state);
        start += BLOCK;
    }
    finish_string_body(body, start, state)
}

/// The block of `body` at `start` with the byte after it, when the body has them all.
#[inline(always)]
pub(super) fn full_block(body: &[u8], start: usize) -> Option<&[u8; BLOCK + 1]> {
    body.get(start..start + BLOCK + 1)
        .and_then(|b| <&[u8; BLOCK + 1]>::try_from(b).ok())
}

/// The end of [`check_string_body`], its full blocks before `start` checked into `state`:
/// checks the rest of `body` as a last block padded with [`BODY_PAD`] and gives the answer.
pub(super) fn finish_string_body(body: &[u8], start: usize, mut state: BodyState) -> (bool, bool) {
    let rest = body.get(start..).unwrap_or(&[]);
    if !rest.is_empty() {
        let mut block = [BODY_PAD; BLOCK + 1];
        if let Some(head) = block.get_mut(..rest.len()) {
            head.copy_from_slice(rest);
        }
        check_block(&block, &mut state);
    }
    // Newline, vertical tab and form feed end a string in error; other bytes outside
    // printable ASCII are valid but not canonical.
    if state.unprintable && memchr::memchr3(b'\n', 0x0b, 0x0c, body).is_some() {
        return (false, false);
    }
    let valid = state.flags & VALID_ESCAPE != 0 && state.carry == 0;
    (
        valid,
        valid && !state.unprintable && state.flags & CANONICAL_ESCAPE != 0,
    )
}

/// Bytes per block of [`check_string_body`] (one bit each in a `u64` mask).
pub(super) const BLOCK: usize = 64;

/// Stands for the bytes past the end of a body in its last block: printable, and neither a
/// backslash nor a valid escape character, so that an escape the end cuts (`\4`, or `\`
/// alone) is invalid, as when it runs into the closing quote.
pub(super) const BODY_PAD: u8 = b' ';

/// What [`check_string_body`] carries from block to block.
pub(super) struct BodyState {
    /// Whether the next block's first byte is escaped ([`find_escaped`]).
    pub(super) carry: u64,
    /// [`ESCAPE_PAIR`] bits that all escapes so far have.
    pub(super) flags: u8,
    /// Whether a byte outside printable ASCII was seen.
    pub(super) unprintable: bool,
}

impl BodyState {
    /// Before the first block.
    pub(super) fn new() -> BodyState {
        BodyState {
            carry: 0,
            flags: VALID_ESCAPE | CANONICAL_ESCAPE,
            unprintable: false,
        }
    }
}

/// The offset of the first `"` among the 65 bytes of `block` (the block and its lookahead
/// byte): a vector comparison per 16 bytes and `pmovmskb`, as for backslashes in
/// [`scan_block`].
#[inline(always)]
pub(super) fn first_quote(block: &[u8; BLOCK + 1]) -> Option<usize> {
    let mut mask = 0u64;
    for k in 0..BLOCK / LANES {
        let v = lanes(block, k * LANES);
        mask |= u64::from(v.simd_eq(i8x16::splat(b'"'.cast_signed())).to_bitmask()) << (k * LANES);
    }
    if mask != 0 {
        Some(mask.trailing_zeros() as usize)
    } else {
        (block[BLOCK] == b'"').then_some(BLOCK)
    }
}

/// Checks the escapes of `block[..64]` (`block[64]` is the byte after it, read when an escape
/// starts at the last byte) and notes bytes outside printable ASCII.
///
/// Most escapes of a binary payload are canonical `\XX` escapes, found for all the block at
/// once ([`canonical_hex_escapes`]); only the others are looked up in [`ESCAPE_PAIR`], one by
/// one.
#[inline(always)]
pub(super) fn check_block(block: &[u8; BLOCK + 1], state: &mut BodyState) {
    let (backslashes, unprintable) = scan_block(block.first_chunk().unwrap_or(&[0; BLOCK]));
    state.unprintable |= unprintable;
    let escaped = find_escaped(backslashes, &mut state.carry);
    if escaped == 0 {
        return;
    }
    let mut others = escaped & !canonical_hex_escapes(block);
    let mut flags = state.flags;
    while others != 0 {
        // `& 63` (a no-op) lets the compiler see that both bytes are in the block.
        let p = others.trailing_zeros() as usize & (BLOCK - 1);
        others &= others - 1;
        let pair = block
            .get(p..p + 2)
            .and_then(|b| <[u8; 2]>::try_from(b).ok())
            .unwrap_or([0; 2]);
        flags &= ESCAPE_PAIR[usize::from(u16::from_le_bytes(pair))];
    }
    state.flags = flags;
}

/// A bit per byte `p` of `block[..64]` that, as the first byte after an escape's backslash,
/// makes a canonical escape for sure: `\\`, or `\XX` with upper-case hex digits whose
/// first is `0`, `1` or `8`..`F` (a byte below 0x20 or above 0x7F, which MLIR prints escaped).
/// The few other canonical escapes (`\22`, `\7F`) are left to [`ESCAPE_PAIR`]. Bytes `p`
/// and `p + 1` are compared as two vectors, the second loaded one byte further.
#[inline(always)]
pub(super) fn canonical_hex_escapes(block: &[u8; BLOCK + 1]) -> u64 {
    let mut mask = 0u64;
    for k in 0..BLOCK / LANES {
        let e = lanes(block, k * LANES);
        let n = lanes(block, k * LANES + 1);
        let high = in_range(e, b'0', b'1') | in_range(e, b'8', b'9') | in_range(e, b'A', b'F');
        let upper_hex = in_range(n, b'0', b'9') | in_range(n, b'A', b'F');
        let canonical = e.simd_eq(i8x16::splat(b'\\'.cast_signed())) | (high & upper_hex);
        mask |= u64::from(canonical.to_bitmask()) << (k * LANES);
    }
    mask
}

/// A bit per backslash of `block`, and whether it holds a byte outside printable ASCII: for
/// each 16 bytes, one SSE2 comparison and `pmovmskb`, and a range test.
#[inline(always)]
pub(super) fn scan_block(block: &[u8; BLOCK]) -> (u64, bool) {
    let mut mask = 0u64;
    let mut odd = i8x16::splat(0);
    for k in 0..BLOCK / LANES {
        let v = lanes(block, k * LANES);
        mask |= u64::from(v.simd_eq(i8x16::splat(b'\\'.cast_signed())).to_bitmask()) << (k * LANES);
        odd |= outside_range(v, 0x20, 0x7e);
    }
    (mask, odd.any())
}

/// [`ESCAPE_PAIR`] bit: the escape is valid.
pub(super) const VALID_ESCAPE: u8 = 1;
/// [`ESCAPE_PAIR`] bit: the escape is the one MLIR prints.
pub(super) const CANONICAL_ESCAPE: u8 = 2;

/// Per pair of bytes after an escape's backslash, `e` then `n`, indexed by `n << 8 | e` (the
/// two bytes read as a little-endian `u16`): [`VALID_ESCAPE`] for `\"`, `\\`, `\n`, `\t`
/// and `\XX`; [`CANONICAL_ESCAPE`] for `\\` and `\XX` with upper-case digits of a byte MLIR
/// prints escaped. Only the few rows of hex digits are hot on binary payloads (2 KiB).
pub(super) static ESCAPE_PAIR: [u8; 65536] = {
    let mut t = [0u8; 65536];
    let mut i = 0;
    while i < 65536 {
        let (n, e) = (i >> 8, i & 0xFF);
        let valid = SIMPLE_ESCAPE[e] != 0 || (HEX[e] != 0xFF && HEX[n] != 0xFF);
        let (hi, lo) = (UPPER_HEX[e], UPPER_HEX[n]);
        let canonical = e == b'\\' as usize
            || (hi != 0xFF && lo != 0xFF && PRINTED_ESCAPED[((hi << 4) | lo) as usize]);
        t[i] = ((valid as u8) * VALID_ESCAPE) | ((canonical as u8) * CANONICAL_ESCAPE);
        i += 1;
    }
    t
};

/// The bytes MLIR prints as `\XX`: all but printable ASCII (and `"`, which is printable).
pub(super) static PRINTED_ESCAPED: [bool; 256] = {
    let mut t = [true; 256];
    let mut c = 0x20;
    while c < 0x7f {
        t[c] = c == b'"' as usize;
        c += 1;
    }
    t
};

/// Upper-case hex digit values (what MLIR prints); 0xFF for other bytes.
pub(super) static UPPER_HEX: [u8; 256] = hex_values(false);

/// The bytes that follow an escape's backslash in a block of 64 (`backslashes`: a bit per
/// backslash), simdjson's `find_escaped`: a backslash starts an escape unless it is itself
/// escaped, so in each run of backslashes every other one does, counting from the run's start.
/// `carry` says whether the block's first byte is escaped, and is set for the next block.
/// Exact for valid strings, whose runs of backslashes all start at an escape (a hex digit is
/// never a backslash); where a string is invalid, some escaped byte fails the caller's check.
pub(super) fn find_escaped(backslashes: u64, carry: &mut u64) -> u64 {
    const EVEN: u64 = 0x5555_5555_5555_5555;
    let backslashes = backslashes & !*carry;
    let follows = (backslashes << 1) | *carry;
    let odd_starts = backslashes & !EVEN & !follows;
    let (even_series, overflow) = odd_starts.overflowing_add(backslashes);
    *carry = u64::from(overflow);
    (EVEN ^ (even_series << 1)) & follows
}
