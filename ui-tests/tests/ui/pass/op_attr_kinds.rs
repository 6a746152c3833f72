//! Op format variables of each attribute kind (§1.4): `SymbolNameAttr` as `@name`, `StrAttr`,
//! `I32Attr`, `I64Attr`, `BoolAttr`, `ArrayAttr` and typed arrays without their type, `AnyAttr`
//! in full; `attr-dict` holding the rest; verifier messages in MLIR's order.

#[path = "../common.rs"]
mod common;

use rods::dialect_op;
use rods::ods::{AnyAttr, ArrayAttr, ArrayMinCount, BoolAttr, Confined, I32Attr, I64Attr, StrAttr, SymbolNameAttr};

rods::typed_array_attr!(
    /// an array of strings
    pub StrArray, StrAttr, "string array attribute"
);

#[dialect_op(t.kinds, format = "$sym_name $label $count `,` $wide `,` $flag $items `:` $any $names attr-dict")]
pub struct KindsOp {
    pub sym_name: SymbolNameAttr,
    pub label: StrAttr,
    pub count: I32Attr,
    pub wide: I64Attr,
    pub flag: BoolAttr,
    pub items: Confined<ArrayAttr, ArrayMinCount<1>>,
    pub any: AnyAttr,
    pub names: StrArray,
}

rods::dialect! { static T = { name: "t", ops: [KindsOp] }; }

fn main() {
    let ok = |s: &str| common::ops(&T, s).unwrap();
    let err = |s: &str| common::ops(&T, s).unwrap_err();
    let text = "t.kinds @s \"l\" 3, -4, true [1, \"x\"] : 5 : i8 [\"a\"]";
    assert_eq!(ok(text), text);
    assert_eq!(ok(&format!("{text} {{z = 1 : i32, a}}")), format!("{text} {{a, z = 1 : i32}}"));
    // Integer literals take the kind's type (`i32`), so a typed array element cannot be an int.
    assert_eq!(
        err("t.kinds @s \"l\" 3, 4, false [] : 5 [1]"),
        "'t.kinds' op attribute 'items' failed to satisfy constraint: array attribute with at least 1 elements"
    );
    assert_eq!(
        err("t.kinds @s \"l\" 3, 4, false [1] : 5 [1]"),
        "'t.kinds' op attribute 'names' failed to satisfy constraint: string array attribute"
    );
    assert_eq!(err("t.kinds \"s\""), "custom op 't.kinds' expected valid '@'-identifier for symbol name");
    assert_eq!(err("t.kinds @s 1"), "integer literal not valid for specified type");
    // An inherent attribute in the attr-dict is checked while parsing.
    assert_eq!(
        err(&format!("{text} {{count = \"no\"}}")),
        "custom op 't.kinds' 't.kinds' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute"
    );
    // ... and overrides the formatted value.
    assert_eq!(ok(&format!("{text} {{count = 9 : i32}}")), text.replace(" 3,", " 9,"));
    // The generic form goes through the same verifier: required attributes alphabetically.
    assert_eq!(
        err("\"t.kinds\"() <{sym_name = \"s\"}> : () -> ()"),
        "'t.kinds' op requires attribute 'any'"
    );
}
