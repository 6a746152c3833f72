//! The rules of op formats (mlir-tblgen's `OpFormatParser`), on top of the shared ones of
//! [`super::format`]: what `$x` may name where, that everything is bound exactly once (operands,
//! attributes, types, regions, successors, `attr-dict`), what optional groups and `oilist`
//! clauses may hold, that the format covers every field, and the ambiguities it must avoid.
//! Before the format, the op declaration's own rules (field names and options, known traits, one
//! variable-length group per kind); after all checks, the pieces of the format language the op
//! expansion does not generate yet ([`check_op_expansion`]).
//!
//! Simplifications, because Rust declarations carry less information than ODS records:
//! - no operand/result type constraint is known, so every operand/result type must be printed
//!   (`type($x)`, `type(operands)`, `functional-type(...)`) unless the field names a buildable type
//!   with `#[operand(type = T)]` / `#[result(type = T)]`;
//! - no type-inference traits (`AllTypesMatch`, `InferTypeOpInterface`…) are interpreted;
//! - attributes' buildable types are unknown, so the "`:` after an attribute" ambiguity is not
//!   checked;
//! - op attributes and properties are the same thing (every attribute is a property).

use std::ops::Range;

use super::decl;
use super::format::{self, Ctx, Rules, report, report_whole};
use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl, Literal, OptionalGroup};
use crate::model::{Arity, OpDecl, OpField, OpFieldKind, Presence};

/// Checks an op declaration: the struct, its fields and traits, then the format (if any)
/// against them.
pub fn check_op(cx: &Ctxt, decl: &OpDecl) {
    check_fields(cx, decl);
    check_traits(cx, decl);
    check_variable_length_groups(cx, decl);
    let Some(fmt) = &decl.format else { return };
    let mut checker = OpChecker {
        cx,
        decl,
        fmt,
        has_attr_dict: false,
        has_prop_dict: false,
        all_operands: false,
        all_regions: false,
        all_successors: false,
        all_operand_types: false,
        all_result_types: false,
        seen_attrs: Vec::new(),
        seen_operands: Vec::new(),
        seen_regions: Vec::new(),
        seen_successors: Vec::new(),
        seen_operand_types: Vec::new(),
        seen_result_types: Vec::new(),
    };
    for element in &fmt.format.elements {
        format::element(&mut checker, element, Ctx::TopLevel);
    }
    checker.verify();
}

/// Checks that the op expansion generates every piece of a format `check_op` accepted: a few
/// pieces of MLIR's format language are not generated yet. Run after [`check_op`] (on a
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
        // Why: the op expansion prints attributes qualified, not types: `qualified(type($x))`.
        ElementKind::Qualified(arg) if matches!(arg.kind, ElementKind::Type(_)) => {
            unsupported(e);
        }
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

/// The rules on the struct and its fields: names, and options that contradict the field type.
fn check_fields(cx: &Ctxt, decl: &OpDecl) {
    decl::check_struct(cx, &decl.item, "dialect_op");
    for field in &decl.fields {
        decl::check_name(cx, &field.name, field.name_span);
        match (&field.kind, &field.default) {
            // Why: a unit attribute is present or absent; a default or `Option` adds nothing.
            (OpFieldKind::UnitAttribute, Some(expr)) => {
                cx.error_spanned_by(expr, "a `UnitAttr` is optional already: remove `default`");
            }
            // Why: `Option<T>` already means "absent by default"; a second default is ambiguous.
            (OpFieldKind::Attribute(Presence::Optional), Some(expr)) => {
                cx.error_spanned_by(
                    expr,
                    "an attribute cannot be both `Option<...>` and `default = ...`: drop one",
                );
            }
            // Why: MLIR has no optional region/successor; `Option<Region>` would not round-trip.
            // Variadic (`Vec`) is the way to allow none.
            (
                OpFieldKind::Region {
                    arity: Arity::Optional,
                }
                | OpFieldKind::Successor {
                    arity: Arity::Optional,
                },
                _,
            ) => {
                let what = if matches!(field.kind, OpFieldKind::Region { .. }) {
                    "region"
                } else {
                    "successor"
                };
                cx.error_spanned_by(
                    &field.ty,
                    format!(
                        "a {what} cannot be `Option<...>`; use `Vec<...>` for a variadic {what}"
                    ),
                );
            }
            _ => {}
        }
    }
    decl::check_unique_names(
        cx,
        decl.fields.iter().map(|f| (f.name.as_str(), f.name_span)),
        "field",
    );
}

