//! Parsing a large block on several threads gives the IR one thread gives, to the ids, and the
//! same first error: every corpus and fuzz-regression input is parsed both ways with the
//! parallel threshold at one byte (so that the first block of each is split), and so are
//! generated modules of many functions, whose parts are all taken. The driver, which verifies
//! a large module while another thread starts its print, prints and reports what it does on
//! one thread.

use std::path::PathBuf;

use bytes::Bytes;
use rods::dialect::Registry;

use rods_tests::fuzz::{parse_shown, parse_shown_with};
use rods_tests::{
    assert_no_failures, corpus_inputs, corpus_inputs_with_dialects, repo_root, run_rods,
};

fn registry() -> Registry {
    let mut r = rods_dialects::registry();
    rods_tests::testdialect::register(&mut r);
    r
}

/// Where `a` and `b` first differ, with some context, if they do.
fn first_difference(a: &str, b: &str) -> Option<String> {
    let at = a.bytes().zip(b.bytes()).position(|(x, y)| x != y);
    let at = match at {
        Some(i) => i,
        None if a.len() != b.len() => a.len().min(b.len()),
        None => return None,
    };
    let around = |s: &str| {
        let lo = s.floor_char_boundary(at.saturating_sub(150));
        let hi = s.ceil_char_boundary((at + 150).min(s.len()));
        s[lo..hi].to_owned()
    };
    Some(format!(
        "at byte {at}: one thread `{}`, parallel `{}`",
        around(a),
        around(b)
    ))
}

fn inputs() -> Vec<PathBuf> {
    let mut files = corpus_inputs_with_dialects("roundtrip");
    files.extend(corpus_inputs_with_dialects("invalid"));
    files.extend(corpus_inputs("gpu"));
    files.extend(corpus_inputs("testdialect"));
    for target in ["roundtrip", "driver", "attribute"] {
        let dir = repo_root().join("tests/fuzz-regressions").join(target);
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        found.retain(|p| p.is_file() && p.file_name().is_some_and(|n| n != ".gitkeep"));
        found.sort();
        files.extend(found);
    }
    files
}

#[test]
fn every_input_parses_the_same_on_several_threads() {
    let reg = registry();
    let files = inputs();
    assert!(files.len() > 100, "corpus not found");
    let mut failures = Vec::new();
    for path in &files {
        let Ok(data) = std::fs::read(path) else {
            failures.push(format!("{}: unreadable", path.display()));
            continue;
        };
        let text = Bytes::from(data);
        for range in rods::driver::split_input_file(&text).chunks {
            let one = parse_shown(&text, range.clone(), &reg, false);
            let many = parse_shown(&text, range.clone(), &reg, true);
            if let Some(d) = first_difference(&one, &many) {
                let shown = path.strip_prefix(repo_root()).unwrap_or(path).display();
                failures.push(format!("{shown} (bytes {range:?}): {d}"));
            }
        }
    }
    assert_no_failures("parallel parse", &failures);
}

/// A module of `n` functions of the upstream dialects: block arguments, branches, nested
/// regions, symbol references and a nested symbol table.
fn module_of_functions(n: usize) -> String {
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%arg0: i32, %arg1: memref<4xf32>) -> i32 {{\n    \
             %c0 = arith.constant 0 : index\n    \
             %0 = arith.addi %arg0, %arg0 : i32\n    \
             %1 = memref.load %arg1[%c0] : memref<4xf32>\n    \
             %2 = scf.if %true -> (i32) {{\n      scf.yield %0 : i32\n    }} else {{\n      scf.yield %arg0 : i32\n    }}\n    \
             cf.br ^bb1(%2 : i32)\n  \
             ^bb1(%3: i32):\n    \
             %4 = func.call @f{j}(%3, %arg1) : (i32, memref<4xf32>) -> i32\n    \
             return %4 : i32\n  }}\n",
            j = (i + 1) % n
        ));
        if i % 7 == 0 {
            s.push_str(&format!(
                "  gpu.module @m{i} {{\n    gpu.func @k(%a: f32) kernel {{\n      \"x.use\"(%a) {{m = #map}} : (f32) -> ()\n      gpu.return\n    }}\n  }}\n"
            ));
        }
    }
    s.push_str("}\n");
    // Each function needs its `%true`.
    s.replace(
        "%c0 = arith.constant 0 : index",
        "%c0 = arith.constant 0 : index\n    %true = arith.constant true",
    )
}

