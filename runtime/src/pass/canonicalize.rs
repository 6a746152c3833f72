//! `--canonicalize` (MLIR's `Canonicalizer`): the greedy driver over the top-level op's
//! regions with folding, constant uniquing and `normal` region simplification, top-down. Its
//! patterns are the ops' canonicalization patterns; rods's ops declare none yet, so what it
//! does is fold (each op's `OpDef::fold` and its traits' folds), erase trivially dead ops and
//! simplify regions.

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

use super::{GreedyConfig, Pass, PatternSet, apply_patterns_greedily};

/// `--canonicalize`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Canonicalize;

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
        // Not converging within the iteration limit is no failure (upstream's
        // `test-convergence` option, off by default, would make it one).
        apply_patterns_greedily(ir, op, &PatternSet::new(), GreedyConfig::default());
        Ok(())
    }
}
