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
    ///
    /// Fast path: the closing quote is the next `"` (found with `memchr`) and
    /// [`valid_string_body`] checks the bytes before it in one branch-free pass. Anything
    /// unusual (an escaped quote `\"`, an invalid escape, a newline) takes the exact path,
    /// [`Lexer::lex_string_exact`], which finds the right end or error.
    fn lex_string(&mut self, start: usize) -> Token {
        let src = self.src.get(..self.end).unwrap_or(&[]);
        let pos = self.pos;
        if let Some(q) = src.get(pos..).and_then(|rest| memchr::memchr(b'"', rest))
            && pos + q + 2 <= src.len()
            && valid_string_body(src.get(pos..pos + q + 2).unwrap_or(&[]), q)
        {
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

/// Whether `window[..len]` is a valid string body that the quote at `window[len]` ends: every
/// backslash outside an escape starts `\"`, `\\`, `\n`, `\t` or `\XX`, no escape runs into the
/// quote (which would make it an escaped quote), and there is no newline, vertical tab or form
/// feed. `window` holds at least two bytes after the body (the quote and one more).
///
/// One branch-free step per byte (`skip` counts the bytes left in the current escape), and words
/// of eight plain bytes outside escapes are skipped at once: about two cycles a byte on dense
/// binary payloads, instead of a branch per escape.
fn valid_string_body(window: &[u8], len: usize) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let has_byte = |w: u64, b: u8| {
        let v = w ^ (ONES * u64::from(b));
        v.wrapping_sub(ONES) & !v & HIGH != 0
    };
    let mut skip = 0usize;
    let mut bad = false;
    let mut j = 0;
    while j < len {
        if skip == 0
            && let Some(chunk) = window.get(j..j + 8)
            && j + 8 <= len
        {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            let w = u64::from_le_bytes(w);
            if !(has_byte(w, b'\\') || has_byte(w, b'\n') || has_byte(w, 0x0b) || has_byte(w, 0x0c))
            {
                j += 8;
                continue;
            }
        }
        let end = (j + 8).min(len);
        while j < end {
            let (Some(&c), Some(&n1), Some(&n2)) =
                (window.get(j), window.get(j + 1), window.get(j + 2))
            else {
                return false;
            };
            let starts = skip == 0 && c == b'\\';
            let two = SIMPLE_ESCAPE[n1 as usize] != 0;
            let hex = (HEX[n1 as usize] | HEX[n2 as usize]) != 0xFF;
            bad |= (starts & !two & !hex) | matches!(c, b'\n' | 0x0b | 0x0c);
            // `if starts { 2 - two } else { skip - 1 }`, without a branch (it would mispredict
            // on every other escape).
            let mask = 0usize.wrapping_sub(usize::from(starts));
            skip = (mask & (2 - usize::from(two))) | (!mask & skip.saturating_sub(1));
            j += 1;
        }
    }
    !bad && skip == 0
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
            }
        }
    }

    #[test]
    fn unescape_dense_and_mixed() {
        // Every byte escaped as MLIR prints it, in runs of text and dense binary, decodes back.
        let mut data = Vec::new();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            data.push(if (i / 150) % 2 == 0 {
                b'a' + (x % 26) as u8
            } else {
                x as u8
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
