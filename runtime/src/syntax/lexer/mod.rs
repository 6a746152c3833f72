//! The lexer of MLIR's textual IR. It never fails: malformed input becomes an
//! [`TokenKind::Error`] token carrying MLIR's message, which the parser reports at the token's
//! location. Tokens are small `Copy` values (kind + byte span into the source); nothing is copied
//! or allocated while lexing. String literals are scanned in 64-byte blocks (SSE2 through
//! `wide`).

pub use crate::ir::escape::unescape;

/// What a token is. One byte of tag (`repr(u8)`: no niche in [`LexError`]'s byte, so that a
/// `match` reads the tag as it is) and one of [`LexError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum TokenKind {
    /// End of the input (or of the chunk being parsed).
    Eof,
    /// Malformed input; [`LexError::message`] is MLIR's lexer diagnostic.
    Error(LexError),
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
    /// `/` (not starting a `//` comment)
    Slash,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `{-#` (start of file-level metadata)
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// What a [`TokenKind::Error`] token is wrong about: one byte, so that a token is 12 bytes
/// and kinds compare as bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LexError {
    /// A byte no token starts with.
    UnexpectedCharacter,
    /// `.` not followed by two more.
    Ellipsis,
    /// `#` not followed by an identifier or digits.
    AttributeName,
    /// `%` not followed by an identifier or digits.
    SsaName,
    /// `^` not followed by an identifier or digits.
    BlockName,
    /// `!` not followed by an identifier or digits.
    TypeIdentifier,
    /// `@` not followed by a letter, `_` or a string.
    AtIdentifier,
    /// A `\` in a string literal not starting a known escape.
    UnknownEscape,
    /// A string literal not closed on its line.
    UnterminatedString,
}

impl LexError {
    /// MLIR's lexer diagnostic.
    pub fn message(self) -> &'static str {
        match self {
            LexError::UnexpectedCharacter => "unexpected character",
            LexError::Ellipsis => "expected three consecutive dots for an ellipsis",
            LexError::AttributeName => "invalid attribute name",
            LexError::SsaName => "invalid SSA name",
            LexError::BlockName => "invalid block name",
            LexError::TypeIdentifier => "invalid type identifier",
            LexError::AtIdentifier => "@ identifier expected to start with letter or '_'",
            LexError::UnknownEscape => "unknown escape in string literal",
            LexError::UnterminatedString => "expected '\"' in string literal",
        }
    }
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
    /// The lexed range's bytes and all before them: `full[..end]`.
    src: &'a [u8],
    /// The whole buffer (read past `end` only to place one error).
    full: &'a [u8],
    pos: usize,
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
/// Bit of [`CHAR_CLASS`]: the blanks between tokens (MLIR treats a nul byte as one).
const BLANK: u8 = 4;
/// Bit of [`CHAR_CLASS`]: `[0-9]`.
const DIGIT: u8 = 8;
/// Bit of [`CHAR_CLASS`]: `[0-9A-Fa-f]`.
const HEX_DIGIT: u8 = 16;
/// Bit of [`CHAR_CLASS`]: `[A-Za-z_]`, the first character of a bare identifier.
const ID_START: u8 = 32;
/// Bit of [`CHAR_CLASS`]: `[A-Za-z$._-]`, the first character of the suffix of a `%`, `^`,
/// `!` or `#` identifier that is not a number.
const SUFFIX_START: u8 = 64;
/// Bit of [`CHAR_CLASS`]: printable ASCII other than `"` and `\\`, the bytes a string literal
/// in canonical form holds as they are.
pub(super) const STRING_PLAIN: u8 = 128;

/// The tokens of one byte, by that byte; [`TokenKind::Eof`] for any other byte (`{`, `-` and
/// `/` are not here: they may start `{-#`, `->` and a `//` comment).
static PUNCTUATION: [TokenKind; 256] = {
    let mut t = [TokenKind::Eof; 256];
    t[b'(' as usize] = TokenKind::LParen;
    t[b')' as usize] = TokenKind::RParen;
    t[b'[' as usize] = TokenKind::LSquare;
    t[b']' as usize] = TokenKind::RSquare;
    t[b'<' as usize] = TokenKind::Less;
    t[b'>' as usize] = TokenKind::Greater;
    t[b',' as usize] = TokenKind::Comma;
    t[b'=' as usize] = TokenKind::Equal;
    t[b':' as usize] = TokenKind::Colon;
    t[b'?' as usize] = TokenKind::Question;
    t[b'+' as usize] = TokenKind::Plus;
    t[b'*' as usize] = TokenKind::Star;
    t[b'|' as usize] = TokenKind::VerticalBar;
    t[b'}' as usize] = TokenKind::RBrace;
    t
};

