//! `--strip-debuginfo` (upstream's `StripDebugInfo`): every op's and block argument's location
//! becomes `loc(unknown)`.

use crate::diag::Diagnostic;
use crate::ir::{Ir, Location, OpId, WalkOrder, WalkResult};

use super::Pass;

/// Strips debug info from all operations.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut blocks = Vec::new();
        ir.walk_blocks(op, WalkOrder::PreOrder, |b| {
            blocks.push(b);
            WalkResult::Advance
        });
        for b in blocks {
            for &arg in &ir.block(b).args.clone() {
                ir.set_arg_loc(arg, Location::Unknown);
            }
        }
        ir.walk_mut(op, WalkOrder::PreOrder, |ir, op| {
            ir.set_loc(op, Location::Unknown);
            WalkResult::Advance
        });
        Ok(())
    }
}
