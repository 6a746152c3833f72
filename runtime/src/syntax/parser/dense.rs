//! Parsing `dense<…>` and `sparse<…>` elements attributes (MLIR's `TensorLiteralParser`,
//! `parseDenseElementsAttr`, `parseSparseElementsAttr`): the literal (a scalar, nested lists,
//! complex pairs, strings, or a `"0x…"` hex payload), its shape checked against the type, each
//! element checked against the element type, packed as [`crate::ir::dense`] describes.

use crate::ir::uniqued::Uniqued;
use std::sync::Arc;

use bytes::Bytes;

use super::Parser;
use super::number::{active_bits, build_apint, float_literal_bits, parse_magnitude};
use crate::diag::ParseResult;
use crate::ir::dense::{is_valid_raw_buffer, num_elements, static_shape, storage_bits, write_bits};
use crate::ir::print::type_to_string;
use crate::ir::{
    ApInt, Attribute, DenseElementsAttr, Signedness, SparseElementsAttr, TensorType, Type,
};
use crate::syntax::lexer::{Token, TokenKind};

/// The largest payload, in bytes, a dense literal written element by element may expand to
/// (`dense<[1, 1]> : tensor<2xi16777215>` is 4 MiB from a few bytes of text).
pub const MAX_DENSE_PAYLOAD_BYTES: usize = 1 << 28;

/// A parsed tensor literal, before its type is known.
#[derive(Default)]
pub(super) struct TensorLiteral {
    /// The shape inferred from the nesting of lists (`None` for a single element).
    shape: Option<Vec<u64>>,
    /// The elements: whether negated, and the token.
    elements: Vec<(bool, Token)>,
    /// The `"0x…"` string of the hex form.
    hex: Option<Token>,
    /// Its payload, when decoded as it was read ([`Parser::hex_payload_from_bytes`]); taken
    /// by the attribute built.
    hex_data: std::cell::Cell<Option<Vec<u8>>>,
}