/// Character classes of identifiers, numbers and blanks, one lookup per character.
static CHAR_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    t[b' ' as usize] = BLANK;
    t[b'\t' as usize] = BLANK;
    t[b'\n' as usize] = BLANK;
    t[b'\r' as usize] = BLANK;
    t[0] = BLANK;
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] = ID_CHAR | SUFFIX_CHAR;
        }
        if b.is_ascii_digit() {
            t[c] |= DIGIT;
        }
        if b.is_ascii_hexdigit() {
            t[c] |= HEX_DIGIT;
        }
        if b.is_ascii_alphabetic() || b == b'_' {
            t[c] |= ID_START | SUFFIX_START;
        }
        if matches!(b, b'$' | b'.' | b'-') {
            t[c] |= SUFFIX_START;
        }
        if b >= 0x20 && b < 0x7f && b != b'"' && b != b'\\' {
            t[c] |= STRING_PLAIN;
        }
        c += 1;
    }
    t[b'-' as usize] = SUFFIX_CHAR | SUFFIX_START;
    t
};

/// Whether `c` is in `class` ([`CHAR_CLASS`] bits).
#[inline(always)]
pub(super) fn in_class(c: u8, class: u8) -> bool {
    CHAR_CLASS[c as usize] & class != 0
}

/// Whether `c` may continue a `%`, `^`, `!` or `#` identifier (`[A-Za-z0-9_$.-]`).
pub(crate) fn is_suffix_char(c: u8) -> bool {
    in_class(c, SUFFIX_CHAR)
}

/// Where the suffix of a `%`, `^`, `!` or `#` identifier starting at `pos` (after the sigil)
/// ends: digits, or `[A-Za-z$._-]` then `[A-Za-z0-9_$.-]*`; `None` when none starts there.
#[inline(always)]
pub(super) fn prefixed_suffix_end(src: &[u8], pos: usize) -> Option<usize> {
    let c = byte(src, pos);
    if in_class(c, DIGIT) {
        Some(skip(src, pos + 1, DIGIT))
    } else if in_class(c, SUFFIX_START) {
        Some(skip(src, pos + 1, SUFFIX_CHAR))
    } else {
        None
    }
}

/// The first offset from `pos` on whose byte is not in `class` (`src.len()` at the end).
#[inline(always)]
fn skip(src: &[u8], mut pos: usize, class: u8) -> usize {
    while let Some(&c) = src.get(pos) {
        if !in_class(c, class) {
            break;
        }
        pos += 1;
    }
    pos
}

/// The byte at `i`, or 0 past the end of `src`.
#[inline(always)]
fn byte(src: &[u8], i: usize) -> u8 {
    src.get(i).copied().unwrap_or(0)
}

