//! The passes rods has, over `tests/corpus/passes/PASS/`: each input run through
//! `rods-opt --PASS` prints mlir-opt-22's output (checked in, and compared live when
//! mlir-opt-22 is installed), in custom and generic form; a pass's own errors read as
//! upstream's; passes run in the order of their flags.

use rods_tests::{
    assert_no_failures, corpus_inputs, differential_failures, mlir_opt_available, report_skipped,
    roundtrip_failures, run_mlir_opt_on_stdin, run_rods,
};

const ALLOW: &str = "--allow-unregistered-dialect";

/// Each pass's corpus folder and the flags it runs with (debug info printed for the pass that
/// changes nothing else, and for the inputs where the locations of what a pass creates show).
const PASSES: &[(&str, &[&str])] = &[
    ("passes/canonicalize", &[ALLOW, "--canonicalize"]),
    (
        "passes/canonicalize-debuginfo",
        &[ALLOW, "--canonicalize", "--mlir-print-debuginfo"],
    ),
    ("passes/cse", &[ALLOW, "--cse"]),
    ("passes/symbol-dce", &[ALLOW, "--symbol-dce"]),
    (
        "passes/strip-debuginfo",
        &[ALLOW, "--strip-debuginfo", "--mlir-print-debuginfo"],
    ),
];

#[test]
fn every_pass_has_its_corpus() {
    for (kind, _) in PASSES {
        assert!(!corpus_inputs(kind).is_empty(), "{kind}");
    }
}

#[test]
fn pass_outputs_match_mlir_opt() {
    let mut failures = Vec::new();
    for (kind, flags) in PASSES {
        failures.extend(roundtrip_failures(kind, flags));
    }
    assert_no_failures("pass outputs", &failures);
}

#[test]
fn pass_outputs_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let mut failures = Vec::new();
    for (kind, flags) in PASSES {
        failures.extend(differential_failures(kind, flags, flags));
    }
    assert_no_failures("pass differential", &failures);
}

/// An unregistered op with one region may be a symbol table: `--symbol-dce` cannot know the
/// uses inside it and fails, as upstream does.
#[test]
fn symbol_dce_refuses_a_potentially_unknown_symbol_table() {
    let input = "module {\n  func.func private @f() {\n    return\n  }\n  \"x.scope\"() ({\n    \"x.use\"() {callee = @f} : () -> ()\n  }) : () -> ()\n}\n";
    let got = run_rods(&[ALLOW, "--symbol-dce", "-"], input.as_bytes());
    assert_eq!(got.code, 1);
    let expected = "<stdin>:5:3: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses\n  \"x.scope\"() ({\n  ^\n<stdin>:5:3: note: see current operation: \n\"x.scope\"() ({\n  \"x.use\"() {callee = @f} : () -> ()\n}) : () -> ()\n";
    assert_eq!(String::from_utf8_lossy(&got.stderr), expected);
    assert!(got.stdout.is_empty());
    if let Some(oracle) = run_mlir_opt_on_stdin(&[ALLOW, "--symbol-dce"], input) {
        assert_eq!(String::from_utf8_lossy(&oracle.stderr), expected);
    }
}

/// `--cse --symbol-dce` and `--symbol-dce --cse` differ when CSE makes a symbol dead:
/// the order of the flags is the order of the passes.
#[test]
fn passes_run_in_the_order_of_their_flags() {
    let input = "func.func @main() -> (i32, i32) {\n  %0 = func.call @g() : () -> i32\n  %1 = func.constant @h : () -> i32\n  %2 = func.constant @h : () -> i32\n  return %0, %0 : i32, i32\n}\nfunc.func private @g() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\nfunc.func private @h() -> i32 {\n  %c = arith.constant 2 : i32\n  return %c : i32\n}\n";
    let cse_first = run_rods(&["--cse", "--symbol-dce", "-"], input.as_bytes());
    let dce_first = run_rods(&["--symbol-dce", "--cse", "-"], input.as_bytes());
    assert_eq!(
        cse_first.code,
        0,
        "{}",
        String::from_utf8_lossy(&cse_first.stderr)
    );
    let cse_first = String::from_utf8_lossy(&cse_first.stdout).into_owned();
    let dce_first = String::from_utf8_lossy(&dce_first.stdout).into_owned();
    assert!(!cse_first.contains("@h"), "{cse_first}");
    assert!(dce_first.contains("func.func private @h"), "{dce_first}");
    for (flags, ours) in [
        (["--cse", "--symbol-dce"], &cse_first),
        (["--symbol-dce", "--cse"], &dce_first),
    ] {
        if let Some(oracle) = run_mlir_opt_on_stdin(&flags, input) {
            assert_eq!(String::from_utf8_lossy(&oracle.stdout), **ours, "{flags:?}");
        }
    }
}

