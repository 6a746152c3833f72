//! Parser of the declarative assembly format language (the syntactic half of mlir-tblgen's
//! `FormatParser`): tokens to a [`Format`] tree.
//!
//! Syntax errors that leave the parser lost (a missing `)`, a stray `^`) end parsing; errors that
//! do not (an invalid literal, a second anchor) are recorded and parsing goes on, so that `check`
//! can still report everything else. Context rules (where each element may appear) are `check`'s
//! job, not the parser's.

use std::ops::Range;

use super::ast::{Element, ElementKind, Format, Literal, OilistClause, OptionalGroup};
use super::lexer::{Keyword, Token, TokenKind, tokenize};

/// A problem found in a format string, located by a byte range of that string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The offending bytes.
    pub range: Range<usize>,
    /// The message (mlir-tblgen's wording where it has one).
    pub message: String,
}

impl FormatError {
    /// Creates an error.
    pub fn new(range: Range<usize>, message: impl Into<String>) -> Self {
        FormatError {
            range,
            message: message.into(),
        }
    }
}

/// The result of parsing a format: the tree if parsing got to the end, and every error found.
#[derive(Clone, Debug)]
pub struct ParseOutput {
    /// The parsed format, `None` if a syntax error stopped the parser.
    pub format: Option<Format>,
    /// Errors found while parsing (non-empty whenever `format` is `None`).
    pub errors: Vec<FormatError>,
}

/// Deepest nesting of groups and directives accepted (guards the recursion).
const MAX_DEPTH: usize = 64;

/// Parses a format string.
pub fn parse(src: &str) -> ParseOutput {
    let mut parser = Parser {
        src,
        tokens: tokenize(src),
        pos: 0,
        errors: Vec::new(),
        depth: 0,
    };
    let mut elements = Vec::new();
    let mut ok = true;
    while parser.peek().kind != TokenKind::Eof {
        match parser.element() {
            Ok(e) => elements.push(e),
            Err(err) => {
                parser.errors.push(err);
                ok = false;
                break;
            }
        }
    }
    ParseOutput {
        format: ok.then_some(Format { elements }),
        errors: parser.errors,
    }
}

/// Checks a literal's spelling like LLVM 22's `isValidLiteral`; `Err` holds the reason.
pub fn validate_literal(value: &str) -> Result<(), String> {
    const BARE: &str = "_:,=<>()[]{}?+-*";
    let mut chars = value.chars();
    let Some(front) = chars.next() else {
        return Err("literal can't be empty".to_owned());
    };
    if chars.next().is_none() {
        if front.is_ascii_alphabetic() || BARE.contains(front) {
            return Ok(());
        }
        return Err(format!(
            "single character literal must be a letter or one of '{BARE}'"
        ));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    if !(front.is_ascii_alphabetic() || front == '_') {
        return Err("valid keyword starts with a letter or '_'".to_owned());
    }
    if !value[front.len_utf8()..]
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
    {
        return Err(
            "keywords should contain only alphanum, '_', '$', or '.' characters".to_owned(),
        );
    }
    Ok(())
}

struct Parser<'a> {
    src: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    errors: Vec<FormatError>,
    depth: usize,
}

type PResult<T> = Result<T, FormatError>;

