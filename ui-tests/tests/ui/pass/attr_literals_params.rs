//! `#[dialect_attr]` with literals and `$param` variables of each parameter kind: parse → print
//! round trip through the registry, and MLIR's «failed to parse … parameter» message.

#[path = "../common.rs"]
mod common;

use rods::dialect_attr;
use rods::ir::{Attribute, StringAttr};

#[dialect_attr(t.pair, format = "`<` $name `,` $count `,` $flag `,` $inner `>`")]
pub struct PairAttr {
    pub name: StringAttr,
    pub count: i64,
    pub flag: bool,
    pub inner: Attribute,
}

rods::dialect! { static T = { name: "t", attrs: [PairAttr] }; }

fn main() {
    assert_eq!(
        common::attr(&T, "#t.pair<\"x\", -3, true, [1 : i32]>").unwrap(),
        "#t.pair<\"x\", -3, true, [1 : i32]>"
    );
    assert_eq!(
        common::attr(&T, "#t.pair<\"x\", 1, maybe, 2>").unwrap_err(),
        "expected integer value\nfailed to parse PairAttr parameter 'flag' which is to be a `bool`"
    );
}
