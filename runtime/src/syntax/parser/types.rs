//! Parsing types: integer, index, float, none, function, complex, tuple, vector, tensor and
//! memref types (with the `strided<…>` layout attribute), type aliases and opaque
//! (unregistered) dialect types.

use crate::ir::uniqued::Uniqued;
use std::sync::Arc;

use super::Parser;
use super::caches::OpNameTable;
use crate::diag::ParseResult;
use crate::ir::{
    Attribute, FloatKind, FunctionType, MemRefType, Signedness, StridedLayoutAttr, TensorType,
    Type, VectorType,
};
use crate::syntax::lexer::TokenKind;

/// How a type list reads each of its types, given the parser of the type expected there
/// (`parse_type`, or `parse_non_function_type` for a lone result): [`Parser::read_type`] runs
/// it, [`Parser::parse_noted_type`] runs it and notes a short type for the bytes' path.
pub(super) type ReadType<'a> =
    fn(&mut Parser<'a>, fn(&mut Parser<'a>) -> ParseResult<Type>) -> ParseResult<Type>;

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INT_WIDTH: u64 = 16_777_215;

/// `iN`, `siN`, `uiN`: the signedness and the digits.
fn int_type_parts(s: &[u8]) -> Option<(Signedness, &[u8])> {
    let (sign, rest) = match s {
        [b's', b'i', rest @ ..] => (Signedness::Signed, rest),
        [b'u', b'i', rest @ ..] => (Signedness::Unsigned, rest),
        [b'i', rest @ ..] => (Signedness::Signless, rest),
        _ => return None,
    };
    if rest.is_empty() || !rest.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some((sign, rest))
}

/// Whether `s` spells an integer type (`i32`, `si8`, `ui16`): what MLIR's lexer reads as an
/// integer type token, never a keyword or an identifier.
pub(super) fn is_int_type(s: &[u8]) -> bool {
    int_type_parts(s).is_some()
}

impl<'a> Parser<'a> {
    /// Whether the current token is a bare identifier that starts a builtin type.
    pub(super) fn at_type_keyword(&self) -> bool {
        if self.tok.kind != TokenKind::BareIdentifier {
            return false;
        }
        let s = self.tok_text();
        int_type_parts(s).is_some()
            || matches!(
                s,
                b"index" | b"none" | b"complex" | b"tuple" | b"vector" | b"tensor" | b"memref"
            )
            || FloatKind::from_keyword(s).is_some()
    }

