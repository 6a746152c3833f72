//! Passes over the IR (MLIR's `Pass` and `PassManager`): a [`Pass`] runs on an op, and a
//! [`PassManager`] runs a pipeline of them on a module — passes on the top-level op, nested
//! managers on the ops of a name directly inside it (`builtin.module(func.func(cse))`) —
//! verifying the op after each pass (MLIR's `-verify-each`, on by default) unless the pass
//! said it changed nothing ([`Ir::mark_all_analyses_preserved`](crate::ir::Ir::mark_all_analyses_preserved),
//! MLIR's `markAllAnalysesPreserved`). A pipeline is
//! built pass by pass or read from MLIR's textual form ([`PassManager::parse`], `rods-opt
//! --pass-pipeline`); a pass's options are set from their textual form
//! ([`initialize_options`], `canonicalize{max-iterations=2}`, `--canonicalize=…`).
//!
//! Upstream's passes rods has, under `mlir-opt`'s flag names ([`PASSES`]):
//! [`StripDebugInfo`] (`--strip-debuginfo`), [`SymbolDce`] (`--symbol-dce`), [`Cse`]
//! (`--cse`), [`Canonicalize`] (`--canonicalize`: folding, see [`fold_op`], and the ops'
//! canonicalization patterns, see [`PatternSet::canonicalization`]).
//!
//! ```
//! use rods::pass::{Pass, PassManager};
//! use rods::diag::Diagnostic;
//! use rods::ir::{Ir, OpId, WalkOrder, WalkResult};
//!
//! /// Drops every `x.debug` op.
//! struct DropDebug;
//!
//! impl Pass for DropDebug {
//!     fn argument(&self) -> &'static str {
//!         "drop-debug"
//!     }
//!
//!     fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
//!         ir.walk_mut(op, WalkOrder::PostOrder, |ir, op| {
//!             if ir.op(op).name.as_str() == "x.debug" && ir.results_unused(op) {
//!                 let _ = ir.erase_op(op);
//!             }
//!             WalkResult::Advance
//!         });
//!         Ok(())
//!     }
//! }
//!
//! let registry = rods::Registry::new();
//! let opts = rods::ParseOptions { allow_unregistered: true, ..Default::default() };
//! let text = "\"x.debug\"() : () -> ()\n\"x.work\"() : () -> ()\n";
//! let mut module = rods::parse_buffer("in.mlir", text.into(), &registry, &opts)?;
//! let mut pm = PassManager::new();
//! pm.add(Box::new(DropDebug));
//! pm.run(&mut module)?;
//! assert_eq!(module.to_string(), "module {\n  \"x.work\"() : () -> ()\n}\n");
//! # Ok::<(), rods::Error>(())
//! ```

mod canonicalize;
mod cse;
mod fold;
mod manager;
mod matchers;
mod options;
mod pipeline;
pub(crate) mod region;
mod region_branch;
mod registry;
mod rewrite;
mod strip_debuginfo;
mod symbol_dce;

pub use canonicalize::Canonicalize;
pub use cse::Cse;
pub use fold::{constant_of_op, constant_value, fold_op, is_constant};
pub use manager::{OpPassManager, PassManager};
pub use matchers::{m_constant, m_constant_bool, m_constant_int, m_non_zero, m_one, m_zero};
pub use options::{
    EnumCase, OptionKind, OptionValue, OptionsError, PassOption, initialize_options,
};
pub use region_branch::add_region_branch_canonicalization_patterns;
pub use registry::{PassRegisterError, PassRegistry};
pub use rewrite::{
    GreedyConfig, OpRewritePattern, PatternFn, PatternSet, RegionSimplify, RewritePattern,
    Rewriter, apply_patterns_greedily, apply_patterns_greedily_changed,
};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

/// `op->emitError(message)` as a pass reports it: the message at the op, with MLIR's «see
/// current operation» note.
pub fn op_error(ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(ir.op_loc(op).into_owned(), message);
    d.notes.push(crate::verify::current_operation_note(ir, op));
    d
}

/// A transformation of the IR (MLIR's `OperationPass`).
pub trait Pass {
    /// The pass's command-line name (`cse` for `--cse`).
    fn argument(&self) -> &'static str;

    /// The name of the ops the pass is restricted to (`func.func`), or `None` for a pass that
    /// runs on any op. Added to a manager on other ops, it goes into a nested manager on
    /// those directly inside ([`OpPassManager::add`]); a textual pipeline must nest it itself.
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// The options the pass takes (MLIR's pass options; none by default).
    fn options(&self) -> &'static [PassOption] {
        &[]
    }

    /// Sets the option `name`, one of [`Pass::options`], to `value`, of the option's kind
    /// (a list option's values add to those set before). `Err` says why the pass cannot take
    /// the value (one it cannot honour).
    fn set_option(&mut self, name: &str, value: OptionValue) -> Result<(), String> {
        let _ = value;
        Err(format!("{}: no option {name}", self.argument()))
    }

    /// The value of the option `name`, to print the pipeline; `None` for a list left at its
    /// default (printed as nothing, as upstream does).
    fn option_value(&self, name: &str) -> Option<OptionValue> {
        let _ = name;
        None
    }

    /// Runs the pass on `op`. An error fails the pipeline with its diagnostics (MLIR's
    /// `signalPassFailure` after emitting them; none for a failure without a message).
    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>>;
}

