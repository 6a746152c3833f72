//! Validation of a declaration's assembly format against the declaration (mlir-tblgen's
//! `OpFormatParser` / `DefFormatParser` checks, with their wording). Every problem is recorded in
//! the [`Ctxt`]; checking goes on after an error so that all mistakes are reported at once.
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

use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl, FormatError, Literal, OptionalGroup};
use crate::model::{AttrDecl, OpDecl, OpField, OpFieldKind, Presence};

/// Where an element appears (mlir-tblgen's parser contexts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    Type,
    Ref,
    Struct,
}

fn is_whitespace(e: &Element) -> bool {
    matches!(&e.kind, ElementKind::Literal(l) if l.is_whitespace())
}

fn report(cx: &Ctxt, fmt: &FormatDecl, range: Range<usize>, msg: impl Into<String>) {
    cx.syn_error(fmt.source.error(&FormatError::new(range, msg)));
}

/// An error about the format as a whole (e.g. something missing from it): blamed on the literal.
fn report_whole(cx: &Ctxt, fmt: &FormatDecl, msg: impl std::fmt::Display) {
    cx.error_at(fmt.source.lit.span(), msg);
}

// ---------------------------------------------------------------------------------------------
// Ops
// ---------------------------------------------------------------------------------------------

/// Checks an op declaration's format (if any) against its fields.
pub fn check_op(cx: &Ctxt, decl: &OpDecl) {
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
        checker.element(element, Ctx::TopLevel);
    }
    checker.verify();
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

impl<'a> OpChecker<'a> {
    fn error(&self, range: &Range<usize>, msg: impl Into<String>) {
        report(self.cx, self.fmt, range.clone(), msg);
    }

