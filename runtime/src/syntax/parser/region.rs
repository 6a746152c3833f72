//! Regions and blocks: `{ … }` bodies, block labels and arguments, successor blocks, and the
//! symbol-table bookkeeping of a region's ops.

use super::ssa::{Argument, LocTarget};

use super::Parser;
use crate::diag::{Diagnostic, ParseResult};
use crate::ir::{BlockId, RegionId, Value};
use crate::syntax::lexer::TokenKind;

#[derive(Clone, Copy, Debug)]
pub(super) struct BlockDef {
    pub(super) block: BlockId,
    pub(super) loc: u32,
}
impl<'a> Parser<'a> {
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
    pub(super) fn define_block_named(
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

    pub(super) fn parse_region_impl(
        &mut self,
        region: RegionId,
        arguments: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult {
        let lbrace = self.tok.start;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.nested_region(|p| {
            if !arguments.is_empty() || !p.is(TokenKind::RBrace) {
                // For a symbol table's region, notes whether its symbol names are unique
                // ([`Ir::mark_symbols_unique`]) while they are in the cache.
                let names = p
                    .caches
                    .symbol_table_op
                    .then(super::caches::SymbolNames::default);
                p.caches.symbol_table_op = false;
                let outer = std::mem::replace(&mut p.caches.symbol_names, names);
                let r = p.parse_region_blocks(region, lbrace, arguments, isolated);
                let names = std::mem::replace(&mut p.caches.symbol_names, outer);
                r?;
                if let Some([block]) = p.ir.region(region).blocks.exactly()
                    && let Some(symbols) = names.and_then(|n| n.into_unique())
                {
                    p.ir.mark_symbols_unique(block, symbols);
                }
            }
            Ok(())
        })?;
        // The body stops only at `}` (or fails).
        self.expect(TokenKind::RBrace, "expected '}' to end a region")
    }

    /// Runs `f`, the parse of an op's regions, with `Parser::symbol_table_op` set to whether
    /// the op is a symbol table (its first region's symbol names are then collected).
    pub(super) fn parsing_op_with_symbol_table<T>(
        &mut self,
        symbol_table: bool,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let outer = std::mem::replace(&mut self.caches.symbol_table_op, symbol_table);
        let r = f(self);
        self.caches.symbol_table_op = outer;
        r
    }

    /// The blocks of a region, in a new SSA scope.
    pub(super) fn parse_region_blocks(
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
                let key = self.name_key(a.ssa_name.name);
                let prior = self
                    .ssa
                    .isolated
                    .last()
                    .and_then(|s| s.get(key, n))
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
                let v = self.add_region_argument(entry, a);
                self.add_definition(&a.ssa_name, v)?;
            }
        } else {
            for a in arguments {
                self.add_region_argument(entry, a);
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

    /// Appends region argument `a` to `entry` as a block argument, with its location.
    fn add_region_argument(&mut self, entry: BlockId, a: &Argument<'a>) -> Value {
        let v = self.ir.add_block_argument(entry, a.ty.clone());
        match a.deferred_loc {
            Some(i) => {
                if let Some(d) = self.ssa.deferred_loc_aliases.get_mut(i) {
                    d.0 = LocTarget::Arg(v);
                }
            }
            None => self.ir.set_arg_loc(v, a.loc.clone()),
        }
        v
    }

    pub(super) fn attach_block(&mut self, region: RegionId, b: BlockId) {
        self.ir.block_mut(b).parent = Some(region);
        self.ir.region_mut(region).blocks.push(b);
    }

    /// Parses a block (label, arguments, operations); `entry` is the pre-created entry block.
    pub(super) fn parse_block(&mut self, entry: Option<BlockId>) -> ParseResult<BlockId> {
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

    pub(super) fn parse_block_arg_list(&mut self, block: BlockId) -> ParseResult {
        self.bump(); // `(`
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        let existing = self.ir.block(block).args.len();
        let mut i = 0usize;
        loop {
            // MLIR's `parseSSADefOrUseAndType`: a result number is allowed, and the argument
            // is that number of the name (`^bb0(%a#1: i32)` defines `%a#1`).
            let u = self.parse_ssa_use(true)?;
            if u.number as usize >= self.text.len() {
                // Upstream grows the name's table to the number (gigabytes for `%a#4000000000`);
                // here a number is bounded by the input's length, as a forward reference's is.
                return Err(self.error_at(u.loc, "invalid SSA value result number"));
            }
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
                // Located where its name is, unless `loc(…)` follows. (An entry block argument
                // the op defined keeps its location unless given one.)
                let v = self.ir.add_block_argument(block, ty);
                self.ir.set_arg_loc(v, Self::loc(u.loc));
                v
            };
            self.parse_trailing_location(v)?;
            self.add_definition(&u, v)?;
            i += 1;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if existing > 0 && i != existing {
            return Err(self.error_here("too few arguments specified in argument list"));
        }
        // MLIR's `parseCommaSeparatedList(Delimiter::Paren, …)`.
        self.expect(TokenKind::RParen, "expected ')'")
    }

    pub(super) fn parse_block_body(&mut self, block: BlockId) -> ParseResult {
        if let Some(parts) = self.parallel_parts() {
            return self.parse_block_body_parallel(block, &parts);
        }
        // The block's ops are listed once it ends (nested blocks' above its own).
        let first = self.caches.block_ops.len();
        while !matches!(
            self.tok.kind,
            TokenKind::CaretIdentifier | TokenKind::RBrace
        ) {
            let op = self.parse_operation_in(block)?;
            self.caches.block_ops.push(op);
            self.release_parsed_input();
        }
        self.ir.extend_block_ops(
            block,
            self.caches.block_ops.get(first..).unwrap_or_default(),
        );
        self.caches.block_ops.truncate(first);
        Ok(())
    }
}
