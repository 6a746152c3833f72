//! The static definitions of registered operations, dialect attributes and dialect types
//! (MLIR's `OperationName::Impl`, `AbstractAttribute` and `AbstractType`): names, traits,
//! inherent attributes and the hooks `#[dialect_op]` / `#[dialect_attr]` / `#[dialect_type]`
//! generate, which the parser, the printer and the verifier call through plain function
//! pointers.
//!
//! **The one knot of the layering.** A hook receives the parser or reports a diagnostic, so
//! its signature names [`Parser`] (`syntax`) and [`Diagnostic`] / [`ParseResult`] (`diag`), from
//! layers above `ir`, while the parser holds the [`Registry`](crate::dialect::Registry) of
//! these definitions. Only type names cross upwards, here and nowhere else in `ir`: no code of
//! `ir` calls into `diag` or `syntax`. MLIR ties the same knot with the virtual `OpAsmParser`
//! interface; function pointers over the concrete parser keep it without a virtual call. An
//! op's canonicalization patterns ([`CanonicalizerFn`]) name the pass layer's
//! [`PatternSet`](crate::pass::PatternSet) the same way, for the canonicalizer to call.

use std::any::{Any, TypeId};
use std::borrow::Cow;

use super::doc::{DefDoc, OpDoc};
use super::print::Printer;
use super::{Attribute, Ir, Location, NamedAttribute, OpId, OperationState, RegionId, Type, Value};
use crate::diag::{Diagnostic, ParseResult};
use crate::syntax::parser::Parser;

