//! `memref` beyond the corpus: the op list is upstream's (`mlir-tblgen-22 -gen-op-doc` on
//! LLVM 22's `MemRefOps.td`), in both directions.

use rods_tests::report_skipped;

/// The ops `MemRefOps.td` declares, as `mlir-tblgen-22 -gen-op-doc` lists them
/// (`### \`memref.alloc\` (memref::AllocOp)`); `None` when mlir-tblgen-22 or the file is
/// missing.
fn upstream_ops() -> Option<Vec<String>> {
    let include = "/usr/lib/llvm-22/include";
    let td = "mlir/Dialect/MemRef/IR/MemRefOps.td";
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

/// Every op of LLVM 22's `MemRefOps.td` is registered, and the `memref` dialect declares no
/// other.
#[test]
fn memref_ops_are_upstreams() {
    let Some(ops) = upstream_ops() else {
        report_skipped();
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
