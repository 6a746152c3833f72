//! The parser of MLIR's textual IR: [`parse_source`] turns a buffer (or a split chunk of it) into
//! an [`Ir`] arena holding the top-level `builtin.module`. [`Parser`] is MLIR's `AsmParser` and
//! `OpAsmParser` in one: the custom-form parsers of registered ops (`ParseOpFn`) and the parsers
//! of registered dialect attributes (`ParseAttrFn`) receive it.
//!
//! The parser stops at the first error, as MLIR does, and reports MLIR's message texts. It never
//! panics on input and bounds its recursion ([`MAX_NESTING_DEPTH`]). Attributes, types and
//! operations live in `parse_attr.rs`, `parse_type.rs` and `parse_op.rs`.

use std::ops::Range;

use bytes::Bytes;
use std::hash::Hasher as _;

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};

use super::lexer::{Lexer, Token, TokenKind};
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::dialect::Registry;
use crate::ir::{
    Attribute, BlockId, Ir, Location, Module, NamedAttribute, StringAttr, ThinVec, Type, Value,
};
use crate::recent::Recent;

pub use super::parse_op::{Argument, UnresolvedOperand};

/// How deeply attributes, types and regions may nest before the parser gives up with
/// «exceeded maximum nesting depth of N» (MLIR has no limit and overflows its stack instead).
/// Chosen so that the deepest nesting fits a 2 MiB thread stack in a debug build.
pub const MAX_NESTING_DEPTH: u32 = 500;

/// The widest integer literal value, in bits (19,729 decimal or 16,384 hex digits): a wider one
/// is «integer literal exceeds the limit of 65536 bits». Types may be wider (`i16777215`, as in
/// MLIR); their values are limited so that reading a literal and printing it back in decimal
/// stays fast — MLIR spends seconds on a 100,000-digit literal, quadratically more on longer
/// ones — and every value the parser accepts prints to a literal it accepts again.
pub const MAX_INTEGER_LITERAL_BITS: u32 = 65_536;

/// The largest buffer the parser reads: locations and token spans are 32-bit byte offsets.
/// Strings, symbols and payloads have no limit of their own below it (they are slices of the
/// input, a multi-megabyte object costs no copy).
pub const MAX_INPUT_BYTES: usize = u32::MAX as usize;

/// «input of N bytes exceeds the limit of 4294967295 bytes» for a buffer of `len` bytes
/// larger than [`MAX_INPUT_BYTES`].
pub fn check_input_size(len: usize) -> Result<(), String> {
    if len > MAX_INPUT_BYTES {
        return Err(format!(
            "input of {len} bytes exceeds the limit of {MAX_INPUT_BYTES} bytes"
        ));
    }
    Ok(())
}

/// Options of [`parse_source`].
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept operations, attributes and types of dialects the registry does not know
    /// (`mlir-opt --allow-unregistered-dialect`).
    pub allow_unregistered: bool,
}

