//! Rewrite patterns under the greedy driver, on upstream's `arith` and `func` ops: a pattern
//! replaces an op with new ones, the driver revisits what changed, erases what became dead and
//! stops when nothing applies.

use rods::ir::{InsertPoint, OpId};
use rods::pass::{GreedyConfig, PatternSet, RewritePattern, Rewriter, apply_patterns_greedily};
use rods_dialects::arith::{AddIOp, overflow_none};

/// `arith.muli %x, %c2` with `%c2 = arith.constant 2` becomes `arith.addi %x, %x`.
struct MulByTwoToAdd;

impl RewritePattern for MulByTwoToAdd {
    fn root(&self) -> Option<&str> {
        Some("arith.muli")
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        let (x, c) = (ir.op(op).operands[0], ir.op(op).operands[1]);
        let is_two = ir.defining_op(c).is_some_and(|d| {
            ir.op(d).name.as_str() == "arith.constant"
                && ir
                    .property(d, "value")
                    .is_some_and(|v| v.to_string().starts_with("2 : "))
        });
        if !is_two {
            return false;
        }
        let loc = ir.op_loc(op).into_owned();
        let add = rewriter.insert(InsertPoint::Before(op), |ir| {
            AddIOp::create(ir, loc, x, x, overflow_none()).expect("addi infers its result type")
        });
        let sum = rewriter.ir().op(add).results[0];
        rewriter.replace_op(op, &[sum]).is_ok()
    }
}

fn run(input: &str, patterns: &PatternSet) -> (String, bool) {
    let registry = rods_dialects::registry();
    let mut module = rods::parse_str(input, &registry).expect("the input parses");
    module.verify().expect("the input verifies");
    let top = module.top;
    let converged = apply_patterns_greedily(&mut module.ir, top, patterns, GreedyConfig::default());
    module.verify().expect("the output verifies");
    (module.to_string(), converged)
}

#[test]
fn a_pattern_rewrites_and_the_driver_erases_what_became_dead() {
    let mut patterns = PatternSet::new();
    patterns.add(MulByTwoToAdd);
    let input = "func.func @f(%x: i32, %y: i32) -> (i32, i32) {\n  %c2 = arith.constant 2 : i32\n  %c3 = arith.constant 3 : i32\n  %0 = arith.muli %x, %c2 : i32\n  %1 = arith.muli %0, %c2 : i32\n  %2 = arith.muli %y, %c3 : i32\n  %unused = arith.subi %x, %y : i32\n  return %1, %2 : i32, i32\n}\n";
    let (out, converged) = run(input, &patterns);
    assert!(converged);
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32) {\n    %c3_i32 = arith.constant 3 : i32\n    %0 = arith.addi %arg0, %arg0 : i32\n    %1 = arith.addi %0, %0 : i32\n    %2 = arith.muli %arg1, %c3_i32 : i32\n    return %1, %2 : i32, i32\n  }\n}\n"
    );
}

/// A pattern that always applies never lets the driver converge: with a rewrite budget it
/// stops and says so.
#[test]
fn a_pattern_that_always_applies_stops_at_the_rewrite_budget() {
    struct Touch;
    impl RewritePattern for Touch {
        fn root(&self) -> Option<&str> {
            None
        }
        fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
            rewriter.ir().op(op).name.as_str() == "func.return" && {
                rewriter.modify_op(op, |_, _| {});
                true
            }
        }
    }
    let mut patterns = PatternSet::new();
    patterns.add(Touch);
    let registry = rods_dialects::registry();
    let mut module = rods::parse_str("func.func @f() {\n  return\n}\n", &registry).expect("parses");
    let top = module.top;
    let converged = apply_patterns_greedily(
        &mut module.ir,
        top,
        &patterns,
        GreedyConfig {
            max_rewrites: Some(5),
            ..GreedyConfig::default()
        },
    );
    assert!(!converged);
}

/// A set keeps what a run gathered and sorted for the next run on IR of the same dialects
/// (MLIR's frozen pattern set): a pattern added after a run, or IR of other dialects, makes
/// the next run gather again.
#[test]
fn a_reused_set_follows_new_patterns_and_other_dialects() {
    let input = "func.func @f(%x: i32) -> i32 {\n  %c2 = arith.constant 2 : i32\n  %c0 = arith.constant 0 : i32\n  %0 = arith.muli %x, %c2 : i32\n  %1 = arith.addi %0, %c0 : i32\n  return %1 : i32\n}\n";
    let mut patterns = PatternSet::new();
    let (out, _) = run(input, &patterns);
    assert!(out.contains("arith.muli %arg0, %c2_i32"), "{out}");
    patterns.add(MulByTwoToAdd);
    let (out, _) = run(input, &patterns);
    assert!(out.contains("arith.addi %arg0, %arg0"), "{out}");
    // A canonicalization set run first on IR that knows only `func`, then on IR that knows
    // `arith` too: `arith.addi`'s patterns (x + 0 → x) join the second run.
    let canonical = PatternSet::canonicalization();
    let mut func_only = rods::dialect::Registry::new();
    func_only.register(&rods_dialects::func::FUNC_DIALECT);
    let mut module =
        rods::parse_str("func.func @g() {\n  return\n}\n", &func_only).expect("parses");
    let top = module.top;
    assert!(apply_patterns_greedily(
        &mut module.ir,
        top,
        &canonical,
        GreedyConfig::default()
    ));
    let (out, _) = run(input, &canonical);
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c2_i32 = arith.constant 2 : i32\n    %0 = arith.muli %arg0, %c2_i32 : i32\n    return %0 : i32\n  }\n}\n"
    );
}

