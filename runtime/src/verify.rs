//! The verifier driver (MLIR's `OperationVerifier`): walks the ops, runs each registered op's
//! [`OpDef::verify`](crate::dialect::OpDef), the structural block/region checks, region
//! isolation and symbol tables, and attaches MLIR's «see current operation: …» note.
//!
//! Order and stopping points follow mlir-opt-22: one walk over the non-isolated nest stops at the
//! first error; when an op's walk is done, its directly nested isolated-from-above ops are
//! verified independently (on several threads when there are enough of them, as MLIR does;
//! every failure is reported, in op order, whichever thread found it), and only if they all
//! pass does the op's own region verification (symbol table) run. `verify` is a pure function
//! over `&Ir` (which is `Sync`).

use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};

use rustc_hash::FxHashMap;

use crate::diag::{Diagnostic, Severity};
use crate::dialect::{OpDef, RegionKind};
use crate::ir::dominance::{DomTree, DomWork};
use crate::ir::print::{LocationPrinting, print_op_generic_to_string, print_op_to_string_with};
use crate::ir::{
    BlockId, Ir, Module, OffsetResolver, OpId, Operation, OperationName, RegionId, Value, ValueDef,
};
use crate::threads::machine_threads;

// The walk reads the IR and the definitions from several threads.
const _: fn() = || {
    fn is_sync<T: Sync + ?Sized>() {}
    is_sync::<Ir>();
    is_sync::<OpDef>();
};

/// How [`verify_with_options`] runs; the default verifies on as many threads as pay and prints
/// the notes' ops without locations.
#[derive(Clone, Copy, Default)]
pub struct VerifyOptions<'a> {
    /// Verify on the calling thread only (`mlir-opt --mlir-disable-threading`). Otherwise the
    /// isolated-from-above ops nested in an op (`func.func`, `gpu.module`) are verified on
    /// several threads when there are at least two and enough ops in them; the diagnostics are
    /// the same either way.
    pub disable_threading: bool,
    /// Under `--mlir-print-debuginfo`: the ops the notes show are printed with their locations
    /// (MLIR prints them with the command line's printing flags), offsets resolved by this.
    pub locations: Option<&'a (dyn OffsetResolver + Sync)>,
}

impl std::fmt::Debug for VerifyOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VerifyOptions")
            .field("disable_threading", &self.disable_threading)
            .field("locations", &self.locations.map(|l| l.buffer_name()))
            .finish()
    }
}

/// Verifies every op (registered ops via `OpDef::verify`, block structure, region isolation,
/// symbol tables) as mlir-opt does; returns the diagnostics in the order mlir-opt prints them.
pub fn verify(module: &Module) -> Result<(), Vec<Diagnostic>> {
    verify_with_options(module, &VerifyOptions::default())
}

/// [`verify`] under `--mlir-print-debuginfo`: the ops its notes show are printed with their
/// locations (MLIR prints them with the command line's printing flags), offsets resolved by
/// `source`.
pub fn verify_printing_locations(
    module: &Module,
    source: &(dyn OffsetResolver + Sync),
) -> Result<(), Vec<Diagnostic>> {
    verify_with_options(
        module,
        &VerifyOptions {
            locations: Some(source),
            ..VerifyOptions::default()
        },
    )
}

/// [`verify`] as `options` say (threads, locations in the notes).
pub fn verify_with_options(
    module: &Module,
    options: &VerifyOptions<'_>,
) -> Result<(), Vec<Diagnostic>> {
    verify_calling(module, options, None)
}

/// [`verify_with_options`], calling `verified` with each isolated-from-above op nested in the
/// module once it is verified without a failure, on the thread that verified it (while the op
/// is in that core's cache), and that thread's index: 0 for the calling thread, below
/// [`machine_threads`] for the others.
pub(crate) fn verify_calling(
    module: &Module,
    options: &VerifyOptions<'_>,
    verified: Option<&(dyn Fn(usize, OpId) + Sync)>,
) -> Result<(), Vec<Diagnostic>> {
    let threads = if options.disable_threading { 1 } else { 0 };
    verify_threads(
        &module.ir,
        module.top,
        options.locations,
        threads,
        MIN_PARALLEL_OPS,
        verified,
    )
}

/// [`verify_with_options`] of `op` and what it holds (MLIR's `verify(op)`), as a pass manager
/// verifies an op nested in a module after a pass ran on it.
pub fn verify_op(ir: &Ir, op: OpId, options: &VerifyOptions<'_>) -> Result<(), Vec<Diagnostic>> {
    let threads = if options.disable_threading { 1 } else { 0 };
    verify_threads(ir, op, options.locations, threads, MIN_PARALLEL_OPS, None)
}

/// MLIR's `verify(op, /*verifyRecursively=*/false)`, what its pass manager runs on an op once
/// nested pass managers ran on the ops inside it (each verified after its own passes): the op's
/// own checks and region invariants (a symbol table's unique names and the uses of every symbol
/// user under it, the isolation check), without verifying its nested ops again. Where an op
/// directly in its regions has operands (whose dominance MLIR checks here too), the whole
/// [`verify_op`] runs instead.
pub fn verify_op_shallow(
    ir: &Ir,
    op: OpId,
    options: &VerifyOptions<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let data = ir.op(op);
    let direct_operands = data.regions().iter().any(|&r| {
        ir.region(r).blocks.iter().any(|&b| {
            ir.block(b)
                .ops
                .iter()
                .any(|&o| !ir.op(o).operands.is_empty())
        })
    });
    if direct_operands {
        return verify_op(ir, op, options);
    }
    let threads = if options.disable_threading { 1 } else { 0 };
    with_notes(
        ir,
        options.locations,
        threads,
        MIN_PARALLEL_OPS,
        None,
        |notes, diags| match verify_op_on_entrance(ir, notes, op, data) {
            Err(d) => {
                diags.extend(d.split_chained());
                false
            }
            Ok(_) => {
                if data.name.def().is_some_and(|d| d.traits.symbol_table) {
                    push_symbol_users(ir, op, &mut notes.symbol_users.borrow_mut());
                }
                verify_op_on_exit(ir, notes, op, false, 0, diags)
            }
        },
    )
}

/// The symbol users nested in the symbol table `table`, in pre-order, not looking inside the
/// symbol tables nested in it (MLIR's `walkSymbolTable`; each verifies its own users).
fn push_symbol_users(ir: &Ir, table: OpId, users: &mut Vec<OpId>) {
    let mut pending: Vec<OpId> = Vec::new();
    let push_children = |op: OpId, pending: &mut Vec<OpId>| {
        for &r in ir.op(op).regions().iter().rev() {
            for &b in ir.region(r).blocks.iter().rev() {
                pending.extend(ir.block(b).ops.iter().rev());
            }
        }
    };
    push_children(table, &mut pending);
    while let Some(op) = pending.pop() {
        let Some(def) = ir.op(op).name.def() else {
            push_children(op, &mut pending);
            continue;
        };
        if def.verify_symbol_uses.is_some() {
            users.push(op);
        }
        if !def.traits.symbol_table {
            push_children(op, &mut pending);
        }
    }
}