/// Parses `src[range]` (a split chunk or the whole buffer). Locations are `Location::Offset`
/// (byte offsets into `src`), so split chunks keep the original line numbers. Returns the
/// top-level op (an explicit single top-level `module`, or an implicit `builtin.module` wrapping
/// everything) or the diagnostics (parsing stops at the first error, as in MLIR).
pub fn parse_source(
    src: &Bytes,
    range: Range<usize>,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<Module, Vec<Diagnostic>> {
    check_input_size(src.len()).map_err(|m| vec![Diagnostic::error(Location::Offset(0), m)])?;
    let mut p = Parser::new(src, range, registry, opts);
    match p.parse_top_level() {
        Ok(top) => Ok(Module {
            ir: std::mem::take(&mut p.ir),
            top,
        }),
        Err(Reported) => {
            if p.diags.is_empty() {
                p.diags
                    .push(Diagnostic::error(p.current_location(), "failed to parse"));
            }
            Err(p.diags)
        }
    }
}

/// Parses `src[range]` as exactly one attribute (MLIR's `mlir::parseAttribute`): the whole
/// range must be the attribute, else «found trailing characters: '…'». Locations are byte
/// offsets into `src`. Stops at the first error, as [`parse_source`] does.
pub fn parse_attribute_source(
    src: &Bytes,
    range: Range<usize>,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<Attribute, Vec<Diagnostic>> {
    check_input_size(src.len()).map_err(|m| vec![Diagnostic::error(Location::Offset(0), m)])?;
    let mut p = Parser::new(src, range, registry, opts);
    let parsed = p.parse_attribute().and_then(|attr| {
        if p.is(TokenKind::Eof) {
            return Ok(attr);
        }
        // `1 2` or `[1] x` is not one attribute.
        let rest = p.text.get(p.tok.start as usize..p.lex.end()).unwrap_or(&[]);
        let rest = String::from_utf8_lossy(rest).into_owned();
        Err(p.error_here(format!("found trailing characters: '{rest}'")))
    });
    match parsed {
        Ok(attr) => Ok(attr),
        Err(Reported) => {
            if p.diags.is_empty() {
                p.diags
                    .push(Diagnostic::error(p.current_location(), "failed to parse"));
            }
            Err(p.diags)
        }
    }
}

/// MLIR's `Dialect::isValidNamespace`: `[A-Za-z_][A-Za-z0-9_$]*`. Opaque attributes and types
/// of any other namespace are rejected («invalid dialect namespace ''» for `#.0`), as
/// `OpaqueAttr::verify` / `OpaqueType::verify` do; the printer could not write them back.
pub(super) fn is_valid_dialect_namespace(name: &[u8]) -> bool {
    match name.split_first() {
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_')
                && rest
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$'))
        }
        None => false,
    }
}

/// The one stored form of an unregistered dialect symbol's body (what `OpaqueAttr::body` /
/// `OpaqueType::body` hold): the symbol itself when it is simple enough for the pretty form
/// (`#foo<bar>` is stored as `#foo.bar`'s `bar`), else the symbol in angle brackets
/// (`#foo.0x<>` as `#foo<0x<>>`'s `<0x<>>`). `body` is what follows `#foo.` or `#foo`. Found by
/// the `attribute` fuzz target: the two spellings of one attribute parsed to unequal values.
pub(super) fn canonical_dialect_body(body: &str) -> Box<str> {
    use super::printer::is_pretty_dialect_symbol as pretty;
    match body.strip_prefix('<').and_then(|b| b.strip_suffix('>')) {
        Some(inner) if pretty(inner.as_bytes()) => inner.into(),
        Some(_) => body.into(),
        None if pretty(body.as_bytes()) => body.into(),
        None => format!("<{body}>").into(),
    }
}

/// MLIR's `AsmParser` and `OpAsmParser` in one. Custom op parsers and dialect attribute parsers
/// call its `parse_*` methods; errors are recorded in the parser and signalled by [`Reported`].
pub struct Parser<'a> {
    /// The whole buffer (strings without escapes are zero-copy slices of it).
    pub(super) src: &'a Bytes,
    pub(super) text: &'a [u8],
    pub(super) lex: Lexer<'a>,
    /// The current token.
    pub(super) tok: Token,
    /// End offset of the previously consumed token.
    pub(super) prev_end: u32,
    /// Start of the chunk being parsed (diagnostics never back up before it).
    pub(super) chunk_start: u32,
    pub(super) registry: &'a Registry,
    pub(super) opts: &'a ParseOptions,
    pub(super) ir: Ir,
    pub(super) diags: Vec<Diagnostic>,
    /// Current nesting depth of attributes, types and regions.
    pub(super) depth: u32,
    /// The deepest `depth` reached since the current alias definition began: what the alias
    /// adds to the nesting wherever it is used.
    pub(super) max_depth: u32,
    /// The op name as spelled, while its custom parser runs (for the «custom op 'X' » prefix).
    pub(super) custom_op: Option<&'a str>,
    /// Aliases with the nesting depth of their value (see [`Parser::use_alias`]).
    pub(super) attr_aliases: FxHashMap<&'a [u8], (Attribute, u32)>,
    pub(super) type_aliases: FxHashMap<&'a [u8], (Type, u32)>,
    pub(super) loc_aliases: FxHashMap<&'a [u8], (Location, u32)>,
    pub(super) ssa: super::parse_op::SsaState<'a>,
    /// Bracket nesting of the tokens consumed while a registered attribute's body is parsed
    /// straight from the token stream (`parse_body_directly`).
    pub(super) body_track: BodyTrack,
    /// Registered attributes whose last body was too long for `dialect_attr_cache`: their
    /// bodies are parsed directly (see `parse_body_directly`).
    pub(super) long_bodied: Vec<&'static crate::dialect::AttrDef>,
    /// The op of the custom form parsed last, if spelled by its full name (see
    /// `custom_op_def`).
    pub(super) last_custom_op: Option<&'static crate::dialect::OpDef>,
    /// The registered attributes found last, by spelling (see `registered_attr`).
    pub(super) recent_attr_defs: Recent<&'static crate::dialect::AttrDef, 4>,
    /// Scratch stack of `skip_dialect_symbol_body`, kept to avoid an allocation per call.
    pub(super) bracket_stack: Vec<(u8, u32)>,
    /// Where each nested `<…>` group inside the last outermost body checked by
    /// `skip_dialect_symbol_body` ends, by the offset of its `<`.
    pub(super) nested_body_ends: FxHashMap<u32, u32>,
    /// The string literals of the last outermost dialect attribute body checked by
    /// `skip_dialect_symbol_body` (the lexer's trusted range), by start offset, and whether
    /// each is in canonical escaped form: read back without checking again.
    pub(super) canonical_strings: Vec<(u32, bool)>,
    /// Scratch stack of array attribute elements being parsed (nested arrays above outer ones).
    pub(super) attr_stack: Vec<Attribute>,
    /// Boxes for the `OperationState` of custom-form ops, reused: the state is boxed to keep
    /// the recursive parse functions' stack frames small, and the boxes are what is pooled.
    #[allow(clippy::vec_box)]
    pub(super) state_pool: Vec<Box<crate::ir::OperationState>>,
    /// Whether the op whose parser is running is a `SymbolTable` op that has not started a
    /// region yet: its region's symbol names are then collected while the ops are parsed.
    pub(super) symbol_table_op: bool,
    /// The symbol names of the region being parsed, when it is a symbol table's (see
    /// [`crate::ir::Ir::mark_symbols_unique`]).
    pub(super) symbol_names: Option<SymbolNames>,
    /// Registered dialect attributes already parsed from short spellings, keyed by their source
    /// text (`#nvvm.target`, `#nvvm.target<chip = "sm_90">`), with the nesting depth they add
    /// and the kind of the token that followed them: MLIR uniques attributes in its context,
    /// and the same spelling parses to the same value, so a repeat is a clone of an `Arc`
    /// instead of a parse (see `parse_extended_attr`).
    pub(super) dialect_attr_cache: FxHashMap<&'a [u8], CachedDialectAttr>,
    /// The entries of `dialect_attr_cache` used last: compared with the input before any
    /// scan of the body or hashing of the spelling (see `Parser::recent_dialect_attr`).
    pub(super) recent_dialect_attrs: Recent<RecentDialectAttr<'a>, 4>,
}

