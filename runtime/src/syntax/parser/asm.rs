//! The parser's interface for custom parsers (MLIR's `AsmParser` / `OpAsmParser` methods): what
//! the custom forms of registered ops and the bodies of registered dialect attributes call
//! (`parse_keyword`, `parse_symbol_name`, `parse_optional_attr_dict`, `resolve_operands`, …),
//! and the accessors they need (`emit_error`, `ir_mut`, `registry`).

use super::{ParseOptions, Parser, UnresolvedOperand};
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::dialect::Registry;
use crate::ir::{BlockId, Ir, Location, NamedAttribute, StringAttr, ThinVec, Type, Value};
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// Reports `msg` at the current token (MLIR's `emitError`); inside a custom op parser the
    /// message gets the prefix «custom op 'NAME' ».
    pub fn emit_error(&mut self, msg: impl Into<String>) -> Reported {
        let loc = Self::loc(self.tok.start);
        self.emit_error_at(loc, msg)
    }

    /// `msg` with the «custom op 'X'» prefix inside a custom op parser.
    fn op_prefixed(&self, msg: String) -> String {
        match self.custom_op {
            Some(name) => format!("custom op '{name}' {msg}"),
            None => msg,
        }
    }

    /// Reports `msg` at `loc` (with the custom-op prefix inside a custom op parser).
    pub fn emit_error_at(&mut self, loc: Location, msg: impl Into<String>) -> Reported {
        let d = Diagnostic::error(loc, self.op_prefixed(msg.into()));
        self.push_error(d)
    }

    /// Adds `d` after a failure already reported; alone when nothing was (as
    /// [`Parser::push_error`]); dropped while the current token is a lexer error, which MLIR's
    /// `Parser::emitError` abandons ([`Parser::at_lexer_error`]).
    fn push_after_failure(&mut self, d: Diagnostic) -> Reported {
        if self.diags.is_empty() {
            return self.push_error(d);
        }
        if !self.at_lexer_error() {
            self.diags.push(d);
        }
        Reported
    }

    /// Reports `msg` at `loc` (with the custom-op prefix inside a custom op parser) after a
    /// failure already reported: MLIR's `return parser.emitError(…)` when a nested parse failed,
    /// which adds a second error to the first (`expected SSA value or integer` after
    /// `expected ']' in dynamic index list`). Alone when nothing was reported; nothing when the
    /// current token is a lexer error (MLIR's `Parser::emitError` abandons it).
    pub fn emit_error_after_failure(&mut self, loc: Location, msg: impl Into<String>) -> Reported {
        let d = Diagnostic::error(loc, self.op_prefixed(msg.into()));
        self.push_after_failure(d)
    }

    /// [`Parser::emit_error_after_failure`] without the custom-op prefix: what the parser
    /// itself reports after a failed nested parse (`parseRSquare`'s «expected ']'» after a
    /// failed array element).
    pub fn emit_context_error_after_failure(
        &mut self,
        loc: Location,
        msg: impl Into<String>,
    ) -> Reported {
        self.push_after_failure(Diagnostic::error(loc, msg))
    }

    /// MLIR's `getNameLoc`: the location of the name of the op whose custom parser runs, or
    /// of the mnemonic of the dialect attribute or type whose parser runs (`dl_spec` of
    /// `#dlti.dl_spec<…>`: where hand-written parsers report what `getChecked` rejects); the
    /// current location outside such a parser.
    pub fn name_location(&self) -> Location {
        match (self.custom_op, self.symbol_name_loc) {
            (Some(_), _) => Self::loc(self.custom_op_loc),
            (None, Some(at)) => Self::loc(at),
            (None, None) => self.current_location(),
        }
    }

    /// Reports `first` at `loc`, then `second` at `second_loc`, each with the custom-op prefix
    /// inside a custom op parser: two errors, as MLIR's generated parsers emit for a property
    /// value that does not parse (the value's parser, then «invalid value for property …»).
    pub fn emit_errors_at(
        &mut self,
        loc: Location,
        first: impl Into<String>,
        second_loc: Location,
        second: impl Into<String>,
    ) -> Reported {
        let second = Diagnostic::error(second_loc, self.op_prefixed(second.into()));
        let first = Diagnostic::error(loc, self.op_prefixed(first.into()));
        self.push_error(first.chained(second))
    }

    /// Reports `msg` at `loc` as MLIR's context does (`emitError(loc)`, `emitOptionalError`),
    /// without the custom-op prefix: what an op's type inference reports while parsing.
    pub fn emit_context_error_at(&mut self, loc: Location, msg: impl Into<String>) -> Reported {
        self.push_error(Diagnostic::error(loc, msg))
    }

    /// The location of the current token.
    pub fn current_location(&self) -> Location {
        Self::loc(self.tok.start)
    }

    /// Where MLIR's `emitWrongTokenError` reports an unexpected current token: after the text
    /// before it on its line, or at the end of the last line above that holds any (the end
    /// of the previous token, comments aside); at the end of the input, one byte before it.
    pub fn wrong_token_location(&self) -> Location {
        Self::loc(self.wrong_token_loc())
    }

    /// The location just after the previous token (MLIR's `getCurrentLocation` after a parse).
    pub fn previous_end_location(&self) -> Location {
        Self::loc(self.prev_end)
    }

    /// The arena being built.
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    /// The arena being built, mutably (custom parsers create regions and blocks in it).
    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.ir
    }

    /// The dialect registry.
    pub fn registry(&self) -> &'a Registry {
        self.registry
    }

    /// The parse options.
    pub fn options(&self) -> &'a ParseOptions {
        self.opts
    }

    /// The state of type `T` that dialects keep for this parse, made with `T::default()` on the
    /// first call: what MLIR keeps in the context while a buffer (or a `--split-input-file`
    /// chunk, each parsed in a context of its own) is read, such as the bodies of the
    /// identified LLVM structs seen so far (one name, one body). It is dropped with the
    /// parser. A part of a large block that a helper thread parsed while using such state is
    /// parsed again on this thread, in order, so that the state sees the whole input as one
    /// thread would.
    pub fn dialect_state<T: Default + 'static>(&mut self) -> &mut T {
        let id = std::any::TypeId::of::<T>();
        let i = match self.dialect_state.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.dialect_state.push((id, Box::new(T::default())));
                self.dialect_state.len() - 1
            }
        };
        match self.dialect_state[i].1.downcast_mut::<T>() {
            Some(state) => state,
            None => unreachable!("the state is stored under its own type id"),
        }
    }

    /// How many results the op being parsed binds (`%a, %b:2 = …` binds three; MLIR's
    /// `OpAsmParser::getNumResults`), 0 outside a custom op parser.
    pub fn num_results(&self) -> usize {
        self.custom_op_num_results
    }

    /// Parses a comma-separated list of elements, each read by `each`, within `delimiter`
    /// (MLIR's `parseCommaSeparatedList`): with a delimiter the list may be empty, an optional
    /// delimiter that is absent reads nothing, and a missing closing delimiter is «expected
    /// ']'» followed by `context` (MLIR's `contextMessage`, such as « in operand list»).
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut each: impl FnMut(&mut Self) -> ParseResult,
    ) -> ParseResult {
        let (open, close, open_text, close_text, optional) = match delimiter {
            Delimiter::None => loop {
                each(self)?;
                if !self.consume_if(TokenKind::Comma) {
                    return Ok(());
                }
            },
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, "(", ")", false),
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, "[", "]", false),
            Delimiter::LessGreater => (TokenKind::Less, TokenKind::Greater, "<", ">", false),
            Delimiter::Braces => (TokenKind::LBrace, TokenKind::RBrace, "{", "}", false),
            Delimiter::OptionalParen => (TokenKind::LParen, TokenKind::RParen, "(", ")", true),
            Delimiter::OptionalSquare => (TokenKind::LSquare, TokenKind::RSquare, "[", "]", true),
            Delimiter::OptionalLessGreater => (TokenKind::Less, TokenKind::Greater, "<", ">", true),
            Delimiter::OptionalBraces => (TokenKind::LBrace, TokenKind::RBrace, "{", "}", true),
        };
        if optional {
            if !self.consume_if(open) {
                return Ok(());
            }
        } else {
            self.expect_else(open, || format!("expected '{open_text}'{context}"))?;
        }
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            each(self)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect_else(close, || format!("expected '{close_text}'{context}"))
    }
}

