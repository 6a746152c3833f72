//! Op interfaces cast from ops in the IR at run time (`rods::ods::cast_op_interface`): a
//! user-declared interface (`tst.copy`, `tst.pick`: `HasSource`) and upstream's call
//! interfaces (`tst.func`, `tst.invoke`), on parsed `tst` input.

use bytes::Bytes;
use rods::dialect::Registry;
use rods::ir::{Ir, Module, OpId, Type};
use rods::ods::{
    CallInterfaceCallable, CallOpInterface, CallableOpInterface, SymbolTableCollection,
    cast_op_interface, op_implements, resolve_callable,
};
use rods_tests::testdialect;
use rods_tests::tst_iface::HasSource;

fn parse(text: &str) -> Module {
    let mut registry = Registry::new();
    testdialect::register(&mut registry);
    let buf = Bytes::from(text.to_owned());
    let options = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &options)
        .unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// Every op nested in `op`, in textual order.
fn walk(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for r in ir.op(op).regions() {
        for b in &ir.region(*r).blocks {
            for child in &ir.block(*b).ops {
                out.push(*child);
                walk(ir, *child, out);
            }
        }
    }
}

fn ops(module: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    walk(&module.ir, module.top, &mut out);
    out
}

const INPUT: &str = r#"
tst.func @f(%a: i32) -> i64 {
  %0 = tst.invoke @f(%a) : (i32) -> i64
  %1 = tst.copy %a : i32
  tst.pick %a, %1 : i32, i32
  "x.other"(%a) : (i32) -> ()
  tst.return %0 : i64
}
tst.func private @ext()
"#;

#[test]
fn user_interface_casts_from_the_ops_that_implement_it() {
    let module = parse(INPUT);
    let ir = &module.ir;
    let mut seen = Vec::new();
    for op in ops(&module) {
        let name = ir.op(op).name.as_str().to_owned();
        let cast = cast_op_interface::<dyn HasSource>(ir, op);
        assert_eq!(
            cast.is_some(),
            op_implements::<dyn HasSource>(ir, op),
            "{name}"
        );
        if let Some(iface) = cast {
            let source = ir.op(op).operands[if name == "tst.pick" { 1 } else { 0 }];
            assert_eq!(iface.source(), source, "{name}");
            seen.push((name, iface.role()));
        }
    }
    assert_eq!(
        seen,
        [
            ("tst.copy".to_owned(), "copy"),
            ("tst.pick".to_owned(), "pick")
        ]
    );
}

#[test]
fn call_interfaces_cast_and_resolve_the_callee() {
    let module = parse(INPUT);
    let ir = &module.ir;
    let all = ops(&module);
    let find = |name: &'static str| {
        all.iter()
            .copied()
            .filter(move |op| ir.op(*op).name.as_str() == name)
    };
    let call = find("tst.invoke").next().expect("a tst.invoke");
    let iface = cast_op_interface::<dyn CallOpInterface>(ir, call).expect("a call");
    assert!(matches!(
        iface.callable_for_callee(),
        CallInterfaceCallable::Symbol(s) if s.root.as_bytes() == b"f" && s.nested.is_empty()
    ));
    assert_eq!(iface.arg_operands(), ir.op(call).operands.to_vec());
    let mut symbols = SymbolTableCollection::new();
    let verify_uses = ir.op(call).name.def().and_then(|d| d.verify_symbol_uses);
    let verify_uses = verify_uses.expect("tst.invoke's SymbolUserOpInterface hook");
    assert!(verify_uses(ir, call, &mut symbols).is_ok());
    let callee = resolve_callable(ir, call, &mut symbols).expect("a callee");
    let funcs: Vec<OpId> = find("tst.func").collect();
    assert_eq!(callee, funcs[0]);
    let callable = cast_op_interface::<dyn CallableOpInterface>(ir, callee).expect("a callable");
    assert_eq!(callable.argument_types(), [Type::i32()]);
    assert_eq!(callable.result_types(), [Type::i64()]);
    assert_eq!(
        callable.callable_region(ir),
        Some(ir.op(callee).regions()[0])
    );
    // An external function (an empty body) has no callable region.
    let ext = cast_op_interface::<dyn CallableOpInterface>(ir, funcs[1]).expect("a callable");
    assert_eq!(ext.callable_region(ir), None);
    // Neither the call nor an unregistered op is callable.
    assert!(cast_op_interface::<dyn CallableOpInterface>(ir, call).is_none());
    let other = find("x.other").next().expect("x.other");
    assert!(cast_op_interface::<dyn CallOpInterface>(ir, other).is_none());
    assert!(!op_implements::<dyn HasSource>(ir, other));
}

