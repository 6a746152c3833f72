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
    let dir = std::env::temp_dir().join(format!("rods-arith-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("muli-vscale.mlir");
    std::fs::write(&file, MULI_VSCALE).expect("the input file");
    let path = file.to_string_lossy().into_owned();
    let upstream =
        run_mlir_opt(&["--allow-unregistered-dialect", &path]).expect("mlir-opt-22 runs");
    assert_eq!(upstream.code, 0);
    let upstream = String::from_utf8_lossy(&upstream.stdout).into_owned();
    let upstream_names = defined_names(&upstream, "arith.muli");
    assert_eq!(upstream_names, names, "{upstream}");
    std::fs::remove_dir_all(&dir).ok();
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
    let body = m.ir.region(m.ir.op(m.top).regions[0]).blocks[0];
    let predicate = |i: usize| match m.ir.property(m.ir.block(body).ops[i], "predicate") {
        Some(rods::ir::Attribute::Integer(p)) => p.clone(),
        other => panic!("no predicate: {other:?}"),
    };
    assert_eq!(predicate(1), predicate(2));
    assert_ne!(predicate(2), predicate(3));
    assert_eq!(predicate(1).as_i64(), Some(2));
    assert_eq!(*predicate(1).ty(), rods::ir::Type::int(64));
}