/// [`verify_op`] of `root` on at most `threads` threads (0: as many as the machine has), for
/// isolated ops holding at least `min_parallel_ops` ops.
fn verify_threads(
    ir: &Ir,
    root: OpId,
    locations: Option<&(dyn OffsetResolver + Sync)>,
    threads: usize,
    min_parallel_ops: usize,
    verified: Option<&(dyn Fn(usize, OpId) + Sync)>,
) -> Result<(), Vec<Diagnostic>> {
    with_notes(
        ir,
        locations,
        threads,
        min_parallel_ops,
        verified,
        |notes, diags| {
            if threads != 1
                && has_attribute_checks(ir, root)
                && enough_work(ir, &[root], min_parallel_ops)
                && (threads > 1 || machine_threads() > 1)
            {
                verify_beside_attribute_checks(ir, notes, root, diags)
            } else {
                verify_op_and_children(ir, notes, root, diags)
            }
        },
    )
}

/// Runs `verify` with fresh [`Notes`] (no failure: `true`), then gives its diagnostics, their
/// notes' ops printed with locations when `locations` says so.
fn with_notes(
    ir: &Ir,
    locations: Option<&(dyn OffsetResolver + Sync)>,
    threads: usize,
    min_parallel_ops: usize,
    verified: Option<&(dyn Fn(usize, OpId) + Sync)>,
    verify: impl FnOnce(Notes<'_>, &mut Vec<Diagnostic>) -> bool,
) -> Result<(), Vec<Diagnostic>> {
    let dominance = RefCell::default();
    let symbol_users = RefCell::default();
    let notes = Notes {
        locations,
        dominance: &dominance,
        symbol_users: &symbol_users,
        threads,
        min_parallel_ops,
        attribute_checks_apart: None,
        verified,
        worker: 0,
    };
    let mut diags = Vec::new();
    if verify(notes, &mut diags) {
        return Ok(());
    }
    if let Some(locations) = locations {
        show_locations_in_notes(ir, &mut diags, locations);
    }
    Err(diags)
}

/// Whether a dialect checks one of `op`'s discardable attributes (MLIR's
/// `verifyOperationAttribute`).
fn has_attribute_checks(ir: &Ir, op: OpId) -> bool {
    ir.may_have_dialect_attributes()
        && ir.op(op).attributes.iter().any(|a| {
            ir.attribute_verifier(a.name.as_bytes())
                .is_some_and(|d| d.verify_operation_attribute.is_some())
        })
}

/// [`verify_op_and_children`] of `root` with the dialects' checks of its discardable
/// attributes run on another thread meanwhile: `gpu.container_module`'s reads every launch
/// of the module, a walk the size of the module that would otherwise come first, alone. The
/// answer is MLIR's: those checks run on the root's entrance, so when one fails its
/// diagnostic is the only one (what the walk found is dropped).
#[inline(never)]
fn verify_beside_attribute_checks(
    ir: &Ir,
    notes: Notes<'_>,
    root: OpId,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let notes = Notes {
        attribute_checks_apart: Some(root),
        ..notes
    };
    let checks = || dialect_attribute_checks(ir, root, ir.op(root));
    let before = diags.len();
    let (checked, ok) = std::thread::scope(|s| {
        let apart = std::thread::Builder::new()
            .stack_size(crate::threads::WORKER_STACK)
            .spawn_scoped(s, checks);
        let ok = verify_op_and_children(ir, notes, root, diags);
        let checked = match apart.map(|h| h.join()) {
            Ok(Ok(checked)) => checked,
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            // No thread: checked here.
            Err(_) => checks(),
        };
        (checked, ok)
    });
    match checked {
        Ok(()) => ok,
        Err((at, mut d)) => {
            if let Some(at) = at {
                insert_op_note(&mut d, notes.current_operation(ir, at));
            }
            diags.truncate(before);
            diags.extend(d.split_chained());
            false
        }
    }
}

/// The dialects' checks of `op`'s discardable attributes named after them, in the attributes'
/// order: the first failure, with the op whose «see current operation» note it takes.
fn dialect_attribute_checks(
    ir: &Ir,
    op: OpId,
    data: &Operation,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    for attr in &data.attributes[..] {
        if let Some(dialect) = ir.attribute_verifier(attr.name.as_bytes())
            && let Some(hook) = dialect.verify_operation_attribute
        {
            hook(ir, op, attr)?;
        }
    }
    Ok(())
}

/// What the walk carries: how the verifier's diagnostics print an op (with its locations under
/// `--mlir-print-debuginfo`), the dominance scratch of its thread, how many threads it may use.
#[derive(Clone, Copy)]
struct Notes<'a> {
    locations: Option<&'a (dyn OffsetResolver + Sync)>,
    /// The dominance check's scratch, shared by the checks of nested isolated ops on one thread.
    dominance: &'a RefCell<DomScratch>,
    /// The symbol users the walk has entered (ops whose definition implements
    /// `SymbolUserOpInterface`), on this thread: a symbol table's exit checks those entered
    /// since its own entrance and takes them off ([`verify_symbol_table`]).
    symbol_users: &'a RefCell<Vec<OpId>>,
    /// How many threads the isolated ops nested here may be verified on: 0 as many as the
    /// machine has ([`machine_threads`](crate::threads::machine_threads), asked only when there is enough work), 1 on a worker
    /// (its nested isolated ops are verified on it).
    threads: usize,
    /// How many ops the isolated ops nested in an op must hold to be verified on several
    /// threads ([`MIN_PARALLEL_OPS`]; the tests lower it).
    min_parallel_ops: usize,
    /// The op whose dialect attribute checks run on another thread
    /// ([`verify_beside_attribute_checks`]), skipped on its entrance.
    attribute_checks_apart: Option<OpId>,
    /// Called with each nested isolated-from-above op verified without a failure, on the
    /// thread that verified it, with that thread's index ([`verify_calling`]).
    verified: Option<&'a (dyn Fn(usize, OpId) + Sync)>,
    /// The index of this thread among those verifying (0: the calling thread).
    worker: usize,
}

impl Notes<'_> {
    /// The note MLIR's `Operation::emitError` attaches (see [`current_operation_note`]).
    fn current_operation(self, ir: &Ir, op: OpId) -> Diagnostic {
        let text = self.print_op(ir, op);
        operation_note(ir, op, &text)
    }

    /// The op in generic form with local scope.
    fn print_op(self, ir: &Ir, op: OpId) -> String {
        let locations = self
            .locations
            .map(|l| LocationPrinting::new(Some(l as &dyn OffsetResolver)));
        print_op_to_string_with(ir, op, true, locations.as_ref())
    }
}

