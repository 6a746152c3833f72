//! Registered dialect attributes: `#dialect.mnemonic…` dispatched to the parser
//! `#[dialect_attr]` generated, in the pretty or the verbose form, and the caches that serve a
//! spelling met before without parsing it again (see [`super::caches`]).

use super::caches::{CachedDialectAttr, RecentDialectAttr};
use super::{MAX_NESTING_DEPTH, Parser};
use crate::diag::ParseResult;
use crate::ir::Attribute;
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// The registered attribute spelled `ident` (`dialect.mnemonic`): the last few found are
    /// compared first, before the registry's hash map.
    pub(super) fn registered_attr(
        &mut self,
        ident: &[u8],
    ) -> Option<&'static crate::dialect::AttrDef> {
        let spells = |def: &crate::dialect::AttrDef| {
            let (d, m) = (def.dialect.as_bytes(), def.mnemonic.as_bytes());
            ident.len() == d.len() + 1 + m.len()
                && ident.starts_with(d)
                && ident.ends_with(m)
                && ident.get(d.len()) == Some(&b'.')
        };
        if let Some(def) = self.caches.recent_attr_defs.iter().find(|d| spells(d)) {
            return Some(*def);
        }
        let def = self.registry.attr_by_spelling(ident)?;
        self.caches.recent_attr_defs.push(def);
        Some(def)
    }

    /// The registered dialect attribute `def` spelled by `tok` (`#dialect.mnemonic`) and, with
    /// `has_trailing`, the `<…>` body at the current token.
    pub(super) fn parse_registered_dialect_attr(
        &mut self,
        tok: Token,
        def: &'static crate::dialect::AttrDef,
        has_trailing: bool,
    ) -> ParseResult<Attribute> {
        let mut fell_back = false;
        if has_trailing
            && !self.caches.body_track.on
            && self.caches.body_track.suppressed == 0
            && self
                .caches
                .long_bodied
                .iter()
                .any(|d| std::ptr::eq(*d, def))
        {
            if let Some(attr) = self.parse_body_directly(tok, def) {
                self.parse_trailing_attr_type()?;
                return Ok(attr);
            }
            // The nested bodies are not tried directly again while this one is parsed the
            // checked way: each level would otherwise parse everything below it twice
            // (exponential in the nesting depth).
            self.caches.body_track.suppressed += 1;
            fell_back = true;
        }
        let r = self.parse_registered_attr_checked(tok, def, has_trailing);
        if fell_back {
            self.caches.body_track.suppressed -= 1;
        }
        r
    }

    /// `parse_registered_dialect_attr` after MLIR's balanced-body scan. Inlined (also in debug
    /// builds): it is on the recursion of nested attributes, whose stack frames the nesting
    /// limit's test measures on a 2 MiB stack.
    ///
    /// As MLIR's `parseExtendedAttr`: the body is scanned, then an optional trailing `: type`
    /// parsed (and dropped: no dialect of rods types its attributes), then the dialect parses
    /// the body, and parsing resumes after the type.
    #[inline(always)]
    pub(super) fn parse_registered_attr_checked(
        &mut self,
        tok: Token,
        def: &'static crate::dialect::AttrDef,
        has_trailing: bool,
    ) -> ParseResult<Attribute> {
        // As MLIR does before handing the body to the dialect, the `<…>` body must
        // be balanced: `#gpu.object<#nvvm.target<O = 1, "">]` is «unbalanced '<'
        // character in pretty dialect name», whatever the inner parsers would say.
        let (body_start, prev_end) = (self.tok.start as usize, self.prev_end);
        let body_end = if has_trailing {
            self.skip_dialect_symbol_body()?
        } else {
            tok.end as usize
        };
        // A short spelling parsed before is the same attribute.
        if let Some(a) = self.cached_dialect_attr(tok, body_end) {
            return Ok(a);
        }
        if has_trailing
            && body_end - tok.start as usize > DIALECT_ATTR_CACHE_SPELLING_MAX
            && !self
                .caches
                .long_bodied
                .iter()
                .any(|d| std::ptr::eq(*d, def))
            && self.caches.long_bodied.len() < LONG_BODIED_MAX
        {
            self.caches.long_bodied.push(def);
        }
        let after_name = (self.lex, self.tok, self.prev_end);
        let typed = self.parse_trailing_attr_type()?;
        let resume = (self.lex, self.tok, self.prev_end);
        if has_trailing {
            self.lex.trust_strings(body_start, body_end);
            self.reset_to(body_start);
            self.prev_end = prev_end;
        } else {
            (self.lex, self.tok, self.prev_end) = after_name;
        }
        let (n_diags, n_reported) = (self.diags.len(), self.reported.len());
        let r = self.run_attr_parser(def, mnemonic_start(tok, def));
        // As MLIR's `parseExtendedSymbol`, which lets the dialect parse from the body's start
        // (or after the name) and then resets the lexer to where it was, after the body and
        // the type, whatever the dialect read: a body `<#nvvm.target, // >` that the parser
        // reads past (into the next line) ends at the `>` in the comment; a failed parser's
        // caller reports at the body's end; `#nvvm.target <O = 1>` is `#nvvm.target` and a
        // `<` after it. Tokens read and then given back must not count as consumed in a body
        // parsed directly around this one: that parse is given up (see `BodyTrack`).
        let read_to_end = self.prev_end as usize == body_end;
        if !read_to_end {
            self.caches.body_track.spoil();
        }
        (self.lex, self.tok, self.prev_end) = resume;
        let (attr, depth) = r?;
        if read_to_end && !typed && (self.diags.len(), self.reported.len()) == (n_diags, n_reported)
        {
            self.cache_dialect_attr(tok, body_end, &attr, depth);
        }
        Ok(attr)
    }

    /// An optional `: type` after a registered dialect attribute, parsed and dropped (see
    /// `parse_registered_attr_checked`); whether there was one.
    pub(super) fn parse_trailing_attr_type(&mut self) -> ParseResult<bool> {
        if !self.consume_if(TokenKind::Colon) {
            return Ok(false);
        }
        self.parse_type()?;
        Ok(true)
    }

    /// `def`'s parser, run at the current token (the body's `<`, or what follows the name);
    /// the attribute and the nesting depth it adds. Inlined for the same reason as
    /// `parse_registered_attr_checked`; `name_at` is where its mnemonic starts ([`Parser::name_location`]).
    #[inline(always)]
    pub(super) fn run_attr_parser(
        &mut self,
        def: &'static crate::dialect::AttrDef,
        name_at: u32,
    ) -> ParseResult<(Attribute, u32)> {
        let saved = self.custom_op.take();
        let saved_name = self.symbol_name_loc.replace(name_at);
        // The nesting depth the attribute adds, as `with_nesting_depth` measures it.
        let (saved_max, base) = (self.max_depth, self.depth);
        self.max_depth = base;
        let r = (def.parse)(self);
        let depth = self.max_depth - base;
        self.max_depth = saved_max.max(self.max_depth);
        self.custom_op = saved;
        self.symbol_name_loc = saved_name;
        Ok((r?, depth))
    }

    /// The fast path for an attribute whose bodies are long (a `#gpu.object` with its
    /// payload): its parser reads the body straight from the token stream, without
    /// `skip_dialect_symbol_body` going over it first, which would validate every string a
    /// time more.
    ///
    /// The result stands only when MLIR would have accepted the same body: the tokens the
    /// parser consumed nest correctly and close with the `<`, and nothing between or at the
    /// end of them is where the token stream and the balanced-body scan can disagree (a
    /// comment, a NUL, an identifier's `-` before `>`): tracked in `bump`, see `BodyTrack`.
    /// Anything else — an error, an odd body — rewinds everything and
    /// returns `None`: the caller then goes the checked way and reports exactly what MLIR
    /// reports.
    pub(super) fn parse_body_directly(
        &mut self,
        tok: Token,
        def: &'static crate::dialect::AttrDef,
    ) -> Option<Attribute> {
        let (lex, cur, prev_end, depth, max_depth) = (
            self.lex,
            self.tok,
            self.prev_end,
            self.depth,
            self.max_depth,
        );
        let (n_diags, n_reported, n_stack) = (
            self.diags.len(),
            self.reported.len(),
            self.caches.attr_stack.len(),
        );
        self.caches.body_track.start();
        let r = self.run_attr_parser(def, mnemonic_start(tok, def));
        let closed = self.caches.body_track.finish();
        let end = self.prev_end as usize;
        match r {
            Ok((attr, _)) if closed && self.diags.len() == n_diags => {
                if end - tok.start as usize <= DIALECT_ATTR_CACHE_SPELLING_MAX {
                    // Short this time: back to the cached path.
                    self.caches.long_bodied.retain(|d| !std::ptr::eq(*d, def));
                }
                Some(attr)
            }
            _ => {
                self.lex = lex;
                self.tok = cur;
                self.prev_end = prev_end;
                self.depth = depth;
                self.max_depth = max_depth;
                self.diags.truncate(n_diags);
                self.reported.truncate(n_reported);
                self.caches.attr_stack.truncate(n_stack);
                None
            }
        }
    }

    /// `#nvvm<target<O = 1>>` (the verbose form of a registered dialect's attribute), as MLIR's
    /// `parseExtendedSymbol`: the dialect parses the body `<…>` (`body_start..body_end`) as it
    /// would `#nvvm.target<O = 1>`. As in mlir-opt-22, the body must start with a keyword
    /// (`#nvvm<>`: «expected valid keyword»), and what the dialect leaves of it is ignored
    /// (`#nvvm<target x>` is `#nvvm.target`). Found by the `attribute` fuzz target: `#nvvm<t>`
    /// was an opaque attribute and printed as `#nvvm.t`, «unknown attribute `t` in dialect
    /// `nvvm`».
    pub(super) fn parse_verbose_registered_attr(
        &mut self,
        dialect: &str,
        body_start: usize,
        body_end: usize,
    ) -> ParseResult<Attribute> {
        let close = body_end.saturating_sub(1);
        // The trailing type first, as for the pretty form.
        self.parse_trailing_attr_type()?;
        let resume = (self.lex, self.tok, self.prev_end);
        let r = self
            .parse_attr_from_mnemonic(dialect, body_start + 1)
            .and_then(|(attr, _)| {
                // MLIR hands the dialect the body alone: it cannot read past the closing `>`.
                if self.prev_end as usize > close {
                    let at = close as u32;
                    return Err(self.error_at(at, "unexpected end of dialect attribute body"));
                }
                Ok(attr)
            });
        // Failed or not, the parser goes on after the body (see
        // `parse_registered_attr_by_keyword`).
        (self.lex, self.tok, self.prev_end) = resume;
        r
    }

    /// The registered dialect attribute spelled from `tok` (`#dialect.mnemonic`) to `body_end`
    /// if that spelling was parsed before and is followed by the same kind of token (see
    /// `Parser::dialect_attr_cache`); consumes it.
    #[inline(never)]
    pub(super) fn cached_dialect_attr(&mut self, tok: Token, body_end: usize) -> Option<Attribute> {
        let key = self.text.get(tok.start as usize..body_end)?;
        if !is_cacheable_attr_spelling(key, tok.end - tok.start) {
            return None;
        }
        let cached = self.caches.dialect_attr_cache.get(key)?;
        if !self.fits_here(cached, self.tok.kind) {
            return None;
        }
        let cached = cached.clone();
        self.prev_end = body_end as u32;
        self.count_cached_depth(cached.depth);
        let attr = cached.attr.clone();
        self.remember_recent(key, tok, cached);
        Some(attr)
    }

    /// Keeps `cached`, spelled `key` from the name token `tok` on, among the attributes
    /// `recent_dialect_attr` compares first.
    pub(super) fn remember_recent(&mut self, key: &'a [u8], tok: Token, cached: CachedDialectAttr) {
        self.caches.recent_dialect_attrs.push(RecentDialectAttr {
            spelling: key,
            ident_len: tok.end - tok.start,
            cached,
        });
    }

    /// Whether `cached`, followed by a token of kind `next`, is what a parse here would give:
    /// it was followed by the same kind, and its nesting fits under the limit at this depth.
    pub(super) fn fits_here(&self, cached: &CachedDialectAttr, next: TokenKind) -> bool {
        cached.next == next && self.depth.saturating_add(cached.depth) <= MAX_NESTING_DEPTH
    }

    /// Counts the nesting `depth` a cached attribute adds here, as its parse would have.
    pub(super) fn count_cached_depth(&mut self, depth: u32) {
        self.max_depth = self.max_depth.max(self.depth + depth);
    }

    /// The registered dialect attribute at the current token (`#dialect.mnemonic`) if the
    /// input there spells one of `Parser::recent_dialect_attrs` and the same kind of token
    /// follows; consumes it. The bytes equal those of a body that
    /// `skip_dialect_symbol_body` found balanced, and its scan depends on them alone (it
    /// stops at the `>` that closes the body and looks no further), so the body ends at the
    /// same place and needs no scan: the short attributes repeated in every op
    /// (`#nvvm.target<chip = "sm_90">`) cost a comparison of their text.
    pub(super) fn recent_dialect_attr(&mut self) -> Option<Attribute> {
        let tok = self.tok;
        let ident_len = tok.end - tok.start;
        let rest = self.text.get(tok.start as usize..)?;
        // A bare `#nvvm.target` is not the start of `#nvvm.target<…>`.
        let has_body = rest.get(ident_len as usize) == Some(&b'<');
        let r = self.caches.recent_dialect_attrs.iter_mut().find(|r| {
            r.ident_len == ident_len
                && (r.spelling.len() > ident_len as usize) == has_body
                && rest.starts_with(r.spelling)
        })?;
        // Read from here on, as `recent_type` does.
        r.spelling = rest.get(..r.spelling.len())?;
        let end = tok.start as usize + r.spelling.len();
        let cached = r.cached.clone();
        let mut lex = self.lex;
        lex.reset(end);
        let next = lex.next_token();
        if !self.fits_here(&cached, next.kind) {
            return None;
        }
        let (attr, depth) = (cached.attr, cached.depth);
        // The name is consumed as a token; the body, as after `skip_dialect_symbol_body`,
        // is not seen by the body tracking.
        self.note_consumed();
        self.lex = lex;
        self.tok = next;
        self.prev_end = end as u32;
        self.count_cached_depth(depth);
        Some(attr)
    }

    /// Records `attr`, just parsed from `tok` to `body_end` and nesting `depth` deep, in
    /// `Parser::dialect_attr_cache`: only when the parse took exactly the spelling and stopped
    /// before a token no attribute starts with.
    #[inline(never)]
    pub(super) fn cache_dialect_attr(
        &mut self,
        tok: Token,
        body_end: usize,
        attr: &Attribute,
        depth: u32,
    ) {
        let Some(key) = self.text.get(tok.start as usize..body_end) else {
            return;
        };
        if self.prev_end as usize == body_end
            && matches!(
                self.tok.kind,
                TokenKind::Comma
                    | TokenKind::Greater
                    | TokenKind::RSquare
                    | TokenKind::RBrace
                    | TokenKind::RParen
            )
            && self.caches.dialect_attr_cache.len() < DIALECT_ATTR_CACHE_CAP
            && is_cacheable_attr_spelling(key, tok.end - tok.start)
        {
            let cached = CachedDialectAttr {
                attr: attr.clone(),
                depth,
                next: self.tok.kind,
            };
            self.caches.dialect_attr_cache.insert(key, cached.clone());
            self.remember_recent(key, tok, cached);
        }
    }
}

