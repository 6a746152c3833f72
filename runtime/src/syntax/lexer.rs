//! The lexer of MLIR's textual IR. It never fails: malformed input becomes an
//! [`TokenKind::Error`] token carrying MLIR's message, which the parser reports at the token's
//! location. Tokens are small `Copy` values (kind + byte span into the source); nothing is copied
//! or allocated while lexing. String literals are scanned in 64-byte blocks (SSE2 through
//! `wide`).

use wide::{i8x16, u8x16};

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of the input (or of the chunk being parsed).
    Eof,
    /// Malformed input; the message is MLIR's lexer diagnostic.
    Error(&'static str),
    /// `foo`, `i32`, `x.y_z$`
    BareIdentifier,
    /// `@foo`, `@"quoted"`
    AtIdentifier,
    /// `#foo`, `#foo.bar`
    HashIdentifier,
    /// `%foo`, `%0`
    PercentIdentifier,
    /// `^bb0`
    CaretIdentifier,
    /// `!foo.bar`
    ExclamationIdentifier,
    /// `42`, `0x2A`
    Integer,
    /// `1.5`, `1.0e-3`
    Float,
    /// `"text"` (span includes the quotes; escapes are validated)
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// `<`
    Less,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `{-#` (start of file-level metadata)
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and its byte span `[start, end)` in the source buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Token {
    /// Whether the token is of `kind`.
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }
}

/// The lexer: a cursor over `src[..end]`. Cheap to copy (used to peek and to rewind).
#[derive(Clone, Copy, Debug)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    end: usize,
    /// Byte range whose string literals are known to be valid (see [`Lexer::trust_strings`]).
    trusted: (usize, usize),
    /// Whether the last string literal lexed (and validated) is in canonical escaped form.
    last_string_canonical: bool,
    /// Where that string literal starts (`usize::MAX`: none validated by the fast path).
    last_string_start: usize,
}

/// Bit of [`CHAR_CLASS`]: `[A-Za-z0-9_$.]`, the characters of a bare identifier.
const ID_CHAR: u8 = 1;
/// Bit of [`CHAR_CLASS`]: `[A-Za-z0-9_$.-]`, the suffix of `%`, `^`, `!`, `#` identifiers.
const SUFFIX_CHAR: u8 = 2;

/// Character classes of identifiers, one lookup per character.
static CHAR_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] = ID_CHAR | SUFFIX_CHAR;
        }
        c += 1;
    }
    t[b'-' as usize] = SUFFIX_CHAR;
    t
};

impl<'a> Lexer<'a> {
    /// A lexer over `src[start..end]` (offsets stay relative to `src`).
    pub fn new(src: &'a [u8], start: usize, end: usize) -> Lexer<'a> {
        let end = end.min(src.len());
        Lexer {
            src,
            pos: start.min(end),
            end,
            trusted: (0, 0),
            last_string_canonical: false,
            last_string_start: usize::MAX,
        }
    }

    /// Whether a string literal starting at `pos` is in the range of [`Lexer::trust_strings`].
    pub fn is_trusted(&self, pos: usize) -> bool {
        self.trusted.0 <= pos && pos < self.trusted.1
    }

    /// Whether the last string literal this lexer validated is in MLIR's canonical escaped
    /// form ([`is_canonical_escaped`]); `false` when it was not validated here (trusted, or
    /// lexed by the exact path).
    pub fn last_string_canonical(&self) -> bool {
        self.last_string_canonical
    }

    /// Whether the string literal starting at `start` is in canonical escaped form, when it is
    /// the last one this lexer validated; `None` when that is not known.
    pub fn string_canonical_at(&self, start: usize) -> Option<bool> {
        (self.last_string_start == start).then_some(self.last_string_canonical)
    }

    /// Declares that every string literal starting in `start..end` has already been lexed
    /// without error (by the balanced-body check before a registered dialect attribute, which
    /// the attribute's parser then reads again): lexing them again only looks for the closing
    /// quote, instead of validating every escape a second time.
    /// A range inside the trusted one (a nested attribute's body) keeps the wider one.
    pub fn trust_strings(&mut self, start: usize, end: usize) {
        if start < self.trusted.0 || end > self.trusted.1 {
            self.trusted = (start, end);
        }
    }

    /// The byte offset the next token starts lexing from.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves the cursor to `pos` (used to re-lex, e.g. `4xf32` after the `x`).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.end);
    }

    /// The end of the lexed range.
    pub fn end(&self) -> usize {
        self.end
    }

