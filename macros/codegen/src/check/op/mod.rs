//! The rules of op formats (mlir-tblgen's `OpFormatParser`), on top of the shared ones of
//! [`super::format`]: what `$x` may name where, that everything is bound exactly once (operands,
//! attributes, types, regions, successors, `attr-dict`), what optional groups and `oilist`
//! clauses may hold, that the format covers every field, and the ambiguities it must avoid.
//! Before the format, the op declaration's own rules (field names and options, known traits, one
//! variable-length group per kind); after all checks, the pieces of the format language the op
//! expansion does not generate yet ([`check_op_expansion`]).
//!
//! Simplifications, because Rust declarations carry less information than ODS records:
//! - an operand/result type the format does not print must be buildable
//!   (`#[operand(type = T)]` with a constraint not in
//!   [`NON_BUILDABLE_CONSTRAINTS`](crate::model::op::NON_BUILDABLE_CONSTRAINTS): rustc checks
//!   `BuildableType` for any other) or inferred through a type relation trait
//!   ([`type_resolvers`](crate::model::relations::type_resolvers), mlir-tblgen's
//!   `variableTyResolver`), or, with `InferTypeOpInterface` and no result type printed, every
//!   result type is inferred (mlir-tblgen's `infersResultTypes`); as upstream, a type printed
//!   only through `type(operands)` / `type(results)` is not used to infer others;
//! - attributes' buildable types are unknown, so the "`:` after an attribute" ambiguity is not
//!   checked;
//! - op attributes and properties are the same thing (every attribute is a property).

use crate::check::decl;
use crate::check::format::{self, Ctx};
use crate::ctxt::Ctxt;
use crate::format::{Element, ElementKind, FormatDecl};
use crate::model::{Arity, OpDecl, OpField, OpFieldKind, Presence};

mod coverage;
mod elements;
mod expansion;

pub use expansion::check_op_expansion;

/// Checks an op declaration: the struct, its fields and traits, then the format (if any)
/// against them.
pub fn check_op(cx: &Ctxt, decl: &OpDecl) {
    check_fields(cx, decl);
    check_traits(cx, decl);
    check_variable_length_groups(cx, decl);
    check_variadic_of_variadic(cx, decl);
    check_first_attr_derived(cx, decl);
    if let (Some(span), Some(_)) = (decl.custom_assembly, &decl.format) {
        // Why: two custom forms for one op; which one would the parser use?
        cx.error_at(
            span,
            "`custom_assembly` and `format` both give the op's custom form: keep one",
        );
    }
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

/// Whether `ty` is written `Option<...>`.
fn is_option_type(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Option"))
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
            // Why: a default-valued optional property would need MLIR's `OptionalProp` forms.
            (OpFieldKind::Attribute(Presence::Default(_)), Some(expr))
                if field.is_property() && is_option_type(&field.ty) =>
            {
                cx.error_spanned_by(
                    expr,
                    "a property cannot be both `Option<...>` and `default = ...`: drop one",
                );
            }
            // Why: an optional property (MLIR's `OptionalProp<EnumProp<E>>`) has its own generic
            // form and parsers, which rods does not generate: `Option<EnumProp<E>>` is refused
            // rather than given an attribute's behaviour; a default-valued one is supported.
            (OpFieldKind::Attribute(Presence::Optional), _) if field.is_property() => {
                cx.error_spanned_by(
                    &field.ty,
                    "an optional property (`Option<EnumProp<...>>`, MLIR's `OptionalProp`) is not supported; give it a default with `#[attr(default = EnumProp(...))]`",
                );
            }
            // Why: MLIR has no optional region/successor; `Option<Region>` would not round-trip.
            // Variadic (`Vec`) is the way to allow none.
            (
                OpFieldKind::Region {
                    arity: Arity::Optional,
                    ..
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

impl<'a> OpChecker<'a> {
    fn field(&self, e: &Element) -> Option<&'a OpField> {
        match &e.kind {
            ElementKind::Variable(name) => self.decl.field(name),
            _ => None,
        }
    }
}

// Why: with two variable-length operand groups (`a: Vec<Value>, b: Vec<Value>`) the split of an
// op's operands between them needs MLIR's `operandSegmentSizes` property, which the op stores
// only with `AttrSizedOperandSegments` (mlir-tblgen: «op has multiple variadic operands but no
// specification over their sizes»); the trait without two such groups has nothing to size
// («op must have at least two variadic operands to use 'AttrSizedOperandSegments' trait»).
// Regions and successors have no segment sizes: one variable-length group each.
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
                | K::Region { arity, .. }
                | K::Successor { arity } => arity.is_variable_length(),
                _ => false,
            })
            .collect();
        let trait_name = match what {
            "operand" => Some("AttrSizedOperandSegments"),
            "result" => Some("AttrSizedResultSegments"),
            _ => None,
        };
        match trait_name {
            Some(t) if decl.has_trait(t) => {
                if variable.len() < 2
                    && let Some(path) = decl.trait_path(t)
                {
                    cx.error_spanned_by(
                        path,
                        format!("op must have at least two variadic {what}s to use '{t}' trait"),
                    );
                }
            }
            // `SameVariadicOperandSize` / `SameVariadicResultSize` split them equally.
            Some(_) if decl.same_variadic_size(what == "result") => {}
            Some(t) => {
                if let Some(f) = variable.get(1) {
                    cx.error_spanned_by(
                        &f.ty,
                        format!(
                            "op has multiple variadic {what}s but no specification over their sizes\nnote: add `{t}` to `traits = [...]`; `{}` is already variable-length",
                            variable[0].name
                        ),
                    );
                }
            }
            None => {
                for f in variable.iter().skip(1) {
                    cx.error_spanned_by(
                        &f.ty,
                        format!(
                            "more than one variable-length {what} group is not supported; `{}` is already variable-length",
                            variable[0].name
                        ),
                    );
                }
            }
        }
    }
}

