//! Registered dialect types: `!dialect.mnemonic…` and the verbose `!dialect<mnemonic …>`
//! dispatched to the parser `#[dialect_type]` generated (MLIR's `parseExtendedType` handing the
//! body to the dialect's generated `parseType`).

use super::Parser;
use super::dialect_symbol::DialectSymbol;
use crate::diag::ParseResult;
use crate::ir::Type;
use crate::syntax::lexer::{Lexer, Token};

/// Where the parser stood: lexer, current token and the end of the previous one.
pub(super) type ParserPosition<'a> = (Lexer<'a>, Token, u32);

impl<'a> Parser<'a> {
    /// A type of the registered dialect `dialect`, whose name token and (with `has_trailing`)
    /// balanced `<…>` body up to `body_end` were read; `after_name` is where the name ended.
    /// `mnemonic` is the text after the dot of the pretty form (`pair` of `!tst.pair<…>`, at
    /// `loc`), `None` for the verbose form `!tst<pair<…>>` whose body starts at `body_start`.
    #[inline(never)]
    pub(super) fn parse_registered_type(
        &mut self,
        dialect: &str,
        mnemonic: Option<(&str, u32)>,
        after_name: ParserPosition<'a>,
        body_start: usize,
        body_end: usize,
    ) -> ParseResult<Type> {
        let resume = (self.lex, self.tok, self.prev_end);
        let Some((mnemonic, loc)) = mnemonic else {
            return self.parse_verbose_registered_type(dialect, body_start, body_end, resume);
        };
        let Some(def) = self.registry.type_def(dialect, mnemonic) else {
            return self.parse_registered_type_by_keyword(dialect, loc, resume);
        };
        (self.lex, self.tok, self.prev_end) = after_name;
        // The body was scanned (its strings validated) just before.
        self.lex
            .trust_strings(after_name.1.start as usize, body_end);
        let r = self.run_type_parser(def, loc);
        // As for attributes (`parse_registered_attr_checked`): parsing resumes after the body
        // whatever the dialect read, and a directly parsed enclosing body is given up when the
        // tokens read here were not exactly the body.
        if self.prev_end as usize != body_end {
            self.caches.body_track.spoil();
        }
        (self.lex, self.tok, self.prev_end) = resume;
        r
    }

    /// `!dialect.mnemonic…` whose name token, from `loc` on, is none of the dialect's types'
    /// mnemonics: as MLIR's `parseExtendedType`, the dialect reads its mnemonic as a keyword
    /// from `loc`, which stops at a `-` the name token holds (`!gpu.async.token-<1>` is
    /// `!gpu.async.token`, the rest left to the type's parser, then parsing resumes after the
    /// body at `resume`; `!llvm.struct-` is «expected '<'» at the `-`; `!gpu.-` «expected
    /// valid keyword»).
    #[cold]
    #[inline(never)]
    fn parse_registered_type_by_keyword(
        &mut self,
        dialect: &str,
        loc: u32,
        resume: ParserPosition<'a>,
    ) -> ParseResult<Type> {
        let r = self.parse_type_from_mnemonic(dialect, loc as usize);
        // The tokens read from the name on are not the ones a directly parsed enclosing body
        // saw (see `BodyTrack`).
        self.caches.body_track.spoil();
        (self.lex, self.tok, self.prev_end) = resume;
        r
    }

    /// The type of the registered dialect `dialect` whose mnemonic, read as a keyword, starts
    /// at `at` (or what the dialect's [`parse_unknown_type`] reads there when it is none of
    /// its mnemonics); a mnemonic it does not define is [`Parser::unknown_mnemonic_error`].
    ///
    /// [`parse_unknown_type`]: crate::dialect::Dialect::parse_unknown_type
    fn parse_type_from_mnemonic(&mut self, dialect: &str, at: usize) -> ParseResult<Type> {
        if let Some(r) = self.parse_unknown_type(dialect, at) {
            return r;
        }
        let (mnemonic, mnemonic_at) =
            self.parse_mnemonic_keyword(DialectSymbol::Type, dialect, at)?;
        let Some(def) = self.registry.type_def(dialect, mnemonic) else {
            return Err(self.unknown_mnemonic_error(
                DialectSymbol::Type,
                dialect,
                mnemonic,
                mnemonic_at,
            ));
        };
        self.run_type_parser(def, mnemonic_at)
    }

