//! Pass managers (MLIR's `OpPassManager`, `OpToOpPassAdaptor` and `PassManager`): an
//! [`OpPassManager`] runs its passes in order on an op of its anchor's name (or, anchored on
//! `any`, on any registered op isolated from above), verifying the op after each; a nested
//! manager runs on each op *directly* inside that op (in its regions' blocks, not deeper)
//! whose name it is anchored on. Nested managers one after the other run together, op by op,
//! those of one anchor as one (upstream merges adjacent adaptors before running; one anchored
//! on `any` is kept apart, as upstream keeps it when it may run on the others' ops); every
//! op's failure is reported, in op order, and fails the pipeline after them.

use std::fmt;

use crate::diag::Diagnostic;
use crate::front::Error;
use crate::ir::{Ir, Module, OpId};
use crate::verify::{VerifyOptions, verify_op, verify_op_shallow};

use super::{Pass, lookup};

/// The anchor of an op-agnostic manager.
const ANY: &str = "any";

/// What a manager runs, in order.
enum Entry {
    /// A pass on the manager's op.
    Pass(Box<dyn Pass>),
    /// A manager on the ops directly inside it (MLIR's `OpToOpPassAdaptor`).
    Nested(OpPassManager),
}

/// The passes to run on the ops of one name, or of any name (MLIR's `OpPassManager`): in
/// order, the op verified after each. A nested manager ([`OpPassManager::nest`]) runs on each
/// op *directly* inside (in the op's regions' blocks, not deeper) whose name it is anchored on,
/// or, anchored on `any`, on each registered op isolated from above there. Nested managers one
/// after the other run together, op by op, those of one anchor as one (upstream merges
/// adjacent adaptors; one on `any` is kept apart, as upstream keeps it when it may run on the
/// others' ops). A pass failing on several nested ops reports each, in op order, then the run
/// stops.
pub struct OpPassManager {
    /// `None` for `any`.
    op_name: Option<String>,
    entries: Vec<Entry>,
}

impl Drop for OpPassManager {
    /// Drops the nested managers from a list rather than by recursion: a pipeline nests as
    /// deep as its text says.
    fn drop(&mut self) {
        let mut entries = std::mem::take(&mut self.entries);
        while let Some(entry) = entries.pop() {
            if let Entry::Nested(mut m) = entry {
                entries.append(&mut m.entries);
            }
        }
    }
}

impl fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for OpPassManager {
    /// The textual pipeline (MLIR's `printAsTextualPipeline`): `anchor(pass{options},…)`,
    /// each pass with all its options.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_pipeline(f, None)
    }
}

/// `argument{key=value …}`: the options sorted by name, a list left at its default printed as
/// nothing (its space kept), as MLIR's `PassOptions::print` does.
fn print_pass(pass: &dyn Pass, f: &mut dyn fmt::Write) -> fmt::Result {
    f.write_str(pass.argument())?;
    let mut options: Vec<_> = pass.options().iter().map(|o| o.name).collect();
    if options.is_empty() {
        return Ok(());
    }
    options.sort_unstable();
    f.write_str("{")?;
    for (i, name) in options.into_iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        if let Some(value) = pass.option_value(name) {
            write!(f, "{name}={value}")?;
        }
    }
    f.write_str("}")
}