    fn at(&self, i: usize) -> u8 {
        if i < self.end {
            self.src.get(i).copied().unwrap_or(0)
        } else {
            0
        }
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn error(&mut self, msg: &'static str, at: usize) -> Token {
        Token {
            kind: TokenKind::Error(msg),
            start: at as u32,
            end: self.pos.max(at + 1) as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.end {
                return Token {
                    kind: TokenKind::Eof,
                    start: self.end as u32,
                    end: self.end as u32,
                };
            }
            let c = self.at(start);
            self.pos += 1;
            let kind = match c {
                // MLIR treats a nul byte inside the buffer as whitespace.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    return self.error("unexpected character", start);
                }
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b':' => TokenKind::Colon,
                b'?' => TokenKind::Question,
                b'+' => TokenKind::Plus,
                b'*' => TokenKind::Star,
                b'|' => TokenKind::VerticalBar,
                b'}' => TokenKind::RBrace,
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                b'.' => {
                    if self.at(self.pos) == b'.' && self.at(self.pos + 1) == b'.' {
                        self.pos += 2;
                        TokenKind::Ellipsis
                    } else {
                        return self
                            .error("expected three consecutive dots for an ellipsis", self.pos);
                    }
                }
                b'"' => return self.lex_string(start),
                b'@' => return self.lex_at_identifier(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        TokenKind::FileMetadataEnd
                    } else {
                        return self.lex_prefixed(
                            start,
                            TokenKind::HashIdentifier,
                            "invalid attribute name",
                        );
                    }
                }
                b'%' => {
                    return self.lex_prefixed(
                        start,
                        TokenKind::PercentIdentifier,
                        "invalid SSA name",
                    );
                }
                b'^' => {
                    return self.lex_prefixed(
                        start,
                        TokenKind::CaretIdentifier,
                        "invalid block name",
                    );
                }
                b'!' => {
                    return self.lex_prefixed(
                        start,
                        TokenKind::ExclamationIdentifier,
                        "invalid type identifier",
                    );
                }
                b'0'..=b'9' => return self.lex_number(start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    self.skip_class(ID_CHAR);
                    TokenKind::BareIdentifier
                }
                _ => return self.error("unexpected character", start),
            };
            return self.tok(kind, start);
        }
    }

    /// Advances past the characters of `class` ([`CHAR_CLASS`] bits).
    fn skip_class(&mut self, class: u8) {
        let rest = self.src.get(self.pos..self.end).unwrap_or(&[]);
        self.pos += rest
            .iter()
            .position(|&c| CHAR_CLASS[c as usize] & class == 0)
            .unwrap_or(rest.len());
    }

    fn skip_comment(&mut self) {
        let rest = self.src.get(self.pos..self.end).unwrap_or(&[]);
        match memchr::memchr2(b'\n', b'\r', rest) {
            Some(i) => self.pos += i + 1,
            None => self.pos = self.end,
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind, err: &'static str) -> Token {
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.skip_class(SUFFIX_CHAR);
        } else {
            return self.error(err, start);
        }
        self.tok(kind, start)
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            return match t.kind {
                TokenKind::String => self.tok(TokenKind::AtIdentifier, start),
                _ => t,
            };
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return self.error(
                "@ identifier expected to start with letter or '_'",
                self.pos,
            );
        }
        self.skip_class(ID_CHAR);
        self.tok(TokenKind::AtIdentifier, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.at(start);
        if first == b'0' && self.at(self.pos) == b'x' && self.at(self.pos + 1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let sign = matches!(self.at(self.pos + 1), b'+' | b'-') as usize;
            if self.at(self.pos + 1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    /// Lexes a string whose opening quote is at `start` (`self.pos` is just after it).
    ///
    /// Fast path: the closing quote is the next `"`, and [`scan_string_body`] finds it and
    /// checks the bytes before it in one pass of 64-byte blocks. Anything
    /// unusual (an escaped quote `\"`, an invalid escape, a newline) takes the exact path,
    /// [`Lexer::lex_string_exact`], which finds the right end or error.
    fn lex_string(&mut self, start: usize) -> Token {
        let src = self.src.get(..self.end).unwrap_or(&[]);
        let pos = self.pos;
        self.last_string_canonical = false;
        self.last_string_start = usize::MAX;
        if self.is_trusted(start)
            && let Some(end) = find_valid_string_end(src, pos)
        {
            self.pos = end;
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
    fn lex_string_exact(&mut self, start: usize) -> Token {
        let src = self.src.get(..self.end).unwrap_or(&[]);
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
                        return self.error("unknown escape in string literal", pos);
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
                    return self.error("expected '\"' in string literal", pos);
                }
                None => {
                    self.pos = src.len();
                    return self.error("expected '\"' in string literal", src.len());
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
                        return self.error("expected '\"' in string literal", pos + j);
                    }
                    pos += i;
                }
            }
        }
    }
}