/// A registered dialect attribute parsed from a short spelling (see
/// `Parser::dialect_attr_cache`).
#[derive(Clone, Debug)]
pub(super) struct CachedDialectAttr {
    pub(super) attr: Attribute,
    /// The nesting depth the attribute adds.
    pub(super) depth: u32,
    /// The kind of the token that followed it.
    pub(super) next: TokenKind,
}

/// An entry of `Parser::dialect_attr_cache` kept in `Parser::recent_dialect_attrs`.
#[derive(Clone, Debug)]
pub(super) struct RecentDialectAttr<'a> {
    /// The source text, `#dialect.mnemonic` and the body.
    pub(super) spelling: &'a [u8],
    /// The length of `#dialect.mnemonic`.
    pub(super) ident_len: u32,
    pub(super) cached: CachedDialectAttr,
}

impl std::fmt::Debug for Parser<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parser")
            .field("tok", &self.tok)
            .field("depth", &self.depth)
            .finish_non_exhaustive()
    }
}

impl<'a> Parser<'a> {
    pub(super) fn new(
        src: &'a Bytes,
        range: Range<usize>,
        registry: &'a Registry,
        opts: &'a ParseOptions,
    ) -> Self {
        let text: &'a [u8] = src;
        let mut lex = Lexer::new(text, range.start, range.end);
        let tok = lex.next_token();
        Parser {
            src,
            text,
            lex,
            tok,
            prev_end: range.start.min(text.len()) as u32,
            chunk_start: range.start.min(text.len()) as u32,
            registry,
            opts,
            ir: Ir::new(),
            diags: Vec::new(),
            depth: 0,
            max_depth: 0,
            custom_op: None,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            loc_aliases: FxHashMap::default(),
            ssa: Default::default(),
            bracket_stack: Vec::new(),
            nested_body_ends: FxHashMap::default(),
            canonical_strings: Vec::new(),
            body_track: BodyTrack::default(),
            long_bodied: Vec::new(),
            last_custom_op: None,
            recent_attr_defs: Recent::default(),
            attr_stack: Vec::new(),
            state_pool: Vec::new(),
            symbol_table_op: false,
            symbol_names: None,
            dialect_attr_cache: FxHashMap::default(),
            recent_dialect_attrs: Recent::default(),
        }
    }