/// Parses the custom form of an op after its name (MLIR's `parse(OpAsmParser&, OperationState&)`).
pub type ParseOpFn = fn(&mut Parser<'_>, &mut OperationState) -> ParseResult;
/// Prints the custom form of an op after its name (MLIR's `print(OpAsmPrinter&)`).
pub type PrintOpFn = fn(&mut Printer<'_>, OpId);
/// Whether an op's custom printer prints its inherent attribute `name` (the alias walk visits
/// only those, as MLIR's walk runs the custom printer).
pub type PrintsAttrFn = fn(&Ir, OpId, &str) -> bool;
/// Verifies an op's invariants (MLIR's `verifyInvariants` + `verify`); returns the first failure.
pub type VerifyOpFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;
/// Names an op's results for the printer (MLIR's `OpAsmOpInterface::getAsmResultNames`): calls
/// `set_name(result, name)` for the results it names (`%c42_i32`, `%generated`).
pub type AsmResultNamesFn = fn(&Ir, OpId, &mut dyn FnMut(Value, &str));
/// Names the entry block arguments of one of an op's regions for the printer (MLIR's
/// `OpAsmOpInterface::getAsmBlockArgumentNames`).
pub type AsmBlockArgNamesFn = fn(&Ir, RegionId, &mut dyn FnMut(Value, &str));

/// The printer hooks of an op implementing `OpAsmOpInterface`
/// ([`rods::ods::OpAsmOpInterface`](crate::ods::OpAsmOpInterface)); its default dialect is
/// [`OpTraits::default_dialect`].
#[derive(Clone, Copy, Debug)]
pub struct OpAsmHooks {
    /// Result names.
    pub result_names: AsmResultNamesFn,
    /// Entry block argument names, per region.
    pub block_arg_names: AsmBlockArgNamesFn,
}

/// One op interface an op implements beyond `OpAsmOpInterface`, as
/// `#[dialect_op(…, interfaces = [I])]` records it (MLIR's interface map of an
/// `OperationName`): which interface, and how to reach the op's implementation.
#[derive(Clone, Copy, Debug)]
pub struct OpInterfaceEntry {
    /// The type id of the interface's trait object, `TypeId::of::<dyn I>`.
    pub id: fn() -> TypeId,
    /// Fills `slot`, an `Option<Box<dyn I>>`, with the implementation: the op's typed view
    /// (`from_op`), `None` when the op does not satisfy its declaration.
    pub cast: fn(&Ir, OpId, &mut dyn Any),
}

/// `SymbolUserOpInterface`'s check of an op's symbol references (MLIR's `verifySymbolUses`),
/// looking symbols up through the collection, which caches each symbol table it reads.
pub type VerifySymbolUsesFn =
    fn(&Ir, OpId, &mut crate::ods::SymbolTableCollection) -> Result<(), Diagnostic>;

/// The operands an op with successors forwards to its successor #`index` (MLIR's
/// `BranchOpInterface::getSuccessorOperands`).
pub type SuccessorOperandsFn = fn(&Ir, OpId, usize) -> SuccessorOperands;

/// What a branch passes to one successor's block arguments (MLIR's `SuccessorOperands`): the
/// first `produced` arguments are produced by the op itself, the rest are the op's operands
/// `forwarded` (a range of its operand list).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the op produces itself (MLIR's
    /// `getProducedOperandCount`; 0 for a plain branch).
    pub produced: usize,
    /// The forwarded operands: `ir.op(op).operands[forwarded]`.
    pub forwarded: std::ops::Range<usize>,
    /// When the forwarded operands are entry `.1` of a variadic-of-variadic group, the name of
    /// the property holding that group's sizes (`cf.switch`'s `case_operand_segments`; MLIR's
    /// `MutableOperandRange::OperandSegment`): erasing one of them shrinks that entry as well
    /// as the op's `operandSegmentSizes`.
    pub sub_segment: Option<(&'static str, usize)>,
}

impl SuccessorOperands {
    /// The operands `forwarded`, none produced.
    pub fn forwarded(forwarded: std::ops::Range<usize>) -> SuccessorOperands {
        SuccessorOperands {
            produced: 0,
            forwarded,
            sub_segment: None,
        }
    }

    /// These operands as entry `index` of the variadic-of-variadic group whose sizes the
    /// property `sizes` holds ([`SuccessorOperands::sub_segment`]).
    pub fn in_sub_segment(self, sizes: &'static str, index: usize) -> SuccessorOperands {
        SuccessorOperands {
            sub_segment: Some((sizes, index)),
            ..self
        }
    }

    /// The number of block arguments the successor receives (produced and forwarded).
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor receives no argument.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The kind of a region (MLIR's `RegionKind`): whether its ops obey SSA dominance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// A control-flow graph of blocks: a value is used only where its definition dominates
    /// (before the use in the same block, or in a dominating block).
    SsaCfg,
    /// A graph region (`builtin.module`'s): at most one block, ops in any order.
    Graph,
}

/// The kind of the op's region #`index` (MLIR's `RegionKindInterface::getRegionKind`).
pub type RegionKindFn = fn(usize) -> RegionKind;

/// Parses what follows `#dialect.mnemonic` (MLIR's `Attr::parse(AsmParser&, Type)`).
pub type ParseAttrFn = fn(&mut Parser<'_>) -> ParseResult<Attribute>;
/// Parses what follows `!dialect.mnemonic` (MLIR's `Type::parse(AsmParser&)`).
pub type ParseTypeFn = fn(&mut Parser<'_>) -> ParseResult<Type>;
/// A dialect's check of an op's discardable attribute named `dialect.…` (MLIR's
/// `Dialect::verifyOperationAttribute`): the error, with the op it is reported at, whose «see
/// current operation» note the verifier attaches (MLIR's `op->emitError()`), or `None` for an
/// error reported at a location alone (`emitError(loc)`, no note).
pub type VerifyOperationAttributeFn =
    fn(&Ir, OpId, &NamedAttribute) -> Result<(), (Option<OpId>, Diagnostic)>;

/// A dialect's check of an attribute named `dialect.…` on an argument or a result of one of an
/// op's regions (MLIR's `Dialect::verifyRegionArgAttribute` / `verifyRegionResultAttribute`,
/// ODS's `hasRegionArgAttrVerify` / `hasRegionResultAttrVerify`): the op, the region's index,
/// the argument's or result's index, and the attribute. A function op's verifier calls it for
/// each entry of its `arg_attrs` / `res_attrs` dictionaries ([`verify_function_op`](crate::ods::verify_function_op));
/// the error is reported at the op with its «see current operation» note.
pub type VerifyRegionAttributeFn =
    fn(&Ir, OpId, usize, usize, &NamedAttribute) -> Result<(), Diagnostic>;

/// What a fold gives for one result of an op (MLIR's `OpFoldResult`): a constant, which the
/// op's dialect materializes as an op ([`Dialect::materialize_constant`]), or an existing value.
#[derive(Clone, Debug, PartialEq)]
pub enum OpFoldResult {
    /// The result is this constant.
    Attr(Attribute),
    /// The result is this value (the op's own result: the op was updated in place).
    Value(Value),
}

/// An op's folder (ODS's `hasFolder`; `#[dialect_op(…, fold)]` makes it from the op's own
/// `fn fold`): the IR, the op, the constant value of each operand (`None`: not a constant), and
/// where to put one [`OpFoldResult`] per result. Returns whether it folded (MLIR's
/// `LogicalResult`); folded with no results pushed means «updated in place».
pub type FoldFn = fn(&mut Ir, OpId, &[Option<Attribute>], &mut Vec<OpFoldResult>) -> bool;

/// An op's canonicalization patterns (ODS's `hasCanonicalizer` and `hasCanonicalizeMethod`,
/// MLIR's `getCanonicalizationPatterns`; `#[dialect_op(…, canonicalizer)]` makes it from the
/// op's own `fn canonicalization_patterns`, `#[dialect_op(…, canonicalize)]` from its own `fn
/// canonicalize`): adds them to the canonicalizer's set.
pub type CanonicalizerFn = fn(&mut crate::pass::PatternSet);

/// A dialect's `materializeConstant`: a detached op of the dialect whose one result of type
/// `ty` is the constant `value` (a `ConstantLike` op), or `None` when it cannot make one.
pub type MaterializeConstantFn = fn(&mut Ir, &Attribute, &Type, Location) -> Option<OpId>;

/// Traits an op can carry that the runtime acts on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpTraits {
    /// `Symbol`: has a `sym_name` string attribute; registered in the enclosing symbol table.
    pub symbol: bool,
    /// `SymbolTable`: its single region's symbols must be unique (`builtin.module`).
    pub symbol_table: bool,
    /// `IsolatedFromAbove`.
    pub isolated_from_above: bool,
    /// `NoTerminator`: its blocks need no terminator.
    pub no_terminator: bool,
    /// `SingleBlock`.
    pub single_block: bool,
    /// `Terminator` (MLIR's `IsTerminator`): may end a block; must be the last op of its block.
    pub terminator: bool,
    /// `OpAsmOpInterface::getDefaultDialect`: the dialect whose prefix ops directly inside the
    /// op's regions drop in the custom form (`Some("builtin")` for `builtin.module`, so a nested
    /// module prints as `module`), and which the parser tries for a custom op spelled without
    /// a prefix there. `None`: no default, names are printed and must be spelled in full.
    pub default_dialect: Option<&'static str>,
    /// `HasParent<…>` / `ParentOneOf<[…]>`: the names of the ops that may directly hold this
    /// op; empty when any op may.
    pub parents: &'static [&'static str],
    /// `SingleBlockImplicitTerminator<…>`: the name of the op each of its regions ends with.
    /// A custom format inserts it when a parsed region lacks it, and leaves it out when it has
    /// no operands, results or attributes.
    pub implicit_terminator: Option<&'static str>,
    /// `NoRegionArguments`: its regions' entry blocks have no arguments.
    pub no_region_arguments: bool,
    /// `Elementwise`: vector/tensor operands and results all have the same shape.
    pub elementwise: bool,
    /// `ResultsAreFloatLike`: every result is a float or a vector/tensor of floats.
    pub results_are_float_like: bool,
    /// `Commutative` (MLIR's `IsCommutative`): `x op y == y op x`.
    pub commutative: bool,
    /// `Idempotent`: `op op x == op x` (unary), `x op x == x` (binary).
    pub idempotent: bool,
    /// `Involution`: `op op x == x`.
    pub involution: bool,
    /// `ConstantLike`: materializes a constant (its value is an attribute, it has no operands).
    pub constant_like: bool,
    /// `ReturnLike` (`RegionBranchTerminatorOpInterface` with all operands forwarded): returns
    /// its operands to the parent op.
    pub return_like: bool,
    /// `AutomaticAllocationScope`: stack allocations in its regions are freed when it exits.
    pub automatic_allocation_scope: bool,
    /// `AffineScope`: a new top-level scope for affine symbols.
    pub affine_scope: bool,
    /// The op's memory effects (`Pure`, `NoMemoryEffect`, `RecursiveMemoryEffects`, and the
    /// effects declared by `MemoryEffects([MemRead])` or on operands and results).
    pub memory_effects: MemoryEffects,
    /// Speculation (`Pure`, `AlwaysSpeculatable`, `RecursivelySpeculatable`).
    pub speculatable: Speculatability,
}

/// What an op declares of its memory effects: whether it implements MLIR's
/// `MemoryEffectOpInterface` (and with which effects), or has `HasRecursiveMemoryEffects`.
/// [`rods::ods::effects`](crate::ods::effects) answers the queries passes ask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MemoryEffects {
    /// Nothing declared: any effect is possible (what MLIR assumes of an op without the
    /// interface).
    #[default]
    Unknown,
    /// `NoMemoryEffect` (and `Pure`): the op reads and writes no memory.
    None,
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in its regions.
    Recursive,
    /// The effects ODS declares (`MemoryEffects([MemRead])` in the traits, then
    /// `#[operand(effects = [...])]` and `#[result(effects = [...])]` in field order), or, for
    /// an op whose `MemoryEffectOpInterface` is C++ (`DeclareOpInterfaceMethods`), those it may
    /// have; [`OpDef::effects`] gives them on an op's values.
    Declared(&'static [EffectDecl]),
}

/// A kind of memory effect (MLIR's `MemoryEffects::Effect` subclasses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// `MemAlloc`: allocates the resource (no visible read or write).
    Allocate,
    /// `MemFree`: frees it.
    Free,
    /// `MemRead`: reads it.
    Read,
    /// `MemWrite`: writes it.
    Write,
}

/// The resource an effect acts on (MLIR's `SideEffects::Resource`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectResource {
    /// `DefaultResource`.
    Default,
    /// `AutomaticAllocationScopeResource`: the stack of the enclosing
    /// `AutomaticAllocationScope` (`memref.alloca`).
    AutomaticAllocationScope,
}

impl EffectResource {
    /// The C++ class, as the reference documentation names it
    /// (`::mlir::SideEffects::DefaultResource`).
    pub fn cpp_name(self) -> &'static str {
        match self {
            EffectResource::Default => "::mlir::SideEffects::DefaultResource",
            EffectResource::AutomaticAllocationScope => {
                "::mlir::SideEffects::AutomaticAllocationScopeResource"
            }
        }
    }
}

