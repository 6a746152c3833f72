//! `rods::dialect!`: a dialect listing op, attribute and type declarations and a definition
//! written out, depending on another dialect; registering it registers both, and its
//! reference documentation comes from the declarations; an op may be `tracked`; a dialect may
//! state its message for a type mnemonic it does not define.

use rods::dialect::{OpDef, Registry};
use rods::ir::{StringAttr, Value};
use rods::{dialect_attr, dialect_op, dialect_type};

/// `#base.tag<"x">`.
#[dialect_attr(base.tag, format = "`<` $name `>`")]
pub struct TagAttr {
    /// The tag.
    pub name: StringAttr,
}

/// A token.
#[dialect_type(base.token)]
pub struct TokenType {}

/// Uses a value.
///
/// More about it.
#[dialect_op(base.use, traits = [Pure], tracked, format = "$v attr-dict `:` type($v)")]
pub struct UseOp {
    #[operand]
    pub v: Value,
}

/// An op written out by hand, listed by reference: the fields it does not set spread from
/// `OpDef::NONE`.
static HAND_OP: OpDef = OpDef {
    name: "base.hand",
    ..OpDef::NONE
};

rods::dialect! {
    /// The base dialect.
    ///
    /// It has a description.
    pub static BASE = {
        name: "base",
        unknown_type_message: "unknown base type: {}",
        ops: [UseOp, &HAND_OP],
        attrs: [TagAttr],
        types: [TokenType],
    };
}

rods::dialect! {
    /// Needs `base`.
    pub(crate) static TOP = {
        name: "top",
        summary: "The top dialect",
        dependent_dialects: [BASE],
    };
}

fn main() {
    let mut registry = Registry::new();
    registry.register(&TOP);
    assert!(registry.op("base.use").is_some() && registry.op("base.hand").is_some());
    // `tracked`: the IR lists each `base.use` it creates.
    assert!(UseOp::DEF.tracked && !HAND_OP.tracked);
    assert!(registry.attr("base", "tag").is_some() && registry.type_def("base", "token").is_some());
    assert_eq!((BASE.summary, BASE.description), ("The base dialect.", "It has a description."));
    let unknown = BASE.unknown_type_message.map(|m| m.message("pair"));
    assert_eq!(unknown.as_deref(), Some("unknown base type: pair"));
    assert!(BASE.unknown_attr_message.is_none() && TOP.unknown_type_message.is_none());
    assert_eq!((TOP.summary, TOP.description), ("The top dialect", "Needs `base`."));
    let doc = rods::doc::dialect_markdown(&BASE);
    assert!(doc.contains("::UseOp)\n\n_Uses a value._\n\nSyntax:"));
    assert!(doc.contains("\nMore about it.\n\nTraits: `AlwaysSpeculatableImplTrait`\n"));
    assert!(doc.contains("| `v` | any type |\n"));
    assert!(doc.contains("| name | `StringAttr` | The tag. |\n"));
    assert!(doc.contains("### TokenType\n\n_A token._\n\nSyntax: `!base.token`\n"));
}
