//! `arith` and `math` beyond the corpus: every op upstream declares is declared (listed by
//! `mlir-tblgen-22 -gen-op-doc`), and `arith.muli`'s result names when it scales
//! `vector.vscale` (written here in its generic form), checked against mlir-opt-22's.

use rods_tests::{
    mlir_opt_available, report_skipped, report_skipped_upstream_td, run_mlir_opt, run_rods,
    upstream_ops,
};

/// `%c4_vscale = arith.muli %c4, %vscale : index`, in either operand order; a product of two
/// constants or of a non-index type keeps its number.
const MULI_VSCALE: &str = r#"%c = arith.constant 4 : index
%v = "vector.vscale"() : () -> index
%m = arith.muli %c, %v : index
%n = arith.muli %v, %c : index
%c2 = arith.constant -2 : index
%o = arith.muli %v, %c2 overflow<nsw> : index
%p = arith.muli %c, %c : index
%i = arith.constant 3 : i32
%q = arith.muli %i, %i : i32
"x.use"(%m, %n, %o, %p, %q) : (index, index, index, index, i32) -> ()
"#;

/// The names the printed ops define, in order (`%c4_vscale = …` gives `%c4_vscale`).
fn defined_names(text: &str, op: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains(op))
        .filter_map(|l| l.trim().split(" = ").next().map(str::to_owned))
        .collect()
}

