//! Ops with values: operands (single, optional, variadic, buildable type), results, `type(...)`,
//! `functional-type`, `operands`, `results`, `regions` after `attr-dict-with-keyword`,
//! `successors`; parse → print → verify, with MLIR's operand-count messages.

#[path = "../common.rs"]
mod common;

use rods::dialect_op;
use rods::ir::{BlockId, RegionId, Value};
use rods::ods::I32;

#[dialect_op(t.wrap, traits = [NoTerminator], format = "attr-dict-with-keyword $body")]
pub struct WrapOp {
    #[region]
    pub body: RegionId,
}

#[dialect_op(t.add, format = "$a `,` $b attr-dict `:` type($a) `,` type($b) `->` type($r)")]
pub struct AddOp {
    #[operand]
    pub a: Value,
    #[operand]
    pub b: Value,
    #[result]
    pub r: Value,
}

#[dialect_op(t.call, format = "`(` $args `)` attr-dict `:` functional-type($args, $res)")]
pub struct CallOp {
    #[operand]
    pub args: Vec<Value>,
    #[result]
    pub res: Vec<Value>,
}

#[dialect_op(t.cond, format = "$x (`if` $cond^ `:` type($cond))? attr-dict")]
pub struct CondOp {
    #[operand]
    pub cond: Option<Value>,
    #[operand(type = I32)]
    pub x: Value,
}

#[dialect_op(t.all, format = "operands attr-dict `:` type(operands) `->` type(results)")]
pub struct AllOp {
    #[operand]
    pub p: Vec<Value>,
    #[result]
    pub o: Vec<Value>,
}

#[dialect_op(t.maybe, format = "($v^ `:` type($v))? attr-dict")]
pub struct MaybeOp {
    #[operand]
    pub v: Vec<Value>,
}

#[dialect_op(t.regions, traits = [NoTerminator], format = "attr-dict-with-keyword regions")]
pub struct RegionsOp {
    #[region]
    pub first: RegionId,
    #[region]
    pub more: Vec<RegionId>,
}

#[dialect_op(t.br, format = "$dest `,` `[` $others `]` attr-dict")]
pub struct BrOp {
    #[successor]
    pub dest: BlockId,
    #[successor]
    pub others: Vec<BlockId>,
}

#[dialect_op(t.const, format = "attr-dict")]
pub struct ConstOp {
    #[result(type = I32)]
    pub r: Value,
}

rods::dialect! {
    static T = {
        name: "t",
        ops: [WrapOp, AddOp, CallOp, CondOp, AllOp, MaybeOp, RegionsOp, BrOp, ConstOp],
    };
}

fn main() {
    let src = r#"t.wrap attributes {k} {
^bb0(%a: i32, %b: i64):
  %0 = t.add %a, %b : i32, i64 -> i64
  %1:2 = t.call(%a, %0) : (i32, i64) -> (i64, i32)
  %2 = t.call() {x} : () -> i32
  t.cond %a if %b : i64
  t.cond %1#1
  %3 = t.all %a, %b : i32, i64 -> i1
  t.maybe
  t.maybe %a, %b : i32, i64
  %4 = t.const
  t.regions {
  }, {
  }, {
    t.maybe
  }
}
"#;
    let expected = r#"t.wrap attributes {k} {
^bb0(%arg0: i32, %arg1: i64):
  %0 = t.add %arg0, %arg1 : i32, i64 -> i64
  %1:2 = t.call(%arg0, %0) : (i32, i64) -> (i64, i32)
  %2 = t.call() {x} : () -> i32
  t.cond %arg0 if %arg1 : i64
  t.cond %1#1
  %3 = t.all %arg0, %arg1 : i32, i64 -> i1
  t.maybe
  t.maybe %arg0, %arg1 : i32, i64
  %4 = t.const
  t.regions {
  }, {
  }, {
    t.maybe
  }
}"#;
    assert_eq!(common::ops(&T, src).unwrap(), expected);
    let err = |s: &str| common::ops(&T, &format!("t.wrap {{\n^bb0(%a: i32, %b: i64):\n  {s}\n}}")).unwrap_err();
    assert_eq!(err("t.cond %b"), "use of value '%b' expects different type than prior uses: 'i32' vs 'i64'");
    assert_eq!(err("t.all %a : i32, i32 -> i1"), "custom op 't.all' number of operands and types do not match: got 1 operands and 2 types");
    assert_eq!(err("t.add %a : i32"), "expected ','");
}
