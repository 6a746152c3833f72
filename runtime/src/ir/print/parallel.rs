//! Printing the ops of a large block (a module's functions) on several threads: the block's
//! ops are cut into contiguous chunks of about equal size, printed in rounds of one chunk per
//! thread into buffers of their own (the calling thread prints the first chunk of each round
//! straight into its output), then written in order. Names and aliases are computed before
//! printing starts and the rest of a printer's state is either copied (indentation, default
//! dialect, flags) or a cache, so a chunk's text does not depend on the thread printing it,
//! with two exceptions handled here: the resources `dense_resource<…>` attributes refer to
//! (merged in chunk order, which keeps their first-print order) and the numbers of distinct
//! attributes, given in printing order (a chunk that numbered one is printed again in order on
//! the calling thread, and the rest of the block on one thread).

use super::names::NameState;
use super::resource::UsedResources;
use super::{Aliases, FLUSH_AT, LocationPrinting, Printer, Threads};
use crate::ir::{Ir, OffsetResolver, OpId};
use crate::threads::machine_threads;

/// What a module's printer needs to start printers on other threads.
#[derive(Clone, Copy)]
pub(crate) struct Parallel<'a> {
    pub(crate) threads: Threads,
    /// What resolves offsets under `--mlir-print-debuginfo` (each worker makes its own
    /// [`LocationPrinting`] from it).
    pub(crate) source: Option<&'a (dyn OffsetResolver + Sync)>,
    pub(crate) debug_info: bool,
}

/// Chunks per thread a block is cut into: about a `ROUNDS`th of its text is held at once.
const ROUNDS: usize = 16;

/// Whether work on `ops` ops may be shared among threads (at least two, and `ops` at least
/// `threads.min_ops`).
pub(super) fn may_use_threads(threads: Threads, ops: usize) -> bool {
    ops >= threads.min_ops
        && match threads.max {
            0 => machine_threads() >= 2,
            n => n >= 2,
        }
}

/// `a()` on another thread while `b()` runs on this one (both on this one when no thread can
/// be started).
pub(super) fn both<A: Send, B>(a: impl FnOnce() -> A + Send, b: impl FnOnce() -> B) -> (A, B) {
    // Where `a` waits to be taken by the thread that runs it.
    let a = std::sync::Mutex::new(Some(a));
    let take = || a.lock().ok().and_then(|mut a| a.take());
    std::thread::scope(|s| {
        let other = std::thread::Builder::new()
            .stack_size(crate::threads::WORKER_STACK)
            .spawn_scoped(s, || take().map(|a| a()));
        let b = b();
        let a = match other.map(|h| h.join()) {
            Ok(Ok(Some(a))) => a,
            Ok(Err(e)) => std::panic::resume_unwind(e),
            // Not started: run here.
            Ok(Ok(None)) | Err(_) => match take() {
                Some(a) => a(),
                None => unreachable!("`a` is taken once, by the thread that runs it"),
            },
        };
        (a, b)
    })
}

/// An op and the ops directly in its regions: a cheap estimate of what printing it costs.
fn weight(ir: &Ir, op: OpId) -> usize {
    let mut n = 1;
    for r in ir.op(op).regions() {
        for b in &ir.region(*r).blocks {
            n += ir.block(*b).ops.len();
        }
    }
    n
}

/// The state a worker's printer starts from: the calling printer's, between two ops.
struct Start<'a, 'm> {
    ir: &'a Ir,
    names: &'a NameState,
    aliases: &'a Aliases,
    indent: u32,
    generic: bool,
    default_dialect: &'static str,
    depth: u32,
    elide_elements_if_larger: Option<u64>,
    hex_elements_if_larger: i64,
    distinct_ids: &'m rustc_hash::FxHashMap<usize, u64>,
    source: Option<&'a (dyn OffsetResolver + Sync)>,
    debug_info: bool,
}

/// A chunk printed by a worker.
struct Chunk {
    text: Vec<u8>,
    resources: UsedResources,
    /// Whether it numbered a distinct attribute not numbered when the round started (its
    /// text may then be wrong).
    new_distinct: bool,
}

impl Start<'_, '_> {
    /// `ops` printed into a buffer of `capacity` bytes to start with.
    fn print(&self, ops: &[OpId], capacity: usize) -> Chunk {
        let locations = self
            .debug_info
            .then(|| LocationPrinting::new(self.source.map(|s| s as &dyn OffsetResolver)));
        let mut text = Vec::with_capacity(capacity);
        let mut p = Printer::new(
            self.ir,
            &mut text,
            None,
            self.names,
            self.aliases,
            self.generic,
        );
        p.indent = self.indent;
        p.default_dialect = self.default_dialect;
        p.depth = self.depth;
        p.elide_elements_if_larger = self.elide_elements_if_larger;
        p.hex_elements_if_larger = self.hex_elements_if_larger;
        p.distinct_ids = self.distinct_ids.clone();
        p.locations = locations.as_ref();
        p.print_ops(ops);
        let new_distinct = p.distinct_ids.len() > self.distinct_ids.len();
        let resources = std::mem::take(&mut p.used_resources);
        Chunk {
            text,
            resources,
            new_distinct,
        }
    }
}

