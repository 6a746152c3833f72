//! The model of a `#[dialect_op]` declaration: its fields (attributes, operands, results, regions,
//! successors) and arguments.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::{Expr, Field, Ident, ItemStruct, LitStr, Path, Type};

use crate::ctxt::Ctxt;
use crate::format::FormatDecl;

use super::args::{FieldOptions, TraitArgs, parse_args, parse_field_options, parse_struct};
use super::{
    MacroKind, Presence, QualifiedName, field_name, generic_arg, last_segment_is, parse_format,
    take_field_attrs,
};

/// How many values an operand, result, region or successor field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one (`T`).
    Single,
    /// Zero or one (`Option<T>`).
    Optional,
    /// Any number (`Vec<T>`).
    Variadic,
}

impl Arity {
    /// Whether the number of values may vary (optional or variadic).
    pub fn is_variable_length(self) -> bool {
        self != Arity::Single
    }
}

/// What an op field is.
#[derive(Clone, Debug)]
pub enum OpFieldKind {
    /// An inherent attribute (stored as a property). `UnitAttr` fields are
    /// [`OpFieldKind::UnitAttribute`].
    Attribute(Presence),
    /// A `UnitAttr` field: optional, present or not.
    UnitAttribute,
    /// `#[operand]`.
    Operand {
        /// `T`, `Option<T>` or `Vec<T>`.
        arity: Arity,
        /// `#[operand(type = T)]`: a type constraint (checked by the verifier); when it is
        /// buildable, the format need not print the type.
        constraint: Option<Type>,
    },
    /// `#[result]`.
    Result {
        /// `T`, `Option<T>` or `Vec<T>`.
        arity: Arity,
        /// `#[result(type = T)]`: a type constraint (checked by the verifier); when it is
        /// buildable, the format need not print the type.
        constraint: Option<Type>,
    },
    /// `#[region]`.
    Region {
        /// `T` or `Vec<T>`.
        arity: Arity,
        /// `#[region(constraint = SizedRegion<1>)]`: a region constraint (checked by the
        /// verifier, MLIR's `SizedRegion`, `MinSizedRegion`, `MaxSizedRegion`).
        constraint: Option<Type>,
    },
    /// `#[successor]`.
    Successor {
        /// `T` or `Vec<T>`.
        arity: Arity,
    },
}

/// A field of a `#[dialect_op]` struct.
#[derive(Clone, Debug)]
pub struct OpField {
    /// The Rust field.
    pub ident: Ident,
    /// The name in the format and in the generic form (`offloadingHandler`).
    pub name: String,
    /// Where the name comes from (the `name = "…"` literal, else the field ident).
    pub name_span: Span,
    /// The field type as written.
    pub ty: Type,
    /// `T` for `Option<T>` / `Vec<T>` (per the kind), else `ty`.
    pub value_ty: Type,
    /// Attribute, operand, result, region or successor.
    pub kind: OpFieldKind,
    /// `#[successor(operands = "destOperands")]`: the operand group the successor's block
    /// arguments receive (`BranchOpInterface`'s `getSuccessorOperands`).
    pub forwarded: Option<LitStr>,
    /// `#[operand(segments = "case_operand_segments")]` on a `Vec<Vec<Value>>` operand: MLIR's
    /// `VariadicOfVariadic<T, "case_operand_segments">`, a variadic group of variadic
    /// sub-groups whose sizes the named `DenseI32ArrayAttr` attribute of the op holds.
    pub segments: Option<LitStr>,
    /// `#[operand(effects = [MemRead])]` / `#[result(effects = [MemAlloc])]`: the memory
    /// effects on each value of the group (ODS's `Arg<T, "", [MemRead]>`, `Res<…>`).
    pub effects: Vec<super::effects::EffectSpec>,
    /// `#[attr(default = EXPR)]` as written (kept for `check`, which rejects it next to
    /// `Option<...>` and on a `UnitAttr`); the meaning is in `kind`.
    pub default: Option<Expr>,
}

