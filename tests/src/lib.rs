//! Helpers for the rods integration tests: the corpus on disk, running `rods-opt` (as a
//! library) and `mlir-opt-22` (as a process, when installed) on the same input, and running a
//! test body on a thread with the default 2 MiB stack.

pub mod fuzz;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The oracle binary of the differential tests.
pub const MLIR_OPT: &str = "mlir-opt-22";

/// The repository root (the workspace directory).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from(".."), Path::to_path_buf)
}

/// `tests/corpus/<kind>` inside the repository.
pub fn corpus_dir(kind: &str) -> PathBuf {
    repo_root().join("tests").join("corpus").join(kind)
}

/// The `.mlir` inputs of a corpus directory, sorted by name.
pub fn corpus_inputs(kind: &str) -> Vec<PathBuf> {
    mlir_files(&corpus_dir(kind))
}

/// The corpora of the dialects rods-opt registers that mlir-opt-22 knows too, checked like
/// `roundtrip` and `invalid` (`tests/corpus/<dialect>/roundtrip`, `…/invalid`).
pub const DIALECT_CORPORA: &[&str] = &[
    "arith",
    "cf",
    "func",
    "memref",
    "scf",
    "vector",
    "ub",
    "gpu-ops",
    "gpu-compute",
];

/// The `.mlir` inputs of `kind` (`roundtrip` or `invalid`): the builtin corpus, then each
/// dialect corpus's.
pub fn corpus_inputs_with_dialects(kind: &str) -> Vec<PathBuf> {
    let mut files = corpus_inputs(kind);
    for dialect in DIALECT_CORPORA {
        files.extend(corpus_inputs(&format!("{dialect}/{kind}")));
    }
    files
}

/// The `.mlir` files directly inside `dir`, sorted by name (none if it cannot be read).
pub fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The file's path relative to the repository root, as the corpus' `.diag` files name it.
pub fn relative_to_root(path: &Path) -> String {
    let root = repo_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// Whether a corpus file is processed without `--allow-unregistered-dialect`.
pub fn is_noallow(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy().contains(".noallow."))
}

/// `--allow-unregistered-dialect` unless the file name says `.noallow.`.
pub fn allow_flags(path: &Path) -> Vec<&'static str> {
    if is_noallow(path) {
        Vec::new()
    } else {
        vec!["--allow-unregistered-dialect"]
    }
}

/// What one run of a tool produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutput {
    /// Exit status.
    pub code: i32,
    /// Standard output.
    pub stdout: Vec<u8>,
    /// Standard error.
    pub stderr: Vec<u8>,
}

impl RunOutput {
    /// `exit N:` and the standard error, for a failure list, unless the run exited 0.
    pub fn failure(&self) -> Option<String> {
        (self.code != 0).then(|| {
            format!(
                "exit {}:\n{}",
                self.code,
                String::from_utf8_lossy(&self.stderr)
            )
        })
    }

    /// Why the run did not print `expected`: its [`failure`](Self::failure), else the first
    /// difference on standard output; `None` if it did.
    pub fn mismatch(&self, expected: &[u8]) -> Option<String> {
        self.failure()
            .or_else(|| first_difference(expected, &self.stdout))
    }
}

/// Runs `rods-opt` (the library entry point) with `args` (without the program name) and
/// `stdin`.
pub fn run_rods(args: &[&str], stdin: &[u8]) -> RunOutput {
    let mut input = stdin;
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut argv = vec!["rods-opt"];
    argv.extend_from_slice(args);
    let code = rods_opt::run(argv, &mut input, &mut stdout, &mut stderr);
    RunOutput {
        code,
        stdout,
        stderr,
    }
}

