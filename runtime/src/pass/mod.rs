//! Passes over the IR (MLIR's `Pass` and `PassManager`): a [`Pass`] runs on an op — the
//! top-level module, or each op of the name it is anchored on — and the [`PassManager`] runs
//! passes in order, verifying the module after each (MLIR's `-verify-each`, on by default).
//!
//! Upstream's passes rods has, under `mlir-opt`'s flag names ([`PASSES`]):
//! [`StripDebugInfo`] (`--strip-debuginfo`), [`SymbolDce`] (`--symbol-dce`), [`Cse`]
//! (`--cse`), [`Canonicalize`] (`--canonicalize`: folding, see [`fold_op`]).
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
//!     fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
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
mod region;
mod rewrite;
mod strip_debuginfo;
mod symbol_dce;

pub use canonicalize::Canonicalize;
pub use cse::Cse;
pub use fold::{constant_of_op, constant_value, fold_op, is_constant};
pub use rewrite::{
    GreedyConfig, OpRewritePattern, PatternSet, RegionSimplify, RewritePattern, Rewriter,
    apply_patterns_greedily,
};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;

use crate::diag::Diagnostic;
use crate::front::Error;
use crate::ir::{Ir, Module, OpId, WalkOrder, WalkResult};

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

    /// The name of the ops the pass runs on (`func.func`), or `None` to run once on the
    /// top-level op. An anchored pass runs on each outermost op of that name.
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// Runs the pass on `op`. An error fails the pipeline (MLIR's `signalPassFailure` after
    /// emitting it).
    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic>;
}

/// One of upstream's passes rods has: its flag, its summary (from upstream's `Passes.td`) and
/// how to make it.
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
        create: || Box::new(Canonicalize),
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

/// The pass whose flag is `argument`.
pub fn lookup(argument: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.argument == argument)
}

/// Runs passes in order on a module, verifying it after each (MLIR's `PassManager` with
/// `-verify-each`).
#[derive(Default)]
pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
    /// Verify on one thread ([`PassManager::set_threading`]).
    disable_threading: bool,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.passes.iter().map(|p| p.argument()))
            .finish()
    }
}

impl PassManager {
    /// No passes yet.
    pub fn new() -> PassManager {
        PassManager::default()
    }

    /// Appends `pass` to the pipeline.
    pub fn add(&mut self, pass: Box<dyn Pass>) {
        self.passes.push(pass);
    }

    /// A pipeline of the passes named by `arguments` ([`PASSES`]), in order; `Err` names an
    /// unknown one.
    pub fn from_arguments<'a>(
        arguments: impl IntoIterator<Item = &'a str>,
    ) -> Result<PassManager, &'a str> {
        let mut pm = PassManager::new();
        for a in arguments {
            pm.add((lookup(a).ok_or(a)?.create)());
        }
        Ok(pm)
    }

    /// Whether the verification after each pass may use several threads (the default; see
    /// [`VerifyOptions`](crate::verify::VerifyOptions)).
    pub fn set_threading(&mut self, enabled: bool) {
        self.disable_threading = !enabled;
    }

    /// Whether the pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// Runs the passes in order, verifying the module after each; stops at the first failure.
    pub fn run(&self, module: &mut Module) -> Result<(), Error> {
        self.run_on(module)
            .map_err(|d| Error::from_diagnostics(module.source.clone(), d))
    }

    /// [`PassManager::run`] with the raw diagnostics.
    pub fn run_on(&self, module: &mut Module) -> Result<(), Vec<Diagnostic>> {
        for pass in &self.passes {
            let targets = match pass.anchor() {
                None => vec![module.top],
                Some(name) => {
                    let mut ops = Vec::new();
                    module.ir.walk(module.top, WalkOrder::PreOrder, |op| {
                        if module.ir.op(op).name.as_str() == name {
                            ops.push(op);
                            WalkResult::Skip
                        } else {
                            WalkResult::Advance
                        }
                    });
                    ops
                }
            };
            for op in targets {
                pass.run(&mut module.ir, op).map_err(|d| vec![d])?;
            }
            let options = crate::verify::VerifyOptions {
                disable_threading: self.disable_threading,
                ..Default::default()
            };
            crate::verify::verify_with_options(module, &options)?;
        }
        Ok(())
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
