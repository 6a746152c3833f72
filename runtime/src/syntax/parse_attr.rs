//! Parsing attributes: the builtin kinds (integers of any width, floats, strings, arrays,
//! dictionaries, symbol references, type attributes, dense arrays), aliases, opaque
//! (unregistered) dialect attributes and registered dialect attributes.

use std::sync::Arc;

use super::lexer::{Token, TokenKind};
use super::parser::{CachedDialectAttr, MAX_NESTING_DEPTH, Parser, RecentDialectAttr};
use crate::diag::{Diagnostic, ParseResult};
use crate::ir::print::{BODY_SPECIAL, opening_bracket};
use crate::ir::{
    ApInt, Attribute, DenseArrayAttr, DictionaryAttr, FloatAttr, FloatKind, IntegerAttr, Location,
    NamedAttribute, OpaqueAttr, Signedness, StringAttr, SymbolRefAttr, ThinVec, Type,
};

/// Parses the spelling of an integer token (decimal or `0x` hex) if it fits `u128`.
pub(super) fn parse_u128(s: &[u8]) -> Option<u128> {
    let (digits, radix) = match s {
        [b'0', b'x', rest @ ..] => (rest, 16u32),
        _ => (s, 10u32),
    };
    let mut v: u128 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)? as u128;
        v = v.checked_mul(radix as u128)?.checked_add(d)?;
    }
    Some(v)
}