/// Whether `mlir-opt-22` can be run.
pub fn mlir_opt_available() -> bool {
    Command::new(MLIR_OPT)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Prints `SKIPPED: mlir-opt-22 not found; differential tests not run`. It is written to
/// the process's stderr directly rather than with `eprintln!`, which the test harness
/// captures and hides for passing tests: the skip must show in a plain `cargo test` run.
pub fn report_skipped() {
    use std::io::Write;
    let line = format!("SKIPPED: {MLIR_OPT} not found; differential tests not run\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

/// Prints `SKIPPED: LLVM 22's .td files not found …`, as [`report_skipped`] does, when
/// [`upstream_ops`] finds no `mlir-tblgen-22` or no `/usr/lib/llvm-22/include` (Debian's
/// `libmlir-22-dev`, which `.ci/run` installs).
pub fn report_skipped_upstream_td() {
    use std::io::Write;
    let line = "SKIPPED: mlir-tblgen-22 or LLVM 22's .td files (libmlir-22-dev) not found; \
                op-list tests not run\n";
    let _ = std::io::stderr().write_all(line.as_bytes());
}

/// Runs `mlir-opt-22 args…` in the repository root; `None` if it cannot be started.
pub fn run_mlir_opt(args: &[&str]) -> Option<RunOutput> {
    let out = Command::new(MLIR_OPT)
        .args(args)
        .current_dir(repo_root())
        .output()
        .ok()?;
    Some(RunOutput {
        code: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: out.stderr,
    })
}

/// Runs `mlir-opt-22 args… -` with `input` on its standard input (`<stdin>` in diagnostics);
/// `None` if it cannot be started.
pub fn run_mlir_opt_on_stdin(args: &[&str], input: &str) -> Option<RunOutput> {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(MLIR_OPT)
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(RunOutput {
        code: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: out.stderr,
    })
}

/// A short description of the first difference between two byte strings, for failure lists.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let mut el = e.split_inclusive('\n');
    let mut al = a.split_inclusive('\n');
    let mut line = 1;
    loop {
        match (el.next(), al.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (x, y) => {
                return Some(format!(
                    "line {line}:\n      expected: {:?}\n      actual:   {:?}",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                ));
            }
        }
    }
}

/// `stderr` cut before the first `expected … was not produced` line — the block mlir-opt-22
/// appends when run without `--verify-diagnostics` on a file with `expected-*` comments, and
/// which the corpus' `.diag` files leave out.
pub fn strip_not_produced_block(stderr: &[u8]) -> &[u8] {
    let mut pos = 0;
    for line in stderr.split_inclusive(|&b| b == b'\n') {
        let text = String::from_utf8_lossy(line);
        if text.contains(": error: expected ") && text.trim_end().ends_with("was not produced") {
            return &stderr[..pos];
        }
        pos += line.len();
    }
    stderr
}

/// `text` with the list of dialects in MLIR's «Available dialects: …» note replaced by `…`.
/// That list names the dialects the tool has registered — about fifty in mlir-opt-22, the
/// builtin, gpu, nvvm and rocdl dialects in rods — so it is the one part of an unknown-dialect
/// diagnostic where the two tools rightly differ.
pub fn mask_dialect_list(text: &[u8]) -> Vec<u8> {
    const START: &[u8] = b"Available dialects: ";
    const END: &[u8] = b" ; for more info";
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        let start = line.windows(START.len()).position(|w| w == START);
        let end = line.windows(END.len()).position(|w| w == END);
        match (start, end) {
            (Some(s), Some(e)) if s + START.len() <= e => {
                out.extend_from_slice(&line[..s + START.len()]);
                out.extend_from_slice("…".as_bytes());
                out.extend_from_slice(&line[e..]);
            }
            _ => out.extend_from_slice(line),
        }
    }
    out
}

/// Fails with all collected problems at once, one per line.
pub fn assert_no_failures(what: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} {what} failure(s):\n{}",
        failures.len(),
        failures
            .iter()
            .map(|f| format!("  - {f}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Runs `f` on a new thread with the default 2 MiB stack (what the no-panic guarantees are
/// checked against) and returns its result, or the panic message.
pub fn on_small_stack<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, String> {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(f)
        .map_err(|e| e.to_string())?
        .join()
        .map_err(|p| panic_message(p.as_ref()))
}

/// The text of a panic payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".to_owned()
    }
}

pub mod testdialect;
pub mod tst_canon;
pub mod tst_cf;
pub mod tst_dialect_attr;
pub mod tst_fold;
pub mod tst_iface;
pub mod tst_region;

/// The print modes of a round-trip corpus: the custom form (`.out`) and the generic one
/// (`.generic.out`, `--mlir-print-op-generic`).
pub const PRINT_MODES: &[(&str, Option<&str>)] = &[
    (".out", None),
    (".generic.out", Some("--mlir-print-op-generic")),
];

/// `flags`, then the print mode's flag, then `path`.
fn with_mode<'a>(flags: &[&'a str], mode: Option<&'a str>, path: &'a str) -> Vec<&'a str> {
    let mut args = flags.to_vec();
    args.extend(mode);
    args.push(path);
    args
}