#[test]
fn a_module_of_functions_parses_the_same_on_several_threads() {
    let reg = registry();
    let text = Bytes::from(module_of_functions(300));
    let one = parse_shown(&text, 0..text.len(), &reg, false);
    let many = parse_shown(&text, 0..text.len(), &reg, true);
    assert!(one.contains("Operation"), "{}", &one[..one.len().min(2000)]);
    assert_eq!(first_difference(&one, &many), None);
}

/// The module's symbol names are unique or not whichever thread parsed them: a function
/// defined again near the end (in a part parsed on another thread) leaves the module unmarked
/// and is reported by the verifier, as on one thread.
#[test]
fn a_symbol_defined_again_in_another_part_is_seen() {
    let reg = registry();
    let text = module_of_functions(300).replacen("func.func @f299(", "func.func @f0(", 1);
    let text = Bytes::from(text);
    let opts = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        parallel_min_bytes: Some(1),
        ..Default::default()
    };
    let m = rods::syntax::parser::parse_source(&text, 0..text.len(), &reg, &opts)
        .unwrap_or_else(|d| panic!("{d:?}"));
    let body = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    assert!(!m.ir.symbols_unique(body));
    let err = rods::verify::verify(&m).expect_err("a redefinition");
    assert!(
        err.iter()
            .any(|d| d.message.contains("redefinition of symbol named 'f0'")),
        "{err:?}"
    );
    let one = parse_shown(&text, 0..text.len(), &reg, false);
    assert_eq!(
        first_difference(&one, &parse_shown(&text, 0..text.len(), &reg, true)),
        None
    );
}

/// `text` (of [`module_of_functions`]) under `gpu.container_module`, with a host function
/// launching `kernel` inserted before the first function that starts at or after `fraction`
/// of it.
fn with_launch(text: &str, fraction: f64, name: &str, kernel: &str) -> String {
    let text = text.replacen("module {", "module attributes {gpu.container_module} {", 1);
    with_function_at(
        &text,
        fraction,
        &format!(
            "  func.func @{name}(%x: f32) {{\n    %c1 = arith.constant 1 : index\n    \
             gpu.launch_func {kernel} blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) \
             args(%x : f32)\n    return\n  }}\n"
        ),
    )
}

/// `text` with `function` inserted before the first function that starts at or after
/// `fraction` of it.
fn with_function_at(text: &str, fraction: f64, function: &str) -> String {
    let at = (text.len() as f64 * fraction) as usize;
    let line = text[at..].find("  func.func").map_or(at, |i| at + i);
    format!("{}{function}{}", &text[..line], &text[line..])
}

/// The `gpu.container_module` check reads the launches the IR lists (`tracked`) rather than
/// every op of every function: those of a part parsed on another thread are listed too, and
/// of two bad launches the one reported is the first in the module, as with the walk (and as
/// when an op may have been renamed, where the check walks the module).
#[test]
fn launches_of_every_part_are_checked() {
    let reg = registry();
    let good = with_launch(&module_of_functions(300), 0.1, "host", "@m0::@k");
    let late = with_launch(&good, 0.8, "late", "@m0::@missing");
    let both = with_launch(&late, 0.5, "early", "@m7::@k2");
    let opts = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        parallel_min_bytes: Some(1),
        ..Default::default()
    };
    let verified = |text: &str, rename: bool| {
        let text = Bytes::from(text.to_owned());
        let mut m = rods::syntax::parser::parse_source(&text, 0..text.len(), &reg, &opts)
            .unwrap_or_else(|d| panic!("{d:?}"));
        let tracked = m.ir.tracked_ops().map_or(0, <[_]>::len);
        if rename {
            let top = m.top;
            m.ir.op_mut(top);
            assert_eq!(m.ir.tracked_ops(), None);
        }
        let messages = match rods::verify::verify(&m) {
            Ok(()) => Vec::new(),
            Err(diags) => diags.into_iter().map(|d| d.message).collect(),
        };
        (tracked, messages)
    };
    for rename in [false, true] {
        assert_eq!(verified(&good, rename), (1, Vec::new()));
        assert_eq!(
            verified(&late, rename),
            (
                2,
                vec!["'gpu.launch_func' op kernel function '@m0::@missing' is undefined".into()]
            )
        );
        assert_eq!(
            verified(&both, rename),
            (
                3,
                vec!["'gpu.launch_func' op kernel function '@m7::@k2' is undefined".into()]
            )
        );
    }
}

