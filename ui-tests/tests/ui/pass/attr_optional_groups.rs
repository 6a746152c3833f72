//! Optional groups in attribute formats: anchored on an optional or default-valued parameter,
//! with an else branch; the group prints iff the anchor differs from its default.

#[path = "../common.rs"]
mod common;

use rods::dialect_attr;
use rods::ir::StringAttr;

#[dialect_attr(t.opt,
               format = "`<` (`size` `=` $size^ `,`)? (`tag` $tag^ `,`)? $name `>`")]
pub struct OptAttr {
    pub name: StringAttr,
    #[param(default = 1)]
    pub size: u32,
    pub tag: Option<StringAttr>,
}

#[dialect_attr(t.mode, format = "`<` (`fast`):(`slow` $level^)? `>`")]
pub struct ModeAttr {
    pub level: Option<i64>,
}

rods::dialect! { static T = { name: "t", attrs: [OptAttr, ModeAttr] }; }

fn main() {
    let ok = |s: &str| common::attr(&T, s).unwrap();
    assert_eq!(ok("#t.opt<\"a\">"), "#t.opt<\"a\">");
    assert_eq!(ok("#t.opt<size = 1, \"a\">"), "#t.opt<\"a\">");
    // The printer restores the spacing state after a group, so what follows a group is spaced
    // as if it had not printed (mlir-tblgen-22 generates exactly this).
    assert_eq!(ok("#t.opt<size = 4, tag \"b\", \"a\">"), "#t.opt<size = 4,tag \"b\",\"a\">");
    assert_eq!(ok("#t.opt<tag \"b\", \"a\">"), "#t.opt<tag \"b\",\"a\">");
    // After the group's first element the rest is required.
    assert_eq!(
        common::attr(&T, "#t.opt<size = x, \"a\">").unwrap_err(),
        "expected integer value\nfailed to parse OptAttr parameter 'size' which is to be a `u32`"
    );
    // An else branch holding the anchor: `fast` when `level` is absent.
    assert_eq!(ok("#t.mode<fast>"), "#t.mode<fast>");
    assert_eq!(ok("#t.mode<slow 3>"), "#t.mode<slow 3>");
}