/// What `mlir-opt-22 --allow-unregistered-dialect FLAGS…` prints for `text` (written to a
/// temporary file named after `name`); it must succeed.
fn upstream_output(name: &str, text: &str, flags: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("rods-arith-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, text).expect("the input file");
    let path = file.to_string_lossy().into_owned();
    let mut args = vec!["--allow-unregistered-dialect"];
    args.extend_from_slice(flags);
    args.push(&path);
    let upstream = run_mlir_opt(&args).expect("mlir-opt-22 runs");
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(
        upstream.code,
        0,
        "{}",
        String::from_utf8_lossy(&upstream.stderr)
    );
    String::from_utf8_lossy(&upstream.stdout).into_owned()
}

#[test]
fn muli_of_a_constant_and_vscale_is_named_after_the_constant() {
    let out = run_rods(
        &["--allow-unregistered-dialect", "-"],
        MULI_VSCALE.as_bytes(),
    );
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let names = defined_names(&text, "arith.muli");
    assert_eq!(
        names,
        ["%c4_vscale", "%c4_vscale_0", "%c-2_vscale", "%0", "%1"],
        "{text}"
    );
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    // `vector.vscale` is named `%vscale` by both; every product's name agrees.
    let upstream = upstream_output("muli-vscale", MULI_VSCALE, &[]);
    let upstream_names = defined_names(&upstream, "arith.muli");
    assert_eq!(upstream_names, names, "{upstream}");
}

/// Every op of LLVM 22's `ArithOps.td` and `MathOps.td` is registered.
#[test]
fn every_upstream_arith_and_math_op_is_declared() {
    let registry = rods_opt::registry();
    for td in [
        "mlir/Dialect/Arith/IR/ArithOps.td",
        "mlir/Dialect/Math/IR/MathOps.td",
    ] {
        let Some(ops) = upstream_ops(td) else {
            report_skipped_upstream_td();
            return;
        };
        assert!(ops.len() > 40, "{td}: {ops:?}");
        let missing: Vec<&String> = ops.iter().filter(|o| registry.op(o).is_none()).collect();
        assert!(missing.is_empty(), "{td}: not declared: {missing:?}");
    }
}

/// An enum case written in the custom form (`arith.cmpi`'s predicate) is the integer attribute
/// of its value (`2 : i64` for `slt`): equal cases are equal attributes, another case another.
#[test]
fn enum_cases_are_integer_attributes() {
    let text = "%a = arith.constant 1 : i32\n\
                %0 = arith.cmpi slt, %a, %a : i32\n\
                %1 = arith.cmpi slt, %a, %a : i32\n\
                %2 = arith.cmpi sgt, %a, %a : i32\n";
    let buf = bytes::Bytes::copy_from_slice(text.as_bytes());
    let registry = rods_opt::registry();
    let m = rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &Default::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let body = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    let predicate = |i: usize| match m.ir.property(m.ir.block(body).ops[i], "predicate") {
        Some(rods::ir::Attribute::Integer(p)) => p.clone(),
        other => panic!("no predicate: {other:?}"),
    };
    assert_eq!(predicate(1), predicate(2));
    assert_ne!(predicate(2), predicate(3));
    assert_eq!(predicate(1).as_i64(), Some(2));
    assert_eq!(*predicate(1).ty(), rods::ir::Type::int(64));
}

/// `arith.addi` four ways: custom form without flags, custom form with the default written out,
/// generic form without properties, generic form with the default; then a non-default flag.
const ADDI_DEFAULTS: &str = r#"%a = arith.constant 1 : i32
%0 = arith.addi %a, %a : i32
%1 = arith.addi %a, %a overflow<none> : i32
%2 = "arith.addi"(%a, %a) : (i32, i32) -> i32
%3 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
%4 = arith.addi %a, %a overflow<nsw> : i32
"x.use"(%0, %1, %2, %3, %4) : (i32, i32, i32, i32, i32) -> ()
"#;

/// A default-valued property equal to its default is not stored, however it was written; the
/// op still has it (`Ir::property`), and the generic form prints it as MLIR's does, while a
/// value that differs is stored. Setting the default through `Ir::set_property` drops the
/// stored value.
#[test]
fn default_valued_properties_are_not_stored() {
    let buf = bytes::Bytes::from_static(ADDI_DEFAULTS.as_bytes());
    let registry = rods_opt::registry();
    let opts = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut m = rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &opts)
        .unwrap_or_else(|d| panic!("{d:?}"));
    let body = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    let ops = m.ir.block(body).ops.to_vec();
    let text = bytes::Bytes::from_static(b"#arith.overflow<none>");
    let none = rods::syntax::parser::parse_attribute_source(&text, 0..text.len(), &registry, &opts)
        .unwrap_or_else(|d| panic!("{d:?}"));
    for &op in &ops[1..5] {
        assert!(m.ir.op(op).properties.is_empty(), "{:?}", m.ir.op(op));
        assert_eq!(m.ir.stored_property(op, "overflowFlags"), None);
        assert_eq!(m.ir.property(op, "overflowFlags"), Some(&none));
    }
    let nsw = m.ir.stored_property(ops[5], "overflowFlags").cloned();
    assert!(nsw.as_ref().is_some_and(|a| *a != none), "{nsw:?}");
    // The default set by hand is not stored; another value is.
    m.ir.set_property(ops[5], "overflowFlags", none.clone());
    assert!(m.ir.op(ops[5]).properties.is_empty());
    m.ir.set_property(ops[1], "overflowFlags", nsw.clone().expect("nsw"));
    assert_eq!(m.ir.stored_property(ops[1], "overflowFlags"), nsw.as_ref());
}

/// The generic form prints every default not stored, the custom form elides it, and CSE takes
/// the four spellings of the default for one op: as mlir-opt-22 does.
#[test]
fn defaults_not_stored_print_and_cse_as_upstream() {
    let run = |flags: &[&str]| {
        let mut args = vec!["--allow-unregistered-dialect"];
        args.extend_from_slice(flags);
        args.push("-");
        let out = run_rods(&args, ADDI_DEFAULTS.as_bytes());
        assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let generic = run(&["--mlir-print-op-generic"]);
    assert_eq!(
        generic
            .matches("<{overflowFlags = #arith.overflow<none>}>")
            .count(),
        4,
        "{generic}"
    );
    let custom = run(&[]);
    assert_eq!(custom.matches("overflow<").count(), 1, "{custom}");
    let cse = run(&["--cse"]);
    assert_eq!(cse.matches("arith.addi").count(), 2, "{cse}");
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    for (flags, ours) in [
        (&["--mlir-print-op-generic"][..], &generic),
        (&[][..], &custom),
        (&["--cse"][..], &cse),
    ] {
        let upstream = upstream_output("addi-defaults", ADDI_DEFAULTS, flags);
        assert_eq!(upstream, *ours, "{flags:?}");
    }
}
