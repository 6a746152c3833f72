//! Operations, generic (`"dialect.op"(…) <{…}> ({…}) {…} : (…) -> …`) and custom (dispatched
//! to the registered op's parser), their result names and their attribute lists.

use super::caches::OpNameTable;
use super::ssa::UnresolvedOperand;

use super::Parser;
use crate::diag::{Diagnostic, ParseResult};
use crate::dialect::OpDef;
use crate::ir::{
    Attribute, BlockId, DictionaryAttr, NamedAttribute, OpId, OperationName, OperationState,
    ThinVec, Type,
};
use crate::syntax::lexer::{Token, TokenKind};

/// A generic op being parsed (boxed so that the recursive path keeps small stack frames).
pub(super) struct GenericOp<'a> {
    pub(super) state: OperationState,
    pub(super) operands: Vec<UnresolvedOperand<'a>>,
    /// The inputs of its function type.
    pub(super) input_types: Vec<Type>,
    pub(super) props: Option<Attribute>,
    pub(super) name_start: u32,
}
impl<'a> Parser<'a> {
    /// Parses one operation (with its result names) and appends it to `block`.
    pub(super) fn parse_operation(&mut self, block: BlockId) -> ParseResult {
        let op = self.parse_operation_in(block)?;
        self.ir.append_op(block, op);
        Ok(())
    }