impl OpPassManager {
    /// The textual pipeline laid out one entry a line, each level indented by two spaces
    /// (MLIR's `printAsTextualPipeline` with `pretty`, which `--dump-pass-pipeline` shows):
    /// `anchor(\n  pass{options},\n  nested(\n    pass\n  )\n)`; an empty manager is
    /// `anchor(\n\n)`.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        // Writing to a `String` does not fail.
        let _ = self.write_pipeline(&mut out, Some(0));
        out
    }

    /// The textual pipeline on one line (`indent` `None`), or laid out with this manager's
    /// line at `indent` spaces ([`OpPassManager::pretty`]).
    fn write_pipeline(&self, f: &mut dyn fmt::Write, indent: Option<usize>) -> fmt::Result {
        let inner = indent.map(|n| n + 2);
        let line = |f: &mut dyn fmt::Write, indent: Option<usize>| match indent {
            Some(n) => write!(f, "\n{:n$}", ""),
            None => Ok(()),
        };
        write!(f, "{}(", self.anchor_name())?;
        for (i, entry) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            line(f, inner)?;
            match entry {
                Entry::Pass(pass) => print_pass(pass.as_ref(), f)?,
                // One level deeper: on a fresh stack segment when this one runs low.
                Entry::Nested(m) => {
                    crate::threads::ensure_sufficient_stack(|| m.write_pipeline(f, inner))?;
                }
            }
        }
        if self.entries.is_empty() && indent.is_some() {
            // Upstream's empty pipeline keeps the line its entries would fill.
            f.write_str("\n")?;
        }
        line(f, indent)?;
        f.write_str(")")
    }

    /// An empty manager for the ops named `anchor` (`func.func`), or for any op (`any`).
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager {
            op_name: (anchor != ANY).then(|| anchor.to_owned()),
            entries: Vec::new(),
        }
    }

    /// The op name the manager is anchored on; `None` when it runs on any op.
    pub fn op_name(&self) -> Option<&str> {
        self.op_name.as_deref()
    }

    /// The anchor as a pipeline writes it: the op name, or `any`.
    pub fn anchor_name(&self) -> &str {
        self.op_name().unwrap_or(ANY)
    }

    /// Whether it holds nothing to run.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Appends `pass`. A pass restricted to other ops ([`Pass::anchor`]) goes into a nested
    /// manager on them (MLIR's implicit nesting), so that it runs on those directly inside.
    pub fn add(&mut self, pass: Box<dyn Pass>) {
        if let (Some(own), Some(theirs)) = (self.op_name(), pass.anchor())
            && own != theirs
        {
            self.nest(theirs).add(pass);
            return;
        }
        self.add_explicit(pass);
    }

    /// Appends `pass` as is.
    pub(super) fn add_explicit(&mut self, pass: Box<dyn Pass>) {
        self.entries.push(Entry::Pass(pass));
    }

    /// A new manager for the ops named `anchor` (or `any`) directly inside this one's op, run
    /// after what is there already (MLIR's `OpPassManager::nest`). Nested managers one after
    /// the other run as one, op by op ([`OpPassManager`]).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries.push(Entry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(Entry::Nested(m)) => m,
            _ => unreachable!("a nested manager was just pushed"),
        }
    }
}

/// Managers of one anchor merged, as upstream merges the managers of adjacent adaptors: the
/// entries of each in order.
struct Merged<'a> {
    op_name: Option<&'a str>,
    entries: Vec<&'a Entry>,
}

impl Merged<'_> {
    /// Whether it runs on `op` (MLIR's `canScheduleOn`): its name, or for `any` a registered
    /// op isolated from above that each of its passes may run on.
    fn can_schedule_on(&self, ir: &Ir, op: OpId) -> bool {
        let name = ir.op(op).name.as_str();
        match self.op_name {
            Some(own) => own == name,
            None => {
                ir.op(op)
                    .name
                    .def()
                    .is_some_and(|d| d.traits.isolated_from_above)
                    && self.entries.iter().all(|e| match e {
                        Entry::Pass(p) => p.anchor().is_none_or(|a| a == name),
                        Entry::Nested(_) => true,
                    })
            }
        }
    }
}

/// Runs `entries` in order on `op`, verifying it after each pass and each run of nested
/// managers, except after a pass that left the IR as it found it
/// ([`Ir::mark_all_analyses_preserved`]; MLIR's pass manager skips the verifier when a pass
/// preserves all analyses) and after nested managers whose passes all did; stops at the first
/// failure. Adjacent nested managers run as one adaptor: merged by anchor, unless one is
/// anchored on `any`. `Ok(true)` when no pass changed the IR.
fn run_entries(
    entries: &[&Entry],
    ir: &mut Ir,
    op: OpId,
    verify: &VerifyOptions<'_>,
) -> Result<bool, Vec<Diagnostic>> {
    let mut preserved = true;
    let mut i = 0;
    while i < entries.len() {
        match entries[i] {
            Entry::Pass(pass) => {
                // A mark left by anything before the pass is not the pass's.
                ir.take_all_preserved();
                pass.run(ir, op)?;
                i += 1;
                if ir.take_all_preserved() {
                    continue;
                }
            }
            Entry::Nested(first) => {
                let mut adaptor = vec![Merged {
                    op_name: first.op_name(),
                    entries: first.entries.iter().collect(),
                }];
                i += 1;
                while let Some(Entry::Nested(next)) = entries.get(i).copied() {
                    // Why: a manager on `any` may run on the others' ops, which upstream takes
                    // for a conflict (it checks which ops it may run on; rods keeps all apart).
                    let Some(name) = next.op_name() else { break };
                    if adaptor.iter().any(|m| m.op_name.is_none()) {
                        break;
                    }
                    match adaptor.iter_mut().find(|m| m.op_name == Some(name)) {
                        Some(m) => m.entries.extend(next.entries.iter()),
                        None => adaptor.push(Merged {
                            op_name: Some(name),
                            entries: next.entries.iter().collect(),
                        }),
                    }
                    i += 1;
                }
                // The ops inside were verified after their passes: the op alone now, as
                // MLIR's pass manager verifies after an adaptor (unless nothing changed).
                if !run_nested(&adaptor, ir, op, verify)? {
                    preserved = false;
                    verify_op_shallow(ir, op, verify)?;
                }
                continue;
            }
        }
        preserved = false;
        verify_op(ir, op, verify)?;
    }
    Ok(preserved)
}

