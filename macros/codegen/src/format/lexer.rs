//! Lexer of the declarative assembly format language (mirrors mlir-tblgen's `FormatLexer`).
//!
//! The lexer never fails: a malformed piece of input becomes a [`TokenKind::Error`] token carrying
//! mlir-tblgen's message, and the parser reports it with its byte range.

use std::ops::Range;

/// A directive keyword of the format language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keyword {
    /// `attr-dict`
    AttrDict,
    /// `attr-dict-with-keyword`
    AttrDictWithKeyword,
    /// `prop-dict`
    PropDict,
    /// `custom`
    Custom,
    /// `functional-type`
    FunctionalType,
    /// `oilist`
    Oilist,
    /// `operands`
    Operands,
    /// `params`
    Params,
    /// `ref`
    Ref,
    /// `regions`
    Regions,
    /// `results`
    Results,
    /// `struct`
    Struct,
    /// `successors`
    Successors,
    /// `type`
    Type,
    /// `qualified`
    Qualified,
}

impl Keyword {
    /// Looks up the keyword spelled `s`.
    pub fn from_spelling(s: &str) -> Option<Keyword> {
        Some(match s {
            "attr-dict" => Keyword::AttrDict,
            "attr-dict-with-keyword" => Keyword::AttrDictWithKeyword,
            "prop-dict" => Keyword::PropDict,
            "custom" => Keyword::Custom,
            "functional-type" => Keyword::FunctionalType,
            "oilist" => Keyword::Oilist,
            "operands" => Keyword::Operands,
            "params" => Keyword::Params,
            "ref" => Keyword::Ref,
            "regions" => Keyword::Regions,
            "results" => Keyword::Results,
            "struct" => Keyword::Struct,
            "successors" => Keyword::Successors,
            "type" => Keyword::Type,
            "qualified" => Keyword::Qualified,
            _ => return None,
        })
    }
}

/// The kind of a [`Token`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `` `...` `` (the range includes the backticks)
    Literal,
    /// `$name` (the range includes the `$`)
    Variable,
    /// `"..."` (the range includes the quotes)
    String,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// A directive keyword.
    Keyword(Keyword),
    /// Any other identifier (`[A-Za-z_][A-Za-z0-9_-]*`), e.g. a custom directive name.
    Identifier,
    /// End of input.
    Eof,
    /// Malformed input, with mlir-tblgen's message.
    Error(&'static str),
}

/// A token: its kind and its byte range in the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Where it is, in bytes of the format string.
    pub range: Range<usize>,
}

/// Splits a format string into tokens, ending with exactly one [`TokenKind::Eof`].
pub fn tokenize(src: &str) -> Vec<Token> {
    let mut lexer = Lexer { src, pos: 0 };
    let mut tokens = Vec::new();
    loop {
        let token = lexer.next_token();
        let eof = token.kind == TokenKind::Eof;
        tokens.push(token);
        if eof {
            return tokens;
        }
    }
}

struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            range: start..self.pos,
        }
    }

    fn next_token(&mut self) -> Token {
        // Whitespace (space, tab, newlines, NUL) separates tokens and is otherwise ignored.
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r' | '\0')) {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(c) = self.bump() else {
            return self.token(TokenKind::Eof, start);
        };
        let kind = match c {
            '^' => TokenKind::Caret,
            ':' => TokenKind::Colon,
            ',' => TokenKind::Comma,
            '=' => TokenKind::Equal,
            '<' => TokenKind::Less,
            '>' => TokenKind::Greater,
            '?' => TokenKind::Question,
            '(' => TokenKind::LParen,
            ')' => TokenKind::RParen,
            '*' => TokenKind::Star,
            '|' => TokenKind::Pipe,
            '`' => return self.literal(start),
            '"' => return self.string(start),
            '$' => return self.variable(start),
            c if c.is_ascii_alphabetic() || c == '_' => return self.identifier(start),
            _ => TokenKind::Error("unexpected character"),
        };
        self.token(kind, start)
    }

    fn literal(&mut self, start: usize) -> Token {
        while let Some(c) = self.bump() {
            if c == '`' {
                return self.token(TokenKind::Literal, start);
            }
        }
        self.token(TokenKind::Error("unexpected end of file in literal"), start)
    }

    fn string(&mut self, start: usize) -> Token {
        let mut escape = false;
        while let Some(c) = self.bump() {
            if !escape && c == '"' {
                return self.token(TokenKind::String, start);
            }
            escape = c == '\\';
        }
        self.token(TokenKind::Error("unexpected end of file in string"), start)
    }

    fn variable(&mut self, start: usize) -> Token {
        if !matches!(self.peek(), Some(c) if c.is_ascii_alphabetic() || c == '_') {
            return self.token(TokenKind::Error("expected variable name"), start);
        }
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '_') {
            self.pos += 1;
        }
        self.token(TokenKind::Variable, start)
    }

    fn identifier(&mut self, start: usize) -> Token {
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '_' || c == '-') {
            self.pos += 1;
        }
        let kind = match Keyword::from_spelling(&self.src[start..self.pos]) {
            Some(kw) => TokenKind::Keyword(kw),
            None => TokenKind::Identifier,
        };
        self.token(kind, start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        tokenize(src).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn lexes_every_token_kind() {
        use TokenKind::*;
        let cases = [
            ("`<`", Literal),
            ("$x_1", Variable),
            ("\"s\\\"\"", String),
            ("^", Caret),
            (":", Colon),
            (",", Comma),
            ("=", Equal),
            ("<", Less),
            (">", Greater),
            ("?", Question),
            ("(", LParen),
            (")", RParen),
            ("*", Star),
            ("|", Pipe),
            ("attr-dict", Keyword(super::Keyword::AttrDict)),
            ("Foo", Identifier),
        ];
        for (spelling, kind) in cases {
            assert_eq!(kinds(spelling), [kind, Eof], "{spelling}");
        }
        // Punctuation needs no separating whitespace.
        let punctuation = cases.iter().filter(|(spelling, _)| spelling.len() == 1);
        let spellings: std::string::String = punctuation.clone().map(|(s, _)| *s).collect();
        assert_eq!(spellings, "^:,=<>?()*|");
        let expected: Vec<TokenKind> = punctuation.map(|&(_, k)| k).chain([Eof]).collect();
        assert_eq!(kinds(&spellings), expected);
    }

    #[test]
    fn ranges_cover_the_spelling() {
        let toks = tokenize("  $abc `x`");
        assert_eq!(toks[0].range, 2..6);
        assert_eq!(toks[1].range, 7..10);
        assert_eq!(toks[2].range, 10..10);
    }

    #[test]
    fn malformed_input_becomes_error_tokens() {
        assert_eq!(
            kinds("`abc")[0],
            TokenKind::Error("unexpected end of file in literal")
        );
        assert_eq!(
            kinds("\"abc")[0],
            TokenKind::Error("unexpected end of file in string")
        );
        assert_eq!(kinds("$1")[0], TokenKind::Error("expected variable name"));
        assert_eq!(kinds("@")[0], TokenKind::Error("unexpected character"));
        assert_eq!(kinds("é")[0], TokenKind::Error("unexpected character"));
    }
}
