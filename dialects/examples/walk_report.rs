//! Reads a module, verifies it, and reports what it holds: ops per dialect, the functions and
//! kernels with their op counts, and the values nothing uses.
//!
//! ```sh
//! cargo run -p rods-dialects --example walk_report -- examples/gpu.mlir
//! ```

use std::collections::BTreeMap;

use rods::ir::{WalkOrder, WalkResult};
use rods_dialects::func::FuncOp;
use rods_dialects::gpu::ops::GPUFuncOp;

fn main() -> Result<(), rods::Error> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| format!("{}/../examples/gpu.mlir", env!("CARGO_MANIFEST_DIR")));
    let registry = rods_dialects::registry();
    let module = rods::parse_file(&path, &registry)?;
    module.verify()?;
    print!("{}", report(&module));
    Ok(())
}

/// The report of one module.
fn report(module: &rods::Module) -> String {
    let ir = &module.ir;
    let mut per_dialect: BTreeMap<String, usize> = BTreeMap::new();
    let mut functions = Vec::new();
    let mut unused = 0;
    ir.walk(module.top, WalkOrder::PreOrder, |op| {
        let data = ir.op(op);
        *per_dialect
            .entry(data.name.dialect().to_owned())
            .or_default() += 1;
        unused += data.results.iter().filter(|&&v| !ir.has_uses(v)).count();
        // A `func.func` names itself through its handle; a `gpu.func` through its symbol.
        let name = match ir.dyn_cast::<FuncOp>(op) {
            Some(f) => Some(f.sym_name(ir).0),
            None if ir.isa::<GPUFuncOp>(op) => ir.symbol_name(op).cloned(),
            None => None,
        };
        if let Some(name) = name {
            let mut count = 0;
            ir.walk(op, WalkOrder::PreOrder, |_| {
                count += 1;
                WalkResult::Advance
            });
            let name = String::from_utf8_lossy(name.as_bytes());
            functions.push(format!(
                "  {} @{name} ({} ops)\n",
                data.name.as_str(),
                count - 1
            ));
        }
        WalkResult::Advance
    });
    let mut out = String::from("ops per dialect:\n");
    for (dialect, n) in &per_dialect {
        out.push_str(&format!("  {dialect}: {n}\n"));
    }
    out.push_str("functions:\n");
    out.extend(functions);
    out.push_str(&format!("unused results: {unused}\n"));
    out
}

#[test]
fn reports_the_example_program() {
    let registry = rods_dialects::registry();
    let path = format!("{}/../examples/gpu.mlir", env!("CARGO_MANIFEST_DIR"));
    let module = rods::parse_file(&path, &registry).expect("the example parses");
    module.verify().expect("the example verifies");
    let text = report(&module);
    assert!(text.contains("  gpu.func @saxpy (9 ops)\n"), "{text}");
    assert!(text.contains("  func.func @main ("), "{text}");
    assert!(text.contains("  memref: 2\n"), "{text}");
}