// Why: MLIR's traits `static_assert` what they need of the op's shape (`ConstantLike`: one
// result, no operands; `AutomaticAllocationScope`: a region), and two traits can contradict
// each other (`Pure` with `RecursiveMemoryEffects`, two `HasParent`s).
fn check_trait_combinations(cx: &Ctxt, decl: &OpDecl) {
    use crate::model::traits::trait_name;
    let count = |pred: fn(&OpFieldKind) -> bool| decl.fields_where(pred).len();
    let single_results = decl
        .fields_where(|k| matches!(k, OpFieldKind::Result { .. }))
        .iter()
        .filter(|f| crate::model::relations::value_arity(f) == crate::model::Arity::Single)
        .count();
    let results = count(|k| matches!(k, OpFieldKind::Result { .. }));
    let operands = count(|k| matches!(k, OpFieldKind::Operand { .. }));
    let regions = count(|k| matches!(k, OpFieldKind::Region { .. }));
    let mut seen: Vec<String> = Vec::new();
    let mut memory: Option<(String, bool)> = None;
    let mut parents = false;
    for path in &decl.traits {
        let name = trait_name(path);
        // Why: a trait is listed once (`[Pure, Pure]` is a slip), but the relation traits
        // with arguments are predicates, each its own (`vector.outerproduct` has two
        // `PredOpTrait`s, one per operand).
        if seen.contains(&name) && !crate::model::relations::takes_args(&name) {
            cx.error_spanned_by(path, format!("duplicate op trait `{name}`"));
            continue;
        }
        seen.push(name.clone());
        match name.as_str() {
            "ConstantLike" if results != 1 || single_results != 1 || operands != 0 => {
                cx.error_spanned_by(
                    path,
                    "`ConstantLike` needs an op with one result and no operands (MLIR's `OneResult` and `ZeroOperands`)",
                );
            }
            "AutomaticAllocationScope" | "AffineScope" if regions == 0 => {
                cx.error_spanned_by(
                    path,
                    format!("expected operation to have one or more regions to use `{name}`"),
                );
            }
            // Why: `Pure` is `AlwaysSpeculatable` plus `NoMemoryEffect`, so the two agree (ODS
            // lists both on `arith.addf`), and `MemoryEffects([MemRead])` adds to them;
            // `RecursiveMemoryEffects` with any of them contradicts.
            "Pure" | "NoMemoryEffect" | "MemoryEffects" | "RecursiveMemoryEffects" => {
                let recursive = name == "RecursiveMemoryEffects";
                match &memory {
                    Some((first, r)) if *r != recursive => cx.error_spanned_by(
                        path,
                        format!(
                            "`{first}` and `{name}` both declare the op's memory effects; keep one"
                        ),
                    ),
                    Some(_) => {}
                    None => memory = Some((name.clone(), recursive)),
                }
            }
            "HasParent" | "ParentOneOf" => {
                if parents {
                    cx.error_spanned_by(
                        path,
                        "an op has one list of parents: use one `ParentOneOf([...])`",
                    );
                }
                parents = true;
            }
            _ => {}
        }
    }
    // Why: `interfaces = [MemoryEffectOpInterface]` is the op's own `getEffects`; effects the
    // traits or the fields declare would be a second answer.
    if let Some(path) = decl.interface_path("MemoryEffectOpInterface") {
        let declared = memory.as_ref().map(|(n, _)| format!("`{n}`")).or_else(|| {
            decl.fields
                .iter()
                .find(|f| !f.effects.is_empty())
                .map(|f| format!("the effects of `{}`", f.name))
        });
        if let Some(declared) = declared {
            cx.error_spanned_by(
                path,
                format!(
                    "`MemoryEffectOpInterface` and {declared} both declare the op's memory effects; keep one"
                ),
            );
        }
    }
    // Why: `RecursiveMemoryEffects` says the op's effects are those of the ops it holds;
    // effects declared on its operands or results contradict it.
    if let Some((first, true)) = &memory {
        for f in &decl.fields {
            if let Some(e) = f.effects.first() {
                cx.error_at(
                    e.span,
                    format!(
                        "`{first}` and the effects of `{}` both declare the op's memory effects; keep one",
                        f.name
                    ),
                );
            }
        }
    }
}

