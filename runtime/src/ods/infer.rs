//! Result type inference (MLIR's `InferTypeOpInterface` and `FirstAttrDerivedResultType`): what
//! an op's `infer_return_types` sees, and the three places that call it: the custom-form parser
//! (a format without result types infers them all after the operands and attributes), the
//! builder (`build_in`) and the verifier («'OP' op inferred type(s) … are incompatible with
//! return type(s) of operation …»).

use crate::diag::{Diagnostic, ParseResult};
use crate::ir::def::AttrSpec;
use crate::ir::{Attribute, Ir, NamedAttribute, OpId, OperationState, Type, Value};
use crate::syntax::parser::Parser;

use super::verify::emit_op_error;

/// What an op's `infer_return_types` sees (MLIR's `inferReturnTypes` arguments, without the
/// regions): the operands' types and the inherent attributes.
#[derive(Clone, Copy, Debug)]
pub struct InferTypeArgs<'a> {
    /// The operands' types, in order (all groups together).
    pub operand_types: &'a [Type],
    /// The inherent attributes (properties) set on the op.
    pub properties: &'a [NamedAttribute],
    /// The op's properties as declared, whose defaults stand for those not set
    /// ([`AttrSpec::default`]).
    pub specs: &'a [AttrSpec],
}

impl InferTypeArgs<'_> {
    /// The inherent attribute `name`: the one set, else its default.
    pub fn property(&self, name: &str) -> Option<&Attribute> {
        match self.properties.iter().find(|a| a.name.is(name)) {
            Some(a) => Some(&a.value),
            None => self
                .specs
                .iter()
                .find(|s| s.name == name)?
                .default
                .map(|d| d()),
        }
    }
}

/// An op's `infer_return_types`: the result types, or the message of the error MLIR's
/// `inferReturnTypes` emits at the op's location (`emitOptionalError(location, …)`).
pub type InferReturnTypesFn = fn(&InferTypeArgs<'_>) -> Result<Vec<Type>, String>;

fn types_of(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| ir.value_type(*v).clone()).collect()
}

/// The custom-form parser's tail when the format omits every result type (MLIR's generated
/// `parse` calls `inferReturnTypes` after the operands are resolved): the inferred types
/// become the op's result types; a failure is the function's message at the op's location.
pub fn parse_inferred_result_types(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    infer: InferReturnTypesFn,
) -> ParseResult {
    let operand_types = types_of(p.ir(), &state.operands);
    let args = InferTypeArgs {
        operand_types: &operand_types,
        properties: &state.properties,
        specs: state.name.def().map_or(&[], |d| d.property_specs),
    };
    match infer(&args) {
        Ok(types) => {
            state.result_types.extend(types);
            Ok(())
        }
        Err(message) => Err(p.emit_context_error_at(state.loc.clone(), message)),
    }
}

/// The builder's inference (MLIR's builders without result types): the result types of the
/// operation `state` would create, or `None` when inference fails.
pub fn build_inferred_result_types(
    ir: &Ir,
    state: &OperationState,
    infer: InferReturnTypesFn,
) -> Option<Vec<Type>> {
    let operand_types = types_of(ir, &state.operands);
    infer(&InferTypeArgs {
        operand_types: &operand_types,
        properties: &state.properties,
        specs: state.name.def().map_or(&[], |d| d.property_specs),
    })
    .ok()
}

/// MLIR's `verifyInferredResultTypes` with the default `refineReturnTypes` and
/// `isCompatibleReturnTypes` (equality): a failure of `infer` is its message at the op's
/// location; inferred types that differ from the op's are «'OP' op inferred type(s) 'A', 'B'
/// are incompatible with return type(s) of operation 'C'». Either is followed by «'OP' op
/// failed to infer returned types», chained as an error-severity note (see
/// [`Diagnostic::chained`]).
pub fn verify_inferred_result_types(
    ir: &Ir,
    op: OpId,
    infer: InferReturnTypesFn,
) -> Result<(), Diagnostic> {
    verify_inferred_result_types_with(ir, op, infer, |a, b| a == b)
}

/// [`verify_inferred_result_types`] with the op's own `isCompatibleReturnTypes(inferred,
/// actual)` (MLIR's `InferTypeOpAdaptorWithIsCompatible`: `vector.extract` accepts
/// `vector<1xf32>` where it infers `f32`).
pub fn verify_inferred_result_types_with(
    ir: &Ir,
    op: OpId,
    infer: InferReturnTypesFn,
    compatible: fn(&[Type], &[Type]) -> bool,
) -> Result<(), Diagnostic> {
    let o = ir.op(op);
    let operand_types = types_of(ir, &o.operands);
    let result_types = types_of(ir, &o.results);
    let args = InferTypeArgs {
        operand_types: &operand_types,
        properties: o.properties.as_slice(),
        specs: o.name.def().map_or(&[], |d| d.property_specs),
    };
    let first = match infer(&args) {
        Ok(inferred) if compatible(&inferred, &result_types) => return Ok(()),
        Ok(inferred) => emit_op_error(
            ir,
            op,
            format_args!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                quoted_types(&inferred),
                quoted_types(&result_types)
            ),
        ),
        Err(message) => Diagnostic::error(ir.op_loc(op).into_owned(), message),
    };
    Err(first.chained(emit_op_error(ir, op, "failed to infer returned types")))
}

/// A type range as MLIR's diagnostics print it: each type quoted, joined with `, `.
fn quoted_types(types: &[Type]) -> String {
    types
        .iter()
        .map(|t| format!("'{}'", crate::ir::print::type_to_string(t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `FirstAttrDerivedResultType`'s result type: the value of a `TypeAttr`, else the type of a
/// typed attribute (MLIR's `cast<TypedAttr>(attr).getType()`); `None` for an untyped one.
pub fn first_attr_derived_type(attr: &Attribute) -> Option<Type> {
    match attr {
        Attribute::Type(t) => Some(t.clone()),
        _ => super::typed_attr_type(attr),
    }
}