/// `text` with an undefined value in a function inserted before the first function that starts
/// at or after `fraction` of it.
fn with_bad_function(text: &str, fraction: f64, name: &str) -> String {
    with_function_at(
        text,
        fraction,
        &format!("  func.func @{name}() -> i32 {{\n    return %undefined : i32\n  }}\n"),
    )
}

#[test]
fn the_first_error_is_the_one_thread_error() {
    let reg = registry();
    let good = module_of_functions(200);
    let late = with_bad_function(&good, 0.75, "late");
    let both = with_bad_function(&late, 0.2, "early");
    for (bad, at) in [(late, "@late"), (both, "@early")] {
        let text = Bytes::from(bad.clone());
        let one = parse_shown(&text, 0..text.len(), &reg, false);
        let many = parse_shown(&text, 0..text.len(), &reg, true);
        assert!(one.contains("use of undeclared SSA value name"), "{one}");
        let offset = bad.find(at).expect("inserted");
        assert!(
            one.contains(&format!(
                "Offset({})",
                offset + bad[offset..].find("%undefined").unwrap_or(0)
            )),
            "{at}: {one}"
        );
        assert_eq!(first_difference(&one, &many), None, "{at}");
    }
}

/// The identified LLVM structs of a parse are one table whichever thread reads them: a part
/// that names one is parsed again in order on this thread, so a body given again differently
/// in a late part is reported there, and the same body is accepted, as on one thread.
#[test]
fn identified_structs_are_checked_across_parts() {
    let reg = registry();
    let good = module_of_functions(200);
    let declare = |text: &str, fraction: f64, name: &str, body: &str| {
        with_function_at(
            text,
            fraction,
            &format!("  func.func private @{name}(!llvm.struct<\"s\", ({body})>)\n"),
        )
    };
    let early = declare(&good, 0.1, "early", "i32, f32");
    for (late_body, error) in [("i32, f32", false), ("i32, f64", true)] {
        let bad = declare(&early, 0.8, "late", late_body);
        let text = Bytes::from(bad.clone());
        let one = parse_shown(&text, 0..text.len(), &reg, false);
        let many = parse_shown(&text, 0..text.len(), &reg, true);
        assert_eq!(first_difference(&one, &many), None, "{late_body}");
        // The message as a diagnostic holds it (the type's documentation quotes it too).
        let reported = one.contains("\"identified type already used with a different body\"");
        assert_eq!(
            reported,
            error,
            "{late_body}: {}",
            &one[..one.len().min(2000)]
        );
        if error {
            let at = bad.find("@late").expect("inserted");
            let at = at + bad[at..].find("i32, f64").expect("inserted");
            assert!(one.contains(&format!("Offset({at})")), "{one}");
        }
    }
}

