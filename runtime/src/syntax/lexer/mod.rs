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

/// Character classes of identifiers and blanks, one lookup per character.
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
                b' ' | b'\t' | b'\r' | 0 => continue,
                b'\n' => {
                    self.skip_blanks();
                    continue;
                }
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

    /// Advances past blanks (spaces, tabs, line ends, nul bytes) after a line end: the next
    /// line's indentation in one tight loop, eight spaces at a time, instead of once around
    /// the token loop per byte.
    #[inline]
    fn skip_blanks(&mut self) {
        let rest = self.src.get(self.pos..self.end).unwrap_or(&[]);
        let mut i = 0;
        while let Some(chunk) = rest.get(i..i + 8) {
            if chunk != b"        " {
                break;
            }
            i += 8;
        }
        while let Some(&c) = rest.get(i) {
            if CHAR_CLASS[c as usize] & BLANK == 0 {
                break;
            }
            i += 1;
        }
        self.pos += i;
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
}

mod string;
pub use string::is_canonical_escaped;
#[cfg(test)]
mod tests;
