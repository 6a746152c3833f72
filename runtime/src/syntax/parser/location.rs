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
            self.ir.op_mut_keeping_attributes(op).loc = l;
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
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let t = self.tok;
        let l = if t.kind == TokenKind::HashIdentifier && !self.spelling(t).contains(&b'.') {
            let name = self.spelling(t).get(1..).unwrap_or(&[]);
            self.bump();
            match self.attr_aliases.get(name) {
                Some((attr, _)) => {
                    let attr = attr.clone();
                    Some(self.location_from_alias(&attr, t.start)?)
                }
                None => {
                    self.ssa.deferred_loc_aliases.push((target, name, t.start));
                    None
                }
            }
        } else {
            Some(Location::Attr(Arc::new(self.parse_location_instance()?)))
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(l)
    }

    /// The location an op's `loc(#alias)` names, or «expected location, but found '…'».
    pub(super) fn location_from_alias(
        &mut self,
        attr: &Attribute,
        at: u32,
    ) -> ParseResult<Location> {
        match attr {
            Attribute::Location(l) => Ok(Location::Attr(l.clone())),
            other => {
                let text = crate::ir::print::print_attribute_to_bytes(other);
                let text = String::from_utf8_lossy(&text).into_owned();
                Err(self.error_at(at, format!("expected location, but found '{text}'")))
            }
        }
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
                // location alias always did: `#l2 = loc(callsite(#l1 at #l1))` chains.
                let name = self.tok_text().get(1..).unwrap_or(&[]);
                if let Some((Attribute::Location(l), depth)) = self.attr_aliases.get(name) {
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
            return Ok(LocationAttr::FileLineCol { file, line, col });
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
