//! The seed's dialects (`gpu.binary`, `#gpu.object`, `#nvvm.target`, `#rocdl.target`,
//! `#gpu.select_object`) over `tests/corpus/gpu`: round trips against checked-in expectations
//! (the seed's printing), the invalid cases under `--verify-diagnostics`, and differential runs
//! against `mlir-opt-22` wherever the seed and upstream agree. Each corpus folder's
//! `DIFFERENCES.md` says, per file, which is the case; the differences (a) and (b) of
//! `reference/mlir-ods.md` §4.1 — spacing around the symbol — are mechanical, so those outputs
//! are compared with upstream's after undoing exactly that difference.

use std::collections::HashMap;

use rods_tests::{
    assert_no_failures, corpus_inputs, first_difference, mlir_opt_available, relative_to_root,
    repo_root, report_skipped, run_mlir_opt, run_rods,
};

const MODES: &[(&str, Option<&str>)] = &[
    (".out", None),
    (".generic.out", Some("--mlir-print-op-generic")),
];

fn args<'a>(path: &'a str, flag: Option<&'a str>) -> Vec<&'a str> {
    let mut a: Vec<&str> = flag.into_iter().collect();
    a.push(path);
    a
}

/// `DIFFERENCES.md` of a corpus folder: file name → its table cells after the name.
fn differences(kind: &str) -> HashMap<String, Vec<String>> {
    let text = std::fs::read_to_string(
        repo_root()
            .join("tests/corpus")
            .join(kind)
            .join("DIFFERENCES.md"),
    )
    .unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let cells: Vec<String> = l.split('|').map(|c| c.trim().to_owned()).collect();
            let name = cells.get(1)?;
            name.ends_with(".mlir")
                .then(|| (name.clone(), cells[2..].to_vec()))
        })
        .collect()
}

/// Upstream's custom-form `gpu.binary` line turned into the seed's: one space after the symbol
/// when there is no handler (a), no space before the handler's `<` (b).
fn seed_spacing(upstream: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(upstream);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("gpu.binary @") {
            let indent = &line[..line.len() - trimmed.len()];
            // The symbol ends at the first space outside quotes.
            let mut in_quotes = false;
            let end = rest
                .char_indices()
                .find(|&(_, c)| {
                    if c == '"' {
                        in_quotes = !in_quotes;
                    }
                    c == ' ' && !in_quotes
                })
                .map_or(rest.len(), |(i, _)| i);
            let (sym, tail) = rest.split_at(end);
            let tail = tail.strip_prefix("  ").map_or_else(
                || {
                    tail.strip_prefix(" <")
                        .map_or(tail.to_owned(), |t| format!("<{t}"))
                },
                |t| format!(" {t}"),
            );
            out.push_str(&format!("{indent}gpu.binary @{sym}{tail}"));
        } else {
            out.push_str(line);
        }
    }
    out.into_bytes()
}

#[test]
fn gpu_corpus_is_present() {
    assert!(corpus_inputs("gpu/roundtrip").len() >= 30);
    assert!(corpus_inputs("gpu/invalid").len() >= 10);
}

#[test]
fn gpu_roundtrip_matches_seed_expectations() {
    let mut failures = Vec::new();
    for file in corpus_inputs("gpu/roundtrip") {
        let path = file.to_string_lossy().into_owned();
        for (suffix, flag) in MODES {
            let expected = std::fs::read(format!("{path}{suffix}")).unwrap_or_default();
            let got = run_rods(&args(&path, *flag), b"");
            if let Some(why) = got.mismatch(&expected) {
                failures.push(format!("{} ({suffix}): {why}", relative_to_root(&file)));
            }
            // Printing rods' own output again gives the same text.
            let again = run_rods(&args("-", *flag), &got.stdout);
            if let Some(diff) = first_difference(&got.stdout, &again.stdout) {
                failures.push(format!(
                    "{} ({suffix}) not a fixed point: {diff}",
                    relative_to_root(&file)
                ));
            }
        }
    }
    assert_no_failures("gpu round-trip", &failures);
}

