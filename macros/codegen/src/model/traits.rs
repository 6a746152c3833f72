//! The op traits of `traits = [...]` other than the type relations (`relations.rs`): MLIR's
//! `OpBase.td` catalogue as far as the runtime acts on it, and what each trait says
//! ([`OpTraitKind`]). `HasParent(P)`, `ParentOneOf([P, Q])` and `SingleBlockImplicitTerminator(T)`
//! name ops by their Rust type (a `#[dialect_op]` struct) or by their full name (`"builtin.module"`).

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Path};

use super::args::TraitArgs;

/// What a trait of the catalogue says.
#[derive(Clone, Debug)]
pub enum OpTraitKind {
    /// Sets the `OpTraits` fields named (`Commutative` → `commutative`; `Pure` →
    /// `memory_effects: None` and `speculatable`).
    Flags(&'static [(&'static str, Flag)]),
    /// `HasParent(P)` / `ParentOneOf([P, Q])`: the ops that may hold this one.
    Parents(Vec<OpRef>),
    /// `SingleBlockImplicitTerminator(T)`: `SingleBlock`, and regions end with `T`.
    ImplicitTerminator(OpRef),
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments` (the op's segment sizes).
    Segments,
    /// `MemoryEffects([MemRead, MemWrite])`: effects of the op as a whole.
    Effects(Vec<super::effects::EffectSpec>),
}

/// The value an `OpTraits` field is set to.
#[derive(Clone, Copy, Debug)]
pub enum Flag {
    /// `true`.
    True,
    /// A `MemoryEffects` variant.
    Memory(&'static str),
    /// A `Speculatability` variant.
    Speculation(&'static str),
}

/// An op named in a trait's arguments.
#[derive(Clone, Debug)]
pub enum OpRef {
    /// A Rust type declared with `#[dialect_op]` (its `OPERATION_NAME`).
    Type(Path),
    /// The full name of an op, `"builtin.module"`.
    Name(syn::LitStr),
}

/// A trait of the catalogue: its name, whether its verifier is structural (MLIR's
/// `StructuralOpTrait`: verified before the op's own constraints), and what it says.
struct Entry {
    name: &'static str,
    structural: bool,
    flags: &'static [(&'static str, Flag)],
}

