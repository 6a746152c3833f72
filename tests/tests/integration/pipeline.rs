//! Pass pipelines and pass options: `tests/corpus/passes/pipeline/` (each input run with the
//! arguments its `// ARG: ` lines give, one per line) prints mlir-opt-22's output, checked in
//! and compared live; a parsed pipeline prints as mlir-opt-22's `--dump-pass-pipeline` shows
//! it; what rods reports unlike mlir-opt-22 (a bad option value; `region-simplify=aggressive`)
//! is pinned here. The CLI's pipeline errors that match mlir-opt-22 byte for byte are driver
//! cases (`tests/driver-cases/pipeline-*`).

use std::path::Path;

use rods::diag::Diagnostic;
use rods::ir::{Ir, OpId};
use rods::pass::{Pass, PassManager, PipelineArgs};
use rods_tests::{
    PRINT_MODES, assert_no_failures, corpus_inputs, first_difference, mlir_opt_available,
    relative_to_root, report_skipped, run_mlir_opt, run_mlir_opt_on_stdin, run_rods,
};

const ALLOW: &str = "--allow-unregistered-dialect";

/// The arguments of a pipeline corpus input: its `// ARG: ` lines, one argument each.
fn file_args(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.strip_prefix("// ARG: "))
        .map(str::to_owned)
        .collect()
}

/// `--allow-unregistered-dialect`, the file's arguments, the print mode's flag and `path`.
fn corpus_command<'a>(args: &'a [String], mode: Option<&'a str>, path: &'a str) -> Vec<&'a str> {
    let mut all = vec![ALLOW];
    all.extend(args.iter().map(String::as_str));
    all.extend(mode);
    all.push(path);
    all
}

#[test]
fn pipeline_corpus_matches_mlir_opt() {
    let files = corpus_inputs("passes/pipeline");
    assert!(files.len() >= 5, "tests/corpus/passes/pipeline is missing");
    let mut failures = Vec::new();
    for file in files {
        let args = file_args(&file);
        assert!(!args.is_empty(), "{}: no `// ARG: ` line", file.display());
        let path = file.to_string_lossy().into_owned();
        for (suffix, mode) in PRINT_MODES {
            let expected = std::fs::read(format!("{path}{suffix}")).unwrap_or_default();
            let got = run_rods(&corpus_command(&args, *mode, &path), b"");
            if let Some(why) = got.mismatch(&expected) {
                failures.push(format!("{} ({suffix}): {why}", relative_to_root(&file)));
            }
        }
    }
    assert_no_failures("pipeline outputs", &failures);
}

#[test]
fn pipeline_corpus_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let mut failures = Vec::new();
    for file in corpus_inputs("passes/pipeline") {
        let args = file_args(&file);
        let rel = relative_to_root(&file);
        let path = file.to_string_lossy().into_owned();
        for (suffix, mode) in PRINT_MODES {
            let Some(oracle) = run_mlir_opt(&corpus_command(&args, *mode, &rel)) else {
                failures.push(format!("{rel}: could not run mlir-opt-22"));
                continue;
            };
            let ours = run_rods(&corpus_command(&args, *mode, &path), b"");
            if let Some(diff) = first_difference(&oracle.stdout, &ours.stdout) {
                failures.push(format!("{rel} ({suffix}) vs mlir-opt-22: {diff}"));
            }
        }
    }
    assert_no_failures("pipeline differential", &failures);
}