#[test]
fn gpu_roundtrip_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let table = differences("gpu/roundtrip");
    let (mut compared, mut failures) = (0, Vec::new());
    for file in corpus_inputs("gpu/roundtrip") {
        let rel = relative_to_root(&file);
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let Some(cells) = table.get(&name) else {
            failures.push(format!("{rel}: not listed in DIFFERENCES.md"));
            continue;
        };
        for (i, (suffix, flag)) in MODES.iter().enumerate() {
            let cell = cells.get(i).map(String::as_str).unwrap_or("");
            // Only upstream's spacing differs: compare after undoing it.
            let spacing_only = cell.starts_with("differs:")
                && cell
                    .trim_start_matches("differs:")
                    .split(',')
                    .all(|d| matches!(d.trim(), "(a)" | "(b)"));
            if cell != "same" && !spacing_only {
                continue;
            }
            let Some(oracle) = run_mlir_opt(&args(&rel, *flag)) else {
                failures.push(format!("{rel}: could not run mlir-opt-22"));
                continue;
            };
            let expected = if spacing_only {
                seed_spacing(&oracle.stdout)
            } else {
                oracle.stdout
            };
            let path = file.to_string_lossy().into_owned();
            let ours = run_rods(&args(&path, *flag), b"");
            compared += 1;
            if let Some(diff) = first_difference(&expected, &ours.stdout) {
                failures.push(format!("{rel} ({suffix}) vs mlir-opt-22 [{cell}]: {diff}"));
            }
        }
    }
    assert!(
        compared >= 60,
        "only {compared} gpu outputs compared with mlir-opt-22"
    );
    assert_no_failures("gpu differential round-trip", &failures);
}

#[test]
fn gpu_invalid_cases_pass_verify_diagnostics() {
    let mut failures = Vec::new();
    for file in corpus_inputs("gpu/invalid") {
        let path = file.to_string_lossy().into_owned();
        let got = run_rods(
            &["--split-input-file", "--verify-diagnostics", path.as_str()],
            b"",
        );
        if let Some(why) = got.failure() {
            failures.push(format!("{}: {why}", relative_to_root(&file)));
        }
    }
    assert_no_failures("gpu verify-diagnostics", &failures);
}

#[test]
fn gpu_invalid_cases_shared_with_upstream_pass_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let table = differences("gpu/invalid");
    let mut failures = Vec::new();
    for file in corpus_inputs("gpu/invalid") {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if table.get(&name).and_then(|c| c.first()).map(String::as_str) != Some("same") {
            continue;
        }
        let rel = relative_to_root(&file);
        match run_mlir_opt(&["--split-input-file", "--verify-diagnostics", rel.as_str()]) {
            Some(o) if o.code == 0 => {}
            Some(o) => failures.push(format!(
                "{rel}: mlir-opt-22 exit {}:\n{}",
                o.code,
                String::from_utf8_lossy(&o.stderr)
            )),
            None => failures.push(format!("{rel}: could not run mlir-opt-22")),
        }
    }
    assert_no_failures("gpu invalid differential", &failures);
}

#[test]
fn generic_binary_without_handler_prints_in_custom_form() {
    // mlir-opt-22 segfaults here (it prints a null handler); the seed prints nothing for it.
    let input = br#""gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = "b"}> : () -> ()"#;
    let got = run_rods(&["-"], input);
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        "module {\n  gpu.binary @b [#gpu.object<#nvvm.target, \"\">]\n}\n\n"
    );
}

#[test]
fn empty_binary_symbol_names_are_rejected() {
    // mlir-opt-22 accepts both and prints `gpu.binary @<<INVALID EMPTY SYMBOL>>`, which does not
    // parse (and segfaults on the generic one, which has no handler).
    let custom = br#"gpu.binary @"" [#gpu.object<#nvvm.target, "">]"#;
    let got = run_rods(&["-"], custom);
    assert_eq!(got.code, 1);
    assert!(
        String::from_utf8_lossy(&got.stderr).contains("1:12: error: symbol name cannot be empty"),
        "{}",
        String::from_utf8_lossy(&got.stderr)
    );
    let generic = br#""gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = ""}> : () -> ()"#;
    let got = run_rods(&["-"], generic);
    assert_eq!(got.code, 1);
    assert!(
        String::from_utf8_lossy(&got.stderr)
            .contains("error: 'gpu.binary' op attribute 'sym_name' cannot be an empty symbol name"),
        "{}",
        String::from_utf8_lossy(&got.stderr)
    );
}