const fn entry(name: &'static str, flags: &'static [(&'static str, Flag)]) -> Entry {
    Entry {
        name,
        structural: false,
        flags,
    }
}

const fn structural(name: &'static str, flags: &'static [(&'static str, Flag)]) -> Entry {
    Entry {
        name,
        structural: true,
        flags,
    }
}

const ELEMENTWISE: &[(&str, Flag)] = &[("elementwise", Flag::True)];

/// The catalogue (flags only; the traits with arguments are matched by name below).
const CATALOGUE: &[Entry] = &[
    entry("Symbol", &[("symbol", Flag::True)]),
    entry("SymbolTable", &[("symbol_table", Flag::True)]),
    entry("IsolatedFromAbove", &[("isolated_from_above", Flag::True)]),
    structural("NoTerminator", &[("no_terminator", Flag::True)]),
    structural("SingleBlock", &[("single_block", Flag::True)]),
    entry("Terminator", &[("terminator", Flag::True)]),
    structural("NoRegionArguments", &[("no_region_arguments", Flag::True)]),
    entry("Elementwise", ELEMENTWISE),
    entry("Scalarizable", ELEMENTWISE),
    entry("Vectorizable", ELEMENTWISE),
    entry("Tensorizable", ELEMENTWISE),
    entry("ElementwiseMappable", ELEMENTWISE),
    entry(
        "ResultsAreFloatLike",
        &[("results_are_float_like", Flag::True)],
    ),
    entry("Commutative", &[("commutative", Flag::True)]),
    entry("Idempotent", &[("idempotent", Flag::True)]),
    entry("Involution", &[("involution", Flag::True)]),
    entry("ConstantLike", &[("constant_like", Flag::True)]),
    entry("ReturnLike", &[("return_like", Flag::True)]),
    entry(
        "AutomaticAllocationScope",
        &[("automatic_allocation_scope", Flag::True)],
    ),
    entry("AffineScope", &[("affine_scope", Flag::True)]),
    // Gives `RegionKindInterface`'s method: every region a graph region.
    entry("HasOnlyGraphRegion", &[]),
    // The op's region runs in parallel (`scf.parallel`, `scf.forall`): recorded for passes,
    // nothing to verify.
    entry("HasParallelRegion", &[]),
    entry(
        "Pure",
        &[
            ("memory_effects", Flag::Memory("None")),
            ("speculatable", Flag::Speculation("Speculatable")),
        ],
    ),
    entry(
        "NoMemoryEffect",
        &[("memory_effects", Flag::Memory("None"))],
    ),
    // `MemoryEffects([MemRead])`: ODS's `MemoryEffects<[MemRead]>` (`effects.rs`).
    entry("MemoryEffects", &[]),
    entry(
        "RecursiveMemoryEffects",
        &[("memory_effects", Flag::Memory("Recursive"))],
    ),
    entry(
        "AlwaysSpeculatable",
        &[("speculatable", Flag::Speculation("Speculatable"))],
    ),
    // An op interface in MLIR (`getSpeculatability`, C++ the op supplies): rods records
    // nothing, so such an op counts as not speculatable (`arith.divui`).
    entry("ConditionallySpeculatable", &[]),
    entry(
        "RecursivelySpeculatable",
        &[("speculatable", Flag::Speculation("RecursivelySpeculatable"))],
    ),
    // Result type inference (`relations.rs`, `infer.rs` at run time).
    entry("InferTypeOpInterface", &[]),
    entry("FirstAttrDerivedResultType", &[]),
    structural("AttrSizedOperandSegments", &[]),
    structural("AttrSizedResultSegments", &[]),
    // Several variable-length groups of one size each (`segments.rs` at run time).
    structural("SameVariadicOperandSize", &[]),
    structural("SameVariadicResultSize", &[]),
    structural("HasParent", &[]),
    structural("ParentOneOf", &[]),
    structural("SingleBlockImplicitTerminator", &[]),
];

/// The names of the catalogue's traits, for messages.
pub fn names() -> impl Iterator<Item = &'static str> {
    CATALOGUE.iter().map(|e| e.name)
}

/// Whether `name` is a trait of the catalogue.
pub fn is_known(name: &str) -> bool {
    CATALOGUE.iter().any(|e| e.name == name)
}

/// Whether the verifier of trait `name` is structural (verified before the op's constraints).
pub fn is_structural(name: &str) -> bool {
    CATALOGUE.iter().any(|e| e.name == name && e.structural)
}

/// The last segment of a trait path.
pub fn trait_name(path: &Path) -> String {
    path.segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default()
}

fn op_ref(e: &Expr, usage: &str) -> Result<OpRef, (Span, String)> {
    match e {
        Expr::Path(p) if p.qself.is_none() => Ok(OpRef::Type(p.path.clone())),
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Ok(OpRef::Name(s.clone())),
            _ => Err((e.span(), usage.to_owned())),
        },
        _ => Err((e.span(), usage.to_owned())),
    }
}

/// What trait `path` (with its arguments) says; `Ok(None)` when it is not in the catalogue,
/// `Err` (span, message) when its arguments are malformed.
pub fn op_trait(
    path: &Path,
    args: Option<&TraitArgs>,
) -> Result<Option<OpTraitKind>, (Span, String)> {
    let name = trait_name(path);
    let Some(entry) = CATALOGUE.iter().find(|e| e.name == name) else {
        return Ok(None);
    };
    let one = |usage: &str| -> Result<OpRef, (Span, String)> {
        match args.map(|a| a.args.as_slice()) {
            Some([e]) => op_ref(e, usage),
            Some(_) => Err((
                args.map_or_else(|| path.span(), |a| a.span),
                usage.to_owned(),
            )),
            None => Err((path.span(), format!("`{name}` needs an argument: {usage}"))),
        }
    };
    let kind = match name.as_str() {
        "HasParent" => OpTraitKind::Parents(vec![one(
            "expected `HasParent(ParentOp)` or `HasParent(\"dialect.op\")`",
        )?]),
        "SingleBlockImplicitTerminator" => OpTraitKind::ImplicitTerminator(one(
            "expected `SingleBlockImplicitTerminator(TerminatorOp)` or `SingleBlockImplicitTerminator(\"dialect.op\")`",
        )?),
        "ParentOneOf" => {
            let usage = "expected `ParentOneOf([ParentOp, \"dialect.op\", ...])`: a list of ops";
            let Some(a) = args else {
                return Err((path.span(), format!("`{name}` needs arguments: {usage}")));
            };
            let [Expr::Array(array)] = a.args.as_slice() else {
                return Err((a.span, usage.to_owned()));
            };
            if array.elems.is_empty() {
                return Err((a.span, usage.to_owned()));
            }
            let ops = array
                .elems
                .iter()
                .map(|e| op_ref(e, usage))
                .collect::<Result<Vec<_>, _>>()?;
            OpTraitKind::Parents(ops)
        }
        "MemoryEffects" => {
            let usage = "expected `MemoryEffects([MemRead, MemWrite])`: a list of effects";
            let Some(a) = args else {
                return Err((path.span(), format!("`{name}` needs arguments: {usage}")));
            };
            let [list] = a.args.as_slice() else {
                return Err((a.span, usage.to_owned()));
            };
            OpTraitKind::Effects(super::effects::effect_list(list)?)
        }
        _ => {
            if let Some(a) = args {
                return Err((a.span, format!("`{name}` takes no arguments")));
            }
            if name.starts_with("AttrSized") {
                OpTraitKind::Segments
            } else {
                OpTraitKind::Flags(entry.flags)
            }
        }
    };
    Ok(Some(kind))
}

/// What the reference documentation lists for trait `name` (as `mlir-tblgen -gen-dialect-doc`
/// lists the ODS trait): the traits, interfaces and memory effects it stands for. A trait
/// not named here is listed as a trait, by its name.
pub fn doc_entries(
    name: &str,
) -> Option<(
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
)> {
    const NO_EFFECT: &str = "NoMemoryEffect (MemoryEffectOpInterface)";
    const SPECULATABLE: &str = "ConditionallySpeculatable";
    const EFFECT: &[&str] = &["MemoryEffects::Effect{}"];
    Some(match name {
        "Symbol" => (&[], &["Symbol"], &[]),
        "InferTypeOpInterface" => (&[], &["InferTypeOpInterface"], &[]),
        "Pure" => (
            &["AlwaysSpeculatableImplTrait"],
            &[SPECULATABLE, NO_EFFECT],
            EFFECT,
        ),
        "NoMemoryEffect" => (&[], &[NO_EFFECT], EFFECT),
        "AlwaysSpeculatable" => (&["AlwaysSpeculatableImplTrait"], &[SPECULATABLE], &[]),
        "RecursivelySpeculatable" => (&["RecursivelySpeculatableImplTrait"], &[SPECULATABLE], &[]),
        "ReturnLike" => (&["ReturnLike"], &["RegionBranchTerminatorOpInterface"], &[]),
        "SingleBlockImplicitTerminator" => (&["SingleBlock"], &[], &[]),
        _ => return None,
    })
}