    // ----- tokens -------------------------------------------------------------------------

    /// Consumes the current token.
    #[inline]
    pub(super) fn bump(&mut self) {
        self.note_consumed();
        self.tok = self.lex.next_token();
    }

    /// The bookkeeping of consuming the current token, without lexing the next one.
    pub(super) fn note_consumed(&mut self) {
        if self.body_track.on {
            self.body_track.consume(self.tok, self.prev_end, self.text);
        }
        self.prev_end = self.tok.end;
    }

    /// Re-lexes from byte offset `pos` (the current token is replaced).
    pub(super) fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// The token after the current one, without consuming anything.
    pub(super) fn peek(&self) -> Token {
        let mut l = self.lex;
        l.next_token()
    }

    /// The bytes of a token.
    pub(super) fn spelling(&self, t: Token) -> &'a [u8] {
        self.text
            .get(t.start as usize..t.end as usize)
            .unwrap_or(&[])
    }

    /// The bytes of the current token.
    pub(super) fn tok_text(&self) -> &'a [u8] {
        self.spelling(self.tok)
    }

    pub(super) fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare identifier `kw`.
    pub(super) fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdentifier && self.tok_text() == kw.as_bytes()
    }

    pub(super) fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or reports `msg` as MLIR's `parseToken` does.
    pub(super) fn expect(&mut self, kind: TokenKind, msg: &str) -> ParseResult {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }

    /// The value of a string token (escapes decoded; zero-copy when there are none).
    pub(super) fn string_value(&self, t: Token) -> Bytes {
        let (s, e) = (t.start as usize + 1, (t.end as usize).saturating_sub(1));
        if s > e || e > self.text.len() {
            return Bytes::new();
        }
        let body = self.text.get(s..e).unwrap_or(&[]);
        match super::lexer::unescape(body) {
            None => self.src.slice(s..e),
            Some(v) => Bytes::from(v),
        }
    }

    /// The value of a string token as an attribute: a literal with escapes in canonical form
    /// keeps its source text (printed by copying it, decoded only if asked for); others are
    /// decoded now (zero-copy when there is no escape).
    pub(super) fn string_attr_value(&self, t: Token) -> StringAttr {
        let (s, e) = (t.start as usize + 1, (t.end as usize).saturating_sub(1));
        let Some(body) = self.text.get(s..e) else {
            return StringAttr::default();
        };
        let known = if self.lex.is_trusted(t.start as usize) {
            self.canonical_strings
                .binary_search_by_key(&t.start, |(start, _)| *start)
                .ok()
                .and_then(|i| self.canonical_strings.get(i))
                .map(|(_, canonical)| *canonical)
        } else {
            self.lex.string_canonical_at(t.start as usize)
        };
        let canonical = match known {
            Some(c) => c,
            None => super::lexer::is_canonical_escaped(body),
        };
        if canonical && memchr::memchr(b'\\', body).is_some() {
            return StringAttr::from_canonical_escaped(self.src.slice(s..e));
        }
        StringAttr::new(self.string_value(t))
    }

    // ----- diagnostics --------------------------------------------------------------------

    pub(super) fn loc(off: u32) -> Location {
        Location::Offset(off)
    }

    /// Records an error at byte offset `off`, without the custom-op prefix. When the current
    /// token is a lexer error, that error is reported instead (MLIR's lexer reports first).
    pub(super) fn error_at(&mut self, off: u32, msg: impl Into<String>) -> Reported {
        self.push_error(Diagnostic::error(Self::loc(off), msg))
    }

    pub(super) fn push_error(&mut self, d: Diagnostic) -> Reported {
        if let TokenKind::Error(m) = self.tok.kind {
            if self.diags.is_empty() {
                self.diags
                    .push(Diagnostic::error(Self::loc(self.tok.start), m));
            }
            return Reported;
        }
        if self.diags.is_empty() {
            self.diags.push(d);
        }
        Reported
    }

    /// An error at the current token (no prefix).
    pub(super) fn error_here(&mut self, msg: impl Into<String>) -> Reported {
        let off = self.tok.start;
        self.error_at(off, msg)
    }

    /// MLIR's `emitWrongTokenError`: the error goes right after the previous non-blank
    /// character (skipping blank lines and `//` comments), or one byte before EOF.
    pub(super) fn wrong_token(&mut self, msg: impl Into<String>) -> Reported {
        let off = self.wrong_token_loc();
        self.error_at(off, msg)
    }

    pub(super) fn wrong_token_loc(&self) -> u32 {
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc as u32;
        let text = self.text.get(..loc.min(self.text.len())).unwrap_or(&[]);
        let floor = self.chunk_start as usize;
        let mut end = text.len();
        loop {
            while end > floor && matches!(text.get(end - 1), Some(b' ' | b'\t')) {
                end -= 1;
            }
            if end <= floor {
                return original;
            }
            match text.get(end - 1) {
                Some(b'\n' | b'\r') => {}
                _ => return end as u32,
            }
            end -= 1;
            // If the previous line has a `//` comment, back up before it.
            let line_start = text
                .get(..end)
                .and_then(|t| memchr::memrchr2(b'\n', b'\r', t))
                .unwrap_or(0);
            if let Some(line) = text.get(line_start..end)
                && let Some(c) = memchr::memmem::find(line, b"//")
            {
                end = line_start + c;
            }
        }
    }

    /// Enters one level of nesting (attribute, type or region).
    pub(super) fn enter(&mut self) -> ParseResult {
        self.depth += 1;
        self.max_depth = self.max_depth.max(self.depth);
        if self.depth > MAX_NESTING_DEPTH {
            return Err(self.error_here(format!(
                "exceeded maximum nesting depth of {MAX_NESTING_DEPTH}"
            )));
        }
        Ok(())
    }

    pub(super) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Runs `f`, an alias definition's value parser, and returns its result with the nesting
    /// depth the value has.
    pub(super) fn alias_value<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<(T, u32)> {
        let (saved, base) = (self.max_depth, self.depth);
        self.max_depth = base;
        let value = f(self);
        let depth = self.max_depth - base;
        self.max_depth = saved.max(self.max_depth);
        Ok((value?, depth))
    }

    /// Uses an alias whose value nests `alias_depth` deep, at the token starting at `at`.
    /// Aliases defined in terms of aliases nest without more brackets (`#a1 = [#a0]`,
    /// `#a2 = [#a1]`, …), so their depth counts as if written out: a chain of 100,000 is an
    /// error, not a value too deep to print, compare or drop on a small stack.
    pub(super) fn use_alias(&mut self, alias_depth: u32, at: u32) -> ParseResult {
        let total = self.depth.saturating_add(alias_depth);
        self.max_depth = self.max_depth.max(total);
        if total > MAX_NESTING_DEPTH {
            return Err(self.error_at(
                at,
                format!("exceeded maximum nesting depth of {MAX_NESTING_DEPTH}"),
            ));
        }
        Ok(())
    }

    // ----- public API: MLIR's AsmParser / OpAsmParser -------------------------------------

    /// Reports `msg` at the current token (MLIR's `emitError`); inside a custom op parser the
    /// message gets the prefix «custom op 'NAME' ».
    pub fn emit_error(&mut self, msg: impl Into<String>) -> Reported {
        let loc = Self::loc(self.tok.start);
        self.emit_error_at(loc, msg)
    }

    /// Reports `msg` at `loc` (with the custom-op prefix inside a custom op parser).
    pub fn emit_error_at(&mut self, loc: Location, msg: impl Into<String>) -> Reported {
        let msg = msg.into();
        let msg = match self.custom_op {
            Some(name) => format!("custom op '{name}' {msg}"),
            None => msg,
        };
        self.push_error(Diagnostic::error(loc, msg))
    }

    /// The location of the current token.
    pub fn current_location(&self) -> Location {
        Self::loc(self.tok.start)
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
}