/// What a declared effect applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectOn {
    /// The op as a whole (`MemoryEffects([...])` in the traits): no value.
    Op,
    /// Each value of the op's operand group #`n` (ODS's `Arg<..., [MemRead]>`).
    OperandGroup(usize),
    /// Each value of the op's result group #`n` (ODS's `Res<..., [MemAlloc]>`).
    ResultGroup(usize),
}

/// One memory effect as ODS declares it (`MemWrite<DefaultResource, 0, FullEffect>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectDecl {
    /// The effect.
    pub effect: Effect,
    /// The op, or an operand or result group.
    pub on: EffectOn,
    /// The resource.
    pub resource: EffectResource,
    /// The stage at which it happens, relative to the op's other effects (ODS's `stage`).
    pub stage: u32,
    /// `FullEffect`: it acts on the whole value, not part of it (ODS's `EffectRange`).
    pub full: bool,
}

/// One effect of one op (MLIR's `EffectInstance<MemoryEffects::Effect>`): on a value of the
/// op, or on none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// The effect.
    pub effect: Effect,
    /// The operand or result it acts on; `None` for an effect of the op as a whole.
    pub value: Option<Value>,
    /// The resource.
    pub resource: EffectResource,
    /// The stage.
    pub stage: u32,
    /// `FullEffect`.
    pub full: bool,
}

