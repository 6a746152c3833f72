//! The type relation traits of an op (`traits = [SameOperandsAndResultType,
//! AllTypesMatch(["lhs", "rhs"]), TypesMatchWith("summary", "lhs", "result", f)]`), read from
//! the trait list, and the type resolution mlir-tblgen's `OpFormatParser::verify` derives from
//! them for a format: which operand or result type a type the format omits is taken from.

use std::collections::BTreeMap;

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Path};

use super::args::TraitArgs;
use super::op::{Arity, OpDecl, OpField, OpFieldKind};

/// A type relation trait.
#[derive(Clone, Debug)]
pub enum Relation {
    /// `SameOperandsAndResultType` (infers every operand and result type).
    SameOperandsAndResultType,
    /// `SameTypeOperands` (infers every operand type).
    SameTypeOperands,
    /// `SameOperandsElementType` (verified only).
    SameOperandsElementType,
    /// `SameOperandsAndResultElementType` (verified only).
    SameOperandsAndResultElementType,
    /// `SameOperandsShape` (verified only).
    SameOperandsShape,
    /// `SameOperandsAndResultShape` (verified only).
    SameOperandsAndResultShape,
    /// `AllTypesMatch(["a", "b", …])` (infers each from any other).
    AllTypesMatch(Vec<String>),
    /// `AllElementTypesMatch([…])` (verified only).
    AllElementTypesMatch(Vec<String>),
    /// `AllShapesMatch([…])` (verified only).
    AllShapesMatch(Vec<String>),
    /// `TypesMatchWith("summary", "lhs", "rhs", transformer)` (infers `rhs` from `lhs`). When
    /// `rhs` is a variable-length group the transformer gives its whole type list (as
    /// `func.call_indirect`'s `getInputs()` of the callee's function type).
    TypesMatchWith {
        /// The summary of «failed to verify that SUMMARY».
        summary: String,
        /// The value the type comes from.
        lhs: String,
        /// The value whose type is `transformer(type(lhs))`, or the group whose types are.
        rhs: String,
        /// A `fn(&Type) -> Type` path, or `fn(&Type) -> Vec<Type>` for a variable-length `rhs`.
        transformer: Box<Expr>,
    },
    /// `ShapedTypeMatchesElementCountAndTypes("shaped", "elements")`: the variadic group
    /// `elements` has one value per element of the shaped value's type, each of its element type
    /// (infers the group's types from the shaped type).
    ShapedTypeMatchesElementCountAndTypes {
        /// The shaped value (`dest` of `vector.from_elements`).
        shaped: String,
        /// The variadic group of its elements.
        elements: String,
    },
    /// `PredOpTrait("summary", pred)`: any predicate on the op, a `fn(&Ir, OpId) -> bool`
    /// (verified only, «failed to verify that SUMMARY»), as `SameInputOutputTensorDims`.
    PredOpTrait {
        /// The summary of «failed to verify that SUMMARY».
        summary: String,
        /// A `fn(&Ir, OpId) -> bool` path.
        pred: Box<Expr>,
    },
}

/// The names of the type relation traits.
pub const RELATION_TRAITS: &[&str] = &[
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "SameOperandsElementType",
    "SameOperandsAndResultElementType",
    "SameOperandsShape",
    "SameOperandsAndResultShape",
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "TypesMatchWith",
    "ShapedTypeMatchesElementCountAndTypes",
    "PredOpTrait",
];

/// The traits that take arguments.
const WITH_ARGS: &[&str] = &[
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "TypesMatchWith",
    "ShapedTypeMatchesElementCountAndTypes",
    "PredOpTrait",
];

/// Whether trait `name` takes arguments (`AllTypesMatch([...])`).
pub fn takes_args(name: &str) -> bool {
    WITH_ARGS.contains(&name)
}

