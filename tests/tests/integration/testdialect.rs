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
        ..Default::default()
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

/// `Terminator`: a block may end with `tst.br`; a `tst.br` before another op (reported by the
/// block walk for its successors first, as MLIR's verifier does), or a block ending with a
/// non-terminator, fails as in MLIR.
#[test]
fn terminators_are_verified() {
    let check = |text: &'static str| {
        let module = parse_tst(text.into()).unwrap_or_else(|e| panic!("{e}"));
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
        Err("operation with block successors must terminate its parent block".to_owned())
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
            ..Default::default()
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
        OperationName::registered(&testdialect::PropsOp::DEF),
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

/// Parses `text` with the `tst` dialect: the module, or the first diagnostic's message.
fn parse_tst(text: String) -> Result<rods::ir::Module, String> {
    let buf = Bytes::from(text);
    rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
        .map_err(|d| d[0].message.clone())
}

/// Parses and prints `text` with the `tst` dialect on a 2 MiB stack: the output, or the first
/// diagnostic's message.
fn parse_print_small_stack(text: String) -> Result<String, String> {
    rods_tests::on_small_stack(move || {
        let module = parse_tst(text)?;
        let mut out = Vec::new();
        rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
        Ok(String::from_utf8_lossy(&out).into_owned())
    })
    .unwrap_or_else(|panic| panic!("panicked or overflowed its stack: {panic}"))
}

/// Registered dialect types nest through their generated parsers: up to the nesting limit on
/// a 2 MiB stack in a debug build, and 100,000 deep is the nesting error, not a stack
/// overflow; both through a `Type` parameter and through a stripped dialect type parameter
/// (whose `<…>` counts as a level).
#[test]
fn nested_dialect_types_are_bounded() {
    let near = rods::syntax::parser::MAX_NESTING_DEPTH as usize / 2 - 5;
    for (open, inner, close) in [
        ("!tst.pair<", "i32", ", i1>"),
        ("!tst.box<<", "i8", ", i1>, !tst.pair<i1, i1>>"),
    ] {
        let ty = format!("{}{inner}{}", open.repeat(near), close.repeat(near));
        let out = parse_print_small_stack(format!("%0 = tst.call() : () -> {ty}\n"))
            .unwrap_or_else(|e| panic!("{open}: {e}"));
        assert!(out.contains(&ty), "{open}: {out}");
        let deep = format!(
            "%0 = tst.call() : () -> {}{inner}{}\n",
            open.repeat(100_000),
            close.repeat(100_000)
        );
        let err = parse_print_small_stack(deep).expect_err("too deep");
        assert_eq!(err, "exceeded maximum nesting depth of 500", "{open}");
    }
}

/// The registered type API: values built in Rust equal parsed ones, downcast to their
/// declaration, cast to the dialect's type interface, and print as parsed.
#[test]
fn dialect_types_downcast_and_cast_to_interfaces() {
    use rods::ir::Type;
    use testdialect::{Awaitable, PairType, TokenType, VecType};
    let token = TokenType::new().into_type();
    let pair = PairType::new(Type::i32(), token.clone()).into_type();
    assert_eq!(
        rods::ir::print::type_to_string(&pair),
        "!tst.pair<i32, !tst.token>"
    );
    assert_eq!(
        pair.downcast_ref::<PairType>().map(|p| &p.second),
        Some(&token)
    );
    assert!(pair.downcast_ref::<TokenType>().is_none());
    assert!(token.implements::<dyn Awaitable>() && !pair.implements::<dyn Awaitable>());
    let awaitable = token
        .as_dialect()
        .and_then(|t| t.cast_interface::<dyn Awaitable>());
    assert_eq!(awaitable.map(|a| a.width()), Some(1));
    assert_eq!(
        VecType::get_checked(0, Type::i32()).expect_err("no elements"),
        "vec must have at least one element"
    );
    assert_eq!(
        <rods::ods::TypeAttrOf<PairType> as rods::ods::OpAttr>::summary(),
        "type attribute of pair of types"
    );
    // A type interface as a constraint: «I instance», satisfied by the types implementing it.
    type AwaitableAttr = rods::ods::TypeAttrOf<rods::ods::TypeInterface<dyn Awaitable>>;
    assert_eq!(
        <AwaitableAttr as rods::ods::OpAttr>::summary(),
        "type attribute of Awaitable instance"
    );
    assert!(AwaitableAttr::new(token).is_some() && AwaitableAttr::new(pair).is_none());
}

/// Mutated inputs of the dialect types' corpus (deleted, duplicated or overwritten spans,
/// inserted tokens) go through parse → verify → print with the `tst` dialect without a panic.
#[test]
fn mutated_dialect_type_inputs_never_panic() {
    use proptest::test_runner::{RngAlgorithm, TestRng};
    let mut inputs = Vec::new();
    for kind in ["roundtrip", "invalid"] {
        for file in inputs_named(kind, "dtype-") {
            inputs.push(read(&file));
        }
    }
    assert!(!inputs.is_empty());
    let result = rods_tests::on_small_stack(move || {
        let registry = registry();
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for original in &inputs {
            for round in 0..150 {
                let mut text = original.clone();
                for _ in 0..=round % 4 {
                    crate::no_panic::mutate(&mut rng, &mut text);
                }
                let shown = String::from_utf8_lossy(&text).into_owned();
                if let Err(msg) = crate::no_panic::run_pipeline_with(&registry, text, true) {
                    return Err(format!("panic `{msg}` on input:\n{shown:?}"));
                }
            }
        }
        Ok(())
    });
    if let Err(msg) = result.and_then(|r| r) {
        panic!("{msg}");
    }
}

/// The corpus inputs of `kind` whose names start with `prefix`.
fn inputs_named(kind: &str, prefix: &str) -> Vec<PathBuf> {
    inputs(kind)
        .into_iter()
        .filter(|f| {
            f.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix))
        })
        .collect()
}

