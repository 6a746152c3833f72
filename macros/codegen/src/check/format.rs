//! The rules every assembly format obeys, op or attribute (mlir-tblgen's `FormatParser`, which
//! `OpFormatParser` and `DefFormatParser` extend): where literals, strings, `ref` and custom
//! directives may appear, what an optional group needs (an anchor, an optionally parsable first
//! element), and that a custom directive's `"code"` arguments are Rust expressions.
//!
//! [`element`] walks a format and applies these rules; what depends on the kind of format
//! (variables, directives, the anchors an optional group accepts) is asked of the [`Rules`] of
//! the op or attribute checker.

use std::fmt::Display;
use std::ops::Range;

use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl, FormatError, OptionalGroup};

/// Where an element appears (mlir-tblgen's parser contexts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ctx {
    /// Directly in the format, an optional group or an `oilist` clause.
    TopLevel,
    /// An argument of `custom<F>(...)`.
    Custom,
    /// The argument of `type(...)` / `functional-type(...)`.
    Type,
    /// The argument of `ref(...)`.
    Ref,
    /// An argument of `struct(...)` (attribute formats).
    Struct,
}

/// Records an error about the piece of the format at `range`.
pub(super) fn report(cx: &Ctxt, fmt: &FormatDecl, range: Range<usize>, msg: impl Into<String>) {
    cx.syn_error(fmt.source.error(&FormatError::new(range, msg)));
}

/// Records an error about the format as a whole (e.g. something missing from it), blamed on the
/// literal.
pub(super) fn report_whole(cx: &Ctxt, fmt: &FormatDecl, msg: impl Display) {
    cx.error_at(fmt.source.lit.span(), msg);
}

/// What an op or attribute format adds to the shared rules.
pub(super) trait Rules<'a> {
    /// The context errors are recorded in, and the format being checked.
    fn target(&self) -> (&'a Ctxt, &'a FormatDecl);

    /// `$name` in `ctx`: whether it names something, and whether it is bound once.
    fn variable(&mut self, e: &'a Element, name: &'a str, ctx: Ctx);

    /// The message when a custom directive may not appear in `ctx`, `None` where it may.
    fn misplaced_custom(&self, ctx: Ctx) -> Option<&'static str>;

    /// Rules on one argument of a custom directive, after it has been checked as an element.
    fn custom_arg(&mut self, arg: &'a Element) {
        let _ = arg;
    }

    /// Rules on the elements of an optional group that has an anchor (which of them may be in a
    /// group, which may anchor it), after each has been checked as an element.
    fn group_elements(&mut self, group: &'a OptionalGroup);

    /// Every element the shared rules do not cover: the directives of one kind of format.
    fn directive(&mut self, e: &'a Element, ctx: Ctx);

    /// Records an error about the piece of the format at `range`.
    fn error(&self, range: &Range<usize>, msg: impl Into<String>) {
        let (cx, fmt) = self.target();
        report(cx, fmt, range.clone(), msg);
    }
}

/// Checks `e`, found in `ctx`, and what it contains.
pub(super) fn element<'a>(rules: &mut impl Rules<'a>, e: &'a Element, ctx: Ctx) {
    let r = &e.range;
    match &e.kind {
        ElementKind::Literal(_) => {
            // Why: only the top level is printed as is; `type(`x`)`, `struct(`x`)` or
            // `custom<F>(`x`)` have no meaning.
            if ctx != Ctx::TopLevel {
                rules.error(
                    r,
                    "literals may only be used in the top-level section of the format",
                );
            }
        }
        ElementKind::String(_) => {
            // Why: a string is code handed to a custom directive, e.g. `custom<F>("1")`.
            if ctx != Ctx::Custom {
                rules.error(
                    r,
                    "strings may only be used as 'custom' directive arguments",
                );
            }
        }
        ElementKind::Variable(name) => rules.variable(e, name, ctx),
        ElementKind::Ref(arg) => {
            // Why: `ref($x)` re-passes something bound earlier to a custom directive; elsewhere
            // it would print `$x` twice, e.g. `$x ref($x)`.
            if ctx != Ctx::Custom {
                rules.error(r, "'ref' is only valid within a `custom` directive");
            } else {
                element(rules, arg, Ctx::Ref);
            }
        }
        ElementKind::Custom { args, .. } => custom(rules, e, args, ctx),
        ElementKind::OptionalGroup(group) => {
            // Why: an optional group is a top-level choice; `type((...)?)` has no meaning.
            if ctx != Ctx::TopLevel {
                rules.error(r, "optional groups can only be used as top-level elements");
                return;
            }
            for child in group.then_elements.iter().chain(&group.else_elements) {
                element(rules, child, Ctx::TopLevel);
            }
            optional_group(rules, e, group);
        }
        _ => rules.directive(e, ctx),
    }
}

/// `custom<F>(args)`: where it may appear, then each argument.
fn custom<'a>(rules: &mut impl Rules<'a>, e: &'a Element, args: &'a [Element], ctx: Ctx) {
    if let Some(msg) = rules.misplaced_custom(ctx) {
        rules.error(&e.range, msg);
        return;
    }
    for arg in args {
        element(rules, arg, Ctx::Custom);
        rules.custom_arg(arg);
    }
    // Why: a `"code"` argument is pasted into the generated calls as a Rust expression:
    // `custom<F>("1 +")` would not compile there.
    for arg in args {
        if let ElementKind::String(code) = &arg.kind
            && let Err(err) = syn::parse_str::<syn::Expr>(code)
        {
            let (cx, fmt) = rules.target();
            cx.error_at(
                fmt.span(e.range.clone()),
                format!("custom directive argument \"{code}\" is not a Rust expression: {err}"),
            );
        }
    }
}

/// `(...)?` with its elements already checked: the anchor, the kind-specific rules, then the
/// first element.
fn optional_group<'a>(rules: &mut impl Rules<'a>, e: &'a Element, group: &'a OptionalGroup) {
    if group.anchor_element().is_none() {
        // Why: the anchor decides whether the group is printed: `(`<` $h `>`)?` never says
        // which element's presence matters; write `(`<` $h^ `>`)?`.
        rules.error(&e.range, "optional group has no anchor element");
        return;
    }
    rules.group_elements(group);
    // Why: the first element decides whether the group is present in the input, so it must be
    // optionally parsable: `(`<` $h^ `>`)?` tries `<`; `(type($x)^)?` or
    // `(`<` struct(...)^ `>`)?` could not be tried.
    let first_ok = group.first_parsable().is_some_and(|first| {
        matches!(
            first.kind,
            ElementKind::Literal(_) | ElementKind::Variable(_) | ElementKind::Custom { .. }
        )
    });
    if !first_ok {
        let range = group
            .first_parsable()
            .map_or(e.range.clone(), |f| f.range.clone());
        rules.error(
            &range,
            "first parsable element of an optional group must be a literal, variable, or custom directive",
        );
    }
}
