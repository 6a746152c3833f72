//! Optional groups in op formats: anchored on an optional attribute, a default-valued one, a
//! `UnitAttr` (elided when not first), an else branch; `attr-dict-with-keyword`; whitespace
//! literals; `qualified`.

#[path = "../common.rs"]
mod common;

use rods::dialect_op;
use rods::ods::{I32Attr, StrAttr, UnitAttr};

#[dialect_op(t.groups, format = "(`<` $handler^ `>`)? (`ro` $ro^)? (`lvl` $level^)? (`none`):(`val` $v^)? attr-dict-with-keyword")]
pub struct GroupsOp {
    pub handler: Option<StrAttr>,
    pub ro: Option<UnitAttr>,
    #[attr(default = I32Attr(1))]
    pub level: I32Attr,
    pub v: Option<I32Attr>,
}

#[dialect_op(t.unit_first, format = "($fast^ `fast`)? `n` `` `(` $n `)` ` ` `:` qualified($q) attr-dict")]
pub struct UnitFirstOp {
    pub fast: Option<UnitAttr>,
    pub n: I32Attr,
    pub q: I32Attr,
}

rods::dialect! { static T = { name: "t", ops: [GroupsOp, UnitFirstOp] }; }

fn main() {
    let ok = |s: &str| common::ops(&T, s).unwrap();
    assert_eq!(ok("t.groups none"), "t.groups none");
    assert_eq!(ok("t.groups<\"h\"> ro lvl 1 val 2"), "t.groups<\"h\"> ro val 2");
    assert_eq!(ok("t.groups lvl 3 none attributes {x}"), "t.groups lvl 3 none attributes {x}");
    // Without the keyword an attribute dictionary is not part of the op.
    assert_eq!(common::ops(&T, "t.groups none {x}").unwrap_err(), "expected operation name in quotes");
    // `qualified` reads a full attribute: `4` is an `i64` integer, which the verifier rejects.
    // A unit attribute as the first element is written `unit`; `` suppresses the space before `(`,
    // ` ` forces one before `:`.
    assert_eq!(ok("t.unit_first unit fast n (3) : 4 : i32"), "t.unit_first unit fast n(3) : 4 : i32");
    assert_eq!(ok("t.unit_first n(3) : 4 : i32"), "t.unit_first n(3) : 4 : i32");
    assert_eq!(
        common::ops(&T, "t.unit_first n(3) : 4").unwrap_err(),
        "'t.unit_first' op attribute 'q' failed to satisfy constraint: 32-bit signless integer attribute"
    );
}