fn string_lit(e: &Expr) -> Option<String> {
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

/// The relation a trait denotes; `Ok(None)` when it is not a relation trait, `Err` (span,
/// message) when its arguments are malformed.
pub fn relation(path: &Path, args: Option<&TraitArgs>) -> Result<Option<Relation>, (Span, String)> {
    let Some(last) = path.segments.last() else {
        return Ok(None);
    };
    let name = last.ident.to_string();
    if !RELATION_TRAITS.contains(&name.as_str()) {
        return Ok(None);
    }
    let list = |args: &TraitArgs| -> Result<Vec<String>, (Span, String)> {
        let usage =
            format!("expected `{name}([\"a\", \"b\", ...])`: a list of operand and result names");
        let [Expr::Array(array)] = args.args.as_slice() else {
            return Err((args.span, usage));
        };
        array
            .elems
            .iter()
            .map(|e| string_lit(e).ok_or_else(|| (e.span(), usage.clone())))
            .collect()
    };
    let rel = match (name.as_str(), args) {
        (n, Some(a)) if !takes_args(n) => {
            return Err((a.span, format!("`{n}` takes no arguments")));
        }
        (n, None) if takes_args(n) => {
            let usage = if n == "TypesMatchWith" {
                "`TypesMatchWith(\"summary\", \"lhs\", \"rhs\", transformer)`".to_owned()
            } else if n == "ShapedTypeMatchesElementCountAndTypes" {
                "`ShapedTypeMatchesElementCountAndTypes(\"shaped\", \"elements\")`".to_owned()
            } else if n == "PredOpTrait" {
                "`PredOpTrait(\"summary\", predicate)`".to_owned()
            } else {
                format!("`{n}([\"a\", \"b\", ...])`")
            };
            return Err((path.span(), format!("`{n}` needs arguments: {usage}")));
        }
        ("SameOperandsAndResultType", _) => Relation::SameOperandsAndResultType,
        ("SameTypeOperands", _) => Relation::SameTypeOperands,
        ("SameOperandsElementType", _) => Relation::SameOperandsElementType,
        ("SameOperandsAndResultElementType", _) => Relation::SameOperandsAndResultElementType,
        ("SameOperandsShape", _) => Relation::SameOperandsShape,
        ("SameOperandsAndResultShape", _) => Relation::SameOperandsAndResultShape,
        ("AllTypesMatch", Some(a)) => Relation::AllTypesMatch(list(a)?),
        ("AllElementTypesMatch", Some(a)) => Relation::AllElementTypesMatch(list(a)?),
        ("AllShapesMatch", Some(a)) => Relation::AllShapesMatch(list(a)?),
        ("ShapedTypeMatchesElementCountAndTypes", Some(a)) => {
            let usage = "expected `ShapedTypeMatchesElementCountAndTypes(\"shaped\", \"elements\")`: the shaped value and its variadic group of elements";
            let [shaped, elements] = a.args.as_slice() else {
                return Err((a.span, usage.to_owned()));
            };
            let lit = |e: &Expr| string_lit(e).ok_or_else(|| (e.span(), usage.to_owned()));
            Relation::ShapedTypeMatchesElementCountAndTypes {
                shaped: lit(shaped)?,
                elements: lit(elements)?,
            }
        }
        ("PredOpTrait", Some(a)) => {
            let usage = "expected `PredOpTrait(\"summary\", predicate)` with a `fn(&Ir, OpId) -> bool` predicate";
            let [summary, pred] = a.args.as_slice() else {
                return Err((a.span, usage.to_owned()));
            };
            Relation::PredOpTrait {
                summary: string_lit(summary).ok_or_else(|| (summary.span(), usage.to_owned()))?,
                pred: Box::new(pred.clone()),
            }
        }
        (_, Some(a)) => {
            let usage = "expected `TypesMatchWith(\"summary\", \"lhs\", \"rhs\", transformer)` with a `fn(&Type) -> Type` transformer";
            let [summary, lhs, rhs, transformer] = a.args.as_slice() else {
                return Err((a.span, usage.to_owned()));
            };
            let lit = |e: &Expr| string_lit(e).ok_or_else(|| (e.span(), usage.to_owned()));
            Relation::TypesMatchWith {
                summary: lit(summary)?,
                lhs: lit(lhs)?,
                rhs: lit(rhs)?,
                transformer: Box::new(transformer.clone()),
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(rel))
}

/// Every well-formed relation of the declaration, in trait order (malformed ones are `check`'s
/// to report).
pub fn relations(decl: &OpDecl) -> Vec<Relation> {
    decl.traits
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            relation(p, decl.trait_args.get(i).and_then(Option::as_ref))
                .ok()
                .flatten()
        })
        .collect()
}

impl Relation {
    /// The value names an `AllTypesMatch`-like relation or `TypesMatchWith` refers to.
    pub fn names(&self) -> Vec<&str> {
        match self {
            Relation::AllTypesMatch(n)
            | Relation::AllElementTypesMatch(n)
            | Relation::AllShapesMatch(n) => n.iter().map(String::as_str).collect(),
            Relation::TypesMatchWith { lhs, rhs, .. } => vec![lhs.as_str(), rhs.as_str()],
            Relation::ShapedTypeMatchesElementCountAndTypes { shaped, elements } => {
                vec![shaped.as_str(), elements.as_str()]
            }
            _ => Vec::new(),
        }
    }

    /// Whether the relation is a `TypesMatchWith` into a variable-length group, whose
    /// transformer gives a type list (`fn(&Type) -> Vec<Type>`).
    pub fn is_list_transformer(&self, decl: &OpDecl) -> bool {
        match self {
            Relation::TypesMatchWith { rhs, .. } => decl
                .field(rhs)
                .is_some_and(|f| !f.is_attribute() && value_arity(f) == super::op::Arity::Variadic),
            _ => false,
        }
    }

    /// Whether the relation is a predicate trait (`PredOpTrait`: checked with the type
    /// constraints, «failed to verify that …»), not a native one (checked after them).
    pub fn is_predicate(&self) -> bool {
        matches!(
            self,
            Relation::AllTypesMatch(_)
                | Relation::AllElementTypesMatch(_)
                | Relation::AllShapesMatch(_)
                | Relation::TypesMatchWith { .. }
                | Relation::ShapedTypeMatchesElementCountAndTypes { .. }
                | Relation::PredOpTrait { .. }
        )
    }
}

/// Where an omitted type comes from: the types of field `source` (an operand or result whose
/// type the format prints, or a typed attribute it binds), through `transformer` if any.
#[derive(Clone, Debug)]
pub struct Resolver {
    /// The operand or result the type is taken from.
    pub source: String,
    /// `TypesMatchWith`'s transformer.
    pub transformer: Option<Box<Expr>>,
    /// `ShapedTypeMatchesElementCountAndTypes`: one type per element of the source's shaped
    /// type, its element type (the source is a single value).
    pub elements_of_shaped: bool,
    /// Whether the transformer gives the whole group's types (`fn(&Type) -> Vec<Type>`, a
    /// `TypesMatchWith` into a variable-length group) rather than one type per value.
    pub list: bool,
}

fn is_operand(f: &OpField) -> bool {
    matches!(f.kind, OpFieldKind::Operand { .. })
}

fn is_result(f: &OpField) -> bool {
    matches!(f.kind, OpFieldKind::Result { .. })
}

/// mlir-tblgen's `variableTyResolver`: for each operand or result name, where its type can be
/// taken from, given which fields' types the format prints and which attributes it binds
/// (`seen`). Traits are read in order,
/// a later one overriding an earlier one for the same name, as upstream does.
pub fn type_resolvers(decl: &OpDecl, seen: &dyn Fn(&str) -> bool) -> BTreeMap<String, Resolver> {
    let mut out = BTreeMap::new();
    let values = |pred: fn(&OpField) -> bool| decl.fields.iter().filter(move |f| pred(f));
    let resolver = |source: &str, transformer: Option<Box<Expr>>| Resolver {
        source: source.to_owned(),
        transformer,
        elements_of_shaped: false,
        list: false,
    };
    for rel in relations(decl) {
        match &rel {
            Relation::SameOperandsAndResultType | Relation::SameTypeOperands => {
                let with_results = matches!(rel, Relation::SameOperandsAndResultType);
                let source = values(is_operand).find(|f| seen(&f.name)).or_else(|| {
                    with_results
                        .then(|| values(is_result).find(|f| seen(&f.name)))
                        .flatten()
                });
                let Some(source) = source else { continue };
                for f in values(is_operand).chain(values(is_result).filter(|_| with_results)) {
                    if !seen(&f.name) {
                        out.insert(f.name.clone(), resolver(&source.name, None));
                    }
                }
            }
            Relation::AllTypesMatch(names) => {
                for (i, name) in names.iter().enumerate() {
                    if !seen(name) || decl.field(name).is_none() {
                        continue;
                    }
                    for (j, other) in names.iter().enumerate() {
                        if i != j {
                            out.insert(other.clone(), resolver(name, None));
                        }
                    }
                }
            }
            Relation::TypesMatchWith {
                lhs,
                rhs,
                transformer,
                ..
            } if seen(lhs) && decl.field(lhs).is_some() => {
                let mut r = resolver(lhs, Some(transformer.clone()));
                r.list = rel.is_list_transformer(decl);
                out.insert(rhs.clone(), r);
            }
            Relation::ShapedTypeMatchesElementCountAndTypes { shaped, elements }
                if seen(shaped) && decl.field(shaped).is_some() =>
            {
                out.insert(
                    elements.clone(),
                    Resolver {
                        elements_of_shaped: true,
                        ..resolver(shaped, None)
                    },
                );
            }
            _ => {}
        }
    }
    out
}

/// The arity of an operand or result field (`Single` for anything else).
pub fn value_arity(f: &OpField) -> Arity {
    match &f.kind {
        OpFieldKind::Operand { arity, .. } | OpFieldKind::Result { arity, .. } => *arity,
        _ => Arity::Single,
    }
}
