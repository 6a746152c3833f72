//! The lexer of MLIR's textual IR. It never fails: malformed input becomes an
//! [`TokenKind::Error`] token carrying MLIR's message, which the parser reports at the token's
//! location. Tokens are small `Copy` values (kind + byte span into the source); nothing is copied
//! or allocated while lexing. String literals are scanned in 64-byte blocks (SSE2 through
//! `wide`).

pub use crate::ir::escape::unescape;

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
/// Bit of [`CHAR_CLASS`]: the blanks between tokens (MLIR treats a nul byte as one).
const BLANK: u8 = 4;
/// Bit of [`CHAR_CLASS`]: `[0-9]`.
const DIGIT: u8 = 8;
/// Bit of [`CHAR_CLASS`]: `[0-9A-Fa-f]`.
const HEX_DIGIT: u8 = 16;

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
        c += 1;
    }
    t[b'-' as usize] = SUFFIX_CHAR;
    t
};

/// Whether `c` is in `class` ([`CHAR_CLASS`] bits).
#[inline(always)]
fn in_class(c: u8, class: u8) -> bool {
    CHAR_CLASS[c as usize] & class != 0
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

    /// Lexes the next token. The cursor lives in a local while scanning: blanks, identifiers
    /// and numbers are tight loops over the lexed slice with one class lookup per byte.
    pub fn next_token(&mut self) -> Token {
        let src = self.src.get(..self.end).unwrap_or(&[]);
        let mut pos = self.pos;
        loop {
            let Some(&c) = src.get(pos) else {
                self.pos = src.len();
                return Token {
                    kind: TokenKind::Eof,
                    start: self.end as u32,
                    end: self.end as u32,
                };
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
                    self.pos = pos;
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
                    return self.error("expected three consecutive dots for an ellipsis", pos);
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
                            "invalid attribute name",
                        );
                    }
                }
                b'%' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::PercentIdentifier,
                        "invalid SSA name",
                    );
                }
                b'^' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::CaretIdentifier,
                        "invalid block name",
                    );
                }
                b'!' => {
                    return self.lex_prefixed(
                        src,
                        start,
                        TokenKind::ExclamationIdentifier,
                        "invalid type identifier",
                    );
                }
                b'0'..=b'9' => return self.lex_number(src, start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    pos = skip(src, pos, ID_CHAR);
                    TokenKind::BareIdentifier
                }
                _ => {
                    self.pos = pos;
                    return self.error("unexpected character", start);
                }
            };
            self.pos = pos;
            return self.tok(kind, start);
        }
    }

    /// Lexes the identifier after a `#`, `%`, `^` or `!` at `start`: digits, or a suffix
    /// identifier.
    #[inline(always)]
    fn lex_prefixed(
        &mut self,
        src: &[u8],
        start: usize,
        kind: TokenKind,
        err: &'static str,
    ) -> Token {
        let pos = start + 1;
        let c = byte(src, pos);
        self.pos = if in_class(c, DIGIT) {
            skip(src, pos + 1, DIGIT)
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            skip(src, pos + 1, SUFFIX_CHAR)
        } else {
            self.pos = pos;
            return self.error(err, start);
        };
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
        let src = self.src.get(..self.end).unwrap_or(&[]);
        self.pos = skip(src, self.pos + 1, ID_CHAR);
        self.tok(TokenKind::AtIdentifier, start)
    }

    /// Lexes a number whose first digit is at `start`.
    fn lex_number(&mut self, src: &[u8], start: usize) -> Token {
        let mut pos = start + 1;
        if byte(src, start) == b'0'
            && byte(src, pos) == b'x'
            && in_class(byte(src, pos + 1), HEX_DIGIT)
        {
            self.pos = skip(src, pos + 1, HEX_DIGIT);
            return self.tok(TokenKind::Integer, start);
        }
        pos = skip(src, pos, DIGIT);
        if byte(src, pos) != b'.' {
            self.pos = pos;
            return self.tok(TokenKind::Integer, start);
        }
        pos = skip(src, pos + 1, DIGIT);
        if matches!(byte(src, pos), b'e' | b'E') {
            let sign = matches!(byte(src, pos + 1), b'+' | b'-') as usize;
            if in_class(byte(src, pos + 1 + sign), DIGIT) {
                pos = skip(src, pos + 1 + sign, DIGIT);
            }
        }
        self.pos = pos;
        self.tok(TokenKind::Float, start)
    }
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