impl<'a> Lexer<'a> {
    /// A lexer over `src[start..end]` (offsets stay relative to `src`).
    pub fn new(src: &'a [u8], start: usize, end: usize) -> Lexer<'a> {
        let end = end.min(src.len());
        Lexer {
            src: src.get(..end).unwrap_or(&[]),
            full: src,
            pos: start.min(end),
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

    /// The SSA use (`%name` or `%name#N`) starting at `pos`, as this lexer's tokens spell it and
    /// MLIR's `parseSSAUse` reads it: where the name ends, the result number if one is
    /// written, and where the use ends. `None` when no `%` identifier starts there, or when
    /// what follows `#` is not a result number `parseSSAUse` accepts as it is (digits only,
    /// at most ten, within `u32`); the token path then reads it and reports what is wrong.
    /// The caller checks what follows the use: a bare identifier right after a numeric name
    /// (`%1abc`) is a token of its own.
    #[inline]
    pub fn ssa_use_at(&self, pos: usize) -> Option<(usize, Option<u32>, usize)> {
        let src = self.src;
        if byte(src, pos) != b'%' {
            return None;
        }
        let first = byte(src, pos + 1);
        let class = if in_class(first, DIGIT) {
            DIGIT
        } else if in_class(first, SUFFIX_START) {
            SUFFIX_CHAR
        } else {
            return None;
        };
        let name_end = skip(src, pos + 2, class);
        if byte(src, name_end) != b'#' {
            return Some((name_end, None, name_end));
        }
        let end = skip(src, name_end + 1, SUFFIX_CHAR);
        let digits = src.get(name_end + 1..end)?;
        if digits.is_empty() || digits.len() > 10 {
            return None;
        }
        let mut n = 0u64;
        for &d in digits {
            if !d.is_ascii_digit() {
                return None;
            }
            n = n * 10 + u64::from(d - b'0');
        }
        Some((name_end, Some(u32::try_from(n).ok()?), end))
    }

    /// Where the blanks from `pos` on end (`pos` when there are none).
    #[inline]
    pub fn skip_blanks_from(&self, pos: usize) -> usize {
        skip_blanks(self.src, pos)
    }

    /// The byte at `pos` of the lexed range (0 past its end).
    #[inline]
    pub fn byte_at(&self, pos: usize) -> u8 {
        byte(self.src, pos)
    }

    /// Moves the cursor to `pos` (used to re-lex, e.g. `4xf32` after the `x`).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The end of the lexed range.
    pub fn end(&self) -> usize {
        self.src.len()
    }

    fn at(&self, i: usize) -> u8 {
        byte(self.src, i)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn error(&mut self, msg: LexError, at: usize) -> Token {
        Token {
            kind: TokenKind::Error(msg),
            start: at as u32,
            end: self.pos.max(at + 1) as u32,
        }
    }

    /// Lexes the next token. The common tokens (after blanks: punctuation, bare identifiers,
    /// `%` names) are lexed here, in a function that calls nothing and so keeps its state in
    /// scratch registers; every other token is left to `next_token_slow` from its
    /// first byte.
    pub fn next_token(&mut self) -> Token {
        let src = self.src;
        let mut pos = self.pos;
        let Some(&c) = src.get(pos) else {
            return self.next_token_slow(pos);
        };
        let mut c = c;
        if in_class(c, BLANK) {
            pos = skip_blanks(src, pos + 1);
            let Some(&next) = src.get(pos) else {
                return self.next_token_slow(pos);
            };
            c = next;
        }
        let start = pos;
        let kind = PUNCTUATION[c as usize];
        let end = if kind != TokenKind::Eof {
            start + 1
        } else if in_class(c, ID_START) {
            return self.finish(
                TokenKind::BareIdentifier,
                start,
                skip(src, start + 1, ID_CHAR),
            );
        } else if c == b'%' {
            let first = byte(src, start + 1);
            let class = match first {
                b'0'..=b'9' => DIGIT,
                _ if in_class(first, SUFFIX_START) => SUFFIX_CHAR,
                _ => return self.next_token_slow(start),
            };
            return self.finish(
                TokenKind::PercentIdentifier,
                start,
                skip(src, start + 2, class),
            );
        } else {
            return self.next_token_slow(start);
        };
        self.finish(kind, start, end)
    }

    /// Moves past a token of `kind` spanning `start..end`.
    #[inline(always)]
    fn finish(&mut self, kind: TokenKind, start: usize, end: usize) -> Token {
        self.pos = end;
        Token {
            kind,
            start: start as u32,
            end: end as u32,
        }
    }

    /// [`Lexer::next_token`] from `pos`, for every token.
    #[inline(never)]
    fn next_token_slow(&mut self, pos: usize) -> Token {
        let src = self.src;
        let mut pos = pos;
        loop {
            let Some(&c) = src.get(pos) else {
                return self.eof();
            };
            let start = pos;
            pos += 1;
            let kind = match c {
                // MLIR treats a nul byte inside the buffer as whitespace.
                b' ' | b'\t' | b'\r' | b'\n' | 0 => {
                    pos = skip_blanks(src, pos);
                    continue;
                }
                b'/' => {
                    if byte(src, pos) == b'/' {
                        pos = match memchr::memchr2(b'\n', b'\r', src.get(pos..).unwrap_or(&[])) {
                            Some(i) => pos + i + 1,
                            None => src.len(),
                        };
                        continue;
                    }
                    TokenKind::Slash
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
                    if byte(src, pos) == b'-' && byte(src, pos + 1) == b'#' {
                        pos += 2;
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'-' => {
                    if byte(src, pos) == b'>' {
                        pos += 1;
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                b'.' => {
                    self.pos = pos;
                    if byte(src, pos) == b'.' && byte(src, pos + 1) == b'.' {
                        self.pos += 2;
                        return self.tok(TokenKind::Ellipsis, start);
                    }
                    return self.error(LexError::Ellipsis, pos);
                }
                b'"' => {
                    self.pos = pos;
                    return self.lex_string(start);
                }
                b'@' => {
                    self.pos = pos;
                    return self.lex_at_identifier(start);
                }
                b'#' => {
                    if byte(src, pos) == b'-' && byte(src, pos + 1) == b'}' {
                        pos += 2;
                        TokenKind::FileMetadataEnd
                    } else {
                        return self.lex_prefixed(
                            src,
                            start,
                            TokenKind::HashIdentifier,
                            LexError::AttributeName,
                        );
                    }
                }
                b'%' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::PercentIdentifier,
                        LexError::SsaName,
                    );
                }
                b'^' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::CaretIdentifier,
                        LexError::BlockName,
                    );
                }
                b'!' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::ExclamationIdentifier,
                        LexError::TypeIdentifier,
                    );
                }
                b'0'..=b'9' => return self.lex_number(src, start),
                c if in_class(c, ID_START) => {
                    pos = skip(src, pos, ID_CHAR);
                    TokenKind::BareIdentifier
                }
                _ => {
                    self.pos = pos;
                    return self.error(LexError::UnexpectedCharacter, start);
                }
            };
            self.pos = pos;
            return self.tok(kind, start);
        }
    }

    /// The end of the lexed range.
    #[cold]
    fn eof(&mut self) -> Token {
        let end = self.src.len();
        self.pos = end;
        Token {
            kind: TokenKind::Eof,
            start: end as u32,
            end: end as u32,
        }
    }

    /// Lexes the identifier after a `#`, `%`, `^` or `!` at `start`: digits, or a suffix
    /// identifier.
    #[inline(always)]
    fn lex_prefixed(&mut self, src: &[u8], start: usize, kind: TokenKind, err: LexError) -> Token {
        let pos = start + 1;
        let Some(end) = prefixed_suffix_end(src, pos) else {
            self.pos = pos;
            return self.error(err, start);
        };
        self.pos = end;
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
        if !in_class(c, ID_START) {
            return self.error(LexError::AtIdentifier, self.pos);
        }
        self.pos = skip(self.src, self.pos + 1, ID_CHAR);
        self.tok(TokenKind::AtIdentifier, start)
    }

    /// Lexes a number whose first digit is at `start`.
    fn lex_number(&mut self, src: &[u8], start: usize) -> Token {
        let (kind, end) = number_end(src, start);
        self.pos = end;
        self.tok(kind, start)
    }
}

/// The number token that starts with the digit at `start` (MLIR's `lexNumber`): its kind and
/// where it ends. `0x` then hex digits is an integer; digits, then `.`, digits and an
/// exponent (`[eE][+-]?` and digits, only when a digit follows) a float; digits alone an
/// integer.
#[inline]
pub(super) fn number_end(src: &[u8], start: usize) -> (TokenKind, usize) {
    let pos = start + 1;
    if byte(src, start) == b'0' && byte(src, pos) == b'x' && in_class(byte(src, pos + 1), HEX_DIGIT)
    {
        return (TokenKind::Integer, skip(src, pos + 1, HEX_DIGIT));
    }
    let pos = skip(src, pos, DIGIT);
    if byte(src, pos) != b'.' {
        return (TokenKind::Integer, pos);
    }
    let mut pos = skip(src, pos + 1, DIGIT);
    if matches!(byte(src, pos), b'e' | b'E') {
        let sign = matches!(byte(src, pos + 1), b'+' | b'-') as usize;
        if in_class(byte(src, pos + 1 + sign), DIGIT) {
            pos = skip(src, pos + 1 + sign, DIGIT);
        }
    }
    (TokenKind::Float, pos)
}

/// The first offset from `pos` on that is not a blank (spaces, tabs, line ends, nul bytes).
/// One blank is the common case; longer runs (a line end and the next line's indentation) go
/// eight spaces at a time.
#[inline(always)]
fn skip_blanks(src: &[u8], pos: usize) -> usize {
    match src.get(pos) {
        Some(&c) if in_class(c, BLANK) => {}
        _ => return pos,
    }
    let mut i = pos + 1;
    while let Some(chunk) = src.get(i..i + 8) {
        if chunk != b"        " {
            break;
        }
        i += 8;
    }
    skip(src, i, BLANK)
}

mod string;
pub use string::is_canonical_escaped;
#[cfg(test)]
mod tests;