/// The note MLIR's `Operation::emitError` attaches: the op in generic form (on a new line when it
/// spans several lines).
///
/// Under `--mlir-print-debuginfo`, the verifier and `rods-opt` print the op again with its
/// locations ([`show_locations_in_notes`]), as MLIR prints it with the command line's printing
/// flags.
pub fn current_operation_note(ir: &Ir, op: OpId) -> Diagnostic {
    let mut note = operation_note(ir, op, &print_op_generic_to_string(ir, op));
    note.shows_op = Some(op);
    note
}

/// Prints the ops of the «see current operation» notes in `diags` made without locations
/// ([`current_operation_note`]) again, with their locations (offsets resolved by `locations`).
pub fn show_locations_in_notes(
    ir: &Ir,
    diags: &mut [Diagnostic],
    locations: &(dyn OffsetResolver + Sync),
) {
    let printing = LocationPrinting::new(Some(locations as &dyn OffsetResolver));
    let mut pending: Vec<&mut Diagnostic> = diags.iter_mut().collect();
    while let Some(d) = pending.pop() {
        if let Some(op) = d.shows_op.take() {
            d.message =
                operation_note_message(&print_op_to_string_with(ir, op, true, Some(&printing)));
        }
        pending.extend(d.notes.iter_mut());
    }
}

fn operation_note(ir: &Ir, op: OpId, text: &str) -> Diagnostic {
    Diagnostic::new(
        Severity::Note,
        ir.op_loc(op).into_owned(),
        operation_note_message(text),
    )
}

/// The message of [`operation_note`] for the op printed as `text`.
fn operation_note_message(text: &str) -> String {
    let sep = if text.contains('\n') { "\n" } else { "" };
    format!("{CURRENT_OPERATION} {sep}{text}")
}

/// `op->emitError(msg)` as MLIR's verifier reports it: MSG at the op, with the «see current
/// operation» note.
fn error_with_op_note(
    ir: &Ir,
    notes: Notes<'_>,
    op: OpId,
    message: impl Into<String>,
) -> Diagnostic {
    let mut d = Diagnostic::error(ir.op_loc(op).into_owned(), message);
    d.notes.push(notes.current_operation(ir, op));
    d
}

/// `op->emitOpError(msg)` as MLIR's verifier reports it: [`emit_op_error`](crate::ods::emit_op_error)
/// (`'NAME' op MSG`) with the «see current operation» note.
fn op_error_with_op_note(ir: &Ir, notes: Notes<'_>, op: OpId, message: &str) -> Diagnostic {
    let mut d = crate::ods::emit_op_error(ir, op, message);
    d.notes.push(notes.current_operation(ir, op));
    d
}

/// Whether `op` is isolated from above and has regions (then it is verified on its own).
fn is_isolated_with_regions(ir: &Ir, op: OpId) -> bool {
    let data = ir.op(op);
    data.name
        .def()
        .is_some_and(|d| d.traits.isolated_from_above)
        && !data.regions().is_empty()
}

/// What the dominance check keeps across the whole verification: the ops whose walk is done
/// (a use in the same block needs its definition done before it), and each block's position in
/// its multi-block region (the dominator tree's node).
#[derive(Default)]
struct DomScratch {
    done: Vec<u64>,
    block_index: Vec<u32>,
    /// The buffers the dominator trees are built in.
    work: DomWork,
}

impl DomScratch {
    /// Room for a bit per op of `ir`.
    fn reserve(&mut self, ir: &Ir) {
        let words = ir.num_ops().div_ceil(64);
        if self.done.len() < words {
            self.done.resize(words, 0);
        }
    }

