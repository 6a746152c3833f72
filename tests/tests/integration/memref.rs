//! `memref` beyond the corpus: the op list is upstream's (`mlir-tblgen-22 -gen-op-doc` on
//! LLVM 22's `MemRefOps.td`), in both directions.

use rods_tests::{report_skipped_upstream_td, upstream_ops};

/// Every op of LLVM 22's `MemRefOps.td` is registered, and the `memref` dialect declares no
/// other.
#[test]
fn memref_ops_are_upstreams() {
    let Some(ops) = upstream_ops("mlir/Dialect/MemRef/IR/MemRefOps.td") else {
        report_skipped_upstream_td();
        return;
    };
    assert!(ops.len() >= 32, "{ops:?}");
    let registry = rods_opt::registry();
    let missing: Vec<&String> = ops.iter().filter(|o| registry.op(o).is_none()).collect();
    assert!(missing.is_empty(), "not declared: {missing:?}");
    let mut declared: Vec<&str> = rods_dialects::memref::MEMREF_DIALECT
        .ops
        .iter()
        .map(|d| d.name)
        .collect();
    declared.sort_unstable();
    let mut upstream: Vec<&str> = ops.iter().map(String::as_str).collect();
    upstream.sort_unstable();
    assert_eq!(declared, upstream);
}
