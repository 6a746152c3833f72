//! The shape of generated op verifiers: MLIR's `verifyInvariantsImpl` for inherent attributes.
//! Required attributes are checked first, in alphabetical order of their names
//! («'OP' op requires attribute 'NAME'»); then each present attribute's constraint, in
//! declaration order («'OP' op attribute 'NAME' failed to satisfy constraint: SUMMARY»).

use std::borrow::Cow;

use super::OpAttr;
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId};

/// One inherent attribute of an op, as the verifier sees it.
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// Name in the properties.
    pub name: &'static str,
    /// Whether it must be present (not `Option<…>`, no default, not a unit attribute).
    pub required: bool,
    /// The kind's predicate.
    pub satisfies: fn(&Attribute) -> bool,
    /// The kind's summary.
    pub summary: fn() -> Cow<'static, str>,
}

impl AttrSpec {
    /// The spec of an attribute of kind `T`.
    pub fn of<T: OpAttr>(name: &'static str, required: bool) -> AttrSpec {
        AttrSpec {
            name,
            required,
            satisfies: T::satisfies,
            summary: T::summary,
        }
    }
}

/// An error «'OPNAME' op MESSAGE» at the op's location (MLIR's `emitOpError`).
pub fn op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    let o = ir.op(op);
    Diagnostic::error(o.loc.clone(), format!("'{}' op {message}", o.name.as_str()))
}

/// Checks `op`'s inherent attributes against `specs` (in declaration order).
pub fn verify_attrs(ir: &Ir, op: OpId, specs: &[AttrSpec]) -> Result<(), Diagnostic> {
    // Missing required attributes are reported in alphabetical order, as MLIR does
    // (`"gpu.binary"() : () -> ()` reports 'objects' although `sym_name` is declared first).
    let mut missing: Option<&str> = None;
    for spec in specs.iter().filter(|s| s.required) {
        if ir.property(op, spec.name).is_none() && missing.is_none_or(|m| spec.name < m) {
            missing = Some(spec.name);
        }
    }
    if let Some(name) = missing {
        return Err(op_error(
            ir,
            op,
            format_args!("requires attribute '{name}'"),
        ));
    }
    for spec in specs {
        if let Some(attr) = ir.property(op, spec.name)
            && !(spec.satisfies)(attr)
        {
            return Err(op_error(
                ir,
                op,
                format_args!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    spec.name,
                    (spec.summary)()
                ),
            ));
        }
    }
    Ok(())
}