    fn mark_done(&mut self, op: OpId) {
        let i = op.0 as usize;
        if let Some(w) = self.done.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    fn is_done(&self, op: OpId) -> bool {
        let i = op.0 as usize;
        self.done
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// The position of `b` in `region` (numbering the region's blocks on first need).
    fn index_in(&mut self, ir: &Ir, region: RegionId, b: BlockId) -> Option<usize> {
        let blocks = &ir.region(region).blocks;
        let i = self.block_index.get(b.0 as usize).map(|i| *i as usize);
        if let Some(i) = i
            && blocks.get(i) == Some(&b)
        {
            return Some(i);
        }
        self.number(ir, region);
        let i = *self.block_index.get(b.0 as usize)? as usize;
        (blocks.get(i) == Some(&b)).then_some(i)
    }

    /// Records each block's position in `region`.
    fn number(&mut self, ir: &Ir, region: RegionId) {
        for (i, b) in ir.region(region).blocks.iter().enumerate() {
            let at = b.0 as usize;
            if self.block_index.len() <= at {
                self.block_index.resize(at + 1, u32::MAX);
            }
            self.block_index[at] = i as u32;
        }
    }

    /// The dominator tree of a region with several blocks.
    fn tree(&mut self, ir: &Ir, region: RegionId) -> DomTree {
        self.number(ir, region);
        let blocks = &ir.region(region).blocks;
        let DomScratch {
            block_index, work, ..
        } = self;
        DomTree::of_region_in(work, ir, region, |b| {
            let i = *block_index.get(b.0 as usize)? as usize;
            (blocks.get(i) == Some(&b)).then_some(i)
        })
    }
}

/// MLIR's `hasSSADominance` of region #`index` of `op`: a region with several blocks always; a
/// single-block region unless its op is unregistered (which may be a graph region) or declares
/// it a graph region (`RegionKindInterface`, `builtin.module`).
fn has_ssa_dominance(ir: &Ir, op: OpId, index: usize, region: RegionId) -> bool {
    if ir.region(region).blocks.len() > 1 {
        return true;
    }
    match ir.op(op).name.def() {
        None => false,
        Some(def) => def
            .region_kind
            .is_none_or(|kind| kind(index) == RegionKind::SsaCfg),
    }
}

/// MLIR's `verifyDominanceOfContainedRegions`, made during the structural walk of
/// [`verify_op_and_children`] (each op's operands as the walk reaches it): in each reachable
/// block of the root's regions and of the regions nested in them (not inside nested
/// isolated-from-above ops, which are checked on their own), every operand's definition
/// properly dominates its use. In an SSA-CFG region a definition in the same block comes
/// first, one in another block is in a block that dominates the use's; a use in a nested
/// region counts at its ancestor op in the definition's region (which must enclose the use:
/// `"x.a"(%x)` before `"x.b"() ({^bb0(%x: i64): …})` fails); in a graph region order does not
/// matter. A dominator tree is built only for a region of several blocks where a use is in
/// another block than its definition, not the entry block, or where a use fails (it is fine
/// in an unreachable block). The first failure is kept, and reported when the structural
/// checks, which MLIR runs first over the whole nest, have passed ([`exit_root`]).
#[derive(Default)]
struct Dominance {
    /// The first use found not dominated by its definition: the op and the operand's index.
    failed: Option<(OpId, usize)>,
    /// Whether an operand may be defined outside the root's regions (or is unlinked), or was
    /// not looked at: false says the root is isolated from above.
    outside: bool,
}

impl Dominance {
    /// The check of `op`'s operands, `op` being in the current block of the last of `frames`
    /// (the regions entered, innermost last, each at the block holding the op).
    #[inline]
    fn check(&mut self, ir: &Ir, frames: &mut [WalkFrame<'_>], scratch: &mut DomScratch, op: OpId) {
        for (i, v) in ir.op(op).operands.iter().enumerate() {
            if properly_dominates(ir, frames, scratch, &mut self.outside, *v) {
                continue;
            }
            // Uses in an unreachable block are not checked.
            let reachable = frames
                .last_mut()
                .is_none_or(|top| top.reachable(ir, scratch));
            if reachable {
                self.failed = Some((op, i));
            } else {
                // The op's other operands are not looked at.
                self.outside = true;
            }
            return;
        }
    }
}

/// MLIR's `DominanceInfo::properlyDominates(Value, Operation*)` for the op being walked,
/// whose ancestors in each region are the frames' current blocks and ops. Sets `outside` when
/// `v` is not defined inside the walk's root (or is unlinked).
#[inline]
fn properly_dominates(
    ir: &Ir,
    frames: &mut [WalkFrame<'_>],
    scratch: &mut DomScratch,
    outside: &mut bool,
    v: Value,
) -> bool {
    let (def_block, def_op) = match ir.value(v).def() {
        ValueDef::OpResult(op, _) => match ir.op(op).parent() {
            Some(b) => (b, Some(op)),
            // An unlinked definition: left to region isolation's check.
            None => {
                *outside = true;
                return true;
            }
        },
        ValueDef::BlockArg(b, _) => (b, None),
    };
    // The common case first: a definition in the use's own block.
    if let Some(top) = frames.last()
        && top.current == def_block
    {
        return same_block(top, scratch, def_op);
    }
    let Some(def_region) = ir.block(def_block).parent else {
        *outside = true;
        return true;
    };
    // The use's ancestor in the definition's region; none: the definition does not enclose it.
    let Some(frame) = frames.iter_mut().rev().find(|f| f.region_id == def_region) else {
        *outside = true;
        return false;
    };
    if frame.current == def_block {
        return same_block(frame, scratch, def_op);
    }
    // The entry block dominates every block of its region (an unreachable one too).
    if frame.blocks.first() == Some(&def_block) {
        return true;
    }
    let Some(def_index) = scratch.index_in(ir, def_region, def_block) else {
        return false;
    };
    let use_index = frame.block.unwrap_or(0);
    frame
        .tree(ir, scratch)
        .properly_dominates(def_index, use_index)
}

/// Whether a definition in `frame`'s current block dominates the op the walk is at (or inside):
/// a block argument dominates its block; an op what follows it (in a graph region, its whole
/// block, itself included).
#[inline]
fn same_block(frame: &WalkFrame<'_>, scratch: &DomScratch, def_op: Option<OpId>) -> bool {
    match def_op {
        None => true,
        Some(d) => !frame.ssa || scratch.is_done(d),
    }
}

/// MLIR's `diagnoseInvalidOperandDominance`: the error and a note on where operand #`operand`
/// of `op` is defined, relative to `op`'s block and region.
#[cold]
fn invalid_operand_dominance(ir: &Ir, notes: Notes<'_>, op: OpId, operand: usize) -> Diagnostic {
    let mut d = error_with_op_note(
        ir,
        notes,
        op,
        format!("operand #{operand} does not dominate this use"),
    );
    let v = ir.op(op).operands[operand];
    let use_block = ir.op(op).parent();
    let use_region = use_block.and_then(|b| ir.block(b).parent);
    let (def_block, def_op) = match ir.value(v).def() {
        ValueDef::OpResult(def, _) => (ir.op(def).parent(), Some(def)),
        ValueDef::BlockArg(b, _) => (Some(b), None),
    };
    let def_region = def_block.and_then(|b| ir.block(b).parent);
    let relation = match (use_region, def_region) {
        (Some(u), Some(r)) if u == r => "the same region",
        (Some(u), Some(r)) if region_is_ancestor(ir, r, u) => "a parent region",
        (Some(u), Some(r)) if region_is_ancestor(ir, u, r) => "a child region",
        _ => "",
    };
    let note = match def_op {
        Some(def) => {
            let relation = if use_block == def_block {
                "op in the same block".to_string()
            } else if relation.is_empty() {
                "op is neither in a parent nor in a child region".to_string()
            } else {
                format!("op in {relation}")
            };
            Diagnostic::new(
                Severity::Note,
                ir.op_loc(def).into_owned(),
                format!("operand defined here ({relation})"),
            )
        }
        None => {
            let owner = def_region.and_then(|r| ir.region(r).parent);
            let loc = owner.map(|o| ir.op_loc(o).into_owned()).unwrap_or_default();
            let index = match (def_region, def_block) {
                (Some(r), Some(b)) => ir.region(r).blocks.iter().position(|x| *x == b),
                _ => None,
            };
            let text = match index {
                None => " (block without parent)".to_string(),
                Some(index) if relation.is_empty() => format!(
                    "operand defined as a block argument (block #{index} neither in a parent nor in a child region)"
                ),
                Some(index) => {
                    format!("operand defined as a block argument (block #{index} in {relation})")
                }
            };
            Diagnostic::new(Severity::Note, loc, text)
        }
    };
    d.notes.push(note);
    d
}

/// One op whose regions [`verify_op_and_children`] walks: where the walk is in them.
struct WalkFrame<'a> {
    op: OpId,
    regions: &'a [RegionId],
    /// The region being walked (its index and id) and its blocks.
    region: usize,
    region_id: RegionId,
    /// (Borrowed, but for a region of more than 512 blocks.)
    blocks: std::borrow::Cow<'a, [BlockId]>,
    /// The block being walked (`None` before the first; its index and id), its ops still to
    /// come.
    block: Option<usize>,
    current: BlockId,
    ops: crate::ir::OrderedIter<'a, OpId>,
    /// Whether the region obeys SSA dominance (MLIR's `hasSSADominance`).
    ssa: bool,
    /// The region's dominator tree, built when a dominance query needs it (a region of several
    /// blocks).
    tree: Option<DomTree>,
    /// Where the op's directly nested isolated ops start in the walk's list of them.
    isolated: usize,
    /// Which regions hold an op with successors ([`region_bit`]).
    successors: u64,
    /// Where the symbol users entered inside the op start in [`Notes::symbol_users`].
    symbol_users: usize,
}

impl<'a> WalkFrame<'a> {
    fn new(
        ir: &'a Ir,
        op: OpId,
        data: &'a Operation,
        isolated: usize,
        successors: u64,
        symbol_users: usize,
    ) -> Self {
        let mut frame = WalkFrame {
            op,
            regions: data.regions(),
            region: 0,
            region_id: RegionId(u32::MAX),
            blocks: std::borrow::Cow::Borrowed(&[]),
            block: None,
            current: BlockId(u32::MAX),
            ops: Default::default(),
            ssa: false,
            tree: None,
            isolated,
            successors,
            symbol_users,
        };
        if let Some(region) = frame.regions.first().copied() {
            frame.enter_region(ir, region);
        }
        frame
    }

    /// The walk is at region #`self.region`, `region`.
    fn enter_region(&mut self, ir: &'a Ir, region: RegionId) {
        self.region_id = region;
        self.blocks = ir.region(region).blocks.contiguous();
        self.ssa = has_ssa_dominance(ir, self.op, self.region, region);
        self.tree = None;
    }

    /// Whether the current region holds an op with successors.
    fn has_successors(&self) -> bool {
        self.successors & region_bit(self.region) != 0
    }

    /// The block after the current one, in this region or the next ones.
    fn next_block(&mut self, ir: &'a Ir) -> Option<BlockId> {
        let mut next = self.block.map_or(0, |i| i + 1);
        loop {
            if let Some(b) = self.blocks.get(next).copied() {
                self.block = Some(next);
                self.current = b;
                return Some(b);
            }
            self.region += 1;
            let region = *self.regions.get(self.region)?;
            self.enter_region(ir, region);
            next = 0;
        }
    }

    /// The current region's dominator tree.
    fn tree(&mut self, ir: &Ir, scratch: &mut DomScratch) -> &DomTree {
        self.tree
            .get_or_insert_with(|| scratch.tree(ir, self.region_id))
    }

    /// Whether the current block is reachable from the region's entry.
    fn reachable(&mut self, ir: &Ir, scratch: &mut DomScratch) -> bool {
        let block = self.block.unwrap_or(0);
        block == 0 || self.tree(ir, scratch).is_reachable(block)
    }
}

/// MLIR's `verifyOpAndDominance`: the structural walk, with the dominance check of the
/// contained regions ([`Dominance`]) riding on it, reported when the structure passed.
/// Recursion happens only at isolated-from-above ops (its frame kept small: the checks are out
/// of line); the walk in between keeps a frame per op with regions (an op without regions is
/// checked on entrance and on exit at once), and collects the directly nested isolated ops of
/// each for its exit.
fn verify_op_and_children(
    ir: &Ir,
    notes: Notes<'_>,
    root: OpId,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let mut isolated: Vec<OpId> = Vec::new();
    let mut frames: Vec<WalkFrame<'_>> = Vec::new();
    let mut dominance = Dominance::default();
    if !enter_op(ir, notes, root, &mut frames, 0, diags) {
        return false;
    }
    // Borrowed but while the nested isolated ops are verified (with the same scratch).
    let mut scratch = notes.dominance.borrow_mut();
    scratch.reserve(ir);
    while let Some(frame) = frames.last_mut() {
        if let Some(op) = frame.ops.next().copied() {
            let nested_isolated = is_isolated_with_regions(ir, op);
            if dominance.failed.is_none() {
                dominance.check(ir, &mut frames, &mut scratch, op);
            }
            if nested_isolated || ir.op(op).regions().is_empty() {
                scratch.mark_done(op);
            }
            if nested_isolated {
                isolated.push(op);
            } else if !enter_op(ir, notes, op, &mut frames, isolated.len(), diags) {
                return false;
            }
            continue;
        }
        match next_block(ir, notes, frame, diags) {
            Some(true) => continue,
            Some(false) => return false,
            None => {}
        }
        // The op's regions are done: its nested isolated ops, then its exit checks (the
        // root's with its dominance).
        let (op, start, users) = (frame.op, frame.isolated, frame.symbol_users);
        frames.pop();
        scratch.mark_done(op);
        drop(scratch);
        let ok = verify_nested_isolated(ir, notes, &isolated[start..], diags)
            && if frames.is_empty() {
                exit_root(ir, notes, op, users, &dominance, diags)
            } else {
                verify_op_on_exit(ir, notes, op, false, users, diags)
            };
        scratch = notes.dominance.borrow_mut();
        isolated.truncate(start);
        if !ok {
            return false;
        }
    }
    true
}

/// The exit checks of the walk's root with regions, then its dominance's failure, if any: when
/// the dominance check found every operand defined inside the root, the root's
/// `IsolatedFromAbove` check has nothing to find and is skipped (its answer, and the order of
/// the diagnostics, are those of running the checks in MLIR's order).
#[inline(never)]
fn exit_root(
    ir: &Ir,
    notes: Notes<'_>,
    root: OpId,
    symbol_users: usize,
    dominance: &Dominance,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let isolated = dominance.failed.is_none() && !dominance.outside;
    if !verify_op_on_exit(ir, notes, root, isolated, symbol_users, diags) {
        return false;
    }
    match dominance.failed {
        None => true,
        Some((op, operand)) => {
            diags.push(invalid_operand_dominance(ir, notes, op, operand));
            false
        }
    }
}

/// The walk enters `op`: its entrance checks, then a frame for its regions, or at once its exit
/// checks when it has none. False when a check failed (its diagnostics pushed).
#[inline(never)]
fn enter_op<'a>(
    ir: &'a Ir,
    notes: Notes<'_>,
    op: OpId,
    frames: &mut Vec<WalkFrame<'a>>,
    isolated: usize,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let data = ir.op(op);
    let successors = match verify_op_on_entrance(ir, notes, op, data) {
        Ok(successors) => successors,
        Err(d) => {
            // A verifier's chained errors (`Diagnostic::chained`) are separate diagnostics.
            diags.extend(d.split_chained());
            return false;
        }
    };
    // A symbol user is noted for the symbol table above it (its definition is in the cache:
    // the entrance checks read it).
    if let Some(def) = data.name.def()
        && def.verify_symbol_uses.is_some()
    {
        notes.symbol_users.borrow_mut().push(op);
    }
    let symbol_users = || notes.symbol_users.borrow().len();
    if data.regions().is_empty() {
        return !has_exit_checks(data)
            || verify_op_on_exit(ir, notes, op, false, symbol_users(), diags);
    }
    frames.push(WalkFrame::new(
        ir,
        op,
        data,
        isolated,
        successors,
        symbol_users(),
    ));
    true
}

/// The frame's block is done: its exit checks, then the next block's entrance. `Some(true)`:
/// the walk goes on in that block; `None`: the op's regions are done; `Some(false)`: a check
/// failed (its diagnostics pushed).
#[inline(never)]
fn next_block<'a>(
    ir: &'a Ir,
    notes: Notes<'_>,
    frame: &mut WalkFrame<'a>,
    diags: &mut Vec<Diagnostic>,
) -> Option<bool> {
    if let Some(i) = frame.block
        && let Some(b) = frame.blocks.get(i)
        && !verify_block_on_exit(ir, notes, *b, frame.has_successors(), diags)
    {
        return Some(false);
    }
    let b = frame.next_block(ir)?;
    if let Err(d) = verify_block_on_entrance(ir, notes, b, frame.has_successors()) {
        diags.extend(d.split_chained());
        return Some(false);
    }
    frame.ops = ir.block(b).ops.iter();
    Some(true)
}

/// The directly nested isolated-from-above ops of an op: each verified on its own
/// ([`verify_op_and_children`]), every failure reported, in op order; on several threads when
/// `notes` allows them and there is enough work.
#[inline(never)]
fn verify_nested_isolated(
    ir: &Ir,
    notes: Notes<'_>,
    ops: &[OpId],
    diags: &mut Vec<Diagnostic>,
) -> bool {
    if ops.len() >= 2 && notes.threads != 1 && enough_work(ir, ops, notes.min_parallel_ops) {
        let threads = match notes.threads {
            0 => machine_threads(),
            n => n,
        };
        if threads > 1 {
            return verify_in_parallel(ir, Notes { threads, ..notes }, ops, diags);
        }
    }
    if ops.is_empty() {
        return true;
    }
    // Isolated ops nested in isolated ops recurse: one level deeper, on a fresh stack
    // segment when this one runs low.
    crate::threads::ensure_sufficient_stack(|| {
        let mut ok = true;
        for op in ops {
            ok &= verify_isolated(ir, notes, *op, diags);
        }
        ok
    })
}

/// [`verify_op_and_children`] of a nested isolated op, then, when it passed,
/// [`Notes::verified`] of it.
fn verify_isolated(ir: &Ir, notes: Notes<'_>, op: OpId, diags: &mut Vec<Diagnostic>) -> bool {
    let ok = verify_op_and_children(ir, notes, op, diags);
    if ok && let Some(verified) = notes.verified {
        verified(notes.worker, op);
    }
    ok
}

/// Ops below which the isolated ops nested in one op are verified on one thread: starting a
/// thread costs about as much as verifying a few hundred ops.
const MIN_PARALLEL_OPS: usize = 1024;

/// Whether the blocks of `ops`' regions hold at least `min_ops` ops (their top level only: a
/// cheap estimate).
fn enough_work(ir: &Ir, ops: &[OpId], min_ops: usize) -> bool {
    let mut n = 0;
    for op in ops {
        for r in ir.op(*op).regions() {
            for b in &ir.region(*r).blocks {
                n += ir.block(*b).ops.len();
                if n >= min_ops {
                    return true;
                }
            }
        }
    }
    n >= min_ops
}

/// [`verify_nested_isolated`] on up to `notes.threads` threads (this one included): each takes
/// the next op not yet taken, verifies it (its own nested isolated ops on the same thread) and
/// keeps the diagnostics of those that fail, which are then reported in op order: the same
/// diagnostics as one thread gives.
#[inline(never)]
fn verify_in_parallel(
    ir: &Ir,
    notes: Notes<'_>,
    ops: &[OpId],
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let workers = notes.threads.min(ops.len());
    // Ops are taken a run of neighbours at a time: threads working on neighbouring ops share
    // cache lines (of the counter, of the tables `notes.verified` fills), and a run keeps
    // that to its ends. About 32 runs per thread keep the threads about equally busy.
    let run = (ops.len() / (workers * 32)).clamp(1, 64);
    let next = AtomicUsize::new(0);
    let work = |worker: usize| {
        let dominance = RefCell::default();
        let symbol_users = RefCell::default();
        let notes = Notes {
            dominance: &dominance,
            symbol_users: &symbol_users,
            threads: 1,
            worker,
            ..notes
        };
        let mut failures: Vec<(usize, Vec<Diagnostic>)> = Vec::new();
        loop {
            let start = next.fetch_add(run, Ordering::Relaxed);
            let Some(taken) = ops.get(start..(start + run).min(ops.len())) else {
                break;
            };
            for (i, op) in (start..).zip(taken) {
                let mut found = Vec::new();
                if !verify_isolated(ir, notes, *op, &mut found) {
                    failures.push((i, found));
                }
            }
        }
        (failures, symbol_users.into_inner())
    };
    // Each thread's symbol users go to the symbol table above (their order does not matter:
    // see `verify_found_symbol_users`).
    let mut failures = Vec::new();
    for (found, users) in crate::threads::on_threads(workers, work) {
        failures.extend(found);
        notes.symbol_users.borrow_mut().extend(users);
    }
    failures.sort_unstable_by_key(|(i, _)| *i);
    let ok = failures.is_empty();
    for (_, found) in failures {
        diags.extend(found);
    }
    ok
}

/// MLIR's `verifyOnEntrance`. `Ok`: a mask of the op's regions that hold an op with successors
/// ([`region_bit`]). Inlined into the walk's [`enter_op`] (its other caller, the verification
/// without recursion, is rare).
#[inline(always)]
fn verify_op_on_entrance(
    ir: &Ir,
    notes: Notes<'_>,
    op: OpId,
    data: &Operation,
) -> Result<u64, Diagnostic> {
    // The dialects' checks of the discardable attributes named after them, before the op's own
    // verifier (MLIR's `verifyOnEntrance`).
    if ir.may_have_dialect_attributes()
        && !data.attributes.is_empty()
        && notes.attribute_checks_apart != Some(op)
        && let Err((at, mut d)) = dialect_attribute_checks(ir, op, data)
    {
        if let Some(at) = at {
            insert_op_note(&mut d, notes.current_operation(ir, at));
        }
        return Err(d);
    }
    if let Some(def) = data.name.def() {
        let checked = if !ir.is_verified(op) {
            (def.verify)(ir, op)
        } else if def.traits.symbol {
            // Verified as it was parsed, before it was in its block: all but the check of its
            // parent, which found none then (the last of a symbol's checks in MLIR's order).
            crate::ods::verify_symbol_parent(ir, op)
        } else {
            Ok(())
        };
        if let Err(mut d) = checked {
            insert_op_note(&mut d, notes.current_operation(ir, op));
            return Err(d);
        }
    }
    if data.regions().is_empty() {
        return Ok(0);
    }
    let mut successors = 0;
    let region_kind = data.name.def().and_then(|d| d.region_kind);
    for (i, r) in data.regions().iter().enumerate() {
        // A registered op's graph region has at most one block (MLIR limits them so).
        if let Some(kind) = region_kind
            && kind(i) == RegionKind::Graph
            && ir.region(*r).blocks.len() > 1
        {
            return Err(op_error_with_op_note(
                ir,
                notes,
                op,
                &format!("expects graph region #{i} to have 0 or 1 blocks"),
            ));
        }
        let Some(entry) = ir.region(*r).blocks.first() else {
            continue;
        };
        let (predecessors, any) = scan_successors(ir, *entry);
        if predecessors {
            return Err(Diagnostic::error(
                ir.op_loc(op).into_owned(),
                "entry block of region may not have predecessors",
            ));
        }
        if any || ir.block(*entry).parent != Some(*r) {
            successors |= region_bit(i);
        }
    }
    Ok(successors)
}

/// Bit of region #`index` in a [`verify_op_on_entrance`] mask (regions past 63 share the last).
fn region_bit(index: usize) -> u64 {
    1 << index.min(63)
}

/// Whether any op in the region of `entry` branches to it, and whether any op there has
/// successors (without one, the block checks of successors have nothing to find).
fn scan_successors(ir: &Ir, entry: BlockId) -> (bool, bool) {
    let Some(region) = ir.block(entry).parent else {
        return (false, false);
    };
    let mut any = false;
    for b in &ir.region(region).blocks {
        for op in &ir.block(*b).ops {
            let successors = ir.op(*op).successors();
            if !successors.is_empty() {
                any = true;
                if successors.contains(&entry) {
                    return (true, true);
                }
            }
        }
    }
    (false, any)
}

/// MLIR's `mayBeValidWithoutTerminator`: a block alone in its region, under an op that may
/// have no terminator (any unregistered op, or a registered `NoTerminator` op).
fn may_be_valid_without_terminator(ir: &Ir, block: BlockId) -> bool {
    let Some(region) = ir.block(block).parent else {
        return true;
    };
    let region = ir.region(region);
    if region.blocks.len() != 1 {
        return false;
    }
    match region.parent {
        None => true,
        Some(op) => might_have_no_terminator(&ir.op(op).name),
    }
}

fn might_have_no_terminator(name: &OperationName) -> bool {
    name.def().is_none_or(|d| d.traits.no_terminator)
}

/// The checks of block `b` before its ops' (`successors`: an op in its region has successors).
fn verify_block_on_entrance(
    ir: &Ir,
    notes: Notes<'_>,
    b: BlockId,
    successors: bool,
) -> Result<(), Diagnostic> {
    let block = ir.block(b);
    let Some(last) = block.ops.last() else {
        if may_be_valid_without_terminator(ir, b) {
            return Ok(());
        }
        // Reported at the region's location, i.e. its parent op's.
        let loc = block
            .parent
            .and_then(|r| ir.region(r).parent)
            .map(|op| ir.op_loc(op).into_owned())
            .unwrap_or_default();
        return Err(Diagnostic::error(
            loc,
            "empty block: expect at least a terminator",
        ));
    };
    // Only the last op may have successors: `"d.br"()[^bb1]` followed by another op fails.
    // MLIR checks this for the whole block on entrance, before any op's `Terminator` trait.
    if !successors {
        return Ok(());
    }
    for op in &block.ops {
        if op != last && !ir.op(*op).successors().is_empty() {
            return Err(error_with_op_note(
                ir,
                notes,
                *op,
                "operation with block successors must terminate its parent block",
            ));
        }
    }
    // A terminator that does not end its block is reported by its own verifier
    // (`ods::verify_is_terminator`, MLIR's `IsTerminator` trait), in trait order.
    Ok(())
}

/// The checks of block `b` after its ops' (`successors`: an op in its region has successors).
fn verify_block_on_exit(
    ir: &Ir,
    notes: Notes<'_>,
    b: BlockId,
    successors: bool,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let block = ir.block(b);
    if successors && let Some(last) = block.ops.last() {
        // Successors must be blocks of the same region.
        if ir
            .op(*last)
            .successors()
            .iter()
            .any(|s| ir.block(*s).parent != block.parent)
        {
            diags.push(op_error_with_op_note(
                ir,
                notes,
                *last,
                "branching to block of a different region",
            ));
            return false;
        }
    }
    if may_be_valid_without_terminator(ir, b) {
        return true;
    }
    if let Some(last) = block.ops.last() {
        // Unregistered ops might be terminators; registered ops are when they have the
        // `Terminator` trait.
        if ir
            .op(*last)
            .name
            .def()
            .is_some_and(|d| !d.traits.terminator)
        {
            let text = notes.print_op(ir, *last);
            let sep = if text.contains('\n') { "\n" } else { "" };
            let mut d = Diagnostic::error(
                ir.op_loc(*last).into_owned(),
                format!("block with no terminator, has {sep}{text}"),
            );
            d.notes.push(notes.current_operation(ir, *last));
            diags.push(d);
            return false;
        }
    }
    true
}

/// The checks of `op` once the ops in its regions passed (and its nested isolated ops): its
/// region invariants (`isolated`: it is known to be isolated from above), or that a builtin op
/// is known.
/// Whether [`verify_op_on_exit`] has anything to check on `op`: region invariants (most ops
/// have none), or an unregistered op's dialect.
#[inline]
fn has_exit_checks(op: &Operation) -> bool {
    match op.name.def() {
        Some(def) => {
            def.traits.implicit_terminator.is_some()
                || def.traits.isolated_from_above
                || def.traits.symbol_table
                || def.verify_regions.is_some()
        }
        None => op.name.as_str().starts_with("builtin."),
    }
}

fn verify_op_on_exit(
    ir: &Ir,
    notes: Notes<'_>,
    op: OpId,
    isolated: bool,
    symbol_users: usize,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let data = ir.op(op);
    match data.name.def() {
        // Most ops have no region invariant: no call.
        Some(def)
            if def.traits.implicit_terminator.is_none()
                && !def.traits.isolated_from_above
                && !def.traits.symbol_table
                && def.verify_regions.is_none() =>
        {
            true
        }
        Some(def) => match verify_region_invariants(ir, notes, op, def, isolated, symbol_users) {
            Ok(()) => true,
            Err(d) => {
                diags.extend(d.split_chained());
                false
            }
        },
        None => {
            // A registered dialect does not accept unknown ops (`builtin.foo`).
            if data.name.as_str().starts_with("builtin.") {
                diags.push(error_with_op_note(
                    ir,
                    notes,
                    op,
                    format!(
                        "unregistered operation '{}' found in dialect ('builtin') that does not allow unknown operations",
                        data.name.as_str()
                    ),
                ));
                return false;
            }
            true
        }
    }
}

/// Attaches the «see current operation» note to an op verifier's error: the (last) error is an
/// `emitOpError`, so the note comes first among that error's notes (after the errors chained
/// before it). An error a verifier reported at another op carries that op's note already
/// ([`current_operation_note`], as `gpu.launch`'s region verifier reports a wrong terminator
/// at the terminator): it gets no second one.
fn insert_op_note(d: &mut Diagnostic, note: Diagnostic) {
    if d.notes
        .iter()
        .any(|n| n.severity == Severity::Note && n.message.starts_with("see current operation: "))
    {
        return;
    }
    let last_error = d
        .notes
        .iter()
        .rposition(|n| n.severity == Severity::Error)
        .map_or(0, |i| i + 1);
    // A verifier that reported on another op (`nestedOp->emitError(…)`) attached that op's
    // note already (`current_operation_note`).
    if d.notes[last_error..]
        .iter()
        .any(|n| n.severity == Severity::Note && n.message.starts_with(CURRENT_OPERATION))
    {
        return;
    }
    d.notes.insert(last_error, note);
}

/// The start of the «see current operation» note.
const CURRENT_OPERATION: &str = "see current operation:";

/// MLIR's `verifyRegionInvariants`, once the ops in `op`'s regions are verified: the region
/// traits, in MLIR's order (the structural `SingleBlockImplicitTerminator` first), then the
/// op's own `verifyRegions`; `isolated`: the op is known to be isolated from above (the check
/// is skipped). Out of line: the walk recurses through its caller.
#[inline(never)]
fn verify_region_invariants(
    ir: &Ir,
    notes: Notes<'_>,
    op: OpId,
    def: &OpDef,
    isolated: bool,
    symbol_users: usize,
) -> Result<(), Diagnostic> {
    let with_op_note = |mut d: Diagnostic| {
        insert_op_note(&mut d, notes.current_operation(ir, op));
        d
    };
    if let Some(terminator) = def.traits.implicit_terminator {
        crate::ods::verify_implicit_terminator(ir, op, terminator).map_err(with_op_note)?;
    }
    if def.traits.isolated_from_above && !isolated {
        verify_isolation(ir, notes, op)?;
    }
    if def.traits.symbol_table {
        verify_symbol_table(ir, notes, op, symbol_users)?;
    }
    if let Some(verify_regions) = def.verify_regions {
        verify_regions(ir, op).map_err(with_op_note)?;
    }
    Ok(())
}

/// The block an op or block argument value is defined in.
#[inline]
fn value_block(ir: &Ir, v: Value) -> Option<BlockId> {
    match ir.value(v).def() {
        ValueDef::OpResult(op, _) => ir.op(op).parent(),
        ValueDef::BlockArg(b, _) => Some(b),
    }
}

/// The region an op or block argument value is defined in.
fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block(value_block(ir, v)?).parent
}

