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
    check_variadic_of_variadic_uses(cx, decl, fmt);
}

// Why: a variadic-of-variadic operand group (`VariadicOfVariadic`) is generated for `custom<F>`
// directives (which get `Vec<Vec<…>>` of operands and types) and the generic form; the
// declarative `$group` / `type($group)` spelling of its sub-groups, and the `operands` /
// `type(operands)` directives that flatten them, are not generated yet.
fn check_variadic_of_variadic_uses(cx: &Ctxt, decl: &OpDecl, fmt: &FormatDecl) {
    let Some(group) = decl.fields.iter().find(|f| f.is_variadic_of_variadic()) else {
        return;
    };
    fn walk<'e>(e: &'e Element, out: &mut Vec<&'e Element>) {
        match &e.kind {
            // Arguments of a custom directive are passed as `Vec<Vec<…>>`.
            ElementKind::Custom { .. } => {}
            ElementKind::OptionalGroup(group) => {
                for child in group.then_elements.iter().chain(&group.else_elements) {
                    walk(child, out);
                }
            }
            ElementKind::Oilist(clauses) => {
                for child in clauses.iter().flat_map(|c| &c.elements) {
                    walk(child, out);
                }
            }
            ElementKind::Type(inner) | ElementKind::Qualified(inner) => walk(inner, out),
            ElementKind::FunctionalType { inputs, results } => {
                walk(inputs, out);
                walk(results, out);
            }
            _ => out.push(e),
        }
    }
    let mut leaves = Vec::new();
    for e in &fmt.format.elements {
        walk(e, &mut leaves);
    }
    for e in leaves {
        let named = match &e.kind {
            ElementKind::Variable(n) => decl.field(n).is_some_and(|f| f.is_variadic_of_variadic()),
            ElementKind::Operands => true,
            _ => false,
        };
        if named {
            cx.error_at(
                fmt.span(e.range.clone()),
                format!(
                    "`{}` outside a `custom<…>` directive is not supported yet by the rods op format expansion: the variadic-of-variadic group `{}` is read and printed by a custom directive",
                    e.describe(),
                    group.name
                ),
            );
        }
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
