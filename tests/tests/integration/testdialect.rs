//! The `tst` test dialect (`rods_tests::testdialect`, declared with `#[dialect_attr]` /
//! `#[dialect_op]`) against its corpus, `tests/corpus/testdialect`:
//! - `roundtrip/*.mlir`: parse → verify → print (`--split-input-file`) gives the checked-in
//!   `.mlir.out` (hand-checked against MLIR's printing rules), and printing is a fixed point;
//!   where `.mlir.generic.out` exists, the generic form (`--mlir-print-op-generic`) gives it;
//! - `invalid/*.mlir`: `--split-input-file --verify-diagnostics` succeeds (MLIR's wording in the
//!   `expected-error` annotations).

use std::path::{Path, PathBuf};

use bytes::Bytes;
use rods::dialect::Registry;
use rods::driver::{DriverOptions, Outcome, process_buffer};
use rods::source::SourceFile;
use rods_tests::{corpus_dir, mlir_files, testdialect};

fn registry() -> Registry {
    let mut r = Registry::new();
    testdialect::register(&mut r);
    r
}

fn inputs(kind: &str) -> Vec<PathBuf> {
    let dir = corpus_dir("testdialect").join(kind);
    let files = mlir_files(&dir);
    assert!(!files.is_empty(), "no inputs in {}", dir.display());
    files
}

fn run(name: &str, text: Vec<u8>, verify_diagnostics: bool) -> (SourceFile, Outcome) {
    run_with(name, text, verify_diagnostics, false)
}