    /// [`Parser::parse_operation`] without listing the op in `block` (its parent is `block`):
    /// the caller lists it ([`Ir::extend_block_ops`]).
    pub(super) fn parse_operation_in(&mut self, block: BlockId) -> ParseResult<OpId> {
        let start = self.tok.start;
        // The result names go on the parser's scratch stack from `names` on (those of nested
        // ops above them, removed when they are bound; after an error the parse stops and what
        // is left there is not read again).
        let names = self.caches.result_names.len();
        let mut num_results = 0;
        if self.is(TokenKind::PercentIdentifier) {
            if !self.result_names_from_bytes() {
                self.parse_result_names()?;
            }
            num_results = self
                .caches
                .result_names
                .get(names..)
                .unwrap_or_default()
                .iter()
                .map(|(_, n)| *n as usize)
                .sum();
        }
        let op = match self.tok.kind {
            // MLIR's lexer makes `i32` (`si8`, `ui16`) an integer type token, no op name.
            TokenKind::BareIdentifier if !super::types::is_int_type(self.tok_text()) => {
                self.parse_custom_operation(num_results)?
            }
            TokenKind::String => self.parse_generic_operation()?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        self.ir.set_parent_block(op, block);
        if let Some(symbols) = &mut self.caches.symbol_names {
            symbols.note(&self.ir, op);
        }
        if self.caches.result_names.len() > names {
            self.bind_results(op, start, names, num_results)?;
            self.caches.result_names.truncate(names);
        }
        Ok(op)
    }

    /// [`Parser::parse_result_names`] read from the bytes when they are spelled as printed
    /// (`%a, %b:2 = `: one space around `=`, `, ` between names, a decimal count): true when
    /// read, with the parser after the `=` as the token path leaves it; false (nothing
    /// consumed, nothing pushed) for any other spelling, which the token path reads and
    /// reports on.
    fn result_names_from_bytes(&mut self) -> bool {
        if !self.may_read_printed_spellings() {
            return false;
        }
        let first = self.caches.result_names.len();
        let mut pos = self.tok.start as usize;
        while let Some((name_end, None, _)) = self.lex.ssa_use_at(pos) {
            let mut at = name_end;
            let mut count = 1u32;
            if self.lex.byte_at(at) == b':' {
                let mut n = 0u64;
                let mut digits = 0;
                while self.lex.byte_at(at + 1).is_ascii_digit() && digits < 10 {
                    n = n * 10 + u64::from(self.lex.byte_at(at + 1) - b'0');
                    digits += 1;
                    at += 1;
                }
                match u32::try_from(n) {
                    Ok(n) if n >= 1 && digits > 0 => count = n,
                    _ => break,
                }
                at += 1;
            }
            self.caches.result_names.push((
                UnresolvedOperand {
                    name: self.text.get(pos..name_end).unwrap_or_default(),
                    number: 0,
                    loc: pos as u32,
                },
                count,
            ));
            match (
                self.lex.byte_at(at),
                self.lex.byte_at(at + 1),
                self.lex.byte_at(at + 2),
            ) {
                (b',', b' ', b'%') => pos = at + 2,
                (b' ', b'=', b' ') => {
                    self.prev_end = (at + 2) as u32;
                    self.reset_to(at + 2);
                    return true;
                }
                _ => break,
            }
        }
        self.caches.result_names.truncate(first);
        false
    }

    /// `%a, %b:2 =`, pushed on the scratch stack of result names.
    #[inline(never)]
    pub(super) fn parse_result_names(&mut self) -> ParseResult {
        loop {
            let t = self.tok;
            if t.kind != TokenKind::PercentIdentifier {
                return Err(self.wrong_token("expected valid ssa identifier"));
            }
            self.bump();
            let mut count = 1u32;
            if self.consume_if(TokenKind::Colon) {
                if !self.is(TokenKind::Integer) {
                    return Err(self.wrong_token("expected integer number of results"));
                }
                let v = super::number::parse_u128(self.tok_text())
                    .filter(|v| *v >= 1 && *v <= u32::MAX as u128);
                let Some(v) = v else {
                    return Err(
                        self.error_here("expected named operation to have at least 1 result")
                    );
                };
                self.bump();
                count = v as u32;
            }
            let name = UnresolvedOperand {
                name: self.spelling(t),
                number: 0,
                loc: t.start,
            };
            self.caches.result_names.push((name, count));
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Equal, "expected '=' after SSA name")
    }

    /// Binds the result names of a parsed op to its results.
    #[inline(never)]
    pub(super) fn bind_results(
        &mut self,
        op: OpId,
        start: u32,
        names: usize,
        num_expected: usize,
    ) -> ParseResult {
        let n = self.ir.op(op).results.len();
        if n == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if n != num_expected {
            return Err(self.error_at(
                start,
                format!("operation defines {n} results but was provided {num_expected} to bind"),
            ));
        }
        let mut i = 0usize;
        let mut k = names;
        while let Some(&(name, count)) = self.caches.result_names.get(k) {
            k += 1;
            // A new name for several results: bound as a group (the results of an op are
            // consecutive values).
            let consecutive = |ir: &crate::ir::Ir| {
                let group = ir.op(op).results.get(i..i + count as usize)?;
                let first = *group.first()?;
                group
                    .iter()
                    .zip(first.0..)
                    .all(|(v, n)| v.0 == n)
                    .then_some(first)
            };
            if count > 1
                && let Some(first) = consecutive(&self.ir)
                && self.add_group_definition(&name, first, count as usize)
            {
                i += count as usize;
                continue;
            }
            for sub in 0..count {
                let Some(v) = self.ir.op(op).results.get(i).copied() else {
                    break;
                };
                i += 1;
                self.add_definition(
                    &UnresolvedOperand {
                        number: sub,
                        ..name
                    },
                    v,
                )?;
            }
        }
        Ok(())
    }

    /// The generic form: `"d.op"(%a, %b#1)[^bb1] <{props}> ({regions}) {attrs} : (…) -> (…)`.
    #[inline(never)]
    pub(super) fn parse_generic_operation(&mut self) -> ParseResult<OpId> {
        let mut g = self.parse_generic_head()?;
        if self.consume_if(TokenKind::LParen) {
            self.parse_generic_regions(&mut g.state)?;
        }
        self.parse_generic_tail(g)
    }

    /// The words of `tok`'s spelling, read from the source, when short enough for a
    /// [`ShortNameTable`](super::caches::ShortNameTable).
    #[inline]
    pub(super) fn words_at(&self, tok: Token) -> Option<[u64; 2]> {
        let (start, end) = (tok.start as usize, tok.end as usize);
        self.text
            .get(start..)
            .and_then(|window| OpNameTable::words(window, end - start))
    }

    /// The name of the generic op spelled by `name_tok` (quoted), when looked up before: a
    /// short spelling by its words, a longer one by its bytes.
    #[inline]
    fn generic_op_name_cached(
        &mut self,
        name_tok: Token,
        words: Option<[u64; 2]>,
    ) -> Option<OperationName> {
        let len = (name_tok.end - name_tok.start) as usize;
        if let Some(w) = words
            && let Some(name) = self.caches.short_op_names.get(w, len, 0)
        {
            return Some(name);
        }
        // (The short names' table is direct-mapped: a name another evicted is put back.)
        let name = *self.caches.op_names.get(self.spelling(name_tok))?;
        if let Some(w) = words {
            self.caches.short_op_names.insert(w, len, 0, name);
        }
        Some(name)
    }

    /// Name, operands, successors and properties of a generic op.
    #[inline(never)]
    pub(super) fn parse_generic_head(&mut self) -> ParseResult<Box<GenericOp<'a>>> {
        let name_tok = self.tok;
        let words = self.words_at(name_tok);
        let op_name = match self.generic_op_name_cached(name_tok, words) {
            Some(name) => {
                self.bump();
                name
            }
            None => {
                let name = self.generic_op_name()?;
                let spelling = self.spelling(name_tok);
                self.caches.op_names.insert(spelling, name);
                if let Some(w) = words {
                    self.caches
                        .short_op_names
                        .insert(w, spelling.len(), 0, name);
                }
                name
            }
        };
        let loc = Self::loc(name_tok.start);
        // Boxed (regions recurse), from a pool: a pooled op is one `parse_generic_tail`
        // emptied, its buffers kept.
        let mut g = match self.caches.generic_pool.pop() {
            Some(mut g) => {
                g.state.name = op_name;
                g.state.loc = loc;
                g.name_start = name_tok.start;
                g
            }
            None => Box::new(GenericOp {
                state: OperationState::new(op_name, loc),
                operands: Vec::new(),
                input_types: Vec::new(),
                props: None,
                name_start: name_tok.start,
            }),
        };
        if !self.operand_list_from_bytes(&mut g.operands, super::Delimiter::Paren, true) {
            self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
            self.parse_operand_list(&mut g.operands)?;
            self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        }
        let state = &mut g.state;

        // MLIR's `parseCommaSeparatedListUntil(']', …, /*allowEmptyList=*/false)`, for an op
        // that may be a terminator (any unregistered one).
        if self.is(TokenKind::LSquare) && state.name.def().is_some_and(|d| !d.traits.terminator) {
            return Err(self.error_current("successors in non-terminator"));
        }
        if self.consume_if(TokenKind::LSquare) {
            if self.is(TokenKind::RSquare) {
                return Err(self.wrong_token("expected list element"));
            }
            loop {
                state.successors.push(self.parse_successor()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }

        if self.consume_if(TokenKind::Less) {
            if self.is(TokenKind::LBrace) && state.name.def().is_none() {
                // An unregistered op keeps a non-empty dictionary's entries as its properties:
                // they are read into its list, as its discardable attributes are, without a
                // dictionary attribute made and taken apart.
                self.parse_attribute_dict(&mut state.properties)?;
                if state.properties.is_empty() {
                    g.props = Some(Attribute::Dictionary(DictionaryAttr::new(Vec::new())));
                }
            } else {
                g.props = Some(self.parse_attribute()?);
            }
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        Ok(g)
    }

    /// The name of a generic op, consumed: a registered op, or an unregistered one when
    /// allowed.
    #[inline(never)]
    fn generic_op_name(&mut self) -> ParseResult<OperationName> {
        let name_tok = self.tok;
        let name = self.string_value(name_tok);
        if name.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        if name.contains(&0) {
            return Err(self.error_here("null character not allowed in operation name"));
        }
        self.bump();
        let Ok(name_str) = std::str::from_utf8(&name) else {
            return Err(self.error_at(name_tok.start, "operation name is not valid UTF-8"));
        };
        let op_name = match self.registry.op(name_str) {
            Some(def) => OperationName::registered(def),
            None => {
                let dialect = name_str.split('.').next().unwrap_or("");
                if self.registry.has_dialect(dialect) {
                    // MLIR reports this when verifying the op; the parser keeps going.
                    let msg = format!(
                        "unregistered operation '{name_str}' found in dialect ('{dialect}') that does not allow unknown operations"
                    );
                    return Err(self.error_at(name_tok.start, msg));
                }
                if !self.opts.allow_unregistered {
                    return Err(self.error_here(
                        "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                    ));
                }
                OperationName::unregistered(name_str)
            }
        };
        Ok(op_name)
    }

    /// `({…}, {…})` after the `(`.
    #[inline(never)]
    pub(super) fn parse_generic_regions(&mut self, state: &mut OperationState) -> ParseResult {
        let symbol_table = state.name.def().is_some_and(|d| d.traits.symbol_table);
        self.parsing_op_with_symbol_table(symbol_table, |p| {
            loop {
                let r = p.ir.create_region();
                state.regions.push(r);
                p.parse_region(r, &[])?;
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RParen, "expected ')' to end region list")
        })
    }

    /// Attributes, type and location of a generic op; creates it.
    #[inline(never)]
    pub(super) fn parse_generic_tail(&mut self, mut g: Box<GenericOp<'a>>) -> ParseResult<OpId> {
        let op = self.parse_generic_tail_in(&mut g)?;
        g.operands.clear();
        g.input_types.clear();
        self.caches.generic_pool.push(g);
        Ok(op)
    }

    /// [`Parser::parse_generic_tail`] on the op's pooled box, left for reuse.
    fn parse_generic_tail_in(&mut self, g: &mut GenericOp<'a>) -> ParseResult<OpId> {
        let GenericOp {
            state,
            operands,
            input_types,
            props,
            name_start,
        } = g;
        let name_start = *name_start;
        if self.is(TokenKind::LBrace) {
            self.parse_attribute_dict(&mut state.attributes)?;
        }

        if !self.colon_then_lparen_from_bytes() {
            self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        }
        let type_loc = self.tok.start;
        self.parse_generic_op_type(input_types, &mut state.result_types)?;
        if input_types.len() != operands.len() {
            let n = operands.len();
            let plural = if n == 1 { "\0" } else { "s" };
            return Err(self.error_at(
                type_loc,
                format!(
                    "expected {n} operand type{plural} but had {}",
                    input_types.len()
                ),
            ));
        }
        state.operands.reserve_exact(operands.len());
        for (u, t) in operands.iter().zip(input_types.iter()) {
            let v = self.resolve_ssa_use(u, t)?;
            state.operands.push(v);
        }

        match (state.name.def(), props.take()) {
            (Some(def), props) => {
                // Without `<{…}>`, the inherent attributes in the dictionary are checked as the
                // op is parsed, before its trailing location, as MLIR's `parseGenericOperation`
                // does: a parse error at the op's name, with no «see current operation» note
                // (`{function_type = 1}` for func.func).
                if props.is_none()
                    && !state.attributes.is_empty()
                    && let Some(why) = crate::ir::def::rejected_inherent_attr(
                        def.property_specs,
                        &state.attributes,
                    )
                {
                    return Err(self.error_at(name_start, format!("'{}' op {why}", def.name)));
                }
                move_inherent_attrs(def, state);
                if let Some(p) = props {
                    let Attribute::Dictionary(d) = &p else {
                        return Err(self.error_at(
                            name_start,
                            format!("invalid properties for op {}: expected DictionaryAttr to set properties", def.name),
                        ));
                    };
                    // Property conversion: each inherent attribute must have its kind's storage
                    // class, checked in name order as the generated `setPropertiesFromAttr` does
                    // (`<{objects = 1, sym_name = "b"}>` for gpu.binary is «invalid properties
                    // {…} for op gpu.binary: Invalid attribute `objects` in property conversion:
                    // 1 : i64»).
                    let mut specs: Vec<_> = def.property_specs.iter().collect();
                    specs.sort_by_key(|s| s.name);
                    // Properties that are not attributes (`EnumProp`) store their converted
                    // value (`1 : i64` as `1 : i32`).
                    let mut converted: Vec<NamedAttribute> = Vec::new();
                    for spec in specs {
                        let Some(v) = d.get(spec.name) else { continue };
                        let why = match spec.convert {
                            Some(convert) => match convert(v) {
                                Ok(value) => {
                                    converted.push(NamedAttribute::new(spec.name, value));
                                    continue;
                                }
                                Err(why) => why,
                            },
                            None if (spec.satisfies_storage)(v) => continue,
                            None => segment_sizes_conversion_error(spec, v).unwrap_or_else(|| {
                                format!(
                                    "Invalid attribute `{}` in property conversion: {}",
                                    spec.name,
                                    String::from_utf8_lossy(
                                        &crate::ir::print::print_attribute_to_bytes(v)
                                    ),
                                )
                            }),
                        };
                        let msg = format!(
                            "invalid properties {} for op {}: {why}",
                            String::from_utf8_lossy(&crate::ir::print::print_attribute_to_bytes(
                                &p
                            )),
                            def.name,
                        );
                        return Err(self.error_at(name_start, msg));
                    }
                    for e in d.entries() {
                        if def
                            .inherent_attrs
                            .iter()
                            .any(|n| n.as_bytes() == e.name.as_bytes())
                        {
                            set_named(&mut state.properties, e.clone());
                        }
                    }
                    for e in converted {
                        set_named(&mut state.properties, e);
                    }
                }
            }
            // An unregistered op's properties are any attribute (`<{a = 1}>`, `<{}>`,
            // `<1 : i32>`); a non-empty dictionary's entries are kept by name.
            (None, Some(p)) => match p {
                Attribute::Dictionary(d) if !d.entries().is_empty() => {
                    state.properties = d.entries().iter().cloned().collect()
                }
                p => state.properties_attr = Some(p),
            },
            (None, None) => {}
        }

        // The pooled state's name is set again for its next op.
        let op = self.ir.create_op_taking_name(state);
        self.record_placeholder_uses(op);
        self.parse_op_trailing_location(op)?;
        self.verify_early(op);
        Ok(op)
    }

    /// The custom form: `name …` dispatched to the registered op's parser.
    #[inline(never)]
    pub(super) fn parse_custom_operation(&mut self, num_results: usize) -> ParseResult<OpId> {
        let name_tok = self.tok;
        let (def, parse) = self.custom_op_def()?;
        let (name, loc) = (OperationName::registered(def), Self::loc(name_tok.start));
        // Boxed (custom parsers recurse through regions), from a pool: no allocation per op.
        // A pooled state is one `finish_custom_op` emptied: only its name and location change.
        let mut state = match self.caches.state_pool.pop() {
            Some(mut b) => {
                debug_assert!(b.properties.is_empty() && b.attributes.is_empty());
                b.name = name;
                b.loc = loc;
                b
            }
            None => Box::new(OperationState::new(name, loc)),
        };
        // MLIR's prefix names the op found, not as spelled (`call` under `func.func` is
        // «custom op 'func.call' …»).
        let saved = self.custom_op.replace(def.name);
        let saved_loc = std::mem::replace(&mut self.custom_op_loc, name_tok.start);
        let saved_num_results = std::mem::replace(&mut self.custom_op_num_results, num_results);
        self.default_dialects
            .push(def.traits.default_dialect.unwrap_or(""));
        let r =
            self.parsing_op_with_symbol_table(def.traits.symbol_table, |p| parse(p, &mut state));
        self.default_dialects.pop();
        self.custom_op = saved;
        self.custom_op_loc = saved_loc;
        self.custom_op_num_results = saved_num_results;
        r?;
        self.finish_custom_op(def, name_tok.start, state)
    }

    /// Looks up the op of a custom form and consumes its name.
    #[inline(never)]
    pub(super) fn custom_op_def(
        &mut self,
    ) -> ParseResult<(&'static OpDef, crate::dialect::ParseOpFn)> {
        let name_tok = self.tok;
        let bytes = self.spelling(name_tok);
        // Ops found before: a short name by its words, read from the source, without hashing
        // or comparing its bytes (by its full name, which no default dialect changes, or
        // without its dialect under the default dialect of where it is); a longer one by
        // hashing them. No UTF-8 check either way.
        let words = self.words_at(name_tok);
        let default = self.default_dialects.last().copied().unwrap_or("");
        let scope = OpNameTable::scope_of(default);
        let table = &self.caches.short_custom_ops;
        // (The table is direct-mapped: a short name another evicted is found by hashing,
        // and put back.)
        let short = words.and_then(|w| {
            table
                .get(w, bytes.len(), 0)
                .or_else(|| table.get(w, bytes.len(), scope))
        });
        let def = match short {
            Some(d) => d,
            None => self.custom_op_def_slow(bytes, words, default, scope)?,
        };
        self.bump();
        let Some(parse) = def.parse else {
            let spelled = String::from_utf8_lossy(bytes);
            return Err(self.error_at(name_tok.start, format!("custom op '{spelled}' is unknown")));
        };
        Ok((def, parse))
    }

    /// [`Parser::custom_op_def`]'s lookup of a spelling not in the table of short ones: by
    /// hashing it, else in the registry; what it finds is kept (`words`: the spelling's, when
    /// short enough for the table, in `scope` when the spelling lacks the dialect).
    #[inline(never)]
    fn custom_op_def_slow(
        &mut self,
        bytes: &'a [u8],
        words: Option<[u64; 2]>,
        default: &'static str,
        scope: usize,
    ) -> ParseResult<&'static OpDef> {
        let keep = |p: &mut Self, scope: usize, d: &'static OpDef| {
            if let Some(w) = words {
                p.caches.short_custom_ops.insert(w, bytes.len(), scope, d);
            }
        };
        if let Some(d) = self.caches.custom_ops.get(bytes).copied() {
            keep(self, 0, d);
            return Ok(d);
        }
        // A spelling without the dialect is found in the default dialect of where it is: the
        // key has both.
        if let Some(d) = self.caches.unprefixed_ops.get(&(default, bytes)).copied() {
            keep(self, scope, d);
            return Ok(d);
        }
        let spelled = std::str::from_utf8(bytes).unwrap_or("");
        match self.lookup_custom_op(spelled) {
            Ok(d) if d.name == spelled => {
                keep(self, 0, d);
                self.caches.custom_ops.insert(bytes, d);
                Ok(d)
            }
            Ok(d) => {
                keep(self, scope, d);
                self.caches.unprefixed_ops.insert((default, bytes), d);
                Ok(d)
            }
            Err(d) => {
                // Reported once the name is consumed, as MLIR reports it: a lexer error in the
                // next token (`pt! = …`) is then the one shown.
                self.bump();
                Err(self.push_error(d))
            }
        }
    }

    /// Checks the attr-dict for duplicates (as MLIR does after a custom parser), moves inherent
    /// attributes to properties, creates the op and parses its trailing location.
    #[inline(never)]
    pub(super) fn finish_custom_op(
        &mut self,
        def: &'static OpDef,
        at: u32,
        mut state: Box<OperationState>,
    ) -> ParseResult<OpId> {
        for (i, a) in state.attributes.iter().enumerate() {
            if state
                .attributes
                .get(..i)
                .is_some_and(|s| s.iter().any(|b| b.name == a.name))
            {
                let n = String::from_utf8_lossy(a.name.as_bytes()).into_owned();
                return Err(self.error_at(
                    at,
                    format!("custom op '{}' attribute '{n}' occurs more than once in the attribute list", def.name),
                ));
            }
        }
        // Default-valued properties: the generated custom parser stores them itself.
        move_inherent_attrs(def, &mut state);
        let op = self.ir.create_op_from(&mut state);
        self.caches.state_pool.push(state);
        self.record_placeholder_uses(op);
        self.parse_op_trailing_location(op)?;
        self.verify_early(op);
        Ok(op)
    }

    /// Finds a registered op for a custom-form name, or builds MLIR's diagnostic. A name without
    /// a prefix is tried in the default dialect of the enclosing custom op only (`module` as
    /// `builtin.module` at the top level, `return` as `func.return` in a `func.func`): LLVM 22
    /// no longer falls back to `func` (`return` in a `gpu.func`, whose default dialect is none,
    /// is «Dialect `' not found for custom op 'return'  (tried '.return' as well)»).
    pub(super) fn lookup_custom_op(&self, spelled: &str) -> Result<&'static OpDef, Diagnostic> {
        let at = Self::loc(self.tok.start);
        if let Some(d) = self.registry.op(spelled) {
            return Ok(d);
        }
        let default = self.default_dialects.last().copied().unwrap_or("");
        // A name with nothing after its first `.` (`gpu.`) has no dialect either: MLIR tries
        // it in the default dialect («custom op 'gpu.' is unknown (tried 'builtin.gpu.' as
        // well)»).
        let (dialect, full) = match spelled.split_once('.') {
            Some((d, rest)) if !rest.is_empty() => (d.to_string(), spelled.to_string()),
            _ => (default.to_string(), format!("{default}.{spelled}")),
        };
        if full != spelled
            && let Some(d) = self.registry.op(&full)
        {
            return Ok(d);
        }
        let tried = if full != spelled {
            format!(" (tried '{full}' as well)")
        } else {
            String::new()
        };
        if !self.registry.has_dialect(&dialect) {
            let mut names = self.registry.dialect_names();
            names.sort_unstable();
            return Err(Diagnostic::error(
                at.clone(),
                format!("Dialect `{dialect}' not found for custom op '{spelled}' {tried}"),
            )
            .with_note(
                at,
                format!(
                    "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    names.join(", ")
                ),
            ));
        }
        Err(Diagnostic::error(
            at,
            format!("custom op '{spelled}' is unknown{tried}"),
        ))
    }
}

pub(super) fn set_named(list: &mut ThinVec<NamedAttribute>, e: NamedAttribute) {
    match list.iter_mut().find(|x| x.name == e.name) {
        Some(x) => x.value = e.value,
        None => list.push(e),
    }
}

/// The property conversion error of a segment sizes property (`operandSegmentSizes`), whose
/// storage is a fixed-size `int32_t` array in MLIR: «expected DenseI32ArrayAttr for key
/// `value`», «size mismatch in attribute conversion: 1 vs 2» (the expected size is the length
/// of its default, all zeros).
fn segment_sizes_conversion_error(
    spec: &crate::ir::def::AttrSpec,
    v: &Attribute,
) -> Option<String> {
    if spec.name != crate::ir::def::OPERAND_SEGMENT_SIZES
        && spec.name != crate::ir::def::RESULT_SEGMENT_SIZES
    {
        return None;
    }
    let Some(sizes) = crate::ir::def::as_segment_sizes(v) else {
        return Some("expected DenseI32ArrayAttr for key `value`".to_owned());
    };
    let expected = spec
        .default
        .and_then(|d| crate::ir::def::as_segment_sizes(d()))
        .map_or(0, |s| s.len());
    Some(format!(
        "size mismatch in attribute conversion: {} vs {expected}",
        sizes.len()
    ))
}

/// Moves inherent attribute names found among the discardable attributes into the properties
/// ([`OperationState::move_inherent_attrs`]).
#[inline]
pub(super) fn move_inherent_attrs(def: &OpDef, state: &mut OperationState) {
    if !def.inherent_attrs.is_empty() && !state.attributes.is_empty() {
        state.move_inherent_attrs(def.property_specs);
    }
}