    fn field(&self, e: &Element) -> Option<&'a OpField> {
        match &e.kind {
            ElementKind::Variable(name) => self.decl.field(name),
            _ => None,
        }
    }

    fn element(&mut self, e: &'a Element, ctx: Ctx) {
        let r = &e.range;
        match &e.kind {
            ElementKind::Literal(_) => {
                // Why: only the top level is printed as is; `type(`x`)` or `custom<F>(`x`)` have no
                // meaning.
                if ctx != Ctx::TopLevel {
                    self.error(
                        r,
                        "literals may only be used in the top-level section of the format",
                    );
                }
            }
            ElementKind::String(_) => {
                // Why: a string is code handed to a custom directive, e.g. `custom<F>("1")`.
                if ctx != Ctx::Custom {
                    self.error(
                        r,
                        "strings may only be used as 'custom' directive arguments",
                    );
                }
            }
            ElementKind::Variable(name) => self.variable(e, name, ctx),
            ElementKind::AttrDict { .. } => self.dict(r, ctx, false),
            ElementKind::PropDict => self.dict(r, ctx, true),
            ElementKind::Custom { args, .. } => self.custom(e, args, ctx),
            ElementKind::Ref(arg) => {
                // Why: `ref($x)` re-passes something bound earlier to a custom directive; elsewhere
                // it would print `$x` twice, e.g. `$x ref($x)`.
                if ctx != Ctx::Custom {
                    self.error(r, "'ref' is only valid within a `custom` directive");
                } else {
                    self.element(arg, Ctx::Ref);
                }
            }
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
            ElementKind::Results => {
                // Why: results are not written in the op's custom form, only their types:
                // `type(results)`.
                if ctx != Ctx::Type {
                    self.error(
                        r,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
            }
            ElementKind::Qualified(arg) => {
                self.element(arg, ctx);
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
            ElementKind::OptionalGroup(group) => {
                // Why: an optional group is a top-level choice; `type((...)?)` has no meaning.
                if ctx != Ctx::TopLevel {
                    self.error(r, "optional groups can only be used as top-level elements");
                    return;
                }
                for child in group.then_elements.iter().chain(&group.else_elements) {
                    self.element(child, Ctx::TopLevel);
                }
                self.optional_group(e, group);
            }
            ElementKind::Oilist(clauses) => {
                for clause in clauses {
                    self.element(&clause.keyword, ctx);
                    for child in &clause.elements {
                        self.element(child, ctx);
                        self.oilist_element(child);
                    }
                }
            }
        }
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
                    return self.element(arg, Ctx::Type);
                };
                let (all, seen) = match field.kind {
                    OpFieldKind::Operand { .. } => {
                        (self.all_operand_types, &mut self.seen_operand_types)
                    }
                    OpFieldKind::Result { .. } => {
                        (self.all_result_types, &mut self.seen_result_types)
                    }
                    _ => return self.element(arg, Ctx::Type),
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
            | ElementKind::Ref(_) => self.element(arg, Ctx::Type),
            // Why: `type(params)` and the like name nothing that has a type.
            _ => self.error(r, "invalid argument to 'type' directive"),
        }
    }

    fn custom(&mut self, e: &'a Element, args: &'a [Element], ctx: Ctx) {
        // Why: custom directives print at the top level (or inside optional groups); nesting them in
        // `type(...)` has no meaning.
        if ctx != Ctx::TopLevel {
            self.error(&e.range, "'custom' is only valid as a top-level directive");
            return;
        }
        for arg in args {
            self.element(arg, Ctx::Custom);
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
    }

    fn optional_group(&mut self, e: &'a Element, group: &'a OptionalGroup) {
        let Some(anchor) = group.anchor else {
            // Why: the anchor decides whether the group is printed: `(`<` $h `>`)?` never says
            // which element's presence matters; write `(`<` $h^ `>`)?`.
            self.error(&e.range, "optional group has no anchor element");
            return;
        };
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
        // Why: the first element decides whether the group is present in the input, so it must be
        // optionally parsable: `(`<` $h^ `>`)?` tries `<`; `(type($x)^)?` could not be tried.
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
            self.error(
                &range,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            );
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
            .filter(|e| !is_whitespace(e))
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

// ---------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------

/// Checks an attribute declaration's format (if any) against its parameters.
pub fn check_attr(cx: &Ctxt, decl: &AttrDecl) {
    let Some(fmt) = &decl.format else { return };
    let mut checker = AttrChecker {
        cx,
        decl,
        fmt,
        seen: Vec::new(),
    };
    for element in &fmt.format.elements {
        checker.element(element, Ctx::TopLevel);
    }
    checker.verify();
}

struct AttrChecker<'a> {
    cx: &'a Ctxt,
    decl: &'a AttrDecl,
    fmt: &'a FormatDecl,
    seen: Vec<&'a str>,
}

impl<'a> AttrChecker<'a> {
    fn error(&self, range: &Range<usize>, msg: impl Into<String>) {
        report(self.cx, self.fmt, range.clone(), msg);
    }

    fn is_optional(&self, name: &str) -> bool {
        self.decl
            .param(name)
            .is_some_and(|p| p.presence.is_optional())
    }

    fn element(&mut self, e: &'a Element, ctx: Ctx) {
        let r = &e.range;
        match &e.kind {
            ElementKind::Literal(_) => {
                // Why: `struct(`x`)` or `custom<F>(`x`)`: only top-level literals are printed.
                if ctx != Ctx::TopLevel {
                    self.error(
                        r,
                        "literals may only be used in the top-level section of the format",
                    );
                }
            }
            ElementKind::String(_) => {
                if ctx != Ctx::Custom {
                    self.error(
                        r,
                        "strings may only be used as 'custom' directive arguments",
                    );
                }
            }
            ElementKind::Variable(name) => {
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
                    if !self.seen.contains(&name.as_str()) {
                        self.error(
                            r,
                            format!("parameter '{name}' must be bound before it is referenced"),
                        );
                    }
                } else if self.seen.contains(&name.as_str()) {
                    // Why: `$a `,` $a` would parse the parameter twice.
                    self.error(r, format!("duplicate parameter '{name}'"));
                } else {
                    self.seen.push(&param.name);
                }
            }
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
                    self.element(arg, Ctx::Struct);
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
            ElementKind::Custom { args, .. } => {
                if !matches!(ctx, Ctx::TopLevel | Ctx::Struct) {
                    self.error(
                        r,
                        "`custom` can only be used at the top-level context or within a `struct` directive",
                    );
                    return;
                }
                for arg in args {
                    self.element(arg, Ctx::Custom);
                }
            }
            ElementKind::Ref(arg) => {
                if ctx != Ctx::Custom {
                    self.error(r, "'ref' is only valid within a `custom` directive");
                } else {
                    self.element(arg, Ctx::Ref);
                }
            }
            ElementKind::Qualified(arg) => {
                // Why: `qualified` changes how one parameter prints (`#gpu.object<…>` instead of
                // `<…>`); it applies to nothing else.
                if !matches!(arg.kind, ElementKind::Variable(_)) {
                    self.error(r, "`qualified` argument list expected a variable");
                }
                self.element(arg, ctx);
            }
            ElementKind::OptionalGroup(group) => {
                if ctx != Ctx::TopLevel {
                    self.error(r, "optional groups can only be used as top-level elements");
                    return;
                }
                for child in group.then_elements.iter().chain(&group.else_elements) {
                    self.element(child, Ctx::TopLevel);
                }
                self.optional_group(e, group);
            }
            // Why: attribute formats have parameters only: no attr-dict, types, operands….
            _ => self.error(r, "unsupported directive kind"),
        }
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

    fn optional_group(&mut self, e: &'a Element, group: &'a OptionalGroup) {
        let Some(anchor) = group.anchor_element() else {
            // Why: `(`<` $a `>`)?` never says which parameter decides whether to print.
            self.error(&e.range, "optional group has no anchor element");
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
        // Why: the first element is tried optionally to detect the group: `(`<` struct(...)^ `>`)?`.
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
            self.error(
                &range,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            );
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