/// The typed view implements the interface: an op that does not satisfy its declaration (a
/// `tst.invoke` whose callee is not a flat symbol reference, set after parsing, which checks
/// it, and not verified) does not cast.
#[test]
fn an_op_breaking_its_declaration_does_not_cast() {
    let mut module = parse(
        r#""tst.invoke"() {callee = @f} : () -> ()
"x.holder"() {nested = @m::@f} : () -> ()"#,
    );
    let [call, holder] = ops(&module)[..] else {
        panic!("two ops")
    };
    let nested = module.ir.op(holder).attributes.get("nested").cloned();
    module
        .ir
        .set_property(call, "callee", nested.expect("the nested reference"));
    let ir = &module.ir;
    assert!(op_implements::<dyn CallOpInterface>(ir, call));
    assert!(cast_op_interface::<dyn CallOpInterface>(ir, call).is_none());
}

/// Symbol lookups: nested references go through nested symbol tables; an unregistered op with
/// one region stops the search for the nearest symbol table (it may be a symbol table rods
/// does not know).
#[test]
fn symbol_lookups_follow_nested_tables() {
    let module = parse(
        r#"
module @m {
  tst.func private @f()
}
"x.region"() ({
  tst.invoke @g() : () -> ()
}) : () -> ()
"#,
    );
    let ir = &module.ir;
    let all = ops(&module);
    let mut symbols = SymbolTableCollection::new();
    let nested = rods::ir::SymbolRefAttr {
        root: rods::ir::StringAttr::from("m"),
        nested: vec![rods::ir::StringAttr::from("f")].into(),
    };
    let found = symbols.lookup_symbol_in(ir, module.top, &nested);
    assert_eq!(found, Some(all[1]));
    assert_eq!(ir.op(all[1]).name.as_str(), "tst.func");
    let call = all[3];
    assert_eq!(ir.op(call).name.as_str(), "tst.invoke");
    assert_eq!(rods::ods::nearest_symbol_table(ir, call), None);
    assert_eq!(rods::ods::nearest_symbol_table(ir, all[1]), Some(all[0]));
}

/// The parser hands the symbols it met in a symbol table's block to the lookups (a module of
/// functions parsed on several threads too, its parts' ops renumbered), and they stop using
/// them once the block changes: a symbol renamed is found by its new name only.
#[test]
fn symbols_met_by_the_parser_are_looked_up_until_the_table_changes() {
    let mut text = String::from("module {\n");
    for i in 0..200 {
        text.push_str(&format!("  tst.func private @f{i}()\n"));
    }
    text.push_str("}\n");
    let mut registry = Registry::new();
    testdialect::register(&mut registry);
    let buf = Bytes::from(text);
    for parallel_min_bytes in [None, Some(1)] {
        let options = rods::syntax::parser::ParseOptions {
            parallel_min_bytes,
            ..Default::default()
        };
        let mut module =
            rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &options)
                .unwrap_or_else(|d| panic!("{}", d[0].message));
        let funcs = ops(&module);
        assert_eq!(funcs.len(), 200);
        let lookup = |module: &Module, name: &str| {
            SymbolTableCollection::new().lookup(&module.ir, module.top, name.as_bytes())
        };
        assert_eq!(module.ir.op(module.top).name.as_str(), "builtin.module");
        for (i, f) in funcs.iter().enumerate() {
            assert_eq!(
                lookup(&module, &format!("f{i}")),
                Some(*f),
                "{parallel_min_bytes:?}"
            );
        }
        module.ir.set_property(
            funcs[7],
            "sym_name",
            rods::ir::Attribute::String(rods::ir::StringAttr::from("renamed")),
        );
        assert_eq!(lookup(&module, "f7"), None);
        assert_eq!(lookup(&module, "renamed"), Some(funcs[7]));
        assert_eq!(lookup(&module, "f8"), Some(funcs[8]));
    }
}

/// Runs `text` through parse → verify → print with the `tst` dialect: the output, and the
/// rendered diagnostics.
fn run_tst(text: &str, debug_info: bool) -> (String, String) {
    use rods::driver::{DriverOptions, process_buffer};
    let mut registry = Registry::new();
    testdialect::register(&mut registry);
    let src = rods::source::SourceFile::new("input.mlir", Bytes::from(text.to_owned()));
    let opts = DriverOptions {
        allow_unregistered: true,
        debug_info,
        ..Default::default()
    };
    let out = process_buffer(&src, &registry, &opts);
    (
        String::from_utf8_lossy(&out.output).into_owned(),
        String::from_utf8_lossy(&out.render_reports(&src)).into_owned(),
    )
}