/// `rods-opt` verifies a large module while another thread makes the walks its print starts
/// with (names, aliases): its output, diagnostics and exit status are those of
/// `--mlir-disable-threading`, for a valid module in both forms and for ones that fail
/// verification; so is `process_chunk`'s output, printed without a sink. Of two bad calls,
/// the one reported is MLIR's first: the symbol users' walk takes the last function first.
/// Designators in an input of a megabyte or more (looked for on another thread) are reported
/// where one thread reports them: a malformed one before the module's errors, the ones not
/// produced after.
#[test]
fn the_driver_prints_and_reports_as_on_one_thread() {
    let good = module_of_functions(300);
    let bad = good.replacen("func.call @f1(", "func.call @nowhere(", 1);
    let two = bad.replacen("func.call @f251(", "func.call @later(", 1);
    assert_ne!(good, bad);
    assert_ne!(bad, two);
    let designated = format!(
        "// expected-error @below {{{{never}}}}\n// expected-error-re {{{{bad {{{{[}}}}}}}}\n{bad}// {}\n",
        "x".repeat(1 << 20)
    );
    for (text, generic, fails) in [
        (&good, false, None),
        (&good, true, None),
        (&bad, false, Some("'nowhere'")),
        (&two, false, Some("'later'")),
        (&designated, false, Some("'nowhere'")),
    ] {
        let mut args = vec!["--allow-unregistered-dialect"];
        if generic {
            args.push("--mlir-print-op-generic");
        }
        args.push("-");
        let many = run_rods(&args, text.as_bytes());
        let one = run_rods(
            &[&["--mlir-disable-threading"], &args[..]].concat(),
            text.as_bytes(),
        );
        assert_eq!(one.code, many.code, "generic: {generic}");
        assert_eq!(
            rods_tests::first_difference(&one.stdout, &many.stdout),
            None
        );
        assert_eq!(
            rods_tests::first_difference(&one.stderr, &many.stderr),
            None
        );
        let stderr = String::from_utf8_lossy(&one.stderr);
        if let Some(callee) = fails {
            assert_ne!(one.code, 0);
            assert!(
                stderr.contains(&format!("{callee} does not reference a valid function")),
                "{stderr}"
            );
            assert_eq!(stderr.matches("does not reference").count(), 1, "{stderr}");
            if text.starts_with("// expected") {
                let at = |s: &str| stderr.find(s).unwrap_or_else(|| panic!("{s}: {stderr}"));
                assert!(at("invalid regex") < at("does not reference"));
                assert!(at("does not reference") < at("\"never\" was not produced"));
            }
        } else {
            assert_eq!(one.code, 0, "{stderr}");
            assert!(one.stdout.len() > good.len() / 2);
        }
    }
    let registry = registry();
    let src = rods::source::SourceFile::new("m.mlir", Bytes::from(good.clone()));
    let print = |disable_threading: bool| {
        let opts = rods::driver::DriverOptions {
            allow_unregistered: true,
            disable_threading,
            ..Default::default()
        };
        let mut out = Vec::new();
        let done = rods::driver::process_chunk(&src, 0..good.len(), &registry, &opts, &mut out);
        assert!(done.is_ok(), "{done:?}");
        out
    };
    assert_eq!(
        rods_tests::first_difference(&print(true), &print(false)),
        None
    );
}

/// A parse told to release its input (`ParseOptions::release_input`) reports the input it
/// has moved past, on every thread, all of it by the end but for the long strings the IR
/// points to; it gives the IR a parse without it gives, whose short strings are then copies
/// rather than slices of the input (printing them reads no released page back).
#[test]
fn a_parse_releases_the_input_it_has_moved_past() {
    let mut text = String::from("module {\n");
    for i in 0..3000 {
        text.push_str(&format!(
            "  func.func @f{i}(%arg0: i32) -> i32 attributes {{note = \"n{i}\", \
             long = \"{}\"}} {{\n    %0 = arith.addi %arg0, %arg0 : i32\n    \
             return %0 : i32\n  }}\n",
            "x".repeat(80)
        ));
    }
    text.push_str("}\n");
    let src = Bytes::from(text);
    let registry = registry();
    for parallel_min_bytes in [None, Some(1)] {
        let released = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = released.clone();
        let parse = |release_input| {
            let opts = rods::ParseOptions {
                parallel_min_bytes,
                release_input,
                ..Default::default()
            };
            rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts)
                .unwrap_or_else(|d| panic!("{}", d[0].message))
        };
        let plain = parse(None);
        let record = move |r| seen.lock().unwrap_or_else(|e| e.into_inner()).push(r);
        let releasing = parse(Some(rods::syntax::parser::ReleaseInput::new(Box::leak(
            Box::new(record),
        ))));
        assert_eq!(
            first_difference(&format!("{:?}", plain.ir), &format!("{:?}", releasing.ir)),
            None
        );
        let mut ranges = released.lock().unwrap_or_else(|e| e.into_inner()).clone();
        ranges.sort_by_key(|r| r.start);
        assert!(ranges.iter().all(|r| r.start < r.end && r.end <= src.len()));
        // Covered from the first function's body to the end, but for the long strings.
        let mut covered = 0;
        for r in &ranges {
            if r.start <= covered + 4096 {
                covered = covered.max(r.end);
            }
        }
        assert!(
            covered + (1 << 20) + 4096 >= src.len(),
            "{covered} of {}",
            src.len()
        );
        // Short strings are copies; long ones still point into the input.
        let in_input = |b: &[u8]| src.as_ptr_range().contains(&b.as_ptr());
        let body = releasing
            .ir
            .region(releasing.ir.op(releasing.top).regions()[0])
            .blocks[0];
        let first = releasing.ir.block(body).ops[0];
        let string = |name: &str| match releasing.ir.attribute(first, name) {
            Some(rods::Attribute::String(s)) => in_input(s.as_bytes()),
            other => panic!("{name}: {other:?}"),
        };
        assert!(!string("note"));
        assert!(string("long"));
    }
}