/// Pipelines and their printed form, as mlir-opt-22's `--dump-pass-pipeline` shows them (its
/// lines joined): every option of a pass, sorted, a list at its default printed as nothing;
/// adjacent nested pipelines as written (merged only when they run).
const PRINTED: &[(&str, &str)] = &[
    (
        "builtin.module(func.func(canonicalize{max-iterations=2 region-simplify=disabled},cse),symbol-dce)",
        "builtin.module(func.func(canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=disabled test-convergence=false top-down=true},cse),symbol-dce)",
    ),
    (
        "builtin.module(func.func(cse),func.func(canonicalize{top-down=false}),any(cse),gpu.module(strip-debuginfo))",
        "builtin.module(func.func(cse),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}),any(cse),gpu.module(strip-debuginfo))",
    ),
    (
        " any ( func.func ( cse ) , symbol-dce ) ",
        "any(func.func(cse),symbol-dce)",
    ),
    (
        "builtin.module(canonicalize{disable-patterns=a,{b,c} enable-patterns=\"x y\" max-iterations=0x10 test-convergence})",
        "builtin.module(canonicalize{disable-patterns={a,b,c} enable-patterns={{x y}} max-iterations=16 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true})",
    ),
    (
        "builtin.module(canonicalize{enable-patterns= max-num-rewrites=-7 top-down=0},cse(canonicalize))",
        "builtin.module(canonicalize{ enable-patterns={} max-iterations=10 max-num-rewrites=-7 region-simplify=normal test-convergence=false top-down=false},cse(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))",
    ),
    ("builtin.module()", "builtin.module()"),
];

#[test]
fn pipelines_print_as_mlir_opt_dumps_them() {
    let oracle = mlir_opt_available();
    if !oracle {
        report_skipped();
    }
    for (text, printed) in PRINTED {
        let pm = PassManager::parse(text).unwrap_or_else(|d| panic!("{text}: {d}"));
        assert_eq!(pm.to_string(), *printed, "{text}");
        if oracle {
            let dumped = run_mlir_opt_on_stdin(
                &["--dump-pass-pipeline", &format!("--pass-pipeline={text}")],
                "",
            )
            .map(|o| {
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .skip(1)
                    .map(str::trim_start)
                    .collect::<String>()
            });
            assert_eq!(dumped.as_deref(), Some(*printed), "mlir-opt-22 on {text}");
        }
    }
}

/// A value LLVM's option parser rejects: mlir-opt-22 prints LLVM's message on a line of its
/// own (`mlir-opt-22: for the --max-iterations option: …`) and then an error with an empty
/// message; rods puts that message in the error, the rest as mlir-opt-22 has it.
#[test]
fn a_bad_option_value_is_reported_in_the_error() {
    let input = "func.func @f() {\n  return\n}\n";
    let cases: &[(&[&str], &str)] = &[
        (
            &["--canonicalize=max-iterations=x"],
            "<unknown>:0: error: for the --max-iterations option: 'x' value invalid for long argument!\n\n",
        ),
        (
            &["--pass-pipeline=builtin.module(canonicalize{top-down=maybe})"],
            "<unknown>:0: error: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n\n\
             failed to add `canonicalize` with options `top-down=maybe`\n\n",
        ),
        (
            &["--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=Normal}))"],
            "<unknown>:0: error: for the --region-simplify option: Cannot find option named 'Normal'!\n\n\
             failed to add `canonicalize` with options `region-simplify=Normal`\n\
             failed to add `func.func` with options `` to inner pipeline\n\n",
        ),
        (
            &["--canonicalize=max-iterations = 1"],
            "<unknown>:0: error: for the --max-iterations option: requires a value!\n\n",
        ),
        (
            &["--canonicalize=max-num-rewrites=9223372036854775808"],
            "<unknown>:0: error: for the --max-num-rewrites option: '9223372036854775808' value invalid for long argument!\n\n",
        ),
    ];
    for (args, expected) in cases {
        let mut argv = args.to_vec();
        argv.push("-");
        let got = run_rods(&argv, input.as_bytes());
        assert_eq!(got.code, 1, "{args:?}");
        assert!(got.stdout.is_empty(), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&got.stderr), *expected, "{args:?}");
        // mlir-opt-22's text is ours with LLVM's line moved out of the error.
        if let Some(oracle) = run_mlir_opt_on_stdin(args, input) {
            let theirs = String::from_utf8_lossy(&oracle.stderr).into_owned();
            let (llvm_line, rest) = theirs.split_once('\n').unwrap_or_default();
            let message = llvm_line.strip_prefix("mlir-opt-22: ").unwrap_or_default();
            let moved = rest.replacen(
                "<unknown>:0: error: \n",
                &format!("<unknown>:0: error: {message}\n\n"),
                1,
            );
            assert_eq!(moved, *expected, "mlir-opt-22 on {args:?}");
            assert_eq!(oracle.code, 1);
        }
    }
}

