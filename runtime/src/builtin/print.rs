//! Printing `module`.
use crate::ir::OpId;
use crate::syntax::printer::Printer;

pub(super) fn print_module(_p: &mut Printer<'_>, _op: OpId) {}
