//! Parsing operations (generic and custom forms), regions, blocks, SSA values with forward
//! references, trailing locations, and the top level (aliases, file metadata, the implicit
//! module), following MLIR's `OperationParser`.

use std::sync::Arc;

use super::lexer::TokenKind;
use super::parser::Parser;
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::dialect::OpDef;
use crate::ir::print::type_to_string;
use crate::ir::{
    Attribute, BlockId, Location, NamedAttribute, OpId, OperationName, OperationState, RegionId,
    ThinVec, Type, Value,
};
use rustc_hash::FxHashMap;

/// The name of the top-level op the parser wraps a file in.
const MODULE_OP_NAME: &str = "builtin.module";

/// An SSA use not yet resolved to a value: `%name` or `%name#3` (MLIR's `UnresolvedOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    /// The name including `%`.
    pub name: &'a [u8],
    /// The result number (`#N`), 0 when absent.
    pub number: u32,
    /// Where it was written (byte offset).
    pub loc: u32,
}

impl UnresolvedOperand<'_> {
    /// The location of the use.
    pub fn location(&self) -> Location {
        Location::Offset(self.loc)
    }
}

/// A region entry argument: `%name: type` (MLIR's `OpAsmParser::Argument`).
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// The name.
    pub ssa_name: UnresolvedOperand<'a>,
    /// The type.
    pub ty: Type,
}

/// A generic op being parsed (boxed so that the recursive path keeps small stack frames).
struct GenericOp<'a> {
    state: OperationState,
    operands: Vec<UnresolvedOperand<'a>>,
    props: Option<Attribute>,
    name_start: u32,
}

#[derive(Clone, Copy, Debug)]
struct ValueEntry {
    value: Option<Value>,
    loc: u32,
}

#[derive(Debug, Default)]
struct IsolatedScope<'a> {
    values: FxHashMap<&'a [u8], Vec<ValueEntry>>,
    definitions_per_scope: Vec<Vec<&'a [u8]>>,
}

#[derive(Clone, Copy, Debug)]
struct BlockDef {
    block: BlockId,
    loc: u32,
}

/// SSA bookkeeping of the parser (MLIR's name scopes, forward references and block maps).
#[derive(Debug, Default)]
pub(crate) struct SsaState<'a> {
    isolated: Vec<IsolatedScope<'a>>,
    blocks_by_name: Vec<FxHashMap<&'a [u8], BlockDef>>,
    /// Per region scope: forward-referenced (not yet defined) blocks and where they were used.
    forward_blocks: Vec<Vec<(BlockId, u32)>>,
    /// Placeholder values of forward references, and where they were first used.
    placeholders: FxHashMap<Value, u32>,
    /// Uses of placeholders: (op, operand index).
    placeholder_uses: FxHashMap<Value, Vec<(OpId, u32)>>,
    placeholder_block: Option<BlockId>,
    /// Ops whose `loc(#alias)` names an alias not defined yet: (alias, use offset).
    deferred_loc_aliases: Vec<(OpId, &'a [u8], u32)>,
}

impl<'a> Parser<'a> {
    // ----- top level ----------------------------------------------------------------------

