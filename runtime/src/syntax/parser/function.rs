//! What a function-like op's custom parser reads besides the ordinary pieces (MLIR's
//! `parseOptionalArgument` with attributes, the unnamed arguments of an external function,
//! and its optional body): the runtime's `parse_function_op` is built on them.

use super::Parser;
use super::ssa::{Argument, LocTarget};
use crate::diag::ParseResult;
use crate::ir::{Location, NamedAttribute, RegionId, ThinVec, Type};
use crate::syntax::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// Parses a function argument `%name: type {attrs} loc(…)` if a `%` identifier is present
    /// (MLIR's `parseOptionalArgument(arg, allowType=true, allowAttrs=true)`); its attributes
    /// go to `attrs`.
    pub fn parse_optional_argument_with_attrs(
        &mut self,
        attrs: &mut ThinVec<NamedAttribute>,
    ) -> ParseResult<Option<Argument<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        let ssa_name = self.parse_ssa_use(false)?;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        self.parse_optional_attr_dict(attrs)?;
        let deferred = self.ssa.deferred_loc_aliases.len();
        let loc = self.parse_optional_location_specifier(LocTarget::Pending)?;
        let deferred_loc = (self.ssa.deferred_loc_aliases.len() > deferred).then_some(deferred);
        Ok(Some(Argument {
            loc: loc.unwrap_or(Location::Offset(ssa_name.loc)),
            ssa_name,
            ty,
            deferred_loc,
        }))
    }

    /// Parses an argument of an external function, `type {attrs} loc(…)` without a name; its
    /// location is read and dropped (no block argument keeps it).
    pub fn parse_unnamed_argument(
        &mut self,
        attrs: &mut ThinVec<NamedAttribute>,
    ) -> ParseResult<Type> {
        let ty = self.parse_type()?;
        self.parse_optional_attr_dict(attrs)?;
        let deferred = self.ssa.deferred_loc_aliases.len();
        self.parse_optional_location_specifier(LocTarget::Pending)?;
        self.ssa.deferred_loc_aliases.truncate(deferred);
        Ok(ty)
    }

    /// Parses a region with entry `arguments` if the current token is `{` (MLIR's
    /// `parseOptionalRegion`), with a name scope of its own when `enable_name_shadowing` (its
    /// names may then shadow the enclosing regions' ones; only for an `IsolatedFromAbove` op,
    /// and none of MLIR's core dialects asks for it); returns whether one was parsed.
    pub fn parse_optional_region_with_arguments(
        &mut self,
        region: RegionId,
        arguments: &[Argument<'a>],
        enable_name_shadowing: bool,
    ) -> ParseResult<bool> {
        if !self.is(TokenKind::LBrace) {
            return Ok(false);
        }
        self.parse_region_impl(region, arguments, enable_name_shadowing)
            .map(|()| true)
    }
}
