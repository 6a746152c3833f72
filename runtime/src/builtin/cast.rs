//! `builtin.unrealized_conversion_cast`, declared with `#[dialect_op]` as BuiltinOps.td
//! declares it (`[Pure]`, `hasVerifier`: at least one result).

use crate::dialect::OpDef;
use crate::ir::{Ir, OpId, Value};
use crate::ods::emit_op_error;
use crate::{diag::Diagnostic, dialect_op};

/// An unrealized conversion from one set of types to another: it lets different type systems
/// mix during a conversion, and has no semantics of its own. Takes 0-N operands and produces
/// 1-N results.
#[dialect_op(builtin.unrealized_conversion_cast,
             summary = "An unrealized conversion from one set of types to another",
             traits = [Pure], verify,
             format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")]
#[derive(Debug)]
pub struct UnrealizedConversionCastOp {
    /// The values converted.
    #[operand]
    pub inputs: Vec<Value>,
    /// The converted values.
    #[result]
    pub outputs: Vec<Value>,
}

/// The op's definition as the builtin dialect registers it.
pub static UNREALIZED_CONVERSION_CAST_OP: OpDef = UnrealizedConversionCastOp::DEF;

impl UnrealizedConversionCastOp {
    /// MLIR's `UnrealizedConversionCastOp::verify`: «expected at least one result for cast
    /// operation».
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        if ir.op(op).results.is_empty() {
            return Err(emit_op_error(
                ir,
                op,
                "expected at least one result for cast operation",
            ));
        }
        Ok(())
    }
}