// Why: `#[successor(operands = "destOperands")]` says which operand group a branch passes to
// the successor's block arguments (`BranchOpInterface::getSuccessorOperands`); the verifier
// then checks them against the block. It must name a variadic operand group of the op (a
// branch forwards any number of values), one group per successor, on a branch
// (`BranchOpInterface` listed); either every successor says what it forwards or none does (the
// op then implements the interface itself): `#[successor(operands = "destOperands")] dest`
// next to a bare `#[successor] other` is a slip.
fn check_successor_operands(cx: &Ctxt, decl: &OpDecl) {
    let branch = decl.interface_path("BranchOpInterface");
    let successors = decl.fields_where(|k| matches!(k, OpFieldKind::Successor { .. }));
    if let Some(path) = branch
        && successors.is_empty()
    {
        cx.error_spanned_by(
            path,
            "`BranchOpInterface` needs an op with successors (`#[successor] dest: BlockId`)",
        );
    }
    let mut seen: Vec<String> = Vec::new();
    for f in &successors {
        let Some(lit) = &f.forwarded else { continue };
        let name = lit.value();
        if branch.is_none() {
            cx.error_spanned_by(
                lit,
                "`operands` says what a branch forwards: list `BranchOpInterface` in `interfaces = [...]`",
            );
        }
        if matches!(f.kind, OpFieldKind::Successor { arity } if arity.is_variable_length()) {
            cx.error_spanned_by(
                lit,
                format!(
                    "successor `{}` is variadic and cannot forward one operand group; declare one `BlockId` field per successor",
                    f.name
                ),
            );
        }
        match decl.field(&name) {
            Some(OpField {
                kind: OpFieldKind::Operand { arity, .. },
                ..
            }) => {
                if *arity != Arity::Variadic {
                    cx.error_spanned_by(
                        lit,
                        format!(
                            "successor `{}` forwards `{name}`, which is not a variadic operand group; forwarded operands are declared `Vec<Value>`",
                            f.name
                        ),
                    );
                }
            }
            _ => cx.error_spanned_by(
                lit,
                format!(
                    "successor `{}` forwards unknown operand group `{name}`; expected one of {}",
                    f.name,
                    variadic_operands(decl)
                ),
            ),
        }
        if decl
            .field(&name)
            .is_some_and(OpField::is_variadic_of_variadic)
        {
            cx.error_spanned_by(
                lit,
                format!(
                    "successor `{}` forwards `{name}`, a variadic-of-variadic group that holds the operands of several successors; say what each successor receives in `impl rods::ods::BranchOpInterface` instead",
                    f.name
                ),
            );
        }
        if seen.contains(&name) {
            cx.error_spanned_by(
                lit,
                format!("operand group `{name}` is forwarded to two successors"),
            );
        }
        seen.push(name);
    }
    let forwarding = successors.iter().filter(|f| f.forwarded.is_some()).count();
    if forwarding > 0 && forwarding != successors.len() {
        for f in successors.iter().filter(|f| f.forwarded.is_none()) {
            cx.error_at(
                f.name_span,
                format!(
                    "{forwarding} of {} successors say what they forward, successor `{}` does not: add `#[successor(operands = \"...\")]`",
                    successors.len(),
                    f.name
                ),
            );
        }
    }
}