impl EffectInstance {
    /// The instance of `decl` on `value`.
    pub fn of(decl: &EffectDecl, value: Option<Value>) -> EffectInstance {
        EffectInstance {
            effect: decl.effect,
            value,
            resource: decl.resource,
            stage: decl.stage,
            full: decl.full,
        }
    }
}

/// MLIR's `MemoryEffectOpInterface::getEffects`: appends the effects of `op` (see
/// [`OpDef::effects`]).
pub type EffectsFn = fn(&Ir, OpId, &mut Vec<EffectInstance>);

/// What an op's traits say of speculative execution (MLIR's `ConditionallySpeculatable`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speculatability {
    /// Nothing declared: not speculatable.
    #[default]
    NotSpeculatable,
    /// `AlwaysSpeculatable` (and `Pure`).
    Speculatable,
    /// `RecursivelySpeculatable`: speculatable when the ops in its regions are.
    RecursivelySpeculatable,
}

impl OpTraits {
    /// No traits (usable in a `static`).
    pub const NONE: OpTraits = OpTraits {
        symbol: false,
        symbol_table: false,
        isolated_from_above: false,
        no_terminator: false,
        single_block: false,
        terminator: false,
        default_dialect: None,
        parents: &[],
        implicit_terminator: None,
        no_region_arguments: false,
        elementwise: false,
        results_are_float_like: false,
        commutative: false,
        idempotent: false,
        involution: false,
        constant_like: false,
        return_like: false,
        automatic_allocation_scope: false,
        affine_scope: false,
        memory_effects: MemoryEffects::Unknown,
        speculatable: Speculatability::NotSpeculatable,
    };
}

