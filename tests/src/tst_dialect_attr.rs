//! The `tst` dialect's check of the discardable attributes named after it (MLIR's
//! `Dialect::verifyOperationAttribute`, `rods::dialect!`'s `verify_operation_attribute`): the
//! verifier calls [`verify_operation_attribute`] for every attribute `tst.…` in an op's
//! attr-dict, before the op's own verifier. It checks three names and accepts every other.

use rods::diag::Diagnostic;
use rods::ir::{Attribute, Ir, NamedAttribute, OpId};
use rods::ods::{emit_error, emit_op_error};

/// `tst.positive` must be a positive integer; `tst.top_level` (a unit attribute) may only be
/// attached to a `builtin.module`; an op marked `tst.leaf` must have no op in its regions, and
/// the error is reported at the first nested op (as the gpu dialect reports a launch's error
/// at the launch, not at the module carrying `gpu.container_module`).
pub fn verify_operation_attribute(
    ir: &Ir,
    op: OpId,
    attr: &NamedAttribute,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    match attr.name.as_bytes() {
        // Accepts `tst.positive = 3`; rejects `tst.positive = 0`, `tst.positive = "3"`.
        b"tst.positive" => match &attr.value {
            Attribute::Integer(i) if i.as_i64().is_some_and(|v| v > 0) => Ok(()),
            _ => Err((
                Some(op),
                emit_op_error(
                    ir,
                    op,
                    "attribute 'tst.positive' must be a positive integer",
                ),
            )),
        },
        // Accepts `module attributes {tst.top_level}`; rejects it on any other op.
        b"tst.top_level" if ir.op(op).name.as_str() != "builtin.module" => Err((
            Some(op),
            emit_error(
                ir,
                op,
                "expected 'tst.top_level' attribute to be attached to 'builtin.module'",
            ),
        )),
        // Rejects `"x.op"() ({ "x.inner"() : () -> () }) {tst.leaf} : () -> ()` at `x.inner`.
        b"tst.leaf" => {
            let nested = ir.op(op).regions().iter().find_map(|r| {
                let block = ir
                    .region(*r)
                    .blocks
                    .iter()
                    .find(|b| !ir.block(**b).ops.is_empty())?;
                ir.block(*block).ops.first().copied()
            });
            match nested {
                Some(inner) => Err((
                    Some(inner),
                    emit_op_error(ir, inner, "is nested in an op marked 'tst.leaf'"),
                )),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}
