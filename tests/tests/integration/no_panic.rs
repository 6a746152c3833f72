//! Smoke tests of the "never panics, never overflows the stack" guarantee: random bytes and
//! mutated corpus files (the `tst` dialect registered too) go through parse → verify → print (a panic fails the test with the
//! input that caused it), and pathological inputs through `rods-opt` must end in an error and
//! exit status 1. Everything runs on a thread with the default 2 MiB stack.

use std::panic::{AssertUnwindSafe, catch_unwind};

use bytes::Bytes;
use proptest::prelude::RngExt;
use proptest::test_runner::{RngAlgorithm, TestRng};
use rods::driver::{DriverOptions, process_buffer};
use rods::source::SourceFile;
use rods_tests::{
    corpus_dir, corpus_inputs_with_dialects, mlir_files, on_small_stack, panic_message, run_rods,
};

/// Pieces of MLIR syntax the random inputs are made of, so that they get past the lexer.
const TOKENS: &[&str] = &[
    "\"x.op\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ":",
    ",",
    "=",
    "->",
    "%0",
    "%1:2",
    "^bb0",
    "#foo",
    "!foo",
    "@sym",
    "module",
    "builtin.module",
    "i32",
    "f64",
    "index",
    "1",
    "-7",
    "0x1F",
    "1.5e3",
    "\"str\"",
    "\"\\\"\"",
    "true",
    "unit",
    "dense<",
    "array<i32: ",
    "loc(",
    "unknown",
    " ",
    "\n",
    "// -----\n",
    "// c\n",
    "()",
    "({",
    "})",
    "<{",
    "}>",
    "#foo.bar<",
    "vector<4xf32>",
    "tensor<?x2xi8>",
    "memref<",
    "tuple<",
    "affine_map<(d0) -> (d0)>",
    "\"x.term\"() : () -> ()",
];

fn run_pipeline(text: Vec<u8>, split: bool) -> Result<(), String> {
    run_pipeline_with(&rods_opt::registry(), text, split)
}

/// [`run_pipeline`] with another registry (the `tst` dialect's tests use it).
pub(crate) fn run_pipeline_with(
    registry: &rods::dialect::Registry,
    text: Vec<u8>,
    split: bool,
) -> Result<(), String> {
    let src = SourceFile::new("fuzz.mlir", Bytes::from(text));
    // The second run prints locations (`--mlir-print-debuginfo`) too.
    for (verify, generic) in [(false, false), (true, true)] {
        let opts = DriverOptions {
            split_input_file: split,
            verify_diagnostics: verify,
            generic,
            allow_unregistered: true,
            debug_info: generic,
            ..Default::default()
        };
        catch_unwind(AssertUnwindSafe(|| {
            let outcome = process_buffer(&src, registry, &opts);
            let _ = outcome.render_reports(&src);
        }))
        .map_err(|p| panic_message(p.as_ref()))?;
    }
    Ok(())
}

fn check(text: Vec<u8>, split: bool) {
    let shown = String::from_utf8_lossy(&text).into_owned();
    if let Err(msg) = run_pipeline(text, split) {
        panic!("panic `{msg}` on input:\n{shown:?}");
    }
}

#[test]
fn random_bytes_and_tokens_never_panic() {
    let result = on_small_stack(|| {
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for _ in 0..1500 {
            let len = rng.random_range(0..200);
            let mut text = Vec::with_capacity(len * 4);
            let raw = rng.random_ratio(1, 4);
            for _ in 0..len {
                if raw {
                    text.push(rng.random());
                } else {
                    text.extend_from_slice(random_token(&mut rng).as_bytes());
                }
            }
            check(text, rng.random());
        }
    });
    if let Err(msg) = result {
        panic!("{msg}");
    }
}

/// One of `TOKENS`.
fn random_token(rng: &mut TestRng) -> &'static str {
    TOKENS[rng.random_range(0..TOKENS.len())]
}