/// Upstream's `region-simplify=aggressive` also merges identical blocks, which rods does not
/// do: the option is refused rather than run as `normal`.
#[test]
fn aggressive_region_simplification_is_refused() {
    let input = "func.func @f() {\n  return\n}\n";
    let got = run_rods(
        &[
            "--pass-pipeline=builtin.module(canonicalize{region-simplify=aggressive})",
            "-",
        ],
        input.as_bytes(),
    );
    assert_eq!(got.code, 1);
    assert!(got.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&got.stderr),
        "<unknown>:0: error: canonicalize: region-simplify=aggressive is not supported by rods \
         (identical blocks are not merged); use normal or disabled\n\n\
         failed to add `canonicalize` with options `region-simplify=aggressive`\n\n"
    );
    let flag = run_rods(
        &["--canonicalize=region-simplify=aggressive", "-"],
        input.as_bytes(),
    );
    assert_eq!(flag.code, 1);
    assert!(String::from_utf8_lossy(&flag.stderr).contains("region-simplify=aggressive is not"));
}

/// The library's errors are diagnostics at an unknown location holding upstream's message.
#[test]
fn parse_errors_are_upstream_messages() {
    let message = |text: &str| match PassManager::parse(text) {
        Ok(pm) => panic!("{text} parsed as {pm}"),
        Err(d) => d.message,
    };
    assert_eq!(
        message("builtin.module(func.func(cse)"),
        "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while \
         parsing pipeline\nfunc.func(cse\n          ^\n"
    );
    assert_eq!(
        message("func.func"),
        "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
         'builtin.module(...)'"
    );
    assert_eq!(
        message("builtin.module(cse{x})"),
        "<Pass-Options-Parser>: no such option x\n\nfailed to add `cse` with options `x`\n"
    );
    // Positions count lines and columns in the pipeline's own text.
    assert!(message("builtin.module(cse,\n  nope)").starts_with(
        "MLIR Textual PassPipeline Parser:2:3: error: 'nope' does not refer to a registered pass"
    ));
    // Deep nesting is no stack overflow.
    let deep = format!(
        "builtin.module({}cse{})",
        "func.func(".repeat(20_000),
        ")".repeat(20_000)
    );
    assert!(PassManager::parse(&deep).is_ok());
    let args = PipelineArgs {
        pipeline: Some("builtin.module(cse)".into()),
        passes: vec![("cse".into(), String::new())],
    };
    assert_eq!(
        args.build("builtin.module").map(|pm| pm.to_string()),
        Err(Diagnostic::error(
            rods::ir::Location::Unknown,
            "'-pass-pipeline' option can't be used with individual pass options"
        ))
    );
}

/// A pass restricted to `func.func`, counting the functions it ran on.
struct CountFunctions(std::sync::Arc<std::sync::atomic::AtomicUsize>);

impl Pass for CountFunctions {
    fn argument(&self) -> &'static str {
        "count-functions"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        assert_eq!(ir.op(op).name.as_str(), "func.func");
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }
}

/// Added to a manager on the module, a pass restricted to functions is nested (MLIR's
/// implicit nesting): it runs on the functions directly in the module, not on those of a
/// nested module; an `any` manager does not run it on the module itself.
#[test]
fn a_restricted_pass_nests_and_runs_on_direct_children() {
    let registry = rods_dialects::registry();
    let text = "func.func @a() {\n  return\n}\nmodule @m {\n  func.func @b() {\n    return\n  }\n}\n\
                func.func @c() {\n  return\n}\n";
    let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut pm = PassManager::new();
    pm.add(Box::new(CountFunctions(count.clone())));
    pm.nest("builtin.module")
        .add(Box::new(CountFunctions(count.clone())));
    assert_eq!(
        pm.to_string(),
        "builtin.module(func.func(count-functions),builtin.module(func.func(count-functions)))"
    );
    let mut module = rods::parse_str(text, &registry).expect("parses");
    pm.run(&mut module).expect("runs");
    assert_eq!(count.load(std::sync::atomic::Ordering::Relaxed), 3);

    // On `any`, a manager runs only where all its passes may: not on the module.
    let mut any = PassManager::on("any");
    any.add(Box::new(CountFunctions(count.clone())));
    let errors = any
        .run_on(&mut module)
        .expect_err("the module is no function");
    assert_eq!(
        errors[0].message,
        "can't run 'any' pass manager on 'builtin.module' op"
    );
}