/// Whether `ancestor` is `region` or contains it.
fn region_is_ancestor(ir: &Ir, ancestor: RegionId, mut region: RegionId) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        let Some(op) = ir.region(region).parent else {
            return false;
        };
        let Some(block) = ir.op(op).parent() else {
            return false;
        };
        let Some(r) = ir.block(block).parent else {
            return false;
        };
        region = r;
    }
}

/// `IsolatedFromAbove`: no op inside uses a value defined outside (e.g. a module using `%0`
/// from the enclosing module).
fn verify_isolation(ir: &Ir, notes: Notes<'_>, isolated: OpId) -> Result<(), Diagnostic> {
    for region in ir.op(isolated).regions() {
        let mut pending = vec![*region];
        while let Some(r) = pending.pop() {
            for b in &ir.region(r).blocks {
                for op in &ir.block(*b).ops {
                    let data = ir.op(*op);
                    for v in &data.operands {
                        // A definition in the use's block is inside (the common case).
                        if value_block(ir, *v) == Some(*b) {
                            continue;
                        }
                        let Some(def_region) = value_region(ir, *v) else {
                            return Err(error_with_op_note(
                                ir,
                                notes,
                                *op,
                                "operation's operand is unlinked",
                            ));
                        };
                        if !region_is_ancestor(ir, *region, def_region) {
                            let mut d = op_error_with_op_note(
                                ir,
                                notes,
                                *op,
                                "using value defined outside the region",
                            );
                            d.notes.push(Diagnostic::new(
                                Severity::Note,
                                ir.op_loc(isolated).into_owned(),
                                "required by region isolation constraints",
                            ));
                            return Err(d);
                        }
                    }
                    if !is_isolated_with_regions(ir, *op) {
                        pending.extend(data.regions().iter().copied());
                    }
                }
            }
        }
    }
    Ok(())
}