    /// Parses a type («expected non-function type» when there is none).
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        if self.is(TokenKind::LParen) {
            return self.parse_cached_function_type(Self::cached_type);
        }
        self.parse_non_function_type()
    }

    /// The type of a generic op (`: (…) -> …`, mostly at the end of its line): as
    /// [`Parser::parse_type`], the type cache asked for the rest of the line first
    /// ([`Parser::cached_line_end_type`]). Inlined in the generic op's parser.
    #[inline(always)]
    pub(super) fn parse_op_function_type(&mut self) -> ParseResult<Type> {
        if !self.is(TokenKind::LParen) {
            return self.parse_type();
        }
        self.parse_cached_function_type(Self::cached_line_end_type)
    }

    /// The function type of a generic op (`(…) -> …`), its inputs and results appended to
    /// `inputs` and `results`. Spelled as printed, with short types seen before, it is read
    /// type by type from the bytes ([`Parser::generic_op_type_from_bytes`]), without the
    /// function type looked up or made: where its spellings are many (one per combination of
    /// operand and result types), each is looked up rarely and misses the CPU's caches, while
    /// the types in them are few. Otherwise the type cache is asked for the rest of the line,
    /// as for any function type ([`Parser::cached_line_end_type`]: few spellings, each often,
    /// when some of the types are long), and a miss is parsed type by type, its short types
    /// noted for the bytes' path.
    pub(super) fn parse_generic_op_type(
        &mut self,
        inputs: &mut Vec<Type>,
        results: &mut Vec<Type>,
    ) -> ParseResult {
        let type_loc = self.tok.start;
        let cached = if !self.is(TokenKind::LParen) {
            self.parse_type()
        } else if self.generic_op_type_from_bytes(inputs, results) {
            return Ok(());
        } else {
            match self.cached_line_end_type() {
                Ok(ty) => Ok(ty),
                Err(pending) => {
                    let (num_inputs, num_results) = (inputs.len(), results.len());
                    let parsed = self.enter().and_then(|()| {
                        self.parse_function_type_lists(inputs, results, Self::parse_noted_type)
                    });
                    self.leave();
                    let ty = parsed.map(|()| {
                        let (i, r) = (inputs.get(num_inputs..), results.get(num_results..));
                        Type::Function(Uniqued::new(FunctionType::new(
                            i.unwrap_or_default().to_vec(),
                            r.unwrap_or_default().to_vec(),
                        )))
                    });
                    self.keep_type(pending, &ty);
                    return ty.map(|_| ());
                }
            }
        };
        let Type::Function(fn_ty) = cached? else {
            return Err(self.error_at(type_loc, "expected function type"));
        };
        inputs.extend(fn_ty.inputs().iter().cloned());
        results.extend(fn_ty.results().iter().cloned());
        Ok(())
    }

    /// A type parsed by `parse`, kept in [`Caches::short_types`](super::caches::Caches) when
    /// its spelling is one [`Parser::short_type_at`] reads.
    fn parse_noted_type(&mut self, parse: fn(&mut Self) -> ParseResult<Type>) -> ParseResult<Type> {
        let start = self.tok.start as usize;
        let (ty, depth) = self.with_nesting_depth(parse)?;
        if let Some((words, len)) = self.short_type_key(start)
            && start + len == self.prev_end as usize
        {
            self.caches
                .short_types
                .insert(words, len, 0, (ty.clone(), depth));
        }
        Ok(ty)
    }

    /// The length of the short type spelling at `pos`: fewer than 16 bytes (read as one
    /// vector) that are letters, digits, `_`, `<`, `>`, `?` or `*`, then one that ends a type
    /// in a printed function type (a blank, `,` or `)`, or the input's end). Those are the
    /// bytes of builtin types' keywords and shapes (`i32`, `tensor<4x?xf32>`,
    /// `memref<*xf32>`); none of them starts an alias, a dialect type, a string or a nested
    /// list, and none lexes with a neighbour it could have here, so such a spelling parses to
    /// the same type wherever it is.
    #[inline(always)]
    fn short_type_len(&self, pos: usize) -> Option<usize> {
        use crate::ir::escape::{LANES, in_range, lanes};
        use wide::i8x16;
        let v = lanes(self.text, pos);
        let is = |c: u8| v.simd_eq(i8x16::splat(c.cast_signed()));
        let type_bytes = in_range(v, b'0', b'9')
            | in_range(v | i8x16::splat(0x20), b'a', b'z')
            | in_range(v, b'<', b'?') & !is(b'=')
            | is(b'_')
            | is(b'*');
        let len = (!type_bytes.to_bitmask()).trailing_zeros() as usize;
        let ends = matches!(
            self.text.get(pos + len),
            None | Some(b' ' | b'\t' | b'\n' | b'\r' | b',' | b')')
        );
        (len > 0 && len < LANES && ends).then_some(len)
    }

    /// The type of [`Caches::short_types`](super::caches::Caches) spelled at `pos`, with
    /// the depth it adds and where it ends.
    #[inline(always)]
    fn short_type_at(&self, pos: usize) -> Option<(Type, u32, usize)> {
        let (words, len) = self.short_type_key(pos)?;
        let (ty, depth) = self.caches.short_types.get(words, len, 0)?;
        Some((ty, depth, pos + len))
    }

    /// The key of the short type spelling at `pos` in [`Caches::short_types`](super::caches::Caches)
    /// (see [`Parser::short_type_len`]): its words and its length.
    #[inline(always)]
    fn short_type_key(&self, pos: usize) -> Option<([u64; 2], usize)> {
        let len = self.short_type_len(pos)?;
        Some((OpNameTable::words(self.text.get(pos..)?, len)?, len))
    }

    /// The types of [`Caches::short_types`](super::caches::Caches) listed at `pos` (after a
    /// `(`), appended to `out`: where the list ends, after its `)`, the greatest depth the
    /// types add in `depth`.
    fn short_type_list_at(
        &self,
        pos: usize,
        out: &mut Vec<Type>,
        depth: &mut u32,
    ) -> Option<usize> {
        if self.lex.byte_at(pos) == b')' {
            return Some(pos + 1);
        }
        let mut pos = pos;
        loop {
            let (ty, d, end) = self.short_type_at(pos)?;
            out.push(ty);
            *depth = (*depth).max(d);
            match (self.lex.byte_at(end), self.lex.byte_at(end + 1)) {
                (b',', b' ') => pos = end + 2,
                (b')', _) => return Some(end + 1),
                _ => return None,
            }
        }
    }

    /// The types of a function type spelled as printed from `pos` (after its `(`), each one
    /// of [`Caches::short_types`](super::caches::Caches), appended to `inputs` and `results`:
    /// where the type ends, the greatest depth its types add in `depth`.
    fn short_function_type_at(
        &self,
        pos: usize,
        inputs: &mut Vec<Type>,
        results: &mut Vec<Type>,
        depth: &mut u32,
    ) -> Option<usize> {
        let pos = self.short_type_list_at(pos, inputs, depth)?;
        if self.text.get(pos..pos + 4)? != b" -> " {
            return None;
        }
        let pos = pos + 4;
        if self.lex.byte_at(pos) == b'(' {
            return self.short_type_list_at(pos + 1, results, depth);
        }
        let (ty, d, end) = self.short_type_at(pos)?;
        results.push(ty);
        *depth = (*depth).max(d);
        Some(end)
    }

    /// A generic op's function type read from the bytes when it is spelled as printed
    /// (`(i32, f32) -> (index, i64)`, `() -> i32`: `, ` between types, ` -> ` after the
    /// inputs) and each of its types is one of [`Caches::short_types`](super::caches::Caches):
    /// true when read, the parser after it as the token path leaves it; false (nothing
    /// consumed, nothing appended) otherwise.
    fn generic_op_type_from_bytes(
        &mut self,
        inputs: &mut Vec<Type>,
        results: &mut Vec<Type>,
    ) -> bool {
        if !self.may_read_printed_spellings() {
            return false;
        }
        let (num_inputs, num_results) = (inputs.len(), results.len());
        let mut depth = 0;
        let read = self.short_function_type_at(self.tok.end as usize, inputs, results, &mut depth);
        // The function type is one level deeper than the op (`parse_function_type`'s `enter`).
        let depth = self.depth + 1 + depth;
        match read {
            Some(end) if depth <= super::MAX_NESTING_DEPTH => {
                self.max_depth = self.max_depth.max(depth);
                self.prev_end = end as u32;
                self.reset_to(end);
                true
            }
            _ => {
                inputs.truncate(num_inputs);
                results.truncate(num_results);
                false
            }
        }
    }

    /// [`Parser::parse_op_function_type`] for a function type an op's format reads
    /// (`functional-type(…)`, mostly at the end of a custom op's line).
    #[inline(never)]
    pub(crate) fn parse_format_function_type(&mut self) -> ParseResult<Type> {
        self.parse_op_function_type()
    }

    /// A function type from the type cache as `lookup` asks it, else parsed and kept there.
    #[inline(always)]
    fn parse_cached_function_type(
        &mut self,
        lookup: fn(&mut Self) -> Result<Type, Option<super::caches::Pending<'a>>>,
    ) -> ParseResult<Type> {
        // The cache is asked here and filled after, not around the parse: the recursion
        // keeps its frames (see `MAX_NESTING_DEPTH`).
        let pending = match lookup(self) {
            Ok(t) => return Ok(t),
            Err(pending) => pending,
        };
        let t = self.enter().and_then(|()| self.parse_function_type());
        self.leave();
        self.keep_type(pending, &t);
        t
    }

    /// Parses a type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclamationIdentifier => self.parse_type().map(Some),
            TokenKind::BareIdentifier if self.at_type_keyword() => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    #[inline(never)]
    fn parse_function_type(&mut self) -> ParseResult<Type> {
        let mut inputs = Vec::new();
        let mut results = Vec::new();
        self.parse_functional_type(&mut inputs, &mut results)?;
        Ok(Type::Function(Uniqued::new(FunctionType::new(
            inputs, results,
        ))))
    }

    /// `(t, …) -> t` or `(t, …) -> (t, …)` into `inputs` and `results`, each type read by
    /// `read` with the parser of the type expected there (see [`ReadType`]).
    #[inline(always)]
    pub(super) fn parse_function_type_lists(
        &mut self,
        inputs: &mut Vec<Type>,
        results: &mut Vec<Type>,
        read: ReadType<'a>,
    ) -> ParseResult {
        self.parse_type_list_parens_read(inputs, read)?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types_read(results, read)
    }

    /// `(t, …)` or a single non-function type.
    pub(super) fn parse_function_result_types(&mut self, out: &mut Vec<Type>) -> ParseResult {
        self.parse_function_result_types_read(out, Self::read_type)
    }

    /// [`Parser::parse_function_result_types`], each type read by `read`.
    #[inline(always)]
    fn parse_function_result_types_read(
        &mut self,
        out: &mut Vec<Type>,
        read: ReadType<'a>,
    ) -> ParseResult {
        if self.is(TokenKind::LParen) {
            return self.parse_type_list_parens_read(out, read);
        }
        out.push(read(self, Self::parse_non_function_type)?);
        Ok(())
    }

    /// `()` or `(t, …)`, each type read by `read`.
    #[inline(always)]
    fn parse_type_list_parens_read(
        &mut self,
        out: &mut Vec<Type>,
        read: ReadType<'a>,
    ) -> ParseResult {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            out.push(read(self, Self::parse_type)?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")
    }

    /// The plain [`ReadType`]: the type parsed by `parse`.
    #[inline(always)]
    pub(super) fn read_type(
        &mut self,
        parse: fn(&mut Self) -> ParseResult<Type>,
    ) -> ParseResult<Type> {
        parse(self)
    }

    /// `t, …` (at least one).
    pub fn parse_type_list_no_parens(&mut self, out: &mut Vec<Type>) -> ParseResult {
        loop {
            out.push(self.parse_type()?);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// Parses a type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        let nested = match self.tok.kind {
            TokenKind::ExclamationIdentifier => true,
            TokenKind::BareIdentifier => matches!(
                self.tok_text(),
                b"complex" | b"tuple" | b"vector" | b"tensor" | b"memref"
            ),
            _ => false,
        };
        if nested {
            let pending = match self.cached_type() {
                Ok(t) => return Ok(t),
                Err(pending) => pending,
            };
            let t = self.parse_nested_type();
            self.keep_type(pending, &t);
            t
        } else {
            self.parse_simple_type()
        }
    }

    #[inline(never)]
    fn parse_nested_type(&mut self) -> ParseResult<Type> {
        self.enter()?;
        let t = match self.tok_text() {
            b"complex" => self.parse_complex_type(),
            b"tuple" => self.parse_tuple_type(),
            b"vector" => self.parse_vector_type(),
            b"tensor" => self.parse_tensor_type(),
            b"memref" => self.parse_memref_type(),
            _ => self.parse_extended_type(),
        };
        self.leave();
        t
    }

    #[inline(never)]
    fn parse_simple_type(&mut self) -> ParseResult<Type> {
        if self.tok.kind != TokenKind::BareIdentifier {
            return Err(self.wrong_token("expected non-function type"));
        }
        let s = self.tok_text();
        if let Some((signedness, digits)) = int_type_parts(s) {
            let width = digits.iter().try_fold(0u64, |w, d| {
                w.checked_mul(10)?.checked_add(u64::from(d - b'0'))
            });
            let Some(width) = width.filter(|w| *w <= u32::MAX as u64) else {
                return Err(self.error_here("invalid integer width"));
            };
            if width > MAX_INT_WIDTH {
                return Err(self.error_here(format!(
                    "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                )));
            }
            self.bump();
            return Ok(Type::Integer {
                width: width as u32,
                signedness,
            });
        }
        let t = match s {
            b"index" => Type::Index,
            b"none" => Type::None,
            _ => match FloatKind::from_keyword(s) {
                Some(kind) => Type::Float(kind),
                None => return Err(self.wrong_token("expected non-function type")),
            },
        };
        self.bump();
        Ok(t)
    }

    #[inline(never)]
    fn parse_complex_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let type_loc = self.tok.start;
        let e = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(e, Type::Integer { .. } | Type::Float(_)) {
            return Err(self.error_at(type_loc, "invalid element type for complex"));
        }
        Ok(Type::Complex(Uniqued::new(e)))
    }

    #[inline(never)]
    fn parse_tuple_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        let mut ts = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            self.parse_type_list_no_parens(&mut ts)?;
            self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        }
        Ok(Type::Tuple(Uniqued::new(ts)))
    }

    #[inline(never)]
    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        let kw_loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while self.is(TokenKind::Integer) || self.is(TokenKind::LSquare) {
            let sc = self.consume_if(TokenKind::LSquare);
            shape.push(self.parse_integer_in_dimension_list()?);
            if sc && !self.consume_if(TokenKind::RSquare) {
                return Err(self.wrong_token("missing ']' closing scalable dimension"));
            }
            scalable.push(sc);
            self.parse_x_in_dimension_list()?;
        }
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        let valid = matches!(element, Type::Integer { .. } | Type::Index | Type::Float(_))
            || element.implements::<dyn crate::ir::VectorElementTypeInterface>();
        if !valid {
            return Err(self.error_at(
                kw_loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        // Upstream lists the whole shape: `vector<2x0xf32>` «… but got 2, 0».
        if shape.contains(&0) {
            let dims: Vec<String> = shape.iter().map(u64::to_string).collect();
            return Err(self.error_at(
                kw_loc,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        Ok(Type::Vector(Uniqued::new(VectorType {
            shape,
            scalable,
            element,
        })))
    }

    #[inline(never)]
    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let shape = self.parse_shape()?;
        let type_loc = self.tok.start;
        let element = self.parse_type()?;
        let encoding = if self.consume_if(TokenKind::Comma) {
            self.parse_optional_attribute()?
        } else {
            None
        };
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        // MLIR's `TensorType::isValidElementType`: of the builtin types, the scalars, complex,
        // vectors and opaque types; any dialect type.
        if matches!(
            element,
            Type::Function(_) | Type::Tensor(_) | Type::MemRef(_) | Type::Tuple(_) | Type::None
        ) {
            return Err(self.error_at(type_loc, "invalid tensor element type"));
        }
        if shape.is_none() && encoding.is_some() {
            return Err(self.error_here("cannot apply encoding to unranked tensor"));
        }
        Ok(Type::Tensor(Uniqued::new(TensorType {
            shape,
            element,
            encoding,
        })))
    }

    /// The shape of a tensor or memref type: `*x` (unranked, `None`) or `4x?x` (each dimension
    /// followed by its `x`).
    fn parse_shape(&mut self) -> ParseResult<Option<Vec<crate::ir::types::Dim>>> {
        if self.consume_if(TokenKind::Star) {
            self.parse_x_in_dimension_list()?;
            return Ok(None);
        }
        let mut dims = Vec::new();
        loop {
            if self.consume_if(TokenKind::Question) {
                dims.push(None);
            } else if self.is(TokenKind::Integer) {
                dims.push(Some(self.parse_integer_in_dimension_list()?));
            } else {
                break;
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(Some(dims))
    }

    /// A ranked dimension list with its trailing `x` (`16x16x`, or nothing), as MLIR's
    /// `AsmParser::parseDimensionList(dims, allowDynamic)` reads it for a custom type parser:
    /// each size an integer, or `?` (`None`) when `allow_dynamic`, else «expected static
    /// shape» at the `?`.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Vec<Option<u64>>> {
        let mut dims = Vec::new();
        loop {
            if self.is(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.bump();
                dims.push(None);
            } else if self.is(TokenKind::Integer) {
                dims.push(Some(self.parse_integer_in_dimension_list()?));
            } else {
                return Ok(dims);
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    /// `memref<shape element (, layout)? (, memory-space)?>` (MLIR's `parseMemRefType`): the
    /// layout is an affine map or strided layout, the memory space any other attribute;
    /// verified as MLIR's `MemRefType::getChecked` does, errors at the `memref` keyword.
    #[inline(never)]
    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        let kw_loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let shape = self.parse_shape()?;
        let type_loc = self.tok.start;
        let element = self.parse_type()?;
        if !MemRefType::is_valid_element_type(&element) {
            return Err(self.error_at(type_loc, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.is(TokenKind::Greater) {
                return Err(self.wrong_token("expected list element"));
            }
            loop {
                let attr = self.parse_attribute()?;
                if matches!(attr, Attribute::AffineMap(_) | Attribute::StridedLayout(_)) {
                    layout = Some(attr);
                    if shape.is_none() {
                        return Err(
                            self.error_here("cannot have affine map for unranked memref type")
                        );
                    }
                    if memory_space.is_some() {
                        return Err(
                            self.error_here("expected memory space to be last in memref type")
                        );
                    }
                } else if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        let memref = MemRefType::new(shape, element, layout, memory_space);
        if let Err(msg) = memref.verify() {
            return Err(self.error_at(kw_loc, msg));
        }
        Ok(Type::MemRef(Uniqued::new(memref)))
    }

    /// `strided<[stride, …], offset: offset>` at the `strided` keyword (MLIR's
    /// `parseStridedLayoutAttr`); each value an `i64` or `?`, the offset 0 when absent.
    pub(super) fn parse_strided_layout_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let offset = if self.consume_if(TokenKind::Greater) {
            Some(0)
        } else {
            self.expect(TokenKind::Comma, "expected ','")?;
            if !self.is_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.bump();
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            let offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
            offset
        };
        Ok(Attribute::StridedLayout(Arc::new(StridedLayoutAttr {
            offset,
            strides,
        })))
    }

    /// `?` (`None`) or an integer that fits `i64`, possibly negative.
    fn parse_stride_or_offset(&mut self) -> ParseResult<Option<i64>> {
        if self.consume_if(TokenKind::Question) {
            return Ok(None);
        }
        let loc = self.tok.start;
        let negative = self.consume_if(TokenKind::Minus);
        let value = match self.tok.kind {
            TokenKind::Integer => {
                super::number::parse_u128(self.tok_text()).and_then(|v| i64::try_from(v).ok())
            }
            _ => None,
        };
        let Some(v) = value else {
            return Err(self.error_at(loc, "expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(Some(if negative { -v } else { v }))
    }

    /// A dimension size; `0xf32` is `0`, `x`, `f32` (hex is not allowed in shapes).
    fn parse_integer_in_dimension_list(&mut self) -> ParseResult<u64> {
        let t = self.tok_text();
        if t.len() > 1 && t.get(1) == Some(&b'x') {
            let at = self.tok.start as usize + 1;
            self.prev_end = at as u32;
            self.reset_to(at);
            return Ok(0);
        }
        // The end of the input spells no digits: `vector<[` is «invalid dimension» too.
        let v = super::number::parse_u128(t)
            .filter(|v| *v <= i64::MAX as u128 && self.tok.kind != TokenKind::Eof);
        match v {
            Some(v) => {
                self.bump();
                Ok(v as u64)
            }
            None => Err(self.error_current("invalid dimension")),
        }
    }

    /// The `x` after a dimension; `xf32` is split after the `x`.
    fn parse_x_in_dimension_list(&mut self) -> ParseResult {
        if self.tok.kind != TokenKind::BareIdentifier || self.tok_text().first() != Some(&b'x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        let at = self.tok.start as usize + 1;
        self.prev_end = at as u32;
        self.reset_to(at);
        Ok(())
    }
}
