//! `struct(...)`: keys in any order in, declaration order out, defaults and absent optionals
//! elided; an all-default attribute prints bare and `<>` parses; MLIR's struct errors (with
//! only required parameters, a fixed count of pairs).

#[path = "../common.rs"]
mod common;

use rods::dialect_attr;
use rods::ir::DictionaryAttr;

#[dialect_attr(t.target,
               format = "(`<` struct($O, $triple, $chip, $flags, $fast)^ `>`)?")]
pub struct TargetAttr {
    #[param(name = "O", default = 2)]
    pub opt_level: i32,
    #[param(default = "nvptx64".to_owned())]
    pub triple: String,
    #[param(default = "sm_50".to_owned())]
    pub chip: String,
    pub flags: Option<DictionaryAttr>,
    #[param(default = false)]
    pub fast: bool,
}

#[dialect_attr(t.req, format = "`<` struct($a, $b) `>`")]
pub struct ReqAttr {
    pub a: i64,
    #[param(default = 7)]
    pub b: i64,
}

/// Only required parameters: MLIR reads exactly two pairs, a comma between them.
#[dialect_attr(t.all, format = "`<` struct($a, $b) `>`")]
pub struct AllAttr {
    pub a: i64,
    pub b: i64,
}

rods::dialect! { static T = { name: "t", attrs: [TargetAttr, ReqAttr, AllAttr] }; }

fn main() {
    let ok = |s: &str| common::attr(&T, s).unwrap();
    let err = |s: &str| common::attr(&T, s).unwrap_err();
    assert_eq!(ok("#t.target"), "#t.target");
    assert_eq!(ok("#t.target<>"), "#t.target");
    assert_eq!(ok("#t.target<chip = \"sm_50\", O = 2>"), "#t.target");
    assert_eq!(
        ok("#t.target<fast = true, chip = \"sm_90\", flags = {x}, O = 3>"),
        "#t.target<O = 3, chip = \"sm_90\", flags = {x}, fast = true>"
    );
    assert_eq!(err("#t.target<O = 1, O = 2>"), "duplicate or unknown struct parameter name: O");
    assert_eq!(err("#t.target<foo = 1>"), "duplicate or unknown struct parameter name: foo");
    assert_eq!(ok("#t.req<b = 7, a = 1>"), "#t.req<a = 1>");
    assert_eq!(ok("#t.req<b = 8, a = 1>"), "#t.req<a = 1, b = 8>");
    assert_eq!(err("#t.req<b = 1>"), "struct is missing required parameter: a");
    // MLIR reports «expected valid keyword», then «expected a parameter name in struct».
    assert_eq!(err("#t.req<>"), "expected valid keyword\nexpected a parameter name in struct");
    assert_eq!(ok("#t.all<b = 2, a = 1>"), "#t.all<a = 1, b = 2>");
    assert_eq!(err("#t.all<a = 1>"), "expected ','");
    assert_eq!(err("#t.all<a = 1, b = 2, a = 3>"), "expected '>'");
    assert_eq!(err("#t.all<a = 1, a = 2>"), "duplicate or unknown struct parameter name: a");
}
