//! `scf` beyond the corpus: the dialect declares exactly the ops of LLVM 22's `SCFOps.td`
//! (listed by `mlir-tblgen-22 -gen-op-doc`).

use rods_tests::report_skipped;

/// The ops a TableGen file declares, as `mlir-tblgen-22 -gen-op-doc` lists them
/// (`### \`scf.for\` (scf::ForOp)`); `None` when mlir-tblgen-22 or the file is missing.
fn upstream_ops(td: &str) -> Option<Vec<String>> {
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

/// Every op of LLVM 22's `SCFOps.td` is declared, and no other.
#[test]
fn scf_declares_exactly_the_upstream_ops() {
    let Some(mut upstream) = upstream_ops("mlir/Dialect/SCF/IR/SCFOps.td") else {
        report_skipped();
        return;
    };
    upstream.sort();
    let mut declared: Vec<String> = rods_dialects::scf::SCF_DIALECT
        .ops
        .iter()
        .map(|op| op.name.to_owned())
        .collect();
    declared.sort();
    assert_eq!(declared, upstream);
}