/// The magnitude of an integer spelling as little-endian 64-bit words, or `None` when it needs
/// more than `max_bits` bits (checked before converting, so a huge literal is rejected in
/// linear time).
fn parse_magnitude(s: &[u8], max_bits: u64) -> Option<Vec<u64>> {
    let (digits, hex) = match s {
        [b'0', b'x', rest @ ..] => (rest, true),
        _ => (s, false),
    };
    let first_nz = digits
        .iter()
        .position(|&c| c != b'0')
        .unwrap_or(digits.len());
    let digits = digits.get(first_nz..).unwrap_or(&[]);
    if digits.is_empty() {
        return Some(Vec::new());
    }
    // Lower bound on the bits the value needs: hex 4(n-1)+1, decimal ⌊(n-1)·log2 10⌋+1.
    let n = digits.len() as u64;
    let min_bits = if hex {
        4 * (n - 1) + 1
    } else {
        (n - 1) * 3321 / 1000 + 1
    };
    if min_bits > max_bits {
        return None;
    }
    let mut words: Vec<u64> = Vec::with_capacity((min_bits / 64 + 2) as usize);
    if hex {
        let mut acc = 0u64;
        let mut nbits = 0u32;
        for &c in digits.iter().rev() {
            let d = (c as char).to_digit(16)? as u64;
            acc |= d << nbits;
            nbits += 4;
            if nbits == 64 {
                words.push(acc);
                acc = 0;
                nbits = 0;
            }
        }
        if nbits > 0 {
            words.push(acc);
        }
    } else {
        // Multiply-add in chunks of 19 decimal digits.
        for chunk in digits.chunks(19) {
            let mut mul = 1u64;
            let mut add = 0u64;
            for &c in chunk {
                add = add * 10 + (c as char).to_digit(10)? as u64;
                mul *= 10;
            }
            let mut carry = add as u128;
            for w in words.iter_mut() {
                let t = (*w as u128) * (mul as u128) + carry;
                *w = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
    }
    while words.last() == Some(&0) {
        words.pop();
    }
    Some(words)
}

fn active_bits(words: &[u64]) -> u64 {
    match words.last() {
        None => 0,
        Some(&top) => (words.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
    }
}

/// MLIR's `buildAttributeAPInt`: the literal as an integer of `width` bits, or `None` when it is
/// out of range (negative values must have the sign bit set after negation; positive values of
/// signed and index types must not).
pub(super) fn build_apint(
    width: u32,
    signed_or_index: bool,
    negative: bool,
    spelling: &[u8],
) -> Option<ApInt> {
    let words = parse_magnitude(spelling, width as u64)?;
    if active_bits(&words) > width as u64 {
        return None;
    }
    let nwords = (width as usize).div_ceil(64).max(1);
    let mut w = words;
    w.resize(nwords, 0);
    let top_bit = |w: &[u64]| -> bool {
        if width == 0 {
            return false;
        }
        let b = width - 1;
        w.get((b / 64) as usize)
            .is_some_and(|x| (x >> (b % 64)) & 1 == 1)
    };
    if width == 0 {
        if negative {
            return None;
        }
    } else if negative {
        // Two's complement negation within `width` bits.
        let mut carry = 1u64;
        for x in w.iter_mut() {
            let (s, c) = (!*x).overflowing_add(carry);
            *x = s;
            carry = c as u64;
        }
        let rem = width % 64;
        if rem != 0
            && let Some(last) = w.last_mut()
        {
            *last &= (1u64 << rem) - 1;
        }
        if !top_bit(&w) {
            return None;
        }
    } else if signed_or_index && top_bit(&w) {
        return None;
    }
    Some(ApInt::from_words(width, w))
}

/// Rounds `v` to the float format with `exp_bits` exponent bits and `man_bits` mantissa bits
/// (round to nearest, ties to even), returning the result as an `f64` (exact).
fn round_to_format(v: f64, exp_bits: u32, man_bits: u32) -> f64 {
    if !v.is_finite() || v == 0.0 {
        return v;
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let emin = 1 - bias;
    let emax = bias;
    let a = v.abs();
    // Exponent of the value: a = m · 2^e with 1 ≤ m < 2.
    let e = ((a.to_bits() >> 52) as i32 & 0x7ff) - 1023;
    let e = if e < -1022 { -1023 } else { e };
    let q = e.max(emin) - man_bits as i32; // quantum exponent
    // a / 2^q, rounded to an integer (ties to even); scaling by powers of two is exact here
    // unless it underflows, which cannot happen for the formats rods supports.
    let scaled = a * pow2(-q);
    let r = scaled.round_ties_even();
    let out = r * pow2(q);
    let max = (2.0 - pow2(-(man_bits as i32))) * pow2(emax);
    let out = if out > max { f64::INFINITY } else { out };
    out.copysign(v)
}

fn pow2(e: i32) -> f64 {
    // 2^e for e in the f64 range (including subnormals).
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074).max(0))
    }
}

/// Rounds an `f64` to the precision of `kind` (MLIR converts the double to the type's semantics).
pub(super) fn round_float(kind: FloatKind, v: f64) -> f64 {
    match kind {
        FloatKind::F64 => v,
        FloatKind::F32 => (v as f32) as f64,
        FloatKind::F16 => round_to_format(v, 5, 10),
        FloatKind::BF16 => round_to_format(v, 8, 7),
    }
}

/// The `f64` bit pattern of a float of `kind` given by its own bit pattern (NaN payloads and
/// signalling NaNs are kept: the mantissa is shifted into the top of the f64 mantissa).
pub(crate) fn float_bits_to_f64_bits(kind: FloatKind, bits: u64) -> u64 {
    let (eb, mb) = match kind {
        FloatKind::F64 => return bits,
        FloatKind::F32 => (8u32, 23u32),
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
    };
    let sign = (bits >> (eb + mb)) & 1;
    let exp = (bits >> mb) & ((1 << eb) - 1);
    let man = bits & ((1 << mb) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    let v = if exp == (1 << eb) - 1 {
        // Inf / NaN: keep the payload.
        return (sign << 63) | (0x7ffu64 << 52) | (man << (52 - mb));
    } else if exp == 0 {
        man as f64 * pow2(1 - bias as i32 - mb as i32)
    } else {
        (man | (1 << mb)) as f64 * pow2(exp as i32 - bias as i32 - mb as i32)
    };
    (if sign == 1 { -v } else { v }).to_bits()
}

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

    /// Parses an attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self) -> ParseResult<Option<Attribute>> {
        use TokenKind::*;
        let starts = match self.tok.kind {
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
                matches!(self.tok_text(), b"true" | b"false" | b"unit" | b"array")
                    || self.at_type_keyword()
            }
            _ => false,
        };
        if starts {
            self.parse_attribute().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Dispatch only: nested kinds go to small frames so deep nesting stays cheap on the stack.
    fn parse_attribute_impl(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare | TokenKind::LBrace | TokenKind::HashIdentifier => {
                self.parse_nested_attr(ty)
            }
            _ => self.parse_leaf_attr(ty),
        }
    }

    #[inline(never)]
    fn parse_nested_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
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
    fn parse_dict_attr(&mut self) -> ParseResult<Attribute> {
        let mut v = ThinVec::new();
        self.parse_attribute_dict(&mut v)?;
        Ok(Attribute::Dictionary(DictionaryAttr::new(v.into())))
    }

    #[inline(never)]
    fn parse_leaf_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
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
                b"dense" | b"dense_resource" | b"sparse" | b"strided" | b"distinct"
                | b"affine_map" | b"affine_set" | b"loc" => {
                    let kw = String::from_utf8_lossy(self.tok_text()).into_owned();
                    Err(self.error_here(format!("'{kw}' attributes are not supported by rods")))
                }
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    fn parse_type_attr(&mut self) -> ParseResult<Attribute> {
        match self.parse_optional_type()? {
            Some(t) => Ok(Attribute::Type(t)),
            None => Err(self.wrong_token("expected attribute value")),
        }
    }

    #[inline(never)]
    fn parse_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump(); // `[`
        if self.consume_if(TokenKind::RSquare) {
            return Ok(Attribute::Array(Vec::new().into()));
        }
        // Elements go on the parser's scratch stack (nested arrays above them), then move into
        // the array's one allocation.
        let start = self.attr_stack.len();
        let r = self.parse_array_elements();
        let elements: std::sync::Arc<[Attribute]> = self.attr_stack.drain(start..).collect();
        r.map(|()| Attribute::Array(elements))
    }

    fn parse_array_elements(&mut self) -> ParseResult {
        loop {
            let a = self.parse_attribute()?;
            self.attr_stack.push(a);
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
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        let first = out.len();
        loop {
            let name = match self.tok.kind {
                TokenKind::String => self.string_attr_value(self.tok),
                TokenKind::BareIdentifier => StringAttr::new(
                    self.src
                        .slice(self.tok.start as usize..self.tok.end as usize),
                ),
                _ => return Err(self.wrong_token("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            if out
                .get(first..)
                .is_some_and(|s| s.iter().any(|e| e.name == name))
            {
                return Err(self.duplicate_key_error(&name));
            }
            self.bump();
            let value = if self.consume_if(TokenKind::Equal) {
                self.parse_attribute()?
            } else {
                Attribute::Unit
            };
            out.push(NamedAttribute { name, value });
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")
    }

    #[cold]
    #[inline(never)]
    fn duplicate_key_error(&mut self, name: &StringAttr) -> crate::diag::Reported {
        let key = String::from_utf8_lossy(name.as_bytes()).into_owned();
        self.error_here(format!("duplicate key '{key}' in dictionary attribute"))
    }

    /// `"text"`, `"text" : i32` (MLIR's string case of `parseAttribute`: a type given by the
    /// caller, else an optional trailing `: type`).
    fn parse_string_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        let s = self.string_attr_value(self.tok);
        self.bump();
        let ty = match ty {
            Some(t) => t.clone(),
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => return Ok(Attribute::String(s)),
        };
        Ok(Attribute::typed_string(s, ty))
    }

    fn parse_symbol_ref_attr(&mut self) -> ParseResult<Attribute> {
        let root = self.symbol_value(self.tok);
        // `@""` would print as `@<<INVALID EMPTY SYMBOL>>` (as in mlir-opt, which accepts it),
        // text no parser reads back: an empty name is an error (found by the `attribute`
        // fuzz target).
        if root.is_empty() {
            return Err(self.error_here("symbol name cannot be empty"));
        }
        self.bump();
        let mut nested = Vec::new();
        while self.is(TokenKind::Colon) && self.peek().kind == TokenKind::Colon {
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
        Ok(Attribute::SymbolRef(Arc::new(SymbolRefAttr {
            root,
            nested: nested.into(),
        })))
    }

    /// `42`, `-1 : i8`, `0x7FC00000 : f32`, `7 : index` (MLIR's `parseDecOrHexAttr`).
    #[inline(never)]
    fn parse_dec_or_hex_attr(
        &mut self,
        ty: Option<&Type>,
        negative: bool,
    ) -> ParseResult<Attribute> {
        let tok = self.tok;
        self.bump();
        let ty = match ty {
            Some(t) => t.clone(),
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    Type::i64()
                }
            }
        };
        let spelling = self.spelling(tok);
        if let Type::Float(kind) = ty {
            let bits =
                self.parse_float_from_integer_literal(tok.start, spelling, negative, kind)?;
            return Ok(Attribute::Float(FloatAttr { ty, bits }));
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
        let limit = super::parser::MAX_INTEGER_LITERAL_BITS;
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
            Some(value) => Ok(Attribute::Integer(Arc::new(IntegerAttr { ty, value }))),
            None => Err(self.error_at(tok.start, "integer constant out of range for attribute")),
        }
    }

    /// A float given by its bit pattern as a hex integer literal; returns `f64` bits.
    fn parse_float_from_integer_literal(
        &mut self,
        at: u32,
        spelling: &[u8],
        negative: bool,
        kind: FloatKind,
    ) -> ParseResult<u64> {
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
            .map(|w| w.first().copied().unwrap_or(0));
        match bits {
            Some(b) => Ok(float_bits_to_f64_bits(kind, b)),
            None => Err(self.error_at(at, "hexadecimal float constant out of range for type")),
        }
    }

    /// The value of a float literal token, negated when `negative`, rounded to `kind`.
    fn float_literal_value(&self, spelling: &[u8], negative: bool, kind: FloatKind) -> f64 {
        let v: f64 = std::str::from_utf8(spelling)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0.0);
        round_float(kind, if negative { -v } else { v })
    }

    #[inline(never)]
    fn parse_float_attr(&mut self, ty: Option<&Type>, negative: bool) -> ParseResult<Attribute> {
        let tok = self.tok;
        self.bump();
        let ty = match ty {
            Some(t) => t.clone(),
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    Type::Float(FloatKind::F64)
                }
            }
        };
        let Type::Float(kind) = ty else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let v = self.float_literal_value(self.spelling(tok), negative, kind);
        Ok(Attribute::Float(FloatAttr {
            ty,
            bits: v.to_bits(),
        }))
    }

    /// `array<i32: 1, 2>`, `array<f32>`.
    #[inline(never)]
    fn parse_dense_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump(); // `array`
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let element = self.parse_type()?;
        let (width, is_float) = match &element {
            Type::Integer { width, .. } => (*width, false),
            Type::Index => (64, false),
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
        if width > 64 {
            return Err(self.error_at(
                type_loc,
                "dense arrays of elements wider than 64 bits are not supported by rods",
            ));
        }
        let mut values = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            loop {
                let negative = self.consume_if(TokenKind::Minus);
                let v = if is_float {
                    let Type::Float(kind) = element else { break };
                    match self.tok.kind {
                        TokenKind::Float => {
                            let v = self.float_literal_value(self.tok_text(), negative, kind);
                            v.to_bits()
                        }
                        TokenKind::Integer => {
                            let (at, sp) = (self.tok.start, self.tok_text());
                            self.parse_float_from_integer_literal(at, sp, negative, kind)?
                        }
                        _ => return Err(self.error_here("expected floating point literal")),
                    }
                } else if width == 1 {
                    match self.tok_text() {
                        b"true" if self.is(TokenKind::BareIdentifier) => 1,
                        b"false" if self.is(TokenKind::BareIdentifier) => 0,
                        _ => {
                            return Err(
                                self.error_here("expected 'true' or 'false' values for i1 type")
                            );
                        }
                    }
                } else if self.is(TokenKind::Integer) {
                    let signed = matches!(
                        element,
                        Type::Integer {
                            signedness: Signedness::Signed,
                            ..
                        } | Type::Index
                    );
                    let sp = self.tok_text();
                    match build_apint(width, signed, negative, sp) {
                        Some(ApInt::Small { bits, .. }) => bits as u64,
                        _ => {
                            self.bump();
                            return Err(self.error_here("integer constant out of range"));
                        }
                    }
                } else {
                    return Err(self.error_here("expected integer literal"));
                };
                self.bump();
                values.push(v);
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

    /// `#alias`, `#dialect.mnemonic<…>`, `#dialect<…>`.
    ///
    /// On the recursion of nested attributes: the registered `#dialect.mnemonic` is handled
    /// here, everything else in [`Parser::parse_other_extended_attr`], which keeps this
    /// function's stack frame small (the nesting limit's test runs on a 2 MiB debug stack).
    #[inline(never)]
    fn parse_extended_attr(&mut self, ty: Option<&Type>) -> ParseResult<Attribute> {
        if !self.recent_dialect_attrs.is_empty()
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
    fn parse_other_extended_attr(
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
        // A name that is not UTF-8 is no registered dialect's. A registered dialect's
        // attributes are all in the registry, found by `registered_attr`.
        if let Some(dialect_str) = std::str::from_utf8(dialect)
            .ok()
            .filter(|d| self.registry.has_dialect(d))
        {
            let mnemonic =
                std::str::from_utf8(self.text.get(sym_start..tok.end as usize).unwrap_or(&[]))
                    .unwrap_or("");
            return Err(if dialect == b"builtin" {
                self.error_at(
                    sym_start as u32,
                    "dialect 'builtin' provides no attribute parsing hook",
                )
            } else {
                self.error_at(
                    sym_start as u32,
                    format!("unknown attribute `{mnemonic}` in dialect `{dialect_str}`"),
                )
            });
        }
        let body_end = if has_trailing {
            self.skip_dialect_symbol_body()?
        } else {
            tok.end as usize
        };
        self.finish_opaque_attr(dialect, sym_start as u32, sym_start, body_end, ty)
    }

    /// The registered attribute spelled `ident` (`dialect.mnemonic`): the last few found are
    /// compared first, before the registry's hash map.
    fn registered_attr(&mut self, ident: &[u8]) -> Option<&'static crate::dialect::AttrDef> {
        let spells = |def: &crate::dialect::AttrDef| {
            let (d, m) = (def.dialect.as_bytes(), def.mnemonic.as_bytes());
            ident.len() == d.len() + 1 + m.len()
                && ident.starts_with(d)
                && ident.ends_with(m)
                && ident.get(d.len()) == Some(&b'.')
        };
        if let Some(def) = self.recent_attr_defs.iter().find(|d| spells(d)) {
            return Some(*def);
        }
        let def = self.registry.attr_by_spelling(ident)?;
        self.recent_attr_defs.push(def);
        Some(def)
    }

    /// The registered dialect attribute `def` spelled by `tok` (`#dialect.mnemonic`) and, with
    /// `has_trailing`, the `<…>` body at the current token.
    fn parse_registered_dialect_attr(
        &mut self,
        tok: Token,
        def: &'static crate::dialect::AttrDef,
        has_trailing: bool,
    ) -> ParseResult<Attribute> {
        let mut fell_back = false;
        if has_trailing
            && !self.body_track.on
            && self.body_track.suppressed == 0
            && self.long_bodied.iter().any(|d| std::ptr::eq(*d, def))
        {
            if let Some(attr) = self.parse_body_directly(tok, def) {
                self.parse_trailing_attr_type()?;
                return Ok(attr);
            }
            // The nested bodies are not tried directly again while this one is parsed the
            // checked way: each level would otherwise parse everything below it twice
            // (exponential in the nesting depth).
            self.body_track.suppressed += 1;
            fell_back = true;
        }
        let r = self.parse_registered_attr_checked(tok, def, has_trailing);
        if fell_back {
            self.body_track.suppressed -= 1;
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
    fn parse_registered_attr_checked(
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
            && !self.long_bodied.iter().any(|d| std::ptr::eq(*d, def))
            && self.long_bodied.len() < LONG_BODIED_MAX
        {
            self.long_bodied.push(def);
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
        let n_diags = self.diags.len();
        let r = self.run_attr_parser(def);
        // As MLIR's `parseExtendedSymbol`, which lets the dialect parse from the body's start
        // (or after the name) and then resets the lexer to where it was, after the body and
        // the type, whatever the dialect read: a body `<#nvvm.target, // >` that the parser
        // reads past (into the next line) ends at the `>` in the comment; a failed parser's
        // caller reports at the body's end; `#nvvm.target <O = 1>` is `#nvvm.target` and a
        // `<` after it. Tokens read and then given back must not count as consumed in a body
        // parsed directly around this one: that parse is given up (see `BodyTrack`).
        let read_to_end = self.prev_end as usize == body_end;
        if !read_to_end {
            self.body_track.spoil();
        }
        (self.lex, self.tok, self.prev_end) = resume;
        let (attr, depth) = r?;
        if read_to_end && !typed && self.diags.len() == n_diags {
            self.cache_dialect_attr(tok, body_end, &attr, depth);
        }
        Ok(attr)
    }

    /// An optional `: type` after a registered dialect attribute, parsed and dropped (see
    /// `parse_registered_attr_checked`); whether there was one.
    fn parse_trailing_attr_type(&mut self) -> ParseResult<bool> {
        if !self.consume_if(TokenKind::Colon) {
            return Ok(false);
        }
        self.parse_type()?;
        Ok(true)
    }

    /// `def`'s parser, run at the current token (the body's `<`, or what follows the name);
    /// the attribute and the nesting depth it adds. Inlined for the same reason as
    /// `parse_registered_attr_checked`.
    #[inline(always)]
    fn run_attr_parser(
        &mut self,
        def: &'static crate::dialect::AttrDef,
    ) -> ParseResult<(Attribute, u32)> {
        let saved = self.custom_op.take();
        // The nesting depth the attribute adds, as `alias_value` measures it.
        let (saved_max, base) = (self.max_depth, self.depth);
        self.max_depth = base;
        let r = (def.parse)(self);
        let depth = self.max_depth - base;
        self.max_depth = saved_max.max(self.max_depth);
        self.custom_op = saved;
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
    fn parse_body_directly(
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
        let (n_diags, n_stack) = (self.diags.len(), self.attr_stack.len());
        self.body_track.start();
        let r = self.run_attr_parser(def);
        let closed = self.body_track.finish();
        let end = self.prev_end as usize;
        match r {
            Ok((attr, _)) if closed && self.diags.len() == n_diags => {
                if end - tok.start as usize <= DIALECT_ATTR_CACHE_SPELLING_MAX {
                    // Short this time: back to the cached path.
                    self.long_bodied.retain(|d| !std::ptr::eq(*d, def));
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
                self.attr_stack.truncate(n_stack);
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
    fn parse_verbose_registered_attr(
        &mut self,
        dialect: &str,
        body_start: usize,
        body_end: usize,
    ) -> ParseResult<Attribute> {
        let close = body_end.saturating_sub(1);
        // The trailing type first, as for the pretty form.
        self.parse_trailing_attr_type()?;
        let resume = (self.lex, self.tok, self.prev_end);
        self.reset_to(body_start + 1);
        self.prev_end = (body_start + 1) as u32;
        let mnemonic_at = self.tok.start;
        let Some(mnemonic) = self.parse_optional_keyword_any() else {
            return Err(self.error_here("expected valid keyword"));
        };
        let attr = match self.registry.attr(dialect, mnemonic) {
            Some(def) => {
                let saved = self.custom_op.take();
                let r = (def.parse)(self);
                self.custom_op = saved;
                r?
            }
            None if dialect == "builtin" => {
                return Err(self.error_at(
                    mnemonic_at,
                    "dialect 'builtin' provides no attribute parsing hook",
                ));
            }
            None => {
                return Err(self.error_at(
                    mnemonic_at,
                    format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
                ));
            }
        };
        // MLIR hands the dialect the body alone: it cannot read past the closing `>`.
        if self.prev_end as usize > close {
            return Err(self.error_at(close as u32, "unexpected end of dialect attribute body"));
        }
        (self.lex, self.tok, self.prev_end) = resume;
        Ok(attr)
    }

    /// The registered dialect attribute spelled from `tok` (`#dialect.mnemonic`) to `body_end`
    /// if that spelling was parsed before and is followed by the same kind of token (see
    /// `Parser::dialect_attr_cache`); consumes it.
    #[inline(never)]
    fn cached_dialect_attr(&mut self, tok: Token, body_end: usize) -> Option<Attribute> {
        let key = self.text.get(tok.start as usize..body_end)?;
        if !is_cacheable_attr_spelling(key, tok.end - tok.start) {
            return None;
        }
        let cached = self.dialect_attr_cache.get(key)?;
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
    fn remember_recent(&mut self, key: &'a [u8], tok: Token, cached: CachedDialectAttr) {
        self.recent_dialect_attrs.push(RecentDialectAttr {
            spelling: key,
            ident_len: tok.end - tok.start,
            cached,
        });
    }

    /// Whether `cached`, followed by a token of kind `next`, is what a parse here would give:
    /// it was followed by the same kind, and its nesting fits under the limit at this depth.
    fn fits_here(&self, cached: &CachedDialectAttr, next: TokenKind) -> bool {
        cached.next == next && self.depth.saturating_add(cached.depth) <= MAX_NESTING_DEPTH
    }

    /// Counts the nesting `depth` a cached attribute adds here, as its parse would have.
    fn count_cached_depth(&mut self, depth: u32) {
        self.max_depth = self.max_depth.max(self.depth + depth);
    }

    /// The registered dialect attribute at the current token (`#dialect.mnemonic`) if the
    /// input there spells one of `Parser::recent_dialect_attrs` and the same kind of token
    /// follows; consumes it. The bytes equal those of a body that
    /// `skip_dialect_symbol_body` found balanced, and its scan depends on them alone (it
    /// stops at the `>` that closes the body and looks no further), so the body ends at the
    /// same place and needs no scan: the short attributes repeated in every op
    /// (`#nvvm.target<chip = "sm_90">`) cost a comparison of their text.
    fn recent_dialect_attr(&mut self) -> Option<Attribute> {
        let tok = self.tok;
        let ident_len = tok.end - tok.start;
        let rest = self.text.get(tok.start as usize..)?;
        // A bare `#nvvm.target` is not the start of `#nvvm.target<…>`.
        let has_body = rest.get(ident_len as usize) == Some(&b'<');
        let r = self.recent_dialect_attrs.iter().find(|r| {
            r.ident_len == ident_len
                && (r.spelling.len() > ident_len as usize) == has_body
                && rest.starts_with(r.spelling)
        })?;
        let end = tok.start as usize + r.spelling.len();
        let mut lex = self.lex;
        lex.reset(end);
        let next = lex.next_token();
        if !self.fits_here(&r.cached, next.kind) {
            return None;
        }
        let (attr, depth) = (r.cached.attr.clone(), r.cached.depth);
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
    fn cache_dialect_attr(&mut self, tok: Token, body_end: usize, attr: &Attribute, depth: u32) {
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
            && self.dialect_attr_cache.len() < DIALECT_ATTR_CACHE_CAP
            && is_cacheable_attr_spelling(key, tok.end - tok.start)
        {
            let cached = CachedDialectAttr {
                attr: attr.clone(),
                depth,
                next: self.tok.kind,
            };
            self.dialect_attr_cache.insert(key, cached.clone());
            self.remember_recent(key, tok, cached);
        }
    }

    fn finish_opaque_attr(
        &mut self,
        dialect: &[u8],
        loc: u32,
        body_start: usize,
        body_end: usize,
        ty: Option<&Type>,
    ) -> ParseResult<Attribute> {
        let body = self.text.get(body_start..body_end).unwrap_or(&[]);
        if !super::parser::is_valid_dialect_namespace(dialect) {
            let d = String::from_utf8_lossy(dialect);
            return Err(self.error_at(loc, format!("invalid dialect namespace '{d}'")));
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
            body: super::parser::canonical_dialect_body(body),
            ty,
        })))
    }

    /// `OpaqueAttr::verify`'s error without `--allow-unregistered-dialect`:
    /// `#"foo"<"bar<1>"> : 'i32' attribute created with unregistered dialect. …`.
    #[cold]
    #[inline(never)]
    fn unregistered_attr_error(
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
        let mut stack = std::mem::take(&mut self.bracket_stack);
        stack.clear();
        let r = self.skip_dialect_symbol_body_with(&mut stack);
        self.bracket_stack = stack;
        r
    }

    fn skip_dialect_symbol_body_with(&mut self, stack: &mut Vec<(u8, u32)>) -> ParseResult<usize> {
        let mut pos = self.tok.start as usize;
        let end = self.lex.end();
        let mut err_loc = self.tok.start;
        // The outermost body validates its strings and records which are in canonical form,
        // for `string_attr_value` when the attribute's parser reads them (see `trust_strings`).
        let outermost = !self.lex.is_trusted(pos);
        if outermost {
            self.canonical_strings.clear();
            self.nested_body_ends.clear();
        } else if let Some(&end) = self.nested_body_ends.get(&(pos as u32)) {
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
                            self.nested_body_ends.insert(at, pos as u32);
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
                        self.canonical_strings
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
    fn continue_after_body(&mut self, end: usize) -> usize {
        self.reset_to(end);
        self.prev_end = end as u32;
        end
    }

    /// A location for custom parsers that need one for a later `emit_error_at`.
    pub fn location_of_previous_token_end(&self) -> Location {
        Self::loc(self.prev_end)
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

/// The longest spelling `Parser::dialect_attr_cache` holds.
const DIALECT_ATTR_CACHE_SPELLING_MAX: usize = 128;

/// How many attribute definitions `Parser::long_bodied` lists at most.
const LONG_BODIED_MAX: usize = 8;

/// How many spellings `Parser::dialect_attr_cache` holds at most.
const DIALECT_ATTR_CACHE_CAP: usize = 4096;

/// Whether a registered dialect attribute spelled `spelling` (`#dialect.mnemonic` of
/// `ident_len` bytes, then its body) may be served from `Parser::dialect_attr_cache`: short,
/// and naming no alias (`#a`, `!t`), so that its value depends on its text alone.
fn is_cacheable_attr_spelling(spelling: &[u8], ident_len: u32) -> bool {
    spelling.len() <= DIALECT_ATTR_CACHE_SPELLING_MAX
        && spelling
            .get(ident_len as usize..)
            .is_some_and(|body| memchr::memchr2(b'#', b'!', body).is_none())
}

/// MLIR's error for a dialect symbol body that ends (at a NUL, the end of the input or a
/// closing bracket of the wrong kind) while `stack`, of opening brackets and their offsets, is
/// still open; with nothing open, a closing bracket came first.
fn unbalanced_body_message(stack: &[(u8, u32)]) -> String {
    match stack.last() {
        Some(&(open, _)) => format!(
            "unbalanced '{}' character in pretty dialect name",
            open as char
        ),
        None => "unexpected nul or EOF in pretty dialect name".to_string(),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn apint_ranges() {
        assert_eq!(
            build_apint(8, false, false, b"255"),
            Some(ApInt::Small {
                width: 8,
                bits: 255
            })
        );
        assert_eq!(build_apint(8, false, false, b"256"), None);
        assert_eq!(
            build_apint(8, false, true, b"128"),
            Some(ApInt::Small {
                width: 8,
                bits: 128
            })
        );
        assert_eq!(build_apint(8, false, true, b"129"), None);
        assert_eq!(build_apint(8, false, true, b"0"), None); // MLIR rejects `-0 : i8`
        assert_eq!(
            build_apint(1, false, true, b"1"),
            Some(ApInt::Small { width: 1, bits: 1 })
        );
        assert_eq!(build_apint(8, true, false, b"128"), None);
        assert_eq!(build_apint(64, true, false, b"9223372036854775808"), None);
        assert_eq!(
            build_apint(32, false, false, b"0xFFFFFFFF"),
            Some(ApInt::Small {
                width: 32,
                bits: 0xFFFF_FFFF
            })
        );
        assert_eq!(
            build_apint(0, false, false, b"0"),
            Some(ApInt::Small { width: 0, bits: 0 })
        );
        let big = build_apint(256, false, false, b"12345678901234567890123456789").unwrap();
        match big {
            ApInt::Big { width: 256, words } => {
                assert_eq!(
                    words[0] as u128 | (words[1] as u128) << 64,
                    12345678901234567890123456789u128
                )
            }
            _ => panic!(),
        }
        // Negative big value: all ones.
        match build_apint(200, false, true, b"1").unwrap() {
            ApInt::Big { words, .. } => {
                assert_eq!(&words[..], &[u64::MAX, u64::MAX, u64::MAX, 0xFF])
            }
            _ => panic!(),
        }
    }

    #[test]
    fn huge_literal_rejected_fast() {
        let digits = vec![b'9'; 100_000];
        let t = std::time::Instant::now();
        assert_eq!(build_apint(64, false, false, &digits), None);
        assert!(t.elapsed().as_millis() < 100);
    }

    #[test]
    fn float_rounding() {
        assert_eq!(round_float(FloatKind::F16, 65504.0), 65504.0);
        assert_eq!(round_float(FloatKind::F16, 70000.0), f64::INFINITY);
        assert_eq!(round_float(FloatKind::F16, 0.1), 0.0999755859375);
        assert_eq!(round_float(FloatKind::BF16, 1.0), 1.0);
        assert_eq!(round_float(FloatKind::F16, 6.0e-8), 5.960464477539063e-8);
        assert_eq!(
            f64::from_bits(float_bits_to_f64_bits(FloatKind::F32, 0x3F80_0000)),
            1.0
        );
        assert_eq!(
            f64::from_bits(float_bits_to_f64_bits(FloatKind::F16, 0x3C00)),
            1.0
        );
        assert!(f64::from_bits(float_bits_to_f64_bits(FloatKind::F32, 0x7FC0_0000)).is_nan());
    }
}