/// Runs `managers` on the ops directly inside `op`, in order, each by the first manager that
/// can be scheduled on it (chosen before any runs, as upstream's threaded adaptor does). An
/// op's failure does not stop the others: all are reported, then the adaptor fails.
/// `Ok(true)` when no pass changed the IR.
fn run_nested(
    managers: &[Merged<'_>],
    ir: &mut Ir,
    op: OpId,
    verify: &VerifyOptions<'_>,
) -> Result<bool, Vec<Diagnostic>> {
    let mut scheduled = Vec::new();
    for &region in ir.op(op).regions() {
        for &block in &ir.region(region).blocks {
            for &child in &ir.block(block).ops {
                if let Some(m) = managers.iter().find(|m| m.can_schedule_on(ir, child)) {
                    scheduled.push((child, m));
                }
            }
        }
    }
    let mut failures = Vec::new();
    let mut failed = false;
    let mut preserved = true;
    for (child, manager) in scheduled {
        // A pass of a user may erase ops beside its own.
        if ir.is_erased(child) {
            continue;
        }
        // One level deeper: on a fresh stack segment when this one runs low.
        let run = crate::threads::ensure_sufficient_stack(|| {
            run_entries(&manager.entries, ir, child, verify)
        });
        match run {
            Ok(unchanged) => preserved &= unchanged,
            Err(diags) => {
                failed = true;
                failures.extend(diags);
            }
        }
    }
    if failed { Err(failures) } else { Ok(preserved) }
}

/// Runs a pipeline on a module (MLIR's `PassManager`): an [`OpPassManager`] for the module's
/// top-level op, verifying the op each pass ran on after it (MLIR's `-verify-each`, on by
/// default). Built pass by pass ([`PassManager::add`], [`PassManager::nest`]) or from MLIR's
/// textual pipeline ([`PassManager::parse`]):
///
/// ```
/// use rods::pass::PassManager;
///
/// // symbol-dce on each module directly inside the top-level one (not on the top-level one).
/// let pm = PassManager::parse("builtin.module(builtin.module(symbol-dce), canonicalize{top-down=false})")?;
/// assert_eq!(
///     pm.to_string(),
///     "builtin.module(builtin.module(symbol-dce),canonicalize{  max-iterations=10 \
///      max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false})"
/// );
/// let text = "module @outer {\n  module @a attributes {sym_visibility = \"private\"} {\n  }\n  \
///             module {\n    module @b attributes {sym_visibility = \"private\"} {\n    }\n  }\n}\n";
/// let mut module = rods::parse_str(text, &rods::Registry::new())?;
/// pm.run(&mut module)?;
/// assert_eq!(
///     module.to_string(),
///     "module @outer {\n  module @a attributes {sym_visibility = \"private\"} {\n  }\n  module {\n  }\n}\n"
/// );
///
/// // A malformed pipeline is an error with upstream's message.
/// let err = PassManager::parse("builtin.module(cse))").unwrap_err();
/// assert!(err.message.contains("encountered extra closing ')'"), "{err}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct PassManager {
    root: OpPassManager,
    /// Verify on one thread ([`PassManager::set_threading`]).
    disable_threading: bool,
}

impl Default for PassManager {
    fn default() -> PassManager {
        PassManager::new()
    }
}

impl fmt::Debug for PassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.root)
    }
}