struct OpChecker<'a> {
    cx: &'a Ctxt,
    decl: &'a OpDecl,
    fmt: &'a FormatDecl,
    has_attr_dict: bool,
    has_prop_dict: bool,
    all_operands: bool,
    all_regions: bool,
    all_successors: bool,
    all_operand_types: bool,
    all_result_types: bool,
    seen_attrs: Vec<&'a str>,
    seen_operands: Vec<&'a str>,
    seen_regions: Vec<&'a str>,
    seen_successors: Vec<&'a str>,
    seen_operand_types: Vec<&'a str>,
    seen_result_types: Vec<&'a str>,
}

impl<'a> Rules<'a> for OpChecker<'a> {
    fn target(&self) -> (&'a Ctxt, &'a FormatDecl) {
        (self.cx, self.fmt)
    }

    fn variable(&mut self, e: &'a Element, name: &'a str, ctx: Ctx) {
        let r = &e.range;
        let Some(field) = self.decl.field(name) else {
            // Why: `$objcts` (a typo) refers to no field of the op.
            self.error(
                r,
                "expected variable to refer to an argument, region, result, or successor",
            );
            return;
        };
        match &field.kind {
            OpFieldKind::Attribute(_) | OpFieldKind::UnitAttribute => {
                if ctx == Ctx::Type {
                    // Why: `type($attr)`: attribute types are printed with the attribute.
                    self.error(
                        r,
                        "attributes cannot be used as children to a `type` directive",
                    );
                } else if ctx == Ctx::Ref {
                    // Why: `custom<F>(ref($a)) $a`: a ref must follow the binding.
                    if !self.seen_attrs.contains(&name) {
                        self.error(
                            r,
                            format!("attribute '{name}' must be bound before it is referenced"),
                        );
                    }
                } else if self.seen_attrs.contains(&name) {
                    // Why: `$a $a` would parse the attribute twice.
                    self.error(r, format!("attribute '{name}' is already bound"));
                } else {
                    self.seen_attrs.push(name);
                }
            }
            OpFieldKind::Operand { .. } => match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    // Why: `$x $x`, or `operands $x`, binds the operand twice.
                    if self.all_operands || self.seen_operands.contains(&name) {
                        self.error(r, format!("operand '{name}' is already bound"));
                    } else {
                        self.seen_operands.push(name);
                    }
                }
                Ctx::Ref if !self.all_operands && !self.seen_operands.contains(&name) => {
                    self.error(
                        r,
                        format!("operand '{name}' must be bound before it is referenced"),
                    );
                }
                _ => {}
            },
            OpFieldKind::Region { .. } | OpFieldKind::Successor { .. } => {
                let (what, all, seen) = if matches!(field.kind, OpFieldKind::Region { .. }) {
                    ("region", self.all_regions, &mut self.seen_regions)
                } else {
                    ("successor", self.all_successors, &mut self.seen_successors)
                };
                match ctx {
                    Ctx::TopLevel | Ctx::Custom => {
                        if all || seen.contains(&name) {
                            report(
                                self.cx,
                                self.fmt,
                                r.clone(),
                                format!("{what} '{name}' is already bound"),
                            );
                        } else {
                            seen.push(name);
                        }
                    }
                    Ctx::Ref => {
                        if !all && !seen.contains(&name) {
                            report(
                                self.cx,
                                self.fmt,
                                r.clone(),
                                format!("{what} '{name}' must be bound before it is referenced"),
                            );
                        }
                    }
                    // Why: `type($region)`: regions have no type.
                    _ => report(
                        self.cx,
                        self.fmt,
                        r.clone(),
                        format!("{what}s can only be used at the top level or in a ref directive"),
                    ),
                }
            }
            OpFieldKind::Result { .. } => {
                // Why: results are defined by the op, not written: only `type($res)` makes sense.
                if ctx != Ctx::Type {
                    self.error(
                        r,
                        "result variables can can only be used as a child to a 'type' directive",
                    );
                }
            }
        }
    }

    fn misplaced_custom(&self, ctx: Ctx) -> Option<&'static str> {
        // Why: custom directives print at the top level (or inside optional groups); nesting
        // them in `type(...)` has no meaning.
        (ctx != Ctx::TopLevel).then_some("'custom' is only valid as a top-level directive")
    }

    fn custom_arg(&mut self, arg: &'a Element) {
        // Why: the directive's Rust functions take bound values: `custom<F>($a, type($x),
        // ref($b), attr-dict, "code")`; `custom<F>(operands)` is not such a value.
        let ok = match &arg.kind {
            ElementKind::Ref(_)
            | ElementKind::AttrDict { .. }
            | ElementKind::PropDict
            | ElementKind::String(_)
            | ElementKind::Literal(_) => true,
            ElementKind::Type(inner) => {
                // Why: `custom<F>(type(operands))`: only single types are passed.
                let var = self.field(inner).is_some_and(|f| {
                    matches!(
                        f.kind,
                        OpFieldKind::Operand { .. } | OpFieldKind::Result { .. }
                    )
                });
                if !var && !matches!(inner.kind, ElementKind::Variable(_)) {
                    self.error(
                        &arg.range,
                        "type directives within a custom directive may only refer to variables",
                    );
                }
                true
            }
            ElementKind::Variable(_) => true,
            _ => false,
        };
        if !ok {
            self.error(
                &arg.range,
                "only variables and types may be used as parameters to a custom directive",
            );
        }
    }

    fn group_elements(&mut self, group: &'a OptionalGroup) {
        let Some(anchor) = group.anchor else { return };
        let (then_anchor, else_anchor) = if group.inverted {
            (None, Some(anchor))
        } else {
            (Some(anchor), None)
        };
        for (i, child) in group.then_elements.iter().enumerate() {
            self.group_element(child, then_anchor == Some(i));
        }
        for (i, child) in group.else_elements.iter().enumerate() {
            self.group_element(child, else_anchor == Some(i));
        }
    }

    fn directive(&mut self, e: &'a Element, ctx: Ctx) {
        let r = &e.range;
        match &e.kind {
            ElementKind::AttrDict { .. } => self.dict(r, ctx, false),
            ElementKind::PropDict => self.dict(r, ctx, true),
            ElementKind::Type(arg) => {
                // Why: a type has no type: `type(type($x))`.
                if ctx == Ctx::Type {
                    self.error(r, "'type' cannot be used as a child of another `type`");
                } else {
                    self.type_operand(arg, ctx == Ctx::Ref);
                }
            }
            ElementKind::FunctionalType { inputs, results } => {
                // Why: `(i32) -> i64` is parsed as one function type, only at the top level.
                if ctx != Ctx::TopLevel {
                    self.error(
                        r,
                        "'functional-type' is only valid as a top-level directive",
                    );
                } else {
                    self.type_operand(inputs, false);
                    self.type_operand(results, false);
                }
            }
            ElementKind::Operands => self.all_directive(r, ctx, "operands"),
            ElementKind::Regions => self.all_directive(r, ctx, "regions"),
            ElementKind::Successors => self.all_directive(r, ctx, "successors"),
            // Why: results are not written in the op's custom form, only their types:
            // `type(results)`.
            ElementKind::Results if ctx != Ctx::Type => self.error(
                r,
                "'results' directive can can only be used as a child to a 'type' directive",
            ),
            ElementKind::Qualified(arg) => {
                format::element(self, arg, ctx);
                // Why: only attributes and types have a dialect prefix to print: `qualified($a)`,
                // `qualified(type($x))`.
                let ok = matches!(arg.kind, ElementKind::Type(_))
                    || self.field(arg).is_some_and(OpField::is_attribute);
                if !ok {
                    self.error(
                        r,
                        "'qualified' directive expects an attribute or a `type` directive",
                    );
                }
            }
            ElementKind::Params | ElementKind::Struct(_) => {
                // Why: `params` and `struct` describe attribute parameters, not op operands.
                self.error(r, "unsupported directive kind");
            }
            ElementKind::Oilist(clauses) => {
                for clause in clauses {
                    format::element(self, &clause.keyword, ctx);
                    for child in &clause.elements {
                        format::element(self, child, ctx);
                        self.oilist_element(child);
                    }
                }
            }
            // Literals, strings, variables, `ref`, `custom`, optional groups: the shared rules.
            _ => {}
        }
    }
}

