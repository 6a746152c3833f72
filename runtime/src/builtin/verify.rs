//! Verifying `module`, in the order of MLIR's `ModuleOp` traits and its `verify()`: one region,
//! no results, successors or operands, no region arguments, at most one block, `sym_name` /
//! `sym_visibility` strings, a body block, a named module's valid visibility and symbol table
//! parent, dialect-prefixed attributes only.
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::ods::emit_op_error;

/// `'builtin.module' op {msg}`; the driver (`rods::verify`) attaches the «see current
/// operation» note.
fn op_error(ir: &Ir, op: OpId, msg: &str) -> Result<(), Diagnostic> {
    Err(emit_op_error(ir, op, msg))
}

pub(super) fn verify_module(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let data = ir.op(op);
    let attr = |name: &str| {
        data.properties
            .get(name)
            .or_else(|| data.attributes.get(name))
    };
    let [body] = data.regions() else {
        return op_error(ir, op, "requires one region");
    };
    if !data.results.is_empty() {
        return op_error(ir, op, "requires zero results");
    }
    if !data.successors().is_empty() {
        return op_error(
            ir,
            op,
            &format!(
                "requires 0 successors but found {}",
                data.successors().len()
            ),
        );
    }
    if !data.operands.is_empty() {
        return op_error(ir, op, "requires zero operands");
    }
    let blocks = &ir.region(*body).blocks;
    // `NoRegionArguments`: `"builtin.module"() ({^bb0(%a: i32):}) : () -> ()` is rejected; then
    // `NoTerminator`, `SingleBlock`: at most one block.
    crate::ods::verify_no_region_arguments(ir, op)?;
    crate::ods::verify_single_block(ir, op, true)?;
    for name in ["sym_name", "sym_visibility"] {
        if attr(name).is_some_and(|a| a.as_string().is_none()) {
            return op_error(
                ir,
                op,
                &format!("attribute '{name}' failed to satisfy constraint: string attribute"),
            );
        }
    }
    // mlir-opt-22 accepts `sym_name = ""` and prints `module @<<INVALID EMPTY SYMBOL>>`, which
    // does not parse; rods rejects it (as `SymbolNameAttr` fields of ODS ops).
    if attr("sym_name").is_some_and(|a| a.as_string().is_some_and(|s| s.as_bytes().is_empty())) {
        return op_error(
            ir,
            op,
            "attribute 'sym_name' cannot be an empty symbol name",
        );
    }
    // `SizedRegion<1>`: `"builtin.module"() ({}) : () -> ()` has no block.
    if blocks.is_empty() {
        return op_error(
            ir,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        );
    }
    // `Symbol`'s checks of the visibility (a string by now) and the parent, for a named module
    // only: the module is an optional symbol, and without a name MLIR's `SymbolOpInterface`
    // verifier checks nothing (`module attributes {sym_visibility = "foo"} {}` is valid; so is an
    // unnamed module in a function's body).
    if attr("sym_name").is_some() {
        crate::ods::verify_symbol(ir, op)?;
        crate::ods::verify_symbol_parent(ir, op)?;
    }
    // Only dialect attributes (`x.y`) besides the symbol ones: `module attributes {foo = 1}` fails.
    for a in data.properties.iter().chain(&data.attributes) {
        let name = a.name.as_bytes();
        if !name.contains(&b'.') && name != b"sym_name" && name != b"sym_visibility" {
            return op_error(
                ir,
                op,
                &format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    String::from_utf8_lossy(name)
                ),
            );
        }
    }
    Ok(())
}
