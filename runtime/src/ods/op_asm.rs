//! `OpAsmOpInterface`: how an op shapes the custom form around it — the names of its results
//! and block arguments in the printer (`%c42_i32`, `%thread_id_x`), and the default dialect of
//! its regions in the parser and the printer (`return` for `func.return` inside `func.func`).

use crate::ir::{Ir, OpId, RegionId, Value};

/// MLIR's `OpAsmOpInterface`, implemented by an op declared with
/// `#[dialect_op(…, interfaces = [OpAsmOpInterface])]`; every method has MLIR's default (no
/// names, no default dialect).
///
/// Names are suggestions: the printer makes them valid identifiers (MLIR's
/// `sanitizeIdentifier`: a leading digit gets `_`, other characters their hex code) and unique in
/// their scope (`%generated`, `%generated_0`, …); the generic form ignores them.
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `OpAsmOpInterface` but does not implement it",
    label = "listed in `interfaces = [...]`",
    note = "add `impl rods::ods::OpAsmOpInterface for {Self} {{ … }}` (every method has a default)"
)]
pub trait OpAsmOpInterface {
    /// The dialect ops directly inside this op's regions may leave out (MLIR's
    /// `getDefaultDialect`: `func` for `func.func`, so `return` reads and prints as
    /// `func.return`).
    const DEFAULT_DIALECT: Option<&'static str> = None;

    /// Names results: `set_name(result, "generated")` (MLIR's `getAsmResultNames`). Naming a
    /// result other than the first starts a result group (`%0:2, %name = …`).
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        let _ = (ir, op, set_name);
    }

    /// Names the entry block arguments of `region`, one of the op's regions (MLIR's
    /// `getAsmBlockArgumentNames`).
    fn asm_block_arg_names(ir: &Ir, region: RegionId, set_name: &mut dyn FnMut(Value, &str)) {
        let _ = (ir, region, set_name);
    }
}