/// The type constraints of `rods::ods` that are not buildable (MLIR's constraints without a
/// `builderCall`): a format must print or infer the type of a value declared with one. Any
/// other constraint is taken as buildable, which rustc then checks (`BuildableType`).
pub const NON_BUILDABLE_CONSTRAINTS: &[&str] = &[
    "AnyType",
    "AnyInteger",
    "AnySignlessInteger",
    "AnySignedInteger",
    "AnyUnsignedInteger",
    "AnySignlessIntegerOrIndex",
    "AnyI",
    "AnyFloat",
    "AnyComplex",
    "BoolLike",
    "SignlessIntegerLike",
    "SignlessIntegerOrIndexLike",
    "FloatLike",
    "SignlessIntegerOrFloatLike",
    "AnyShaped",
    "AnyTensor",
    "AnyRankedTensor",
    "AnyUnrankedTensor",
    "AnyStaticShapeTensor",
    "AnyVectorOfAnyRank",
    "AnyVectorOfNonZeroRank",
    "AnyFixedVectorOfAnyRank",
    "AnyTypeOf",
    "AllOfType",
    "TensorOf",
    "RankedTensorOf",
    "UnrankedTensorOf",
    "StaticShapeTensorOf",
    "VectorOfAnyRankOf",
    "VectorOfNonZeroRankOf",
    "FixedVectorOfAnyRank",
    "ValueSemanticsContainerOf",
    "ShapedOf",
    "TensorRankOf",
    "VectorOfRankAndType",
    "Complex",
];

/// The buildable types of `rods::ods` (MLIR's constraints with a `builderCall`).
pub const KNOWN_BUILDABLE_TYPES: &[&str] = &[
    "I1", "I8", "I16", "I32", "I64", "I128", "Index", "F16", "F32", "F64", "BF16", "NoneType",
];

/// Whether `ty` names one of [`KNOWN_BUILDABLE_TYPES`] (a generated builder adds such a
/// result's type itself).
pub fn is_known_buildable(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.path.segments.last().is_some_and(|s| {
        s.arguments.is_none() && KNOWN_BUILDABLE_TYPES.contains(&s.ident.to_string().as_str())
    }))
}

impl OpField {
    /// `#[operand(type = T)]` / `#[result(type = T)]` as written.
    /// The region constraint of a region field (`#[region(constraint = …)]`).
    pub fn region_constraint(&self) -> Option<&Type> {
        match &self.kind {
            OpFieldKind::Region { constraint, .. } => constraint.as_ref(),
            _ => None,
        }
    }

    pub fn type_constraint(&self) -> Option<&Type> {
        match &self.kind {
            OpFieldKind::Operand { constraint, .. } | OpFieldKind::Result { constraint, .. } => {
                constraint.as_ref()
            }
            _ => None,
        }
    }

    /// The type constraint when it is buildable (not one of [`NON_BUILDABLE_CONSTRAINTS`]; a
    /// tuple is an `AnyTypeOf`).
    pub fn buildable_type(&self) -> Option<&Type> {
        self.type_constraint().filter(|ty| match ty {
            Type::Path(p) => {
                p.path.segments.last().is_none_or(|s| {
                    !NON_BUILDABLE_CONSTRAINTS.contains(&s.ident.to_string().as_str())
                })
            }
            Type::Tuple(_) => false,
            _ => true,
        })
    }

    /// Whether the field is a variadic-of-variadic operand group (`segments = "…"`).
    pub fn is_variadic_of_variadic(&self) -> bool {
        self.segments.is_some() && matches!(self.kind, OpFieldKind::Operand { .. })
    }

    /// Whether the field is a property that is not an attribute (`EnumProp<E>`, MLIR's
    /// `Property`): stored even when absent, and not taken from the attr-dict.
    pub fn is_property(&self) -> bool {
        matches!(self.kind, OpFieldKind::Attribute(_))
            && last_segment_is(&self.value_ty, "EnumProp")
    }

    /// Whether the field is an attribute (incl. a unit attribute).
    pub fn is_attribute(&self) -> bool {
        matches!(
            self.kind,
            OpFieldKind::Attribute(_) | OpFieldKind::UnitAttribute
        )
    }
}

