//! Parsing attributes: the builtin kinds (integers of any width, floats, strings, arrays,
//! dictionaries, symbol references, type attributes, dense arrays), aliases, opaque
//! and dialect attributes (in `dialect_symbol.rs` and `registered_attr.rs`).

use super::number::active_bits;
use super::number::build_apint;
use super::number::float_literal_bits;
use super::number::parse_magnitude;
use std::sync::Arc;

use super::Parser;
use crate::diag::{Diagnostic, ParseResult};
use crate::ir::{
    ApInt, AttrName, Attribute, DenseArrayAttr, DenseResourceAttr, DictionaryAttr, DistinctAttr,
    FloatAttr, FloatKind, IntegerAttr, Location, NamedAttribute, Signedness, StringAttr,
    SymbolRefAttr, ThinVec, Type,
};
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// Parses an attribute («expected attribute value» when there is none).
    pub fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        self.parse_attribute_impl(None)
    }

    /// Parses an attribute whose type is known (MLIR's `parseAttribute(attr, type)`): integer and
    /// float literals take `ty` instead of a trailing `: type`.
    pub fn parse_attribute_with_type(&mut self, ty: &Type) -> ParseResult<Attribute> {
        self.parse_attribute_impl(Some(ty))
    }

    /// Whether the current token can start an attribute (the tokens MLIR's
    /// `parseOptionalAttribute` accepts).
    #[inline]
    pub(super) fn at_attribute_start(&self) -> bool {
        use TokenKind::*;
        match self.tok.kind {
            LSquare
            | LBrace
            | HashIdentifier
            | Float
            | Integer
            | Minus
            | String
            | AtIdentifier
            | LParen
            | ExclamationIdentifier => true,
            BareIdentifier => {
                matches!(
                    self.tok_text(),
                    b"true"
                        | b"false"
                        | b"unit"
                        | b"array"
                        | b"dense"
                        | b"sparse"
                        | b"loc"
                        | b"dense_resource"
                        | b"affine_map"
                        | b"affine_set"
                ) || self.at_type_keyword()
            }
            _ => false,
        }
    }

    /// Parses an attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self) -> ParseResult<Option<Attribute>> {
        if self.at_attribute_start() {
            self.parse_attribute().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Dispatch only: nested kinds go to small frames so deep nesting stays cheap on the stack.
    pub(super) fn parse_attribute_impl(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare | TokenKind::LBrace | TokenKind::HashIdentifier => {
                self.parse_nested_attr(ty)
            }
            _ => self.parse_leaf_attr(ty),
        }
    }

    #[inline(never)]
    pub(super) fn parse_nested_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        self.enter()?;
        let a = match self.tok.kind {
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_dict_attr(),
            _ => self.parse_extended_attr(ty),
        };
        self.leave();
        a
    }

    #[inline(never)]
    pub(super) fn parse_dict_attr(&mut self) -> ParseResult<Attribute> {
        let start = self.caches.named_stack.len();
        if let Err(e) = self.parse_attribute_dict_entries(start) {
            self.caches.named_stack.truncate(start);
            return Err(e);
        }
        let entries = self.caches.named_stack.get_mut(start..).unwrap_or_default();
        entries.sort_by_key(|a| a.name);
        let entries: Arc<[NamedAttribute]> = self.caches.named_stack.drain(start..).collect();
        Ok(Attribute::Dictionary(DictionaryAttr::from_sorted(entries)))
    }

    #[inline(never)]
    pub(super) fn parse_leaf_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        match self.tok.kind {
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::String => self.parse_string_attr(ty),
            TokenKind::AtIdentifier => self.parse_symbol_ref_attr(),
            TokenKind::BareIdentifier => match self.tok_text() {
                b"true" => {
                    self.bump();
                    Ok(Attribute::Bool(true))
                }
                b"false" => {
                    self.bump();
                    Ok(Attribute::Bool(false))
                }
                b"unit" => {
                    self.bump();
                    Ok(Attribute::Unit)
                }
                b"array" => {
                    self.enter()?;
                    let a = self.parse_dense_array_attr();
                    self.leave();
                    a
                }
                b"dense" => {
                    self.enter()?;
                    let a = self.parse_dense_elements_attr(ty);
                    self.leave();
                    a
                }
                b"sparse" => {
                    self.enter()?;
                    let a = self.parse_sparse_elements_attr(ty);
                    self.leave();
                    a
                }
                b"dense_resource" => self.parse_dense_resource_attr(ty),
                b"distinct" => {
                    self.enter()?;
                    let a = self.parse_distinct_attr(ty);
                    self.leave();
                    a
                }
                // Nesting is counted by the location instance inside.
                b"loc" => self.parse_location_attr(),
                b"affine_map" | b"affine_set" | b"strided" => self.parse_affine_or_strided_attr(),
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    /// `affine_map<…>`, `affine_set<…>` or `strided<…>`, one nesting level.
    #[inline(never)]
    fn parse_affine_or_strided_attr(&mut self) -> ParseResult<Attribute> {
        self.enter()?;
        let a = match self.tok_text() {
            b"affine_map" => self.parse_affine_map_or_set_attr(false),
            b"affine_set" => self.parse_affine_map_or_set_attr(true),
            _ => self.parse_strided_layout_attr(),
        };
        self.leave();
        a
    }

    pub(super) fn parse_type_attr(&mut self) -> ParseResult<Attribute> {
        match self.parse_optional_type()? {
            Some(t) => Ok(Attribute::Type(t)),
            None => Err(self.wrong_token("expected attribute value")),
        }
    }

    #[inline(never)]
    pub(super) fn parse_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump(); // `[`
        if self.consume_if(TokenKind::RSquare) {
            return Ok(Attribute::Array(Vec::new().into()));
        }
        // Elements go on the parser's scratch stack (nested arrays above them), then move into
        // the array's one allocation.
        let start = self.caches.attr_stack.len();
        let r = self.parse_array_elements();
        let elements: std::sync::Arc<[Attribute]> = self.caches.attr_stack.drain(start..).collect();
        r.map(|()| Attribute::Array(elements))
    }

    pub(super) fn parse_array_elements(&mut self) -> ParseResult {
        loop {
            let a = self.parse_attribute()?;
            self.caches.attr_stack.push(a);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RSquare, "expected ',' or ']'")
    }

    /// Parses `{name = value, unit_name, "quoted" = value}` into `out` (MLIR's
    /// `parseAttributeDict`; duplicate keys are an error).
    pub(super) fn parse_attribute_dict(
        &mut self,
        out: &mut ThinVec<NamedAttribute>,
    ) -> ParseResult {
        let start = self.caches.named_stack.len();
        let r = self.parse_attribute_dict_entries(start);
        out.reserve_exact(self.caches.named_stack.len() - start);
        out.extend(self.caches.named_stack.drain(start..));
        r
    }

    /// [`Parser::parse_attribute_dict`] onto the scratch stack, whose entries from `first` on
    /// are this dictionary's.
    fn parse_attribute_dict_entries(&mut self, first: usize) -> ParseResult {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let name = match self.tok.kind {
                TokenKind::String => {
                    let s = self.string_attr_value(self.tok);
                    if s.is_empty() {
                        return Err(self.error_here("expected valid attribute name"));
                    }
                    AttrName::from_string_attr(&s)
                }
                TokenKind::BareIdentifier => self.bare_attr_name(),
                _ => return Err(self.wrong_token("expected attribute name")),
            };
            if self
                .caches
                .named_stack
                .get(first..)
                .is_some_and(|s| s.iter().any(|e| e.name == name))
            {
                return Err(self.duplicate_key_error(&name));
            }
            let value = if !self.equals_after_name() {
                Attribute::Unit
            } else if let Some(value) = self.typed_integer_value() {
                value
            } else if self.tok.kind == TokenKind::String {
                // A string parses faster than the cache would find it (and shares the
                // source's bytes anyway).
                self.parse_string_attr(None)?
            } else {
                // The cache is asked here and filled after, not around the parse: the
                // recursion keeps its frames (see `MAX_NESTING_DEPTH`).
                match self.cached_dict_value() {
                    Ok(value) => value,
                    Err(pending) => {
                        let value = self.parse_attribute();
                        self.keep_dict_value(pending, &value);
                        value?
                    }
                }
            };
            self.caches.named_stack.push(NamedAttribute { name, value });
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")
    }

    /// Consumes an entry's name and the `=` after it, if there is one (false: only the name
    /// consumed). The name then ` =`, as printed, is read from the bytes, without lexing the
    /// `=` as a token of its own.
    #[inline]
    fn equals_after_name(&mut self) -> bool {
        let end = self.tok.end as usize;
        if self.may_read_printed_spellings()
            && self.lex.byte_at(end) == b' '
            && self.lex.byte_at(end + 1) == b'='
        {
            self.prev_end = end as u32 + 2;
            self.reset_to(end + 2);
            return true;
        }
        self.bump();
        self.consume_if(TokenKind::Equal)
    }

    /// The value of a dictionary entry spelled `1917 : i64` (a decimal or hex literal, ` : `,
    /// `i8`, `i16`, `i32`, `i64` or `index`) right before the `,` or `}` that ends the entry,
    /// consumed; `None` (nothing consumed) for any other spelling, which the full parse reads.
    ///
    /// Read from the bytes, without the three tokens and without the value cache: such values
    /// are mostly all different (counts, sizes), so the cache's scan, hash and probe would
    /// mostly miss. An integer attribute holds its value inline, so building one costs
    /// nothing more.
    #[inline]
    fn typed_integer_value(&mut self) -> Option<Attribute> {
        // While a registered attribute's body is tracked token by token, every token is
        // consumed one at a time.
        if self.tok.kind != TokenKind::Integer || self.caches.body_track.on {
            return None;
        }
        let end = self.tok.end as usize;
        let rest = self.text.get(end..self.lex.end())?.strip_prefix(b" : ")?;
        let keyword_len = rest.iter().position(|c| !c.is_ascii_alphanumeric())?;
        if !matches!(rest.get(keyword_len), Some(b',' | b'}')) {
            return None;
        }
        let (width, index) = match rest.get(..keyword_len)? {
            b"i64" => (64, false),
            b"i32" => (32, false),
            b"i16" => (16, false),
            b"i8" => (8, false),
            b"index" => (64, true),
            _ => return None,
        };
        // Out of range: the full parse reports it.
        let value = build_apint(width, index, false, self.tok_text())?;
        let ty = if index { Type::Index } else { Type::int(width) };
        let attr = Attribute::Integer(IntegerAttr::from_ap(ty, value));
        let value_end = end + 3 + keyword_len;
        self.prev_end = value_end as u32;
        self.reset_to(value_end);
        Some(attr)
    }

    #[cold]
    #[inline(never)]
    /// The current token, a bare identifier, as an attribute name (not consumed).
    fn bare_attr_name(&mut self) -> AttrName {
        // A short name by its words, read from the source: no hash of its bytes, no `memcmp`.
        let words = self.words_at(self.tok);
        let len = (self.tok.end - self.tok.start) as usize;
        if let Some(w) = words
            && let Some(name) = self.caches.short_attr_names.get(w, len, 0)
        {
            return name;
        }
        self.bare_attr_name_slow(words)
    }

    /// [`Parser::bare_attr_name`] of a long name, or of one not in the short names' table
    /// (`words`: its words, when short), put there.
    #[inline(never)]
    fn bare_attr_name_slow(&mut self, words: Option<[u64; 2]>) -> AttrName {
        let spelling = self
            .text
            .get(self.tok.start as usize..self.tok.end as usize)
            .unwrap_or_default();
        let name = match self.caches.attr_names.get(spelling) {
            Some(name) => *name,
            None => {
                let name = AttrName::new(spelling);
                self.caches.attr_names.insert(spelling, name);
                name
            }
        };
        if let Some(w) = words {
            self.caches
                .short_attr_names
                .insert(w, spelling.len(), 0, name);
        }
        name
    }

    pub(super) fn duplicate_key_error(&mut self, name: &StringAttr) -> crate::diag::Reported {
        let key = String::from_utf8_lossy(name.as_bytes()).into_owned();
        self.error_here(format!("duplicate key '{key}' in dictionary attribute"))
    }

    /// `"text"`, `"text" : i32` (MLIR's string case of `parseAttribute`: a type given by the
    /// caller, else an optional trailing `: type`).
    pub(super) fn parse_string_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        let s = self.string_attr_value(self.tok);
        self.bump();
        let ty = match ty {
            Some(t) => t.clone(),
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => return Ok(Attribute::String(s)),
        };
        Ok(Attribute::typed_string(s, ty))
    }

    pub(super) fn parse_symbol_ref_attr(&mut self) -> ParseResult<Attribute> {
        let root = self.symbol_value(self.tok);
        // `@""` would print as `@<<INVALID EMPTY SYMBOL>>` (as in mlir-opt, which accepts it),
        // text no parser reads back: an empty name is an error (found by the `attribute`
        // fuzz target).
        if root.is_empty() {
            return Err(self.error_here("symbol name cannot be empty"));
        }
        self.bump();
        let mut nested = Vec::new();
        while self.is(TokenKind::Colon) {
            let next = self.peek().kind;
            if next != TokenKind::Colon {
                // A lone `:` is left to the caller (`@sym : type`), except before the end of
                // the input or a malformed token: MLIR consumes the `:` to look for a second
                // one and only puts it back when something else follows, so `[@m:` at the end
                // is blamed just past the `:`.
                if matches!(next, TokenKind::Eof | TokenKind::Error(_)) {
                    self.bump();
                }
                break;
            }
            self.bump();
            self.bump();
            if self.tok.kind != TokenKind::AtIdentifier {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            let name = self.symbol_value(self.tok);
            if name.is_empty() {
                return Err(self.error_here("symbol name cannot be empty"));
            }
            nested.push(name);
            self.bump();
        }
        // An empty `Arc<[_]>` made by `default` shares a static: a flat reference (a call's
        // callee) takes one allocation, not two.
        let nested = if nested.is_empty() {
            Arc::default()
        } else {
            nested.into()
        };
        Ok(Attribute::SymbolRef(Arc::new(SymbolRefAttr {
            root,
            nested,
        })))
    }

    /// Consumes a number literal and returns its token and type: `known` when the caller knows
    /// it, else the `: type` that follows, else `default` (`i64` for integers, `f64` for floats).
    #[inline]
    fn number_literal(
        &mut self,
        known: Option<&Type>,
        default: fn() -> Type,
    ) -> ParseResult<(Token, Type)> {
        let tok = self.tok;
        self.bump();
        let ty = match known {
            Some(t) => t.clone(),
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => default(),
        };
        Ok((tok, ty))
    }

    /// `42`, `-1 : i8`, `0x7FC00000 : f32`, `7 : index` (MLIR's `parseDecOrHexAttr`).
    #[inline(never)]
    pub(super) fn parse_dec_or_hex_attr(
        &mut self,
        ty: Option<&Type>,
        negative: bool,
    ) -> ParseResult<Attribute> {
        let (tok, ty) = self.number_literal(ty, Type::i64)?;
        let spelling = self.spelling(tok);
        if let Type::Float(kind) = ty {
            let bits =
                self.parse_float_from_integer_literal(tok.start, spelling, negative, kind)?;
            return Ok(Attribute::Float(FloatAttr::from_bits(ty, bits)));
        }
        let (width, signed_or_index, unsigned) = match &ty {
            Type::Integer { width, signedness } => (
                *width,
                *signedness == Signedness::Signed,
                *signedness == Signedness::Unsigned,
            ),
            Type::Index => (64, true, false),
            _ => {
                return Err(
                    self.error_at(tok.start, "integer literal not valid for specified type")
                );
            }
        };
        if negative && unsigned {
            return Err(self.error_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        // `1000…000 : i16777215` with a million digits fits its type but is refused before
        // the (quadratic) conversion; `0xFFFF : i70000` is fine.
        let limit = super::MAX_INTEGER_LITERAL_BITS;
        if width > limit
            && parse_magnitude(spelling, limit as u64)
                .is_none_or(|w| active_bits(&w) > limit as u64)
        {
            return Err(self.error_at(
                tok.start,
                format!("integer literal exceeds the limit of {limit} bits"),
            ));
        }
        match build_apint(width, signed_or_index, negative, spelling) {
            // `1 : i1` is `true` (MLIR's `BoolAttr` is the `IntegerAttr` of type `i1`): one
            // value, printed `true`, whichever way it is written. Found by the `attribute`
            // fuzz target: `0 : i1` printed `false`, which parsed to an unequal value.
            Some(value) if ty.is_signless_int(1) => {
                Ok(Attribute::Bool(value.to_u128().is_some_and(|v| v != 0)))
            }
            Some(value) => Ok(Attribute::Integer(IntegerAttr::from_ap(ty, value))),
            None => Err(self.error_at(tok.start, "integer constant out of range for attribute")),
        }
    }

    /// A float given by its bit pattern as a hex integer literal; returns the bits.
    pub(super) fn parse_float_from_integer_literal(
        &mut self,
        at: u32,
        spelling: &[u8],
        negative: bool,
        kind: FloatKind,
    ) -> ParseResult<u128> {
        if !spelling.starts_with(b"0x") {
            let d = Diagnostic::error(
                Self::loc(at),
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(
                Self::loc(at),
                "add a trailing dot to make the literal a float",
            );
            return Err(self.push_error(d));
        }
        if negative {
            return Err(self.error_at(
                at,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let bits = parse_magnitude(spelling, kind.width() as u64)
            .filter(|w| active_bits(w) <= kind.width() as u64)
            .map(|w| {
                let lo = w.first().copied().unwrap_or(0) as u128;
                lo | (w.get(1).copied().unwrap_or(0) as u128) << 64
            });
        match bits {
            Some(b) => Ok(kind.canonicalize(b)),
            None => Err(self.error_at(at, "hexadecimal float constant out of range for type")),
        }
    }

    #[inline(never)]
    pub(super) fn parse_float_attr(
        &mut self,
        ty: Option<&Type>,
        negative: bool,
    ) -> ParseResult<Attribute> {
        let (tok, ty) = self.number_literal(ty, || Type::Float(FloatKind::F64))?;
        let Type::Float(kind) = ty else {
            return Err(self.error_current("floating point value not valid for specified type"));
        };
        let bits = float_literal_bits(self.spelling(tok), negative, kind);
        Ok(Attribute::Float(FloatAttr::from_bits(ty, bits)))
    }

    /// `array<i32: 1, 2>`, `array<f32>`.
    #[inline(never)]
    pub(super) fn parse_dense_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump(); // `array`
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let Ok(element) = self.parse_type() else {
            return Err(self.dense_array_type_failed(type_loc));
        };
        // `index` has no bit width: mlir-opt-22 lets it through and then aborts; it is rejected
        // like any other non-integer, non-float type, as later MLIR does.
        let (width, is_float) = match &element {
            Type::Integer { width, .. } => (*width, false),
            Type::Float(k) => (k.width(), true),
            _ => {
                let t = crate::ir::print::type_to_string(&element);
                return Err(self.error_at(
                    type_loc,
                    format!("expected integer or float type, got: '{t}'"),
                ));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        // Each element takes ⌈width / 64⌉ words (`i128`, `f80`: two).
        let words = (width as usize).div_ceil(64).max(1);
        let mut values: Vec<u64> = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            loop {
                let negative = self.consume_if(TokenKind::Minus);
                let v: ApInt = if is_float {
                    let Type::Float(kind) = element else { break };
                    let bits = match self.tok.kind {
                        TokenKind::Float => {
                            let bits = float_literal_bits(self.tok_text(), negative, kind);
                            kind.storage_bits(bits)
                        }
                        TokenKind::Integer => {
                            let (at, sp) = (self.tok.start, self.tok_text());
                            self.parse_float_from_integer_literal(at, sp, negative, kind)?
                        }
                        _ => return Err(self.error_here("expected floating point literal")),
                    };
                    ApInt::from_u128(width, bits)
                } else if self.is(TokenKind::BareIdentifier)
                    && matches!(self.tok_text(), b"true" | b"false")
                {
                    // `array<i8: true>`: reported at the literal.
                    if width != 1 {
                        return Err(
                            self.error_current("expected i1 type for 'true' or 'false' values")
                        );
                    }
                    ApInt::from_u128(1, u128::from(self.tok_text() == b"true"))
                } else if width == 1 && self.is(TokenKind::Integer) {
                    // `array<i1: 5>`: reported after the literal, as MLIR reads it first.
                    self.bump();
                    return Err(self.error_current("expected 'true' or 'false' values for i1 type"));
                } else if self.is(TokenKind::Integer) {
                    let signed = matches!(
                        element,
                        Type::Integer {
                            signedness: Signedness::Signed,
                            ..
                        } | Type::Index
                    );
                    let sp = self.tok_text();
                    let limit = super::MAX_INTEGER_LITERAL_BITS;
                    let too_long = width > limit
                        && parse_magnitude(sp, limit as u64)
                            .is_none_or(|w| active_bits(&w) > limit as u64);
                    match build_apint(width, signed, negative, sp).filter(|_| !too_long) {
                        Some(v) => v,
                        None => {
                            self.bump();
                            return Err(self.error_current("integer constant out of range"));
                        }
                    }
                } else {
                    return Err(self.error_current("expected integer literal"));
                };
                if (values.len() + words) * 8 > super::dense::MAX_DENSE_PAYLOAD_BYTES {
                    return Err(self.error_here(format!(
                        "dense array payload exceeds the limit of {} bytes",
                        super::dense::MAX_DENSE_PAYLOAD_BYTES
                    )));
                }
                self.bump();
                match v {
                    ApInt::Small { bits, .. } => {
                        values.push(bits as u64);
                        if words == 2 {
                            values.push((bits >> 64) as u64);
                        }
                    }
                    ApInt::Big { words: w, .. } => {
                        values.extend((0..words).map(|i| w.get(i).copied().unwrap_or(0)));
                    }
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(
                TokenKind::Greater,
                "expected '>' to close an array attribute",
            )?;
        }
        Ok(Attribute::DenseArray(Arc::new(DenseArrayAttr {
            element,
            values: values.into(),
        })))
    }

    /// MLIR's second error when the element type of `array<…>` does not parse (`array<: 1>`:
    /// «expected non-function type», then this at the type's start). As every error MLIR's
    /// parser emits, it is dropped while the current token is the lexer's error (`array<$>`).
    #[cold]
    #[inline(never)]
    fn dense_array_type_failed(&mut self, type_loc: u32) -> crate::diag::Reported {
        if matches!(self.tok.kind, TokenKind::Error(_)) {
            return crate::diag::Reported;
        }
        self.emit_context_error_after_failure(
            Self::loc(type_loc),
            "expected an integer or floating point type",
        )
    }

    /// `dense_resource<key> : tensor<3xi8>` (MLIR's `parseDenseResourceElementsAttr`): a key
    /// (identifier or string) of the builtin dialect's resources, and a shaped type (tensor,
    /// vector or memref, ranked or not; the caller's, else `: type`).
    #[inline(never)]
    pub(super) fn parse_dense_resource_attr(
        &mut self,
        ty: Option<&Type>,
    ) -> ParseResult<Attribute> {
        let at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let t = self.tok;
        let key = match t.kind {
            TokenKind::BareIdentifier => {
                StringAttr::new(self.src.slice(t.start as usize..t.end as usize))
            }
            TokenKind::String => StringAttr::new(self.string_value(t)),
            _ => return Err(self.error_current("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, type_at) = match ty {
            Some(t) => (t.clone(), at),
            None => {
                let type_at = self.tok.start;
                self.expect(TokenKind::Colon, "expected ':'")?;
                (self.parse_type()?, type_at)
            }
        };
        // Any shaped type: `tensor<*xi8>`, `vector<[2]xi8>` and `memref<?xi8, 1>` as well.
        if !matches!(ty, Type::Tensor(_) | Type::Vector(_) | Type::MemRef(_)) {
            return Err(self.error_at(type_at, "`dense_resource` expected a shaped type"));
        }
        Ok(Attribute::DenseResource(Arc::new(DenseResourceAttr {
            key,
            ty,
        })))
    }

    /// `distinct[N]<attr>`, `distinct[N]<>` (MLIR's `parseDistinctAttr`): the first use of `N`
    /// in the chunk creates the attribute, later ones are the same attribute and must refer to
    /// an equal one. The referenced attribute takes the caller's type, if any.
    #[inline(never)]
    pub(super) fn parse_distinct_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        let at = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token("expected distinct ID"));
        }
        let id = super::number::parse_u128(self.tok_text()).and_then(|v| u64::try_from(v).ok());
        self.bump();
        let Some(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(TokenKind::Greater) {
            Attribute::Unit
        } else {
            let parsed = match ty {
                Some(t) => self.parse_attribute_with_type(t),
                None => self.parse_attribute(),
            };
            let Ok(referenced) = parsed else {
                // MLIR reports the attribute's error, then this one (`emitError(message)`) at
                // the same token, or one byte before the end of the input.
                let here = Self::loc(self.current_error_offset());
                self.diags
                    .push(Diagnostic::error(here, "expected attribute"));
                return Err(crate::diag::Reported);
            };
            self.expect(
                TokenKind::Greater,
                "expected '>' to close distinct attribute",
            )?;
            referenced
        };
        if let Some(d) = self.distinct_attrs.get(&id) {
            if *d.referenced() != referenced {
                let prior = crate::ir::print::print_attribute_to_bytes(d.referenced());
                let prior = String::from_utf8_lossy(&prior).into_owned();
                return Err(self.error_at(
                    at,
                    format!("referenced attribute does not match previous definition: {prior}"),
                ));
            }
            return Ok(Attribute::Distinct(d.clone()));
        }
        let d = DistinctAttr::create(referenced);
        self.distinct_attrs.insert(id, d.clone());
        Ok(Attribute::Distinct(d))
    }

    /// A location for custom parsers that need one for a later `emit_error_at`.
    pub fn location_of_previous_token_end(&self) -> Location {
        Self::loc(self.prev_end)
    }
}