/// Constants the canonicalizer moves out of their block or merges lose their locations (MLIR's
/// `OperationFolder` gives them its `erasedFoldedLocation`, an unknown location); one moved to
/// the front of its own block keeps its own.
#[test]
fn canonicalize_forgets_the_locations_of_moved_and_merged_constants() {
    let input = r#"func.func @across(%c0: i1) -> i32 {
  cf.cond_br %c0, ^bb1, ^bb2
^bb1:
  %a = arith.constant 5 : i32 loc("a":1:1)
  return %a : i32
^bb2:
  %b = arith.constant 6 : i32 loc("b":2:2)
  return %b : i32
}
func.func @merged(%x: i32) -> (i32, i32) {
  %a = arith.constant 5 : i32 loc("a":1:1)
  %b = arith.constant 5 : i32 loc("b":2:2)
  return %a, %b : i32, i32
}
func.func @within(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32 loc("y":3:3)
  %a = arith.constant 7 : i32 loc("c":4:4)
  %z = arith.addi %y, %a : i32 loc("z":5:5)
  return %z : i32
}
"#;
    let flags = [
        "--canonicalize",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
    ];
    let ours = run_rods(&[&flags[..], &["-"]].concat(), input.as_bytes());
    assert_eq!(ours.code, 0, "{}", String::from_utf8_lossy(&ours.stderr));
    let ours = String::from_utf8_lossy(&ours.stdout).into_owned();
    for line in [
        "%c6_i32 = arith.constant 6 : i32 loc(unknown)",
        "%c5_i32 = arith.constant 5 : i32 loc(unknown)",
        "%c7_i32 = arith.constant 7 : i32 loc(\"c\":4:4)",
    ] {
        assert!(ours.contains(line), "{line}\n{ours}");
    }
    assert!(
        !ours.contains("loc(\"a\"") && !ours.contains("loc(\"b\""),
        "{ours}"
    );
    if let Some(oracle) = run_mlir_opt_on_stdin(&flags, input) {
        assert_eq!(String::from_utf8_lossy(&oracle.stdout), ours);
    }
}

/// `--canonicalize` runs the canonicalization patterns ops declare (`rods_tests::tst_canon`):
/// an op's `canonicalize` method, and the patterns its `canonicalization_patterns` adds, the
/// higher benefit first and, at equal benefit, those of the op first by name
/// (`tst.canon_double`'s `{seen}` before `tst.canon_nop`'s `{nop_seen}`, though a
/// `tst.canon_nop` is visited first); with the folders, as upstream's canonicalizer. The
/// library API (`PatternSet::canonicalization` under `apply_patterns_greedily`) does the same.
#[test]
fn canonicalize_runs_patterns_ops_declare() {
    let mut registry = rods_dialects::registry();
    rods_tests::testdialect::register(&mut registry);
    let input = "func.func @f(%x: i64) -> (i64, i64, i64) {\n  %c2 = tst.fold_const 2\n  %n = tst.canon_nop %c2\n  %d = tst.canon_double %n\n  %e = tst.canon_double %x\n  %m = tst.canon_nop %e\n  return %d, %m, %e : i64, i64, i64\n}\n";
    let expected = "module {\n  func.func @f(%arg0: i64) -> (i64, i64, i64) {\n    %0 = tst.fold_const 4\n    %1 = tst.canon_double %arg0 {seen}\n    return %0, %1, %1 : i64, i64, i64\n  }\n}\n";
    let mut module = rods::parse_str(input, &registry).expect("the input parses");
    module.verify().expect("the input verifies");
    let pm = rods::pass::PassManager::from_arguments(["canonicalize"]).expect("a pass");
    pm.run(&mut module).expect("the pass runs");
    assert_eq!(module.to_string(), expected);

    let mut module = rods::parse_str(input, &registry).expect("the input parses");
    let patterns = rods::pass::PatternSet::canonicalization();
    let top = module.top;
    let config = rods::pass::GreedyConfig::default();
    assert!(rods::pass::apply_patterns_greedily(
        &mut module.ir,
        top,
        &patterns,
        config
    ));
    assert_eq!(module.to_string(), expected);
}

/// `--canonicalize` on the `tst` ops of `rods_tests::tst_fold`: a one-result folder gives a
/// constant (materialized by the dialect's `materialize_constant`, then uniqued and hoisted)
/// or an operand; a two-result folder gives both results; `Involution` folds an op with no
/// folder of its own; what became dead goes.
#[test]
fn canonicalize_runs_folders_of_the_test_dialect() {
    let mut registry = rods_dialects::registry();
    rods_tests::testdialect::register(&mut registry);
    let input = "func.func @f(%x: i64) -> (i64, i64, i64, i64) {\n  %c2 = tst.fold_const 2\n  %c3 = tst.fold_const 3\n  %c0 = tst.fold_const 0\n  %s = tst.fold_add %c2, %c3\n  %t = tst.fold_add %x, %c0\n  %a, %b = tst.fold_pair %s, %t\n  %i = tst.involute %x\n  %j = tst.involute %i\n  return %a, %b, %j, %i : i64, i64, i64, i64\n}\n";
    let mut module = rods::parse_str(input, &registry).expect("the input parses");
    module.verify().expect("the input verifies");
    let pm = rods::pass::PassManager::from_arguments(["canonicalize"]).expect("a pass");
    pm.run(&mut module).expect("the pass runs");
    assert_eq!(
        module.to_string(),
        "module {\n  func.func @f(%arg0: i64) -> (i64, i64, i64, i64) {\n    %0 = tst.fold_const 5\n    %1 = tst.involute %arg0\n    return %0, %arg0, %arg0, %1 : i64, i64, i64, i64\n  }\n}\n"
    );
}
