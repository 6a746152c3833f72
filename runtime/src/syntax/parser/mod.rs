//! The parser of MLIR's textual IR: [`parse_source`] turns a buffer (or a split chunk of it) into
//! an [`Ir`] arena holding the top-level `builtin.module`. [`Parser`] is MLIR's `AsmParser` and
//! `OpAsmParser` in one: the custom-form parsers of registered ops (`ParseOpFn`) and the parsers
//! of registered dialect attributes (`ParseAttrFn`) receive it.
//!
//! The parser stops at the first error, as MLIR does, and reports MLIR's message texts. It never
//! panics on input and bounds its recursion ([`MAX_NESTING_DEPTH`]). This module holds the
//! entry points, the parser's state, tokens and diagnostics; the grammar is split as MLIR's
//! `AsmParser` library is:
//!
//! - `top`: the top level (aliases, file metadata, the implicit module);
//! - `op`, `ssa`, `region`: operations (generic and custom), SSA values, regions and blocks;
//! - `attr`, `number`: builtin attributes and the numbers of literals;
//! - `affine`: affine maps, integer sets and affine expressions;
//! - `types`: builtin types;
//! - `location`: locations;
//! - `dialect_symbol`, `registered_attr`: dialect attributes and types, opaque or registered;
//! - `asm`, `ods`: the methods custom parsers and generated code call;
//! - `caches`: what the parser keeps only to go faster.
mod affine;
mod asm;
mod attr;
mod caches;
mod dense;
mod dialect_symbol;
mod function;
mod location;
mod number;
mod ods;
mod op;
mod parallel;
#[cfg(test)]
mod prop_tests;
mod region;
mod registered_attr;
mod registered_type;
mod ssa;
#[cfg(test)]
mod tests;
mod top;
mod types;

use std::ops::Range;

use bytes::Bytes;

use rustc_hash::FxHashMap;

use super::lexer::{Lexer, Token, TokenKind};
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::dialect::Registry;
use crate::ir::{Attribute, Ir, Location, Module, StringAttr, Type};
use caches::Caches;

pub use crate::ir::source_file::ReleaseInput;
pub use affine::MAX_AFFINE_EXPR_DEPTH;
pub use asm::Delimiter;
pub use parallel::DEFAULT_PARALLEL_MIN_BYTES;
pub use ssa::{Argument, UnresolvedOperand};

/// How deeply attributes, types and locations may nest before the parser gives up with
/// «exceeded maximum nesting depth of N» (MLIR has no limit and overflows its stack instead).
/// Such values are recursive data that every comparison, hash, print and drop recurses
/// into: the limit keeps the deepest within a 2 MiB thread stack in a debug build.
pub const MAX_NESTING_DEPTH: u32 = 500;

/// How deeply regions may nest (an op in a region of an op in a region …) before the parser
/// gives up with «exceeded maximum region nesting depth of N». MLIR has no limit and
/// overflows its stack instead (`mlir-opt-22` reads some 2,070 levels of generic ops, 3,900
/// of `module`s). Regions live in the IR's arena, not in one another, and each recursion over
/// them (parse, verify, print, walks) moves to a fresh stack segment when its own runs low,
/// so any thread holds this many; the limit bounds what a nest costs in stack (about
/// 1–2 KiB a level in a release build) and time.
pub const MAX_REGION_DEPTH: u32 = 10_000;

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
    /// Parse on this thread only (`--mlir-disable-threading`). Otherwise the first large block
    /// (a module of many functions) is split between the machine's threads; the result, and
    /// any error, is the same.
    pub disable_threading: bool,
    /// How long (in bytes, from its first op to the end of the input) a block must be to be
    /// parsed on several threads; `None`: [`DEFAULT_PARALLEL_MIN_BYTES`].
    pub parallel_min_bytes: Option<usize>,
    /// Told of the input the parse has moved past, two megabytes or more at a time, so that
    /// its caller may release the memory behind it (a mapped file's pages: `rods-opt` drops
    /// them). With it, strings of at most [`COPIED_STRING_BYTES`] bytes are copied out of the
    /// input rather than pointing into it, so that printing the IR does not read the released
    /// pages back, and the ranges of the longer ones (payloads the IR points to) are left out.
    /// Nothing is wrong if they are read again: this only saves memory.
    pub release_input: Option<ReleaseInput>,
}