/// `SymbolTable`: one region with one block, symbol names unique in it, then the uses of
/// the symbol users under it (MLIR's `verifySymbolTable`): those the walk entered since its
/// entrance (from `symbol_users` in [`Notes::symbol_users`]), which it takes off.
fn verify_symbol_table(
    ir: &Ir,
    notes: Notes<'_>,
    op: OpId,
    symbol_users: usize,
) -> Result<(), Diagnostic> {
    let users = {
        let mut found = notes.symbol_users.borrow_mut();
        let start = symbol_users.min(found.len());
        found.split_off(start)
    };
    let data = ir.op(op);
    let [region] = data.regions() else {
        return Err(op_error_with_op_note(
            ir,
            notes,
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    };
    let blocks = &ir.region(*region).blocks;
    if blocks.len() != 1 {
        return Err(op_error_with_op_note(
            ir,
            notes,
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    if !blocks.iter().all(|b| ir.symbols_unique(*b)) {
        verify_unique_symbols(ir, notes, blocks)?;
    }
    // The symbol users under the table (`func.call`), each error with its user's note.
    crate::ods::verify_found_symbol_users_on(ir, op, &users, notes.threads).map_err(
        |(user, mut d)| {
            insert_op_note(&mut d, notes.current_operation(ir, user));
            d
        },
    )
}

/// The symbol names of a symbol table's blocks are unique («redefinition of symbol named
/// 'NAME'»).
fn verify_unique_symbols(
    ir: &Ir,
    notes: Notes<'_>,
    blocks: &crate::ir::BlockList,
) -> Result<(), Diagnostic> {
    let ops: usize = blocks.iter().map(|b| ir.block(*b).ops.len()).sum();
    let mut seen: FxHashMap<&[u8], OpId> =
        FxHashMap::with_capacity_and_hasher(ops, Default::default());
    for b in blocks {
        for child in &ir.block(*b).ops {
            let Some(name) = ir.symbol_name(*child) else {
                continue;
            };
            if let Some(first) = seen.get(name.as_bytes()) {
                let text = String::from_utf8_lossy(name.as_bytes());
                let mut d = error_with_op_note(
                    ir,
                    notes,
                    *child,
                    format!("redefinition of symbol named '{text}'"),
                );
                d.notes.push(Diagnostic::new(
                    Severity::Note,
                    ir.op_loc(*first).into_owned(),
                    "see existing symbol definition here",
                ));
                return Err(d);
            }
            seen.insert(name.as_bytes(), *child);
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "verify_tests.rs"]
mod tests;
