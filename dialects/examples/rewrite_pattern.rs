//! A typed rewrite pattern (`OpRewritePattern`, which receives the op's handle) under the
//! greedy driver: `arith.muli %x, %c` by a power of two becomes `arith.shli %x, %log2`; the
//! constants left unused are erased by the driver, the new ones uniqued and hoisted to the start
//! of the function, as upstream's driver does.
//!
//! ```sh
//! cargo run -p rods-dialects --example rewrite_pattern
//! ```

use rods::ir::{Attribute, InsertPoint, IntegerAttr, Ir, Value};
use rods::ods::{TypedAttrInterface, TypedOp};
use rods::pass::{GreedyConfig, OpRewritePattern, PatternSet, Rewriter, apply_patterns_greedily};
use rods_dialects::arith::{ConstantOp, MulIOp, MulIOpHandle, ShLIOp, overflow_none};

/// `x * 2^k` → `x << k`, for integer constants.
struct MulByPowerOfTwo;

/// The value of `v` when an `arith.constant` integer defines it.
fn constant_int(ir: &Ir, v: Value) -> Option<i64> {
    let constant = ir.dyn_cast::<ConstantOp>(ir.defining_op(v)?)?;
    match constant.value(ir).0 {
        Attribute::Integer(i) => i.as_i64(),
        _ => None,
    }
}

impl OpRewritePattern for MulByPowerOfTwo {
    type Op = MulIOp;

    fn match_and_rewrite(&self, mul: MulIOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        let (x, c) = (mul.lhs(ir), mul.rhs(ir));
        let Some(k) = constant_int(ir, c).filter(|&n| n > 1 && n & (n - 1) == 0) else {
            return false;
        };
        let ty = ir.value_type(c).clone();
        let loc = ir.op_loc(mul.op()).into_owned();
        let shift_loc = loc.clone();
        let amount = rewriter.insert(InsertPoint::Before(mul.op()), |ir| {
            let value = IntegerAttr::new(ty.clone(), i64::from(k.trailing_zeros()));
            let value = TypedAttrInterface(Attribute::Integer(value));
            ConstantOp::create(ir, shift_loc, value, ty)
        });
        let amount = ConstantOp::cast(rewriter.ir(), amount).result(rewriter.ir());
        let shl = rewriter.insert(InsertPoint::Before(mul.op()), |ir| {
            ShLIOp::create(ir, loc, x, amount, overflow_none()).expect("shli infers its type")
        });
        let shifted = ShLIOp::cast(rewriter.ir(), shl).result(rewriter.ir());
        rewriter.replace_op(mul.op(), &[shifted]).is_ok()
    }
}

fn rewrite(text: &str) -> Result<String, rods::Error> {
    let registry = rods_dialects::registry();
    let mut module = rods::parse_str(text, &registry)?;
    module.verify()?;
    let mut patterns = PatternSet::new();
    patterns.add_op(MulByPowerOfTwo);
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