    /// Parses the whole chunk: operations, `#alias = …`, `!alias = …`, `{-# … #-}`.
    pub(super) fn parse_top_level(&mut self) -> ParseResult<OpId> {
        let start = self.prev_end;
        let region = self.ir.create_region();
        let block = self.ir.create_block(region, Self::loc(self.tok.start));
        self.push_ssa_scope(true);
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error(_) => return Err(self.error_here("")),
                TokenKind::HashIdentifier => self.parse_attribute_alias_def()?,
                TokenKind::ExclamationIdentifier => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.skip_file_metadata()?,
                _ => self.parse_operation(block)?,
            }
        }
        self.finalize()?;
        let ops = &self.ir.block(block).ops;
        if let [only] = ops.as_slice() {
            let only = *only;
            if self.ir.op(only).name.as_str() == MODULE_OP_NAME {
                self.ir.op_mut(only).parent = None;
                self.ir.block_mut(block).ops.clear();
                return Ok(only);
            }
        }
        // The implicit module is the registry's `builtin.module` (every registry but
        // `Registry::empty()` holds it; without it the module is unregistered).
        let name = match self.registry.op(MODULE_OP_NAME) {
            Some(def) => OperationName::Registered(def),
            None => OperationName::Unregistered(MODULE_OP_NAME.into()),
        };
        let mut state = OperationState::new(name, Self::loc(start));
        state.regions.push(region);
        Ok(self.ir.create_op(state))
    }

    fn finalize(&mut self) -> ParseResult {
        self.pop_ssa_scope()?;
        if !self.ssa.placeholders.is_empty() {
            let mut locs: Vec<u32> = self.ssa.placeholders.values().copied().collect();
            locs.sort_unstable();
            for l in locs {
                self.diags.push(Diagnostic::error(
                    Self::loc(l),
                    "use of undeclared SSA value name",
                ));
            }
            return Err(Reported);
        }
        for (op, name, at) in std::mem::take(&mut self.ssa.deferred_loc_aliases) {
            match self.loc_aliases.get(name) {
                Some((l, _)) => self.ir.op_mut(op).loc = l.clone(),
                None => {
                    let _ = name;
                    return Err(self.error_at(at, "operation location alias was never defined"));
                }
            }
        }
        Ok(())
    }

    fn parse_attribute_alias_def(&mut self) -> ParseResult {
        let tok = self.tok;
        let name = self.spelling(tok).get(1..).unwrap_or(&[]);
        let name_str = String::from_utf8_lossy(name).into_owned();
        if self.attr_aliases.contains_key(name) || self.loc_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of attribute alias id '{name_str}'")));
        }
        if name.contains(&b'.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        if self.is_keyword("loc") && self.peek().kind == TokenKind::LParen {
            self.bump();
            self.bump();
            let l = self.alias_value(Self::parse_location_instance)?;
            self.expect(TokenKind::RParen, "expected ')' in location")?;
            self.loc_aliases.insert(name, l);
            return Ok(());
        }
        let a = self.alias_value(Self::parse_attribute)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> ParseResult {
        let tok = self.tok;
        let name = self.spelling(tok).get(1..).unwrap_or(&[]);
        let name_str = String::from_utf8_lossy(name).into_owned();
        if self.type_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of type alias id '{name_str}'")));
        }
        if name.contains(&b'.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let t = self.alias_value(Self::parse_type)?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    /// `{-# … #-}`: file-level metadata (resources), skipped.
    fn skip_file_metadata(&mut self) -> ParseResult {
        self.bump();
        loop {
            match self.tok.kind {
                TokenKind::FileMetadataEnd => {
                    self.bump();
                    return Ok(());
                }
                TokenKind::Eof => {
                    return Err(self.wrong_token("expected '#-}' to end file metadata"));
                }
                TokenKind::Error(_) => return Err(self.error_here("")),
                _ => self.bump(),
            }
        }
    }

    // ----- SSA scopes ---------------------------------------------------------------------

    fn push_ssa_scope(&mut self, isolated: bool) {
        self.ssa.blocks_by_name.push(FxHashMap::default());
        self.ssa.forward_blocks.push(Vec::new());
        if isolated || self.ssa.isolated.is_empty() {
            self.ssa.isolated.push(IsolatedScope::default());
        }
        if let Some(s) = self.ssa.isolated.last_mut() {
            s.definitions_per_scope.push(Vec::new());
        }
    }

    fn pop_ssa_scope(&mut self) -> ParseResult {
        let fwd = self.ssa.forward_blocks.pop().unwrap_or_default();
        if let Some(&(_, at)) = fwd.iter().min_by_key(|(_, l)| *l) {
            return Err(self.error_at(at, "reference to an undefined block"));
        }
        if let Some(scope) = self.ssa.isolated.last_mut() {
            if scope.definitions_per_scope.len() <= 1 {
                self.ssa.isolated.pop();
            } else if let Some(defs) = scope.definitions_per_scope.pop() {
                for d in defs {
                    scope.values.remove(d);
                }
            }
        }
        self.ssa.blocks_by_name.pop();
        Ok(())
    }

    fn value_entries(&mut self, name: &'a [u8]) -> &mut Vec<ValueEntry> {
        if self.ssa.isolated.is_empty() {
            self.ssa.isolated.push(IsolatedScope {
                definitions_per_scope: vec![Vec::new()],
                ..Default::default()
            });
        }
        let last = self.ssa.isolated.len() - 1;
        self.ssa.isolated[last].values.entry(name).or_default()
    }

    /// MLIR's `resolveSSAUse`: the value named by `u` with type `ty` (a placeholder for a
    /// forward reference).
    pub(super) fn resolve_ssa_use(
        &mut self,
        u: &UnresolvedOperand<'a>,
        ty: &Type,
    ) -> ParseResult<Value> {
        let n = u.number as usize;
        let entries = self.value_entries(u.name);
        if let Some(ValueEntry {
            value: Some(v),
            loc,
        }) = entries.get(n).copied()
        {
            let vt = self.ir.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            let name = String::from_utf8_lossy(u.name);
            let msg = format!(
                "use of value '{name}' expects different type than prior uses: '{}' vs '{}'",
                type_to_string(ty),
                type_to_string(vt)
            );
            let d = Diagnostic::error(Self::loc(u.loc), msg)
                .with_note(Self::loc(loc), "prior use here");
            return Err(self.push_error(d));
        }
        // Checked before growing the entries (MLIR grows them first): `%0#222222222` of a
        // defined `%0` would allocate gigabytes (found by the `roundtrip` fuzz target). A
        // forward reference to a result number past the input's length can never be defined
        // (each result needs its type in the text): mlir-opt-22's eventual error for it, now.
        let first = entries.first().and_then(|e| e.value);
        if let Some(f) = first
            && !self.ssa.placeholders.contains_key(&f)
        {
            return Err(self.error_at(u.loc, "reference to invalid result number"));
        }
        let text_len = self.text.len();
        let entries = self.value_entries(u.name);
        if n >= text_len {
            return Err(self.error_at(u.loc, "use of undeclared SSA value name"));
        }
        if entries.len() <= n {
            entries.resize(
                n + 1,
                ValueEntry {
                    value: None,
                    loc: 0,
                },
            );
        }
        let block = match self.ssa.placeholder_block {
            Some(b) => b,
            None => {
                let b = self.ir.create_detached_block(Location::Unknown);
                self.ssa.placeholder_block = Some(b);
                b
            }
        };
        let v = self.ir.add_block_argument(block, ty.clone());
        self.ssa.placeholders.insert(v, u.loc);
        if let Some(e) = self.value_entries(u.name).get_mut(n) {
            *e = ValueEntry {
                value: Some(v),
                loc: u.loc,
            };
        }
        Ok(v)
    }

    /// MLIR's `addDefinition`: binds `u` to `value`, replacing a forward reference.
    fn add_definition(&mut self, u: &UnresolvedOperand<'a>, value: Value) -> ParseResult {
        let n = u.number as usize;
        let entries = self.value_entries(u.name);
        if entries.len() <= n {
            entries.resize(
                n + 1,
                ValueEntry {
                    value: None,
                    loc: 0,
                },
            );
        }
        if let Some(ValueEntry {
            value: Some(existing),
            loc,
        }) = entries.get(n).copied()
        {
            let name = String::from_utf8_lossy(u.name).into_owned();
            if !self.ssa.placeholders.contains_key(&existing) {
                let d = Diagnostic::error(
                    Self::loc(u.loc),
                    format!("redefinition of SSA value '{name}'"),
                )
                .with_note(Self::loc(loc), "previously defined here");
                return Err(self.push_error(d));
            }
            let (et, vt) = (self.ir.value_type(existing), self.ir.value_type(value));
            if et != vt {
                let d = Diagnostic::error(
                    Self::loc(u.loc),
                    format!(
                        "definition of SSA value '{name}#{}' has type '{}'",
                        u.number,
                        type_to_string(vt)
                    ),
                )
                .with_note(
                    Self::loc(loc),
                    format!("previously used here with type '{}'", type_to_string(et)),
                );
                return Err(self.push_error(d));
            }
            self.ssa.placeholders.remove(&existing);
            if let Some(uses) = self.ssa.placeholder_uses.remove(&existing) {
                for (op, i) in uses {
                    if let Some(slot) = self.ir.op_mut(op).operands.get_mut(i as usize) {
                        *slot = value;
                    }
                }
            }
        }
        if let Some(e) = self.value_entries(u.name).get_mut(n) {
            *e = ValueEntry {
                value: Some(value),
                loc: u.loc,
            };
        }
        if let Some(scope) = self.ssa.isolated.last_mut()
            && let Some(defs) = scope.definitions_per_scope.last_mut()
        {
            defs.push(u.name);
        }
        Ok(())
    }

    /// Runs the local verifier ([`OpDef::local_verify`]) of a new op while its data is in the
    /// cache and records a pass ([`Ir::mark_verified`]), so that the verifier's walk over the
    /// whole module need not read the op's attributes again. A failure is not reported here:
    /// the walk runs the verifier again and reports it in its order, and not at all when the
    /// parse fails later.
    fn verify_early(&mut self, op: OpId) {
        if let Some(def) = self.ir.op(op).name.def()
            && def.local_verify
            && (def.verify)(&self.ir, op).is_ok()
        {
            self.ir.mark_verified(op);
        }
    }

    /// Records uses of forward-reference placeholders by a new op, to patch them on definition.
    fn record_placeholder_uses(&mut self, op: OpId) {
        if self.ssa.placeholders.is_empty() {
            return;
        }
        let operands = &self.ir.op(op).operands;
        for (i, v) in operands.iter().enumerate() {
            if self.ssa.placeholders.contains_key(v) {
                self.ssa
                    .placeholder_uses
                    .entry(*v)
                    .or_default()
                    .push((op, i as u32));
            }
        }
    }

    // ----- blocks -------------------------------------------------------------------------

    /// The block named `name` in the current region, created (as a forward reference) if new.
    pub(super) fn get_or_create_block(&mut self, name: &'a [u8], at: u32) -> BlockId {
        if let Some(d) = self.ssa.blocks_by_name.last().and_then(|m| m.get(name)) {
            return d.block;
        }
        let b = self.ir.create_detached_block(Self::loc(at));
        if let Some(m) = self.ssa.blocks_by_name.last_mut() {
            m.insert(name, BlockDef { block: b, loc: at });
        }
        if let Some(f) = self.ssa.forward_blocks.last_mut() {
            f.push((b, at));
        }
        b
    }

    /// Defines the block `name`; `existing` is the entry block created before its label.
    fn define_block_named(
        &mut self,
        name: &'a [u8],
        at: u32,
        existing: BlockId,
    ) -> ParseResult<BlockId> {
        let known = self
            .ssa
            .blocks_by_name
            .last()
            .and_then(|m| m.get(name))
            .copied();
        match known {
            None => {
                if let Some(m) = self.ssa.blocks_by_name.last_mut() {
                    m.insert(
                        name,
                        BlockDef {
                            block: existing,
                            loc: at,
                        },
                    );
                }
                Ok(existing)
            }
            Some(d) => {
                let fwd = self.ssa.forward_blocks.last_mut();
                let pos = fwd
                    .as_ref()
                    .and_then(|f| f.iter().position(|(b, _)| *b == d.block));
                match (fwd, pos) {
                    (Some(f), Some(i)) => {
                        f.swap_remove(i);
                        self.ir.block_mut(d.block).loc = Self::loc(at);
                        Ok(d.block)
                    }
                    _ => {
                        let n = String::from_utf8_lossy(name).into_owned();
                        let _ = d.loc;
                        Err(self.error_at(at, format!("redefinition of block '{n}'")))
                    }
                }
            }
        }
    }

    // ----- regions ------------------------------------------------------------------------

    /// Parses a region `{ … }` into `region` (MLIR's `parseRegion`), with optional entry
    /// arguments (their names are defined in the entry block).
    pub fn parse_region(&mut self, region: RegionId, arguments: &[Argument<'a>]) -> ParseResult {
        self.parse_region_impl(region, arguments, false)
    }

    /// Parses a region if the current token is `{`; returns whether one was parsed.
    pub fn parse_optional_region(
        &mut self,
        region: RegionId,
        arguments: &[Argument<'a>],
    ) -> ParseResult<bool> {
        if !self.is(TokenKind::LBrace) {
            return Ok(false);
        }
        self.parse_region(region, arguments).map(|()| true)
    }

    /// Parses a region whose SSA names are isolated from the enclosing ones (MLIR's
    /// `enableNameShadowing` for `IsolatedFromAbove` ops).
    pub fn parse_region_isolated(
        &mut self,
        region: RegionId,
        arguments: &[Argument<'a>],
    ) -> ParseResult {
        self.parse_region_impl(region, arguments, true)
    }

    fn parse_region_impl(
        &mut self,
        region: RegionId,
        arguments: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult {
        let lbrace = self.tok.start;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.enter()?;
        if !arguments.is_empty() || !self.is(TokenKind::RBrace) {
            self.parse_region_body(region, lbrace, arguments, isolated)?;
        }
        self.leave();
        // The body stops only at `}` (or fails).
        self.expect(TokenKind::RBrace, "expected '}' to end a region")
    }

    /// Runs `f`, the parse of an op's regions, with `Parser::symbol_table_op` set to whether
    /// the op is a symbol table (its first region's symbol names are then collected).
    fn parsing_op_with_symbol_table<T>(
        &mut self,
        symbol_table: bool,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let outer = std::mem::replace(&mut self.symbol_table_op, symbol_table);
        let r = f(self);
        self.symbol_table_op = outer;
        r
    }

    /// The blocks of a region; for a symbol table's region, notes whether its symbol names are
    /// unique ([`Ir::mark_symbols_unique`]) while they are in the cache.
    fn parse_region_body(
        &mut self,
        region: RegionId,
        lbrace: u32,
        arguments: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult {
        let names = self
            .symbol_table_op
            .then(super::parser::SymbolNames::default);
        self.symbol_table_op = false;
        let outer = std::mem::replace(&mut self.symbol_names, names);
        let r = self.parse_region_blocks(region, lbrace, arguments, isolated);
        let names = std::mem::replace(&mut self.symbol_names, outer);
        if r.is_ok()
            && names.is_some_and(|n| n.unique())
            && let [block] = self.ir.region(region).blocks.as_slice()
        {
            self.ir.mark_symbols_unique(*block);
        }
        r
    }

    fn parse_region_blocks(
        &mut self,
        region: RegionId,
        lbrace: u32,
        arguments: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult {
        self.push_ssa_scope(isolated);
        let entry = self.ir.create_detached_block(Self::loc(lbrace));
        if !arguments.is_empty()
            && !arguments
                .first()
                .is_some_and(|a| a.ssa_name.name.is_empty())
        {
            if self.is(TokenKind::CaretIdentifier) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            for a in arguments {
                let n = a.ssa_name.number as usize;
                let prior = self
                    .ssa
                    .isolated
                    .last()
                    .and_then(|s| s.values.get(a.ssa_name.name))
                    .and_then(|e| e.get(n))
                    .filter(|e| e.value.is_some())
                    .map(|e| e.loc);
                if let Some(prev) = prior {
                    let name = String::from_utf8_lossy(a.ssa_name.name);
                    let d = Diagnostic::error(
                        Self::loc(a.ssa_name.loc),
                        format!("region entry argument '{name}' is already in use"),
                    )
                    .with_note(Self::loc(prev), "previously referenced here");
                    return Err(self.push_error(d));
                }
                let v = self.ir.add_block_argument(entry, a.ty.clone());
                self.add_definition(&a.ssa_name, v)?;
            }
        } else {
            for a in arguments {
                self.ir.add_block_argument(entry, a.ty.clone());
            }
        }
        let nargs = arguments.len();
        let entry = self.parse_block(Some(entry))?;
        if nargs > 0 && self.ir.block(entry).args.len() > nargs {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        self.attach_block(region, entry);
        while !self.is(TokenKind::RBrace) {
            let b = self.parse_block(None)?;
            self.attach_block(region, b);
        }
        self.pop_ssa_scope()
    }

    fn attach_block(&mut self, region: RegionId, b: BlockId) {
        self.ir.block_mut(b).parent = Some(region);
        self.ir.region_mut(region).blocks.push(b);
    }

    /// Parses a block (label, arguments, operations); `entry` is the pre-created entry block.
    fn parse_block(&mut self, entry: Option<BlockId>) -> ParseResult<BlockId> {
        if let Some(b) = entry
            && !self.is(TokenKind::CaretIdentifier)
        {
            if let TokenKind::Error(_) = self.tok.kind {
                return Err(self.error_here(""));
            }
            self.ir.block_mut(b).loc = Self::loc(self.tok.start);
            self.parse_block_body(b)?;
            return Ok(b);
        }
        let name_tok = self.tok;
        if name_tok.kind != TokenKind::CaretIdentifier {
            return Err(self.wrong_token("expected block name"));
        }
        self.bump();
        let fresh = match entry {
            Some(b) => b,
            None => self.ir.create_detached_block(Self::loc(name_tok.start)),
        };
        let block = self.define_block_named(self.spelling(name_tok), name_tok.start, fresh)?;
        self.ir.block_mut(block).loc = Self::loc(name_tok.start);
        if self.is(TokenKind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> ParseResult {
        self.bump(); // `(`
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        let existing = self.ir.block(block).args.len();
        let mut i = 0usize;
        loop {
            let u = self.parse_ssa_use(false)?;
            self.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let v = if existing > 0 {
                let Some(v) = self.ir.block(block).args.get(i).copied() else {
                    return Err(
                        self.error_at(u.loc, "too many arguments specified in argument list")
                    );
                };
                if self.ir.value_type(v) != &ty {
                    return Err(self.error_at(u.loc, "argument and block argument type mismatch"));
                }
                v
            } else {
                self.ir.add_block_argument(block, ty)
            };
            self.parse_trailing_location()?;
            self.add_definition(&u, v)?;
            i += 1;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if existing > 0 && i != existing {
            return Err(self.error_here("too few arguments specified in argument list"));
        }
        self.expect(TokenKind::RParen, "expected ')' to end argument list")
    }

    fn parse_block_body(&mut self, block: BlockId) -> ParseResult {
        while !matches!(
            self.tok.kind,
            TokenKind::CaretIdentifier | TokenKind::RBrace
        ) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    // ----- operands -----------------------------------------------------------------------

    /// MLIR's `parseSSAUse`: `%name` or `%name#N`.
    fn parse_ssa_use(&mut self, allow_result_number: bool) -> ParseResult<UnresolvedOperand<'a>> {
        let t = self.tok;
        if t.kind != TokenKind::PercentIdentifier {
            return Err(self.wrong_token("expected SSA operand"));
        }
        self.bump();
        let mut u = UnresolvedOperand {
            name: self.spelling(t),
            number: 0,
            loc: t.start,
        };
        if self.is(TokenKind::HashIdentifier) {
            if !allow_result_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            let digits = self.tok_text().get(1..).unwrap_or(&[]);
            let n = std::str::from_utf8(digits)
                .ok()
                .and_then(|s| s.parse::<u32>().ok());
            match n {
                Some(n) if digits.iter().all(u8::is_ascii_digit) => u.number = n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok(u)
    }

    /// Parses an operand `%name` / `%name#N`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use(true)
    }

    /// Parses an operand if a `%` identifier is present.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_ssa_use(true).map(Some)
    }

    /// Parses a possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self, out: &mut Vec<UnresolvedOperand<'a>>) -> ParseResult {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(());
        }
        loop {
            out.push(self.parse_ssa_use(true)?);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// Parses a region argument `%name: type` (MLIR's `parseArgument(arg, allowType=true)`).
    pub fn parse_argument(&mut self) -> ParseResult<Argument<'a>> {
        let ssa_name = self.parse_ssa_use(false)?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        self.parse_trailing_location()?;
        Ok(Argument { ssa_name, ty })
    }

    // ----- operations ---------------------------------------------------------------------

    /// Parses one operation (with its result names) and appends it to `block`.
    pub(super) fn parse_operation(&mut self, block: BlockId) -> ParseResult {
        let start = self.tok.start;
        let results = if self.is(TokenKind::PercentIdentifier) {
            self.parse_result_names()?
        } else {
            Vec::new()
        };
        let op = match self.tok.kind {
            TokenKind::BareIdentifier => self.parse_custom_operation(&results)?,
            TokenKind::String => self.parse_generic_operation()?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        self.ir.append_op(block, op);
        if let Some(names) = &mut self.symbol_names {
            names.note(&self.ir, op);
        }
        if !results.is_empty() {
            self.bind_results(op, start, &results)?;
        }
        Ok(())
    }

    /// `%a, %b:2 =`
    #[inline(never)]
    fn parse_result_names(&mut self) -> ParseResult<Vec<(UnresolvedOperand<'a>, u32)>> {
        let mut results = Vec::new();
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
                let v = super::parse_attr::parse_u128(self.tok_text())
                    .filter(|v| *v >= 1 && *v <= u32::MAX as u128);
                let Some(v) = v else {
                    return Err(
                        self.error_here("expected named operation to have at least 1 result")
                    );
                };
                self.bump();
                count = v as u32;
            }
            results.push((
                UnresolvedOperand {
                    name: self.spelling(t),
                    number: 0,
                    loc: t.start,
                },
                count,
            ));
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        Ok(results)
    }

    /// Binds the result names of a parsed op to its results.
    #[inline(never)]
    fn bind_results(
        &mut self,
        op: OpId,
        start: u32,
        results: &[(UnresolvedOperand<'a>, u32)],
    ) -> ParseResult {
        let num_expected: usize = results.iter().map(|(_, c)| *c as usize).sum();
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
        for (name, count) in results {
            for sub in 0..*count {
                let Some(v) = self.ir.op(op).results.get(i).copied() else {
                    break;
                };
                i += 1;
                self.add_definition(
                    &UnresolvedOperand {
                        number: sub,
                        ..*name
                    },
                    v,
                )?;
            }
        }
        Ok(())
    }

    /// The generic form: `"d.op"(%a, %b#1)[^bb1] <{props}> ({regions}) {attrs} : (…) -> (…)`.
    #[inline(never)]
    fn parse_generic_operation(&mut self) -> ParseResult<OpId> {
        let mut g = self.parse_generic_head()?;
        if self.consume_if(TokenKind::LParen) {
            self.parse_generic_regions(&mut g.state)?;
        }
        self.parse_generic_tail(g)
    }

    /// Name, operands, successors and properties of a generic op.
    #[inline(never)]
    fn parse_generic_head(&mut self) -> ParseResult<Box<GenericOp<'a>>> {
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
            Some(def) => OperationName::Registered(def),
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
                OperationName::Unregistered(name_str.into())
            }
        };
        let mut state = OperationState::new(op_name, Self::loc(name_tok.start));

        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut operands = Vec::new();
        self.parse_operand_list(&mut operands)?;
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;

        if self.consume_if(TokenKind::LSquare) {
            loop {
                state.successors.push(self.parse_successor()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }

        let mut props: Option<Attribute> = None;
        if self.consume_if(TokenKind::Less) {
            let a = self.parse_attribute()?;
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
            props = Some(a);
        }
        Ok(Box::new(GenericOp {
            state,
            operands,
            props,
            name_start: name_tok.start,
        }))
    }

    /// `({…}, {…})` after the `(`.
    #[inline(never)]
    fn parse_generic_regions(&mut self, state: &mut OperationState) -> ParseResult {
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
    fn parse_generic_tail(&mut self, g: Box<GenericOp<'a>>) -> ParseResult<OpId> {
        let GenericOp {
            mut state,
            operands,
            props,
            name_start,
        } = *g;
        if self.is(TokenKind::LBrace) {
            self.parse_attribute_dict(&mut state.attributes)?;
        }

        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start;
        let ty = self.parse_type()?;
        let Type::Function(fn_ty) = ty else {
            return Err(self.error_at(type_loc, "expected function type"));
        };
        state.result_types.extend(fn_ty.results.iter().cloned());
        if fn_ty.inputs.len() != operands.len() {
            let n = operands.len();
            let plural = if n == 1 { "\0" } else { "s" };
            return Err(self.error_at(
                type_loc,
                format!(
                    "expected {n} operand type{plural} but had {}",
                    fn_ty.inputs.len()
                ),
            ));
        }
        for (u, t) in operands.iter().zip(fn_ty.inputs.iter()) {
            let v = self.resolve_ssa_use(u, t)?;
            state.operands.push(v);
        }

        match (state.name.def(), props) {
            (Some(def), props) => {
                move_inherent_attrs(def, &mut state);
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
                    for spec in specs {
                        if let Some(v) = d.get(spec.name)
                            && !(spec.satisfies_storage)(v)
                        {
                            let msg = format!(
                                "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
                                String::from_utf8_lossy(&super::printer::print_attribute_to_bytes(
                                    &p
                                )),
                                def.name,
                                spec.name,
                                String::from_utf8_lossy(&super::printer::print_attribute_to_bytes(
                                    v
                                )),
                            );
                            return Err(self.error_at(name_start, msg));
                        }
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

        let op = self.ir.create_op(state);
        self.record_placeholder_uses(op);
        self.parse_op_trailing_location(op)?;
        self.verify_early(op);
        Ok(op)
    }

    /// The custom form: `name …` dispatched to the registered op's parser.
    #[inline(never)]
    fn parse_custom_operation(
        &mut self,
        _results: &[(UnresolvedOperand<'a>, u32)],
    ) -> ParseResult<OpId> {
        let name_tok = self.tok;
        let (def, parse, spelled) = self.custom_op_def()?;
        let (name, loc) = (OperationName::Registered(def), Self::loc(name_tok.start));
        // Boxed (custom parsers recurse through regions), from a pool: no allocation per op.
        // A pooled state is one `finish_custom_op` emptied: only its name and location change.
        let mut state = match self.state_pool.pop() {
            Some(mut b) => {
                debug_assert!(b.properties.is_empty() && b.attributes.is_empty());
                b.name = name;
                b.loc = loc;
                b
            }
            None => Box::new(OperationState::new(name, loc)),
        };
        let saved = self.custom_op.replace(spelled);
        let r =
            self.parsing_op_with_symbol_table(def.traits.symbol_table, |p| parse(p, &mut state));
        self.custom_op = saved;
        r?;
        self.finish_custom_op(def, spelled, name_tok.start, state)
    }

    /// Looks up the op of a custom form and consumes its name.
    #[inline(never)]
    fn custom_op_def(
        &mut self,
    ) -> ParseResult<(&'static OpDef, crate::dialect::ParseOpFn, &'a str)> {
        let name_tok = self.tok;
        let bytes = self.spelling(name_tok);
        // The op found last, spelled by its full name (the usual run of one kind of op), is
        // compared first: no UTF-8 check, no hashing.
        let (def, spelled) = match self.last_custom_op {
            Some(d) if d.name.as_bytes() == bytes => (d, d.name),
            _ => {
                let spelled = std::str::from_utf8(bytes).unwrap_or("");
                match self.lookup_custom_op(spelled) {
                    Ok(d) => {
                        if d.name == spelled {
                            self.last_custom_op = Some(d);
                        }
                        (d, spelled)
                    }
                    Err(d) => return Err(self.push_error(d)),
                }
            }
        };
        self.bump();
        let Some(parse) = def.parse else {
            return Err(self.error_at(name_tok.start, format!("custom op '{spelled}' is unknown")));
        };
        Ok((def, parse, spelled))
    }

    /// Checks the attr-dict for duplicates (as MLIR does after a custom parser), moves inherent
    /// attributes to properties, creates the op and parses its trailing location.
    #[inline(never)]
    fn finish_custom_op(
        &mut self,
        def: &'static OpDef,
        spelled: &str,
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
                    format!("custom op '{spelled}' attribute '{n}' occurs more than once in the attribute list"),
                ));
            }
        }
        move_inherent_attrs(def, &mut state);
        let placeholder = OperationState::new(OperationName::Registered(def), Location::Unknown);
        let op = self
            .ir
            .create_op(std::mem::replace(&mut *state, placeholder));
        self.state_pool.push(state);
        self.record_placeholder_uses(op);
        self.parse_op_trailing_location(op)?;
        self.verify_early(op);
        Ok(op)
    }

    /// Finds a registered op for a custom-form name (`module` is tried as `builtin.module`),
    /// or builds MLIR's diagnostic.
    fn lookup_custom_op(&self, spelled: &str) -> Result<&'static OpDef, Diagnostic> {
        let at = Self::loc(self.tok.start);
        if let Some(d) = self.registry.op(spelled) {
            return Ok(d);
        }
        let (dialect, full) = match spelled.split_once('.') {
            Some((d, _)) => (d.to_string(), spelled.to_string()),
            None => ("builtin".to_string(), format!("builtin.{spelled}")),
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

    // ----- locations ----------------------------------------------------------------------

    /// `loc(…)` after an op: sets the op's location (an explicit `"file":L:C` becomes
    /// `FileLineCol`; other forms resolve to the file location they contain, or `Unknown`).
    fn parse_op_trailing_location(&mut self, op: OpId) -> ParseResult {
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
    fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    #[inline(never)]
    fn parse_location_instance_inner(&mut self) -> ParseResult<Location> {
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

    fn parse_loc_number(&mut self, msg: &str) -> ParseResult<u32> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token(msg));
        }
        let v = super::parse_attr::parse_u128(self.tok_text()).and_then(|v| u32::try_from(v).ok());
        let Some(v) = v else {
            return Err(self.error_here(msg.to_string()));
        };
        self.bump();
        Ok(v)
    }
}

fn set_named(list: &mut ThinVec<NamedAttribute>, e: NamedAttribute) {
    match list.iter_mut().find(|x| x.name == e.name) {
        Some(x) => x.value = e.value,
        None => list.push(e),
    }
}

/// Moves inherent attribute names found among the discardable attributes into the properties
/// (overriding), as MLIR does when it creates a registered op.
fn move_inherent_attrs(def: &OpDef, state: &mut OperationState) {
    if def.inherent_attrs.is_empty() || state.attributes.is_empty() {
        return;
    }
    let mut i = 0;
    while i < state.attributes.len() {
        let is_inherent = state.attributes.get(i).is_some_and(|a| {
            def.inherent_attrs
                .iter()
                .any(|n| n.as_bytes() == a.name.as_bytes())
        });
        if is_inherent {
            let a = state.attributes.remove(i);
            set_named(&mut state.properties, a);
        } else {
            i += 1;
        }
    }
}
