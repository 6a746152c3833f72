//! The top level of a file (MLIR's `TopLevelOperationParser`): attribute and type alias
//! definitions, file metadata, the operations of the file and the implicit module around them.

use super::Parser;
use crate::diag::{Diagnostic, ParseResult, Reported};
use crate::ir::{OpId, OperationName, OperationState};
use crate::syntax::lexer::TokenKind;

/// The name of the top-level op the parser wraps a file in.
pub(super) const MODULE_OP_NAME: &str = "builtin.module";
impl<'a> Parser<'a> {
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

    pub(super) fn finalize(&mut self) -> ParseResult {
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

    pub(super) fn parse_attribute_alias_def(&mut self) -> ParseResult {
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

    pub(super) fn parse_type_alias_def(&mut self) -> ParseResult {
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
    pub(super) fn skip_file_metadata(&mut self) -> ParseResult {
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
}
