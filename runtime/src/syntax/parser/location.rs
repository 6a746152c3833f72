//! Locations (MLIR's `LocationParser`): `loc(…)` after an op and the location forms inside it.

use std::sync::Arc;

use super::Parser;
use crate::diag::ParseResult;
use crate::ir::{Location, OpId};
use crate::syntax::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// `loc(…)` after an op: sets the op's location (an explicit `"file":L:C` becomes
    /// `FileLineCol`; other forms resolve to the file location they contain, or `Unknown`).
    pub(super) fn parse_op_trailing_location(&mut self, op: OpId) -> ParseResult {
        if !self.is_keyword("loc") {
            return Ok(());
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let t = self.tok;
        if t.kind == TokenKind::HashIdentifier && !self.spelling(t).contains(&b'.') {
            let name = self.spelling(t).get(1..).unwrap_or(&[]);
            self.bump();
            match self.loc_aliases.get(name) {
                Some((l, _)) => self.ir.op_mut(op).loc = l.clone(),
                None => self.ssa.deferred_loc_aliases.push((op, name, t.start)),
            }
        } else {
            let l = self.parse_location_instance()?;
            self.ir.op_mut(op).loc = l;
        }
        self.expect(TokenKind::RParen, "expected ')' in location")
    }

    /// `loc(…)` after a block argument or region argument (parsed; rods keeps no value
    /// locations).
    pub fn parse_trailing_location(&mut self) -> ParseResult {
        if !self.is_keyword("loc") {
            return Ok(());
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        if self.is(TokenKind::HashIdentifier) && !self.tok_text().contains(&b'.') {
            self.bump();
        } else {
            self.parse_location_instance()?;
        }
        self.expect(TokenKind::RParen, "expected ')' in location")
    }

    /// MLIR's `parseLocationInstance`.
    pub(super) fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    #[inline(never)]
    pub(super) fn parse_location_instance_inner(&mut self) -> ParseResult<Location> {
        match self.tok.kind {
            TokenKind::HashIdentifier => {
                let name = self.tok_text().get(1..).unwrap_or(&[]);
                if let Some((l, depth)) = self.loc_aliases.get(name) {
                    let (l, depth) = (l.clone(), *depth);
                    self.use_alias(depth, self.tok.start)?;
                    self.bump();
                    return Ok(l);
                }
                self.parse_attribute()?;
                Ok(Location::Unknown)
            }
            TokenKind::String => {
                let file = self.string_value(self.tok);
                self.bump();
                if self.consume_if(TokenKind::Colon) {
                    let line =
                        self.parse_loc_number("expected integer line number in FileLineColLoc")?;
                    let mut col = 0;
                    if self.consume_if(TokenKind::Colon) {
                        col = self
                            .parse_loc_number("expected integer column number in FileLineColLoc")?;
                    }
                    if self.is_keyword("to") {
                        self.bump();
                        if self.is(TokenKind::Integer) {
                            self.parse_loc_number(
                                "expected integer line number in FileLineColRange",
                            )?;
                        }
                        self.expect(TokenKind::Colon, "expected ':' in FileLineColRange")?;
                        self.parse_loc_number(
                            "expected integer column number in FileLineColRange",
                        )?;
                    }
                    let file: Arc<str> = String::from_utf8_lossy(&file).into();
                    return Ok(Location::FileLineCol { file, line, col });
                }
                if self.consume_if(TokenKind::LParen) {
                    let child = self.parse_location_instance()?;
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    return Ok(child);
                }
                Ok(Location::Unknown)
            }
            TokenKind::BareIdentifier => match self.tok_text() {
                b"unknown" => {
                    self.bump();
                    Ok(Location::Unknown)
                }
                b"callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.parse_optional_keyword("at") {
                        return Err(self.wrong_token("expected 'at' in callsite location"));
                    }
                    self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(callee)
                }
                b"fused" => {
                    self.bump();
                    if self.consume_if(TokenKind::Less) {
                        self.parse_attribute()?;
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                    }
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    let mut first = Location::Unknown;
                    if !self.consume_if(TokenKind::RSquare) {
                        loop {
                            let l = self.parse_location_instance()?;
                            if first == Location::Unknown {
                                first = l;
                            }
                            if !self.consume_if(TokenKind::Comma) {
                                break;
                            }
                        }
                        self.expect(TokenKind::RSquare, "expected ']' in fused location")?;
                    }
                    Ok(first)
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
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