/// The delimiters around a list (MLIR's `AsmParser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiter: one or more elements.
    None,
    /// `(…)`.
    Paren,
    /// `[…]`.
    Square,
    /// `<…>`.
    LessGreater,
    /// `{…}`.
    Braces,
    /// `(…)` if a `(` is present.
    OptionalParen,
    /// `[…]` if a `[` is present.
    OptionalSquare,
    /// `<…>` if a `<` is present.
    OptionalLessGreater,
    /// `{…}` if a `{` is present.
    OptionalBraces,
}

macro_rules! punct_methods {
    ($($tok:ident, $req:ident, $opt:ident, $peek:ident, $text:literal;)*) => {
        impl<'a> Parser<'a> {
            $(
                #[doc = concat!("Parses `", $text, "` (error «expected '", $text, "'»).")]
                pub fn $req(&mut self) -> ParseResult {
                    self.expect(TokenKind::$tok, concat!("expected '", $text, "'"))
                }
                #[doc = concat!("Parses `", $text, "` if present.")]
                pub fn $opt(&mut self) -> bool {
                    self.consume_if(TokenKind::$tok)
                }
                #[doc = concat!("Whether the current token is `", $text, "`, without consuming it.")]
                pub fn $peek(&self) -> bool {
                    self.is(TokenKind::$tok)
                }
            )*
        }
    };
}