/// A module's names are numbered function by function, each right after it is verified, on
/// whichever thread verified it: what is printed is what one thread prints, and what
/// mlir-opt-22 prints (when it can be run) — the names ops choose made unique against the
/// module's own (`%c0` at the top level makes every function's `%c0_0`), with conflict
/// suffixes counted per function, result groups, block numbers and predecessor lists; a
/// top-level op with a region that is not isolated is numbered too.
#[test]
fn names_numbered_function_by_function_print_as_on_one_thread() {
    let mut text = String::from(
        "%c0 = arith.constant 0 : index
\
         \"x.wrap\"() ({\n  %k = arith.constant 0 : index\n  \"x.use\"(%k) : (index) -> ()\n}) : () -> ()\n",
    );
    for i in 0..300 {
        text.push_str(&format!(
            "func.func @f{i}(%n: index) -> index {{\n\
             \x20 %a = arith.constant {i} : index\n\
             \x20 %b = arith.constant 0 : index\n\
             \x20 %z = arith.constant 0 : index\n\
             \x20 %r = scf.for %i = %z to %n step %a iter_args(%acc = %b) -> (index) {{\n\
             \x20   %c = arith.constant 0 : index\n\
             \x20   %s = arith.addi %acc, %c : index\n\
             \x20   scf.yield %s : index\n\
             \x20 }}\n\
             \x20 %p:2 = \"x.pair\"() : () -> (index, index)\n\
             \x20 cf.br ^bb1(%r : index)\n\
             ^bb1(%x: index):\n\
             \x20 %y = arith.addi %x, %p#1 : index\n\
             \x20 return %y : index\n\
             }}\n"
        ));
    }
    let args = ["--allow-unregistered-dialect", "-"];
    let many = run_rods(&args, text.as_bytes());
    let one = run_rods(
        &[
            "--mlir-disable-threading",
            "--allow-unregistered-dialect",
            "-",
        ],
        text.as_bytes(),
    );
    assert_eq!(many.code, 0, "{}", String::from_utf8_lossy(&many.stderr));
    assert_eq!(
        rods_tests::first_difference(&one.stdout, &many.stdout),
        None
    );
    let printed = String::from_utf8_lossy(&many.stdout);
    for expected in [
        "  %c0 = arith.constant 0 : index\n  \"x.wrap\"() ({\n    %c0_0 = arith.constant",
        "    %c0_0 = arith.constant 0 : index\n    %c0_1 = arith.constant 0 : index\n",
        "      %c0_2 = arith.constant 0 : index\n",
        "  ^bb1(%2: index):  // pred: ^bb0\n    %3 = arith.addi %2, %1#1 : index\n",
    ] {
        assert!(printed.contains(expected), "{expected}");
    }
    if !rods_tests::mlir_opt_available() {
        rods_tests::report_skipped();
        return;
    }
    let path = std::env::temp_dir().join(format!("rods-names-{}.mlir", std::process::id()));
    std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let path_arg = path.display().to_string();
    let upstream = rods_tests::run_mlir_opt(&["--allow-unregistered-dialect", &path_arg]);
    let _ = std::fs::remove_file(&path);
    let upstream = upstream.unwrap_or_else(|| panic!("mlir-opt-22 did not run"));
    assert_eq!(upstream.code, 0);
    assert_eq!(
        rods_tests::first_difference(&upstream.stdout, &many.stdout),
        None
    );
}