/// Random values of the `tst` dialect types, nested through `Type` and stripped parameters.
fn tst_type() -> impl proptest::strategy::Strategy<Value = rods::ir::Type> {
    use proptest::prelude::*;
    use rods::ir::{FloatKind, Type};
    use testdialect::{AsyncTokenType, PairType, ShapeType, TokenType, VecType, WaitType};
    let scalar = prop_oneof![
        Just(Type::i32()),
        Just(Type::Index),
        Just(Type::Float(FloatKind::F16)),
        (1u32..200).prop_map(Type::int),
    ];
    let leaf = prop_oneof![
        scalar.clone(),
        Just(TokenType::new().into_type()),
        Just(AsyncTokenType::new().into_type()),
        proptest::option::of(0u32..5).prop_map(|n| WaitType::new(n).into_type()),
        (1u32..9, scalar.clone()).prop_map(|(n, e)| VecType::new(n, e).into_type()),
    ];
    leaf.prop_recursive(4, 24, 2, move |inner| {
        let pair = (inner.clone(), inner.clone()).prop_map(|(a, b)| PairType::new(a, b));
        prop_oneof![
            pair.clone().prop_map(PairType::into_type),
            (pair.clone(), pair).prop_map(|(a, b)| testdialect::BoxType::new(a, b).into_type()),
            (
                0u32..4,
                proptest::option::of(inner),
                prop_oneof![Just("row"), Just("col"), Just("a\"b")]
            )
                .prop_map(|(rank, elem, layout)| ShapeType::new(
                    rank,
                    elem,
                    layout.to_owned()
                )
                .into_type()),
        ]
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..Default::default()
    })]

    /// A `tst` type built in Rust prints as text that parses back to an equal type, which
    /// prints the same (as an attribute value and as a result type).
    #[test]
    fn dialect_types_print_and_parse_back(ty in tst_type()) {
        let text = rods::ir::print::type_to_string(&ty);
        let module = parse_tst(format!("module attributes {{tst.a = {text}}} {{\n  %0 = tst.call() : () -> {text}\n}}\n"))
            .map_err(|e| proptest::test_runner::TestCaseError::fail(format!("{text}: {e}")))?;
        let attrs = &module.ir.op(module.top).attributes;
        proptest::prop_assert_eq!(attrs.first().map(|a| &a.value), Some(&rods::ir::Attribute::Type(ty.clone())));
        let mut out = Vec::new();
        rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
        let printed = String::from_utf8_lossy(&out).into_owned();
        proptest::prop_assert!(printed.contains(&format!("() -> {text}\n")), "{}", printed);
    }
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
    let region = ir.op(tst_module).regions()[0];
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

/// The module of `text` (a `tst.module` whose block has arguments), that block and its
/// arguments: where the builder tests append ops.
fn tst_block(text: &'static str) -> (rods::ir::Module, rods::ir::BlockId, Vec<rods::ir::Value>) {
    let buf = Bytes::from(text);
    let module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let body = module.body().expect("a body");
    let tst_module = module.ir.block(body).ops[0];
    let region = module.ir.op(tst_module).regions()[0];
    let block = module.ir.region(region).blocks[0];
    let args = module.ir.block(block).args.to_vec();
    (module, block, args)
}

