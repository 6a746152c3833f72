//! Round trips over `tests/corpus/roundtrip` and the dialect corpora (`tests/corpus/arith/roundtrip`,
//! `rods_tests::DIALECT_CORPORA`): rods-opt's output must equal the checked-in
//! `.mlir.out` (custom form), `.mlir.generic.out` (`--mlir-print-op-generic`) and, for the files
//! that have one, `.mlir.local.out` (`--mlir-print-local-scope`), `.mlir.debuginfo.out`
//! (`--mlir-print-debuginfo`), `.mlir.debuginfo.generic.out` (with the generic form) and
//! `.mlir.debuginfo.local.out` (with local scope); when `mlir-opt-22` is installed, its live
//! output on the same input must be byte-identical too.

use std::path::Path;

use bytes::Bytes;
use rods::driver::{DriverOptions, process_buffer};
use rods::source::SourceFile;
use rods_tests::{
    RunOutput, allow_flags, assert_no_failures, corpus_inputs, corpus_inputs_with_dialects,
    first_difference, is_noallow, mlir_opt_available, relative_to_root, report_skipped,
    run_mlir_opt, run_rods,
};

/// A printing mode: the expected-output suffix and the flags.
type Mode = (&'static str, &'static [&'static str]);

const GENERIC: &str = "--mlir-print-op-generic";
const LOCAL_SCOPE: &str = "--mlir-print-local-scope";
const DEBUGINFO: &str = "--mlir-print-debuginfo";

/// The two printing modes every file has.
const MODES: &[Mode] = &[(".out", &[]), (".generic.out", &[GENERIC])];

/// Printing modes checked for the files that have their expected output.
const OPTIONAL_MODES: &[Mode] = &[
    (".local.out", &[LOCAL_SCOPE]),
    (".debuginfo.out", &[DEBUGINFO]),
    (".debuginfo.generic.out", &[DEBUGINFO, GENERIC]),
    (".debuginfo.local.out", &[DEBUGINFO, LOCAL_SCOPE]),
];

/// The modes `file` is checked in: [`MODES`], and those of [`OPTIONAL_MODES`] it has an output
/// for.
fn modes_of(file: &Path) -> Vec<Mode> {
    let path = file.to_string_lossy();
    let optional = OPTIONAL_MODES
        .iter()
        .filter(|(suffix, _)| Path::new(&format!("{path}{suffix}")).exists());
    MODES.iter().chain(optional).copied().collect()
}

fn args_for<'a>(path: &'a str, file: &Path, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = allow_flags(file);
    args.extend(extra);
    args.push(path);
    args
}

/// rods-opt on `file` with `flags`. Under `--mlir-print-debuginfo`, which prints the file's
/// name, the file is read under the name `mlir-opt-22` is given (relative to the repository
/// root), by the driver rods-opt runs.
fn run_rods_on(file: &Path, flags: &[&str]) -> RunOutput {
    let path = file.to_string_lossy().into_owned();
    if !flags.contains(&DEBUGINFO) {
        return run_rods(&args_for(&path, file, flags), b"");
    }
    let text = std::fs::read(file).unwrap_or_default();
    let src = SourceFile::new(relative_to_root(file), Bytes::from(text));
    let opts = DriverOptions {
        allow_unregistered: !is_noallow(file),
        generic: flags.contains(&GENERIC),
        local_scope: flags.contains(&LOCAL_SCOPE),
        debug_info: true,
        ..Default::default()
    };
    let outcome = process_buffer(&src, &rods_opt::registry(), &opts);
    RunOutput {
        code: i32::from(!outcome.success),
        stderr: outcome.render_reports(&src),
        stdout: outcome.output,
    }
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
    for file in corpus_inputs_with_dialects("roundtrip") {
        let path = file.to_string_lossy().into_owned();
        for (suffix, flags) in modes_of(&file) {
            let expected_path = format!("{path}{suffix}");
            let Ok(expected) = std::fs::read(&expected_path) else {
                failures.push(format!(
                    "{}: missing {expected_path}",
                    relative_to_root(&file)
                ));
                continue;
            };
            let got = run_rods_on(&file, flags);
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
    for file in corpus_inputs_with_dialects("roundtrip") {
        let path = file.to_string_lossy().into_owned();
        let first = run_rods(&args_for(&path, &file, &[]), b"");
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
    for file in corpus_inputs_with_dialects("roundtrip") {
        let rel = relative_to_root(&file);
        for (suffix, flags) in modes_of(&file) {
            let args = args_for(&rel, &file, flags);
            let Some(oracle) = run_mlir_opt(&args) else {
                failures.push(format!("{rel}: could not run mlir-opt-22"));
                continue;
            };
            let ours = run_rods_on(&file, flags);
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

/// Sparse elements whose indices are all one coordinate print the indices as a splat, as
/// mlir-opt-22 prints them (text neither tool reads back when there are several values, so it
/// cannot live in the corpus, whose outputs are read again).
#[test]
fn repeated_sparse_indices_print_as_mlir_opt_prints_them() {
    let input = "\"x.op\"() {a = sparse<[[1], [1]], [1, 2]> : tensor<4xi32>, \
                 b = sparse<[[1, 1], [1, 1]], [1.0, 2.0]> : tensor<4x4xf32>} : () -> ()\n";
    let out = rods_tests::run_rods(&["--allow-unregistered-dialect", "-"], input.as_bytes());
    assert_eq!(
        (out.code, String::from_utf8_lossy(&out.stdout).as_ref()),
        (
            0,
            "module {\n  \"x.op\"() {a = sparse<1, [1, 2]> : tensor<4xi32>, b = sparse<1, \
             [1.000000e+00, 2.000000e+00]> : tensor<4x4xf32>} : () -> ()\n}\n\n"
        )
    );
}
