//! The lexer of MLIR's textual IR. It never fails: malformed input becomes an
//! [`TokenKind::Error`] token carrying MLIR's message, which the parser reports at the token's
//! location. Tokens are small `Copy` values (kind + byte span into the source); nothing is copied
//! or allocated while lexing. String literals are scanned with `memchr`.

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
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

/// Characters allowed in the suffix of `%`, `^`, `!`, `#` identifiers.
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer over `src[start..end]` (offsets stay relative to `src`).
    pub fn new(src: &'a [u8], start: usize, end: usize) -> Lexer<'a> {
        let end = end.min(src.len());
        Lexer {
            src,
            pos: start.min(end),
            end,
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
                    while is_id_char(self.at(self.pos)) {
                        self.pos += 1;
                    }
                    TokenKind::BareIdentifier
                }
                _ => return self.error("unexpected character", start),
            };
            return self.tok(kind, start);
        }
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
            while is_suffix_char(self.at(self.pos)) {
                self.pos += 1;
            }
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
        while is_id_char(self.at(self.pos)) {
            self.pos += 1;
        }
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
    /// Runs of plain bytes are skipped with `memchr`; escapes back to back (binary payloads
    /// such as `"\A0\1F…"`) are handled without calling it.
    fn lex_string(&mut self, start: usize) -> Token {
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

/// Decodes the body of a string token (without quotes) whose escapes the lexer validated:
/// `\"`, `\\`, `\n`, `\t`, `\XX`. Returns `None` when there is no escape (the caller then
/// slices the input without copying).
pub fn unescape(body: &[u8]) -> Option<Vec<u8>> {
    let first = memchr::memchr(b'\\', body)?;
    let mut out = Vec::with_capacity(body.len());
    out.extend_from_slice(body.get(..first).unwrap_or(&[]));
    let mut i = first;
    while let Some(&c) = body.get(i) {
        if c != b'\\' {
            let rest = body.get(i..).unwrap_or(&[]);
            let j = memchr::memchr(b'\\', rest).unwrap_or(rest.len());
            out.extend_from_slice(rest.get(..j).unwrap_or(&[]));
            i += j;
            continue;
        }
        let next = body.get(i + 1).copied().unwrap_or(b'\\');
        match next {
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            b'"' | b'\\' => {
                out.push(next);
                i += 2;
            }
            _ => {
                let hi = HEX[next as usize] & 0xF;
                let lo = HEX[body.get(i + 2).copied().unwrap_or(0) as usize] & 0xF;
                out.push((hi << 4) | lo);
                i += 3;
            }
        }
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
}
