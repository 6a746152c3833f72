//! Parsing affine maps and integer sets (MLIR's `AffineParser`): `affine_map<(d0)[s0] -> (…)>`,
//! `affine_set<(d0) : (d0 >= 0)>`, the dimension and symbol lists that name their identifiers,
//! and affine expressions with MLIR's precedence (`+ -` below `* floordiv ceildiv mod`, unary
//! `-` above both, all left-associative), its affinity rules and its messages. Expressions are
//! built with [`AffineExpr`]'s simplifying builders, as MLIR builds them.
//!
//! The operator chains are parsed with loops, not MLIR's recursion per operator, so that a long
//! sum costs no stack; the tree a chain builds is as deep as the chain is long, and is bounded
//! by [`MAX_AFFINE_EXPR_DEPTH`].

use super::Parser;
use crate::diag::{Diagnostic, ParseResult};
use crate::ir::{AffineBinaryKind, AffineExpr, AffineMap, Attribute, IntegerSet};
use crate::syntax::lexer::TokenKind;

/// How deep an affine expression tree may grow (a sum of N terms is N deep) before the parser
/// gives up with «affine expression exceeds the maximum depth of N». MLIR has no limit.
pub const MAX_AFFINE_EXPR_DEPTH: u32 = 500;

/// A low-precedence operator (`+`, `-`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// What `parse_affine_map_or_integer_set` found.
pub(super) enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// The identifiers of the map or set being parsed: their spelling and expression.
type Names<'a> = Vec<(&'a [u8], AffineExpr)>;

impl<'a> Parser<'a> {
    /// `affine_map<…>` at the `affine_map` keyword, or with `set`, `affine_set<…>` at the
    /// `affine_set` keyword.
    pub(super) fn parse_affine_map_or_set_attr(&mut self, set: bool) -> ParseResult<Attribute> {
        let (open, close) = if set {
            ("expected '<' in integer set", "expected '>' in integer set")
        } else {
            ("expected '<' in affine map", "expected '>' in affine map")
        };
        self.bump();
        self.expect(TokenKind::Less, open)?;
        let attr = match self.parse_map_or_set_reference(set)? {
            MapOrSet::Map(m) => Attribute::AffineMap(m),
            MapOrSet::Set(s) => Attribute::IntegerSet(s),
        };
        self.expect(TokenKind::Greater, close)?;
        Ok(attr)
    }

