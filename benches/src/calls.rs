//! The `calls` workload of `compare.sh`: a module of many small `func.func` functions that call
//! each other, as a library or a program before inlining is: each function makes two to four
//! `func.call`s to functions anywhere in the module (defined before or after it, chosen at
//! random), combines their results with `arith` ops and returns; every few functions an external
//! declaration (`func.func private`) is called instead. Verifying it looks up every callee in
//! the module's symbol table and checks its type against the call's, in no particular order of
//! memory: the lookups' cost on a large module (cache misses, not instructions) is what this
//! workload measures, where `dialects` calls only the previous function.
//!
//! The text is canonical for `mlir-opt-22` and `rods-opt` alike: names as MLIR's printer gives
//! them (`%arg0`, `%0`, `%1:2`, …) in a `module`.

use std::fmt::Write;

use crate::Rng;

/// An external declaration follows every this many functions.
const DECLARATION_EVERY: usize = 16;

/// The signature every defined function has, and that of the declarations.
const SIGNATURE: &str = "(i64, f64) -> (i64, f64)";
const DECLARATION: &str = "(i64) -> i64";

/// Writes function `index` of a module of `count` defined functions (`@fN`) and
/// `count / DECLARATION_EVERY` declarations (`@ext_N`).
fn write_function(out: &mut String, rng: &mut Rng, index: usize, count: usize) {
    let declarations = count / DECLARATION_EVERY;
    let _ = writeln!(
        out,
        "  func.func @f{index}(%arg0: i64, %arg1: f64) -> (i64, f64) {{"
    );
    let (mut int, mut float) = ("%arg0".to_string(), "%arg1".to_string());
    let mut next = 0;
    let calls = 2 + (rng.next_u64() % 3) as usize;
    for call in 0..calls {
        if declarations > 0 && call == 1 && index.is_multiple_of(3) {
            let callee = rng.next_u64() as usize % declarations;
            let _ = writeln!(
                out,
                "    %{next} = call @ext_{callee}({int}) : {DECLARATION}"
            );
            int = format!("%{next}");
            next += 1;
            continue;
        }
        let callee = rng.next_u64() as usize % count;
        let _ = writeln!(
            out,
            "    %{next}:2 = call @f{callee}({int}, {float}) : {SIGNATURE}"
        );
        let results = next;
        next += 1;
        let _ = writeln!(out, "    %{next} = arith.addi %{results}#0, {int} : i64");
        int = format!("%{next}");
        next += 1;
        let _ = writeln!(out, "    %{next} = arith.mulf %{results}#1, {float} : f64");
        float = format!("%{next}");
        next += 1;
    }
    let _ = writeln!(out, "    return {int}, {float} : i64, f64");
    out.push_str("  }\n");
}

/// The `calls` workload: about `target_bytes` of functions (at least two).
pub fn generate_calls_module(target_bytes: usize) -> Vec<u8> {
    const SEED: u64 = 0x5EED_0000_0000_00CA;
    // The number of functions is fixed before any is written (calls go forward too): from the
    // size of a sample of them.
    let mut sample = String::new();
    let mut rng = Rng::new(SEED);
    for index in 0..64 {
        write_function(&mut sample, &mut rng, index, 1 << 20);
    }
    let per_function = sample.len() / 64 + 40 / DECLARATION_EVERY;
    let count = (target_bytes / per_function).max(2);
    let mut out = String::with_capacity(target_bytes + 4096);
    out.push_str("module {\n");
    let mut rng = Rng::new(SEED);
    for index in 0..count {
        write_function(&mut out, &mut rng, index, count);
        if index % DECLARATION_EVERY == DECLARATION_EVERY - 1 {
            let n = index / DECLARATION_EVERY;
            let _ = writeln!(out, "  func.func private @ext_{n}{DECLARATION}");
        }
    }
    // mlir-opt ends its output with an empty line.
    out.push_str("}\n\n");
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The workload is deterministic, of about the size asked, calls forward and backward and
    /// declarations, and rods (with the dialects registered) parses, verifies and prints it back
    /// unchanged; so does mlir-opt-22 when it is installed.
    #[test]
    fn calls_workload_is_deterministic_and_canonical() {
        let a = generate_calls_module(200_000);
        assert_eq!(a, generate_calls_module(200_000));
        assert!(a.len() >= 180_000 && a.len() < 220_000, "{}", a.len());
        let text = String::from_utf8(a.clone()).unwrap_or_default();
        assert!(text.contains("call @ext_"));
        assert!(text.contains("  func.func private @ext_0(i64) -> i64"));
        // Some call goes forward: to a function defined later.
        let forward = text.lines().enumerate().any(|(line, l)| {
            l.split("call @f")
                .nth(1)
                .and_then(|rest| rest.split('(').next())
                .and_then(|n| n.parse::<usize>().ok())
                .is_some_and(|callee| {
                    !text
                        .lines()
                        .take(line)
                        .any(|d| d.starts_with(&format!("  func.func @f{callee}(")))
                })
        });
        assert!(forward, "no call to a function defined later");
        let registry = rods_dialects::registry();
        let opts = rods::ParseOptions::default();
        let module = rods::parse_buffer("calls.mlir", a.clone().into(), &registry, &opts)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut out = Vec::new();
        rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
        assert!(out == a, "rods does not print the module back unchanged");
        crate::assert_mlir_opt_prints_it_unchanged(&a);
    }
}
