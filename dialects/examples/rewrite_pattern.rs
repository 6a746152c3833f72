//! A rewrite pattern under the greedy driver: `arith.muli %x, %c` by a power of two becomes
//! `arith.shli %x, %log2`; the constants left unused are erased by the driver, the new ones
//! uniqued and hoisted to the start of the function, as upstream's driver does.
//!
//! ```sh
//! cargo run -p rods-dialects --example rewrite_pattern
//! ```

use std::sync::Arc;

use rods::ir::{Attribute, InsertPoint, IntegerAttr, Ir, OpId, Value};
use rods::ods::TypedAttrInterface;
use rods::pass::{GreedyConfig, PatternSet, RewritePattern, Rewriter, apply_patterns_greedily};
use rods_dialects::arith::{ConstantOp, ShLIOp, overflow_none};

/// `x * 2^k` → `x << k`, for integer constants.
struct MulByPowerOfTwo;

/// The value of `v` when an `arith.constant` integer defines it.
fn constant_int(ir: &Ir, v: Value) -> Option<i64> {
    let def = ir.defining_op(v)?;
    if ir.op(def).name.as_str() != "arith.constant" {
        return None;
    }
    match ir.property(def, "value")? {
        Attribute::Integer(i) => i.as_i64(),
        _ => None,
    }
}

impl RewritePattern for MulByPowerOfTwo {
    fn root(&self) -> Option<&str> {
        Some("arith.muli")
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        let (x, c) = (ir.op(op).operands[0], ir.op(op).operands[1]);
        let Some(k) = constant_int(ir, c).filter(|&n| n > 1 && n & (n - 1) == 0) else {
            return false;
        };
        let ty = ir.value_type(c).clone();
        let loc = ir.op(op).loc.clone();
        let shift_loc = loc.clone();
        let amount = rewriter.insert(InsertPoint::Before(op), |ir| {
            let value = IntegerAttr::new(ty.clone(), i64::from(k.trailing_zeros()));
            let value = TypedAttrInterface(Attribute::Integer(Arc::new(value)));
            ConstantOp::create(ir, shift_loc, value, ty)
        });
        let amount = rewriter.ir().op(amount).results[0];
        let shl = rewriter.insert(InsertPoint::Before(op), |ir| {
            ShLIOp::create(ir, loc, x, amount, overflow_none()).expect("shli infers its type")
        });
        let shifted = rewriter.ir().op(shl).results[0];
        rewriter.replace_op(op, &[shifted]).is_ok()
    }
}

fn rewrite(text: &str) -> Result<String, rods::Error> {
    let registry = rods_dialects::registry();
    let mut module = rods::parse_str(text, &registry)?;
    module.verify()?;
    let mut patterns = PatternSet::new();
    patterns.add(MulByPowerOfTwo);
    let top = module.top;
    apply_patterns_greedily(&mut module.ir, top, &patterns, GreedyConfig::default());
    module.verify()?;
    Ok(module.to_string())
}

const INPUT: &str = "func.func @scale(%x: i32, %y: i64) -> (i32, i64, i32) {
  %c8 = arith.constant 8 : i32
  %c6 = arith.constant 6 : i32
  %c1024 = arith.constant 1024 : i64
  %0 = arith.muli %x, %c8 : i32
  %1 = arith.muli %y, %c1024 : i64
  %2 = arith.muli %x, %c6 : i32
  return %0, %1, %2 : i32, i64, i32
}
";

fn main() -> Result<(), rods::Error> {
    println!("{}", rewrite(INPUT)?);
    Ok(())
}

#[test]
fn powers_of_two_become_shifts() {
    let out = rewrite(INPUT).expect("rewrites");
    assert_eq!(
        out,
        "module {\n  func.func @scale(%arg0: i32, %arg1: i64) -> (i32, i64, i32) {\n    %c10_i64 = arith.constant 10 : i64\n    %c6_i32 = arith.constant 6 : i32\n    %c3_i32 = arith.constant 3 : i32\n    %0 = arith.shli %arg0, %c3_i32 : i32\n    %1 = arith.shli %arg1, %c10_i64 : i64\n    %2 = arith.muli %arg0, %c6_i32 : i32\n    return %0, %1, %2 : i32, i64, i32\n  }\n}\n"
    );
}
