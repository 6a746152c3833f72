//! The shape of generated op verifiers: MLIR's `verifyInvariantsImpl` for inherent attributes.
//! Required attributes are checked first, in alphabetical order of their names
//! («'OP' op requires attribute 'NAME'»); then each present attribute's constraint, in
//! declaration order («'OP' op attribute 'NAME' failed to satisfy constraint: SUMMARY»).

use super::OpAttr;
use crate::diag::Diagnostic;
pub use crate::ir::def::AttrSpec;
use crate::ir::{Ir, OpId};

impl AttrSpec {
    /// The spec of an attribute of kind `T`.
    pub const fn of<T: OpAttr>(name: &'static str, required: bool) -> AttrSpec {
        AttrSpec {
            name,
            required,
            satisfies: T::satisfies,
            satisfies_storage: T::satisfies_storage,
            summary: T::summary,
            invalid_value: T::invalid_value,
            default: None,
            convert: T::CONVERT,
        }
    }
}

/// MLIR's `op->emitError(msg)` for an op's verifier: MESSAGE at the op's location, without the
/// op's name (the verifier adds the «see current operation» note, as for
/// [`emit_op_error`]).
pub fn emit_error(ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir.op_loc(op).into_owned(), message)
}

/// MLIR's `op->emitOpError(msg)` for an op's verifier: «'OPNAME' op MESSAGE» at the op's
/// location. The verifier ([`rods::verify`](crate::verify::verify)) adds the «see current
/// operation» note to the error an op's verifier returns.
pub fn emit_op_error(ir: &Ir, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    let o = ir.op(op);
    Diagnostic::error(
        ir.op_loc(op).into_owned(),
        format!("'{}' op {message}", o.name.as_str()),
    )
}

/// Checks `op`'s inherent attributes against `specs` (in declaration order).
pub fn verify_attrs(ir: &Ir, op: OpId, specs: &[AttrSpec]) -> Result<(), Diagnostic> {
    // Missing required attributes are reported in alphabetical order, as MLIR does
    // (`"gpu.binary"() : () -> ()` reports 'objects' although `sym_name` is declared first).
    // One lookup per attribute: the first constraint failure is reported only when nothing
    // required is missing.
    let mut missing: Option<&str> = None;
    // The first failure: the kind's predicate (`None`), or an `invalid_value` reason.
    let mut failed: Option<(&AttrSpec, Option<&'static str>)> = None;
    let stored = &ir.op(op).properties;
    for spec in specs {
        // A property not stored has its default (`Ir::property`), checked as a stored one.
        match stored.get(spec.name).or_else(|| spec.default.map(|d| d())) {
            None if spec.required && missing.is_none_or(|m| spec.name < m) => {
                missing = Some(spec.name);
            }
            Some(attr) if failed.is_none() => {
                if !(spec.satisfies)(attr) {
                    failed = Some((spec, None));
                } else if let Some(why) = (spec.invalid_value)(attr) {
                    failed = Some((spec, Some(why)));
                }
            }
            _ => {}
        }
    }
    if let Some(name) = missing {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("requires attribute '{name}'"),
        ));
    }
    // A property that is not an attribute (`EnumProp`) is «property 'NAME'».
    let what = |spec: &AttrSpec| {
        if spec.convert.is_some() {
            "property"
        } else {
            "attribute"
        }
    };
    if let Some((spec, Some(why))) = failed {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("{} '{}' {why}", what(spec), spec.name),
        ));
    }
    if let Some((spec, None)) = failed {
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "{} '{}' failed to satisfy constraint: {}",
                what(spec),
                spec.name,
                (spec.summary)()
            ),
        ));
    }
    Ok(())
}

/// How many values an operand, result, region or successor group of an op holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// Splits `total` values among groups of the given arities (declaration order). With at most one
/// variable-length group the split is unique; with more, it is known only when they are all
/// empty. `None` when the count does not fit.
pub fn split_segments(total: usize, arities: &[Arity]) -> Option<Vec<std::ops::Range<usize>>> {
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let extra = total.checked_sub(fixed)?;
    if variable > 1 && extra != 0 {
        return None;
    }
    let mut out = Vec::with_capacity(arities.len());
    let mut start = 0;
    for a in arities {
        let len = match a {
            Arity::Single => 1,
            Arity::Optional if extra > 1 => return None,
            Arity::Optional | Arity::Variadic => extra,
        };
        out.push(start..start + len);
        start += len;
    }
    Some(out)
}

/// What `verify_count` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountKind {
    /// Operands (`ZeroOperands`, `OneOperand`, `NOperands`, `AtLeastNOperands`).
    Operands,
    /// Results (`ZeroResults`, `OneResult`, `NResults`, `AtLeastNResults`).
    Results,
    /// Regions (`ZeroRegions`, `OneRegion`, `NRegions`, `AtLeastNRegions`).
    Regions,
    /// Successors (`ZeroSuccessors`, `OneSuccessor`, `NSuccessors`, `AtLeastNSuccessors`).
    Successors,
}

/// MLIR's count traits with their messages: `fixed` groups of one value, plus any number when
/// `variable` (`expected 2 operands, but found 3`, `requires a single operand`, …).
// Inline: every generated verifier calls it four times, and the count fits almost always.
#[inline]
pub fn verify_count(
    ir: &Ir,
    op: OpId,
    kind: CountKind,
    fixed: usize,
    variable: bool,
) -> Result<(), Diagnostic> {
    let o = ir.op(op);
    let found = match kind {
        CountKind::Operands => o.operands.len(),
        CountKind::Results => o.results.len(),
        CountKind::Regions => o.regions().len(),
        CountKind::Successors => o.successors().len(),
    };
    if (variable && found >= fixed) || (!variable && found == fixed) {
        return Ok(());
    }
    Err(count_error(ir, op, kind, fixed, variable, found))
}

#[cold]
fn count_error(
    ir: &Ir,
    op: OpId,
    kind: CountKind,
    fixed: usize,
    variable: bool,
    found: usize,
) -> Diagnostic {
    let message = match (kind, variable, fixed) {
        (CountKind::Successors, false, 1) => format!("requires 1 successor but found {found}"),
        (CountKind::Successors, false, n) => format!("requires {n} successors but found {found}"),
        (CountKind::Successors, true, n) => {
            format!("requires at least {n} successors but found {found}")
        }
        (kind, true, n) => format!("expected {n} or more {}, but found {found}", plural(kind)),
        (kind, false, 0) => format!("requires zero {}", plural(kind)),
        (CountKind::Operands, false, 1) => "requires a single operand".to_owned(),
        (CountKind::Results, false, 1) => "requires one result".to_owned(),
        (CountKind::Regions, false, 1) => "requires one region".to_owned(),
        (kind, false, n) => format!("expected {n} {}, but found {found}", plural(kind)),
    };
    emit_op_error(ir, op, message)
}

fn plural(kind: CountKind) -> &'static str {
    match kind {
        CountKind::Operands => "operands",
        CountKind::Results => "results",
        CountKind::Regions => "regions",
        CountKind::Successors => "successors",
    }
}