/// The static definition of a registered operation.
#[derive(Debug)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Names of inherent attributes (properties), in declaration order. In a custom form's
    /// attr-dict these names are moved to properties; in the generic form they go in `<{…}>`.
    pub inherent_attrs: &'static [&'static str],
    /// The kinds of the inherent attributes, for property conversion of the generic form
    /// (`<{objects = 1}>` is «Invalid attribute `objects` in property conversion») and the
    /// verifier. May be empty (no checks).
    pub property_specs: &'static [AttrSpec],
    /// Custom-form parser; `None` when the op has no assembly format (generic form only).
    pub parse: Option<ParseOpFn>,
    /// Custom-form printer; `None` prints the generic form.
    pub print: Option<PrintOpFn>,
    /// Which inherent attributes the custom printer prints, when it leaves some out of its
    /// attr-dict by value (`vector.transfer_read`'s minor-identity `permutation_map`), so that
    /// the alias walk does not give them an alias; `None`: all of them.
    pub prints_attr: Option<PrintsAttrFn>,
    /// Invariant verifier: MLIR's `verifyInvariants` (the structural traits, the constraints of
    /// the declaration, the other traits) followed by the op's own `verify()` (ODS's
    /// `hasVerifier`).
    pub verify: VerifyOpFn,
    /// Region verifier, run once the ops in the op's regions have been verified: MLIR's
    /// `verifyRegionInvariants` after the region traits the runtime checks itself
    /// (`SingleBlockImplicitTerminator`, `IsolatedFromAbove`, `SymbolTable`), i.e. the op's own
    /// `verifyRegions()` (ODS's `hasRegionVerifier`).
    pub verify_regions: Option<VerifyOpFn>,
    /// `OpAsmOpInterface`'s names of results and block arguments, for the custom form.
    pub asm: Option<OpAsmHooks>,
    /// The other op interfaces the op implements, in declaration order (see
    /// [`OpDef::cast_interface`]); the parser, the printer and the verifier's walk never read
    /// it.
    pub interfaces: &'static [OpInterfaceEntry],
    /// `BranchOpInterface`'s operands forwarded to each successor; `None`: the op is not a
    /// branch (its successors' arguments are not checked).
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// `RegionKindInterface`'s kind of each region; `None`: every region is an SSA-CFG region
    /// (MLIR's default for a registered op).
    pub region_kind: Option<RegionKindFn>,
    /// `SymbolUserOpInterface`'s check of the op's symbol references, which the verifier runs
    /// for the users under each symbol table once the table's ops are verified; `None`: the
    /// op refers to no symbol.
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    /// Whether `verify` looks only at the op itself (its name, lists, attributes and the types
    /// of its values; not its parent, its neighbours or the ops in its regions), as the verifiers
    /// `#[dialect_op]` generates do. The parser then runs it as soon as it has built the op,
    /// while the op's data is still in the cache, and the verifier's walk does not run it again
    /// for an op that passed and was not changed since ([`Ir::is_verified`](crate::ir::Ir::is_verified)).
    /// A `Symbol` op's check of its parent is the exception: it finds no parent while the op is
    /// parsed, and the walk makes it for an op verified then.
    pub local_verify: bool,
    /// The op's folder (ODS's `hasFolder`); `None`: only its traits fold it (`Commutative`,
    /// `Idempotent`, `Involution`).
    pub fold: Option<FoldFn>,
    /// The op's canonicalization patterns (ODS's `hasCanonicalizer`, `hasCanonicalizeMethod`),
    /// which `--canonicalize` applies; `None`: it has none.
    pub canonicalizer: Option<CanonicalizerFn>,
    /// Traits.
    pub traits: OpTraits,
    /// Whether the IR lists the ops of this definition as it creates them
    /// ([`Ir::tracked_ops`](crate::ir::Ir::tracked_ops)), for a check that looks for them
    /// across a module without walking it (`#[dialect_op(…, tracked)]`; the gpu dialect's
    /// check of the `gpu.launch_func`s under a `gpu.container_module`).
    pub tracked: bool,
    /// `MemoryEffectOpInterface::getEffects`: the effects of an op of this definition on its
    /// values, when [`OpTraits::memory_effects`] is [`MemoryEffects::Declared`] (generated from
    /// the declaration, or the dialect's own for a C++ `getEffects`); `None` otherwise.
    pub effects: Option<EffectsFn>,
    /// Reference documentation ([`rods::doc`](crate::doc)); nothing else reads it.
    pub doc: &'static OpDoc,
}

