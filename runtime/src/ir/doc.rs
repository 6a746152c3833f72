//! The reference documentation the declaration macros keep of each op, attribute and type
//! (what `mlir-tblgen -gen-dialect-doc` reads from a TableGen record): descriptions, the
//! assembly format, traits and interfaces, and the name and constraint summary of each
//! attribute, operand, result and parameter. Static data, reached from [`OpDef::doc`],
//! [`AttrDef::doc`] and [`TypeDef::doc`]; parsing, printing and verification never read it.
//! [`rods::doc`](crate::doc) renders it as Markdown.
//!
//! [`OpDef::doc`]: super::def::OpDef::doc
//! [`AttrDef::doc`]: super::def::AttrDef::doc
//! [`TypeDef::doc`]: super::def::TypeDef::doc

use std::borrow::Cow;

/// A constraint's summary, computed when the documentation is rendered (the same functions
/// the verifier's messages call).
pub type SummaryFn = fn() -> Cow<'static, str>;

/// The documentation of an op (MLIR's `Op` record as `-gen-dialect-doc` shows it).
#[derive(Debug)]
pub struct OpDoc {
    /// The Rust type that declares the op (`BinaryOp`).
    pub rust_name: &'static str,
    /// The module the type is declared in (`module_path!()`: `rods_dialects::gpu`).
    pub module: &'static str,
    /// One-line summary (the `summary` argument, else the first paragraph of the doc comment).
    pub summary: &'static str,
    /// The doc comment after the summary (ODS's `description`), Markdown.
    pub description: &'static str,
    /// The assembly format; `None` for a generic-only op.
    pub format: Option<&'static str>,
    /// The op's traits, as MLIR names them (`Commutative`, `AlwaysSpeculatableImplTrait`).
    pub traits: &'static [&'static str],
    /// The op's interfaces, as MLIR names them (`Symbol`, `InferTypeOpInterface`).
    pub interfaces: &'static [&'static str],
    /// The memory effects its traits declare (`MemoryEffects::Effect{}` for `Pure`).
    pub effects: &'static [&'static str],
    /// The inherent attributes, in declaration order.
    pub attrs: &'static [OpAttrDoc],
    /// The operands, in declaration order.
    pub operands: &'static [ValueDoc],
    /// The results, in declaration order.
    pub results: &'static [ValueDoc],
    /// The successors, in declaration order.
    pub successors: &'static [ValueDoc],
}

impl OpDoc {
    /// No documentation (an op defined without the macros).
    pub const EMPTY: OpDoc = OpDoc {
        rust_name: "",
        module: "",
        summary: "",
        description: "",
        format: None,
        traits: &[],
        interfaces: &[],
        effects: &[],
        attrs: &[],
        operands: &[],
        results: &[],
        successors: &[],
    };
}

/// An inherent attribute of an op, in its documentation.
#[derive(Debug)]
pub struct OpAttrDoc {
    /// The attribute's name (`offloadingHandler`).
    pub name: &'static str,
    /// Its Rust type as declared, without `Option<…>` (`SymbolNameAttr`).
    pub rust_type: &'static str,
    /// Its constraint's summary (`string attribute`).
    pub summary: SummaryFn,
}

/// An operand, result or successor of an op, in its documentation.
#[derive(Debug)]
pub struct ValueDoc {
    /// The name (`lhs`).
    pub name: &'static str,
    /// Whether it is a group of any number of values (`Vec<…>`): «variadic of SUMMARY».
    pub variadic: bool,
    /// Its constraint's summary (`32-bit signless integer`, `any type`).
    pub summary: SummaryFn,
}

/// The documentation of a dialect attribute or type (MLIR's `AttrDef` / `TypeDef` record as
/// `-gen-dialect-doc` shows it).
#[derive(Debug)]
pub struct DefDoc {
    /// The Rust type that declares it (`ObjectAttr`).
    pub rust_name: &'static str,
    /// The module the type is declared in (`module_path!()`).
    pub module: &'static str,
    /// One-line summary (the `summary` argument, else the first paragraph of the doc comment).
    pub summary: &'static str,
    /// The doc comment after the summary, Markdown.
    pub description: &'static str,
    /// The assembly format, if declared.
    pub format: Option<&'static str>,
    /// The parameters, in declaration order.
    pub params: &'static [ParamDoc],
}

impl DefDoc {
    /// No documentation (a definition written without the macros).
    pub const EMPTY: DefDoc = DefDoc {
        rust_name: "",
        module: "",
        summary: "",
        description: "",
        format: None,
        params: &[],
    };
}

/// A parameter of a dialect attribute or type, in its documentation.
#[derive(Debug)]
pub struct ParamDoc {
    /// The name in the format (`target`).
    pub name: &'static str,
    /// Its Rust type as declared, without `Option<…>` (`StringAttr`).
    pub rust_type: &'static str,
    /// The field's doc comment.
    pub description: &'static str,
}
