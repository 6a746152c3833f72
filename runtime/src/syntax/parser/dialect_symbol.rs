//! Dialect symbols (MLIR's `DialectSymbolParser`): `#alias` / `!alias` uses, `#dialect.name<…>`
//! and `!dialect.name<…>` of dialects the registry does not know (kept as opaque text, their
//! bodies scanned for balanced brackets), and the dispatch of registered ones (to
//! `registered_attr` and `registered_type`).

use crate::ir::OpaqueType;
use crate::ir::uniqued::Uniqued;
use std::sync::Arc;

use super::Parser;
use crate::diag::ParseResult;
use crate::ir::print::{BODY_SPECIAL, opening_bracket};
use crate::ir::{Attribute, OpaqueAttr, Type};
use crate::syntax::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// `#alias`, `#dialect.mnemonic<…>`, `#dialect<…>`.
    ///
    /// On the recursion of nested attributes: the registered `#dialect.mnemonic` is handled
    /// here, everything else in [`Parser::parse_other_extended_attr`], which keeps this
    /// function's stack frame small (the nesting limit's test runs on a 2 MiB debug stack).
    #[inline(never)]
    pub(super) fn parse_extended_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        if !self.caches.recent_dialect_attrs.is_empty()
            && let Some(attr) = self.recent_dialect_attr()
        {
            return Ok(attr);
        }
        let tok = self.tok;
        let ident = self.spelling(tok).get(1..).unwrap_or(&[]);
        // Names are short: a plain loop beats `memchr`'s set-up.
        let Some(dot) = ident.iter().position(|&c| c == b'.') else {
            return self.parse_other_extended_attr(ty, None);
        };
        let Some(def) = self.registered_attr(ident) else {
            return self.parse_other_extended_attr(ty, Some(dot));
        };
        self.bump();
        let has_trailing = self.is(TokenKind::Less) && self.tok.start == tok.end;
        self.parse_registered_dialect_attr(tok, def, has_trailing)
    }

    /// [`Parser::parse_extended_attr`] of an alias, a verbose `#dialect<…>` or an unregistered
    /// (or unknown) `#dialect.mnemonic`, whose `.` is at `dot` in the name after `#`.
    #[inline(never)]
    pub(super) fn parse_other_extended_attr(
        &mut self,
        ty: Option<&Type>,
        dot: Option<usize>,
    ) -> ParseResult<Attribute> {
        let tok = self.tok;
        let ident = self.spelling(tok).get(1..).unwrap_or(&[]);
        self.bump();
        let dialect = ident.get(..dot.unwrap_or(ident.len())).unwrap_or(&[]);
        let has_trailing = self.is(TokenKind::Less) && self.tok.start == tok.end;
        let Some(dot) = dot else {
            if !has_trailing {
                return match self.attr_aliases.get(ident) {
                    Some((a, depth)) => {
                        let (a, depth) = (a.clone(), *depth);
                        self.use_alias(depth, tok.start)?;
                        Ok(a)
                    }
                    None => {
                        let name = String::from_utf8_lossy(ident).into_owned();
                        Err(self.wrong_token(format!("undefined symbol alias id '{name}'")))
                    }
                };
            }
            // Verbose form `#foo<…>`.
            let body_start = tok.end as usize;
            let body_end = self.skip_dialect_symbol_body()?;
            if let Some(dialect_str) = std::str::from_utf8(dialect)
                .ok()
                .filter(|d| self.registry.has_dialect(d))
            {
                return self.parse_verbose_registered_attr(dialect_str, body_start, body_end);
            }
            return self.finish_opaque_attr(dialect, tok.start, body_start, body_end, ty);
        };
        let sym_start = tok.start as usize + 2 + dot;
        // A name that is not UTF-8 is no registered dialect's.
        if let Some(dialect_str) = std::str::from_utf8(dialect)
            .ok()
            .filter(|d| self.registry.has_dialect(d))
        {
            return self.parse_registered_attr_by_keyword(dialect_str, sym_start, has_trailing);
        }
        let body_end = if has_trailing {
            self.skip_dialect_symbol_body()?
        } else {
            tok.end as usize
        };
        self.finish_opaque_attr(dialect, sym_start as u32, sym_start, body_end, ty)
    }

    /// `#dialect.mnemonic…` of a registered dialect whose name token (`dialect.mnemonic` with
    /// what follows up to the next character no `#` name holds) is none of its attributes'
    /// spellings: as MLIR's `parseExtendedAttr`, the body is scanned and the trailing type
    /// parsed, then the dialect reads its mnemonic as a keyword from `sym_start`, which stops
    /// at a `-` the name token holds. `#nvvm.target-<O = 1>` is `#nvvm.target`, the rest of the
    /// token and the body left to the attribute's parser, which reads none of it here (its
    /// parameters are optional) and parsing resumes after the body; `#gpu.address_space-` is
    /// «expected '<'» at the `-`, `#gpu.x-` «unknown attribute `x` in dialect `gpu`» and
    /// `#nvvm.-` «expected valid keyword».
    #[cold]
    #[inline(never)]
    fn parse_registered_attr_by_keyword(
        &mut self,
        dialect: &str,
        sym_start: usize,
        has_trailing: bool,
    ) -> ParseResult<Attribute> {
        if has_trailing {
            self.skip_dialect_symbol_body()?;
        }
        self.parse_trailing_attr_type()?;
        let resume = (self.lex, self.tok, self.prev_end);
        let r = self.parse_attr_from_mnemonic(dialect, sym_start);
        // The tokens read from the name on are not the ones a directly parsed enclosing body
        // saw (see `BodyTrack`). Failed or not, the parser goes on after the body, as MLIR's
        // does (the dialect reads a copy of the body): an error that follows is reported there.
        self.caches.body_track.spoil();
        (self.lex, self.tok, self.prev_end) = resume;
        Ok(r?.0)
    }

    pub(super) fn finish_opaque_attr(
        &mut self,
        dialect: &[u8],
        loc: u32,
        body_start: usize,
        body_end: usize,
        ty: Option<&Type>,
    ) -> ParseResult<Attribute> {
        let body = self.text.get(body_start..body_end).unwrap_or(&[]);
        if !super::is_valid_dialect_namespace(dialect) {
            let d = String::from_utf8_lossy(dialect);
            return Err(self.error_at(loc, format!("invalid dialect namespace '\"{d}\"'")));
        }
        // A trailing `: type` belongs to the attribute, even when the caller gave a type (as in
        // MLIR's `parseExtendedAttr`): `#foo.bar<1> : i32`.
        let ty = if self.consume_if(TokenKind::Colon) {
            self.parse_type()?
        } else {
            ty.cloned().unwrap_or(Type::None)
        };
        if !self.opts.allow_unregistered {
            return Err(self.unregistered_attr_error(dialect, body, &ty, loc));
        }
        let (Ok(dialect), Ok(body)) = (std::str::from_utf8(dialect), std::str::from_utf8(body))
        else {
            return Err(self.error_at(loc, "invalid UTF-8 in dialect attribute"));
        };
        Ok(Attribute::Opaque(Arc::new(OpaqueAttr {
            dialect: dialect.into(),
            body: super::canonical_dialect_body(body),
            ty,
        })))
    }

    /// `OpaqueAttr::verify`'s error without `--allow-unregistered-dialect`:
    /// `#"foo"<"bar<1>"> : 'i32' attribute created with unregistered dialect. …`.
    #[cold]
    #[inline(never)]
    pub(super) fn unregistered_attr_error(
        &mut self,
        dialect: &[u8],
        body: &[u8],
        ty: &Type,
        loc: u32,
    ) -> crate::diag::Reported {
        let d = String::from_utf8_lossy(dialect);
        let data = escape_for_message(if body.first() == Some(&b'<') {
            body.get(1..body.len().saturating_sub(1)).unwrap_or(&[])
        } else {
            body
        });
        let ty = crate::ir::print::type_to_string(ty);
        self.error_at(
            loc,
            format!(
                "#\"{d}\"<\"{data}\"> : '{ty}' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
            ),
        )
    }

    /// Skips a balanced `<…>` body starting at the current `<` token (MLIR's
    /// `parseDialectSymbolBody`, iterative); returns the end offset and re-lexes after it.
    pub(super) fn skip_dialect_symbol_body(&mut self) -> ParseResult<usize> {
        // The parser's buffer, reused: no allocation per dialect attribute.
        let mut stack = std::mem::take(&mut self.caches.bracket_stack);
        stack.clear();
        let r = self.skip_dialect_symbol_body_with(&mut stack);
        self.caches.bracket_stack = stack;
        r
    }

    pub(super) fn skip_dialect_symbol_body_with(
        &mut self,
        stack: &mut Vec<(u8, u32)>,
    ) -> ParseResult<usize> {
        let mut pos = self.tok.start as usize;
        let end = self.lex.end();
        let mut err_loc = self.tok.start;
        // The outermost body validates its strings and records which are in canonical form,
        // for `string_attr_value` when the attribute's parser reads them (see `trust_strings`).
        let outermost = !self.lex.is_trusted(pos);
        if outermost {
            self.caches.canonical_strings.clear();
            self.caches.nested_body_ends.clear();
        } else if let Some(&end) = self.caches.nested_body_ends.get(&(pos as u32)) {
            // Scanned as part of the outermost body: each nesting level would otherwise scan
            // the rest of it again (quadratic in the nesting depth).
            return Ok(self.continue_after_body(end as usize));
        }
        loop {
            if pos >= end {
                return Err(self.error_at(err_loc, unbalanced_body_message(stack)));
            }
            // Bytes that are no bracket, quote, `-` or NUL are skipped in one go.
            let rest = self.text.get(pos..end).unwrap_or(&[]);
            let run = rest
                .iter()
                .position(|&b| BODY_SPECIAL[b as usize])
                .unwrap_or(rest.len());
            if run != 0 {
                pos += run;
                continue;
            }
            let c = self.text.get(pos).copied().unwrap_or(0);
            pos += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push((c, (pos - 1) as u32)),
                b'-' if self.text.get(pos) == Some(&b'>') => pos += 1,
                b'>' | b']' | b')' | b'}' => match stack.last() {
                    Some(&(t, at)) if t == opening_bracket(c) => {
                        stack.pop();
                        if outermost && t == b'<' && !stack.is_empty() {
                            self.caches.nested_body_ends.insert(at, pos as u32);
                        }
                    }
                    _ => return Err(self.error_at(err_loc, unbalanced_body_message(stack))),
                },
                b'"' => {
                    let mut l = self.lex;
                    l.reset(pos - 1);
                    let t = l.next_token();
                    if t.kind != TokenKind::String {
                        self.tok = t;
                        return Err(self.error_at(t.start, "expected '\"' in string literal"));
                    }
                    if outermost {
                        self.caches
                            .canonical_strings
                            .push((t.start, l.last_string_canonical()));
                    }
                    err_loc = t.start;
                    pos = t.end as usize;
                }
                0 => return Err(self.error_at(err_loc, unbalanced_body_message(stack))),
                _ => {}
            }
            if stack.is_empty() {
                return Ok(self.continue_after_body(pos));
            }
        }
    }

    /// Moves the token stream to `end`, just after a dialect symbol body; returns `end`.
    pub(super) fn continue_after_body(&mut self, end: usize) -> usize {
        self.reset_to(end);
        self.prev_end = end as u32;
        end
    }

    /// `!alias`, `!dialect.mnemonic<…>`, `!dialect<…>`.
    #[inline(never)]
    pub(super) fn parse_extended_type(&mut self) -> ParseResult<Type> {
        let tok = self.tok;
        let ident = self.spelling(tok).get(1..).unwrap_or(&[]);
        self.bump();
        let after_name = (self.lex, self.tok, self.prev_end);
        let dot = memchr::memchr(b'.', ident);
        let has_trailing = self.is(TokenKind::Less) && self.tok.start == tok.end;
        let dialect = match dot {
            Some(i) => ident.get(..i).unwrap_or(&[]),
            None => ident,
        };
        let (loc, body_start) = match dot {
            None if !has_trailing => {
                return match self.type_aliases.get(ident) {
                    Some((t, depth)) => {
                        let (t, depth) = (t.clone(), *depth);
                        self.use_alias(depth, tok.start)?;
                        Ok(t)
                    }
                    None => {
                        let name = String::from_utf8_lossy(ident).into_owned();
                        Err(self.wrong_token(format!("undefined symbol alias id '{name}'")))
                    }
                };
            }
            None => (tok.start, tok.end as usize),
            Some(i) => {
                let s = tok.start as usize + 2 + i;
                (s as u32, s)
            }
        };
        let body_end = if has_trailing {
            self.skip_dialect_symbol_body()?
        } else {
            tok.end as usize
        };
        let body = self.text.get(body_start..body_end).unwrap_or(&[]);
        let dialect_str = String::from_utf8_lossy(dialect).into_owned();
        if self.registry.has_dialect(&dialect_str) {
            let mnemonic = dot.map(|_| {
                let m = self.text.get(body_start..tok.end as usize).unwrap_or(&[]);
                (std::str::from_utf8(m).unwrap_or(""), loc)
            });
            return self.parse_registered_type(
                &dialect_str,
                mnemonic,
                after_name,
                body_start,
                body_end,
            );
        }
        if !super::is_valid_dialect_namespace(dialect) {
            return Err(self.error_at(
                loc,
                format!("invalid dialect namespace '\"{dialect_str}\"'"),
            ));
        }
        if !self.opts.allow_unregistered {
            let data = super::dialect_symbol::escape_for_message(if dot.is_none() {
                body.get(1..body.len().saturating_sub(1)).unwrap_or(&[])
            } else {
                body
            });
            return Err(self.error_at(
                loc,
                format!(
                    "`!\"{dialect_str}\"<\"{data}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            ));
        }
        let Ok(body) = std::str::from_utf8(body) else {
            return Err(self.error_at(loc, "invalid UTF-8 in dialect type"));
        };
        Ok(Type::Opaque(Uniqued::new(OpaqueType {
            dialect: dialect_str.into(),
            body: super::canonical_dialect_body(body),
        })))
    }

    /// The mnemonic the registered dialect `dialect` reads as a keyword from `from`: at a
    /// verbose form's body (`#nvvm<target …>`), or inside a name token that is none of its
    /// spellings (`#nvvm.target-<…>`, where the keyword stops at the `-`); with where it starts.
    /// The parser is left after it. As in mlir-opt-22, a dialect without a parsing hook of that
    /// kind says so whatever follows, at that first token (`#cf< "x">`: at the string; `#cf. }`:
    /// at the `}`), and the mnemonic must be a keyword (`#nvvm<>`, `#nvvm.-`: «expected valid
    /// keyword»).
    pub(super) fn parse_mnemonic_keyword(
        &mut self,
        kind: DialectSymbol,
        dialect: &str,
        from: usize,
    ) -> ParseResult<(&'a str, u32)> {
        self.reset_to(from);
        self.prev_end = from as u32;
        let mnemonic_at = self.tok.start;
        if !kind.has_hook(self.registry, dialect) {
            return Err(self.unknown_mnemonic_error(kind, dialect, "", mnemonic_at));
        }
        match self.parse_optional_keyword_any() {
            Some(mnemonic) => Ok((mnemonic, mnemonic_at)),
            None => Err(self.error_here("expected valid keyword")),
        }
    }

    /// The error for a mnemonic the registered dialect `dialect` does not define, at `loc`: the
    /// dialect's own message when it states one ([`Dialect::unknown_type_message`], «unknown
    /// gpu type: mma»), else the message of MLIR's generated dispatch when the dialect has
    /// types (attributes), the type's double space included, else MLIR's for a dialect without
    /// a parsing hook (`!arith.foo`, `#cf.foo`, `#builtin<"x">`).
    ///
    /// [`Dialect::unknown_type_message`]: crate::dialect::Dialect::unknown_type_message
    /// The attribute of the registered dialect `dialect` whose mnemonic, read as a keyword,
    /// starts at `at`, and the nesting depth it adds; a mnemonic it does not define is
    /// [`Parser::unknown_mnemonic_error`] (`parse_type_from_mnemonic` for types).
    pub(super) fn parse_attr_from_mnemonic(
        &mut self,
        dialect: &str,
        at: usize,
    ) -> ParseResult<(Attribute, u32)> {
        let (mnemonic, mnemonic_at) =
            self.parse_mnemonic_keyword(DialectSymbol::Attr, dialect, at)?;
        match self.registry.attr(dialect, mnemonic) {
            Some(def) => self.run_attr_parser(def, mnemonic_at),
            None => Err(self.unknown_mnemonic_error(
                DialectSymbol::Attr,
                dialect,
                mnemonic,
                mnemonic_at,
            )),
        }
    }

    #[cold]
    pub(super) fn unknown_mnemonic_error(
        &mut self,
        kind: DialectSymbol,
        dialect: &str,
        mnemonic: &str,
        loc: u32,
    ) -> crate::diag::Reported {
        let def = self.registry.dialect(dialect);
        let (own, what) = match kind {
            DialectSymbol::Type => (def.and_then(|d| d.unknown_type_message), "type"),
            DialectSymbol::Attr => (def.and_then(|d| d.unknown_attr_message), "attribute"),
        };
        let message = match own {
            _ if !kind.has_hook(self.registry, dialect) => {
                format!("dialect '{dialect}' provides no {what} parsing hook")
            }
            Some(m) => m.message(mnemonic),
            None if kind == DialectSymbol::Type => {
                format!("unknown  type `{mnemonic}` in dialect `{dialect}`")
            }
            None => format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        };
        self.error_at(loc, message)
    }
}

/// What a dialect symbol names: a type (`!gpu.mma`) or an attribute (`#gpu.foo`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum DialectSymbol {
    /// `!dialect.mnemonic`.
    Type,
    /// `#dialect.mnemonic`.
    Attr,
}

impl DialectSymbol {
    /// Whether the registered dialect `dialect` defines symbols of this kind (has MLIR's
    /// generated parsing hook for them).
    fn has_hook(self, registry: &crate::dialect::Registry, dialect: &str) -> bool {
        match self {
            DialectSymbol::Type => registry.has_types(dialect),
            DialectSymbol::Attr => registry.has_attrs(dialect),
        }
    }
}

/// MLIR's `printEscapedString`, for diagnostics that quote source text.
pub(super) fn escape_for_message(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(c as char),
            _ => out.push_str(&format!("\\{c:02X}")),
        }
    }
    out
}

/// MLIR's error for a dialect symbol body that ends (at a NUL, the end of the input or a
/// closing bracket of the wrong kind) while `stack`, of opening brackets and their offsets, is
/// still open; with nothing open, a closing bracket came first.
pub(super) fn unbalanced_body_message(stack: &[(u8, u32)]) -> String {
    match stack.last() {
        Some(&(open, _)) => format!(
            "unbalanced '{}' character in pretty dialect name",
            open as char
        ),
        None => "unexpected nul or EOF in pretty dialect name".to_string(),
    }
}