impl fmt::Display for PassManager {
    /// The textual pipeline ([`OpPassManager`]'s).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.root)
    }
}

impl PassManager {
    /// No passes yet, for a `builtin.module` (MLIR's default).
    pub fn new() -> PassManager {
        PassManager::on("builtin.module")
    }

    /// No passes yet, for a top-level op named `anchor`, or any (`any`).
    pub fn on(anchor: &str) -> PassManager {
        PassManager {
            root: OpPassManager::new(anchor),
            disable_threading: false,
        }
    }

    /// The pipeline MLIR's textual form `text` describes (`mlir-opt --pass-pipeline`):
    /// `anchor(element,…)`, each element a pass with its options in braces
    /// (`canonicalize{max-iterations=2 top-down=false}`) or a nested pipeline
    /// (`func.func(cse)`). An error holds upstream's message, whose place in `text` it shows
    /// as LLVM shows a source line; `rods-opt` reports it at an unknown location.
    /// The passes are those of upstream's rods has ([`PassRegistry::upstream`](super::PassRegistry::upstream)); [`PassManager::parse_with`]
    /// reads a tool's own.
    pub fn parse(text: &str) -> Result<PassManager, Diagnostic> {
        super::pipeline::parse(text, &super::PassRegistry::upstream())
    }

    /// [`PassManager::parse`] with the passes of `registry`.
    pub fn parse_with(
        text: &str,
        registry: &super::PassRegistry,
    ) -> Result<PassManager, Diagnostic> {
        super::pipeline::parse(text, registry)
    }

    /// A pipeline of the passes named by `arguments` ([`PASSES`](super::PASSES)) with their
    /// default options, in order; `Err` names an unknown one.
    pub fn from_arguments<'a>(
        arguments: impl IntoIterator<Item = &'a str>,
    ) -> Result<PassManager, &'a str> {
        let mut pm = PassManager::new();
        for a in arguments {
            pm.add((lookup(a).ok_or(a)?.create)());
        }
        Ok(pm)
    }

    /// What MLIR's `PassManager::dump` writes: `Pass Manager with N passes:` (N the top-level
    /// entries, a nested manager counting as one), then the pipeline laid out
    /// ([`OpPassManager::pretty`]) and a newline.
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.root.entries.len(),
            self.root.pretty()
        )
    }

    /// The manager of the top-level op.
    pub fn root(&self) -> &OpPassManager {
        &self.root
    }

    /// The manager of the top-level op, to add to.
    pub fn root_mut(&mut self) -> &mut OpPassManager {
        &mut self.root
    }

    /// Appends `pass` ([`OpPassManager::add`]).
    pub fn add(&mut self, pass: Box<dyn Pass>) {
        self.root.add(pass);
    }

    /// A nested manager for the ops named `anchor` directly inside the top-level op
    /// ([`OpPassManager::nest`]).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.root.nest(anchor)
    }

    /// Whether the verification after each pass may use several threads (the default; see
    /// [`VerifyOptions`]).
    pub fn set_threading(&mut self, enabled: bool) {
        self.disable_threading = !enabled;
    }

    /// Whether the pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.root.is_empty()
    }

    /// Runs the pipeline on the module; stops at the first failure.
    pub fn run(&self, module: &mut Module) -> Result<(), Error> {
        self.run_on(module)
            .map_err(|d| Error::from_diagnostics(module.source.clone(), d))
    }

    /// [`PassManager::run`] with the raw diagnostics (none when a pass failed without one,
    /// as `test-convergence` does). A top-level op the pipeline is not anchored on is an
    /// error at it (`can't run 'func.func' pass manager on 'builtin.module' op`).
    pub fn run_on(&self, module: &mut Module) -> Result<(), Vec<Diagnostic>> {
        let top = module.top;
        let root = Merged {
            op_name: self.root.op_name(),
            entries: self.root.entries.iter().collect(),
        };
        if !root.can_schedule_on(&module.ir, top) {
            let message = format!(
                "can't run '{}' pass manager on '{}' op",
                self.root.anchor_name(),
                module.ir.op(top).name.as_str()
            );
            return Err(vec![Diagnostic::error(
                module.ir.op_loc(top).into_owned(),
                message,
            )]);
        }
        let verify = VerifyOptions {
            disable_threading: self.disable_threading,
            ..Default::default()
        };
        run_entries(&root.entries, &mut module.ir, top, &verify).map(|_| ())
    }
}
