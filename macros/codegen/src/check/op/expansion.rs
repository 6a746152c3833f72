//! What the op expansion does not generate yet, checked after everything else (see
//! [`check_op_expansion`]).

use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl};
use crate::model::OpDecl;

/// Checks that the op expansion generates every piece of a format `check_op` accepted: a few
/// pieces of MLIR's format language are not generated yet. Run after [`check_op`](super::check_op) (on a
/// declaration without errors), so that `check_op` answers only what mlir-tblgen accepts.
pub fn check_op_expansion(cx: &Ctxt, decl: &OpDecl) {
    let Some(fmt) = &decl.format else { return };
    for e in &fmt.format.elements {
        unsupported_in(cx, fmt, e);
    }
}

/// `check_op_expansion` of one top-level element (or one in an optional group or an `oilist`).
fn unsupported_in(cx: &Ctxt, fmt: &FormatDecl, e: &Element) {
    let unsupported = |e: &Element| {
        cx.error_at(
            fmt.span(e.range.clone()),
            format!(
                "`{}` is not supported yet by the rods op format expansion",
                e.describe()
            ),
        );
    };
    match &e.kind {
        ElementKind::OptionalGroup(group) => {
            for child in group.then_elements.iter().chain(&group.else_elements) {
                unsupported_in(cx, fmt, child);
            }
        }
        ElementKind::Oilist(clauses) => {
            for child in clauses.iter().flat_map(|c| &c.elements) {
                unsupported_in(cx, fmt, child);
            }
        }
        ElementKind::Custom { args, .. } => {
            // Why: a custom directive's functions get attributes, `attr-dict`, values, types
            // and code; `custom<F>(prop-dict)`, `custom<F>(ref(operands))` (or `regions`,
            // `successors`, `prop-dict`) and `custom<F>(ref(qualified(type($x))))` are not
            // passed.
            for arg in args {
                let passed = match &arg.kind {
                    ElementKind::PropDict => false,
                    ElementKind::Ref(inner) => match &inner.kind {
                        ElementKind::PropDict
                        | ElementKind::Operands
                        | ElementKind::Regions
                        | ElementKind::Successors => false,
                        ElementKind::Qualified(q) => !matches!(q.kind, ElementKind::Type(_)),
                        _ => true,
                    },
                    _ => true,
                };
                if !passed {
                    unsupported(arg);
                }
            }
        }
        _ => {}
    }
}