/// [`OpDef::NONE`]'s verifier: every op passes.
fn accept_any(_: &Ir, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

impl OpDef {
    /// A definition with nothing but defaults, for one written by hand to spread, so that the
    /// fields added to `OpDef` later keep their defaults: no name (set it), no assembly form
    /// (generic form only), a verifier that accepts every op, no properties, traits,
    /// interfaces, folder, canonicalization patterns or documentation.
    ///
    /// ```
    /// use rods::dialect::OpDef;
    /// fn verify(_: &rods::ir::Ir, _: rods::ir::OpId) -> Result<(), rods::diag::Diagnostic> {
    ///     Ok(())
    /// }
    /// static HAND_OP: OpDef = OpDef { name: "my.op", verify, ..OpDef::NONE };
    /// assert!(HAND_OP.parse.is_none() && !HAND_OP.tracked);
    /// ```
    pub const NONE: OpDef = OpDef {
        name: "",
        summary: "",
        inherent_attrs: &[],
        property_specs: &[],
        parse: None,
        print: None,
        prints_attr: None,
        verify: accept_any,
        verify_regions: None,
        asm: None,
        interfaces: &[],
        successor_operands: None,
        region_kind: None,
        verify_symbol_uses: None,
        local_verify: true,
        fold: None,
        canonicalizer: None,
        traits: OpTraits::NONE,
        tracked: false,
        effects: None,
        doc: &OpDoc::EMPTY,
    };

    /// The default of property `name` ([`AttrSpec::default`]): what an op of this definition
    /// has while it stores no value of its own.
    pub fn property_default(&self, name: &str) -> Option<&'static Attribute> {
        // Only the properties with a default compared by name: most lookups that find no value
        // stored are of optional properties, or of one the op does not declare.
        self.property_specs.iter().find_map(|s| {
            let d = s.default?;
            (std::ptr::eq(s.name, name) || s.name == name).then(d)
        })
    }

    /// Whether any property has a default ([`AttrSpec::default`]).
    #[inline]
    pub fn has_property_defaults(&self) -> bool {
        self.property_specs.iter().any(|s| s.default.is_some())
    }

    /// Whether the op implements the op interface `I` (`def.implements::<dyn CallOpInterface>()`,
    /// MLIR's `isa<I>` on an op of this name).
    pub fn implements<I: ?Sized + 'static>(&self) -> bool {
        let id = TypeId::of::<I>();
        self.interfaces.iter().any(|e| (e.id)() == id)
    }

    /// The implementation of the op interface `I` by `op`, an op of this definition (MLIR's
    /// `dyn_cast<I>`): `None` when the op does not implement `I`, or does not satisfy its
    /// declaration (its typed view cannot be built).
    pub fn cast_interface<I: ?Sized + 'static>(&self, ir: &Ir, op: OpId) -> Option<Box<I>> {
        let id = TypeId::of::<I>();
        let entry = self.interfaces.iter().find(|e| (e.id)() == id)?;
        let mut slot: Option<Box<I>> = None;
        (entry.cast)(ir, op, &mut slot);
        slot
    }
}

/// The static definition of a registered dialect attribute.
#[derive(Debug)]
pub struct AttrDef {
    /// Dialect namespace (`gpu`).
    pub dialect: &'static str,
    /// Mnemonic (`object`).
    pub mnemonic: &'static str,
    /// Parser of what follows `#dialect.mnemonic`.
    pub parse: ParseAttrFn,
    /// Reference documentation ([`rods::doc`](crate::doc)); nothing else reads it.
    pub doc: &'static DefDoc,
}