/// A `#[dialect_op]` declaration.
#[derive(Clone, Debug)]
pub struct OpDecl {
    /// The user's struct with the helper attributes removed.
    pub item: ItemStruct,
    /// `dialect.opname`.
    pub name: QualifiedName,
    /// The assembly format; without it the op has only the generic form.
    pub format: Option<FormatDecl>,
    /// `traits = [...]`.
    pub traits: Vec<Path>,
    /// The arguments of each trait of `traits` (`AllTypesMatch(["a", "b"])`), same order.
    pub trait_args: Vec<Option<TraitArgs>>,
    /// `interfaces = [...]`: the op interfaces the op implements: the ones the runtime wires
    /// itself ([`WIRED_OP_INTERFACES`]) and traits declared with `rods::op_interface!`.
    pub interfaces: Vec<Path>,
    /// `summary = "..."`.
    pub summary: Option<LitStr>,
    /// `verify` (ODS's `hasVerifier`): the op's `fn verify(ir: &Ir, op: OpId) -> Result<(),
    /// Diagnostic>` runs after the generated checks.
    pub verify: Option<Span>,
    /// `verify_regions` (ODS's `hasRegionVerifier`): the op's `fn verify_regions(…)` runs
    /// once the ops in its regions are verified.
    pub verify_regions: Option<Span>,
    /// `custom_assembly` (ODS's `hasCustomAssemblyFormat`): the op's own `fn parse(&mut Parser,
    /// &mut OperationState) -> ParseResult` and `fn print(&mut Printer, OpId)` are its custom
    /// form.
    pub custom_assembly: Option<Span>,
    /// `fold` (ODS's `hasFolder`): the op's own `fn fold` (MLIR's `fold(FoldAdaptor)`) folds
    /// it; its signature depends on [`OpDecl::single_result`].
    pub fold: Option<Span>,
    /// `canonicalize` (ODS's `hasCanonicalizeMethod`): the op's own `fn canonicalize(op:
    /// Handle, rewriter: &mut Rewriter) -> bool` (MLIR's `static LogicalResult
    /// canonicalize(Op, PatternRewriter &)`) is a canonicalization pattern of the op.
    pub canonicalize: Option<Span>,
    /// `canonicalizer` (ODS's `hasCanonicalizer`): the op's own `fn
    /// canonicalization_patterns(patterns: &mut PatternSet)` (MLIR's
    /// `getCanonicalizationPatterns`) gives its canonicalization patterns.
    pub canonicalizer: Option<Span>,
    /// `tracked`: the IR lists the op's instances (`OpDef::tracked`).
    pub tracked: bool,
    /// The fields, in declaration order.
    pub fields: Vec<OpField>,
}

/// The op interfaces the runtime wires itself (their hooks in `OpDef`, static methods over
/// `(&Ir, OpId)`); any other interface `interfaces = [...]` lists is a trait declared with
/// `rods::op_interface!`, which the op's typed view implements and `OpDef::interfaces` casts
/// to.
pub const WIRED_OP_INTERFACES: &[&str] = &[
    "OpAsmOpInterface",
    "BranchOpInterface",
    "RegionKindInterface",
    "MemoryEffectOpInterface",
    "SymbolUserOpInterface",
];

impl OpDecl {
    /// Whether the op has exactly one result, not optional nor variadic (MLIR's `OneResult`):
    /// its folder then returns one `OpFoldResult` (`fold(FoldAdaptor)`), not a list.
    pub fn single_result(&self) -> bool {
        let mut results = self
            .fields
            .iter()
            .filter(|f| matches!(f.kind, OpFieldKind::Result { .. }));
        matches!(
            (results.next(), results.next()),
            (
                Some(OpField {
                    kind: OpFieldKind::Result {
                        arity: Arity::Single,
                        ..
                    },
                    ..
                }),
                None
            )
        )
    }

    /// The interfaces of `interfaces = [...]` declared with `rods::op_interface!` (not in
    /// [`WIRED_OP_INTERFACES`]), in declaration order.
    pub fn castable_interfaces(&self) -> impl Iterator<Item = &Path> {
        self.interfaces.iter().filter(|path| {
            let name = super::traits::trait_name(path);
            !WIRED_OP_INTERFACES.contains(&name.as_str())
        })
    }

    /// The path of interface `name` in `interfaces = [...]` (by its last segment).
    pub fn interface_path(&self, name: &str) -> Option<&Path> {
        find_by_last_segment(&self.interfaces, name)
    }

