//! Where each element of an op format may appear and that what it binds is bound once: the
//! [`Rules`] of op formats (variables, custom directive arguments, directives), `attr-dict` /
//! `prop-dict`, `operands` / `regions` / `successors`, and `type(...)` arguments.

use std::ops::Range;

use crate::check::format::{self, Ctx, Rules, report};
use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl, OptionalGroup};
use crate::model::{OpField, OpFieldKind};

use super::OpChecker;

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
}