/// Every round-trip input of the corpus folder `kind`, run through `rods-opt FLAGS` in each
/// print mode, must print its checked-in output, and that output must print unchanged: the
/// failures.
pub fn roundtrip_failures(kind: &str, flags: &[&str]) -> Vec<String> {
    let mut failures = Vec::new();
    for file in corpus_inputs(kind) {
        let path = file.to_string_lossy().into_owned();
        for (suffix, mode) in PRINT_MODES {
            let expected = std::fs::read(format!("{path}{suffix}")).unwrap_or_default();
            let got = run_rods(&with_mode(flags, *mode, &path), b"");
            if let Some(why) = got.mismatch(&expected) {
                failures.push(format!("{} ({suffix}): {why}", relative_to_root(&file)));
            }
            let again = run_rods(&with_mode(flags, *mode, "-"), &got.stdout);
            if let Some(diff) = first_difference(&got.stdout, &again.stdout) {
                failures.push(format!(
                    "{} ({suffix}) not a fixed point: {diff}",
                    relative_to_root(&file)
                ));
            }
        }
    }
    failures
}

/// Every round-trip input of `kind` printed by `rods-opt FLAGS` and by `mlir-opt-22
/// ORACLE_FLAGS` in each print mode: the differences (call only when mlir-opt-22 is there).
pub fn differential_failures(kind: &str, flags: &[&str], oracle_flags: &[&str]) -> Vec<String> {
    let mut failures = Vec::new();
    for file in corpus_inputs(kind) {
        let rel = relative_to_root(&file);
        let path = file.to_string_lossy().into_owned();
        for (suffix, mode) in PRINT_MODES {
            let Some(oracle) = run_mlir_opt(&with_mode(oracle_flags, *mode, &rel)) else {
                failures.push(format!("{rel}: could not run mlir-opt-22"));
                continue;
            };
            let ours = run_rods(&with_mode(flags, *mode, &path), b"");
            if let Some(diff) = first_difference(&oracle.stdout, &ours.stdout) {
                failures.push(format!("{rel} ({suffix}) vs mlir-opt-22: {diff}"));
            }
        }
    }
    failures
}

/// Every invalid input of `kind` must pass `--split-input-file --verify-diagnostics` with
/// `rods-opt` under each of `flag_sets`, and with `mlir-opt-22 ORACLE_FLAGS` when it is
/// there (else the run reports it skipped): the failures.
pub fn verify_diagnostics_failures(
    kind: &str,
    flag_sets: &[&[&str]],
    oracle_flags: &[&str],
) -> Vec<String> {
    let oracle = mlir_opt_available();
    if !oracle {
        report_skipped();
    }
    let checks = ["--split-input-file", "--verify-diagnostics"];
    let mut failures = Vec::new();
    for file in corpus_inputs(kind) {
        let rel = relative_to_root(&file);
        let path = file.to_string_lossy().into_owned();
        for flags in flag_sets {
            let mut ours = flags.to_vec();
            ours.extend(checks);
            ours.push(&path);
            if let Some(why) = run_rods(&ours, b"").failure() {
                failures.push(format!("{rel} (rods-opt {}): {why}", flags.join(" ")));
            }
        }
        if oracle {
            let mut theirs = oracle_flags.to_vec();
            theirs.extend(checks);
            theirs.push(&rel);
            match run_mlir_opt(&theirs) {
                Some(o) if o.code == 0 => {}
                Some(o) => failures.push(format!(
                    "{rel}: mlir-opt-22 exit {}:\n{}",
                    o.code,
                    String::from_utf8_lossy(&o.stderr)
                )),
                None => failures.push(format!("{rel}: could not run mlir-opt-22")),
            }
        }
    }
    failures
}

/// The ops a TableGen file declares, as `mlir-tblgen-22 -gen-op-doc` lists them
/// (`### \`arith.addf\` (arith::AddFOp)`); `None` when mlir-tblgen-22 or the file is missing.
pub fn upstream_ops(td: &str) -> Option<Vec<String>> {
    let include = "/usr/lib/llvm-22/include";
    let out = std::process::Command::new("mlir-tblgen-22")
        .args(["-gen-op-doc", "-I", include, &format!("{include}/{td}")])
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    Some(
        text.lines()
            .filter_map(|l| l.strip_prefix("### `"))
            .filter_map(|l| l.split('`').next().map(str::to_owned))
            .collect(),
    )
}
