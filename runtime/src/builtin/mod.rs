//! The builtin dialect: `builtin.module` (also spelled `module`), with its custom form
//! `module @name attributes {…} { … }`, and `builtin.unrealized_conversion_cast` (`cast`).

use crate::dialect::{OpDef, OpDoc, OpTraits, Registry};
use crate::ir::{Ir, Location, Module, OperationName, OperationState};
use crate::ods::{AttrSpec, StrAttr, SymbolNameAttr};

pub use cast::{
    UNREALIZED_CONVERSION_CAST_OP, UnrealizedConversionCastOp, UnrealizedConversionCastOpHandle,
};

mod cast;
mod parse;
mod print;
mod verify;

/// `builtin.module`'s inherent attributes: `OptionalAttr<SymbolNameAttr>:$sym_name`,
/// `OptionalAttr<StrAttr>:$sym_visibility` (what the parsers check and move into the
/// properties; the verifier is `verify::verify_module`).
static MODULE_SPECS: [AttrSpec; 2] = [
    AttrSpec::of::<SymbolNameAttr>("sym_name", false),
    AttrSpec::of::<StrAttr>("sym_visibility", false),
];

/// `builtin.module`: a symbol table holding one block without terminator.
pub static MODULE_OP: OpDef = OpDef {
    name: "builtin.module",
    summary: "A top level container operation",
    inherent_attrs: &["sym_name", "sym_visibility"],
    property_specs: &MODULE_SPECS,
    parse: Some(parse::parse_module),
    print: Some(print::print_module),
    prints_attr: None,
    verify: verify::verify_module,
    verify_regions: None,
    asm: None,
    interfaces: &[],
    successor_operands: None,
    // `HasOnlyGraphRegion` (MLIR's `GraphRegionNoTerminator`): ops in any order.
    region_kind: Some(crate::ods::graph_region_kind),
    verify_symbol_uses: None,
    local_verify: false,
    fold: None,
    canonicalizer: None,
    traits: OpTraits {
        // `Symbol` with an optional name (`isOptionalSymbol`): `sym_name` is not required.
        symbol: true,
        symbol_table: true,
        isolated_from_above: true,
        no_terminator: true,
        single_block: true,
        default_dialect: Some("builtin"),
        no_region_arguments: true,
        affine_scope: true,
        ..OpTraits::NONE
    },
    tracked: false,
    effects: None,
    doc: &OpDoc {
        rust_name: "MODULE_OP",
        module: module_path!(),
        summary: "A top level container operation",
        description: "A `module` represents a top-level container operation. It contains a single \
graph region containing a single block which can contain any operations and does not have a \
terminator. Operations within this region cannot implicitly capture values defined outside \
the module, i.e. Modules are `IsolatedFromAbove`. Modules have an optional symbol name which \
can be used to refer to them in operations.",
        format: None,
        traits: &[
            "AffineScope",
            "HasOnlyGraphRegion",
            "IsolatedFromAbove",
            "NoRegionArguments",
            "NoTerminator",
            "SingleBlock",
            "SymbolTable",
        ],
        interfaces: &["OpAsmOpInterface", "RegionKindInterface", "Symbol"],
        effects: &[],
        attrs: &[],
        operands: &[],
        results: &[],
        successors: &[],
    },
};

crate::dialect! {
    /// The builtin dialect: the ops, attributes and types every MLIR context holds (the
    /// attributes and types are built into the IR core rather than registered).
    pub static BUILTIN_DIALECT = {
        name: "builtin",
        summary: "A dialect containing the builtin Attributes, Operations, and Types",
        ops: [&MODULE_OP, &UNREALIZED_CONVERSION_CAST_OP],
    };
}

impl Registry {
    /// A registry holding the builtin dialect.
    pub fn new() -> Registry {
        let mut r = Registry::empty();
        r.register(&BUILTIN_DIALECT);
        r
    }
}

/// The same registry as [`Registry::new`]: the builtin dialect.
impl Default for Registry {
    fn default() -> Self {
        Registry::new()
    }
}

impl Default for Module {
    fn default() -> Self {
        Module::new()
    }
}

impl Module {
    /// An empty `module {}` to build into.
    pub fn new() -> Module {
        let mut ir = Ir::new();
        let region = ir.create_region();
        ir.create_block(region, Location::Unknown);
        let mut state =
            OperationState::new(OperationName::registered(&MODULE_OP), Location::Unknown);
        state.regions.push(region);
        let top = ir.create_op(state);
        Module::from_ir(ir, top)
    }
}