    /// Whether `interfaces = [...]` lists `name` (by its last path segment).
    pub fn has_interface(&self, name: &str) -> bool {
        self.interface_path(name).is_some()
    }

    /// Whether `traits = [...]` lists `name` (by its last path segment).
    pub fn has_trait(&self, name: &str) -> bool {
        self.trait_path(name).is_some()
    }

    /// The path of trait `name` in `traits = [...]` (by its last segment).
    pub fn trait_path(&self, name: &str) -> Option<&Path> {
        find_by_last_segment(&self.traits, name)
    }

    /// Whether the op declares `InferTypeOpInterface` (its `infer_return_types` gives the
    /// result types).
    pub fn infers_result_types(&self) -> bool {
        self.has_trait("InferTypeOpInterface")
    }

    /// The segment sizes property of the operands (with `results`, the results) when the op
    /// has `AttrSizedOperandSegments` (`AttrSizedResultSegments`).
    pub fn segment_sizes_name(&self, results: bool) -> Option<&'static str> {
        if results {
            self.has_trait("AttrSizedResultSegments")
                .then_some("resultSegmentSizes")
        } else {
            self.has_trait("AttrSizedOperandSegments")
                .then_some("operandSegmentSizes")
        }
    }

    /// Whether the operand (or result) groups are sized alike (`SameVariadicOperandSize`,
    /// `SameVariadicResultSize`): several variable-length groups share the values left by the
    /// single ones equally.
    pub fn same_variadic_size(&self, results: bool) -> bool {
        if results {
            self.has_trait("SameVariadicResultSize")
        } else {
            self.has_trait("SameVariadicOperandSize")
        }
    }

    /// The field named `name` in the format.
    pub fn field(&self, name: &str) -> Option<&OpField> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// Fields of one kind, in declaration order (e.g. the operands).
    pub fn fields_where(&self, pred: impl Fn(&OpFieldKind) -> bool) -> Vec<&OpField> {
        self.fields.iter().filter(|f| pred(&f.kind)).collect()
    }
}

/// The first of `paths` whose last segment is `name` (`traits::Symbol` is `Symbol`).
fn find_by_last_segment<'p>(paths: &'p [Path], name: &str) -> Option<&'p Path> {
    paths
        .iter()
        .find(|p| p.segments.last().is_some_and(|s| s.ident == name))
}

/// Builds an op declaration from the macro arguments and the struct; every syntax error is
/// recorded in `cx` (`check` validates the rest). Returns `None` when the item is not a struct.
pub fn op_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<OpDecl> {
    let kind = MacroKind::Op;
    let args = parse_args(cx, kind, args);
    let mut item = parse_struct(cx, kind, item)?;
    let mut fields = Vec::new();
    for (field, helpers) in take_field_attrs(&mut item) {
        let (kind_attr, opts) = field_helpers(cx, &helpers);
        if let Some(ident) = field.ident.clone() {
            fields.push(op_field(ident, &field, kind_attr, opts));
        }
    }
    let name = args.name.unwrap_or_else(QualifiedName::unparsed);
    let format = parse_format(cx, args.format);
    Some(OpDecl {
        item,
        name,
        format,
        traits: args.list.unwrap_or_default(),
        trait_args: args.list_args,
        interfaces: args.op_interfaces.unwrap_or_default(),
        summary: args.summary,
        verify: args.verify,
        verify_regions: args.verify_regions,
        custom_assembly: args.custom_assembly,
        fold: args.fold,
        canonicalize: args.canonicalize,
        canonicalizer: args.canonicalizer,
        tracked: args.tracked.is_some(),
        fields,
    })
}