impl Printer<'_> {
    /// Each op of `ops` on a line of its own at the current indentation.
    pub(super) fn print_ops(&mut self, ops: &[OpId]) {
        for op in ops {
            self.write_indent();
            self.print_full_op(*op);
            self.write_str("\n");
            self.flush_to_sink(FLUSH_AT);
        }
    }

    /// [`Printer::print_ops`] on several threads when this printer may use them and `ops` are
    /// enough work; returns false, having printed nothing, otherwise.
    pub(super) fn print_ops_in_parallel(&mut self, ops: &[OpId]) -> bool {
        let Some(par) = self.parallel else {
            return false;
        };
        if ops.len() < 2 {
            return false;
        }
        let ir = self.ir;
        let weights: Vec<usize> = ops.iter().map(|op| weight(ir, *op)).collect();
        let total: usize = weights.iter().sum();
        if total < par.threads.min_ops {
            return false;
        }
        let threads = match par.threads.max {
            0 => machine_threads(),
            n => n,
        }
        .min(ops.len());
        if threads < 2 {
            return false;
        }
        // Contiguous chunks of about `target` weight.
        let target = total.div_ceil(threads * ROUNDS).max(1);
        let mut chunks: Vec<&[OpId]> = Vec::with_capacity(threads * ROUNDS + 1);
        let (mut start, mut w) = (0, 0);
        for (i, wi) in weights.iter().enumerate() {
            w += wi;
            if w >= target {
                chunks.push(&ops[start..=i]);
                start = i + 1;
                w = 0;
            }
        }
        if start < ops.len() {
            chunks.push(&ops[start..]);
        }
        // Nested blocks are printed on the thread printing their op.
        self.parallel = None;
        let mut parallel = true;
        // The longest chunk text so far: what a worker's buffer starts with.
        let mut capacity = 0;
        for round in chunks.chunks(threads) {
            if parallel {
                parallel = self.print_round(round, par, &mut capacity);
            } else {
                for chunk in round {
                    self.print_ops(chunk);
                }
            }
        }
        if parallel {
            self.parallel = Some(par);
        }
        true
    }

    /// One chunk per thread, the first on this one; returns false when a distinct attribute
    /// was numbered on another thread (the rest of the block is then printed on this one).
    fn print_round(&mut self, round: &[&[OpId]], par: Parallel<'_>, capacity: &mut usize) -> bool {
        let Some((first, rest)) = round.split_first() else {
            return true;
        };
        let distinct_ids = self.distinct_ids.clone();
        let start = Start {
            ir: self.ir,
            names: self.names,
            aliases: self.aliases,
            indent: self.indent,
            generic: self.generic,
            default_dialect: self.default_dialect,
            depth: self.depth,
            elide_elements_if_larger: self.elide_elements_if_larger,
            hex_elements_if_larger: self.hex_elements_if_larger,
            distinct_ids: &distinct_ids,
            source: par.source,
            debug_info: par.debug_info,
        };
        let start = &start;
        let hint = *capacity;
        let printed: Vec<Option<Chunk>> = std::thread::scope(|s| {
            let handles: Vec<_> = rest
                .iter()
                .map(|chunk| {
                    std::thread::Builder::new()
                        .stack_size(crate::threads::WORKER_STACK)
                        .spawn_scoped(s, move || start.print(chunk, hint))
                        .ok()
                })
                .collect();
            self.print_ops(first);
            handles
                .into_iter()
                .map(|h| h.map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))))
                .collect()
        });
        let mut ok = true;
        for (chunk, done) in rest.iter().zip(printed) {
            match done {
                Some(done) if !done.new_distinct => {
                    *capacity = (*capacity).max(done.text.len());
                    self.used_resources.extend(done.resources);
                    self.write_chunk(&done.text);
                }
                // Not started (no thread), or holding a distinct attribute numbered in this
                // round: printed here, in order. A chunk after it numbered no new distinct
                // attribute if it is kept, so its text is right.
                Some(_) => {
                    ok = false;
                    self.print_ops(chunk);
                }
                None => self.print_ops(chunk),
            }
        }
        ok
    }

    /// A chunk's text after what this printer wrote: straight to the sink when streaming.
    fn write_chunk(&mut self, text: &[u8]) {
        if self.sink.is_none() {
            self.out.extend_from_slice(text);
            return;
        }
        self.flush_to_sink(0);
        if let Some(sink) = self.sink.as_mut()
            && self.write_error.is_none()
            && let Err(e) = sink.write_all(text)
        {
            self.write_error = Some(e);
        }
    }
}