impl Parser<'_> {
    fn peek(&self) -> &Token {
        // `tokenize` always ends with `Eof`, and `bump` never moves past it.
        &self.tokens[self.pos.min(self.tokens.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let token = self.peek().clone();
        if token.kind != TokenKind::Eof {
            self.pos += 1;
        }
        token
    }

    fn spelling(&self, token: &Token) -> &str {
        &self.src[token.range.clone()]
    }

    /// Consumes a token of `kind`, or fails with `message` at the current token.
    fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<Token> {
        if self.peek().kind == kind {
            Ok(self.bump())
        } else {
            Err(self.error_here(message))
        }
    }

    fn error_here(&self, message: &str) -> FormatError {
        let token = self.peek();
        match token.kind {
            // A lexer error explains the real problem better than what the parser expected.
            TokenKind::Error(msg) => FormatError::new(token.range.clone(), msg),
            _ => FormatError::new(token.range.clone(), message),
        }
    }

    fn element(&mut self) -> PResult<Element> {
        if self.depth >= MAX_DEPTH {
            return Err(FormatError::new(
                self.peek().range.clone(),
                format!("format nesting is deeper than {MAX_DEPTH} levels"),
            ));
        }
        self.depth += 1;
        let result = self.element_inner();
        self.depth -= 1;
        result
    }

    fn element_inner(&mut self) -> PResult<Element> {
        let token = self.peek().clone();
        match token.kind {
            TokenKind::Literal => {
                self.bump();
                Ok(self.literal(token))
            }
            TokenKind::String => {
                self.bump();
                let contents = &self.src[token.range.start + 1..token.range.end - 1];
                // mlir-tblgen drops every backslash (`\"` becomes `"`).
                let value = contents.chars().filter(|&c| c != '\\').collect();
                Ok(Element {
                    kind: ElementKind::String(value),
                    range: token.range,
                })
            }
            TokenKind::Variable => {
                self.bump();
                let name = self.src[token.range.start + 1..token.range.end].to_owned();
                Ok(Element {
                    kind: ElementKind::Variable(name),
                    range: token.range,
                })
            }
            TokenKind::Keyword(kw) => {
                self.bump();
                self.directive(kw, token.range.start)
            }
            TokenKind::LParen => self.optional_group(),
            _ => Err(self.error_here("expected literal, variable, directive, or optional group")),
        }
    }

    fn literal(&mut self, token: Token) -> Element {
        let value = &self.src[token.range.start + 1..token.range.end - 1];
        let literal = match value {
            "" => Literal::Empty,
            " " => Literal::Space,
            // A real newline is accepted too: it is what "`\n`" means in a non-raw Rust string.
            "\\n" | "\n" => Literal::Newline,
            _ => {
                if let Err(why) = validate_literal(value) {
                    self.errors.push(FormatError::new(
                        token.range.clone(),
                        format!("expected valid literal but got '{value}': {why}"),
                    ));
                }
                Literal::Token(value.to_owned())
            }
        };
        Element {
            kind: ElementKind::Literal(literal),
            range: token.range,
        }
    }

    fn end_of_previous(&self) -> usize {
        self.tokens
            .get(self.pos.wrapping_sub(1))
            .map_or(0, |t| t.range.end)
    }

    fn finish(&self, kind: ElementKind, start: usize) -> PResult<Element> {
        Ok(Element {
            kind,
            range: start..self.end_of_previous(),
        })
    }

    fn directive(&mut self, kw: Keyword, start: usize) -> PResult<Element> {
        let kind = match kw {
            Keyword::AttrDict => ElementKind::AttrDict {
                with_keyword: false,
            },
            Keyword::AttrDictWithKeyword => ElementKind::AttrDict { with_keyword: true },
            Keyword::PropDict => ElementKind::PropDict,
            Keyword::Operands => ElementKind::Operands,
            Keyword::Results => ElementKind::Results,
            Keyword::Regions => ElementKind::Regions,
            Keyword::Successors => ElementKind::Successors,
            Keyword::Params => ElementKind::Params,
            Keyword::Custom => self.custom()?,
            Keyword::Ref => ElementKind::Ref(Box::new(self.single_argument()?)),
            Keyword::Type => ElementKind::Type(Box::new(self.single_argument()?)),
            Keyword::Qualified => ElementKind::Qualified(Box::new(self.single_argument()?)),
            Keyword::FunctionalType => {
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let inputs = self.element()?;
                self.expect(TokenKind::Comma, "expected ',' after inputs argument")?;
                let results = self.element()?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                ElementKind::FunctionalType {
                    inputs: Box::new(inputs),
                    results: Box::new(results),
                }
            }
            Keyword::Struct => self.struct_directive()?,
            Keyword::Oilist => self.oilist()?,
        };
        self.finish(kind, start)
    }

    fn single_argument(&mut self) -> PResult<Element> {
        self.expect(TokenKind::LParen, "expected '(' before argument list")?;
        let arg = self.element()?;
        self.expect(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(arg)
    }

    fn custom(&mut self) -> PResult<ElementKind> {
        self.expect(TokenKind::Less, "expected '<' before custom directive name")?;
        let name = self.expect(
            TokenKind::Identifier,
            "expected custom directive name identifier",
        )?;
        let spelling = self.spelling(&name).to_owned();
        // Why: format identifiers may contain `-` (`custom<Tw-ice>`), but the directive calls the
        // Rust functions `parse_tw_ice`/`print_tw_ice`, whose names cannot.
        if spelling.contains('-') {
            self.errors.push(FormatError::new(
                name.range.clone(),
                format!(
                    "custom directive name `{spelling}` must be a Rust identifier (letters, digits, `_`): it names the functions `parse_…` and `print_…`"
                ),
            ));
        }
        let name = spelling;
        self.expect(
            TokenKind::Greater,
            "expected '>' after custom directive name",
        )?;
        self.expect(
            TokenKind::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let args = self.comma_list()?;
        self.expect(
            TokenKind::RParen,
            "expected ')' after custom directive parameters",
        )?;
        Ok(ElementKind::Custom { name, args })
    }

    /// `elem (, elem)*`: the arguments of `custom<F>(...)` or `struct(...)`.
    fn comma_list(&mut self) -> PResult<Vec<Element>> {
        let mut args = vec![self.element()?];
        while self.peek().kind == TokenKind::Comma {
            self.bump();
            args.push(self.element()?);
        }
        Ok(args)
    }

    fn struct_directive(&mut self) -> PResult<ElementKind> {
        self.expect(
            TokenKind::LParen,
            "expected '(' before `struct` argument list",
        )?;
        if self.peek().kind == TokenKind::RParen {
            return Err(self.error_here("`struct` argument list expected a parameter or directive"));
        }
        let args = self.comma_list()?;
        self.expect(
            TokenKind::RParen,
            "expected ')' at the end of an argument list",
        )?;
        Ok(ElementKind::Struct(args))
    }

    fn oilist(&mut self) -> PResult<ElementKind> {
        self.expect(
            TokenKind::LParen,
            "expected '(' before oilist argument list",
        )?;
        let mut clauses = Vec::new();
        loop {
            let token = self.peek().clone();
            if token.kind != TokenKind::Literal {
                let got = self.spelling(&token).to_owned();
                return Err(self.error_here(&format!("expected literal, but got '{got}'")));
            }
            self.bump();
            let keyword = self.literal(token);
            let mut elements = Vec::new();
            while !matches!(self.peek().kind, TokenKind::Pipe | TokenKind::RParen) {
                elements.push(self.element()?);
            }
            clauses.push(OilistClause { keyword, elements });
            if self.bump().kind == TokenKind::RParen {
                return Ok(ElementKind::Oilist(clauses));
            }
        }
    }

    fn optional_group(&mut self) -> PResult<Element> {
        let start = self.bump().range.start;
        let mut group = OptionalGroup {
            then_elements: Vec::new(),
            else_elements: Vec::new(),
            anchor: None,
            inverted: false,
        };
        let mut anchor_seen = false;
        group.then_elements = self.group_children(&mut anchor_seen, &mut group.anchor)?;
        group.inverted = !anchor_seen;
        if self.peek().kind == TokenKind::Colon {
            self.bump();
            self.expect(
                TokenKind::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            let mut else_anchor = None;
            let was_seen = anchor_seen;
            group.else_elements = self.group_children(&mut anchor_seen, &mut else_anchor)?;
            if !was_seen {
                group.anchor = else_anchor;
            }
        }
        self.expect(TokenKind::Question, "expected '?' after optional group")?;
        if group.anchor.is_none() {
            group.inverted = false;
        }
        self.finish(ElementKind::OptionalGroup(group), start)
    }

    /// Parses `elem (^)? …)` (the opening parenthesis is already consumed), recording the anchor.
    fn group_children(
        &mut self,
        anchor_seen: &mut bool,
        anchor: &mut Option<usize>,
    ) -> PResult<Vec<Element>> {
        let mut elements = Vec::new();
        loop {
            elements.push(self.element()?);
            if self.peek().kind == TokenKind::Caret {
                let caret = self.bump();
                if *anchor_seen {
                    self.errors.push(FormatError::new(
                        caret.range,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                } else {
                    *anchor_seen = true;
                    *anchor = Some(elements.len() - 1);
                }
            }
            if self.peek().kind == TokenKind::RParen {
                self.bump();
                return Ok(elements);
            }
        }
    }
}
