//! The builtin dialect: `builtin.module` (also spelled `module`), with its custom form
//! `module @name attributes {…} { … }`.

use crate::dialect::{Dialect, OpDef, OpTraits};

mod parse;
mod print;
mod verify;

/// `builtin.module`: a symbol table holding one block without terminator.
pub static MODULE_OP: OpDef = OpDef {
    name: "builtin.module",
    summary: "A top level container operation",
    inherent_attrs: &["sym_name", "sym_visibility"],
    property_specs: &[],
    parse: Some(parse::parse_module),
    print: Some(print::print_module),
    verify: verify::verify_module,
    local_verify: false,
    traits: OpTraits {
        symbol: false,
        symbol_table: true,
        isolated_from_above: true,
        no_terminator: true,
        single_block: true,
        terminator: false,
        default_dialect: Some("builtin"),
    },
};

/// The builtin dialect.
pub static BUILTIN_DIALECT: Dialect = Dialect {
    name: "builtin",
    ops: &[&MODULE_OP],
    attrs: &[],
};
