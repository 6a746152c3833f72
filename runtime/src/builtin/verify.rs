//! Verifying `module`.
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

pub(super) fn verify_module(_ir: &Ir, _op: OpId) -> Result<(), Diagnostic> {
    Ok(())
}