/// A pass on functions that gives `@callee` the name of `@other`: both stay valid functions,
/// but the module now defines `other` twice and `caller` calls a function that is gone, which
/// only the module's verification after the nested passes sees.
struct RenameCallee;

impl Pass for RenameCallee {
    fn argument(&self) -> &'static str {
        "rename-callee"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let name = |ir: &Ir, o: OpId| ir.property(o, "sym_name").cloned();
        let Some(block) = ir.op(op).parent() else {
            return Ok(());
        };
        let named =
            |ir: &Ir, text: &str| {
                ir.block(block).ops.iter().copied().find(|&o| {
                    name(ir, o).is_some_and(|a| a.as_string().is_some_and(|s| s.is(text)))
                })
            };
        if named(ir, "callee") != Some(op) {
            return Ok(());
        }
        if let Some(other) = named(ir, "other").and_then(|o| name(ir, o)) {
            ir.set_property(op, "sym_name", other);
        }
        Ok(())
    }
}

/// After nested passes, the module is verified on its own (MLIR's verification without
/// recursion after an adaptor): what a nested pass broke outside its function is reported as
/// the whole module's verification reports it.
#[test]
fn the_module_is_verified_after_nested_passes() {
    let registry = rods_dialects::registry();
    let text = "func.func @callee(%a: i32) -> i32 {\n  return %a : i32\n}\n\
                func.func @other(%a: i32) -> i32 {\n  return %a : i32\n}\n\
                func.func @caller(%x: i32) -> i32 {\n  %0 = func.call @callee(%x) : (i32) -> i32\n  \
                return %0 : i32\n}\n";
    let mut pm = PassManager::new();
    pm.nest("func.func").add(Box::new(RenameCallee));
    let mut module = rods::parse_str(text, &registry).expect("parses");
    let errors = pm.run_on(&mut module).expect_err("the module is broken");
    assert_eq!(errors, rods::verify::verify(&module).expect_err("invalid"));
    assert_eq!(errors[0].message, "redefinition of symbol named 'other'");
}

/// A pass on functions that turns every `func.return` of a function returning one value into
/// one returning none (an invalid function), and says it changed nothing when `claims` so.
struct DropReturnedValue {
    claims_unchanged: bool,
}

impl Pass for DropReturnedValue {
    fn argument(&self) -> &'static str {
        "drop-returned-value"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut returns = Vec::new();
        ir.walk(op, rods::ir::WalkOrder::PreOrder, |o| {
            returns.push(o);
            rods::ir::WalkResult::Advance
        });
        for o in returns {
            if ir.op(o).name.as_str() == "func.return" {
                ir.set_operands(o, 0..ir.op(o).operands.len(), &[]);
            }
        }
        if self.claims_unchanged {
            ir.mark_all_analyses_preserved();
        }
        Ok(())
    }
}

/// A pass that says it changed nothing (`mark_all_analyses_preserved`, as `canonicalize` and
/// `cse` do when they did not) is not followed by a verification, nested or not, nor are the
/// nested managers whose passes all said so; the same edit without the mark is reported.
#[test]
fn a_pass_that_changed_nothing_is_not_verified_again() {
    let registry = rods_dialects::registry();
    let text = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
    for claims_unchanged in [false, true] {
        let mut nested = PassManager::new();
        nested
            .nest("func.func")
            .add(Box::new(DropReturnedValue { claims_unchanged }));
        let mut module = rods::parse_str(text, &registry).expect("parses");
        let result = nested.run_on(&mut module);
        assert_eq!(result.is_ok(), claims_unchanged, "{result:?}");
        if let Err(errors) = result {
            assert_eq!(
                errors[0].message,
                "'func.return' op has 0 operands, but enclosing function (@f) returns 1"
            );
        }
    }
}