/// Found by the `attribute` fuzz target: `#nvvm<t>` was an opaque attribute printed as
/// `#nvvm.t`, which does not parse. The verbose form of a registered dialect's attribute is
/// parsed by the dialect, as in mlir-opt-22 (whose output and messages these are).
#[test]
fn verbose_form_of_registered_dialect_attributes() {
    let cases: &[(&str, Result<&str, &str>)] = &[
        ("#nvvm<target<O = 1>>", Ok("#nvvm.target<O = 1>")),
        ("#nvvm< target>", Ok("#nvvm.target")),
        ("#nvvm<target x>", Ok("#nvvm.target")),
        ("#gpu<select_object>", Ok("#gpu.select_object")),
        (
            "#gpu<object<#nvvm.target, \"\">>",
            Ok("#gpu.object<#nvvm.target, \"\">"),
        ),
        (
            "#nvvm<t>",
            Err("1:21: error: unknown attribute `t` in dialect `nvvm`"),
        ),
        ("#nvvm<>", Err("1:21: error: expected valid keyword")),
        ("#nvvm<\"s\">", Err("1:21: error: expected valid keyword")),
        (
            "#builtin<x>",
            Err("1:24: error: dialect 'builtin' provides no attribute parsing hook"),
        ),
    ];
    for (attr, want) in cases {
        let input = format!("\"x.op\"() {{a = {attr}}} : () -> ()\n");
        let got = run_rods(&["--allow-unregistered-dialect", "-"], input.as_bytes());
        let (out, err) = (
            String::from_utf8_lossy(&got.stdout),
            String::from_utf8_lossy(&got.stderr),
        );
        match want {
            Ok(printed) => {
                assert_eq!(got.code, 0, "{attr}: {err}");
                assert!(out.contains(&format!("{{a = {printed}}}")), "{attr}: {out}");
            }
            Err(message) => {
                assert_eq!(got.code, 1, "{attr}: {out}");
                assert!(err.contains(message), "{attr}: {err}");
            }
        }
    }
}

#[test]
fn gpu_example_matches_expectation() {
    // The README's main command: `cargo run --release -p rods-opt -- examples/gpu.mlir`.
    let file = repo_root().join("examples/gpu.mlir");
    let path = file.to_string_lossy().into_owned();
    let expected = std::fs::read(format!("{path}.out")).unwrap_or_default();
    let got = run_rods(&[path.as_str()], b"");
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    assert!(first_difference(&expected, &got.stdout).is_none());
    // In LLVM 22's form the whole program (host code, kernel module, binaries) prints as
    // mlir-opt-22 prints it.
    if let Some(oracle) = rods_tests::run_mlir_opt(&["examples/gpu.mlir"]) {
        let ours = run_rods(&["--gpu-dialect=llvm22", path.as_str()], b"");
        assert_eq!(oracle.code, 0);
        assert_eq!(first_difference(&oracle.stdout, &ours.stdout), None);
    }
}

#[test]
fn seed_spacing_undoes_exactly_upstream_spacing() {
    assert_eq!(
        seed_spacing(b"  gpu.binary @b  [x]\n"),
        b"  gpu.binary @b [x]\n"
    );
    assert_eq!(
        seed_spacing(b"  gpu.binary @b  {a} [x]\n"),
        b"  gpu.binary @b {a} [x]\n"
    );
    assert_eq!(
        seed_spacing(b"gpu.binary @b <#h> [x]\n"),
        b"gpu.binary @b<#h> [x]\n"
    );
    assert_eq!(
        seed_spacing(b"gpu.binary @\"a b\"  [x]\n"),
        b"gpu.binary @\"a b\" [x]\n"
    );
}

/// Runs `rods-opt ARGS` on `input`, top-level ops in canonical form, and checks that it prints
/// them back unchanged inside the implicit module.
fn assert_prints_back_in_module(args: &[&str], input: &[u8]) {
    let got = run_rods(args, input);
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    let mut expected = b"module {\n".to_vec();
    for line in input.split_inclusive(|&c| c == b'\n') {
        expected.extend_from_slice(b"  ");
        expected.extend_from_slice(line);
    }
    expected.extend_from_slice(b"}\n\n");
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        String::from_utf8_lossy(&expected)
    );
}

