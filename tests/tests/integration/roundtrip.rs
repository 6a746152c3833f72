//! Round trips over `tests/corpus/roundtrip`: rods-opt's output must equal the checked-in
//! `.mlir.out` (custom form), `.mlir.generic.out` (`--mlir-print-op-generic`) and, for the files
//! that have one, `.mlir.local.out` (`--mlir-print-local-scope`); when `mlir-opt-22` is
//! installed, its live output on the same input must be byte-identical too.

use std::path::Path;

use rods_tests::{
    allow_flags, assert_no_failures, corpus_inputs, first_difference, mlir_opt_available,
    relative_to_root, report_skipped, run_mlir_opt, run_rods,
};

/// The two printing modes every file has, and their expected-output suffixes.
const MODES: &[(&str, Option<&str>)] = &[
    (".out", None),
    (".generic.out", Some("--mlir-print-op-generic")),
];

/// Printing modes checked for the files that have their expected output.
const OPTIONAL_MODES: &[(&str, Option<&str>)] = &[(".local.out", Some("--mlir-print-local-scope"))];

/// The modes `file` is checked in: [`MODES`], and those of [`OPTIONAL_MODES`] it has an output
/// for.
fn modes_of(file: &Path) -> Vec<(&'static str, Option<&'static str>)> {
    let path = file.to_string_lossy();
    let optional = OPTIONAL_MODES
        .iter()
        .filter(|(suffix, _)| Path::new(&format!("{path}{suffix}")).exists());
    MODES.iter().chain(optional).copied().collect()
}

fn args_for<'a>(path: &'a str, file: &Path, extra: Option<&'a str>) -> Vec<&'a str> {
    let mut args = allow_flags(file);
    args.extend(extra);
    args.push(path);
    args
}

#[test]
fn corpus_is_present() {
    assert!(
        corpus_inputs("roundtrip").len() >= 10,
        "tests/corpus/roundtrip is missing or nearly empty"
    );
}

#[test]
fn roundtrip_matches_checked_in_outputs() {
    let mut failures = Vec::new();
    for file in corpus_inputs("roundtrip") {
        let path = file.to_string_lossy().into_owned();
        for (suffix, flag) in &modes_of(&file) {
            let expected_path = format!("{path}{suffix}");
            let Ok(expected) = std::fs::read(&expected_path) else {
                failures.push(format!(
                    "{}: missing {expected_path}",
                    relative_to_root(&file)
                ));
                continue;
            };
            let got = run_rods(&args_for(&path, &file, *flag), b"");
            if let Some(why) = got.mismatch(&expected) {
                failures.push(format!("{} ({suffix}): {why}", relative_to_root(&file)));
            }
        }
    }
    assert_no_failures("round-trip", &failures);
}

#[test]
fn roundtrip_printing_is_a_fixed_point() {
    // Printing rods' own output again must give the same text.
    let mut failures = Vec::new();
    for file in corpus_inputs("roundtrip") {
        let path = file.to_string_lossy().into_owned();
        let first = run_rods(&args_for(&path, &file, None), b"");
        if first.code != 0 {
            continue; // reported by the test above
        }
        let mut args = allow_flags(&file);
        args.push("-");
        let second = run_rods(&args, &first.stdout);
        if let Some(diff) = first_difference(&first.stdout, &second.stdout) {
            failures.push(format!("{}: {diff}", relative_to_root(&file)));
        }
    }
    assert_no_failures("fixed-point", &failures);
}

#[test]
fn roundtrip_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let mut failures = Vec::new();
    for file in corpus_inputs("roundtrip") {
        let rel = relative_to_root(&file);
        for (suffix, flag) in &modes_of(&file) {
            let args = args_for(&rel, &file, *flag);
            let Some(oracle) = run_mlir_opt(&args) else {
                failures.push(format!("{rel}: could not run mlir-opt-22"));
                continue;
            };
            let path = file.to_string_lossy().into_owned();
            let ours = run_rods(&args_for(&path, &file, *flag), b"");
            if oracle.code != ours.code {
                failures.push(format!(
                    "{rel} ({suffix}): exit {} (mlir-opt-22: {}):\n{}",
                    ours.code,
                    oracle.code,
                    String::from_utf8_lossy(&ours.stderr)
                ));
            } else if let Some(diff) = first_difference(&oracle.stdout, &ours.stdout) {
                failures.push(format!("{rel} ({suffix}) vs mlir-opt-22: {diff}"));
            }
        }
    }
    assert_no_failures("differential round-trip", &failures);
}

#[test]
fn builtin_example_runs_and_matches_mlir_opt() {
    // `examples/module.mlir`, the builtin-only example beside the README's `examples/gpu.mlir`.
    let file = rods_tests::repo_root().join("examples").join("module.mlir");
    let path = file.to_string_lossy().into_owned();
    let ours = run_rods(&[path.as_str()], b"");
    assert_eq!(ours.code, 0, "{}", String::from_utf8_lossy(&ours.stderr));
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let Some(oracle) = run_mlir_opt(&["examples/module.mlir"]) else {
        panic!("could not run mlir-opt-22");
    };
    assert_eq!(oracle.code, 0);
    if let Some(diff) = first_difference(&oracle.stdout, &ours.stdout) {
        panic!("examples/module.mlir vs mlir-opt-22: {diff}");
    }
}
