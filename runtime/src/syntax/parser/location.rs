//! Locations (MLIR's `LocationParser`): `loc(…)` after an op, as an attribute value, and the
//! location forms inside it, parsed whole into [`LocationAttr`].

use std::sync::Arc;

use super::Parser;
use super::ssa::LocTarget;
use crate::diag::ParseResult;
use crate::ir::{Attribute, Location, LocationAttr, OpId, StringAttr, Value};
use crate::syntax::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// `loc(…)` after an op: sets the op's location, kept whole.
    #[inline(always)]
    pub(super) fn parse_op_trailing_location(&mut self, op: OpId) -> ParseResult {
        if let Some(l) = self.parse_optional_location_specifier(LocTarget::Op(op))? {
            self.ir.set_loc(op, l);
        }
        Ok(())
    }

    /// MLIR's `parseOptionalLocationSpecifier`: `loc(…)` after an op, a block argument or a
    /// region argument, kept whole; `None` without one. `loc(#alias)` of an alias not defined
    /// yet also gives `None`: the alias is looked up at the end of the file, as MLIR allows,
    /// and then sets the location of `target`.
    #[inline]
    pub(super) fn parse_optional_location_specifier(
        &mut self,
        target: LocTarget,
    ) -> ParseResult<Option<Location>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.parse_location_specifier(target)
    }

    /// [`Parser::parse_optional_location_specifier`] at its `loc`.
    #[inline(never)]
    fn parse_location_specifier(&mut self, target: LocTarget) -> ParseResult<Option<Location>> {
        if let Some(l) = self.file_location_from_bytes()? {
            return Ok(Some(Location::Attr(Arc::new(l))));
        }
        if let Some((name, at, end)) = self.alias_location_from_bytes() {
            let l = self.location_of_alias(target, name, at)?;
            self.prev_end = end as u32;
            self.reset_to(end);
            return Ok(l);
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let t = self.tok;
        let l = if t.kind == TokenKind::HashIdentifier && !self.spelling(t).contains(&b'.') {
            let name = self.spelling(t).get(1..).unwrap_or(&[]);
            self.bump();
            self.location_of_alias(target, name, t.start)?
        } else {
            Some(Location::Attr(Arc::new(self.parse_location_instance()?)))
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(l)
    }

    /// The location `loc(#name)` gives `target`, the `#` at `at`: the alias's, or `None` when
    /// it is not defined yet (looked up at the end of the file, as MLIR allows).
    fn location_of_alias(
        &mut self,
        target: LocTarget,
        name: &'a [u8],
        at: u32,
    ) -> ParseResult<Option<Location>> {
        match self.attr_aliases.get(name) {
            Some((Attribute::Location(l), _)) => Ok(Some(Location::Attr(l.clone()))),
            Some((attr, _)) => {
                let message = not_a_location(attr);
                Err(self.error_at(at, message))
            }
            None => {
                self.ssa.deferred_loc_aliases.push((target, name, at));
                Ok(None)
            }
        }
    }

    /// At `loc`: `loc(#name)` read from the bytes when spelled as printed (the name as the
    /// lexer reads a `#` identifier, without a `.`, then `)`): the name, where its `#` is and
    /// where the `)` ends; `None` for any other spelling.
    fn alias_location_from_bytes(&self) -> Option<(&'a [u8], u32, usize)> {
        if !self.may_read_printed_spellings() {
            return None;
        }
        let hash = self.tok.end as usize + 1;
        let text = self.text.get(..self.lex.end())?;
        if text.get(hash - 1..=hash)? != b"(#" {
            return None;
        }
        let end = crate::syntax::lexer::prefixed_suffix_end(text, hash + 1)?;
        let name = text.get(hash + 1..end)?;
        if name.contains(&b'.') || text.get(end) != Some(&b')') {
            return None;
        }
        Some((name, hash as u32, end + 1))
    }

    /// At `loc`: `loc("file":line:col)` read from the bytes, the parser then after the `)`,
    /// when it is spelled as printed with the file of the last file location parsed (the
    /// `#locN = loc(…)` definitions `--mlir-print-debuginfo` writes, one per op and argument)
    /// and decimal numbers that fit: without the eight tokens and the file name's string.
    /// `None` (nothing consumed) for any other spelling, which the tokens read and report on.
    fn file_location_from_bytes(&mut self) -> ParseResult<Option<LocationAttr>> {
        let Some((l, end)) = self.file_line_col_from_bytes(self.tok.end as usize) else {
            return Ok(None);
        };
        // The location's own level of nesting, as `parse_location_instance` counts it.
        self.enter()?;
        self.leave();
        self.prev_end = end as u32;
        self.reset_to(end);
        Ok(Some(l))
    }

    /// `("file":line:col)` at `start` read from the bytes, as [`Parser::file_location_from_bytes`]
    /// reads it (the file the last file location parsed named, decimal numbers that fit): the
    /// location and where the `)` ends; `None` for any other spelling.
    #[inline]
    fn file_line_col_from_bytes(&self, start: usize) -> Option<(LocationAttr, usize)> {
        if !self.may_read_printed_spellings() {
            return None;
        }
        let (spelling, file) = self.caches.loc_file.as_ref()?;
        let rest = self
            .text
            .get(start..self.lex.end())?
            .strip_prefix(b"(")?
            .strip_prefix(*spelling)?
            .strip_prefix(b":")?;
        let (line, n) = loc_decimal(rest)?;
        let (col, m) = loc_decimal(rest.get(n..)?.strip_prefix(b":")?)?;
        if rest.get(n + 1 + m) != Some(&b')') {
            return None;
        }
        let end = start + 1 + spelling.len() + 1 + n + 1 + m + 1;
        let file = point_file(file.clone());
        Some((LocationAttr::FileLineCol { file, line, col }, end))
    }

    /// At the name of an attribute alias definition: `#name = loc("file":line:col)` read from
    /// the bytes as [`Parser::file_location_from_bytes`] reads a location (the definitions
    /// `--mlir-print-debuginfo` writes, one per op and argument), the parser then after the
    /// `)`: the location with its nesting depth, as `parse_attribute` gives it. `None` (nothing
    /// consumed) for any other spelling.
    pub(super) fn location_alias_def_from_bytes(
        &mut self,
    ) -> ParseResult<Option<(Attribute, u32)>> {
        const EQ_LOC: &[u8] = b" = loc";
        let start = self.tok.end as usize;
        if self.text.get(start..start + EQ_LOC.len()) != Some(EQ_LOC) {
            return Ok(None);
        }
        let Some((l, end)) = self.file_line_col_from_bytes(start + EQ_LOC.len()) else {
            return Ok(None);
        };
        let ((), depth) = self.with_nesting_depth(|p| {
            p.enter()?;
            p.leave();
            Ok(())
        })?;
        self.prev_end = end as u32;
        self.reset_to(end);
        Ok(Some((Attribute::Location(Arc::new(l)), depth)))
    }

    /// `loc(…)` after block argument `arg` of an existing block: sets its location.
    pub fn parse_trailing_location(&mut self, arg: Value) -> ParseResult {
        if let Some(l) = self.parse_optional_location_specifier(LocTarget::Arg(arg))? {
            self.ir.set_arg_loc(arg, l);
        }
        Ok(())
    }

    /// `loc(…)` as an attribute value (MLIR's `kw_loc` case of `parseAttribute`).
    #[inline(never)]
    pub(super) fn parse_location_attr(&mut self) -> ParseResult<Attribute> {
        if let Some(l) = self.file_location_from_bytes()? {
            return Ok(Attribute::Location(Arc::new(l)));
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let l = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(Attribute::Location(Arc::new(l)))
    }

    /// MLIR's `parseLocationInstance`.
    pub(super) fn parse_location_instance(&mut self) -> ParseResult<LocationAttr> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    #[inline(never)]
    pub(super) fn parse_location_instance_inner(&mut self) -> ParseResult<LocationAttr> {
        match self.tok.kind {
            TokenKind::HashIdentifier => {
                // An alias adds its own depth only (no level for the `#name` itself), as a
                // location alias always did: `#l2 = loc(callsite(#l1 at #l1))` chains. Before a
                // `<`, the name is a dialect's (`#l1<…>`, MLIR's `parseExtendedSymbol`).
                let name = self.tok_text().get(1..).unwrap_or(&[]);
                if let Some((Attribute::Location(l), depth)) = self.attr_aliases.get(name)
                    && self.peek().kind != TokenKind::Less
                {
                    let (l, depth) = (LocationAttr::clone(l), *depth);
                    self.use_alias(depth, self.tok.start)?;
                    self.bump();
                    return Ok(l);
                }
                self.parse_location_attribute_ref()
            }
            TokenKind::String => {
                let spelling = self.spelling(self.tok);
                let name = match &self.caches.loc_file {
                    Some((last, file)) if *last == spelling => file.clone(),
                    _ => self.string_attr_value(self.tok),
                };
                self.bump();
                if self.consume_if(TokenKind::Colon) {
                    self.caches.loc_file = Some((spelling, name.clone()));
                    return self.parse_file_line_col(name);
                }
                let mut child = LocationAttr::Unknown;
                if self.consume_if(TokenKind::LParen) {
                    child = self.parse_location_instance()?;
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                }
                Ok(LocationAttr::Name {
                    name,
                    child: Arc::new(child),
                })
            }
            TokenKind::BareIdentifier => match self.tok_text() {
                b"unknown" => {
                    self.bump();
                    Ok(LocationAttr::Unknown)
                }
                b"callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.parse_optional_keyword("at") {
                        return Err(self.wrong_token("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(LocationAttr::CallSite {
                        callee: Arc::new(callee),
                        caller: Arc::new(caller),
                    })
                }
                b"fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.consume_if(TokenKind::Less) {
                        metadata = Some(self.parse_attribute()?);
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                    }
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    let mut locations = Vec::new();
                    if !self.consume_if(TokenKind::RSquare) {
                        loop {
                            locations.push(self.parse_location_instance()?);
                            if !self.consume_if(TokenKind::Comma) {
                                break;
                            }
                        }
                        self.expect(TokenKind::RSquare, "expected ']' in fused location")?;
                    }
                    Ok(LocationAttr::fused(locations, metadata))
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    /// A `#…` location that is not a location alias: an attribute that must be a location
    /// («expected location attribute, but got…»).
    fn parse_location_attribute_ref(&mut self) -> ParseResult<LocationAttr> {
        match self.parse_attribute()? {
            Attribute::Location(l) => Ok(LocationAttr::clone(&l)),
            other => {
                // MLIR's text has no space before the attribute.
                let text = crate::ir::print::print_attribute_to_bytes(&other);
                let text = String::from_utf8_lossy(&text).into_owned();
                Err(self.error_here(format!("expected location attribute, but got{text}")))
            }
        }
    }

    /// After `"file":`: `line`, `line:col`, `line:col to line:col`, `line:col to :col` (MLIR's
    /// `parseNameOrFileLineColRange`).
    fn parse_file_line_col(&mut self, file: StringAttr) -> ParseResult<LocationAttr> {
        const POST_TO: &str = "expected either integer or `:` post `to` in FileLineColRange";
        let line = self.parse_loc_number("expected integer line number in FileLineColRange")?;
        if !self.consume_if(TokenKind::Colon) {
            return Ok(LocationAttr::FileLine { file, line });
        }
        let col = self.parse_loc_number("expected integer column number in FileLineColRange")?;
        if !self.is_keyword("to") {
            return Ok(LocationAttr::FileLineCol {
                file: point_file(file),
                line,
                col,
            });
        }
        self.bump();
        let mut end_line = None;
        if self.is(TokenKind::Integer) {
            let msg = "expected integer line number in FileLineColRange";
            end_line = Some(self.parse_loc_number(msg)?);
        }
        if !self.consume_if(TokenKind::Colon) {
            return Err(self.wrong_token(POST_TO));
        }
        let end_col =
            self.parse_loc_number("expected integer column number in FileLineColRange")?;
        Ok(LocationAttr::Range {
            file,
            start_line: line,
            start_col: col,
            end_line,
            end_col,
        })
    }

    pub(super) fn parse_loc_number(&mut self, msg: &str) -> ParseResult<u32> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token(msg));
        }
        let v = super::number::parse_u128(self.tok_text()).and_then(|v| u32::try_from(v).ok());
        let Some(v) = v else {
            return Err(self.error_here(msg.to_string()));
        };
        self.bump();
        Ok(v)
    }
}