/// Creates the ops of `states` (each `Some`) at the end of `block`, verifies the module and
/// prints it.
fn append_verify_print(
    module: &mut rods::ir::Module,
    block: rods::ir::BlockId,
    states: impl IntoIterator<Item = Option<rods::ir::OperationState>>,
) -> String {
    for state in states {
        let op = module.ir.create_op(state.expect("inferred"));
        module.ir.append_op(block, op);
    }
    rods::verify::verify(module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(module, &Default::default(), &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// `build_in` infers the result types as the parser does: `SameOperandsAndResultType`
/// (`tst.tc_add`), `TypesMatchWith` with its transformer (`tst.tc_cmp`), `AllTypesMatch`
/// (`tst.tc_select`).
#[test]
fn builders_infer_result_types_through_type_relations() {
    use rods::ir::Location;
    let text = "tst.module {\n^bb0(%a: vector<4xi8>, %c: vector<4xi1>):\n}\n";
    let (mut module, block, args) = tst_block(text);
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
    let got = append_verify_print(&mut module, block, states);
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
        ..Default::default()
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

/// A failed `InferTypeOpInterface` check is two errors, each with its source line, the «see
/// current operation» note on the second, byte for byte as mlir-opt-22 renders them for
/// `vector.extract` in generic form with a wrong result type.
#[test]
fn inferred_type_mismatch_renders_two_errors() {
    let text = "tst.module {\n^bb0(%v: vector<4xf32>):\n  %0 = \"tst.tc_elem\"(%v) : (vector<4xf32>) -> i32\n}\n";
    let (src, out) = run("infer.mlir", text.as_bytes().to_vec(), false);
    assert!(!out.success);
    let line = "  %0 = \"tst.tc_elem\"(%v) : (vector<4xf32>) -> i32\n       ^\n";
    let expected = format!(
        "infer.mlir:3:8: error: 'tst.tc_elem' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'i32'\n{line}infer.mlir:3:8: error: 'tst.tc_elem' op failed to infer returned types\n{line}infer.mlir:3:8: note: see current operation: %0 = \"tst.tc_elem\"(%arg0) : (vector<4xf32>) -> i32\n"
    );
    assert_eq!(String::from_utf8_lossy(&out.render_reports(&src)), expected);
}

/// `build_in` infers the result types with `infer_return_types` (`InferTypeOpInterface`) and
/// from the first attribute (`FirstAttrDerivedResultType`); `build` sets `resultSegmentSizes`
/// from the result fields as it does `operandSegmentSizes`, so the built ops verify.
#[test]
fn builders_infer_result_types_and_set_segment_sizes() {
    use rods::ir::{Location, Type};
    use rods::ods::TypeAttr;
    use testdialect::{TcElemOp, TcFadOp, TcSameOp, TcSegmentsOp};
    let text = "tst.module {\n^bb0(%v: vector<4xf32>, %x: index, %i: i32, %f: f32):\n}\n";
    let (mut module, block, args) = tst_block(text);
    let (v, x, i, f) = (args[0], args[1], args[2], args[3]);
    let loc = || Location::Unknown;
    // An operand that cannot be inferred from: no state.
    assert!(
        TcElemOp { v: x, r: x }
            .build_in(&module.ir, loc())
            .is_none()
    );
    let same = TcSameOp {
        operands: vec![x, i],
        extra: Some(rods::ods::UnitAttr),
        results: vec![],
    };
    // `resultSegmentSizes` from the result fields: two `r` results and an `s` one.
    let mut segments = TcSegmentsOp {
        a: vec![x],
        b: vec![],
        c: None,
        d: i,
        r: vec![x, x],
        s: Some(x),
    }
    .build(loc());
    segments.result_types = vec![Type::i32(), Type::int(64), Type::Index];
    let states = [
        TcElemOp { v, r: v }.build_in(&module.ir, loc()),
        same.build_in(&module.ir, loc()),
        TcFadOp {
            ty: TypeAttr(Type::int(8)),
            v: f,
            r: f,
        }
        .build_in(&module.ir, loc()),
        Some(segments),
    ];
    let got = append_verify_print(&mut module, block, states);
    assert!(
        got.contains("%0 = tst.tc_elem %arg0 : vector<4xf32>\n    %1:3 = tst.tc_same(%arg1, %arg2 : index, i32) {extra}\n    %2 = tst.tc_fad i8, %arg3 : f32 -> i8\n    %r:2, %s = tst.tc_segments(%arg1) [] %arg2 : i32 -> (i32, i64) (index)\n"),
        "{got}"
    );
}

/// Where a dialect type in a custom format is reported, as mlir-opt-22 reports `emitc.load`'s
/// `!emitc.lvalue` (`emitc.load %v : i32` is «expected '<'» just after the `:`; another
/// dialect type is «invalid kind of type specified» at its start).
#[test]
fn dialect_type_errors_in_custom_formats_are_located_as_upstream() {
    let cases = [
        (
            "%0 = tst.tc_dtype %p, %p, %t : i32, !tst.pair<i32, f32>, !tst.token -> <4 x i32>",
            "4:33: error: expected '<'",
        ),
        (
            "%0 = tst.tc_dtype %p, %p, %t : !tst.token, !tst.pair<i32, f32>, !tst.token -> <4 x i32>",
            "4:34: error: custom op 'tst.tc_dtype' invalid kind of type specified: expected tst.pair, but found '!tst.token'",
        ),
    ];
    for (line, expected) in cases {
        let text = format!(
            "tst.module {{\n^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):\n\n  {line}\n}}\n"
        );
        let (src, out) = run("d.mlir", text.into_bytes(), false);
        let stderr = String::from_utf8_lossy(&out.render_reports(&src)).into_owned();
        assert!(
            stderr.starts_with(&format!("d.mlir:{expected}\n")),
            "{stderr}"
        );
    }
}