/// The longest spelling `Parser::dialect_attr_cache` holds.
pub(super) const DIALECT_ATTR_CACHE_SPELLING_MAX: usize = 128;

/// How many attribute definitions `Parser::long_bodied` lists at most.
pub(super) const LONG_BODIED_MAX: usize = 8;

/// How many spellings `Parser::dialect_attr_cache` holds at most.
pub(super) const DIALECT_ATTR_CACHE_CAP: usize = 4096;

/// Whether a registered dialect attribute spelled `spelling` (`#dialect.mnemonic` of
/// `ident_len` bytes, then its body) may be served from `Parser::dialect_attr_cache`: short,
/// and naming no alias (`#a`, `!t`), so that its value depends on its text alone.
pub(super) fn is_cacheable_attr_spelling(spelling: &[u8], ident_len: u32) -> bool {
    spelling.len() <= DIALECT_ATTR_CACHE_SPELLING_MAX
        && spelling
            .get(ident_len as usize..)
            .is_some_and(|body| memchr::memchr2(b'#', b'!', body).is_none())
}

/// Where the mnemonic of the name token `tok` of a `def` attribute starts: it ends the token
/// (`#dlti.dl_spec`).
fn mnemonic_start(tok: Token, def: &crate::dialect::AttrDef) -> u32 {
    tok.end
        .saturating_sub(u32::try_from(def.mnemonic.len()).unwrap_or(u32::MAX))
}