/// The end (one past the closing quote) of a string literal whose body starts at `pos` and that
/// is known to be valid: the first `"` after an even run of backslashes. In a valid string
/// every maximal run of backslashes starts at an escape (a hex digit is never a backslash), so
/// its backslashes pair up (`\\`) and an odd run escapes the quote.
fn find_valid_string_end(src: &[u8], pos: usize) -> Option<usize> {
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
fn scan_string_body(src: &[u8], pos: usize) -> Option<(usize, bool)> {
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
/// `printEscapedString` (and [`write_escaped`](crate::syntax::printer::write_escaped)) writes:
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
fn check_string_body(body: &[u8]) -> (bool, bool) {
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
fn full_block(body: &[u8], start: usize) -> Option<&[u8; BLOCK + 1]> {
    body.get(start..start + BLOCK + 1)
        .and_then(|b| <&[u8; BLOCK + 1]>::try_from(b).ok())
}

/// The end of [`check_string_body`], its full blocks before `start` checked into `state`:
/// checks the rest of `body` as a last block padded with [`BODY_PAD`] and gives the answer.
fn finish_string_body(body: &[u8], start: usize, mut state: BodyState) -> (bool, bool) {
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
const BLOCK: usize = 64;

/// Stands for the bytes past the end of a body in its last block: printable, and neither a
/// backslash nor a valid escape character, so that an escape the end cuts (`\4`, or `\`
/// alone) is invalid, as when it runs into the closing quote.
const BODY_PAD: u8 = b' ';

/// What [`check_string_body`] carries from block to block.
struct BodyState {
    /// Whether the next block's first byte is escaped ([`find_escaped`]).
    carry: u64,
    /// [`ESCAPE_PAIR`] bits that all escapes so far have.
    flags: u8,
    /// Whether a byte outside printable ASCII was seen.
    unprintable: bool,
}

impl BodyState {
    /// Before the first block.
    fn new() -> BodyState {
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
fn first_quote(block: &[u8; BLOCK + 1]) -> Option<usize> {
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
fn check_block(block: &[u8; BLOCK + 1], state: &mut BodyState) {
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

/// Bytes per SIMD vector ([`i8x16`], one SSE2 register).
const LANES: usize = 16;

/// The 16 bytes of `block` from `at`, as a vector.
#[inline(always)]
fn lanes(block: &[u8], at: usize) -> i8x16 {
    let bytes = block
        .get(at..at + LANES)
        .and_then(|b| <[u8; LANES]>::try_from(b).ok())
        .unwrap_or([0; LANES]);
    u8x16::new(bytes).cast_signed()
}

/// The lanes of `v` in `lo..=hi` (all ones; others zero), in two instructions: an addition
/// moves `lo` to `i8::MIN`, then one signed comparison (SSE2 has no unsigned one).
#[inline(always)]
fn in_range(v: i8x16, lo: u8, hi: u8) -> i8x16 {
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
fn outside_range(v: i8x16, lo: u8, hi: u8) -> i8x16 {
    let shifted = v + i8x16::splat(0x80u8.wrapping_sub(lo).cast_signed());
    shifted.simd_gt(i8x16::splat(
        0x80u8.wrapping_add(hi.wrapping_sub(lo)).cast_signed(),
    ))
}

/// A bit per byte `p` of `block[..64]` that, as the first byte after an escape's backslash,
/// makes a canonical escape for sure: `\\`, or `\XX` with upper-case hex digits whose
/// first is `0`, `1` or `8`..`F` (a byte below 0x20 or above 0x7F, which MLIR prints escaped).
/// The few other canonical escapes (`\22`, `\7F`) are left to [`ESCAPE_PAIR`]. Bytes `p`
/// and `p + 1` are compared as two vectors, the second loaded one byte further.
#[inline(always)]
fn canonical_hex_escapes(block: &[u8; BLOCK + 1]) -> u64 {
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
fn scan_block(block: &[u8; BLOCK]) -> (u64, bool) {
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
const VALID_ESCAPE: u8 = 1;
/// [`ESCAPE_PAIR`] bit: the escape is the one MLIR prints.
const CANONICAL_ESCAPE: u8 = 2;

/// Per pair of bytes after an escape's backslash, `e` then `n`, indexed by `n << 8 | e` (the
/// two bytes read as a little-endian `u16`): [`VALID_ESCAPE`] for `\"`, `\\`, `\n`, `\t`
/// and `\XX`; [`CANONICAL_ESCAPE`] for `\\` and `\XX` with upper-case digits of a byte MLIR
/// prints escaped. Only the few rows of hex digits are hot on binary payloads (2 KiB).
static ESCAPE_PAIR: [u8; 65536] = {
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
static PRINTED_ESCAPED: [bool; 256] = {
    let mut t = [true; 256];
    let mut c = 0x20;
    while c < 0x7f {
        t[c] = c == b'"' as usize;
        c += 1;
    }
    t
};

/// Upper-case hex digit values (what MLIR prints); 0xFF for other bytes.
static UPPER_HEX: [u8; 256] = {
    let mut t = [0xFFu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

/// The bytes that follow an escape's backslash in a block of 64 (`backslashes`: a bit per
/// backslash), simdjson's `find_escaped`: a backslash starts an escape unless it is itself
/// escaped, so in each run of backslashes every other one does, counting from the run's start.
/// `carry` says whether the block's first byte is escaped, and is set for the next block.
/// Exact for valid strings, whose runs of backslashes all start at an escape (a hex digit is
/// never a backslash); where a string is invalid, some escaped byte fails the caller's check.
fn find_escaped(backslashes: u64, carry: &mut u64) -> u64 {
    const EVEN: u64 = 0x5555_5555_5555_5555;
    let backslashes = backslashes & !*carry;
    let follows = (backslashes << 1) | *carry;
    let odd_starts = backslashes & !EVEN & !follows;
    let (even_series, overflow) = odd_starts.overflowing_add(backslashes);
    *carry = u64::from(overflow);
    (EVEN ^ (even_series << 1)) & follows
}

/// Hex digit values; 0xFF for other bytes.
static HEX: [u8; 256] = {
    let mut t = [0xFFu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

/// The byte a two-character escape stands for (`\n`, `\t`, `\"`, `\\`); 0 elsewhere.
static SIMPLE_ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    t[b'n' as usize] = b'\n';
    t[b't' as usize] = b'\t';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t
};

/// Output bytes the dense path of [`unescape`] decodes at a time.
const DENSE_BLOCK: usize = 64;

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
    let mut buf = [0u8; DENSE_BLOCK];
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
        while n < DENSE_BLOCK && i + 3 <= body.len() {
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s.as_bytes(), 0, s.len());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == TokenKind::Eof {
                return v;
            }
            v.push(t.kind);
        }
    }

    #[test]
    fn punctuation_and_identifiers() {
        use TokenKind::*;
        assert_eq!(
            kinds(
                "-> ... : {-# #-} %a.b-c ^bb0 @x.y @\"q r\" #foo.bar !t a.b$ 0x1F 12 1.5e-3 // c\n-"
            ),
            vec![
                Arrow,
                Ellipsis,
                Colon,
                FileMetadataBegin,
                FileMetadataEnd,
                PercentIdentifier,
                CaretIdentifier,
                AtIdentifier,
                AtIdentifier,
                HashIdentifier,
                ExclamationIdentifier,
                BareIdentifier,
                Integer,
                Integer,
                Float,
                Minus
            ]
        );
        // `1e5` is an integer followed by an identifier, `4xf32` likewise.
        assert_eq!(
            kinds("1e5 4xf32"),
            vec![Integer, BareIdentifier, Integer, BareIdentifier]
        );
    }

    #[test]
    fn errors_are_tokens() {
        assert_eq!(kinds("$"), vec![TokenKind::Error("unexpected character")]);
        assert_eq!(kinds("\u{e9}")[0], TokenKind::Error("unexpected character"));
        assert_eq!(
            kinds("\"ab\\q\"")[0],
            TokenKind::Error("unknown escape in string literal")
        );
        assert_eq!(
            kinds("\"ab")[0],
            TokenKind::Error("expected '\"' in string literal")
        );
        assert_eq!(
            kinds("\"a\nb\"")[0],
            TokenKind::Error("expected '\"' in string literal")
        );
        assert_eq!(kinds("%")[0], TokenKind::Error("invalid SSA name"));
        assert_eq!(
            kinds("..")[0],
            TokenKind::Error("expected three consecutive dots for an ellipsis")
        );
    }

    #[test]
    fn strings_accept_any_bytes_and_unescape() {
        let src = b"\"\xff\xfe\" \"a\\\"b\\\\\\n\\t\\0A\\ff\"";
        let mut l = Lexer::new(src, 0, src.len());
        let t = l.next_token();
        assert_eq!(t.kind, TokenKind::String);
        let t = l.next_token();
        assert_eq!(t.kind, TokenKind::String);
        let body = &src[t.start as usize + 1..t.end as usize - 1];
        assert_eq!(unescape(body).unwrap(), b"a\"b\\\n\t\n\xff");
        assert_eq!(unescape(b"plain"), None);
    }

    #[test]
    fn fast_string_path_agrees_with_exact_path() {
        let bodies: &[&[u8]] = &[
            b"",
            b"a",
            b"\\\\",
            b"a\\\"b",
            b"\\\"",
            b"\\\\\\\"x",
            b"\\41\\ff\\0A",
            b"\\4",
            b"\\4g",
            b"\\q",
            b"x\ny",
            b"x\x0by",
            b"x\x0cy",
            b"\\\n",
            b"0123456789abcdef\\n0123456789abcdef",
            b"\\00\\01\\02\\03\\04\\05\\06\\07\\08\\09\\0A\\0B\\0C",
            b"\xff\xfe plain",
            b"\\",
        ];
        for body in bodies {
            for tail in [&b"\" rest"[..], b"\"", b""] {
                let mut src = b"\"".to_vec();
                src.extend_from_slice(body);
                src.extend_from_slice(tail);
                let mut fast = Lexer::new(&src, 1, src.len());
                let mut exact = fast;
                let a = fast.lex_string(0);
                let b = exact.lex_string_exact(0);
                assert_eq!(
                    (a, fast.pos),
                    (b, exact.pos),
                    "{:?}",
                    String::from_utf8_lossy(&src)
                );
                // Strings known valid are found by their closing quote alone.
                if b.kind == TokenKind::String {
                    let mut trusted = Lexer::new(&src, 1, src.len());
                    trusted.trust_strings(0, src.len());
                    assert_eq!(trusted.lex_string(0), b);
                }
            }
        }
    }

    #[test]
    fn fast_string_path_agrees_with_exact_path_on_random_bodies() {
        // Runs of backslashes across the 64-byte blocks of `scan_string_body`, escapes cut by
        // the quote, bad escapes: the fast path takes the exact path's decision every time.
        let alphabet = b"\\\\\\n4Fg\"a\n";
        use proptest::prelude::RngExt;
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for _ in 0..20_000 {
            // Every other body without quote and newline, so that it spans several blocks.
            let n = if rng.random() { alphabet.len() } else { 7 };
            let mut src = b"\"".to_vec();
            for _ in 0..rng.random_range(0..200) {
                src.push(alphabet[rng.random_range(0..n)]);
            }
            src.extend_from_slice(b"\" rest");
            let mut fast = Lexer::new(&src, 1, src.len());
            let mut exact = fast;
            let a = fast.lex_string(0);
            let b = exact.lex_string_exact(0);
            assert_eq!(
                (a, fast.pos),
                (b, exact.pos),
                "{:?}",
                String::from_utf8_lossy(&src)
            );
        }
    }

    #[test]
    fn canonical_escaped_iff_printing_gives_the_source_back() {
        let alphabet: &[&[u8]] = &[
            b"a", b" ", b"~", b"\\\\", b"\\22", b"\\0A", b"\\0a", b"\\n", b"\\t", b"\\\"", b"\\41",
            b"\\5C", b"\\7F", b"\\FF", b"\\1f", b"\x7f", b"\xe9", b"\t",
        ];
        use proptest::prelude::RngExt;
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for _ in 0..20_000 {
            let mut body = Vec::new();
            for _ in 0..rng.random_range(0..90) {
                // Mostly canonical pieces, so that both answers are common.
                let i = rng.random_range(0..64);
                body.extend_from_slice(alphabet[if i < 56 { i % 7 } else { i - 56 + 7 }]);
            }
            // The lexer's answer, found while validating, is the same.
            let mut src = b"\"".to_vec();
            src.extend_from_slice(&body);
            src.extend_from_slice(b"\" ");
            let mut l = Lexer::new(&src, 1, src.len());
            assert_eq!(l.lex_string(0).kind, TokenKind::String);
            assert_eq!(l.last_string_canonical(), is_canonical_escaped(&body));
            let value = unescape(&body).unwrap_or_else(|| body.clone());
            let mut printed = Vec::new();
            crate::syntax::printer::write_escaped(&mut printed, &value);
            assert_eq!(
                is_canonical_escaped(&body),
                printed == body,
                "{:?}",
                String::from_utf8_lossy(&body)
            );
        }
    }

    #[test]
    fn backslash_mask_marks_backslashes() {
        // Blocks as `check_string_body` passes them: a body's last block padded.
        for len in [0, 1, 7, 8, 9, 63, 64] {
            for i in 0..len {
                let mut b = [BODY_PAD; 64];
                b[..len].fill(b'a');
                b[i] = b'\\';
                if i + 3 < len {
                    b[i + 3] = b'\\';
                }
                // Neighbours of 0x5C that an inexact zero-byte test would confuse.
                if i + 1 < len {
                    b[i + 1] = 0xDC;
                }
                let want = (1u64 << i) | if i + 3 < len { 1 << (i + 3) } else { 0 };
                assert_eq!(scan_block(&b).0, want, "len {len}, i {i}");
            }
        }
        let mut block = [b'a'; 64];
        block[5] = 0x5D;
        assert_eq!(scan_block(&block), (0, false));
        assert_eq!(scan_block(&[b'\\'; 64]), (u64::MAX, false));
        // Bytes outside printable ASCII, anywhere in the block.
        for at in [0, 7, 8, 15, 16, 60, 63] {
            for (c, odd) in [
                (0x00, true),
                (0x1f, true),
                (0x20, false),
                (0x7e, false),
                (0x7f, true),
                (0x80, true),
                (0xff, true),
                (0x0a, true),
            ] {
                let mut b = [b'~'; 64];
                b[at] = c;
                assert_eq!(scan_block(&b).1, odd, "{c:#x} at {at}");
            }
        }
    }

    #[test]
    fn canonical_hex_escapes_is_exact_or_left_to_the_table() {
        // Every pair of bytes after a backslash, at the start, middle, end (second byte past
        // the 64) and vector boundaries of a block: a marked pair is a valid canonical escape;
        // an unmarked one goes to `ESCAPE_PAIR`, so only canonical escapes the vectors leave
        // out (`\22`, `\7F`) may be both unmarked and canonical.
        for at in [0, 1, 14, 15, 16, 31, 32, 47, 48, 62, 63] {
            for pair in 0..=u16::MAX {
                let [e, n] = pair.to_le_bytes();
                let mut block = [b'a'; BLOCK + 1];
                block[at] = e;
                block[at + 1] = n;
                let marked = canonical_hex_escapes(&block) & (1 << at) != 0;
                let flags = ESCAPE_PAIR[usize::from(pair)];
                if marked {
                    assert_eq!(
                        flags,
                        VALID_ESCAPE | CANONICAL_ESCAPE,
                        "{e:#x} {n:#x} at {at}"
                    );
                } else if flags & CANONICAL_ESCAPE != 0 {
                    assert!(
                        matches!([e, n], [b'2', b'2'] | [b'7', b'F']),
                        "{e:#x} {n:#x} at {at}"
                    );
                }
                // Of the other bytes, only a backslash is marked (the block is `a`s).
                let others = canonical_hex_escapes(&block) & !(1 << at);
                let backslash = if n == b'\\' && at < 63 {
                    1 << (at + 1)
                } else {
                    0
                };
                assert_eq!(others, backslash, "{e:#x} {n:#x} at {at}");
            }
        }
    }

    /// `(valid, canonical)` for a string body, byte by byte: what [`check_string_body`]
    /// computes by blocks.
    fn reference_check_string_body(body: &[u8]) -> (bool, bool) {
        let hex = |c: u8| HEX[usize::from(c)];
        let mut canonical = true;
        let mut i = 0;
        while let Some(&c) = body.get(i) {
            if c != b'\\' {
                if matches!(c, b'\n' | 0x0b | 0x0c) {
                    return (false, false);
                }
                canonical &= (0x20..0x7f).contains(&c);
                i += 1;
                continue;
            }
            match (body.get(i + 1).copied(), body.get(i + 2).copied()) {
                (Some(b'\\'), _) => i += 2,
                (Some(b'"' | b'n' | b't'), _) => {
                    canonical = false;
                    i += 2;
                }
                (Some(e), Some(n)) if hex(e) != 0xFF && hex(n) != 0xFF => {
                    let value = (hex(e) << 4) | hex(n);
                    canonical &= !e.is_ascii_lowercase()
                        && !n.is_ascii_lowercase()
                        && (!(0x20..0x7f).contains(&value) || value == b'"');
                    i += 3;
                }
                _ => return (false, false),
            }
        }
        (true, canonical)
    }

    /// Pieces of string bodies: escapes valid and not, canonical and not, and bytes around
    /// them, so that random bodies mix them and runs of backslashes cross the 64-byte blocks.
    const BODY_PIECES: &[&[u8]] = &[
        b"a", b" ", b"~", b"\"", b"\\", b"\\\\", b"\\\\\\", b"\\22", b"\\0A", b"\\0a", b"\\a0",
        b"\\41", b"\\5C", b"\\7F", b"\\7E", b"\\20", b"\\1F", b"\\FF", b"\\n", b"\\t", b"\\\"",
        b"\\q", b"\\4", b"\\4g", b"\\\n", b"4", b"F", b"f", b"n", b"\n", b"\x0b", b"\x0c", b"\x0d",
        b"\t", b"\x00", b"\x7f", b"\x80", b"\xe9", b"\xff",
    ];

    fn body_from_pieces(picks: &[usize]) -> Vec<u8> {
        picks
            .iter()
            .flat_map(|&i| BODY_PIECES[i % BODY_PIECES.len()].iter().copied())
            .collect()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 4000,
            ..proptest::prelude::ProptestConfig::default()
        })]

        #[test]
        fn string_body_check_agrees_with_byte_by_byte_reference(
            picks in proptest::collection::vec(0usize..1000, 0..160),
            // Mostly canonical pieces, so that long valid bodies are common.
            canonical_only in proptest::prelude::any::<bool>(),
        ) {
            let picks: Vec<usize> = if canonical_only {
                // Printable bytes and canonical escapes only.
                picks.iter().map(|&i| [0, 1, 2, 4, 5, 7, 8, 13, 16, 17][i % 10]).collect()
            } else {
                picks
            };
            let body = body_from_pieces(&picks);
            proptest::prop_assert_eq!(
                check_string_body(&body),
                reference_check_string_body(&body),
                "{:?}",
                String::from_utf8_lossy(&body)
            );
        }

        #[test]
        fn string_scan_agrees_with_quote_search_then_reference(
            picks in proptest::collection::vec(0usize..1000, 0..160),
            canonical_only in proptest::prelude::any::<bool>(),
            tail in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..80),
        ) {
            // Bodies with and without quotes (escaped or not) anywhere, then a quote and any
            // bytes: the fused scan finds the first quote and answers as the reference does.
            let picks: Vec<usize> = if canonical_only {
                picks.iter().map(|&i| [0, 1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 20][i % 12]).collect()
            } else {
                picks
            };
            let mut src = b"x\"".to_vec();
            src.extend(body_from_pieces(&picks));
            src.push(b'"');
            src.extend(&tail);
            proptest::prop_assert_eq!(
                scan_string_body(&src, 2),
                reference_scan_string_body(&src, 2),
                "{:?}",
                String::from_utf8_lossy(&src)
            );
        }

        #[test]
        fn string_body_check_agrees_with_reference_on_any_bytes(
            body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
        ) {
            proptest::prop_assert_eq!(
                check_string_body(&body),
                reference_check_string_body(&body)
            );
        }
    }

    /// What [`scan_string_body`] does in one pass: the first quote by `memchr`, then the body
    /// before it checked byte by byte.
    fn reference_scan_string_body(src: &[u8], pos: usize) -> Option<(usize, bool)> {
        let q = memchr::memchr(b'"', src.get(pos..)?)?;
        let (valid, canonical) = reference_check_string_body(src.get(pos..pos + q)?);
        valid.then_some((q, canonical))
    }

    #[test]
    fn string_scan_finds_quotes_at_block_boundaries() {
        // The closing quote at every offset around the first blocks (in the block, as its
        // lookahead byte, just past it), after plain, escaped and binary bodies, with and
        // without bytes after it; an escaped quote first, and no quote at all.
        for q in (0..200).filter(|q| q % 64 < 4 || q % 64 > 59) {
            for fill in [&b"a"[..], b"\\FF", b"\\\\", b"\x80"] {
                let body: Vec<u8> = fill.iter().copied().cycle().take(q).collect();
                for tail in [&b""[..], b" ", b"\"rest\""] {
                    let mut src = b"\"".to_vec();
                    src.extend(&body);
                    src.push(b'"');
                    src.extend(tail);
                    assert_eq!(
                        scan_string_body(&src, 1),
                        reference_scan_string_body(&src, 1),
                        "q {q}, {:?}",
                        String::from_utf8_lossy(&src)
                    );
                }
                let mut src = b"\"".to_vec();
                src.extend(&body);
                assert_eq!(scan_string_body(&src, 1), None, "unclosed, q {q}");
                src.extend(b"\\\"a\"");
                assert_eq!(
                    scan_string_body(&src, 1),
                    reference_scan_string_body(&src, 1),
                    "escaped quote, q {q}"
                );
            }
        }
        assert_eq!(scan_string_body(b"\"\\0A\"", 1), Some((3, true)));
        assert_eq!(scan_string_body(b"\"\\\"\"", 1), None);
    }

    #[test]
    fn string_body_check_at_block_boundaries() {
        // A body of `len` bytes of "a" with `piece` written at `at`; every answer is the
        // reference's, and a few are spelled out.
        let pieces: &[&[u8]] = &[
            b"\\", b"\\\\", b"\\41", b"\\0A", b"\\0a", b"\\n", b"\\4", b"\\\\\\", b"\n", b"\x0b",
            b"\x0c", b"\x80", b"\xff", b"\x7f",
        ];
        for len in [1, 2, 3, 62, 63, 64, 65, 66, 127, 128, 129, 130, 200] {
            for piece in pieces {
                for at in (0..len).filter(|at| at % 64 < 3 || at % 64 > 60 || at + 3 > len) {
                    let mut body = vec![b'a'; len];
                    for (k, &c) in piece.iter().enumerate() {
                        if let Some(b) = body.get_mut(at + k) {
                            *b = c;
                        }
                    }
                    assert_eq!(
                        check_string_body(&body),
                        reference_check_string_body(&body),
                        "{:?}",
                        String::from_utf8_lossy(&body)
                    );
                }
            }
        }
        let at = |at: usize, piece: &[u8], len: usize| {
            let mut body = vec![b'a'; len];
            body[at..at + piece.len()].copy_from_slice(piece);
            check_string_body(&body)
        };
        // An escape across the boundary of the first two blocks, each way.
        assert_eq!(at(63, b"\\41", 130), (true, false));
        assert_eq!(at(62, b"\\0A", 130), (true, true));
        assert_eq!(at(63, b"\\0a", 130), (true, false));
        assert_eq!(at(63, b"\\\\", 130), (true, true));
        // A backslash as the last byte of the body (it would escape the closing quote),
        // at and off the block boundaries; an even run is two escaped backslashes.
        for len in [1, 63, 64, 65, 128] {
            assert_eq!(at(len - 1, b"\\", len), (false, false), "{len}");
            assert_eq!(at(len - 1, b"\\", len + 1), (false, false), "{len}");
        }
        assert_eq!(at(126, b"\\\\", 128), (true, true));
        assert_eq!(at(63, b"\\4", 65), (false, false));
        // Newline, vertical tab, form feed end a string; carriage return and bytes >= 0x80 are
        // valid, not canonical.
        for c in [b'\n', 0x0b, 0x0c] {
            assert_eq!(at(100, &[c], 130), (false, false));
        }
        assert_eq!(at(100, b"\r", 130), (true, false));
        assert_eq!(at(64, b"\x80\xff", 130), (true, false));
        assert_eq!(at(0, b"\\7f", 3), (true, false));
        assert_eq!(at(0, b"\\7F", 3), (true, true));
        assert_eq!(check_string_body(b""), (true, true));
    }

    #[test]
    fn unescape_dense_and_mixed() {
        // Every byte escaped as MLIR prints it, in runs of text and dense binary, decodes back.
        let mut data = Vec::new();
        use proptest::prelude::RngExt;
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for i in 0..3000 {
            data.push(if (i / 150) % 2 == 0 {
                rng.random_range(b'a'..=b'z')
            } else {
                rng.random()
            });
        }
        for len in [1, 2, 3, 21, 22, 64, 65, 150, 151, 300, 3000] {
            let raw = &data[..len];
            let mut esc = Vec::new();
            crate::syntax::printer::write_escaped(&mut esc, raw);
            esc.extend_from_slice(b"\\n\\t\\\"\\\\x\\\\");
            let mut want = raw.to_vec();
            want.extend_from_slice(b"\n\t\"\\x\\");
            match unescape(&esc) {
                Some(got) => assert_eq!(got, want, "length {len}"),
                None => panic!("no escape found"),
            }
        }
        assert_eq!(unescape(b"\\n").as_deref(), Some(&b"\n"[..]));
        assert_eq!(unescape(b"ab\\41").as_deref(), Some(&b"abA"[..]));
    }
}
