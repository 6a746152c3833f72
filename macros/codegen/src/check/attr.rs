//! The rules of attribute and type declarations (one set, as mlir-tblgen's for `AttrOrTypeDef`):
//! the declaration itself (parameter names and options, a
//! format where one is needed, the record name), then the format (mlir-tblgen's
//! `DefFormatParser`), on top of the shared rules of [`super::format`]: what `$x`, `params`,
//! `struct(...)` and `qualified` may hold, that every parameter is bound exactly once, what an
//! optional group may hold (only optional parameters), and the ambiguity of a comma after a
//! `struct` with optional parameters.

use super::decl;
use super::format::{self, Ctx, Rules, report_whole};
use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl, Literal, OptionalGroup};
use crate::model::{AttrDecl, Presence, is_identifier};

/// Checks an attribute or type declaration: the struct, its parameters, then the format (if
/// any) against them.
pub fn check_attr(cx: &Ctxt, decl: &AttrDecl) {
    check_declaration(cx, decl);
    let Some(fmt) = &decl.format else { return };
    let mut checker = AttrChecker {
        cx,
        decl,
        fmt,
        seen: Vec::new(),
    };
    for element in &fmt.format.elements {
        format::element(&mut checker, element, Ctx::TopLevel);
    }
    checker.verify();
}

/// The rules on the declaration itself: struct shape, parameter names and options, a format
/// where one is needed, the record name.
fn check_declaration(cx: &Ctxt, decl: &AttrDecl) {
    decl::check_struct(cx, &decl.item, decl.kind.macro_name());
    for param in &decl.params {
        decl::check_name(cx, &param.name, param.name_span);
        // Why: `Option<T>` already means "absent by default"; a second default is ambiguous.
        if let Some(expr) = &param.default
            && !matches!(param.presence, Presence::Default(_))
        {
            cx.error_spanned_by(
                expr,
                "a parameter cannot be both `Option<...>` and `default = ...`: drop one",
            );
        }
    }
    decl::check_unique_names(
        cx,
        decl.params.iter().map(|p| (p.name.as_str(), p.name_span)),
        "parameter",
    );
    // Why: a parameterized attribute without a format could be neither printed nor parsed.
    if decl.format.is_none() && !decl.params.is_empty() && !cx.has_errors() {
        let example = decl
            .params
            .iter()
            .map(|p| format!("${}", p.name))
            .collect::<Vec<_>>()
            .join(" `,` ");
        cx.error_at(
            decl.name.span,
            format!(
                "`{}` has parameters, so it needs an assembly format: add `format = \"...\"`, e.g. `format = \"`<` {example} `>`\"`",
                decl.name.full(),
            ),
        );
    }
    if let Some(lit) = &decl.record_name_lit {
        // Why: the record name stands for a TableGen def in messages («failed to parse
        // GPU_ObjectAttr parameter …»); `name = ""` or `name = "a b"` would garble them.
        let value = lit.value();
        if !is_identifier(&value) {
            cx.error_spanned_by(
                lit,
                format!(
                    "{} (e.g. `GPU_ObjectAttr`)",
                    decl::invalid_name_message("record name", &value)
                ),
            );
        }
    }
}

struct AttrChecker<'a> {
    cx: &'a Ctxt,
    decl: &'a AttrDecl,
    fmt: &'a FormatDecl,
    seen: Vec<&'a str>,
}

