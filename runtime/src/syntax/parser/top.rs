//! The top level of a file (MLIR's `TopLevelOperationParser`): attribute and type alias
//! definitions, file metadata (resources), the operations of the file and the implicit module around them.

use bytes::Bytes;

use super::Parser;
use super::ssa::LocTarget;
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::ir::resource::decode_hex_string;
use crate::ir::{
    Attribute, Blob, BlockId, Location, OpId, OperationName, OperationState, ResourceValue,
    WalkOrder, WalkResult,
};
use crate::syntax::lexer::TokenKind;

/// The name of the top-level op the parser wraps a file in.
pub(super) const MODULE_OP_NAME: &str = "builtin.module";
/// Where the alias definitions that end the input are parsed ([`Parser::trailing_definitions`]):
/// by a helper thread, or on this thread once the parse reaches them, in a parser of their own
/// whose tables are sized for them (either way, as [`super::parallel::parse_definitions`]).
enum Definitions<'scope, 'a> {
    Helper(super::parallel::DefinitionsHelper<'scope, 'a>),
    Here,
}

impl<'a> Parser<'a> {
    /// Parses the whole chunk: operations, `#alias = …`, `!alias = …`, `{-# … #-}`.
    pub(super) fn parse_top_level(&mut self) -> ParseResult<OpId> {
        let start = self.prev_end;
        let region = self.ir.create_region();
        let block = self.ir.create_block(region, Self::loc(self.tok.start));
        self.push_ssa_scope(true);
        // The symbol names of the top-level ops, noted as a symbol table's region notes them:
        // unless the file holds one explicit module, they become the implicit module's, whose
        // verifier then need not read them again when they are unique.
        self.caches.symbol_names = Some(super::caches::SymbolNames::default());
        match self.trailing_definitions() {
            Some(at) if self.threads_allowed() => {
                self.parse_top_level_items_beside_definitions(block, at)?
            }
            Some(at) => self.parse_top_level_items(block, Some((at, Definitions::Here)))?,
            None => self.parse_top_level_items(block, None)?,
        }
        let symbol_names = self.caches.symbol_names.take();
        self.finalize(block)?;
        if let Some([only]) = self.ir.block(block).ops.exactly()
            && self.ir.op(only).name.as_str() == MODULE_OP_NAME
        {
            self.ir.op_mut_keeping_attributes(only).set_parent(None);
            self.ir.block_mut(block).ops.clear();
            return Ok(only);
        }
        // The implicit module is the registry's `builtin.module` (every registry but
        // `Registry::empty()` holds it; without it the module is unregistered).
        let name = match self.registry.op(MODULE_OP_NAME) {
            Some(def) => OperationName::registered(def),
            None => OperationName::unregistered(MODULE_OP_NAME),
        };
        // MLIR locates the implicit module of a whole buffer at `FILE:0:0`, and that of a
        // later `--split-input-file` chunk where the chunk starts.
        let loc = match start {
            0 => crate::ir::Location::BufferStart,
            _ => Self::loc(start),
        };
        if let Some(symbols) = symbol_names.and_then(|n| n.into_unique()) {
            self.ir.mark_symbols_unique(block, symbols);
        }
        let mut state = OperationState::new(name, loc);
        state.regions.push(region);
        Ok(self.ir.create_op(state))
    }

    /// The top-level items (alias definitions, file metadata, ops into `block`) to the end of
    /// the input. With `helper`, the definitions that start at its offset are those it parsed,
    /// taken when this parser reaches them (and parsed here when they cannot be taken).
    fn parse_top_level_items(
        &mut self,
        block: BlockId,
        mut definitions: Option<(usize, Definitions<'_, 'a>)>,
    ) -> ParseResult {
        loop {
            if let Some((at, _)) = &definitions
                && self.tok.start as usize == *at
                && let Some((at, how)) = definitions.take()
            {
                let parsed = match how {
                    Definitions::Helper(handle) => match handle.join() {
                        Ok(parsed) => parsed,
                        Err(panic) => std::panic::resume_unwind(panic),
                    },
                    Definitions::Here => super::parallel::parse_definitions(
                        self.src,
                        at..self.lex.end(),
                        self.registry,
                        self.opts,
                        &std::sync::atomic::AtomicBool::new(false),
                    ),
                };
                if let Some(parsed) = parsed
                    && self.take_definitions(parsed)
                {
                    continue;
                }
            }
            match self.tok.kind {
                TokenKind::Eof => return Ok(()),
                TokenKind::Error(_) => return Err(self.error_here("")),
                TokenKind::HashIdentifier => self.parse_attribute_alias_def()?,
                TokenKind::ExclamationIdentifier => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata_dictionary()?,
                _ => {
                    self.parse_operation(block)?;
                    self.release_parsed_input();
                }
            }
        }
    }