    /// `!tst<pair<i32, f32>>`: as MLIR's `parseExtendedSymbol`, the dialect parses the body
    /// `<…>` (`body_start..body_end`) as it would `!tst.pair<i32, f32>`: the body must start
    /// with a keyword (`!tst<"pair<i32, f32>">`: «expected valid keyword»), and what the
    /// dialect leaves of it is ignored (`!tst<token x>` is `!tst.token`).
    fn parse_verbose_registered_type(
        &mut self,
        dialect: &str,
        body_start: usize,
        body_end: usize,
        resume: ParserPosition<'a>,
    ) -> ParseResult<Type> {
        let close = body_end.saturating_sub(1);
        let ty = self.parse_type_from_mnemonic(dialect, body_start + 1)?;
        // MLIR hands the dialect the body alone: it cannot read past the closing `>`.
        if self.prev_end as usize > close {
            return Err(self.error_at(close as u32, "unexpected end of dialect type body"));
        }
        (self.lex, self.tok, self.prev_end) = resume;
        Ok(ty)
    }

    /// Runs the parser of the registered type `def` at the current token (what follows its
    /// mnemonic), one nesting level deeper: how a dialect's custom parser reads another of its
    /// types written without the `!dialect.` prefix (the llvm dialect's `!llvm.array<4 x ptr>`,
    /// upstream's `dispatchParse`). Deep nesting is «exceeded maximum nesting depth», as for
    /// builtin types.
    pub fn parse_type_body(&mut self, def: &'static crate::dialect::TypeDef) -> ParseResult<Type> {
        self.enter()?;
        // Still the enclosing type's parser: its name location stays.
        let at = self.symbol_name_loc.unwrap_or(self.tok.start);
        let r = self.run_type_parser(def, at);
        self.leave();
        r
    }

    /// `def`'s parser, run at the current token (the body's `<`, or what follows the name);
    /// its mnemonic starts at `name_at` ([`Parser::name_location`]).
    fn run_type_parser(
        &mut self,
        def: &'static crate::dialect::TypeDef,
        name_at: u32,
    ) -> ParseResult<Type> {
        self.run_type_parse_fn(def.parse, name_at)
    }

    /// A type parsing function run at the current token, `name_at` its name location.
    fn run_type_parse_fn(
        &mut self,
        parse: crate::dialect::ParseTypeFn,
        name_at: u32,
    ) -> ParseResult<Type> {
        // Errors of the type's parser are not an op's («custom op 'x' …»).
        let saved = self.custom_op.take();
        let saved_name = self.symbol_name_loc.replace(name_at);
        let r = parse(self);
        self.custom_op = saved;
        self.symbol_name_loc = saved_name;
        r
    }

    /// The type the dialect's [`parse_unknown_type`] hook reads at `at` (the body's first
    /// token), when the dialect has one and the body does not start with one of its
    /// mnemonics; `None` otherwise (the parser then is where it was).
    ///
    /// [`parse_unknown_type`]: crate::dialect::Dialect::parse_unknown_type
    fn parse_unknown_type(&mut self, dialect: &str, at: usize) -> Option<ParseResult<Type>> {
        let hook = self.registry.dialect(dialect)?.parse_unknown_type?;
        let position = (self.lex, self.tok, self.prev_end);
        self.reset_to(at);
        self.prev_end = at as u32;
        if self
            .peek_keyword()
            .is_some_and(|k| self.registry.type_def(dialect, k).is_some())
        {
            (self.lex, self.tok, self.prev_end) = position;
            return None;
        }
        Some(self.run_type_parse_fn(hook, at as u32))
    }
}