/// A line or column number at the start of `bytes` as the printer writes it: decimal digits
/// (no leading zero but for `0`) that fit in `u32`, and how many bytes they take. Its own loop
/// rather than `parse_u128`, the token path's reader: that one scans its digits twice and
/// takes hex, and through it this path cost 0.8% more instructions on `debuginfo`.
fn loc_decimal(bytes: &[u8]) -> Option<(u32, usize)> {
    let mut v = 0u64;
    let mut n = 0;
    while let Some(d) = bytes
        .get(n)
        .map(|c| c.wrapping_sub(b'0'))
        .filter(|d| *d <= 9)
    {
        if n == 10 {
            return None;
        }
        v = v * 10 + u64::from(d);
        n += 1;
    }
    if n == 0 || (n > 1 && bytes.first() == Some(&b'0')) {
        return None;
    }
    Some((u32::try_from(v).ok()?, n))
}

/// The file of a `file:line:col` location: MLIR's `FileLineColLoc::get` names an empty one
/// `-` (`loc("":1:1)` is `loc("-":1:1)`, the same location); ranges and `file:line` keep it.
fn point_file(file: StringAttr) -> StringAttr {
    if file.as_bytes().is_empty() {
        StringAttr::new(&b"-"[..])
    } else {
        file
    }
}

/// «expected location, but found '…'»: what an op's `loc(#alias)` says of an alias that is not
/// a location.
pub(super) fn not_a_location(attr: &Attribute) -> String {
    let text = crate::ir::print::print_attribute_to_bytes(attr);
    format!(
        "expected location, but found '{}'",
        String::from_utf8_lossy(&text)
    )
}