punct_methods! {
    Less, parse_less, parse_optional_less, peek_less, "<";
    Greater, parse_greater, parse_optional_greater, peek_greater, ">";
    Comma, parse_comma, parse_optional_comma, peek_comma, ",";
    Colon, parse_colon, parse_optional_colon, peek_colon, ":";
    Equal, parse_equal, parse_optional_equal, peek_equal, "=";
    LParen, parse_l_paren, parse_optional_l_paren, peek_l_paren, "(";
    RParen, parse_r_paren, parse_optional_r_paren, peek_r_paren, ")";
    LSquare, parse_l_square, parse_optional_l_square, peek_l_square, "[";
    RSquare, parse_r_square, parse_optional_r_square, peek_r_square, "]";
    LBrace, parse_l_brace, parse_optional_l_brace, peek_l_brace, "{";
    RBrace, parse_r_brace, parse_optional_r_brace, peek_r_brace, "}";
    Question, parse_question, parse_optional_question, peek_question, "?";
    Plus, parse_plus, parse_optional_plus, peek_plus, "+";
    Minus, parse_minus, parse_optional_minus, peek_minus, "-";
    Star, parse_star, parse_optional_star, peek_star, "*";
    Slash, parse_slash, parse_optional_slash, peek_slash, "/";
    Arrow, parse_arrow, parse_optional_arrow, peek_arrow, "->";
    Ellipsis, parse_ellipsis, parse_optional_ellipsis, peek_ellipsis, "...";
    VerticalBar, parse_vertical_bar, parse_optional_vertical_bar, peek_vertical_bar, "|";
}

impl<'a> Parser<'a> {
    /// Whether the current token is an SSA name `%…` (an operand, or a region argument to
    /// come), without consuming it.
    pub fn peek_operand(&self) -> bool {
        self.is(TokenKind::PercentIdentifier)
    }

    /// Whether the current token is a symbol name `@…`, without consuming it.
    pub fn peek_symbol_name(&self) -> bool {
        self.is(TokenKind::AtIdentifier)
    }

    /// Whether the current token is a block name `^…` (a successor), without consuming it.
    pub fn peek_successor(&self) -> bool {
        self.is(TokenKind::CaretIdentifier)
    }

    /// Parses the keyword `kw` («expected 'kw'», with the custom-op prefix).
    pub fn parse_keyword(&mut self, kw: &str) -> ParseResult {
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        let loc = self.current_location();
        Err(self.emit_error_at(loc, format!("expected '{kw}'")))
    }

