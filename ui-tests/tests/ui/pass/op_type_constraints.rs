//! Type constraints (catalogue, composed, user-defined), type relation traits inferring the
//! types a format omits, and `AttrSizedOperandSegments`: parse → verify → print, with MLIR's
//! messages.

#[path = "../common.rs"]
mod common;

use std::borrow::Cow;

use rods::dialect_op;
use rods::ir::{RegionId, Type, Value};
use rods::ods::{AnyInteger, SignlessIntegerLike, TensorOf, TypeConstraint, F32, I32};

/// «wide integer»
pub struct Wide;
impl TypeConstraint for Wide {
    fn summary() -> Cow<'static, str> {
        "wide integer".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Integer { width, .. } if *width >= 32)
    }
}

#[dialect_op(t.wrap, traits = [NoTerminator], format = "attr-dict-with-keyword $body")]
pub struct WrapOp {
    #[region]
    pub body: RegionId,
}

#[dialect_op(t.add, traits = [SameOperandsAndResultType],
             format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct AddOp {
    #[operand(type = SignlessIntegerLike)]
    pub lhs: Value,
    #[operand(type = SignlessIntegerLike)]
    pub rhs: Value,
    #[result(type = SignlessIntegerLike)]
    pub result: Value,
}

#[dialect_op(t.pick, traits = [AllTypesMatch(["a", "result"])],
             format = "$a `,` $w attr-dict `:` type($a) `,` type($w)")]
pub struct PickOp {
    #[operand(type = TensorOf<(I32, F32)>)]
    pub a: Value,
    #[operand(type = Wide)]
    pub w: Value,
    #[result]
    pub result: Value,
}

#[dialect_op(t.seg, traits = [AttrSizedOperandSegments],
             format = "`(` $a `)` `(` $b `)` attr-dict `:` `[` type($a) `]` `[` type($b) `]`")]
pub struct SegOp {
    #[operand(type = AnyInteger)]
    pub a: Vec<Value>,
    #[operand]
    pub b: Vec<Value>,
}

rods::dialect! { static T = { name: "t", ops: [WrapOp, AddOp, PickOp, SegOp] }; }

fn main() {
    let wrap = |body: &str| format!("t.wrap {{\n^bb0(%a: i32, %t: tensor<2xf32>, %f: f32):\n{body}\n}}\n");
    let out = common::run(
        &T,
        &wrap("  %0 = t.add %a, %a : i32\n  %1 = t.pick %t, %a : tensor<2xf32>, i32\n  t.seg (%a, %a) (%t) : [i32, i32] [tensor<2xf32>]"),
    )
    .unwrap();
    assert!(out.contains("%0 = t.add %arg0, %arg0 : i32\n"), "{out}");
    assert!(out.contains("%1 = t.pick %arg1, %arg0 : tensor<2xf32>, i32\n"), "{out}");
    assert!(out.contains("t.seg(%arg0, %arg0) (%arg1) : [i32, i32] [tensor<2xf32>]\n"), "{out}");
    let err = |body: &str| common::run(&T, &wrap(body)).unwrap_err();
    assert_eq!(
        err("  %0 = \"t.add\"(%f, %f) : (f32, f32) -> f32"),
        "'t.add' op operand #0 must be signless-integer, but got 'f32'"
    );
    assert_eq!(
        err("  %0 = \"t.pick\"(%t, %f) : (tensor<2xf32>, f32) -> tensor<2xf32>"),
        "'t.pick' op operand #1 must be wide integer, but got 'f32'"
    );
    assert_eq!(
        err("  %0 = \"t.pick\"(%t, %a) : (tensor<2xf32>, i32) -> i32"),
        "'t.pick' op failed to verify that all of {a, result} have same type"
    );
    assert_eq!(
        err("  \"t.seg\"(%a) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32) -> ()"),
        "'t.seg' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    );
}
