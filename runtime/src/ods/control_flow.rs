//! The control-flow interfaces: `BranchOpInterface` (which operands a branch forwards to each
//! successor, and MLIR's check that they match the successor's block arguments) and
//! `RegionKindInterface` (whether a region is an SSA-CFG region, where definitions must
//! dominate their uses, or a graph region).

use crate::diag::Diagnostic;
use crate::ir::def::{RegionKind, SuccessorOperands, SuccessorOperandsFn};
use crate::ir::{Ir, OpId, Type};

/// MLIR's `BranchOpInterface`, implemented by an op declared with
/// `#[dialect_op(…, interfaces = [BranchOpInterface])]`. When the op's successors say what they
/// forward (`#[successor(operands = "destOperands")]`), `#[dialect_op]` implements it;
/// otherwise the op does.
///
/// The verifier checks, for each successor, that the operands it receives match the block's
/// arguments in number and type (MLIR's `verifyBranchSuccessorOperands`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `BranchOpInterface` but does not implement it",
    label = "listed in `interfaces = [...]`",
    note = "say what each successor forwards: `#[successor(operands = \"destOperands\")]`, or add `impl rods::ods::BranchOpInterface for {Self} {{ … }}`"
)]
pub trait BranchOpInterface {
    /// The operands forwarded to successor #`index` (MLIR's `getSuccessorOperands`).
    fn successor_operands(ir: &Ir, op: OpId, index: usize) -> SuccessorOperands;

    /// Whether a forwarded operand of type `operand` may flow into a block argument of type
    /// `argument` (MLIR's `areTypesCompatible`: equal types by default).
    fn types_compatible(operand: &Type, argument: &Type) -> bool {
        operand == argument
    }
}

/// MLIR's `RegionKindInterface`, implemented by an op declared with
/// `#[dialect_op(…, interfaces = [RegionKindInterface])]` (`#[dialect_op]` implements it for
/// an op with the `HasOnlyGraphRegion` trait: every region a graph region).
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `RegionKindInterface` but does not implement it",
    label = "listed in `interfaces = [...]`",
    note = "add `impl rods::ods::RegionKindInterface for {Self} {{ fn region_kind(index: usize) -> RegionKind {{ … }} }}`, or the trait `HasOnlyGraphRegion`"
)]
pub trait RegionKindInterface {
    /// The kind of region #`index` (MLIR's `getRegionKind`).
    fn region_kind(index: usize) -> RegionKind;
}

/// `HasOnlyGraphRegion`'s region kind: every region is a graph region.
pub fn graph_region_kind(_index: usize) -> RegionKind {
    RegionKind::Graph
}

/// MLIR's `detail::verifyBranchSuccessorOperands` for every successor of `op`: «branch has N
/// operands for successor #I, but target block has M», «type mismatch for bb argument #J of
/// successor #I» (`compatible` is the op's `areTypesCompatible`).
pub fn verify_branch_successor_operands(
    ir: &Ir,
    op: OpId,
    operands: SuccessorOperandsFn,
    compatible: fn(&Type, &Type) -> bool,
) -> Result<(), Diagnostic> {
    let data = ir.op(op);
    for (index, dest) in data.successors().iter().enumerate() {
        let forwarded = operands(ir, op, index);
        let args = &ir.block(*dest).args;
        if forwarded.len() != args.len() {
            return Err(super::emit_error(
                ir,
                op,
                format!(
                    "branch has {} operands for successor #{index}, but target block has {}",
                    forwarded.len(),
                    args.len()
                ),
            ));
        }
        let values = data
            .operands
            .get(forwarded.forwarded.clone())
            .unwrap_or(&[]);
        for (i, (v, arg)) in values.iter().zip(&args[forwarded.produced..]).enumerate() {
            if !compatible(ir.value_type(*v), ir.value_type(*arg)) {
                return Err(super::emit_error(
                    ir,
                    op,
                    format!(
                        "type mismatch for bb argument #{} of successor #{index}",
                        i + forwarded.produced
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// MLIR's `WeightedBranchOpInterface`: a branch that may carry a weight per successor
/// (`cf.cond_br`'s `branch_weights`). An op listing it in `interfaces = [...]` implements it on
/// its typed view, and its generated verifier runs [`verify_branch_weights`] after
/// `BranchOpInterface`'s check.
pub trait WeightedBranchOpInterface {
    /// The weights, one per successor, or none (MLIR's `getWeights`).
    fn weights(&self) -> Vec<i32>;
}
crate::op_interface!(WeightedBranchOpInterface);

/// MLIR's `detail::verifyBranchWeights`: no weights, or one per successor («expects number of
/// branch weights to match number of successors: N vs M») that are not all zero («branch
/// weights cannot all be zero»).
pub fn verify_branch_weights(ir: &Ir, op: OpId, weights: &[i32]) -> Result<(), Diagnostic> {
    if weights.is_empty() {
        return Ok(());
    }
    let successors = ir.op(op).successors().len();
    if weights.len() != successors {
        return Err(super::emit_error(
            ir,
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {successors}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|w| *w == 0) {
        return Err(super::emit_error(
            ir,
            op,
            "branch weights cannot all be zero",
        ));
    }
    Ok(())
}