fn run_with(
    name: &str,
    text: Vec<u8>,
    verify_diagnostics: bool,
    generic: bool,
) -> (SourceFile, Outcome) {
    let src = SourceFile::new(name, Bytes::from(text));
    let opts = DriverOptions {
        split_input_file: true,
        verify_diagnostics,
        generic,
        allow_unregistered: false,
    };
    let outcome = process_buffer(&src, &registry(), &opts);
    (src, outcome)
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn roundtrip_corpus_prints_expected_output() {
    let mut failures = Vec::new();
    for file in inputs("roundtrip") {
        let name = file.display().to_string();
        let (src, out) = run(&name, read(&file), false);
        if !out.success {
            let stderr = String::from_utf8_lossy(&out.render_reports(&src)).into_owned();
            failures.push(format!("{name}: failed:\n{stderr}"));
            continue;
        }
        let got = String::from_utf8_lossy(&out.output).into_owned();
        let expected_path = PathBuf::from(format!("{name}.out"));
        if std::env::var_os("TST_BLESS").is_some() {
            std::fs::write(&expected_path, &got).ok();
        }
        let expected = String::from_utf8_lossy(&read(&expected_path)).into_owned();
        if got != expected {
            failures.push(format!(
                "{name}: output differs:\n--- got\n{got}\n--- expected\n{expected}"
            ));
            continue;
        }
        // Printing is a fixed point: the output parses and prints to itself.
        let (_, again) = run(&name, out.output.clone(), false);
        if !again.success || again.output != out.output {
            failures.push(format!("{name}: printing is not a fixed point"));
        }
        // `NAME.generic.out`, where present: the generic form (`--mlir-print-op-generic`).
        let generic_path = PathBuf::from(format!("{name}.generic.out"));
        if generic_path.exists() {
            let (_, generic) = run_with(&name, read(&file), false, true);
            let got = String::from_utf8_lossy(&generic.output).into_owned();
            if std::env::var_os("TST_BLESS").is_some() {
                std::fs::write(&generic_path, &got).ok();
            }
            let expected = String::from_utf8_lossy(&read(&generic_path)).into_owned();
            if !generic.success || got != expected {
                failures.push(format!(
                    "{name}: generic output differs:\n--- got\n{got}\n--- expected\n{expected}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn invalid_corpus_passes_verify_diagnostics() {
    let mut failures = Vec::new();
    for file in inputs("invalid") {
        let name = file.display().to_string();
        let (src, out) = run(&name, read(&file), true);
        if !out.success {
            let stderr = String::from_utf8_lossy(&out.render_reports(&src)).into_owned();
            failures.push(format!("{name}:\n{stderr}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Successors parse and print (without the verifier: rods' `OpTraits` has no `Terminator`, so
/// a block ending in `tst.br` would be reported as unterminated).
#[test]
fn successors_round_trip() {
    let text = "tst.module {\n^bb0:\n  tst.br ^bb1, [^bb1, ^bb2]\n^bb1:\n  tst.br ^bb2, []\n^bb2:\n  tst.maybe\n}\n";
    let buf = Bytes::from(text);
    let module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let got = String::from_utf8_lossy(&out);
    assert!(
        got.contains("  tst.module {\n    tst.br ^bb1, [^bb1, ^bb2]\n  ^bb1:  // 2 preds: ^bb0, ^bb0\n    tst.br ^bb2, []\n  ^bb2:  // 2 preds: ^bb0, ^bb1\n    tst.maybe\n  }"),
        "{got}"
    );
}

/// `Terminator`: a block may end with `tst.br`; a `tst.br` before another op, or a block ending
/// with a non-terminator, fails as in MLIR.
#[test]
fn terminators_are_verified() {
    let check = |text: &'static str| {
        let buf = Bytes::from(text);
        let module = rods::syntax::parser::parse_source(
            &buf,
            0..buf.len(),
            &registry(),
            &Default::default(),
        )
        .unwrap_or_else(|d| panic!("{}", d[0].message));
        rods::verify::verify(&module).map_err(|d| d[0].message.clone())
    };
    assert_eq!(
        check(
            "tst.module {\n^bb0:\n  tst.br ^bb1, []\n^bb1:\n  tst.br ^bb2, [^bb1]\n^bb2:\n  tst.br ^bb1, []\n}\n"
        ),
        Ok(())
    );
    assert_eq!(
        check("tst.module {\n^bb0:\n  tst.br ^bb1, []\n  tst.maybe\n^bb1:\n  tst.br ^bb1, []\n}\n"),
        Err("'tst.br' op must be the last operation in the parent block".to_owned())
    );
    let err = check("tst.module {\n^bb0:\n  tst.br ^bb1, []\n^bb1:\n  tst.maybe\n}\n")
        .expect_err("no terminator");
    assert!(err.starts_with("block with no terminator, has "), "{err}");
}

/// After a long `#tst.select` body, the next ones are parsed straight from the token stream.
/// `#foo.a-` then `>` is an identifier and a `>` to the lexer but `->` to MLIR's balanced-body
/// scan, which finds no end: the direct parse must leave it to the checked path, which reports
/// MLIR's error. The same body with a space before `>` is fine either way.
#[test]
fn identifier_dash_before_greater_is_left_to_the_body_scan() {
    let long = "a".repeat(140);
    let run_with = |b: &str| {
        let text = format!(
            "\"x.op\"() {{a = #tst.select<#foo.{long}>, b = #tst.select<#foo.{long}{b}>}} : () -> ()\n"
        );
        let src = SourceFile::new("t.mlir", Bytes::from(text));
        let opts = DriverOptions {
            split_input_file: false,
            verify_diagnostics: false,
            generic: false,
            allow_unregistered: true,
        };
        let outcome = process_buffer(&src, &registry(), &opts);
        (
            outcome.success,
            String::from_utf8_lossy(&outcome.render_reports(&src)).into_owned(),
        )
    };
    let (ok, err) = run_with("-");
    assert!(!ok);
    assert!(
        err.contains("error: unbalanced '<' character in pretty dialect name"),
        "{err}"
    );
    let (ok, err) = run_with("- ");
    assert!(ok, "{err}");
}

/// The pretty-form check jumps over the string literals the printer wrote (their spans are
/// recorded while the body prints) and skips hand-written ones byte by byte; either way a
/// bracket, quote, backslash or `->` inside a string must not decide the form.
#[test]
fn pretty_form_check_jumps_over_printed_strings() {
    use rods::ir::{Attribute, StringAttr};
    use rods::syntax::printer::print_attribute_to_bytes;
    use testdialect::{PairAttr, RawAttr};
    let print = |a: &Attribute| String::from_utf8_lossy(&print_attribute_to_bytes(a)).into_owned();
    let pair = |name: &str| {
        Attribute::dialect(PairAttr {
            name: StringAttr::from(name),
            count: 1,
        })
    };
    let raw = |inner: Attribute, text: &str| {
        Attribute::dialect(RawAttr {
            inner,
            text: text.to_owned(),
        })
    };
    let string = |s: &str| Attribute::String(StringAttr::from(s));
    // Printed strings (spans): whatever they hold, the body stays balanced.
    for (name, printed) in [
        ("a>b", r#""a>b""#),
        ("<<", r#""<<""#),
        (">", r#"">""#),
        ("\"", r#""\22""#),
        ("\\", r#""\\""#),
        ("\\\"", r#""\\\22""#),
        (")]}", r#"")]}""#),
        ("([{<", r#""([{<""#),
        ("->", r#""->""#),
        ("-", r#""-""#),
        ("x\0>", r#""x\00>""#),
    ] {
        assert_eq!(print(&pair(name)), format!("#tst.pair<{printed}, 1>"));
        assert_eq!(
            print(&raw(string(name), "")),
            format!("#tst.raw<{printed} >")
        );
    }
    // What the body adds around a printed string still decides the form.
    assert_eq!(print(&raw(string(">"), ")")), r#"#tst<raw<">" )>>"#);
    assert_eq!(print(&raw(string("<"), "[]")), r#"#tst.raw<"<" []>"#);
    assert_eq!(print(&raw(string("a"), "->")), r#"#tst.raw<"a" ->>"#);
    assert_eq!(print(&raw(string("a"), "-")), r#"#tst<raw<"a" ->>"#);
    // Strings written by hand (no span) are skipped byte by byte, escapes included.
    assert_eq!(
        print(&raw(string("q"), r#""x\">""#)),
        r#"#tst.raw<"q" "x\">">"#
    );
    assert_eq!(
        print(&raw(string("q"), r#""\\">""#)),
        r#"#tst<raw<"q" "\\">">>"#
    );
    assert_eq!(print(&raw(string("q"), "\"")), r#"#tst<raw<"q" ">>"#);
    assert_eq!(print(&raw(string("q"), "\">")), r#"#tst<raw<"q" ">>>"#);
    // A hand-written string running into a printed one: the scan goes on from where the
    // hand-written string ends (inside the printed one), as a byte-wise scan would. Here the
    // inner `#tst<raw<"q" ">>` opens a string that the first quote of `">>]"` closes; its
    // `>>]` then close the inner brackets, and its last quote opens a string closed by `"`.
    let open = raw(string("q"), "\"");
    let list = |tail: &str| Attribute::Array(vec![open.clone(), string(tail)].into());
    assert_eq!(
        print(&raw(list(">>]"), "\"")),
        r#"#tst.raw<[#tst<raw<"q" ">>, ">>]"] ">"#
    );
    assert_eq!(
        print(&raw(list(">>]"), "")),
        r#"#tst<raw<[#tst<raw<"q" ">>, ">>]"] >>"#
    );
    assert_eq!(
        print(&raw(list("a"), "\"")),
        r#"#tst<raw<[#tst<raw<"q" ">>, "a"] ">>"#
    );
}

#[test]
fn pretty_form_check_sees_through_nested_attributes() {
    use rods::ir::{Attribute, StringAttr};
    use rods::syntax::printer::print_attribute_to_bytes;
    use testdialect::{PairAttr, RawAttr};
    let pair = Attribute::dialect(PairAttr {
        name: StringAttr::from("a)"),
        count: 1,
    });
    let raw = |inner: &Attribute, text: &str| {
        Attribute::dialect(RawAttr {
            inner: inner.clone(),
            text: text.to_owned(),
        })
    };
    let print = |a: &Attribute| String::from_utf8_lossy(&print_attribute_to_bytes(a)).into_owned();
    // The nested attribute's brackets and string are jumped over once found balanced; what
    // the outer body adds around them still decides its form.
    assert_eq!(print(&raw(&pair, "x")), r#"#tst.raw<#tst.pair<"a)", 1> x>"#);
    assert_eq!(
        print(&raw(&pair, ")")),
        r#"#tst<raw<#tst.pair<"a)", 1> )>>"#
    );
    assert_eq!(
        print(&raw(&pair, "[]")),
        r#"#tst.raw<#tst.pair<"a)", 1> []>"#
    );
    // A nested attribute in the fallback form is scanned with the rest: its `)` unbalances
    // the outer body too, as MLIR's scan of the whole text would find.
    let bad = raw(&pair, ")");
    assert_eq!(
        print(&raw(&bad, "")),
        r#"#tst<raw<#tst<raw<#tst.pair<"a)", 1> )>> >>"#
    );
    let closing = raw(&pair, "(");
    assert_eq!(
        print(&raw(&closing, ")")),
        r#"#tst<raw<#tst<raw<#tst.pair<"a)", 1> (>> )>>"#
    );
}

#[test]
fn bound_names_equal_in_bytes_only_are_elided_from_the_prop_dict() {
    // The printer compares names by pointer first (the definition's `&'static str`):
    // properties named by copies of those names, as IR built by hand may have, are elided from
    // the `prop-dict` alike, and the others still printed in it.
    use rods::ir::{
        Attribute, Ir, Location, NamedAttribute, OperationName, OperationState, StringAttr,
    };
    use rods::syntax::printer::print_op_to_string;
    let mut st = OperationState::new(
        OperationName::Registered(&testdialect::PropsOp::DEF),
        Location::Unknown,
    );
    // `StringAttr::from` copies the bytes: not the definition's pointer.
    st.properties = rods::ir::thin_vec![
        NamedAttribute::new(
            StringAttr::from("name"),
            Attribute::String(StringAttr::from("a")),
        ),
        NamedAttribute::new(StringAttr::from("zz"), Attribute::Unit),
    ];
    let mut ir = Ir::new();
    let op = ir.create_op(st);
    assert_eq!(print_op_to_string(&ir, op, false), "tst.props \"a\" <{zz}>");
}

/// `from_op` splits the operands and results of an op with segment sizes by its
/// `operandSegmentSizes` / `resultSegmentSizes`, and `build` stores the operand sizes.
#[test]
fn segment_sizes_split_the_typed_view_and_are_built() {
    use rods::ir::{Location, OpId};
    let text = "tst.module {\n^bb0(%x: index, %i: i32, %f: f32):\n  %0:3 = tst.tc_segments (%x, %x) [%f] %i opt %i : [f32] i32 -> (i32, i64) (f32)\n}\n";
    let buf = Bytes::from(text);
    let module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let ir = &module.ir;
    // module body → tst.module → its region's block → the op.
    let tst_module: OpId = ir.block(module.body().expect("a body")).ops[0];
    let region = ir.op(tst_module).regions[0];
    let op = ir.block(ir.region(region).blocks[0]).ops[0];
    let view = testdialect::TcSegmentsOp::from_op(ir, op).expect("a typed view");
    assert_eq!((view.a.len(), view.b.len(), view.c.is_some()), (2, 1, true));
    assert_eq!((view.r.len(), view.s.is_some()), (2, true));
    let state = view.build(Location::Unknown);
    let sizes = state
        .properties
        .iter()
        .find(|a| a.name.is("operandSegmentSizes"))
        .and_then(|a| rods::ods::as_segment_sizes(&a.value));
    assert_eq!(sizes, Some(vec![2, 1, 1, 1]));
}

/// `build_in` infers the result types as the parser does: `SameOperandsAndResultType`
/// (`tst.tc_add`), `TypesMatchWith` with its transformer (`tst.tc_cmp`), `AllTypesMatch`
/// (`tst.tc_select`).
#[test]
fn builders_infer_result_types_through_type_relations() {
    use rods::ir::{Location, Value};
    let text = "tst.module {\n^bb0(%a: vector<4xi8>, %c: vector<4xi1>):\n}\n";
    let buf = Bytes::from(text);
    let mut module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let body = module.body().expect("a body");
    let tst_module = module.ir.block(body).ops[0];
    let region = module.ir.op(tst_module).regions[0];
    let block = module.ir.region(region).blocks[0];
    let args: Vec<Value> = module.ir.block(block).args.clone();
    let (a, c) = (args[0], args[1]);
    use testdialect::{TcAddOp, TcCmpOp, TcSelectOp};
    let (lhs, rhs, result) = (a, a, a);
    let states = [
        TcAddOp { lhs, rhs, result }.build_in(&module.ir, Location::Unknown),
        TcCmpOp { lhs, rhs, result }.build_in(&module.ir, Location::Unknown),
        (TcSelectOp {
            condition: c,
            true_value: a,
            false_value: a,
            result,
        })
        .build_in(&module.ir, Location::Unknown),
    ];
    for state in states {
        let op = module.ir.create_op(state.expect("inferred"));
        module.ir.append_op(block, op);
    }
    rods::verify::verify(&module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let got = String::from_utf8_lossy(&out);
    assert!(
        got.contains("%0 = tst.tc_add %arg0, %arg0 : vector<4xi8>\n    %1 = tst.tc_cmp %arg0, %arg0 : vector<4xi8>\n    %2 = tst.tc_select %arg1, %arg0, %arg0 : vector<4xi1>, vector<4xi8>"),
        "{got}"
    );
}

/// A registered dialect attribute is a memory space (MLIR's `isSupportedMemorySpace`), and an
/// aliased layout inside a memref prints as its alias; an unregistered one (`#x.space`, a builtin
/// `OpaqueAttr`) is not.
#[test]
fn dialect_attributes_are_memory_spaces() {
    let opts = DriverOptions {
        split_input_file: true,
        verify_diagnostics: false,
        generic: false,
        allow_unregistered: true,
    };
    let text = "\"x.op\"() : () -> (memref<4xf32, #tst.unit>, memref<*xi8, #tst.pair<\"g\", 1>>, memref<2xf32, affine_map<(d0) -> (d0 + 1)>, #tst.unit>)\n";
    let src = SourceFile::new("spaces.mlir", Bytes::from(text));
    let out = process_buffer(&src, &registry(), &opts);
    let stderr = String::from_utf8_lossy(&out.render_reports(&src)).into_owned();
    assert!(out.success, "{stderr}");
    assert_eq!(
        String::from_utf8_lossy(&out.output),
        "#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n  %0:3 = \"x.op\"() : () -> (memref<4xf32, #tst.unit>, memref<*xi8, #tst.pair<\"g\", 1>>, memref<2xf32, #map, #tst.unit>)\n}\n\n"
    );
    let src = SourceFile::new(
        "opaque.mlir",
        Bytes::from("\"x.op\"() : () -> memref<4xf32, #x.space>\n"),
    );
    let out = process_buffer(&src, &registry(), &opts);
    let stderr = String::from_utf8_lossy(&out.render_reports(&src)).into_owned();
    assert!(!out.success);
    assert!(
        stderr.contains("1:18: error: unsupported memory space Attribute"),
        "{stderr}"
    );
}