/// The static definition of a registered dialect type (MLIR's `AbstractType`).
#[derive(Debug)]
pub struct TypeDef {
    /// Dialect namespace (`tst`).
    pub dialect: &'static str,
    /// Mnemonic (`pair`, or `async.token`).
    pub mnemonic: &'static str,
    /// Parser of what follows `!dialect.mnemonic`.
    pub parse: ParseTypeFn,
    /// Reference documentation ([`rods::doc`](crate::doc)); nothing else reads it.
    pub doc: &'static DefDoc,
}

/// A dialect: a namespace and what it defines (MLIR's `Dialect` record). Declare one with
/// [`rods::dialect!`](crate::dialect!), which checks at compile time that what it lists belongs
/// to it.
#[derive(Debug)]
pub struct Dialect {
    /// Namespace (`gpu`).
    pub name: &'static str,
    /// One-line summary, for the reference documentation.
    pub summary: &'static str,
    /// Description (Markdown), for the reference documentation.
    pub description: &'static str,
    /// The dialects it depends on (MLIR's `dependentDialects`): registering it registers them.
    pub dependents: &'static [&'static Dialect],
    /// Operations.
    pub ops: &'static [&'static OpDef],
    /// Attributes.
    pub attrs: &'static [&'static AttrDef],
    /// Types.
    pub types: &'static [&'static TypeDef],
    /// The check of discardable attributes named `NAME.…` (MLIR's
    /// `Dialect::verifyOperationAttribute`, ODS's `hasOperationAttrVerify`): the verifier calls
    /// it for each such attribute of every op, before the op's own verifier, when the dialect is
    /// registered in the registry the IR was parsed with ([`Ir::attribute_verifier`]).
    pub verify_operation_attribute: Option<VerifyOperationAttributeFn>,
    /// The check of attributes named `NAME.…` on the arguments of an op's regions (MLIR's
    /// `Dialect::verifyRegionArgAttribute`, ODS's `hasRegionArgAttrVerify`): a function op's
    /// verifier calls it for each such entry of `arg_attrs`, when the dialect is registered in
    /// the registry the IR was parsed with.
    pub verify_region_arg_attribute: Option<VerifyRegionAttributeFn>,
    /// The same for the results (`Dialect::verifyRegionResultAttribute`,
    /// `hasRegionResultAttrVerify`): each entry of a function op's `res_attrs`.
    pub verify_region_result_attribute: Option<VerifyRegionAttributeFn>,
    /// The op that holds a constant folding produced (MLIR's `Dialect::materializeConstant`):
    /// the canonicalizer calls it for the folds of the dialect's ops, when the dialect is
    /// registered in the registry the IR was parsed with ([`Ir::constant_materializer`]).
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// The dialect's own message for a type mnemonic it does not define (the fallback of MLIR's
    /// hand-written `Dialect::parseType`: «unknown gpu type: mma»), reported at the mnemonic;
    /// `None`: the generated dispatch's «unknown  type `mma` in dialect `gpu`». A dialect
    /// without types is «dialect 'NAME' provides no type parsing hook» either way.
    pub unknown_type_message: Option<MnemonicMessage>,
    /// The same for an attribute mnemonic (`Dialect::parseAttribute`'s fallback); `None`:
    /// «unknown attribute `foo` in dialect `gpu`», and for a dialect without attributes «dialect
    /// 'NAME' provides no attribute parsing hook».
    pub unknown_attr_message: Option<MnemonicMessage>,
    /// What MLIR's hand-written `Dialect::parseType` does with a body that is none of the
    /// dialect's type mnemonics (not a keyword, or an unknown one): called with the parser at
    /// the body's first token, it reads a type or reports the error (the llvm dialect's
    /// `!llvm.i32` is «unexpected type, expected keyword»: a builtin type where its keywords
    /// go). Takes the place of [`Dialect::unknown_type_message`]; `None`: that message.
    pub parse_unknown_type: Option<ParseTypeFn>,
}

impl Dialect {
    /// Whether one of its ops has canonicalization patterns ([`OpDef::canonicalizer`]).
    pub fn has_canonicalizers(&self) -> bool {
        self.ops.iter().any(|op| op.canonicalizer.is_some())
    }
}

/// A message naming a mnemonic: the text before it and after it (`rods::dialect!`'s
/// `unknown_type_message: "unknown gpu type: {}"` is `before: "unknown gpu type: "`,
/// `after: ""`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MnemonicMessage {
    /// The text before the mnemonic.
    pub before: &'static str,
    /// The text after the mnemonic.
    pub after: &'static str,
}