/// `mlir-opt-22 ARGS` on `text` (written to a temporary file named `input.mlir`): standard
/// output and standard error.
fn run_mlir_opt_on(text: &str, args: &[&str]) -> Option<(String, String)> {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rods-iface-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    std::fs::write(dir.join("input.mlir"), text).ok()?;
    let out = std::process::Command::new(rods_tests::MLIR_OPT)
        .args(args)
        .arg("input.mlir")
        .current_dir(&dir)
        .output()
        .ok()?;
    let _ = std::fs::remove_dir_all(&dir);
    Some((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

/// `func.func` input as `tst.func` input: the op renamed, one space first so that columns
/// after the op name agree.
fn as_tst(func: &str) -> String {
    func.lines()
        .map(|l| {
            let l = l
                .replace("func.func", "tst.func")
                .replace("return", "tst.return");
            if l.starts_with("tst.func") {
                format!(" {l}")
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// The custom form of a function (`rods::ods::parse_function_op`) reports parse errors where
/// and as mlir-opt-22 does for `func.func` (line, column and message), and its verifier
/// (`verify_function_op`) in the same words.
#[test]
fn function_form_errors_match_mlir_opt() {
    if !rods_tests::mlir_opt_available() {
        rods_tests::report_skipped();
        return;
    }
    let cases = [
        "func.func private @d(%x: i32, i32)",
        "func.func private @d(i32, %x: i32)",
        "func.func @e() {}",
        "func.func private @f(i32) attributes {sym_name = \"x\"}",
        "func.func private @f(i32) attributes {function_type = (i32) -> ()}",
        "func.func @f(i32) attributes {sym_visibility = \"private\"}",
        "func.func private @f(i32",
        "func.func private @f(i32) -> (i32",
        "func.func private @f(%a i32)",
        "func.func private @f(i32) -> (i32 {a.b} i32)",
        "func.func @decl(i32)",
        "func.func private @q() -> (i32 {e})",
        "func.func @a(%x: i32 {x}) {\n  return\n}",
        "func.func @g(i32) {\n  return\n}",
    ];
    let mut failures = Vec::new();
    for func in cases {
        let Some((_, expected)) = run_mlir_opt_on(&format!("{func}\n"), &[]) else {
            failures.push(format!("{func}: mlir-opt-22 did not run"));
            continue;
        };
        let tst = as_tst(func);
        let (_, got) = run_tst(&tst, false);
        // The first line of each: `input.mlir:L:C: error: MESSAGE`.
        let first = |s: &str| s.lines().next().unwrap_or("").to_owned();
        let expected = first(&expected).replace("func.func", "tst.func");
        let got = first(&got);
        // Errors at the op (the verifier's) are one column right in the tst input.
        let message = |s: &str| s.split_once(": error: ").map(|(_, m)| m.to_owned());
        let at_op = expected.contains(":1:1: ");
        let same = if at_op {
            message(&expected) == message(&got) && got.contains(":1:2: ")
        } else {
            expected == got
        };
        if !same {
            failures.push(format!(
                "{func}\n  mlir-opt-22: {expected}\n  rods:        {got}"
            ));
        }
    }
    rods_tests::assert_no_failures("function form", &failures);
}

/// Under `--mlir-print-debuginfo` the signature shows each argument's location after its
/// attributes, in full, as mlir-opt-22 prints `func.func`'s.
#[test]
fn function_form_prints_argument_locations() {
    if !rods_tests::mlir_opt_available() {
        rods_tests::report_skipped();
        return;
    }
    let func = "func.func private @e(i32 loc(\"z\"))\nfunc.func @a(%a: i32 {a.b}, %x: f32 loc(\"x\"), %y: i64 loc(unknown)) -> (i64 {c.d}) {\n  return %y : i64\n}\n";
    let (expected, _) =
        run_mlir_opt_on(func, &["--mlir-print-debuginfo"]).expect("mlir-opt-22 runs");
    let (got, errors) = run_tst(&as_tst(func), true);
    assert_eq!(errors, "");
    // The tst input's columns are one more on its op lines.
    let expected = expected
        .replace("func.func", "tst.func")
        .replace("return", "tst.return")
        .replace("\"input.mlir\":2:1)", "\"input.mlir\":2:2)")
        .replace("\"input.mlir\":1:1)", "\"input.mlir\":1:2)");
    assert_eq!(got, expected);
}
