//! Driver behaviour pinned to `mlir-opt-22`'s: `tests/driver-cases/NAME.mlir` is fed on stdin
//! to `rods-opt ARGS -`, and stdout, stderr and the exit status must equal what the oracle
//! produced (`NAME.stdout`, `NAME.stderr`, `NAME.code`, recorded by `regen.sh`). ARGS are the
//! words of the first line of `NAME.args`, then each further line as one argument (a pass
//! pipeline with spaces).
//! The cases cover split markers and near misses, the joining of chunk outputs,
//! `--verify-diagnostics` messages (unexpected, not produced, kind mismatch, bad regexes),
//! the «not produced» block printed even without the flag, explicit locations, tabs, `\r`,
//! non-ASCII source lines, and pass pipelines (`pipeline-*`: malformed ones, options, failures,
//! `--dump-pass-pipeline`).

use rods_tests::{assert_no_failures, first_difference, mlir_files, repo_root, run_rods};

#[test]
fn driver_cases_match_mlir_opt() {
    let cases = mlir_files(&repo_root().join("tests").join("driver-cases"));
    assert!(cases.len() >= 10, "tests/driver-cases is missing");
    let mut failures = Vec::new();
    for case in cases {
        let name = case
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let read = |ext: &str| std::fs::read(case.with_extension(ext)).unwrap_or_default();
        let input = read("mlir");
        let args_text = String::from_utf8_lossy(&read("args")).into_owned();
        let mut lines = args_text.lines();
        let mut args: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
        args.extend(lines);
        args.push("-");
        let code: i32 = String::from_utf8_lossy(&read("code"))
            .trim()
            .parse()
            .unwrap_or(-1);

        let got = run_rods(&args, &input);
        if got.code != code {
            failures.push(format!("{name}: exit {} (expected {code})", got.code));
        }
        if let Some(diff) = first_difference(&read("stdout"), &got.stdout) {
            failures.push(format!("{name} stdout: {diff}"));
        }
        if let Some(diff) = first_difference(&read("stderr"), &got.stderr) {
            failures.push(format!("{name} stderr: {diff}"));
        }
    }
    assert_no_failures("driver-case", &failures);
}
