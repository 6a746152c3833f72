//! What optional groups and `oilist` clauses of an op format may hold, and the rules on the
//! whole format: it covers every operand, result type, region and successor, and avoids
//! ambiguities (`attr-dict` before a region, a keyword in adjacent `oilist`s).

use std::ops::Range;

use crate::check::format::{Rules, report_whole};
use crate::format::{Element, ElementKind, Literal};
use crate::model::{Arity, OpField, OpFieldKind, Presence};

use super::OpChecker;

type Resolvers = std::collections::BTreeMap<String, crate::model::relations::Resolver>;

impl<'a> OpChecker<'a> {
    pub(super) fn group_element(&mut self, e: &'a Element, is_anchor: bool) {
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

    pub(super) fn oilist_element(&mut self, e: &'a Element) {
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
    pub(super) fn verify(&self) {
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
        // mlir-tblgen's `variableTyResolver`: types the format omits that a type relation
        // trait gives from a printed one (or from a typed attribute the format binds).
        let seen = |n: &str| {
            self.seen_operand_types.contains(&n)
                || self.seen_result_types.contains(&n)
                || self.seen_attrs.contains(&n)
        };
        let resolvers = crate::model::relations::type_resolvers(self.decl, &seen);
        self.verify_result_types(&resolvers);
        self.verify_operands(&resolvers);
        // `operands` / `type(results)` on an op with segment sizes are accepted, as mlir-tblgen
        // does: the parser then leaves the sizes to the attr-dict and the printer prints them
        // there.
        self.verify_regions_and_successors();
        self.verify_oilists();
    }

    /// Whether the format infers every result type (`InferTypeOpInterface`, no result type
    /// printed).
    fn infers_all_result_types(&self) -> bool {
        self.decl.infers_result_types()
            && !self.all_result_types
            && self.seen_result_types.is_empty()
    }

    /// The type of the `i`th `kind` (`operand`, `result`) is neither printed nor buildable.
    fn unbuildable_type(&self, field: &OpField, i: usize, kind: &str) {
        let name = &field.name;
        self.field_error(
            field,
            &format!("type of {kind} #{i}, named '{name}', is not buildable and a buildable type cannot be inferred"),
            &format!(
                "suggest adding a type constraint to the operation or adding a 'type(${name})' directive to the custom assembly format\nnote: in rods, a buildable type is declared with `#[{kind}(type = T)]`"
            ),
        );
    }

    /// The operands, or with `results` the results, in declaration order, each with its arity
    /// and buildable type.
    fn typed_values(
        &self,
        results: bool,
    ) -> impl Iterator<Item = (&'a OpField, &'a Arity, Option<&'a syn::Type>)> {
        self.decl
            .fields
            .iter()
            .filter_map(move |f| match (&f.kind, results) {
                (OpFieldKind::Operand { arity, .. }, false)
                | (OpFieldKind::Result { arity, .. }, true) => Some((f, arity, f.buildable_type())),
                _ => None,
            })
    }

    fn verify_result_types(&self, resolvers: &Resolvers) {
        // mlir-tblgen's `infersResultTypes`: with `InferTypeOpInterface`, a format that prints
        // no result type infers them all after the operands and attributes (one printed type
        // brings the usual rules back).
        if self.infers_all_result_types() {
            return;
        }
        // Why: a result's type must be parsed from somewhere: `$x attr-dict` with a result `r`
        // needs `: type($r)`.
        for (i, (field, arity, buildable_type)) in self.typed_values(true).enumerate() {
            if self.all_result_types
                || self.seen_result_types.contains(&field.name.as_str())
                || resolvers.contains_key(&field.name)
            {
                continue;
            }
            if buildable_type.is_none() || arity.is_variable_length() {
                self.unbuildable_type(field, i, "result");
            }
        }
    }

    fn verify_operands(&self, resolvers: &Resolvers) {
        // Why: every operand must be parsed, and its type too: `attr-dict` alone loses `%x`.
        for (i, (field, arity, buildable_type)) in self.typed_values(false).enumerate() {
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
            // With `operands`, an inferred group contributes one type from a single source, as
            // mlir-tblgen's parser does (`%x, %y` of one variadic group is then «number of
            // operands and types do not match»).
            if resolvers.contains_key(&field.name) {
                continue;
            }
            if buildable_type.is_none() || (self.all_operands && arity.is_variable_length()) {
                self.unbuildable_type(field, i, "operand");
            }
        }
    }

    fn verify_regions_and_successors(&self) {
        let decl = self.decl;
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