macro_rules! punct_methods {
    ($($tok:ident, $req:ident, $opt:ident, $text:literal;)*) => {
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
            )*
        }
    };
}

punct_methods! {
    Less, parse_less, parse_optional_less, "<";
    Greater, parse_greater, parse_optional_greater, ">";
    Comma, parse_comma, parse_optional_comma, ",";
    Colon, parse_colon, parse_optional_colon, ":";
    Equal, parse_equal, parse_optional_equal, "=";
    LParen, parse_l_paren, parse_optional_l_paren, "(";
    RParen, parse_r_paren, parse_optional_r_paren, ")";
    LSquare, parse_l_square, parse_optional_l_square, "[";
    RSquare, parse_r_square, parse_optional_r_square, "]";
    LBrace, parse_l_brace, parse_optional_l_brace, "{";
    RBrace, parse_r_brace, parse_optional_r_brace, "}";
    Question, parse_question, parse_optional_question, "?";
    Plus, parse_plus, parse_optional_plus, "+";
    Minus, parse_minus, parse_optional_minus, "-";
    Star, parse_star, parse_optional_star, "*";
    Arrow, parse_arrow, parse_optional_arrow, "->";
    Ellipsis, parse_ellipsis, parse_optional_ellipsis, "...";
    VerticalBar, parse_vertical_bar, parse_optional_vertical_bar, "|";
}