#[test]
fn repeated_target_spellings_parse_alike() {
    // Short registered attribute spellings are parsed once per file and then reused
    // (`Parser::dialect_attr_cache`): the repeats, before `,`, `]` and `>`, print the same.
    let input = br#"gpu.binary @a [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "x">]
gpu.binary @b [#gpu.object<#nvvm.target<chip = "sm_90">, "y">, #gpu.object<#nvvm.target, "">]
gpu.binary @c<#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target<chip = "sm_90">, "z">, #gpu.object<#nvvm.target<O = 3>, "">]
gpu.binary @d [#gpu.object<#nvvm.target<O = 3>, "">]
"#;
    assert_prints_back_in_module(&["-"], input);
    // An invalid spelling is reported at each occurrence (failed parses are not reused).
    let bad = br#"gpu.binary @a [#gpu.object<#nvvm.target<O = 4>, "">]
gpu.binary @b [#gpu.object<#nvvm.target<O = 4>, "">]
"#;
    let got = run_rods(&["-"], bad);
    assert_ne!(got.code, 0);
}

#[test]
fn shared_attributes_print_alike_wherever_and_however_often() {
    // A shared registered attribute prints once per run and is then copied
    // (`printer::SharedPrints`, 8 entries): 12 targets of different lengths, cycled so that
    // entries are replaced by longer and shorter texts, each also at the top level of an
    // unregistered op's attribute dictionary and nested two deep.
    let chips = [
        "sm_1",
        "sm_90",
        "sm_100000",
        "a",
        "sm_80",
        "gfx90a",
        "sm_35",
        "sm_1234567",
        "b_",
        "sm_52",
        "sm_86",
        "sm_7",
    ];
    let mut input = Vec::new();
    for round in 0..3 {
        for (i, chip) in chips.iter().enumerate().skip(round) {
            input.extend_from_slice(
                format!(
                    "gpu.binary @b{round}_{i} [#gpu.object<#nvvm.target<chip = \"{chip}\">, \"{i}\">, #gpu.object<#nvvm.target, \"\">]\n\
                     \"x.op\"() {{t = #nvvm.target<chip = \"{chip}\">, u = [#gpu.object<#nvvm.target<chip = \"{chip}\">, \"\">]}} : () -> ()\n"
                )
                .as_bytes(),
            );
        }
    }
    assert_prints_back_in_module(&["--allow-unregistered-dialect", "-"], &input);
}

#[test]
fn shared_attributes_at_the_nesting_limit_print_as_unshared_ones() {
    // A text cut at the printer's nesting limit is not reused at a shallower depth, nor a
    // whole one at a deeper depth: a shared attribute prints exactly as two distinct equal
    // ones do, in either order.
    use rods::ir::{Attribute, StringAttr};
    use rods::syntax::printer::print_attribute_to_bytes;
    use rods_dialects::gpu::ObjectAttr;
    let object = || {
        let mut target = Attribute::Unit;
        for _ in 0..5 {
            target = Attribute::array(vec![target]);
        }
        Attribute::dialect(ObjectAttr {
            target,
            object: StringAttr::from("x"),
        })
    };
    let wrap = |mut a: Attribute, levels: usize| {
        for _ in 0..levels {
            a = Attribute::array(vec![a]);
        }
        a
    };
    let cut = |b: &[u8]| {
        String::from_utf8_lossy(b)
            .matches("<<NESTING TOO DEEP>>")
            .count()
    };
    // The shallowest wrapping at which the object's innermost level is cut.
    let levels = (1..1200)
        .find(|&w| cut(&print_attribute_to_bytes(&wrap(object(), w))) > 0)
        .unwrap_or(0);
    let shared = object();
    let (a, b) = (object(), object());
    for (shared_list, distinct_list) in [
        (
            vec![shared.clone(), wrap(shared.clone(), levels)],
            vec![a.clone(), wrap(b.clone(), levels)],
        ),
        (
            vec![wrap(shared.clone(), levels), shared.clone()],
            vec![wrap(a.clone(), levels), b.clone()],
        ),
    ] {
        let got = print_attribute_to_bytes(&Attribute::array(shared_list));
        let want = print_attribute_to_bytes(&Attribute::array(distinct_list));
        assert_eq!(cut(&want), 1, "the test reaches the limit once");
        assert_eq!(
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want)
        );
    }
}

#[test]
fn string_parameters_at_the_nesting_limit_print_as_string_attributes() {
    // A `StringAttr` parameter (the payload of `#gpu.object`) takes one nesting level, as a
    // string attribute does: cut at the same depth as the string target beside it, and the
    // depth given back after it (an object printed first shifts nothing after it).
    use rods::ir::{Attribute, StringAttr};
    use rods::syntax::printer::print_attribute_to_bytes;
    use rods_dialects::gpu::ObjectAttr;
    let object = |target: Attribute| {
        Attribute::dialect(ObjectAttr {
            target,
            object: StringAttr::from("x"),
        })
    };
    let printed = |first: Attribute, levels: usize| {
        let mut deep = object(Attribute::String(StringAttr::from("y")));
        for _ in 0..levels {
            deep = Attribute::array(vec![deep]);
        }
        let list = Attribute::array(vec![first, deep]);
        String::from_utf8_lossy(&print_attribute_to_bytes(&list)).into_owned()
    };
    let cut = |s: &str| s.matches("<<NESTING TOO DEEP>>").count();
    // The shallowest wrapping at which the deep object's parameters are cut, after a unit
    // and after an object.
    let limit = |first: &dyn Fn() -> Attribute| {
        (1..1200)
            .find(|&w| cut(&printed(first(), w)) > 0)
            .unwrap_or(0)
    };
    let levels = limit(&|| Attribute::Unit);
    assert_eq!(limit(&|| object(Attribute::Unit)), levels);
    let printed = |levels| printed(object(Attribute::Unit), levels);
    let whole = printed(levels - 1);
    assert_eq!(cut(&whole), 0);
    assert!(whole.starts_with("[#gpu.object<unit, \"x\">, ["), "{whole}");
    assert!(whole.contains("[#gpu.object<\"y\", \"x\">]"), "{whole}");
    let cut_off = printed(levels);
    assert_eq!(cut(&cut_off), 2, "{cut_off}");
    assert!(
        cut_off.contains("[#gpu.object<<<NESTING TOO DEEP>>, <<NESTING TOO DEEP>>>]"),
        "{cut_off}"
    );
}

#[test]
fn bound_names_equal_in_bytes_only_are_elided_from_the_attr_dict() {
    // The printer compares names by pointer first (the definition's `&'static str`): properties
    // named by copies of those names, as IR built by hand may have, are elided alike, and a
    // property the format does not bind is still printed.
    use rods::ir::{
        Attribute, Ir, Location, NamedAttribute, OperationName, OperationState, StringAttr,
    };
    use rods::syntax::printer::print_op_to_string;
    use rods_dialects::gpu::{BinaryOp, ObjectAttr};
    let object = Attribute::dialect(ObjectAttr {
        target: Attribute::Unit,
        object: StringAttr::from("x"),
    });
    let printed = |extra: Option<&str>| {
        let mut st =
            OperationState::new(OperationName::registered(&BinaryOp::DEF), Location::Unknown);
        // `StringAttr::from` copies the bytes: not the definition's pointer.
        let copied = StringAttr::from;
        st.properties = rods::ir::thin_vec![
            NamedAttribute::new(copied("sym_name"), Attribute::String(StringAttr::from("b"))),
            NamedAttribute::new(copied("objects"), Attribute::array(vec![object.clone()])),
        ];
        if let Some(name) = extra {
            st.properties
                .push(NamedAttribute::new(copied(name), Attribute::Unit));
        }
        let mut ir = Ir::new();
        let op = ir.create_op(st);
        print_op_to_string(&ir, op, false)
    };
    assert_eq!(printed(None), "gpu.binary @b [#gpu.object<unit, \"x\">]");
    assert_eq!(
        printed(Some("zz")),
        "gpu.binary @b {zz} [#gpu.object<unit, \"x\">]"
    );
}

#[test]
fn long_object_bodies_parse_directly_and_alike() {
    // After one long `#gpu.object` body, the next ones are parsed straight from the token
    // stream (`parse_body_directly`); payloads holding `->`, `//` or brackets, and escapes
    // not in canonical form, must read and print as on the checked path (the first op).
    let long = "0123456789abcdef".repeat(9);
    let payloads = [
        long.clone(),
        format!("{long}->"),
        format!("a//b{long}"),
        format!("<[({{{long}"),
        format!("\\0a\\ff\\\"{long}\\n\\t"),
    ];
    let mut input = String::new();
    for (i, p) in payloads.iter().enumerate() {
        input.push_str(&format!(
            "gpu.binary @b{i} [#gpu.object<#nvvm.target<chip = \"sm_90\">, \"{p}\">, #gpu.object<#nvvm.target, \"{p}\">]\n"
        ));
    }
    let got = run_rods(&["-"], input.as_bytes());
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    let out = String::from_utf8_lossy(&got.stdout);
    assert!(
        out.contains("#gpu.object<#nvvm.target, \"\\0A\\FF\\22"),
        "{out}"
    );
    // Each line prints as the first op with the same payload: compare them with a file in
    // which every op stands alone (the checked path).
    for (i, line) in input.lines().enumerate() {
        let alone = run_rods(&["-"], line.as_bytes());
        assert_eq!(alone.code, 0);
        let alone = String::from_utf8_lossy(&alone.stdout);
        let printed = alone.lines().nth(1).unwrap_or_default();
        assert_eq!(out.lines().nth(i + 1), Some(printed), "op {i}");
    }
    // A NUL byte is whitespace to the lexer but ends the balanced-body scan: the direct path
    // must leave it to the checked one, which reports it as mlir-opt-22 does.
    let nul = format!(
        "gpu.binary @a [#gpu.object<#nvvm.target, \"{long}\">]\ngpu.binary @b [#gpu.object<#nvvm.target,\0 \"{long}\">]\n"
    );
    let got = run_rods(&["-"], nul.as_bytes());
    assert_eq!(got.code, 1);
    let err = String::from_utf8_lossy(&got.stderr);
    assert!(
        err.contains("<stdin>:2:27: error: unbalanced '<' character in pretty dialect name"),
        "{err}"
    );
}

#[test]
fn failed_target_is_reported_at_the_end_of_its_body() {
    // MLIR resets the lexer to the end of the balanced body after the dialect's parser, also
    // when it fails: the caller's «failed to parse» points after `<foo = 1>` (column 49).
    for prefix in [
        "",
        "gpu.binary @a [#gpu.object<#nvvm.target, \"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\">]\n",
    ] {
        let input = format!("{prefix}gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, \"\">]\n");
        let got = run_rods(&["-"], input.as_bytes());
        let err = String::from_utf8_lossy(&got.stderr);
        let line = if prefix.is_empty() { 1 } else { 2 };
        assert!(
            err.contains(&format!(
                "<stdin>:{line}:49: error: failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`"
            )),
            "{err}"
        );
    }
}

/// Long string literals (64 KiB or more) go from the input to a streaming print's output without
/// a copy: what `rods-opt` writes is what a print collected in memory gives, with each payload
/// once per use — also for one attribute printed twice (`#obj`), whose text is not kept for
/// reuse since its payload never was in the buffer.
#[test]
fn long_payloads_stream_unchanged() {
    let payload: String = (0..40_000u32)
        .map(|i| match i % 5 {
            // In canonical escaped form, as MLIR prints it: kept as written.
            0 => "\\00".to_owned(),
            1 => format!("\\{:02X}", 0x80 + i % 128),
            2 => "\\22\\\\".to_owned(),
            _ => char::from(b'a' + (i % 26) as u8).to_string(),
        })
        .collect();
    let text = format!(
        "#obj = #gpu.object<#nvvm.target, \"{payload}\">\n\
         module {{\n  \
         gpu.binary @a [#obj]\n  \
         gpu.binary @b [#obj, #gpu.object<#rocdl.target, \"{payload}\">]\n  \
         \"x.op\"() {{s = \"{payload}\", t = tensor<4xf32>}} : () -> ()\n  \
         \"x.op\"() {{t = tensor<4xf32>}} : () -> ()\n\
         }}\n"
    );
    let registry = rods_opt::registry();
    for local_scope in [false, true] {
        let mut args = vec!["--allow-unregistered-dialect"];
        if local_scope {
            args.push("--mlir-print-local-scope");
        }
        args.push("-");
        let streamed = run_rods(&args, text.as_bytes());
        assert_eq!(
            streamed.code,
            0,
            "{}",
            String::from_utf8_lossy(&streamed.stderr)
        );
        let src = rods::source::SourceFile::new("-", bytes::Bytes::from(text.clone()));
        let opts = rods::driver::DriverOptions {
            allow_unregistered: true,
            local_scope,
            ..Default::default()
        };
        let collected = rods::driver::process_buffer(&src, &registry, &opts);
        assert!(collected.success);
        assert_eq!(first_difference(&collected.output, &streamed.stdout), None);
        let out = String::from_utf8_lossy(&streamed.stdout);
        // `#obj` is no alias of the printer's (`#gpu.object` has none): printed at each use.
        assert_eq!(
            out.matches(payload.as_str()).count(),
            4,
            "local scope: {local_scope}"
        );
        assert_eq!(out.matches("tensor<4xf32>").count(), 2);
    }
}