impl<'a> Rules<'a> for AttrChecker<'a> {
    fn target(&self) -> (&'a Ctxt, &'a FormatDecl) {
        (self.cx, self.fmt)
    }

    fn variable(&mut self, e: &'a Element, name: &'a str, ctx: Ctx) {
        let r = &e.range;
        let Some(param) = self.decl.param(name) else {
            // Why: `$objcts` (a typo) names no parameter.
            self.error(
                r,
                format!("{} has no parameter named '{name}'", self.decl.record_name),
            );
            return;
        };
        if ctx == Ctx::Ref {
            // Why: `custom<F>(ref($a)) $a`: a ref must follow the binding.
            if !self.seen.contains(&name) {
                self.error(
                    r,
                    format!("parameter '{name}' must be bound before it is referenced"),
                );
            }
        } else if self.seen.contains(&name) {
            // Why: `$a `,` $a` would parse the parameter twice.
            self.error(r, format!("duplicate parameter '{name}'"));
        } else {
            self.seen.push(&param.name);
        }
    }

    fn misplaced_custom(&self, ctx: Ctx) -> Option<&'static str> {
        // Why: a custom directive parses parameters, at the top level or as one `struct` entry;
        // `custom<F>(custom<G>($a))` has no meaning.
        (!matches!(ctx, Ctx::TopLevel | Ctx::Struct)).then_some(
            "`custom` can only be used at the top-level context or within a `struct` directive",
        )
    }

    fn group_elements(&mut self, group: &'a OptionalGroup) {
        let Some(anchor) = group.anchor_element() else {
            return;
        };
        for child in group.then_elements.iter().chain(&group.else_elements) {
            let all_optional = self.captured(child).iter().all(|n| self.is_optional(n));
            if all_optional {
                continue;
            }
            // Why: the group may be skipped entirely, so whatever it holds must have a default:
            // `(`<` $required^ `>`)?` could lose `$required`.
            let msg = match &child.kind {
                ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                    "parameters in an optional group must be optional"
                }
                ElementKind::Params => {
                    "`params` directive allowed in optional group only if all parameters are optional"
                }
                ElementKind::Struct(_) => {
                    "`struct` is only allowed in an optional group if all captured parameters are optional"
                }
                ElementKind::Custom { .. } => {
                    "`custom` is only allowed in an optional group if all captured parameters are optional"
                }
                _ => continue,
            };
            self.error(&child.range, msg);
        }
        match &anchor.kind {
            ElementKind::Variable(_)
            | ElementKind::Qualified(_)
            | ElementKind::Params
            | ElementKind::Struct(_) => {}
            ElementKind::Custom { .. } => {
                // Why: `(custom<F>(ref($a))^)?`: only bound parameters can decide presence.
                if self.captured(anchor).is_empty() {
                    self.error(
                        &anchor.range,
                        "`custom` directive with no bound parameters cannot be used as optional group anchor",
                    );
                }
            }
            // Why: a literal is always there: `(`<`^ $a `>`)?` cannot tell presence.
            _ => self.error(
                &anchor.range,
                "optional group anchor must be a parameter or directive",
            ),
        }
    }

    fn directive(&mut self, e: &'a Element, ctx: Ctx) {
        let r = &e.range;
        match &e.kind {
            ElementKind::Params => {
                // Why: `params` is a comma list of every parameter, printed at the top level or as
                // `struct(params)`.
                if !matches!(ctx, Ctx::TopLevel | Ctx::Struct) {
                    self.error(
                        r,
                        "`params` can only be used at the top-level context or within a `struct` directive",
                    );
                    return;
                }
                // Why: `$a params` binds `$a` twice.
                if let Some(dup) = self
                    .decl
                    .params
                    .iter()
                    .find(|p| self.seen.contains(&p.name.as_str()))
                {
                    self.error(
                        r,
                        format!("`params` captures duplicate parameter: {}", dup.name),
                    );
                }
                for p in &self.decl.params {
                    if !self.seen.contains(&p.name.as_str()) {
                        self.seen.push(&p.name);
                    }
                }
            }
            ElementKind::Struct(args) => {
                // Why: `key = value` lists are parsed as a whole, only at the top level.
                if ctx != Ctx::TopLevel {
                    self.error(r, "`struct` can only be used at the top-level context");
                    return;
                }
                for (i, arg) in args.iter().enumerate() {
                    let ok = match &arg.kind {
                        ElementKind::Variable(_) | ElementKind::Params => true,
                        ElementKind::Custom {
                            args: custom_args, ..
                        } => {
                            // Why: a struct entry is `key = value`; a nested custom directive
                            // parses exactly one parameter's value.
                            if custom_args.len() != 1 {
                                self.error(
                                    &arg.range,
                                    "`struct` can only contain `custom` directives with a single argument",
                                );
                            } else if !matches!(custom_args[0].kind, ElementKind::Variable(_)) {
                                self.error(
                                    &arg.range,
                                    "a `custom` directive nested within a `struct` must be passed a parameter",
                                );
                            }
                            true
                        }
                        _ => false,
                    };
                    format::element(self, arg, Ctx::Struct);
                    if !ok && !matches!(arg.kind, ElementKind::Literal(_)) {
                        self.error(
                            &arg.range,
                            if i == 0 {
                                "`struct` argument list expected a parameter or directive"
                            } else {
                                "expected a parameter, custom directive or params directive in `struct` arguments list"
                            },
                        );
                    }
                }
            }
            ElementKind::Qualified(arg) => {
                // Why: `qualified` changes how one parameter prints (`#gpu.object<…>` instead of
                // `<…>`); it applies to nothing else.
                if !matches!(arg.kind, ElementKind::Variable(_)) {
                    self.error(r, "`qualified` argument list expected a variable");
                }
                format::element(self, arg, ctx);
            }
            // Why: attribute formats have parameters only: no attr-dict, types, operands….
            // (Literals, strings, variables, `ref`, `custom`, optional groups: the shared rules.)
            _ => self.error(r, "unsupported directive kind"),
        }
    }
}

impl<'a> AttrChecker<'a> {
    fn is_optional(&self, name: &str) -> bool {
        self.decl
            .param(name)
            .is_some_and(|p| p.presence.is_optional())
    }

    /// The parameters an element binds (not counting refs).
    fn captured(&self, e: &'a Element) -> Vec<&'a str> {
        match &e.kind {
            ElementKind::Variable(name) => vec![name.as_str()],
            ElementKind::Qualified(arg) => self.captured(arg),
            ElementKind::Params => self.decl.params.iter().map(|p| p.name.as_str()).collect(),
            ElementKind::Struct(args) | ElementKind::Custom { args, .. } => {
                args.iter().flat_map(|a| self.captured(a)).collect()
            }
            _ => Vec::new(),
        }
    }

    fn verify(&self) {
        // Why: a parameter left out of the format could never be parsed back.
        for param in &self.decl.params {
            if !self.seen.contains(&param.name.as_str()) {
                report_whole(
                    self.cx,
                    self.fmt,
                    format!("format is missing reference to parameter: {}", param.name),
                );
            }
        }
        // Why: in `struct($a, $b) `,` $c` with optional `$b`, a `,` after the struct could start
        // another `key = value` entry or end the struct.
        let top = &self.fmt.format.elements;
        for pair in top.windows(2) {
            let [first, next] = pair else { continue };
            let ElementKind::Struct(_) = first.kind else {
                continue;
            };
            let is_comma =
                matches!(&next.kind, ElementKind::Literal(Literal::Token(s)) if s == ",");
            if is_comma && self.captured(first).iter().any(|n| self.is_optional(n)) {
                self.error(
                    &next.range,
                    "`struct` directive with optional parameters cannot be followed by a comma literal",
                );
            }
        }
    }
}