impl<'a> Parser<'a> {
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
            StringAttr::new(self.src.slice(t2.start as usize..t2.end as usize))
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

    /// Parses an integer (`-`? decimal or hex) that fits `i64`, if present.
    pub fn parse_optional_integer_i64(&mut self) -> ParseResult<Option<i64>> {
        let neg = self.is(TokenKind::Minus) && self.peek().kind == TokenKind::Integer;
        if !neg && !self.is(TokenKind::Integer) {
            return Ok(None);
        }
        if neg {
            self.bump();
        }
        let text = self.tok_text();
        let v = super::parse_attr::parse_u128(text).and_then(|m| {
            if neg {
                0i128.checked_sub(m.try_into().ok()?)
            } else {
                m.try_into().ok()
            }
        });
        match v.and_then(|v: i128| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(Some(v))
            }
            None => Err(self.emit_error("integer value too large")),
        }
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
        self.parse_type_list_parens(inputs)?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(results)
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

    /// Resolves operands against types: `%d operands present, but expected %d` on mismatch.
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
                    "{} operands present, but expected {}",
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

/// The symbol names met in a symbol table's region while it is parsed, by hash: the verifier
/// need not read them again (its check would come long after they left the cache) when they
/// are unique. Two equal hashes count as a repeat: the verifier then checks the names itself.
#[derive(Debug, Default)]
pub(super) struct SymbolNames {
    hashes: Vec<u64>,
}

impl SymbolNames {
    /// Notes the symbol name of `op`, if it has one.
    pub(super) fn note(&mut self, ir: &crate::ir::Ir, op: crate::ir::OpId) {
        if let Some(name) = ir.symbol_name(op) {
            let mut h = FxHasher::default();
            h.write(name.as_bytes());
            self.hashes.push(h.finish());
        }
    }