// Why: MLIR's `VariadicOfVariadic<T, "sizes">` is a variadic operand group split into
// sub-groups by the op's `DenseI32ArrayAttr` attribute `sizes`: in Rust a `Vec<Vec<Value>>`
// operand with `#[operand(segments = "sizes")]`. A `Vec<Vec<Value>>` without `segments`, or
// `segments` on anything else, has no meaning; the attribute must be a required
// `DenseI32ArrayAttr` of the op, one per group (`pub sizes: DenseI32ArrayAttr`).
fn check_variadic_of_variadic(cx: &Ctxt, decl: &OpDecl) {
    use crate::model::{generic_arg, last_segment_is};
    let mut seen: Vec<String> = Vec::new();
    for f in &decl.fields {
        let nested =
            generic_arg(&f.ty, "Vec").is_some_and(|inner| generic_arg(inner, "Vec").is_some());
        let Some(lit) = &f.segments else {
            if nested && matches!(f.kind, OpFieldKind::Operand { .. }) {
                cx.error_spanned_by(
                    &f.ty,
                    format!(
                        "operand `{}` is a group of groups (`Vec<Vec<Value>>`): name the `DenseI32ArrayAttr` attribute holding their sizes with `#[operand(segments = \"...\")]`",
                        f.name
                    ),
                );
            }
            continue;
        };
        if !nested {
            cx.error_spanned_by(
                lit,
                format!(
                    "`segments` makes operand `{}` a variadic-of-variadic group: declare it `Vec<Vec<Value>>`",
                    f.name
                ),
            );
        }
        let name = lit.value();
        match decl.field(&name) {
            Some(attr)
                if matches!(attr.kind, OpFieldKind::Attribute(Presence::Required))
                    && last_segment_is(&attr.value_ty, "DenseI32ArrayAttr") => {}
            Some(_) => cx.error_spanned_by(
                lit,
                format!(
                    "the sizes of `{}`'s sub-groups are held by a required `DenseI32ArrayAttr` attribute; `{name}` is not one",
                    f.name
                ),
            ),
            None => cx.error_spanned_by(
                lit,
                format!(
                    "operand `{}` takes its sub-group sizes from unknown attribute `{name}`: declare `pub {name}: DenseI32ArrayAttr`",
                    f.name
                ),
            ),
        }
        if seen.contains(&name) {
            cx.error_spanned_by(
                lit,
                format!(
                    "attribute `{name}` already holds the sub-group sizes of another operand group"
                ),
            );
        }
        seen.push(name);
    }
}

/// The op's variadic operand groups, for a message (`` `a`, `b` ``, or «none: the op has no
/// `Vec<Value>` operand»).
fn variadic_operands(decl: &OpDecl) -> String {
    let names: Vec<String> = decl
        .fields
        .iter()
        .filter(|f| {
            matches!(
                f.kind,
                OpFieldKind::Operand {
                    arity: Arity::Variadic,
                    ..
                }
            )
        })
        .map(|f| format!("`{}`", f.name))
        .collect();
    if names.is_empty() {
        "none: the op has no `Vec<Value>` operand".to_owned()
    } else {
        names.join(", ")
    }
}

// Why: an interface the op lists is `OpAsmOpInterface` or a trait declared with
// `rods::op_interface!`, which rustc resolves: an unknown name is its error, at the name. An
// interface listed twice is a slip (`interfaces = [CallLike, CallLike]`); an interface
// with generic arguments (`Iface<T>`) has no one id to cast to.
fn check_interfaces(cx: &Ctxt, decl: &OpDecl) {
    let mut seen = Vec::new();
    for path in &decl.interfaces {
        let name = crate::model::traits::trait_name(path);
        let plain = path.segments.iter().all(|s| s.arguments.is_none());
        if !plain {
            cx.error_spanned_by(
                path,
                format!(
                    "an op interface takes no generic arguments: `{}`",
                    quote::ToTokens::to_token_stream(path)
                        .to_string()
                        .replace(' ', "")
                ),
            );
        } else if seen.contains(&name) {
            cx.error_spanned_by(path, format!("duplicate op interface `{name}`"));
        }
        seen.push(name);
    }
}