    /// Parses an affine map body, `(d0)[s0] -> (d0 + s0)` (MLIR's `parseAffineMapReference`).
    pub fn parse_affine_map_reference(&mut self) -> ParseResult<AffineMap> {
        match self.parse_map_or_set_reference(false)? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(crate::diag::Reported),
        }
    }

    /// Parses an integer set body, `(d0)[s0] : (d0 - s0 >= 0)` (MLIR's
    /// `parseIntegerSetReference`).
    pub fn parse_integer_set_reference(&mut self) -> ParseResult<IntegerSet> {
        match self.parse_map_or_set_reference(true)? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => Err(crate::diag::Reported),
        }
    }

    /// A map (or with `set`, a set): the other one is «expected AffineMap, but got
    /// IntegerSet» (or the converse) at its start.
    fn parse_map_or_set_reference(&mut self, set: bool) -> ParseResult<MapOrSet> {
        let at = self.tok.start;
        let parsed = self.parse_affine_map_or_integer_set()?;
        match (&parsed, set) {
            (MapOrSet::Set(_), false) => {
                Err(self.error_at(at, "expected AffineMap, but got IntegerSet"))
            }
            (MapOrSet::Map(_), true) => {
                Err(self.error_at(at, "expected IntegerSet, but got AffineMap"))
            }
            _ => Ok(parsed),
        }
    }

    /// `(dims)[symbols] -> (exprs)` or `(dims)[symbols] : (constraints)`.
    pub(super) fn parse_affine_map_or_integer_set(&mut self) -> ParseResult<MapOrSet> {
        let mut names: Names<'a> = Vec::new();
        self.expect(
            TokenKind::LParen,
            "expected '(' in dimensional identifier list",
        )?;
        let mut num_dims = 0u32;
        if !self.consume_if(TokenKind::RParen) {
            loop {
                self.parse_identifier_definition(&mut names, AffineExpr::dim(num_dims))?;
                num_dims += 1;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(
                TokenKind::RParen,
                "expected ')' in dimensional identifier list",
            )?;
        }
        let mut num_symbols = 0u32;
        if self.consume_if(TokenKind::LSquare) && !self.consume_if(TokenKind::RSquare) {
            loop {
                self.parse_identifier_definition(&mut names, AffineExpr::symbol(num_symbols))?;
                num_symbols += 1;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']' in symbol list")?;
        }
        if self.consume_if(TokenKind::Arrow) {
            let results =
                self.parse_paren_list(&names, " in affine map range", |p, names, out| {
                    out.push(p.parse_affine_expr(names)?);
                    Ok(())
                })?;
            return Ok(MapOrSet::Map(AffineMap::get(
                num_dims,
                num_symbols,
                results,
            )));
        }
        self.expect(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = self.parse_paren_list(
            &names,
            " in integer set constraint list",
            |p, names, out| {
                out.push(p.parse_affine_constraint(names)?);
                Ok(())
            },
        )?;
        // No constraint is the degenerate true set, `0 == 0`.
        if constraints.is_empty() {
            constraints.push((AffineExpr::constant(0), true));
        }
        Ok(MapOrSet::Set(IntegerSet::get(
            num_dims,
            num_symbols,
            constraints,
        )))
    }

    /// `(` elements separated by `,` `)`, possibly empty (MLIR's `parseCommaSeparatedList` with
    /// `Delimiter::Paren`); `context` ends its messages.
    fn parse_paren_list<T>(
        &mut self,
        names: &Names<'a>,
        context: &str,
        mut each: impl FnMut(&mut Self, &Names<'a>, &mut Vec<T>) -> ParseResult,
    ) -> ParseResult<Vec<T>> {
        let mut out = Vec::new();
        self.expect_else(TokenKind::LParen, || format!("expected '('{context}"))?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(out);
        }
        loop {
            each(self, names, &mut out)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect_else(TokenKind::RParen, || format!("expected ')'{context}"))?;
        Ok(out)
    }

    /// A dimension or symbol name of the identifier lists: any bare identifier or keyword.
    fn parse_identifier_definition(
        &mut self,
        names: &mut Names<'a>,
        expr: AffineExpr,
    ) -> ParseResult {
        if !self.is(TokenKind::BareIdentifier) {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.tok_text();
        if names.iter().any(|(n, _)| *n == name) {
            let n = String::from_utf8_lossy(name).into_owned();
            return Err(self.error_here(format!("redefinition of identifier '{n}'")));
        }
        self.bump();
        names.push((name, expr));
        Ok(())
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as `lhs - rhs >= 0`, `rhs - lhs >= 0` or
    /// `lhs - rhs == 0` (the expression and whether it is an equality).
    fn parse_affine_constraint(&mut self, names: &Names<'a>) -> ParseResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        // As MLIR does, a `>` (or `<`) not followed by `=` is consumed before the error.
        if self.consume_if(TokenKind::Greater) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.depth_checked_here(lhs.sub(rhs))?, false));
        }
        if self.consume_if(TokenKind::Less) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.depth_checked_here(rhs.sub(lhs))?, false));
        }
        if self.consume_if(TokenKind::Equal) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.depth_checked_here(lhs.sub(rhs))?, true));
        }
        Err(self.error_current(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    /// [`Parser::depth_checked`] at the current token.
    fn depth_checked_here(&mut self, e: AffineExpr) -> ParseResult<AffineExpr> {
        let at = self.tok.start;
        self.depth_checked(e, at)
    }

    /// An expression no deeper than [`MAX_AFFINE_EXPR_DEPTH`], else an error at `at`.
    fn depth_checked(&mut self, e: AffineExpr, at: u32) -> ParseResult<AffineExpr> {
        if e.depth() > MAX_AFFINE_EXPR_DEPTH {
            return Err(self.error_at(
                at,
                format!("affine expression exceeds the maximum depth of {MAX_AFFINE_EXPR_DEPTH}"),
            ));
        }
        Ok(e)
    }

    /// `lhs + rhs` or `lhs - rhs`, depth-checked at the operator at `at`.
    fn low_op_expr(
        &mut self,
        op: LowOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: u32,
    ) -> ParseResult<AffineExpr> {
        let e = match op {
            LowOp::Add => lhs.add(rhs),
            LowOp::Sub => lhs.sub(rhs),
        };
        self.depth_checked(e, at)
    }

    /// `lhs op rhs` for a high-precedence operator, with MLIR's affinity rules reported at `at`.
    fn high_op_expr(
        &mut self,
        op: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: u32,
    ) -> ParseResult<AffineExpr> {
        let rule = match op {
            AffineBinaryKind::Mul => {
                (!lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()).then_some(
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                )
            }
            AffineBinaryKind::FloorDiv => (!rhs.is_symbolic_or_constant()).then_some(
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
            ),
            AffineBinaryKind::CeilDiv => (!rhs.is_symbolic_or_constant()).then_some(
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
            ),
            AffineBinaryKind::Mod => (!rhs.is_symbolic_or_constant()).then_some(
                "non-affine expression: right operand of mod has to be either a constant or symbolic",
            ),
            AffineBinaryKind::Add => None,
        };
        if let Some(msg) = rule {
            return Err(self.error_at(at, msg));
        }
        let e = AffineExpr::binary(op, lhs, rhs);
        self.depth_checked(e, at)
    }

    fn consume_if_low_op(&mut self) -> Option<(LowOp, u32)> {
        let at = self.tok.start;
        let op = match self.tok.kind {
            TokenKind::Plus => LowOp::Add,
            TokenKind::Minus => LowOp::Sub,
            _ => return None,
        };
        self.bump();
        Some((op, at))
    }

    fn consume_if_high_op(&mut self) -> Option<AffineBinaryKind> {
        let op = match self.tok.kind {
            TokenKind::Star => AffineBinaryKind::Mul,
            TokenKind::BareIdentifier => match self.tok_text() {
                b"floordiv" => AffineBinaryKind::FloorDiv,
                b"ceildiv" => AffineBinaryKind::CeilDiv,
                b"mod" => AffineBinaryKind::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    /// An affine expression (MLIR's `parseAffineExpr`, i.e. `parseAffineLowPrecOpExpr` with no
    /// left operand).
    pub(super) fn parse_affine_expr(&mut self, names: &Names<'a>) -> ParseResult<AffineExpr> {
        // `acc` is MLIR's `llhs` and its operator.
        let mut acc: Option<(AffineExpr, LowOp, u32)> = None;
        loop {
            let has_lhs = acc.is_some();
            let lhs = self.parse_affine_operand(names, has_lhs)?;
            if let Some((op, at)) = self.consume_if_low_op() {
                let sum = match acc.take() {
                    Some((llhs, lop, lat)) => self.low_op_expr(lop, llhs, lhs, lat)?,
                    None => lhs,
                };
                acc = Some((sum, op, at));
                continue;
            }
            let op_at = self.tok.start;
            if let Some(hop) = self.consume_if_high_op() {
                let high = self.parse_affine_high_prec_expr(names, lhs, hop, op_at)?;
                let expr = match acc.take() {
                    Some((llhs, lop, lat)) => self.low_op_expr(lop, llhs, high, lat)?,
                    None => high,
                };
                if let Some((op, at)) = self.consume_if_low_op() {
                    acc = Some((expr, op, at));
                    continue;
                }
                return Ok(expr);
            }
            return match acc {
                Some((llhs, lop, lat)) => self.low_op_expr(lop, llhs, lhs, lat),
                None => Ok(lhs),
            };
        }
    }

    /// The rest of a chain of high-precedence operators after `llhs op` (MLIR's
    /// `parseAffineHighPrecOpExpr`; an error in combining is reported at the next operator
    /// when there is one, as MLIR does).
    fn parse_affine_high_prec_expr(
        &mut self,
        names: &Names<'a>,
        mut llhs: AffineExpr,
        mut op: AffineBinaryKind,
        mut op_at: u32,
    ) -> ParseResult<AffineExpr> {
        loop {
            let lhs = self.parse_affine_operand(names, true)?;
            let next_at = self.tok.start;
            if let Some(next) = self.consume_if_high_op() {
                llhs = self.high_op_expr(op, llhs, lhs, next_at)?;
                op = next;
                op_at = next_at;
                continue;
            }
            return self.high_op_expr(op, llhs, lhs, op_at);
        }
    }

    /// An operand: an identifier, an integer, `(expr)` or `-operand` (MLIR's
    /// `parseAffineOperandExpr`; `has_lhs` says whether it is the right operand of an operator,
    /// which words the message of a missing one).
    fn parse_affine_operand(
        &mut self,
        names: &Names<'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        match self.tok.kind {
            TokenKind::BareIdentifier if self.tok_text() == b"symbol" => {
                self.bump();
                self.expect(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token("unexpected ssa identifier"))
            }
            TokenKind::BareIdentifier => {
                let name = self.tok_text();
                match names.iter().find(|(n, _)| *n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.bump();
                        Ok(e)
                    }
                    None => Err(self.wrong_token("use of undeclared identifier")),
                }
            }
            TokenKind::PercentIdentifier => Err(self.wrong_token("unexpected ssa identifier")),
            TokenKind::Integer => {
                let v =
                    super::number::parse_u128(self.tok_text()).and_then(|v| i64::try_from(v).ok());
                match v {
                    Some(v) => {
                        self.bump();
                        Ok(AffineExpr::constant(v))
                    }
                    None => Err(self.error_here("constant too large for index")),
                }
            }
            TokenKind::LParen => {
                self.enter()?;
                let e = self.parse_parenthetical_affine_expr(names);
                self.leave();
                e
            }
            TokenKind::Minus => {
                self.enter()?;
                let e = self.parse_negated_affine_operand(names, has_lhs);
                self.leave();
                e
            }
            TokenKind::Plus | TokenKind::Star => Err(self.error_current(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ => Err(self.error_current(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    fn parse_parenthetical_affine_expr(&mut self, names: &Names<'a>) -> ParseResult<AffineExpr> {
        self.bump();
        if self.is(TokenKind::RParen) {
            return Err(self.error_here("no expression inside parentheses"));
        }
        let e = self.parse_affine_expr(names)?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(e)
    }

    /// `-operand`, as `operand * -1`. When the operand is missing or wrong, MLIR adds a second
    /// error, «missing operand of negation», after the operand's own.
    fn parse_negated_affine_operand(
        &mut self,
        names: &Names<'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        self.bump();
        match self.parse_affine_operand(names, has_lhs) {
            Ok(e) => {
                let at = self.tok.start;
                self.depth_checked(e.neg(), at)
            }
            Err(r) => {
                if !matches!(self.tok.kind, TokenKind::Error(_)) {
                    let loc = Self::loc(self.tok.start);
                    self.diags
                        .push(Diagnostic::error(loc, "missing operand of negation"));
                }
                Err(r)
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use bytes::Bytes;

    use crate::dialect::Registry;
    use crate::ir::print::print_attribute_to_bytes;
    use crate::ir::{AffineExpr, AffineMap, Attribute};
    use crate::syntax::parser::{ParseOptions, parse_attribute_source};

    fn parse(text: &str) -> Result<Attribute, Vec<String>> {
        let src = Bytes::from(text.to_owned());
        parse_attribute_source(
            &src,
            0..src.len(),
            &Registry::new(),
            &ParseOptions::default(),
        )
        .map_err(|d| d.into_iter().map(|d| d.message).collect())
    }

    fn reprint(text: &str) -> String {
        let attr = parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        String::from_utf8(print_attribute_to_bytes(&attr)).unwrap()
    }

    /// What mlir-opt-22 prints for folds that reach −2⁶³ (which it then cannot read back).
    #[test]
    fn int64_min_prints_as_mlir_does() {
        for (input, printed) in [
            (
                "affine_map<(d0) -> (-9223372036854775807 - 1)>",
                "affine_map<(d0) -> (-9223372036854775808)>",
            ),
            (
                "affine_map<(d0) -> (d0 * -9223372036854775807 - d0)>",
                "affine_map<(d0) -> (d0 * -9223372036854775808)>",
            ),
            (
                "affine_map<() -> (-(-1 - 9223372036854775807))>",
                "affine_map<() -> (--9223372036854775808)>",
            ),
            (
                "affine_map<() -> (-(-1 - 9223372036854775807) * 2)>",
                "affine_map<() -> (-9223372036854775808 * -2)>",
            ),
        ] {
            assert_eq!(reprint(input), printed);
        }
        assert_eq!(
            parse("affine_map<() -> (-9223372036854775808)>").unwrap_err(),
            [
                "constant too large for index",
                "missing operand of negation"
            ]
        );
    }

    /// A print that reads back to another expression, as in mlir-opt-22.
    #[test]
    fn some_prints_settle_one_round_later() {
        let first = reprint("affine_map<(d0, d1)[s0] -> (d0 - s0 - d1 floordiv 2)>");
        assert_eq!(
            first,
            "affine_map<(d0, d1)[s0] -> (d0 + -(d1 floordiv 2) - s0)>"
        );
        let second = reprint(&first);
        assert_eq!(
            second,
            "affine_map<(d0, d1)[s0] -> (d0 - d1 floordiv 2 - s0)>"
        );
        assert_eq!(reprint(&second), second);
    }

    /// The builders give what the parser gives for the same text.
    #[test]
    fn builders_match_the_parser() {
        let (d0, d1, s0) = (
            AffineExpr::dim(0),
            AffineExpr::dim(1),
            AffineExpr::symbol(0),
        );
        let map = AffineMap::get(
            2,
            1,
            vec![&d1 + &d0 + 2 + 3, (&d0 * 4).floor_div(&s0), -&d1 % 8],
        );
        let parsed =
            parse("affine_map<(d0, d1)[s0] -> (d1 + d0 + 2 + 3, (d0 * 4) floordiv s0, -d1 mod 8)>");
        assert_eq!(parsed, Ok(Attribute::AffineMap(map.clone())));
        assert_eq!(
            String::from_utf8(print_attribute_to_bytes(&Attribute::AffineMap(map))).unwrap(),
            "affine_map<(d0, d1)[s0] -> (d0 + d1 + 5, (d0 * 4) floordiv s0, (-d1) mod 8)>"
        );
    }
}