    /// Parses the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Parses any keyword (a bare identifier) if present.
    pub fn parse_optional_keyword_any(&mut self) -> Option<&'a str> {
        if self.tok.kind != TokenKind::BareIdentifier {
            return None;
        }
        let s = std::str::from_utf8(self.tok_text()).ok()?;
        self.bump();
        Some(s)
    }

    /// Parses any keyword («expected valid keyword»).
    pub fn parse_keyword_any(&mut self) -> ParseResult<&'a str> {
        match self.parse_optional_keyword_any() {
            Some(s) => Ok(s),
            None => Err(self.emit_error("expected valid keyword")),
        }
    }

    /// Parses `@name` or `@"name"` if present (MLIR's `parseOptionalSymbolName`, an
    /// `OptionalParseResult`: `Ok(None)` when there is no `@` identifier).
    ///
    /// `@""` is an error («symbol name cannot be empty»). mlir-opt-22 accepts it
    /// (`module @"" {}`, `gpu.binary @"" [...]`) and prints `@<<INVALID EMPTY SYMBOL>>`, which
    /// no parser reads back; rods rejects it here, as it does in symbol reference attributes.
    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<StringAttr>> {
        if self.tok.kind != TokenKind::AtIdentifier {
            return Ok(None);
        }
        let s = self.symbol_value(self.tok);
        if s.is_empty() {
            return Err(self.error_here("symbol name cannot be empty"));
        }
        self.bump();
        Ok(Some(s))
    }

    /// Parses `@name` («expected valid '@'-identifier for symbol name»).
    pub fn parse_symbol_name(&mut self) -> ParseResult<StringAttr> {
        match self.parse_optional_symbol_name()? {
            Some(s) => Ok(s),
            None => Err(self.emit_error("expected valid '@'-identifier for symbol name")),
        }
    }

    /// The name of an `@` identifier token (quoted names unescaped).
    pub(super) fn symbol_value(&self, t: Token) -> StringAttr {
        let t2 = Token {
            kind: TokenKind::String,
            start: t.start + 1,
            end: t.end,
        };
        if self.text.get(t.start as usize + 1) == Some(&b'"') {
            self.string_attr_value(t2)
        } else {
            StringAttr::new(self.input_bytes(t2.start as usize..t2.end as usize))
        }
    }

    /// Parses a string literal if present.
    pub fn parse_optional_string(&mut self) -> Option<StringAttr> {
        if self.tok.kind != TokenKind::String {
            return None;
        }
        let s = self.string_attr_value(self.tok);
        self.bump();
        Some(s)
    }

    /// Parses a string literal («expected string»).
    pub fn parse_string(&mut self) -> ParseResult<StringAttr> {
        match self.parse_optional_string() {
            Some(s) => Ok(s),
            None => Err(self.emit_error("expected string")),
        }
    }

    /// Parses an integer that fits `i64`, if present: MLIR's `parseOptionalInteger<int64_t>`
    /// (`-`? decimal or hex, or `true` (`-1`) and `false` (`0`), as
    /// [`Parser::parse_optional_integer_of_width`] reads them). A `-` is consumed: one not
    /// followed by an integer is the parser's own «expected integer value» (no «custom op»
    /// prefix) right after it; a value out of range is «integer value too large» where the
    /// integer starts.
    pub fn parse_optional_integer_i64(&mut self) -> ParseResult<Option<i64>> {
        Ok(self
            .parse_optional_integer_of_width(64, true)?
            .map(|v| v as i64))
    }

    /// At a `-` or an integer token: consumes the `-` if there is one (whether there was), as
    /// MLIR's `parseOptionalInteger` does; a `-` not followed by an integer is its
    /// `parseToken` error, «expected integer value» right after the `-`, without the «custom
    /// op» prefix (`- -1`: at the space).
    pub(super) fn consume_integer_minus(&mut self) -> ParseResult<bool> {
        let neg = self.consume_if(TokenKind::Minus);
        if neg && !self.is(TokenKind::Integer) {
            let at = self.wrong_token_loc();
            return Err(self.error_at(at, "expected integer value"));
        }
        Ok(neg)
    }

    /// Parses an integer that fits `i64` («expected integer value»).
    pub fn parse_integer_i64(&mut self) -> ParseResult<i64> {
        match self.parse_optional_integer_i64()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error("expected integer value")),
        }
    }

    /// Parses an attribute dictionary `{…}` into `out` if present.
    pub fn parse_optional_attr_dict(&mut self, out: &mut ThinVec<NamedAttribute>) -> ParseResult {
        if self.is(TokenKind::LBrace) {
            self.parse_attribute_dict(out)
        } else {
            Ok(())
        }
    }

    /// Parses `attributes {…}` into `out` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut ThinVec<NamedAttribute>,
    ) -> ParseResult {
        if self.parse_optional_keyword("attributes") {
            self.parse_attribute_dict(out)
        } else {
            Ok(())
        }
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// Parses `-> type` or `-> (type, …)` into `out` if an arrow is present.
    pub fn parse_optional_arrow_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult {
        if !self.consume_if(TokenKind::Arrow) {
            return Ok(());
        }
        self.parse_function_result_types(out)
    }

    /// Parses `-> type` or `-> (type, …)`.
    pub fn parse_arrow_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult {
        self.expect(TokenKind::Arrow, "expected '->'")?;
        self.parse_function_result_types(out)
    }

    /// Parses `(inputs) -> results` into the two lists.
    pub fn parse_functional_type(
        &mut self,
        inputs: &mut Vec<Type>,
        results: &mut Vec<Type>,
    ) -> ParseResult {
        self.parse_function_type_lists(inputs, results, Self::read_type)
    }

    /// Parses a successor block reference `^bb1`.
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        if self.tok.kind != TokenKind::CaretIdentifier {
            return Err(self.wrong_token("expected block name"));
        }
        let t = self.tok;
        self.bump();
        Ok(self.get_or_create_block(self.spelling(t), t.start))
    }

    /// Parses a successor if a `^` identifier is present.
    pub fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if self.tok.kind != TokenKind::CaretIdentifier {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// Resolves operands against types: «number of operands and types do not match: got N
    /// operands and M types» on mismatch (LLVM 22's text).
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        loc: Location,
        out: &mut impl Extend<Value>,
    ) -> ParseResult {
        if operands.len() != types.len() {
            return Err(self.emit_error_at(
                loc,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (o, t) in operands.iter().zip(types) {
            self.resolve_operand(o, t, out)?;
        }
        Ok(())
    }

    /// Resolves one operand to a value of type `ty`, appending it to `out`.
    pub fn resolve_operand(
        &mut self,
        operand: &UnresolvedOperand<'a>,
        ty: &Type,
        out: &mut impl Extend<Value>,
    ) -> ParseResult {
        let v = self.resolve_ssa_use(operand, ty)?;
        out.extend([v]);
        Ok(())
    }
}