    /// [`Parser::parse_top_level_items`] while a helper parses the alias definitions that end
    /// the input, from `at`. The helper stops once this thread no longer needs them (it took
    /// them, or stopped at an error before them).
    fn parse_top_level_items_beside_definitions(
        &mut self,
        block: BlockId,
        at: usize,
    ) -> ParseResult {
        let (src, registry, opts) = (self.src, self.registry, self.opts);
        let range = at..self.lex.end();
        let abandoned = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|s| {
            let abandoned = &abandoned;
            let parse =
                move || super::parallel::parse_definitions(src, range, registry, opts, abandoned);
            let helper = std::thread::Builder::new()
                .stack_size(crate::threads::WORKER_STACK)
                .spawn_scoped(s, parse)
                .ok()
                .map(|handle| (at, Definitions::Helper(handle)));
            let parsed = self.parse_top_level_items(block, helper);
            abandoned.store(true, std::sync::atomic::Ordering::Relaxed);
            parsed
        })
    }

    pub(super) fn finalize(&mut self, block: BlockId) -> ParseResult {
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
        let mut failures = Vec::new();
        for (target, name, at) in std::mem::take(&mut self.ssa.deferred_loc_aliases) {
            match self.deferred_location(name) {
                Ok(l) => match target {
                    LocTarget::Op(op) => self.ir.set_loc(op, l),
                    LocTarget::Arg(v) => self.ir.set_arg_loc(v, l),
                    LocTarget::Pending => {}
                },
                Err(message) => failures.push((target, at, message)),
            }
        }
        if failures.is_empty() {
            return Ok(());
        }
        let (_, at, message) = failures.swap_remove(self.first_in_walk_order(block, &failures));
        Err(self.error_at(at, message))
    }

    /// Which of the unresolved `loc(#alias)`es MLIR reports: it resolves them in a post-order
    /// walk of the top-level ops, each op's location and then its regions' block arguments,
    /// and stops at the first failure. Those it cannot place come in source order.
    fn first_in_walk_order(&self, block: BlockId, failures: &[(LocTarget, u32, String)]) -> usize {
        let ir = &self.ir;
        let position =
            |wanted: &dyn Fn(&LocTarget) -> bool| failures.iter().position(|f| wanted(&f.0));
        let mut found = None;
        for &top in &ir.block(block).ops {
            let walked = ir.walk(top, WalkOrder::PostOrder, |op| {
                found = position(&|t| matches!(t, LocTarget::Op(o) if *o == op));
                let args = ir
                    .op(op)
                    .regions()
                    .iter()
                    .flat_map(|r| &ir.region(*r).blocks);
                for b in args {
                    for &arg in &ir.block(*b).args {
                        found = found
                            .or_else(|| position(&|t| matches!(t, LocTarget::Arg(v) if *v == arg)));
                    }
                }
                match found {
                    Some(_) => WalkResult::Interrupt,
                    None => WalkResult::Advance,
                }
            });
            if walked == WalkResult::Interrupt {
                break;
            }
        }
        found.unwrap_or(0)
    }

    /// The location a location alias used before its definition (`loc(#name)`) names, once
    /// every alias is defined: looked up by number among the trailing definitions a helper
    /// parsed when named as MLIR names them, else by name; the error message when there is
    /// none or it is not a location.
    fn deferred_location(&self, name: &[u8]) -> Result<Location, String> {
        let numbered = super::parallel::NumberedLocations::number(name)
            .and_then(|n| self.late_numbered_locations.get(n));
        if let Some(l) = numbered {
            return Ok(Location::Attr(l.clone()));
        }
        let alias = match self.attr_aliases.get(name) {
            None => self.late_attr_aliases.get(name),
            found => found,
        };
        match alias {
            Some((Attribute::Location(l), _)) => Ok(Location::Attr(l.clone())),
            Some((attr, _)) => Err(super::location::not_a_location(attr)),
            None => Err("operation location alias was never defined".to_owned()),
        }
    }

    pub(super) fn parse_attribute_alias_def(&mut self) -> ParseResult {
        let tok = self.tok;
        let name = self.spelling(tok).get(1..).unwrap_or(&[]);
        if self.attr_aliases.contains_key(name) {
            let name = String::from_utf8_lossy(name).into_owned();
            return Err(self.error_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains(&b'.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        if let Some(a) = self.location_alias_def_from_bytes()? {
            self.attr_aliases.insert(name, a);
            return Ok(());
        }
        self.bump();
        self.expect(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        let a = self.with_nesting_depth(Self::parse_attribute)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    pub(super) fn parse_type_alias_def(&mut self) -> ParseResult {
        let tok = self.tok;
        let name = self.spelling(tok).get(1..).unwrap_or(&[]);
        if self.type_aliases.contains_key(name) {
            let name = String::from_utf8_lossy(name).into_owned();
            return Err(self.error_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains(&b'.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let t = self.with_nesting_depth(Self::parse_type)?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedListUntil`: `end` at once (an empty list), or `each`
    /// separated by commas, then `end` («expected ',' or '}'»).
    fn parse_comma_separated_until(
        &mut self,
        end: TokenKind,
        end_spelling: &str,
        mut each: impl FnMut(&mut Self) -> ParseResult,
    ) -> ParseResult {
        if self.consume_if(end) {
            return Ok(());
        }
        loop {
            each(self)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect_else(end, || format!("expected ',' or '{end_spelling}'"))
    }

    /// A resource name or key: a bare identifier or a string (MLIR's
    /// `parseOptionalKeywordOrString`), consumed; `None` (nothing consumed) otherwise.
    fn parse_optional_keyword_or_string_bytes(&mut self) -> Option<Bytes> {
        let t = self.tok;
        let v = match t.kind {
            TokenKind::BareIdentifier => self.src.slice(t.start as usize..t.end as usize),
            TokenKind::String => self.string_value(t),
            _ => return None,
        };
        self.bump();
        Some(v)
    }

    /// `{-# key: value, … #-}`: file-level metadata (MLIR's `parseFileMetadataDictionary`),
    /// kept in the arena's [`Resources`](crate::ir::Resources).
    pub(super) fn parse_file_metadata_dictionary(&mut self) -> ParseResult {
        self.bump();
        self.parse_comma_separated_until(TokenKind::FileMetadataEnd, "#-}", |p| {
            let key_at = p.tok.start;
            if !p.is(TokenKind::BareIdentifier) {
                return Err(p.error_current("expected identifier key in file metadata dictionary"));
            }
            let key = p.tok_text();
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            match key {
                b"dialect_resources" => {
                    p.parse_resource_file_metadata(Self::parse_dialect_resources)
                }
                b"external_resources" => {
                    p.parse_resource_file_metadata(Self::parse_external_resources)
                }
                _ => {
                    let key = String::from_utf8_lossy(key);
                    Err(p.error_at(
                        key_at,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    ))
                }
            }
        })
    }

    /// `{ name: { … }, … }`, each body parsed by `body` (given the name and its offset) after
    /// its `{` (MLIR's `parseResourceFileMetadata`).
    fn parse_resource_file_metadata(
        &mut self,
        body: fn(&mut Self, Bytes, u32) -> ParseResult,
    ) -> ParseResult {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        self.parse_comma_separated_until(TokenKind::RBrace, "}", |p| {
            let name_at = p.tok.start;
            if !p.is(TokenKind::BareIdentifier) {
                return Err(p.error_current("expected identifier key for 'resource' entry"));
            }
            let name = p.src.slice(p.tok.start as usize..p.tok.end as usize);
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            p.expect(TokenKind::LBrace, "expected '{'")?;
            body(p, name, name_at)
        })
    }

    /// The entries of `dialect_resources: { name: {…} }`: the builtin dialect's blobs; any other
    /// dialect has no resources (`unexpected 'resource' section`) or is unknown.
    fn parse_dialect_resources(&mut self, name: Bytes, name_at: u32) -> ParseResult {
        let dialect = String::from_utf8_lossy(&name).into_owned();
        if dialect != "builtin" {
            if self.registry.has_dialect(&dialect) {
                return Err(self.error_here(format!(
                    "unexpected 'resource' section for dialect '{dialect}'"
                )));
            }
            return Err(self.error_at(name_at, format!("dialect '{dialect}' is unknown")));
        }
        self.parse_comma_separated_until(TokenKind::RBrace, "}", |p| {
            let Some(key) = p.parse_optional_keyword_or_string_bytes() else {
                return Err(p.error_current("expected identifier key for 'resource' entry"));
            };
            p.expect(TokenKind::Colon, "expected ':'")?;
            let blob = p.parse_resource_blob(&key)?;
            p.ir.resources.set_blob(key, blob);
            Ok(())
        })
    }

    /// The entries of `external_resources: { name: {…} }`, kept as written (`mlir-opt`'s
    /// fallback resource map: blobs, booleans and strings).
    fn parse_external_resources(&mut self, name: Bytes, _name_at: u32) -> ParseResult {
        // The group exists (and keeps its place) even when empty; it prints only with entries.
        self.ir.resources.external_group(name.clone());
        self.parse_comma_separated_until(TokenKind::RBrace, "}", |p| {
            let Some(key) = p.parse_optional_keyword_or_string_bytes() else {
                return Err(
                    p.error_current("expected identifier key for 'external_resources' entry")
                );
            };
            p.expect(TokenKind::Colon, "expected ':'")?;
            let t = p.tok;
            let value = match (t.kind, p.spelling(t)) {
                (TokenKind::BareIdentifier, b"true") => {
                    p.bump();
                    ResourceValue::Bool(true)
                }
                (TokenKind::BareIdentifier, b"false") => {
                    p.bump();
                    ResourceValue::Bool(false)
                }
                (TokenKind::String, s) if s.starts_with(b"\"0x") => {
                    ResourceValue::Blob(p.parse_resource_blob(&key)?)
                }
                (TokenKind::String, _) => {
                    p.bump();
                    ResourceValue::String(p.string_value(t))
                }
                _ => {
                    let key = String::from_utf8_lossy(&key);
                    return Err(
                        p.resource_value_error(format!("expected string value for key '{key}'"))
                    );
                }
            };
            p.ir.resources
                .external_group(name.clone())
                .entries
                .push((key, value));
            Ok(())
        })
    }

    /// An error about the value token of a resource entry. MLIR consumes that token before
    /// looking at it: a lexer error token (`'x'`) is reported by the lexer, then this error
    /// follows at the same place.
    fn resource_value_error(&mut self, msg: String) -> crate::diag::Reported {
        if let TokenKind::Error(lexer) = self.tok.kind
            && self.diags.is_empty()
        {
            let at = Self::loc(self.tok.start);
            self.diags
                .push(Diagnostic::error(at.clone(), lexer.message()));
            self.diags.push(Diagnostic::error(at, msg));
            return Reported;
        }
        self.error_here(msg)
    }

    /// A resource entry's value as a blob (MLIR's `parseAsBlob`): `"0x"`, the alignment as
    /// four little-endian bytes (a power of two), then the data, in hex.
    fn parse_resource_blob(&mut self, key: &[u8]) -> ParseResult<Blob> {
        let t = self.tok;
        let key = String::from_utf8_lossy(key).into_owned();
        let body = self
            .spelling(t)
            .get(1..(t.end - t.start).saturating_sub(1) as usize);
        let decoded = match (t.kind, body) {
            (TokenKind::String, Some(body)) => decode_hex_string(body),
            _ => None,
        };
        // MLIR consumes the value token before looking at it; its errors point at it (a lexer
        // error token reports the lexer's message instead).
        let Some(bytes) = decoded else {
            return Err(
                self.resource_value_error(format!("expected hex string blob for key '{key}'"))
            );
        };
        let Some(align) = bytes.first_chunk::<4>().map(|a| u32::from_le_bytes(*a)) else {
            return Err(self.error_here(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
            )));
        };
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_here(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, \
                 but got non-power-of-2 value: {align}"
            )));
        }
        self.bump();
        // An empty blob has no alignment (MLIR's default `AsmResourceBlob`).
        if bytes.len() == 4 {
            return Ok(Blob::default());
        }
        Ok(Blob {
            alignment: align,
            data: Bytes::from(bytes).slice(4..),
        })
    }
}