/// The longest string copied out of the input when it is released
/// ([`ParseOptions::release_input`]): longer ones (payloads) still point into it.
pub const COPIED_STRING_BYTES: usize = 32;

/// What the parser releases of the input while it parses ([`ParseOptions::release_input`]):
/// whole aligned units of this size. The kernel may keep a mapped file's page cache in large
/// folios and map a 2 MiB one with a single page table entry; dropping part of such a mapping
/// unmaps all of it, and the next read of the rest maps the whole unit back, the dropped part
/// with it. Releasing whole units keeps them released.
const RELEASE_UNIT: usize = 2 << 20;

/// How far behind the parser the input it releases while it parses ends: the names and
/// spellings it compares with may lie a little way back (an SSA value's definition), and
/// reading a released unit maps it back.
const RELEASE_MARGIN: usize = 1 << 20;

/// Parses `src[range]` (a split chunk or the whole buffer). Locations are `Location::Offset`
/// (byte offsets into `src`), so split chunks keep the original line numbers. Returns the
/// top-level op (an explicit single top-level `module`, or an implicit `builtin.module` wrapping
/// everything) or the diagnostics (parsing stops at the first error, as in MLIR). An error a
/// parse reported and went on after ([`Parser::continue_after_error`]) fails it here too; see
/// [`parse_source_reporting`] for `mlir-opt`'s way.
pub fn parse_source(
    src: &Bytes,
    range: Range<usize>,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<Module, Vec<Diagnostic>> {
    match parse_source_reporting(src, range, registry, opts)? {
        (module, reported) if reported.is_empty() => Ok(module),
        (_, reported) => Err(reported),
    }
}

/// [`parse_source`], with the errors reported by parses that went on after them
/// ([`Parser::continue_after_error`]: upstream DLTI's `#dlti.dl_spec` without its `<`)
/// returned beside the module, as `mlir-opt` takes them: it shows them, prints the module and
/// exits 0. When the parse fails, they come first in its diagnostics.
pub fn parse_source_reporting(
    src: &Bytes,
    range: Range<usize>,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<(Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    check_input_size(src.len()).map_err(|m| vec![Diagnostic::error(Location::Offset(0), m)])?;
    let mut p = Parser::new(src, range, registry, opts);
    match p.parse_top_level() {
        Ok(top) => {
            // What is left of the input is not read again either.
            p.release_input_to(p.lex.end());
            // Ops created later may be of definitions the registry does not hold.
            p.ir.note_registry_defaults(None);
            let module = Module::from_ir(std::mem::take(&mut p.ir), top);
            Ok((module, p.reported))
        }
        Err(Reported) => Err(p.into_diagnostics()),
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
        Ok(attr) if p.reported.is_empty() => Ok(attr),
        Ok(_) => Err(p.reported),
        Err(Reported) => Err(p.into_diagnostics()),
    }
}

/// MLIR's `Dialect::isValidNamespace`: `[A-Za-z_][A-Za-z0-9_$]*`. Opaque attributes and types
/// of any other namespace are rejected («invalid dialect namespace '""'» for `#.0`), as
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
    use crate::ir::print::is_pretty_dialect_symbol as pretty;
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
    src: &'a Bytes,
    text: &'a [u8],
    lex: Lexer<'a>,
    /// The current token.
    tok: Token,
    /// End offset of the previously consumed token.
    prev_end: u32,
    /// Start of the chunk being parsed (diagnostics never back up before it).
    chunk_start: u32,
    registry: &'a Registry,
    opts: &'a ParseOptions,
    ir: Ir,
    diags: Vec<Diagnostic>,
    /// Errors reported by parses that went on after them ([`Parser::continue_after_error`]),
    /// in the order reported, before any of `diags`.
    reported: Vec<Diagnostic>,
    /// Current nesting depth of attributes, types and locations.
    depth: u32,
    /// Current nesting depth of regions.
    region_depth: u32,
    /// The deepest `depth` reached since the current alias definition began: what the alias
    /// adds to the nesting wherever it is used.
    max_depth: u32,
    /// The op name as spelled, while its custom parser runs (for the «custom op 'X' » prefix).
    custom_op: Option<&'a str>,
    /// Where that op name starts (MLIR's `getNameLoc`), while its custom parser runs.
    custom_op_loc: u32,
    /// Where the mnemonic of the dialect attribute or type being parsed starts (MLIR's
    /// `getNameLoc` in its parser), while its parser runs.
    symbol_name_loc: Option<u32>,
    /// How many results the custom op being parsed binds ([`Parser::num_results`]).
    custom_op_num_results: usize,
    /// MLIR's `defaultDialectStack`: `builtin` at the top level, then the default dialect
    /// (`OpAsmOpInterface::getDefaultDialect`, empty without one) of each custom op being
    /// parsed, whose regions resolve op names without a prefix against it.
    default_dialects: Vec<&'static str>,
    /// Aliases with the nesting depth of their value (see [`Parser::use_alias`]).
    attr_aliases: FxHashMap<&'a [u8], (Attribute, u32)>,
    type_aliases: FxHashMap<&'a [u8], (Type, u32)>,
    /// The attribute aliases a helper parsed at the end of the input
    /// (`Parser::take_definitions`), kept apart from `attr_aliases` rather than moved into
    /// them: only the location aliases used before their definition are looked up in them.
    late_attr_aliases: FxHashMap<&'a [u8], (Attribute, u32)>,
    /// The location aliases among them named `loc`, `loc1`, …, by number.
    late_numbered_locations: parallel::NumberedLocations,
    /// The `distinct[N]<…>` attributes of the chunk by `N`: every use of `N` is the one
    /// attribute the first use created.
    distinct_attrs: FxHashMap<u64, crate::ir::DistinctAttr>,
    /// The dialects' state of this parse ([`Parser::dialect_state`]), by its type.
    dialect_state: Vec<(std::any::TypeId, Box<dyn std::any::Any>)>,
    ssa: ssa::SsaState<'a>,
    /// What the parser keeps only to go faster (see [`Caches`]).
    caches: Caches<'a>,
    /// Whether a block was already considered for parsing on several threads (only the first
    /// large one is; see `parallel`), or this parser parses a part of one.
    parallel_tried: bool,
    /// Where the alias definitions that end the input start, once the top level has looked
    /// (`Parser::trailing_definitions`): the end of the block split across threads.
    definitions_at: Option<usize>,
    /// How many parts parsed by helper threads were taken (read by tests).
    parts_taken: u32,
    /// Where the input not yet released starts ([`ParseOptions::release_input`]).
    released: usize,
    /// Where strings copied out of the input go ([`ParseOptions::release_input`]).
    copied: std::cell::RefCell<bytes::BytesMut>,
    /// The longer strings sliced out of the input since it was last released, in order: their
    /// pages are not released.
    kept: std::cell::RefCell<Vec<Range<usize>>>,
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
        let mut ir = Ir::new();
        ir.set_attribute_verifiers(&registry.attribute_verifiers());
        ir.note_registry_defaults(Some(registry.defaults_hold_aliases()));
        Parser {
            src,
            text,
            lex,
            tok,
            prev_end: range.start.min(text.len()) as u32,
            chunk_start: range.start.min(text.len()) as u32,
            registry,
            opts,
            ir,
            diags: Vec::new(),
            reported: Vec::new(),
            depth: 0,
            region_depth: 0,
            max_depth: 0,
            custom_op: None,
            custom_op_loc: 0,
            symbol_name_loc: None,
            custom_op_num_results: 0,
            default_dialects: vec!["builtin"],
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            late_attr_aliases: FxHashMap::default(),
            late_numbered_locations: parallel::NumberedLocations::default(),
            distinct_attrs: FxHashMap::default(),
            dialect_state: Vec::new(),
            ssa: Default::default(),
            caches: Caches::default(),
            parallel_tried: false,
            definitions_at: None,
            parts_taken: 0,
            released: range.start,
            copied: std::cell::RefCell::default(),
            kept: std::cell::RefCell::default(),
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
        if self.caches.body_track.on {
            self.caches
                .body_track
                .consume(self.tok, self.prev_end, self.text);
        }
        self.prev_end = self.tok.end;
    }

    /// Whether spellings as printed may be read straight from the bytes (operand lists, result
    /// names, a dictionary entry's ` =`): not while a registered attribute's body is tracked
    /// (every token is then consumed one at a time), nor when a test reads token by token.
    #[inline]
    pub(super) fn may_read_printed_spellings(&self) -> bool {
        !self.caches.body_track.on && !self.caches.tokens_only
    }

    /// Consumes a `:` followed by ` (`, as a generic op's type is printed (`: (i32) -> i32`),
    /// the `(` then the current token, made from the bytes without lexing it: true when so;
    /// false (nothing consumed) for any other spelling.
    pub(super) fn colon_then_lparen_from_bytes(&mut self) -> bool {
        if self.tok.kind != TokenKind::Colon || !self.may_read_printed_spellings() {
            return false;
        }
        let end = self.tok.end;
        if self.lex.byte_at(end as usize) != b' ' || self.lex.byte_at(end as usize + 1) != b'(' {
            return false;
        }
        self.note_consumed();
        self.lex.reset(end as usize + 2);
        self.tok = Token {
            kind: TokenKind::LParen,
            start: end + 1,
            end: end + 2,
        };
        true
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
    #[inline]
    pub(super) fn expect(&mut self, kind: TokenKind, msg: &str) -> ParseResult {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.expect_failed(msg))
        }
    }

    /// [`Parser::expect`] with a message made only when the token is not there (a formatted
    /// message made for every list would cost more than parsing the list's brackets).
    #[inline]
    pub(super) fn expect_else(
        &mut self,
        kind: TokenKind,
        msg: impl FnOnce() -> String,
    ) -> ParseResult {
        if self.consume_if(kind) {
            Ok(())
        } else {
            let msg = msg();
            Err(self.expect_failed(&msg))
        }
    }

    /// The error of [`Parser::expect`], out of line so that `expect` stays small enough to be
    /// inlined where it is called.
    #[cold]
    #[inline(never)]
    fn expect_failed(&mut self, msg: &str) -> Reported {
        self.wrong_token(msg)
    }

    /// The value of a string token (escapes decoded; zero-copy when there are none).
    pub(super) fn string_value(&self, t: Token) -> Bytes {
        let (s, e) = (t.start as usize + 1, (t.end as usize).saturating_sub(1));
        if s > e || e > self.text.len() {
            return Bytes::new();
        }
        let body = self.text.get(s..e).unwrap_or(&[]);
        match super::lexer::unescape(body) {
            None => self.input_bytes(s..e),
            Some(v) => Bytes::from(v),
        }
    }

    /// `src[range]` as bytes the IR may keep: a slice of the input, or a copy when the input
    /// is released ([`ParseOptions::release_input`]) and the range is short.
    pub(super) fn input_bytes(&self, range: Range<usize>) -> Bytes {
        if self.opts.release_input.is_none() {
            return self.src.slice(range);
        }
        if range.len() > COPIED_STRING_BYTES {
            // Kept: its pages are not released (the printer reads them).
            self.kept.borrow_mut().push(range.clone());
            return self.src.slice(range);
        }
        let Some(bytes) = self.text.get(range) else {
            return Bytes::new();
        };
        let mut copied = self.copied.borrow_mut();
        if copied.capacity() < bytes.len() {
            *copied = bytes::BytesMut::with_capacity(64 << 10);
        }
        copied.extend_from_slice(bytes);
        copied.split().freeze()
    }

    /// Tells [`ParseOptions::release_input`] of the input up to the last [`RELEASE_UNIT`]
    /// boundary [`RELEASE_MARGIN`] bytes or more behind the current token, when that is past
    /// what it released last.
    pub(super) fn release_parsed_input(&mut self) {
        let at = (self.tok.start as usize).saturating_sub(RELEASE_MARGIN);
        let unit = at - at % RELEASE_UNIT;
        if unit > self.released {
            self.release_input_to(unit);
        }
    }

    /// Tells [`ParseOptions::release_input`] of the input from what it released last to `at`.
    pub(super) fn release_input_to(&mut self, at: usize) {
        if at <= self.released {
            return;
        }
        let mut kept = std::mem::take(self.kept.get_mut());
        if let Some(release) = &self.opts.release_input {
            // Around the long strings the IR points to.
            let mut from = self.released;
            for k in kept
                .iter()
                .filter(|k| k.end > self.released && k.start < at)
            {
                if k.start > from {
                    release.call(from..k.start);
                }
                from = from.max(k.end);
            }
            if at > from {
                release.call(from..at);
            }
            self.caches.forget_input_before(self.text, at);
        }
        // A string that reaches past `at` is left out of the next release too.
        kept.retain(|k| k.end > at);
        *self.kept.get_mut() = kept;
        self.released = at;
    }

    /// The value of a string token as an attribute: a literal with escapes in canonical form
    /// keeps its source text (printed by copying it, decoded only if asked for); others are
    /// decoded now (zero-copy when there is no escape).
    pub(super) fn string_attr_value(&self, t: Token) -> StringAttr {
        let (s, e) = (t.start as usize + 1, (t.end as usize).saturating_sub(1));
        let Some(body) = self.text.get(s..e) else {
            return StringAttr::default();
        };
        // Without escapes a literal is its own value (zero-copy), whatever its form: the
        // look-ups of its canonical form below only matter for escapes.
        if memchr::memchr(b'\\', body).is_none() {
            return StringAttr::new(self.input_bytes(s..e));
        }
        let known = if self.lex.is_trusted(t.start as usize) {
            self.caches
                .canonical_strings
                .binary_search_by_key(&t.start, |(start, _)| *start)
                .ok()
                .and_then(|i| self.caches.canonical_strings.get(i))
                .map(|(_, canonical)| *canonical)
        } else {
            self.lex.string_canonical_at(t.start as usize)
        };
        let canonical = match known {
            Some(c) => c,
            None => super::lexer::is_canonical_escaped(body),
        };
        if canonical {
            return StringAttr::from_canonical_escaped(self.input_bytes(s..e));
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

    /// The diagnostics of a failed parse: the errors reported by parses that went on after
    /// them, then the failure's own («failed to parse» when it reported none).
    fn into_diagnostics(mut self) -> Vec<Diagnostic> {
        if self.diags.is_empty() {
            let d = Diagnostic::error(self.current_location(), "failed to parse");
            self.diags.push(d);
        }
        let mut all = self.reported;
        all.append(&mut self.diags);
        all
    }

    pub(super) fn push_error(&mut self, d: Diagnostic) -> Reported {
        if let TokenKind::Error(m) = self.tok.kind {
            if self.diags.is_empty() {
                self.diags
                    .push(Diagnostic::error(Self::loc(self.tok.start), m.message()));
            }
            return Reported;
        }
        if self.diags.is_empty() {
            // A chained diagnostic (`Diagnostic::chained`) is several errors.
            self.diags.extend(d.split_chained());
        }
        Reported
    }

    /// Whether the current token is a lexer error, which the lexer reported: MLIR's
    /// `Parser::emitError` abandons any diagnostic emitted then.
    pub(super) fn at_lexer_error(&self) -> bool {
        matches!(self.tok.kind, TokenKind::Error(_))
    }

    /// An error at the current token (no prefix).
    pub(super) fn error_here(&mut self, msg: impl Into<String>) -> Reported {
        let off = self.tok.start;
        self.error_at(off, msg)
    }

    /// MLIR's `Parser::emitError(message)`, the form without a location: at the current
    /// token, or one byte before it when it is the end of the input (where `error_here`, as
    /// `emitError(getToken().getLoc(), …)`, stays at the end).
    pub(super) fn error_current(&mut self, msg: impl Into<String>) -> Reported {
        let off = self.current_error_offset();
        self.error_at(off, msg)
    }

    /// Where [`Parser::error_current`] reports: the current token, or one byte before the
    /// end of the input.
    pub(super) fn current_error_offset(&self) -> u32 {
        if self.tok.kind == TokenKind::Eof {
            self.tok.start.saturating_sub(1).max(self.chunk_start)
        } else {
            self.tok.start
        }
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

    /// Runs `f`, the parse of a region's body, one region level deeper (on a fresh stack
    /// segment when this one runs low: see [`MAX_REGION_DEPTH`]).
    fn nested_region(&mut self, f: impl FnOnce(&mut Self) -> ParseResult) -> ParseResult {
        if self.region_depth >= MAX_REGION_DEPTH {
            return Err(self.error_here(format!(
                "exceeded maximum region nesting depth of {MAX_REGION_DEPTH}"
            )));
        }
        self.region_depth += 1;
        let r = crate::threads::ensure_sufficient_stack(|| f(self));
        self.region_depth -= 1;
        r
    }

    /// Runs `f`, a value's parser (an alias definition's, a type noted for later), and returns
    /// its result with the nesting depth the value has.
    pub(super) fn with_nesting_depth<T>(
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
}
