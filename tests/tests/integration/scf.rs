//! `scf` beyond the corpus: the dialect declares exactly the ops of LLVM 22's `SCFOps.td`
//! (listed by `mlir-tblgen-22 -gen-op-doc`).

use rods_tests::{report_skipped_upstream_td, upstream_ops};

/// Every op of LLVM 22's `SCFOps.td` is declared, and no other.
#[test]
fn scf_declares_exactly_the_upstream_ops() {
    let Some(mut upstream) = upstream_ops("mlir/Dialect/SCF/IR/SCFOps.td") else {
        report_skipped_upstream_td();
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
