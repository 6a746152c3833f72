//! The invalid corpus, `tests/corpus/invalid/*.mlir` and the dialect corpora's
//! (`tests/corpus/arith/invalid`, `rods_tests::DIALECT_CORPORA`; for the raw diagnostics also
//! `tests/corpus/llvm-dlti/invalid`): each file must pass
//! `rods-opt --split-input-file --verify-diagnostics` (plus `--allow-unregistered-dialect`
//! unless its name contains `.noallow.`), and rods' raw diagnostics (the same run without
//! `--verify-diagnostics`) must equal the checked-in `.diag` (and, for the files that have one,
//! the same with `--mlir-print-debuginfo` the `.debuginfo.diag`). With `mlir-opt-22` installed,
//! the oracle must agree on both, byte for byte.

use bytes::Bytes;
use rods::driver::{DriverOptions, process_buffer};
use rods::source::SourceFile;
use rods_tests::{
    allow_flags, assert_no_failures, corpus_inputs, corpus_inputs_with_dialects, first_difference,
    is_noallow, mask_dialect_list, mlir_opt_available, relative_to_root, report_skipped,
    run_mlir_opt, run_rods, strip_not_produced_block,
};

#[test]
fn corpus_is_present() {
    assert!(
        corpus_inputs("invalid").len() >= 10,
        "tests/corpus/invalid is missing or nearly empty"
    );
}

#[test]
fn invalid_corpus_passes_verify_diagnostics() {
    let mut failures = Vec::new();
    for file in corpus_inputs_with_dialects("invalid") {
        let path = file.to_string_lossy().into_owned();
        let mut args = allow_flags(&file);
        args.extend(["--split-input-file", "--verify-diagnostics", path.as_str()]);
        let got = run_rods(&args, b"");
        if let Some(why) = got.failure() {
            failures.push(format!("{}: {why}", relative_to_root(&file)));
        }
    }
    assert_no_failures("verify-diagnostics", &failures);
}

/// rods' stderr without `--verify-diagnostics`, with the file named as in the `.diag` files
/// (relative to the repository root).
fn raw_stderr(file: &std::path::Path) -> Option<(bool, Vec<u8>)> {
    raw_stderr_with(file, false)
}

/// [`raw_stderr`], with `--mlir-print-debuginfo` when `debug_info`.
fn raw_stderr_with(file: &std::path::Path, debug_info: bool) -> Option<(bool, Vec<u8>)> {
    let text = std::fs::read(file).ok()?;
    let src = SourceFile::new(relative_to_root(file), Bytes::from(text));
    let opts = DriverOptions {
        split_input_file: true,
        verify_diagnostics: false,
        generic: false,
        allow_unregistered: !is_noallow(file),
        debug_info,
        ..Default::default()
    };
    let outcome = process_buffer(&src, &rods_opt::registry(), &opts);
    Some((outcome.success, outcome.render_reports(&src)))
}

/// The files whose raw diagnostics are checked: the builtin and dialect corpora's, and the
/// llvm and dlti corpus's (which `llvm_dlti.rs` runs with `--verify-diagnostics` in both gpu
/// flavours; its raw diagnostics are the default flavour's).
fn raw_diagnostics_inputs() -> Vec<std::path::PathBuf> {
    let mut files = corpus_inputs_with_dialects("invalid");
    files.extend(corpus_inputs("llvm-dlti/invalid"));
    files
}

#[test]
fn invalid_corpus_raw_diagnostics_match_checked_in() {
    let mut failures = Vec::new();
    for file in raw_diagnostics_inputs() {
        let rel = relative_to_root(&file);
        let Ok(expected) = std::fs::read(format!("{}.diag", file.to_string_lossy())) else {
            failures.push(format!("{rel}: missing .diag"));
            continue;
        };
        let Some((success, stderr)) = raw_stderr(&file) else {
            failures.push(format!("{rel}: unreadable"));
            continue;
        };
        if success {
            failures.push(format!("{rel}: succeeded without --verify-diagnostics"));
        }
        if let Some(diff) = first_difference(
            &mask_dialect_list(&expected),
            &mask_dialect_list(strip_not_produced_block(&stderr)),
        ) {
            failures.push(format!("{rel}: {diff}"));
        }
    }
    assert_no_failures("raw-diagnostics", &failures);
}

/// The files with a `.debuginfo.diag` (mlir-opt-22's raw stderr with `--mlir-print-debuginfo`):
/// the ops the «see current operation» notes show are printed with their locations, those a
/// dialect's verifier shows for a nested op too.
#[test]
fn invalid_corpus_debuginfo_diagnostics_match_checked_in() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for file in corpus_inputs_with_dialects("invalid") {
        let rel = relative_to_root(&file);
        let Ok(expected) = std::fs::read(format!("{}.debuginfo.diag", file.to_string_lossy()))
        else {
            continue;
        };
        checked += 1;
        let Some((_, stderr)) = raw_stderr_with(&file, true) else {
            failures.push(format!("{rel}: unreadable"));
            continue;
        };
        if let Some(diff) = first_difference(
            &mask_dialect_list(&expected),
            &mask_dialect_list(strip_not_produced_block(&stderr)),
        ) {
            failures.push(format!("{rel} (debuginfo): {diff}"));
        }
    }
    assert!(checked >= 3, "the .debuginfo.diag files are missing");
    assert_no_failures("debuginfo raw-diagnostics", &failures);
}

#[test]
fn invalid_corpus_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let mut failures = Vec::new();
    for file in raw_diagnostics_inputs() {
        let rel = relative_to_root(&file);
        // Verify mode: the oracle accepts the annotations too.
        let mut args = allow_flags(&file);
        args.extend(["--split-input-file", "--verify-diagnostics", rel.as_str()]);
        match run_mlir_opt(&args) {
            Some(o) if o.code == 0 => {}
            Some(o) => failures.push(format!(
                "{rel}: mlir-opt-22 --verify-diagnostics exit {}:\n{}",
                o.code,
                String::from_utf8_lossy(&o.stderr)
            )),
            None => failures.push(format!("{rel}: could not run mlir-opt-22")),
        }
        // Raw mode: the whole stderr, trailing block included, and stdout.
        let mut args = allow_flags(&file);
        args.extend(["--split-input-file", rel.as_str()]);
        let Some(oracle) = run_mlir_opt(&args) else {
            continue;
        };
        let Some((success, stderr)) = raw_stderr(&file) else {
            continue;
        };
        if success != (oracle.code == 0) {
            failures.push(format!(
                "{rel}: success {success}, mlir-opt-22 exit {}",
                oracle.code
            ));
        }
        if let Some(diff) = first_difference(
            &mask_dialect_list(&oracle.stderr),
            &mask_dialect_list(&stderr),
        ) {
            failures.push(format!("{rel} stderr vs mlir-opt-22: {diff}"));
        }
        let path = file.to_string_lossy().into_owned();
        let mut args = allow_flags(&file);
        args.extend(["--split-input-file", path.as_str()]);
        let ours = run_rods(&args, b"");
        if let Some(diff) = first_difference(&oracle.stdout, &ours.stdout) {
            failures.push(format!("{rel} stdout vs mlir-opt-22: {diff}"));
        }
    }
    assert_no_failures("differential invalid", &failures);
}