/// One of upstream's passes rods has: its flag, its summary (from upstream's `Passes.td`) and
/// how to make it (with its default options).
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The command-line name.
    pub argument: &'static str,
    /// What it does.
    pub summary: &'static str,
    /// A new instance.
    pub create: fn() -> Box<dyn Pass>,
}

/// The passes `rods-opt` offers, by flag.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        argument: "canonicalize",
        summary: "Canonicalize operations",
        create: || Box::new(Canonicalize::default()),
    },
    PassInfo {
        argument: "cse",
        summary: "Eliminate common sub-expressions",
        create: || Box::new(Cse),
    },
    PassInfo {
        argument: "strip-debuginfo",
        summary: "Strip debug info from all operations",
        create: || Box::new(StripDebugInfo),
    },
    PassInfo {
        argument: "symbol-dce",
        summary: "Eliminate dead symbols",
        create: || Box::new(SymbolDce),
    },
];

/// The pass of upstream's whose flag is `argument` (see [`PassRegistry`] for a tool's own).
pub fn lookup(argument: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.argument == argument)
}

/// The passes a command line asks for (MLIR's `PassPipelineCLParser`): a textual pipeline
/// (`--pass-pipeline`), or pass flags each with its options (`--canonicalize=top-down=false`),
/// in command-line order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PipelineArgs {
    /// `--pass-pipeline=…` (the last one given).
    pub pipeline: Option<String>,
    /// Each pass flag given: its argument and its options (empty without `=`).
    pub passes: Vec<(String, String)>,
}

impl PipelineArgs {
    /// Pass flags without options, in order.
    pub fn flags<'a>(arguments: impl IntoIterator<Item = &'a str>) -> PipelineArgs {
        PipelineArgs {
            pipeline: None,
            passes: arguments
                .into_iter()
                .map(|a| (a.to_owned(), String::new()))
                .collect(),
        }
    }

    /// Whether neither a pipeline nor a pass was given.
    pub fn is_empty(&self) -> bool {
        self.pipeline.is_none() && self.passes.is_empty()
    }

    /// The pass manager to run on a top-level op named `top` (`builtin.module`), as
    /// `mlir-opt` sets it up: the textual pipeline, or a manager on `top` with each flag's
    /// pass added (passes restricted to other ops nested), the passes those of upstream's
    /// rods has ([`PassRegistry::upstream`]). The errors are upstream's, at an unknown
    /// location: both a pipeline and flags (`'-pass-pipeline' option can't be used with
    /// individual pass options`), a malformed pipeline, an unknown pass, options a pass does
    /// not take.
    pub fn build(&self, top: &str) -> Result<PassManager, Diagnostic> {
        self.build_with(top, &PassRegistry::upstream())
    }

    /// [`PipelineArgs::build`] with the passes of `registry`.
    pub fn build_with(
        &self,
        top: &str,
        registry: &PassRegistry,
    ) -> Result<PassManager, Diagnostic> {
        if let Some(text) = &self.pipeline {
            if !self.passes.is_empty() {
                return Err(pipeline::error(
                    "'-pass-pipeline' option can't be used with individual pass options",
                ));
            }
            return PassManager::parse_with(text, registry);
        }
        let mut pm = PassManager::on(top);
        for (argument, options) in &self.passes {
            let info = registry.lookup(argument).ok_or_else(|| {
                pipeline::error(format!(
                    "'{argument}' does not refer to a registered pass or pass pipeline"
                ))
            })?;
            let mut pass = (info.create)();
            initialize_options(pass.as_mut(), options).map_err(|e| pipeline::error(e.0))?;
            pm.add(pass);
        }
        Ok(pm)
    }
}

/// MLIR's `wouldOpBeTriviallyDead`: not a terminator nor a symbol, and no effect but reads
/// and allocations of its own results in it or, through `RecursiveMemoryEffects`, in what it
/// holds ([`ods::effects`](crate::ods::effects)).
pub fn would_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let Some(def) = ir.op(op).name.def() else {
        return false;
    };
    if def.traits.terminator || def.traits.symbol {
        return false;
    }
    crate::ods::effects::only_reads_or_allocates_own_results(ir, op)
}

/// MLIR's `isMemoryEffectFree` ([`ods::effects::is_memory_effect_free`](crate::ods::effects::is_memory_effect_free)).
pub fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    crate::ods::effects::is_memory_effect_free(ir, op)
}