/// One random edit: delete, duplicate or overwrite a span, or insert a token.
pub(crate) fn mutate(rng: &mut TestRng, text: &mut Vec<u8>) {
    let len = text.len();
    let at = rng.random_range(0..=len);
    let span = rng.random_range(0..16).min(len - at);
    match rng.random_range(0..4) {
        0 => {
            text.drain(at..at + span);
        }
        1 => {
            let piece = text[at..at + span].to_vec();
            text.splice(at..at, piece);
        }
        2 => {
            for b in text.iter_mut().skip(at).take(span.max(1)) {
                *b = rng.random();
            }
        }
        _ => {
            text.splice(at..at, random_token(rng).bytes());
        }
    }
}

#[test]
fn mutated_corpus_files_never_panic() {
    let mut files = corpus_inputs_with_dialects("roundtrip");
    files.extend(corpus_inputs_with_dialects("invalid"));
    // The `tst` dialect's inputs too (its parsers: formats, enums, nested attributes).
    for kind in ["roundtrip", "invalid"] {
        files.extend(mlir_files(&corpus_dir("testdialect").join(kind)));
    }
    let inputs: Vec<Vec<u8>> = files.iter().filter_map(|f| std::fs::read(f).ok()).collect();
    assert!(!inputs.is_empty(), "no corpus files found");
    let result = on_small_stack(move || {
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for original in &inputs {
            for _ in 0..12 {
                let mut text = original.clone();
                for _ in 0..=rng.random_range(0..4) {
                    mutate(&mut rng, &mut text);
                }
                check(text, true);
            }
        }
    });
    if let Err(msg) = result {
        panic!("{msg}");
    }
}

fn expect_error_exit(name: &str, input: Vec<u8>) {
    let result = on_small_stack(move || {
        let out = run_rods(&["--allow-unregistered-dialect", "-"], &input);
        (out.code, String::from_utf8_lossy(&out.stderr).into_owned())
    });
    match result {
        Ok((code, stderr)) => {
            assert_eq!(code, 1, "{name}: expected exit status 1");
            assert!(
                stderr.contains("error: "),
                "{name}: no error reported:\n{stderr}"
            );
        }
        Err(msg) => panic!("{name}: rods-opt panicked or overflowed: {msg}"),
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let mut text = b"\"x.op\"() {a = ".to_vec();
    text.extend(std::iter::repeat_n(b'[', 100_000));
    expect_error_exit("100,000 `[`", text);
}

#[test]
fn deep_region_nesting_is_an_error_not_a_crash() {
    let mut text = Vec::new();
    for _ in 0..100_000 {
        text.extend_from_slice(b"\"x.r\"() ({\n");
    }
    expect_error_exit("100,000 nested regions", text);
}

#[test]
fn huge_integer_is_an_error_not_a_crash() {
    let mut text = b"\"x.op\"() {a = ".to_vec();
    text.extend(std::iter::repeat_n(b'7', 100_000));
    text.extend_from_slice(b"} : () -> ()\n");
    expect_error_exit("100,000-digit integer", text);
}

/// A module that does not verify prints without running custom printers on the ops whose own
/// verifier fails (they may rely on it: `gpu.warp_execute_on_lane_0`'s reads its lane
/// operand): those print in generic form, the others in custom form.
#[test]
fn invalid_ops_print_in_generic_form() {
    let text = r#"func.func @f() {
  "gpu.warp_execute_on_lane_0"() <{warp_size = 32 : i64}> ({
    "gpu.yield"() : () -> ()
  }) : () -> ()
  return
}
"#;
    let registry = rods_dialects::registry();
    let src = Bytes::from_static(text.as_bytes());
    let opts = rods::ParseOptions::default();
    let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts)
        .unwrap_or_else(|d| panic!("{d:?}"));
    assert!(rods::verify::verify(&module).is_err());
    let printed = on_small_stack(move || module.to_string()).unwrap_or_else(|p| panic!("{p}"));
    assert_eq!(
        printed,
        "module {\n  func.func @f() {\n    \"gpu.warp_execute_on_lane_0\"() <{warp_size = 32 : i64}> ({\n      gpu.yield\n    }) : () -> ()\n    return\n  }\n}\n"
    );
}