/// The helper attribute that says what a field is (`#[operand(...)]`; none for an attribute)
/// and its options.
fn field_helpers<'h>(
    cx: &Ctxt,
    helpers: &'h [syn::Attribute],
) -> (Option<&'h syn::Attribute>, FieldOptions) {
    let mut opts = FieldOptions::default();
    let mut kind_attr: Option<&syn::Attribute> = None;
    for attr in helpers {
        let Some(attr_name) = attr.path().get_ident().map(ToString::to_string) else {
            continue;
        };
        if attr_name == "param" {
            // Why: `#[param]` belongs to attributes; on an op it would be silently meaningless.
            cx.error_spanned_by(
                attr,
                "`#[param]` is for `#[dialect_attr]` parameters; op fields take `#[attr]`, `#[operand]`, `#[result]`, `#[region]` or `#[successor]`",
            );
            continue;
        }
        // Why: a field is one thing: `#[operand] #[result] x` has no meaning, and with
        // `#[attr(name = "a")] #[attr(default = 1)]` one would silently override the other.
        if let Some(prev) = kind_attr {
            if prev.path().is_ident(&attr_name) {
                cx.error_spanned_by(
                    attr,
                    format!(
                        "duplicate `#[{attr_name}]`: put all options in one `#[{attr_name}(...)]`"
                    ),
                );
                continue;
            }
            cx.error_spanned_by(
                attr,
                format!(
                    "conflicting field kinds: `#[{}]` and `#[{attr_name}]` on the same field",
                    prev.path().to_token_stream()
                ),
            );
            continue;
        }
        kind_attr = Some(attr);
        let allowed: &[&str] = match attr_name.as_str() {
            "attr" => &["name", "default"],
            "operand" => &["name", "type", "segments", "effects"],
            "result" => &["name", "type", "effects"],
            "successor" => &["name", "operands"],
            "region" => &["name", "constraint"],
            _ => &["name"],
        };
        opts = parse_field_options(cx, attr, allowed);
    }
    (kind_attr, opts)
}

/// The model of one named field, from its helper attribute and options.
fn op_field(
    ident: Ident,
    field: &Field,
    kind_attr: Option<&syn::Attribute>,
    opts: FieldOptions,
) -> OpField {
    let (name, name_span) = field_name(field, &opts);
    let kind_name = kind_attr
        .and_then(|a| a.path().get_ident())
        .map_or_else(|| "attr".to_owned(), ToString::to_string);
    let option_arg = generic_arg(&field.ty, "Option");
    let vec_arg = generic_arg(&field.ty, "Vec");
    let arity = match (option_arg, vec_arg) {
        (Some(_), _) => Arity::Optional,
        (_, Some(_)) => Arity::Variadic,
        _ => Arity::Single,
    };
    let mut value_ty = field.ty.clone();
    let kind = match kind_name.as_str() {
        "attr" => {
            if let Some(inner) = option_arg {
                value_ty = inner.clone();
            }
            // A `UnitAttr` with a `default` is recorded as a unit attribute (check rejects
            // it); `Option<T>` with a `default` is MLIR's `DefaultValuedOptionalAttr`: absent
            // unless given, read and elided like a default-valued one.
            match (&opts.default, option_arg) {
                _ if last_segment_is(&value_ty, "UnitAttr") => OpFieldKind::UnitAttribute,
                (Some(expr), _) => {
                    OpFieldKind::Attribute(Presence::Default(Box::new(expr.clone())))
                }
                (_, Some(_)) => OpFieldKind::Attribute(Presence::Optional),
                (None, None) => OpFieldKind::Attribute(Presence::Required),
            }
        }
        _ => {
            if let Some(inner) = option_arg.or(vec_arg) {
                value_ty = inner.clone();
            }
            // `Vec<Vec<Value>>` of a variadic-of-variadic group: the values are `Value`s.
            if opts.segments.is_some()
                && let Some(inner) = generic_arg(&value_ty, "Vec")
            {
                value_ty = inner.clone();
            }
            let constraint = opts.ty;
            match kind_name.as_str() {
                "operand" => OpFieldKind::Operand { arity, constraint },
                "result" => OpFieldKind::Result { arity, constraint },
                // An `Option<...>` region or successor is recorded as is; check rejects it.
                "region" => OpFieldKind::Region { arity, constraint },
                "successor" => OpFieldKind::Successor { arity },
                _ => OpFieldKind::Attribute(Presence::Required),
            }
        }
    };
    OpField {
        ident,
        name,
        name_span,
        ty: field.ty.clone(),
        value_ty,
        kind,
        forwarded: opts.operands,
        segments: opts.segments,
        effects: opts.effects.unwrap_or_default(),
        default: opts.default,
    }
}