fn shape_list(shape: &[u64]) -> String {
    shape
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl<'a> Parser<'a> {
    /// `dense<literal> : type` (the type is `ty` when the caller knows it).
    #[inline(never)]
    pub(super) fn parse_dense_elements_attr(
        &mut self,
        ty: Option<&Type>,
    ) -> ParseResult<Attribute> {
        let loc = self.tok.start;
        self.bump(); // `dense`
        let mut lit = TensorLiteral::default();
        if let Some(data) = self.hex_payload_from_bytes() {
            lit.hex = Some(self.tok);
            lit.hex_data.set(Some(data));
            self.bump();
            self.expect(TokenKind::Greater, "expected '>'")?;
        } else {
            self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
            if !self.consume_if(TokenKind::Greater) {
                self.parse_tensor_literal(&mut lit, true)?;
                self.expect(TokenKind::Greater, "expected '>'")?;
            }
        }
        let ty = self.parse_elements_literal_type(loc, ty)?;
        let attr = self.build_dense(loc, &lit, ty)?;
        Ok(Attribute::DenseElements(Arc::new(attr)))
    }

    /// At the `<` of `dense<"0x…"`, as printed: the payload decoded from the bytes up to the
    /// closing `"` (found with `memchr`), the `<` consumed and the string made the current
    /// token, without the lexer's scan of the string (one pass over the digits instead of
    /// two). `None` (nothing consumed) unless every byte up to that `"` is a hex digit, in
    /// pairs: any other string, and its errors, are the lexer's.
    fn hex_payload_from_bytes(&mut self) -> Option<Vec<u8>> {
        if self.tok.kind != TokenKind::Less || !self.may_read_printed_spellings() {
            return None;
        }
        let open = self.tok.end as usize;
        let text = self.text.get(..self.lex.end())?;
        if text.get(open..open + 3) != Some(b"\"0x") {
            return None;
        }
        let close = open + 1 + memchr::memchr(b'"', text.get(open + 1..)?)?;
        let data = crate::ir::resource::decode_hex_string(text.get(open + 1..close)?)?;
        let (start, end) = (u32::try_from(open).ok()?, u32::try_from(close + 1).ok()?);
        self.note_consumed();
        self.lex.reset(close + 1);
        self.tok = Token {
            kind: TokenKind::String,
            start,
            end,
        };
        Some(data)
    }

    /// `sparse<indices, values> : type`, `sparse<> : type`.
    #[inline(never)]
    pub(super) fn parse_sparse_elements_attr(
        &mut self,
        ty: Option<&Type>,
    ) -> ParseResult<Attribute> {
        let loc = self.tok.start;
        self.bump(); // `sparse`
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64t = Type::i64();
        let tensor = |shape: Vec<u64>, element: Type| {
            Type::Tensor(Uniqued::new(TensorType {
                shape: Some(shape.into_iter().map(Some).collect()),
                element,
                encoding: None,
            }))
        };
        if self.consume_if(TokenKind::Greater) {
            let ty = self.parse_elements_literal_type(loc, ty)?;
            let (shape, element) = static_shape(&ty).unwrap_or((Vec::new(), Type::None));
            let empty = TensorLiteral::default();
            let indices_ty = tensor(vec![0, shape.len() as u64], i64t);
            let indices = self.build_dense(loc, &empty, indices_ty)?;
            let values = self.build_dense(loc, &empty, tensor(vec![0], element.clone()))?;
            return Ok(Attribute::SparseElements(Arc::new(SparseElementsAttr {
                ty,
                indices,
                values,
            })));
        }
        let indices_loc = self.tok.start;
        let mut ind = TensorLiteral::default();
        self.parse_tensor_literal(&mut ind, false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_loc = self.tok.start;
        let mut val = TensorLiteral::default();
        self.parse_tensor_literal(&mut val, true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(loc, ty)?;
        let (shape, element) = static_shape(&ty).unwrap_or((Vec::new(), Type::None));
        let rank = shape.len() as u64;
        let indices_shape = ind.shape.clone().unwrap_or_else(|| vec![1, rank]);
        let indices = self.build_dense(indices_loc, &ind, tensor(indices_shape.clone(), i64t))?;
        let values_shape = val
            .shape
            .clone()
            .unwrap_or_else(|| vec![indices_shape.first().copied().unwrap_or(0)]);
        let values_ty = tensor(values_shape.clone(), element.clone());
        let values = self.build_dense(values_loc, &val, values_ty)?;
        self.verify_sparse(loc, &ty, &shape, &indices_shape, &values_shape, &indices)?;
        Ok(Attribute::SparseElements(Arc::new(SparseElementsAttr {
            ty,
            indices,
            values,
        })))
    }

    /// `SparseElementsAttr::verify`: the shapes of indices and values, and each index inside
    /// the type's shape.
    fn verify_sparse(
        &mut self,
        loc: u32,
        ty: &Type,
        shape: &[u64],
        indices_shape: &[u64],
        values_shape: &[u64],
        indices: &DenseElementsAttr,
    ) -> ParseResult {
        if values_shape.len() != 1 {
            return Err(self.error_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len() as u64;
        let shape_ok = match indices_shape {
            [_, r] => *r == rank,
            [_] => rank == 1,
            _ => false,
        } && indices_shape.first() == values_shape.first();
        if !shape_ok {
            return Err(self.error_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred \
                     shape of values literal ([{}])",
                    shape_list(shape),
                    shape_list(indices_shape),
                    shape_list(values_shape)
                ),
            ));
        }
        let n = indices_shape.first().copied().unwrap_or(0);
        let value = |i: u64| -> u64 {
            let i = if indices.is_splat() { 0 } else { i };
            indices
                .stored_scalar(i)
                .to_u128()
                .map_or(u64::MAX, |v| v as u64)
        };
        let count = if indices.is_splat() { n.min(1) } else { n };
        for i in 0..count {
            let index: Vec<u64> = (0..rank).map(|d| value(i * rank + d)).collect();
            if index.iter().zip(shape).any(|(x, d)| x >= d) {
                let listed = index
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                let t = type_to_string(ty);
                return Err(self.error_at(
                    loc,
                    format!(
                        "sparse index #{i} is not contained within the value shape, with \
                         index=[{listed}], and type='{t}'"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `: type` after a literal (or the caller's type): a vector, or a statically shaped tensor
    /// or memref (any shaped type, as upstream's `ShapedType`).
    fn parse_elements_literal_type(&mut self, loc: u32, ty: Option<&Type>) -> ParseResult<Type> {
        let ty = match ty {
            Some(t) => t.clone(),
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        match &ty {
            Type::Vector(_) => {}
            Type::Tensor(_) | Type::MemRef(_) => {
                if crate::ir::dense::static_shape(&ty).is_none() {
                    return Err(self.error_at(loc, "elements literal type must have static shape"));
                }
            }
            _ => return Err(self.error_at(loc, "elements literal must be a shaped type")),
        }
        Ok(ty)
    }

    /// A hex string (when `allow_hex`), a list, or one element.
    fn parse_tensor_literal(&mut self, lit: &mut TensorLiteral, allow_hex: bool) -> ParseResult {
        if allow_hex && self.is(TokenKind::String) {
            lit.hex = Some(self.tok);
            self.bump();
            return Ok(());
        }
        if self.is(TokenKind::LSquare) {
            lit.shape = Some(self.parse_literal_list(&mut lit.elements)?);
            return Ok(());
        }
        self.parse_literal_element(&mut lit.elements)
    }

    /// `[a, b]` or `[[…], […]]`: the dimensions of the list.
    fn parse_literal_list(&mut self, out: &mut Vec<(bool, Token)>) -> ParseResult<Vec<u64>> {
        self.enter()?;
        let r = self.parse_literal_list_inner(out);
        self.leave();
        r
    }

    fn parse_literal_list_inner(&mut self, out: &mut Vec<(bool, Token)>) -> ParseResult<Vec<u64>> {
        self.bump(); // `[`
        let mut size = 0u64;
        let mut inner: Option<Vec<u64>> = None;
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                // Each element's dimensions must be the first's (`[1, [2]]` is rejected once
                // `[2]` is read). A scalar has none: checked without comparing slices, since
                // comparing two empty ones still calls `memcmp` on their dangling pointers,
                // which costs a fault-suppressed masked load on AVX-512 machines (a fifth of
                // the time of a literal-heavy input).
                let consistent = if self.is(TokenKind::LSquare) {
                    let dims = self.parse_literal_list(out)?;
                    match &inner {
                        Some(prev) => *prev == dims,
                        None => {
                            inner = Some(dims);
                            true
                        }
                    }
                } else {
                    self.parse_literal_element(out)?;
                    let scalar = inner.get_or_insert_with(Vec::new).is_empty();
                    if scalar {
                        size += self.scalars_from_bytes(out);
                    }
                    scalar
                };
                size += 1;
                if !consistent {
                    return Err(self.error_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }
        let mut dims = vec![size];
        dims.extend(inner.unwrap_or_default());
        Ok(dims)
    }

    /// After a scalar element, the current token its `,`: the elements that follow as printed
    /// (`, 12`, `, -3.500000e+00`, `, true`: a number, `true` or `false`, then `,` or `]`),
    /// read from the bytes without lexing the `,` and `-` between them, each element's token
    /// made as the lexer makes it ([`number_end`](crate::syntax::lexer::number_end), MLIR's
    /// `lexNumber`). Returns how many were read; the current token is then the `,` or `]`
    /// after the last (unchanged when none).
    fn scalars_from_bytes(&mut self, out: &mut Vec<(bool, Token)>) -> u64 {
        if self.tok.kind != TokenKind::Comma || !self.may_read_printed_spellings() {
            return 0;
        }
        let text = self.text.get(..self.lex.end()).unwrap_or_default();
        let (mut read, mut comma) = (0u64, self.tok.start as usize);
        while text.get(comma..comma + 2) == Some(b", ") {
            let Some((negative, kind, start, end)) = printed_scalar_at(text, comma + 2) else {
                break;
            };
            let (Ok(start), Ok(end32)) = (u32::try_from(start), u32::try_from(end)) else {
                break;
            };
            out.push((
                negative,
                Token {
                    kind,
                    start,
                    end: end32,
                },
            ));
            self.prev_end = end32;
            read += 1;
            comma = end;
        }
        if read != 0 {
            self.reset_to(comma);
        }
        read
    }

    /// One element: `1`, `-2.5`, `true`, `"s"`, or a complex `(re, im)`.
    fn parse_literal_element(&mut self, out: &mut Vec<(bool, Token)>) -> ParseResult {
        match self.tok.kind {
            TokenKind::Float | TokenKind::Integer | TokenKind::String => {
                out.push((false, self.tok));
                self.bump();
            }
            TokenKind::BareIdentifier if matches!(self.tok_text(), b"true" | b"false") => {
                out.push((false, self.tok));
                self.bump();
            }
            TokenKind::Minus => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Float | TokenKind::Integer) {
                    return Err(self.error_here("expected integer or floating point literal"));
                }
                out.push((true, self.tok));
                self.bump();
            }
            TokenKind::LParen => {
                self.bump();
                self.parse_literal_element(out)?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(out)?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
            }
            _ => return Err(self.error_current("expected element literal of primitive type")),
        }
        Ok(())
    }

    /// `TensorLiteralParser::getAttr`: the literal checked against `ty` and packed.
    pub(super) fn build_dense(
        &mut self,
        loc: u32,
        lit: &TensorLiteral,
        ty: Type,
    ) -> ParseResult<DenseElementsAttr> {
        let (shape, element) = static_shape(&ty).unwrap_or((Vec::new(), Type::None));
        let count = num_elements(&shape);
        let bits = storage_bits(&element);
        if let (Some(hex), Some(bits)) = (lit.hex, bits) {
            return self.build_dense_hex(loc, hex, lit.hex_data.take(), ty, bits, count);
        }
        if let Some(s) = &lit.shape
            && *s != shape
        {
            return Err(self.error_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    shape_list(s),
                    shape_list(&shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.elements.is_empty() && count != 0 {
            let t = type_to_string(&ty);
            return Err(self.error_at(
                loc,
                format!("parsed zero elements, but type ('{t}') expected at least 1"),
            ));
        }
        let n = lit.elements.len() as u64;
        if let Type::Complex(_) = &element {
            if lit.shape.is_none() && count != 0 && n != 2 {
                let t = type_to_string(&element);
                return Err(self.error_at(
                    loc,
                    format!("parsed {n} elements, but type ('{t}') expected 2 elements"),
                ));
            }
            if lit.shape.is_some() && Some(n) != count.checked_mul(2) {
                let t = type_to_string(&ty);
                let want = count.saturating_mul(2);
                return Err(self.error_at(
                    loc,
                    format!("parsed {n} elements, but type ('{t}') expected {want} elements"),
                ));
            }
        }
        let Some(bits) = bits else {
            return self.build_dense_strings(loc, lit, ty);
        };
        let is_complex = matches!(element, Type::Complex(_));
        let scalar = match &element {
            Type::Complex(e) => (**e).clone(),
            other => other.clone(),
        };
        let step = if is_complex { bits / 2 } else { bits };
        // Upstream writes every parsed value; a complex literal in a real-typed attribute
        // (`dense<(1, 2)> : tensor<i32>`) keeps its first values.
        let per = if is_complex { 2 } else { 1 };
        let stored = if n == per {
            n
        } else {
            n.min(count.saturating_mul(per))
        };
        let len = match step.checked_mul(stored).map(|b| b.div_ceil(8)) {
            Some(len) if len <= MAX_DENSE_PAYLOAD_BYTES as u64 => len as usize,
            _ => {
                return Err(self.error_at(
                    loc,
                    format!(
                        "dense elements payload exceeds the limit of {MAX_DENSE_PAYLOAD_BYTES} bytes"
                    ),
                ));
            }
        };
        let mut buf = vec![0u8; len];
        // Every parsed value is checked, the ones past what is stored too (`[(1, 2)]` of
        // `tensor<1xi1>`: «integer constant out of range for type» at the `2`).
        for (i, (negative, tok)) in lit.elements.iter().enumerate() {
            let value = self.dense_element_value(&scalar, *negative, *tok)?;
            if (i as u64) < stored {
                write_bits(&mut buf, i as u64 * step, value.width(), &value);
            }
        }
        let splat = stored == per;
        Ok(DenseElementsAttr::from_checked_raw(
            ty,
            Bytes::from(buf),
            bits,
            count,
            splat,
        ))
    }

    /// The bits of one element of an integer, index or float scalar type, as
    /// `getIntAttrElements` / `getFloatAttrElements` check it.
    fn dense_element_value(
        &mut self,
        scalar: &Type,
        negative: bool,
        tok: Token,
    ) -> ParseResult<ApInt> {
        let spelling = self.spelling(tok);
        if let Type::Float(kind) = scalar {
            let bits = match tok.kind {
                TokenKind::Float => float_literal_bits(spelling, negative, *kind),
                TokenKind::Integer => {
                    self.parse_float_from_integer_literal(tok.start, spelling, negative, *kind)?
                }
                _ => return Err(self.error_at(tok.start, "expected floating point literal")),
            };
            return Ok(ApInt::from_u128(kind.width(), kind.storage_bits(bits)));
        }
        let (width, signed, unsigned) = match scalar {
            Type::Integer { width, signedness } => (
                *width,
                *signedness == Signedness::Signed,
                *signedness == Signedness::Unsigned,
            ),
            _ => (64, true, false),
        };
        if negative && unsigned {
            return Err(self.error_at(
                tok.start,
                "expected unsigned integer elements, but parsed negative value",
            ));
        }
        if tok.kind == TokenKind::Float {
            return Err(self.error_at(
                tok.start,
                "expected integer elements, but parsed floating-point",
            ));
        }
        if tok.kind == TokenKind::BareIdentifier {
            if width != 1 || !matches!(scalar, Type::Integer { .. }) {
                return Err(
                    self.error_at(tok.start, "expected i1 type for 'true' or 'false' values")
                );
            }
            return Ok(ApInt::from_u128(1, u128::from(spelling == b"true")));
        }
        let limit = super::MAX_INTEGER_LITERAL_BITS;
        let too_long = tok.kind != TokenKind::Integer
            || (width > limit
                && parse_magnitude(spelling, limit as u64)
                    .is_none_or(|w| active_bits(&w) > limit as u64));
        match build_apint(width, signed, negative, spelling).filter(|_| !too_long) {
            Some(v) => Ok(v),
            None => Err(self.error_at(tok.start, "integer constant out of range for type")),
        }
    }

    /// `dense<"0x…">` of integer, index, float or complex elements: the payload decoded in one
    /// pass, its size checked (one element, a splat, or all of them).
    fn build_dense_hex(
        &mut self,
        loc: u32,
        hex: Token,
        decoded: Option<Vec<u8>>,
        ty: Type,
        bits: u64,
        count: u64,
    ) -> ParseResult<DenseElementsAttr> {
        let data = decoded.or_else(|| {
            let text = self.string_value(hex);
            crate::ir::resource::decode_hex_string(&text)
        });
        let Some(data) = data else {
            return Err(self.error_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let Some(splat) = is_valid_raw_buffer(bits, count, &data) else {
            let t = type_to_string(&ty);
            return Err(self.error_at(
                loc,
                format!("elements hex data size is invalid for provided type: '{t}'"),
            ));
        };
        Ok(DenseElementsAttr::from_checked_raw(
            ty,
            Bytes::from(data),
            bits,
            count,
            splat,
        ))
    }

    /// `DenseStringElementsAttr`: every element a string (the hex form is one string, a splat).
    fn build_dense_strings(
        &mut self,
        loc: u32,
        lit: &TensorLiteral,
        ty: Type,
    ) -> ParseResult<DenseElementsAttr> {
        if let Some(hex) = lit.hex {
            let s = self.string_value(hex);
            return Ok(DenseElementsAttr::from_checked_strings(ty, vec![s]));
        }
        let mut values = Vec::with_capacity(lit.elements.len());
        for (_, tok) in &lit.elements {
            if tok.kind != TokenKind::String {
                let sp = String::from_utf8_lossy(self.spelling(*tok)).into_owned();
                return Err(self.error_at(loc, format!("expected string token, got {sp}")));
            }
            values.push(self.string_value(*tok));
        }
        Ok(DenseElementsAttr::from_checked_strings(ty, values))
    }
}

/// The scalar element of a literal list at `at` as printed (see
/// [`Parser::scalars_from_bytes`]): whether a `-` comes first, the token's kind, and its span,
/// when the element is followed by `,` or `]`.
fn printed_scalar_at(text: &[u8], at: usize) -> Option<(bool, TokenKind, usize, usize)> {
    let followed = |end: usize| matches!(text.get(end), Some(b',' | b']'));
    // `true` and `false`, as the lexer reads them: bare identifiers.
    for word in [&b"true"[..], b"false"] {
        let end = at + word.len();
        if text.get(at..end) == Some(word) && followed(end) {
            return Some((false, TokenKind::BareIdentifier, at, end));
        }
    }
    let negative = text.get(at) == Some(&b'-');
    let start = at + usize::from(negative);
    if !text.get(start).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let (kind, end) = crate::syntax::lexer::number_end(text, start);
    // Anything else after the number: the tokens decide.
    followed(end).then_some((negative, kind, start, end))
}

#[cfg(test)]
mod tests {
    use crate::ir::resource::decode_hex_string as decode_hex;

    #[test]
    fn hex_payloads() {
        assert_eq!(decode_hex(b"0x0aFF"), Some(vec![0x0A, 0xFF]));
        assert_eq!(decode_hex(b"0x"), Some(vec![]));
        assert_eq!(decode_hex(b"0x1"), None);
        assert_eq!(decode_hex(b"01"), None);
        assert_eq!(decode_hex(b"0xZZ"), None);
    }
}