/// Whether the driver changed anything: not on IR it leaves as it is; yes when all it does is
/// move a constant to the start of its block (which upstream's `changed` leaves out: what
/// the pass manager skips on it must count it), or erase a duplicate one, or fold.
#[test]
fn the_driver_says_whether_it_changed_the_ir() {
    let registry = rods_dialects::registry();
    let patterns = PatternSet::canonicalization();
    let changed = |body: &str| {
        let text = format!("func.func @f(%x: i32) -> (i32, i32) {{\n{body}}}\n");
        let mut module = rods::parse_str(&text, &registry).expect("parses");
        let before = module.to_string();
        let top = module.top;
        let (converged, changed) = rods::pass::apply_patterns_greedily_changed(
            &mut module.ir,
            top,
            &patterns,
            GreedyConfig::default(),
        );
        assert!(converged);
        assert_eq!(changed, module.to_string() != before, "{body}");
        changed
    };
    let unchanged = "  %c1 = arith.constant 1 : i32\n  %0 = arith.addi %x, %c1 : i32\n  return %0, %0 : i32, i32\n";
    assert!(!changed(unchanged));
    let hoisted = "  %0 = arith.addi %x, %x : i32\n  %c1 = arith.constant 1 : i32\n  %1 = arith.addi %0, %c1 : i32\n  return %1, %1 : i32, i32\n";
    assert!(changed(hoisted));
    let duplicate = "  %c1 = arith.constant 1 : i32\n  %c1b = arith.constant 1 : i32\n  %0 = arith.addi %x, %c1 : i32\n  %1 = arith.addi %x, %c1b : i32\n  return %0, %1 : i32, i32\n";
    assert!(changed(duplicate));
    let folded = "  %c0 = arith.constant 0 : i32\n  %0 = arith.addi %x, %c0 : i32\n  return %0, %0 : i32, i32\n";
    assert!(changed(folded));
}

/// Region simplification leaves nothing for another run to simplify: dead ops, dead block
/// arguments and the successor operands that fed them all go at once, so that a second run of
/// the driver changes nothing (the driver skips the simplification of a walk that changed
/// nothing after one that erased all it found dead).
#[test]
fn region_simplification_leaves_nothing_to_simplify() {
    let registry = rods_dialects::registry();
    let patterns = PatternSet::new();
    let bodies = [
        // A chain of dead values, the last used by nothing.
        (
            "  %0 = arith.addi %x, %x : i32\n  %1 = arith.muli %0, %0 : i32\n  %2 = arith.subi %1, %x : i32\n  return %x : i32\n",
            true,
        ),
        // A block argument fed only to itself around a loop, and what computes it.
        (
            "  %c1 = arith.constant 1 : i32\n  cf.br ^bb1(%x, %x : i32, i32)\n^bb1(%a: i32, %b: i32):\n  %n = arith.addi %b, %c1 : i32\n  %c = arith.cmpi slt, %a, %x : i32\n  cf.cond_br %c, ^bb1(%a, %n : i32, i32), ^bb2\n^bb2:\n  return %a : i32\n",
            true,
        ),
        // A region op whose results nothing uses, holding pure ops.
        (
            "  %t = arith.cmpi eq, %x, %x : i32\n  %r = scf.if %t -> (i32) {\n    %i = arith.addi %x, %x : i32\n    scf.yield %i : i32\n  } else {\n    scf.yield %x : i32\n  }\n  return %x : i32\n",
            true,
        ),
        // Nothing dead.
        ("  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n", false),
    ];
    for (body, dead) in bodies {
        let text = format!("func.func @f(%x: i32) -> i32 {{\n{body}}}\n");
        let mut module = rods::parse_str(&text, &registry).expect("parses");
        let top = module.top;
        let before = module.to_string();
        let run = |ir: &mut rods::ir::Ir| {
            rods::pass::apply_patterns_greedily_changed(ir, top, &patterns, GreedyConfig::default())
        };
        let (converged, changed) = run(&mut module.ir);
        assert!(converged, "{body}");
        assert_eq!(changed, dead, "{body}");
        assert_eq!(changed, module.to_string() != before, "{body}");
        module.verify().expect("the output verifies");
        let simplified = module.to_string();
        let (converged, changed) = run(&mut module.ir);
        assert!(converged && !changed, "{body}\n{simplified}");
        assert_eq!(module.to_string(), simplified);
    }
}
