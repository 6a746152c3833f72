//! Parsing `module`.
use crate::diag::ParseResult;
use crate::ir::OperationState;
use crate::syntax::parser::Parser;

pub(super) fn parse_module(_p: &mut Parser<'_>, _state: &mut OperationState) -> ParseResult {
    Ok(())
}