/// A symbol table with enough symbol users has them checked on several threads: what is
/// reported is what one thread reports (MLIR's first failure), wherever the failing users are.
#[test]
fn symbol_users_checked_on_several_threads_report_as_one_thread() {
    let calls = 9000;
    let mut good = String::from(
        "module {\n  func.func private @g()\n  func.func private @h(i32)\n  func.func @main(%x: i32) {\n",
    );
    for i in 0..calls {
        match i % 2 {
            0 => good.push_str("    func.call @g() : () -> ()\n"),
            _ => good.push_str("    func.call @h(%x) : (i32) -> ()\n"),
        }
    }
    good.push_str("    return\n  }\n}\n");
    let nth = |text: &str, n: usize, with: &str| {
        let mut lines: Vec<&str> = text.lines().collect();
        lines[4 + n] = with;
        lines.join("\n") + "\n"
    };
    let late = nth(&good, 8000, "    func.call @nowhere() : () -> ()");
    let both = nth(&late, 100, "    func.call @h() : () -> ()");
    for (text, fails) in [
        (&good, None),
        (&late, Some("'nowhere' does not reference a valid function")),
        (&both, Some("incorrect number of operands for callee")),
    ] {
        let many = run_rods(&["-"], text.as_bytes());
        let one = run_rods(&["--mlir-disable-threading", "-"], text.as_bytes());
        assert_eq!(one.code, many.code);
        assert_eq!(
            rods_tests::first_difference(&one.stderr, &many.stderr),
            None
        );
        let stderr = String::from_utf8_lossy(&one.stderr);
        match fails {
            Some(message) => {
                assert!(stderr.contains(message), "{stderr}");
                assert_eq!(stderr.matches("error:").count(), 1, "{stderr}");
            }
            None => assert_eq!(one.code, 0, "{stderr}"),
        }
    }
}

/// A module as `--mlir-print-debuginfo` prints it, most `#loc` definitions after the module
/// (parsed by a helper, looked up by number at the end), parses as on one thread: with MLIR's
/// names; with some renamed so that only the map finds them (a leading zero, another base
/// name); with one of them defined as something other than a location, which fails the same
/// way; and with a last definition that uses an alias defined before the module (which the
/// parse apart does not take). On one thread with definitions parsed apart (in tables of
/// their own, once the parse reaches them) it parses the same again.
#[test]
fn trailing_location_definitions_resolve_as_on_one_thread() {
    let reg = registry();
    let module = module_of_functions(120);
    let printed = run_rods(
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-debuginfo",
            "-",
        ],
        module.as_bytes(),
    );
    assert_eq!(
        printed.code,
        0,
        "{}",
        String::from_utf8_lossy(&printed.stderr)
    );
    let text = String::from_utf8_lossy(&printed.stdout).into_owned();
    let module_end = text.rfind("\n}").expect("the module's end");
    let last = text.rfind("#loc").expect("a location alias");
    assert!(last > module_end, "no definition after the module");
    // `#loc7` → `#loc07`, `#loc12` → `#here12` (uses and definitions alike), and another
    // `#loc7` defined last, used by nothing.
    let renamed = text
        .replace("#loc7)", "#loc07)")
        .replace("#loc7 =", "#loc07 =")
        .replace("#loc12)", "#here12)")
        .replace("#loc12 =", "#here12 =")
        + "#loc7 = loc(\"elsewhere.mlir\":1:1)\n";
    assert!(renamed.contains("#loc07 =") && renamed.contains("#here12 ="));
    let last_def = text.rfind("\n#loc").expect("a definition") + 1;
    let name_end = last_def + text[last_def..].find(' ').expect("a name");
    let not_a_location = format!(
        "{}{} = 1 : i32\n",
        &text[..last_def],
        &text[last_def..name_end]
    );
    let uses_earlier = format!("#early = 7 : i32\n{text}#late = [#early]\n");
    let apart = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        disable_threading: true,
        parallel_min_bytes: Some(1),
        release_input: None,
    };
    for (input, ok) in [
        (&text, true),
        (&renamed, true),
        (&not_a_location, false),
        (&uses_earlier, true),
    ] {
        let input = Bytes::from(input.clone());
        let one = parse_shown(&input, 0..input.len(), &reg, false);
        let many = parse_shown(&input, 0..input.len(), &reg, true);
        let one_apart = parse_shown_with(&input, 0..input.len(), &reg, &apart);
        assert_eq!(
            one.contains("expected location, but found"),
            !ok,
            "{one:.400}"
        );
        assert_eq!(first_difference(&one, &many), None);
        assert_eq!(first_difference(&one, &one_apart), None);
    }
}