    /// Whether no name was met twice.
    pub(super) fn unique(&self) -> bool {
        let mut seen = FxHashSet::with_capacity_and_hasher(self.hashes.len(), Default::default());
        self.hashes.iter().all(|h| seen.insert(*h))
    }
}

/// The bracket tokens consumed since [`BodyTrack::start`]: whether they nest correctly and the
/// first one (a `<`) is closed by the last one consumed, as `skip_dialect_symbol_body` would
/// have found the body.
#[derive(Debug, Default)]
pub(super) struct BodyTrack {
    pub(super) on: bool,
    /// While non-zero, no body is parsed directly (see `parse_registered_dialect_attr`).
    pub(super) suppressed: u32,
    ok: bool,
    closed: bool,
    stack: Vec<TokenKind>,
}

impl BodyTrack {
    pub(super) fn start(&mut self) {
        self.on = true;
        self.ok = true;
        self.closed = false;
        self.stack.clear();
    }

    /// Marks the tracked parse as one to give up (tokens were consumed and then given back).
    pub(super) fn spoil(&mut self) {
        self.ok = false;
    }

    /// Stops tracking; whether the consumed tokens were exactly one balanced group.
    pub(super) fn finish(&mut self) -> bool {
        self.on = false;
        self.ok && self.closed
    }

    /// Notes `tok`, consumed after a token that ended at `prev_end`, in `text`.
    #[inline(never)]
    pub(super) fn consume(&mut self, tok: Token, prev_end: u32, text: &[u8]) {
        if self.closed {
            // A token after the group closed: the scan would have stopped before it.
            self.ok = false;
            return;
        }
        // Where the token stream and the balanced-body scan can disagree: a comment or a NUL
        // between tokens (whitespace to the lexer, text to the scan), and `-` ending an
        // identifier right before `>` (`#a-` `>` to the lexer, `->` to the scan).
        let gap = text
            .get(prev_end as usize..tok.start as usize)
            .unwrap_or(&[]);
        if gap.iter().any(|&c| c == b'/' || c == 0)
            || (matches!(
                tok.kind,
                TokenKind::HashIdentifier
                    | TokenKind::ExclamationIdentifier
                    | TokenKind::PercentIdentifier
                    | TokenKind::CaretIdentifier
                    | TokenKind::AtIdentifier
                    | TokenKind::BareIdentifier
            ) && text.get((tok.end as usize).saturating_sub(1)..tok.end as usize + 1)
                == Some(b"->"))
        {
            self.ok = false;
        }
        let open = match tok.kind {
            TokenKind::Less | TokenKind::LSquare | TokenKind::LParen | TokenKind::LBrace => {
                self.stack.push(tok.kind);
                return;
            }
            TokenKind::Greater => TokenKind::Less,
            TokenKind::RSquare => TokenKind::LSquare,
            TokenKind::RParen => TokenKind::LParen,
            TokenKind::RBrace => TokenKind::LBrace,
            _ => {
                // Only the `<` may come first.
                self.ok &= !self.stack.is_empty();
                return;
            }
        };
        if self.stack.pop() != Some(open) {
            self.ok = false;
        }
        self.closed = self.stack.is_empty();
    }
}