impl MnemonicMessage {
    /// The message for `mnemonic`.
    pub fn message(&self, mnemonic: &str) -> String {
        [self.before, mnemonic, self.after].concat()
    }
}

/// One inherent attribute of an op, as the verifier and the generic form's property conversion
/// see it ([`AttrSpec::of`](crate::ods::AttrSpec::of) builds it from an attribute kind).
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// Name in the properties.
    pub name: &'static str,
    /// Whether it must be present (not `Option<…>`, no default, not a unit attribute).
    pub required: bool,
    /// The kind's predicate.
    pub satisfies: fn(&Attribute) -> bool,
    /// The kind's storage class (what property conversion of the generic form checks).
    pub satisfies_storage: fn(&Attribute) -> bool,
    /// The kind's summary.
    pub summary: fn() -> Cow<'static, str>,
    /// The kind's [`OpAttr::invalid_value`](crate::ods::OpAttr::invalid_value).
    pub invalid_value: fn(&Attribute) -> Option<&'static str>,
    /// The value the op has while it has none stored: a default-valued attribute's default
    /// (MLIR's `DefaultValuedAttr`), a property's default-constructed storage (an `EnumProp`'s
    /// 0, a segment sizes property's zeros). MLIR stores every property of a registered op
    /// (`populateDefaultProperties` fills in the defaults); rods stores only the values that
    /// differ from their default ([`Ir::create_op`](crate::ir::Ir::create_op) and
    /// [`Ir::set_property`](crate::ir::Ir::set_property) drop one equal to it), and
    /// [`Ir::property`](crate::ir::Ir::property), the generic form and the verifier give the
    /// default for one not stored: an `arith.addi` costs no property list for its
    /// `#arith.overflow<none>`. Built once (a `static` of the generated code).
    pub default: Option<fn() -> &'static Attribute>,
    /// `Some` for a property that is not an attribute (MLIR's `Property`: `EnumProp`): its
    /// `convertFromAttribute`, which gives the value to store (normalized: `1 : i64` for an
    /// `i32` enum stores `1 : i32`) or the message after «invalid properties {…} for op NAME: ».
    /// Such a property is not taken from a custom form's attr-dict, and the verifier calls it
    /// «property».
    pub convert: Option<ConvertPropertyFn>,
}

/// A property's conversion from the generic form's attribute ([`AttrSpec::convert`]).
pub type ConvertPropertyFn = fn(&Attribute) -> Result<Attribute, String>;

/// MLIR's generated `verifyInherentAttrs`, which the parsers run on the attribute dictionary
/// of a registered op (a custom form's attr-dict, a generic form without `<{…}>`) before the op
/// exists: the message, after «'OP' op », of the first of `specs` in name order given in
/// `attrs` with a value its kind rejects (`{sym_name = 1, function_type = 1}` for func.func
/// names `function_type`). It checks only what MLIR stores as attributes: not the properties
/// that are not ([`AttrSpec::convert`]), nor the segment sizes.
pub fn rejected_inherent_attr(specs: &[AttrSpec], attrs: &[NamedAttribute]) -> Option<String> {
    let mut first: Option<&AttrSpec> = None;
    for spec in specs {
        // Each rejected value is a candidate; the smallest name is reported.
        if spec.convert.is_none()
            && !matches!(spec.name, OPERAND_SEGMENT_SIZES | RESULT_SEGMENT_SIZES)
            && first.is_none_or(|f| spec.name < f.name)
            && attrs
                .iter()
                .any(|a| a.name.is(spec.name) && !(spec.satisfies)(&a.value))
        {
            first = Some(spec);
        }
    }
    let spec = first?;
    Some(format!(
        "attribute '{}' failed to satisfy constraint: {}",
        spec.name,
        (spec.summary)()
    ))
}

/// The name of the operand segment sizes property (`AttrSizedOperandSegments`).
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The name of the result segment sizes property (`AttrSizedResultSegments`).
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";

/// The sizes of a `DenseI32ArrayAttr` (`array<i32: 1, 0>`, signed), `None` for any other
/// attribute.
pub fn as_segment_sizes(attr: &Attribute) -> Option<Vec<i32>> {
    match attr {
        Attribute::DenseArray(a) if a.element.is_signless_int(32) => {
            Some(a.values.iter().map(|v| *v as u32 as i32).collect())
        }
        _ => None,
    }
}