impl<'a> OpChecker<'a> {
    fn field(&self, e: &Element) -> Option<&'a OpField> {
        match &e.kind {
            ElementKind::Variable(name) => self.decl.field(name),
            _ => None,
        }
    }

    fn dict(&mut self, r: &Range<usize>, ctx: Ctx, prop: bool) {
        let name = if prop { "prop-dict" } else { "attr-dict" };
        let seen = if prop {
            self.has_prop_dict
        } else {
            self.has_attr_dict
        };
        match ctx {
            // Why: `type(attr-dict)`: a dictionary is not a type.
            Ctx::Type => self.error(
                r,
                format!("'{name}' directive can only be used as a top-level directive"),
            ),
            // Why: `custom<F>(ref(attr-dict)) attr-dict`: nothing to refer to yet.
            Ctx::Ref if !seen => self.error(
                r,
                format!("'ref' of '{name}' is not bound by a prior '{name}' directive"),
            ),
            Ctx::Ref => {}
            _ if seen => {
                // Why: `attr-dict attr-dict` (or with `attr-dict-with-keyword`) parses two dictionaries.
                self.error(r, format!("'{name}' directive has already been seen"));
            }
            _ => {
                if prop {
                    self.has_prop_dict = true;
                } else {
                    self.has_attr_dict = true;
                }
            }
        }
    }

    fn all_directive(&mut self, r: &Range<usize>, ctx: Ctx, name: &str) {
        let (all, any_seen) = match name {
            "operands" => (self.all_operands, !self.seen_operands.is_empty()),
            "regions" => (self.all_regions, !self.seen_regions.is_empty()),
            _ => (self.all_successors, !self.seen_successors.is_empty()),
        };
        match ctx {
            // Why: `type(regions)`: regions and successors have no types.
            Ctx::Type => self.error(
                r,
                format!("'{name}' is only valid as a top-level directive"),
            ),
            // Why: `custom<F>(ref(operands))` needs an earlier `operands`.
            Ctx::Ref => {
                if !all {
                    self.error(
                        r,
                        format!("'ref' of '{name}' is not bound by a prior '{name}' directive"),
                    );
                }
            }
            _ => {
                // Why: `$x operands` (or `operands operands`) would bind `$x` twice.
                if all || any_seen {
                    self.error(r, format!("'{name}' directive creates overlap in format"));
                }
                match name {
                    "operands" => self.all_operands = true,
                    "regions" => self.all_regions = true,
                    _ => self.all_successors = true,
                }
            }
        }
    }

    /// The argument of `type(...)` / `functional-type(...)`.
    fn type_operand(&mut self, arg: &'a Element, is_ref: bool) {
        let r = &arg.range;
        match &arg.kind {
            ElementKind::Variable(name) => {
                let Some(field) = self.decl.field(name) else {
                    return format::element(self, arg, Ctx::Type);
                };
                let (all, seen) = match field.kind {
                    OpFieldKind::Operand { .. } => {
                        (self.all_operand_types, &mut self.seen_operand_types)
                    }
                    OpFieldKind::Result { .. } => {
                        (self.all_result_types, &mut self.seen_result_types)
                    }
                    _ => return format::element(self, arg, Ctx::Type),
                };
                let bound = all || seen.contains(&name.as_str());
                if !is_ref && bound {
                    // Why: `type($x) type($x)` parses the type twice.
                    report(
                        self.cx,
                        self.fmt,
                        r.clone(),
                        format!("'type' of '{name}' is already bound"),
                    );
                } else if is_ref && !bound {
                    // Why: `custom<F>(ref(type($x))) type($x)`: the type is not parsed yet.
                    report(
                        self.cx,
                        self.fmt,
                        r.clone(),
                        format!(
                            "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                        ),
                    );
                } else if !bound {
                    seen.push(&field.name);
                }
            }
            ElementKind::Operands | ElementKind::Results => {
                let which = if matches!(arg.kind, ElementKind::Operands) {
                    "operands"
                } else {
                    "results"
                };
                let (all, any) = if which == "operands" {
                    (self.all_operand_types, !self.seen_operand_types.is_empty())
                } else {
                    (self.all_result_types, !self.seen_result_types.is_empty())
                };
                if !is_ref && (all || any) {
                    // Why: `type($x) type(operands)` binds the type of `$x` twice.
                    self.error(r, format!("'{which}' 'type' is already bound"));
                } else if is_ref && !all {
                    self.error(
                        r,
                        format!(
                            "'ref' of 'type({which})' is not bound by a prior 'type' directive"
                        ),
                    );
                }
                if which == "operands" {
                    self.all_operand_types = true;
                } else {
                    self.all_result_types = true;
                }
            }
            ElementKind::Literal(_)
            | ElementKind::String(_)
            | ElementKind::AttrDict { .. }
            | ElementKind::PropDict
            | ElementKind::Regions
            | ElementKind::Successors
            | ElementKind::Type(_)
            | ElementKind::FunctionalType { .. }
            | ElementKind::OptionalGroup(_)
            | ElementKind::Custom { .. }
            | ElementKind::Ref(_) => format::element(self, arg, Ctx::Type),
            // Why: `type(params)` and the like name nothing that has a type.
            _ => self.error(r, "invalid argument to 'type' directive"),
        }
    }

    fn group_element(&mut self, e: &'a Element, is_anchor: bool) {
        let r = &e.range;
        match &e.kind {
            ElementKind::Variable(_) => {
                let Some(field) = self.field(e) else { return };
                match &field.kind {
                    // Why: a required attribute is always present, so `($a^)?` would always print.
                    OpFieldKind::Attribute(Presence::Required) if is_anchor => self.error(
                        r,
                        "only optional or default-valued attributes can be used to anchor an optional group",
                    ),
                    OpFieldKind::Attribute(_) | OpFieldKind::UnitAttribute | OpFieldKind::Region { .. } => {}
                    // Why: a group may be absent, so a single operand inside it could go missing.
                    OpFieldKind::Operand { arity, .. } if !arity.is_variable_length() => self.error(
                        r,
                        "only variable length operands can be used within an optional group",
                    ),
                    OpFieldKind::Result { arity, .. } if !arity.is_variable_length() => self.error(
                        r,
                        "only variable length results can be used within an optional group",
                    ),
                    OpFieldKind::Operand { .. } | OpFieldKind::Result { .. } => {}
                    OpFieldKind::Successor { .. } => self.error(
                        r,
                        "only literals, types, and variables can be used within an optional group",
                    ),
                }
            }
            ElementKind::Type(arg) => self.group_element(arg, false),
            ElementKind::Qualified(arg) => self.group_element(arg, is_anchor),
            ElementKind::FunctionalType { inputs, results } => {
                self.group_element(inputs, false);
                self.group_element(results, false);
            }
            ElementKind::Literal(_) | ElementKind::OptionalGroup(_) => {
                // Why: a literal is always there, so `(`kw`^ $x)?` cannot tell presence.
                if is_anchor {
                    self.error(
                        r,
                        "only variables and types can be used to anchor an optional group",
                    );
                }
            }
            ElementKind::Custom { args, .. } => {
                let bound: Vec<&'a Element> = args
                    .iter()
                    .filter(|a| !matches!(a.kind, ElementKind::Ref(_) | ElementKind::String(_)))
                    .collect();
                // Why: `(custom<F>(ref($a))^)?`: a ref does not decide presence; some argument
                // bound by the directive must.
                if is_anchor && bound.is_empty() {
                    self.error(
                        r,
                        "`custom` directive with no bound parameters cannot be used as optional group anchor",
                    );
                }
                for arg in bound {
                    self.group_element(arg, is_anchor);
                }
            }
            // Why: `(attr-dict^)?`, `(operands)?`, `(type(operands))?`: these are always printed.
            _ => self.error(
                r,
                "only literals, types, and variables can be used within an optional group",
            ),
        }
    }

    fn oilist_element(&mut self, e: &'a Element) {
        let r = &e.range;
        match &e.kind {
            ElementKind::Variable(_) => {
                let Some(field) = self.field(e) else { return };
                match &field.kind {
                    // Why: each oilist clause may be absent, so what it binds must be optional.
                    OpFieldKind::Attribute(Presence::Required) => self.error(
                        r,
                        "only optional attributes can be used in an oilist parsing group",
                    ),
                    OpFieldKind::Operand { arity, .. } if !arity.is_variable_length() => self.error(
                        r,
                        "only variable length operands can be used within an oilist parsing group",
                    ),
                    OpFieldKind::Result { arity, .. } if !arity.is_variable_length() => self.error(
                        r,
                        "only variable length results can be used within an oilist parsing group",
                    ),
                    _ => {}
                }
            }
            ElementKind::Type(arg) => self.oilist_element(arg),
            ElementKind::FunctionalType { inputs, results } => {
                self.oilist_element(inputs);
                self.oilist_element(results);
            }
            ElementKind::Literal(_)
            | ElementKind::Custom { .. }
            | ElementKind::OptionalGroup(_) => {}
            _ => self.error(
                r,
                "only literals, types, and variables can be used within an oilist group",
            ),
        }
    }

    fn field_error(&self, field: &OpField, msg: &str, note: &str) {
        self.cx
            .error_at(field.name_span, format!("{msg}\nnote: {note}"));
    }

    /// Whole-format rules, after every element has been seen.
    fn verify(&mut self) {
        let cx = self.cx;
        let fmt = self.fmt;
        // Why: discardable attributes must have somewhere to go: `$x` alone cannot print `{foo = 1}`.
        if !self.has_attr_dict {
            report_whole(
                cx,
                fmt,
                "'attr-dict' directive not found in custom assembly format",
            );
        }
        self.verify_attr_dict_region();
        let decl = self.decl;
        let note_type = |name: &str, kind: &str| {
            format!(
                "suggest adding a type constraint to the operation or adding a 'type(${name})' directive to the custom assembly format\nnote: in rods, a buildable type is declared with `#[{kind}(type = T)]`"
            )
        };
        // Why: a result's type must be parsed from somewhere: `$x attr-dict` with a result `r`
        // needs `: type($r)`.
        for (i, field) in decl
            .fields_where(|k| matches!(k, OpFieldKind::Result { .. }))
            .into_iter()
            .enumerate()
        {
            let OpFieldKind::Result {
                arity,
                buildable_type,
            } = &field.kind
            else {
                continue;
            };
            if self.all_result_types || self.seen_result_types.contains(&field.name.as_str()) {
                continue;
            }
            if buildable_type.is_none() || arity.is_variable_length() {
                self.field_error(
                    field,
                    &format!("type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred", field.name),
                    &note_type(&field.name, "result"),
                );
            }
        }
        // Why: every operand must be parsed, and its type too: `attr-dict` alone loses `%x`.
        for (i, field) in decl
            .fields_where(|k| matches!(k, OpFieldKind::Operand { .. }))
            .into_iter()
            .enumerate()
        {
            let OpFieldKind::Operand {
                arity,
                buildable_type,
            } = &field.kind
            else {
                continue;
            };
            if !self.all_operands && !self.seen_operands.contains(&field.name.as_str()) {
                self.field_error(
                    field,
                    &format!("operand #{i}, named '{}', not found", field.name),
                    &format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        field.name
                    ),
                );
                continue;
            }
            if self.all_operand_types || self.seen_operand_types.contains(&field.name.as_str()) {
                continue;
            }
            if buildable_type.is_none() || (self.all_operands && arity.is_variable_length()) {
                self.field_error(
                    field,
                    &format!("type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred", field.name),
                    &note_type(&field.name, "operand"),
                );
            }
        }
        // Why: regions and successors are part of the op; the format must print them.
        for (what, all, seen, pred) in [
            (
                "region",
                self.all_regions,
                &self.seen_regions,
                (|k: &OpFieldKind| matches!(k, OpFieldKind::Region { .. }))
                    as fn(&OpFieldKind) -> bool,
            ),
            (
                "successor",
                self.all_successors,
                &self.seen_successors,
                |k: &OpFieldKind| matches!(k, OpFieldKind::Successor { .. }),
            ),
        ] {
            if all {
                continue;
            }
            for (i, field) in decl.fields_where(pred).into_iter().enumerate() {
                if !seen.contains(&field.name.as_str()) {
                    self.field_error(
                        field,
                        &format!("{what} #{i}, named '{}', not found", field.name),
                        &format!(
                            "suggest adding a '${}' directive to the custom assembly format",
                            field.name
                        ),
                    );
                }
            }
        }
        self.verify_oilists();
    }

    fn verify_attr_dict_region(&self) {
        let elements: Vec<&Element> = self
            .fmt
            .format
            .elements
            .iter()
            .filter(|e| !e.is_whitespace())
            .collect();
        for pair in elements.windows(2) {
            let [first, next] = pair else { continue };
            if !matches!(
                first.kind,
                ElementKind::AttrDict {
                    with_keyword: false
                }
            ) {
                continue;
            }
            // Why: `attr-dict $body` cannot tell `{` of the dictionary from `{` of the region.
            let region = match &next.kind {
                ElementKind::Variable(name)
                    if self
                        .decl
                        .field(name)
                        .is_some_and(|f| matches!(f.kind, OpFieldKind::Region { .. })) =>
                {
                    Some(format!("region `{name}`"))
                }
                ElementKind::Regions => Some("`regions` directive".to_owned()),
                _ => None,
            };
            if let Some(region) = region {
                self.error(
                    &(first.range.start..next.range.end),
                    format!("format ambiguity caused by `attr-dict` directive followed by {region}\nnote: try using `attr-dict-with-keyword` instead"),
                );
            }
        }
    }

    fn verify_oilists(&self) {
        // Why: after `oilist(`a` ...)`, a following `a` (literal or clause) could belong to either.
        let mut prohibited: Vec<&str> = Vec::new();
        for e in &self.fmt.format.elements {
            match &e.kind {
                ElementKind::Oilist(clauses) => {
                    let keywords: Vec<(&str, &Range<usize>)> = clauses
                        .iter()
                        .filter_map(|c| match &c.keyword.kind {
                            ElementKind::Literal(Literal::Token(s)) => {
                                Some((s.as_str(), &c.keyword.range))
                            }
                            _ => None,
                        })
                        .collect();
                    for (kw, range) in &keywords {
                        if prohibited.contains(kw) {
                            self.error(range, format!("format ambiguity because {kw} is used in two adjacent oilist elements."));
                        }
                    }
                    prohibited.extend(keywords.iter().map(|(k, _)| *k));
                }
                ElementKind::Literal(Literal::Token(s)) => {
                    if prohibited.contains(&s.as_str()) {
                        self.error(&e.range, format!("format ambiguity because {s} is used both in oilist element and the adjacent literal."));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
    }
}

/// The op traits the runtime acts on (`OpTraits` fields).
pub const KNOWN_TRAITS: &[&str] = &[
    "Symbol",
    "SymbolTable",
    "IsolatedFromAbove",
    "NoTerminator",
    "SingleBlock",
    "Terminator",
];

// Why: with two variable-length operand groups (`a: Vec<Value>, b: Vec<Value>`) the split of an
// op's operands between them needs MLIR's `operand_segment_sizes` (`AttrSizedOperandSegments`),
// which rods does not implement yet; accepting it would print and read back the wrong split.
// One `Vec`/`Option` group per kind, beside any number of single ones, is accepted.
fn check_variable_length_groups(cx: &Ctxt, decl: &OpDecl) {
    use crate::model::OpFieldKind as K;
    type IsKind = fn(&K) -> bool;
    let kinds: [(&str, IsKind); 4] = [
        ("operand", |k| matches!(k, K::Operand { .. })),
        ("result", |k| matches!(k, K::Result { .. })),
        ("region", |k| matches!(k, K::Region { .. })),
        ("successor", |k| matches!(k, K::Successor { .. })),
    ];
    for (what, pred) in kinds {
        let variable: Vec<_> = decl
            .fields
            .iter()
            .filter(|f| pred(&f.kind))
            .filter(|f| match &f.kind {
                K::Operand { arity, .. }
                | K::Result { arity, .. }
                | K::Region { arity }
                | K::Successor { arity } => arity.is_variable_length(),
                _ => false,
            })
            .collect();
        for f in variable.iter().skip(1) {
            cx.error_spanned_by(
                &f.ty,
                format!(
                    "more than one variable-length {what} group is not supported yet (MLIR's `AttrSized{}Segments`); `{}` is already variable-length",
                    if what == "result" { "Result" } else { "Operand" },
                    variable[0].name
                ),
            );
        }
    }
}

fn check_traits(cx: &Ctxt, decl: &OpDecl) {
    for path in &decl.traits {
        // Why: a trait the runtime does not know would be silently ignored: `traits = [Symbl]`.
        let known = path.segments.last().is_some_and(|s| {
            s.arguments.is_none() && KNOWN_TRAITS.contains(&s.ident.to_string().as_str())
        });
        if !known {
            cx.error_spanned_by(
                path,
                format!(
                    "unknown op trait `{}`; expected one of {}",
                    quote::ToTokens::to_token_stream(path),
                    KNOWN_TRAITS
                        .iter()
                        .map(|t| format!("`{t}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        }
    }
}
