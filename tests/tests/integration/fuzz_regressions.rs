//! Every input a fuzz target once failed on (`tests/fuzz-regressions/<target>/*`), and every
//! corpus file, checked against that target's property (`rods_tests::fuzz`) on a thread with
//! the default 2 MiB stack. A panic is a failure like a violated property.

use std::path::PathBuf;

use rods_tests::fuzz::{
    PASS_PIPELINES, check_attribute, check_driver, check_passes, check_roundtrip,
};
use rods_tests::{
    assert_no_failures, corpus_inputs, corpus_inputs_with_dialects, on_small_stack, repo_root,
};

type Check = fn(&[u8]) -> Result<(), String>;

/// The files of `tests/fuzz-regressions/<target>/`, sorted by name.
fn regression_inputs(target: &str) -> Vec<PathBuf> {
    let dir = repo_root()
        .join("tests")
        .join("fuzz-regressions")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.is_file() && p.file_name().is_some_and(|n| n != ".gitkeep"));
    files.sort();
    files
}

/// Runs `check` on each file's bytes (each on its own 2 MiB-stack thread) and lists failures.
fn run_all(check: Check, files: &[PathBuf]) -> Vec<String> {
    let mut failures = Vec::new();
    for path in files {
        let Ok(data) = std::fs::read(path) else {
            failures.push(format!("{}: unreadable", path.display()));
            continue;
        };
        let result = on_small_stack(move || check(&data));
        let shown = path.strip_prefix(repo_root()).unwrap_or(path).display();
        match result {
            Ok(Ok(())) => {}
            Ok(Err(violation)) => failures.push(format!("{shown}: {violation}")),
            Err(panic) => failures.push(format!("{shown}: panicked: {panic}")),
        }
    }
    failures
}

fn all_corpus_files() -> Vec<PathBuf> {
    let mut files = corpus_inputs_with_dialects("roundtrip");
    files.extend(corpus_inputs_with_dialects("invalid"));
    files.extend(corpus_inputs("gpu"));
    files
}

fn check_target(target: &str, check: Check) {
    let files = regression_inputs(target);
    assert_no_failures(
        &format!("fuzz regression ({target})"),
        &run_all(check, &files),
    );
}

#[test]
fn roundtrip_regressions() {
    check_target("roundtrip", check_roundtrip);
}

#[test]
fn driver_regressions() {
    check_target("driver", check_driver);
}

#[test]
fn attribute_regressions() {
    check_target("attribute", check_attribute);
}

#[test]
fn passes_regressions() {
    check_target("passes", check_passes);
}

/// Every chunk (between `// -----` lines) of the pass and round-trip corpora satisfies the
/// `passes` property under each pipeline.
#[test]
fn corpus_satisfies_the_passes_property() {
    let mut files = Vec::new();
    for pass in [
        "canonicalize",
        "cse",
        "symbol-dce",
        "strip-debuginfo",
        "pipeline",
    ] {
        files.extend(corpus_inputs(&format!("passes/{pass}")));
    }
    files.extend(corpus_inputs_with_dialects("roundtrip"));
    assert!(files.len() > 50, "corpus files missing: {}", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for (i, chunk) in text.split("// -----").enumerate() {
            for (which, pipeline) in PASS_PIPELINES.iter().enumerate() {
                let mut data = vec![u8::try_from(which).unwrap_or(0)];
                data.extend_from_slice(chunk.as_bytes());
                let result = on_small_stack(move || check_passes(&data));
                let shown = path.strip_prefix(repo_root()).unwrap_or(path).display();
                let at = format!("{shown} chunk {i}, {pipeline}");
                match result {
                    Ok(Ok(())) => {}
                    Ok(Err(violation)) => failures.push(format!("{at}: {violation}")),
                    Err(panic) => failures.push(format!("{at}: panicked: {panic}")),
                }
            }
        }
    }
    assert_no_failures("the passes property on the corpus", &failures);
}

/// The corpus the fuzzers are seeded with satisfies the round-trip and driver properties.
#[test]
fn corpus_satisfies_fuzz_properties() {
    let files = all_corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = run_all(check_roundtrip, &files);
    failures.extend(run_all(check_driver, &files));
    assert_no_failures("fuzz property on the corpus", &failures);
}

/// A valid module whose custom print holds an empty type list that upstream's format prints but
/// cannot read back (`gpu.create_dn_tensor %m,  :  into …`, as mlir-opt-22 prints it): the
/// round-trip property asks the generic print alone to read back.
#[test]
fn roundtrip_property_skips_unreadable_empty_type_lists() {
    let module = br#""x.body"() ({
^bb0(%m: memref<8xf32>, %a: !gpu.sparse.spmat_handle, %b: !gpu.sparse.dntensor_handle):
  %0 = "gpu.create_dn_tensor"(%m) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (memref<8xf32>) -> !gpu.sparse.dntensor_handle
  "gpu.spmm_buffer_size"(%a, %b, %b) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 0, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> ()
  "x.end"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(check_roundtrip(module), Ok(()));
}
