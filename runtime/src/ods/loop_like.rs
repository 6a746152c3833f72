//! MLIR's `LoopLikeOpInterface`: an op whose region runs repeatedly, carrying values from one
//! iteration to the next (`scf.for`'s `iter_args`); verified by [`verify_loop_like_op`] with
//! MLIR's messages («different number of inits and region iter_args: 1 != 0», «0-th region
//! iter_arg and 0-th yielded value have different type: 'f32' != 'i32'»).

use crate::diag::Diagnostic;
use crate::ir::print::type_to_string;
use crate::ir::{Ir, OpId, Value};

/// MLIR's `LoopLikeOpInterface`: what a loop carries. An op listing it gets
/// [`verify_loop_like_op`] run with its region verification, in the order of its
/// `interfaces = [...]` list relative to `RegionBranchOpInterface` (MLIR's trait order).
pub trait LoopLikeOpInterface {
    /// The values the loop-carried variables start with (`getInits`); by default none.
    fn inits<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        let _ = ir;
        &[]
    }

    /// The loop-carried variables inside the body (`getRegionIterArgs`); by default none.
    fn region_iter_args<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        let _ = ir;
        &[]
    }

    /// How many loop-carried variables MLIR counts when its body's entry block lacks
    /// arguments the op expects before them: `None` (by default) when the block has them. An
    /// op whose iter_args follow its induction variables gives the block's argument count
    /// minus theirs, wrapped around below zero as upstream's unchecked `drop_front` does in
    /// the builds `mlir-opt` ships (`scf.for` without an induction variable: «different number
    /// of inits and region iter_args: 0 != 18446744073709551615»).
    fn missing_leading_args(&self, ir: &Ir) -> Option<usize> {
        let _ = ir;
        None
    }

    /// The values the body yields for the next iteration (`getYieldedValues`); by default
    /// none.
    fn yielded_values<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        let _ = ir;
        &[]
    }

    /// The loop's results, when they are the final loop-carried values (`getLoopResults`); by
    /// default `None`.
    fn loop_results<'a>(&'a self, ir: &'a Ir) -> Option<&'a [Value]> {
        let _ = ir;
        None
    }
}
crate::op_interface!(LoopLikeOpInterface);

/// MLIR's `verifyLoopLikeOpInterface`: the inits, region iter_args, yielded values (when any)
/// and loop results (when the op has them) agree in number and type.
pub fn verify_loop_like_op(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    super::op_interface::verify_if_cast::<dyn LoopLikeOpInterface>(ir, op, |iface| {
        verify_loop_like_op_on(ir, op, iface)
    })
}

/// [`verify_loop_like_op`] of `op` through `iface`, its interface (the typed view built once
/// for all the checks of an op's regions, where the op's declaration knows its type).
pub fn verify_loop_like_op_on(
    ir: &Ir,
    op: OpId,
    iface: &dyn LoopLikeOpInterface,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(super::emit_op_error(ir, op, message));
    let inits = iface.inits(ir);
    let iter_args = iface.region_iter_args(ir);
    let yielded = iface.yielded_values(ir);
    let results = iface.loop_results(ir);
    let counted = iface.missing_leading_args(ir).unwrap_or(iter_args.len());
    if inits.len() != counted {
        return error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            counted
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = &results
        && results.len() != iter_args.len()
    {
        return error(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    let ty = |v: &Value| type_to_string(ir.value_type(*v));
    for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
        if ir.value_type(*init) != ir.value_type(*arg) {
            return error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                ty(init),
                ty(arg)
            ));
        }
        if let Some(y) = yielded.get(i)
            && ir.value_type(*arg) != ir.value_type(*y)
        {
            return error(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                ty(arg),
                ty(y)
            ));
        }
    }
    for (i, (arg, result)) in iter_args
        .iter()
        .zip(results.unwrap_or_default())
        .enumerate()
    {
        if ir.value_type(*arg) != ir.value_type(*result) {
            return error(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                ty(arg),
                ty(result)
            ));
        }
    }
    Ok(())
}