// Why: `FirstAttrDerivedResultType` gives every result the type of the op's first attribute
// (a `TypeAttr`'s value, else a typed attribute's type); without an attribute there is nothing
// to derive from (mlir-tblgen crashes on such an op).
fn check_first_attr_derived(cx: &Ctxt, decl: &OpDecl) {
    let Some(path) = decl.trait_path("FirstAttrDerivedResultType") else {
        return;
    };
    if !decl.fields.iter().any(OpField::is_attribute) {
        cx.error_spanned_by(
            path,
            "'FirstAttrDerivedResultType' needs an attribute: the results take the type of the op's first attribute",
        );
    }
}

fn check_traits(cx: &Ctxt, decl: &OpDecl) {
    use crate::model::relations::{RELATION_TRAITS, relation};
    use crate::model::traits::{self as catalogue, op_trait};
    check_trait_combinations(cx, decl);
    check_interfaces(cx, decl);
    check_successor_operands(cx, decl);
    for (i, path) in decl.traits.iter().enumerate() {
        let args = decl.trait_args.get(i).and_then(Option::as_ref);
        let name = path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        // Why: a trait the runtime does not know would be silently ignored: `traits = [Symbl]`.
        let known = path.segments.last().is_some_and(|s| {
            s.arguments.is_none()
                && (catalogue::is_known(&name) || RELATION_TRAITS.contains(&name.as_str()))
        });
        if !known {
            cx.error_spanned_by(
                path,
                format!(
                    "unknown op trait `{}`; expected one of {}",
                    quote::ToTokens::to_token_stream(path),
                    catalogue::names()
                        .chain(RELATION_TRAITS.iter().copied())
                        .map(|t| format!("`{t}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
            continue;
        }
        if catalogue::is_known(&name) {
            // Why: `Symbol(...)` has nothing to take; `HasParent` needs its op.
            if let Err((span, message)) = op_trait(path, args) {
                cx.error_at(span, message);
            }
            continue;
        }
        let rel = match relation(path, args) {
            Ok(Some(rel)) => rel,
            Ok(None) => continue,
            Err((span, message)) => {
                cx.error_at(span, message);
                continue;
            }
        };
        // Why: `AllTypesMatch(["lhs", "rsh"])` must name values of the op, each one value (MLIR
        // compares `$x.getType()`, which a variadic group does not have).
        let span = args.map_or_else(|| syn::spanned::Spanned::span(path), |a| a.span);
        let attrs_allowed = matches!(
            rel,
            crate::model::relations::Relation::AllTypesMatch(_)
                | crate::model::relations::Relation::TypesMatchWith { .. }
        );
        for n in rel.names() {
            match decl.field(n) {
                // A typed attribute's type (`AllTypesMatch(["value", "result"])`).
                Some(f) if attrs_allowed && f.is_attribute() => {}
                Some(f)
                    if matches!(
                        f.kind,
                        OpFieldKind::Operand { .. } | OpFieldKind::Result { .. }
                    ) =>
                {
                    // `OptionalTypesMatchWith` is `TypesMatchWith` onto an optional value (checked
                    // when it is present); `TypesMatchWith`'s second name may also be a
                    // variable-length group, whose type list the transformer gives
                    // (`getInputs()`); `ShapedTypeMatchesElementCountAndTypes` relates a shaped
                    // value to a variadic group of its elements.
                    let arity = crate::model::relations::value_arity(f);
                    let exempt = match &rel {
                        crate::model::relations::Relation::TypesMatchWith { lhs, rhs, .. } => {
                            rhs == n && (arity == crate::model::op::Arity::Optional || lhs != n)
                        }
                        crate::model::relations::Relation::ShapedTypeMatchesElementCountAndTypes {
                            elements,
                            ..
                        } => elements == n,
                        _ => false,
                    };
                    if arity.is_variable_length() && !exempt {
                        let what = if matches!(
                            rel,
                            crate::model::relations::Relation::TypesMatchWith { .. }
                        ) {
                            "; only the second name of `TypesMatchWith` may be a variable-length group, whose types the transformer gives as a list (`fn(&Type) -> Vec<Type>`)"
                        } else {
                            "; only single operands and results can be related"
                        };
                        cx.error_at(
                            span,
                            format!("`{name}` names '{n}', a variable-length group{what}"),
                        );
                    }
                }
                _ => cx.error_at(
                    span,
                    format!(
                        "`{name}` names '{n}', which is not an operand or result{} of the op",
                        if attrs_allowed { " or attribute" } else { "" }
                    ),
                ),
            }
        }
    }
}
