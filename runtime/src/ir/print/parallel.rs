//! Printing the ops of a large block (a module's functions) on several threads: the block's
//! ops are cut into contiguous chunks of about equal size, which the threads take one after
//! another and print into buffers of their own, a few ahead at most, while the calling thread
//! writes them in order (a chunk it takes itself when it is the next to write goes straight
//! into its output). Names and aliases are computed before
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
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// What a module's printer needs to start printers on other threads.
#[derive(Clone, Copy)]
pub(crate) struct Parallel<'a> {
    pub(crate) threads: Threads,
    /// What resolves offsets under `--mlir-print-debuginfo` (each worker makes its own
    /// [`LocationPrinting`] from it).
    pub(crate) source: Option<&'a (dyn OffsetResolver + Sync)>,
    pub(crate) debug_info: bool,
}

/// Chunks per thread a block is cut into: small enough that the threads finish about
/// together and that the few printed ahead ([`WINDOW`]) hold little of the text.
const CHUNKS_PER_THREAD: usize = 32;

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
    /// Whether it numbered a distinct attribute not numbered when the block's print started (its
    /// text may then be wrong).
    new_distinct: bool,
}

/// Chunks ahead of the first not written that may be printed (at least one per thread):
/// what is held at once is about this many chunks' text.
const WINDOW: usize = 3;

/// The chunks of [`Printer::print_chunks`]: which are taken, which are printed.
struct Queue {
    state: Mutex<QueueState>,
    /// Signalled when a chunk is printed or written, or the helpers are stopped.
    changed: Condvar,
    /// The longest chunk text printed apart so far: what a buffer starts with.
    capacity: AtomicUsize,
    /// How many chunks there are.
    chunks: usize,
    /// How far ahead of the first chunk not written one may be taken.
    window: usize,
}

struct QueueState {
    /// Chunks before this one are taken.
    taken: usize,
    /// Chunks before this one are written.
    written: usize,
    /// Helpers take no more chunks.
    stop: bool,
    /// A helper panicked: the chunk it took is not waited for (the panic is resumed once
    /// the helpers are joined).
    abandoned: bool,
    /// The chunks printed apart and not written yet, by index.
    done: Vec<Option<Chunk>>,
}

impl Queue {
    /// The next chunk, taken, if there is one within the window and helpers may take it.
    fn take_next(&self, state: &mut QueueState) -> Option<usize> {
        let next = state.taken;
        (!state.stop && next < self.chunks && next < state.written + self.window).then(|| {
            state.taken += 1;
            next
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, QueueState> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn wait<'q>(
        &self,
        state: std::sync::MutexGuard<'q, QueueState>,
    ) -> std::sync::MutexGuard<'q, QueueState> {
        self.changed
            .wait(state)
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn hint(&self) -> usize {
        self.capacity.load(Ordering::Relaxed)
    }

    /// Keeps chunk `i`, printed apart.
    fn finish(&self, i: usize, printed: Chunk) {
        self.capacity
            .fetch_max(printed.text.len(), Ordering::Relaxed);
        if let Some(slot) = self.lock().done.get_mut(i) {
            *slot = Some(printed);
        }
        self.changed.notify_all();
    }

    /// Notes that the chunks before `written` are written.
    fn wrote(&self, written: usize) {
        self.lock().written = written;
        self.changed.notify_all();
    }

    /// Helpers take no more chunks; with `abandoned`, the chunks taken are not waited for.
    fn stop(&self, abandoned: bool) {
        let mut state = self.lock();
        state.stop = true;
        state.abandoned |= abandoned;
        drop(state);
        self.changed.notify_all();
    }

    /// A helper's loop: takes the next chunk and prints it, until none is left or it is
    /// stopped; waits while the next is beyond the window.
    fn work(&self, start: &Start<'_, '_>, chunks: &[&[OpId]]) {
        let _stop = Stop(self);
        loop {
            let mut state = self.lock();
            let next = loop {
                if state.stop || state.taken >= self.chunks {
                    return;
                }
                match self.take_next(&mut state) {
                    Some(next) => break next,
                    None => state = self.wait(state),
                }
            };
            drop(state);
            self.print_taken(start, chunks, next);
        }
    }

    /// Prints chunk `next`, taken by this thread, and keeps it.
    fn print_taken(&self, start: &Start<'_, '_>, chunks: &[&[OpId]], next: usize) {
        self.finish(next, start.print(chunks[next], self.hint()));
    }
}

/// Stops the queue's helpers when its thread is done with the queue: a helper that panics
/// also marks its chunk abandoned (the calling thread prints it), and the calling thread, done
/// or panicking, leaves no helper waiting for room ahead.
struct Stop<'q>(&'q Queue);

impl Drop for Stop<'_> {
    fn drop(&mut self) {
        self.0.stop(std::thread::panicking());
    }
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
        let target = total.div_ceil(threads * CHUNKS_PER_THREAD).max(1);
        let mut chunks: Vec<&[OpId]> = Vec::with_capacity(threads * CHUNKS_PER_THREAD + 1);
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
        if self.print_chunks(&chunks, threads, par) {
            self.parallel = Some(par);
        }
        true
    }

    /// `chunks` in order, on this thread and `threads - 1` others: each thread takes the next
    /// chunk not taken (so that the threads stay busy whatever each chunk costs), no more than
    /// [`WINDOW`] chunks ahead of the first not written; this thread writes them in order,
    /// printing the first straight into its output when it is the one to take it. Returns
    /// false when a distinct attribute was numbered in a chunk printed apart (that chunk and
    /// the rest of the block are then printed on this thread).
    fn print_chunks(&mut self, chunks: &[&[OpId]], threads: usize, par: Parallel<'_>) -> bool {
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
        let queue = Queue {
            state: Mutex::new(QueueState {
                taken: 0,
                written: 0,
                stop: false,
                abandoned: false,
                done: (0..chunks.len()).map(|_| None).collect(),
            }),
            changed: Condvar::new(),
            capacity: AtomicUsize::new(0),
            chunks: chunks.len(),
            window: WINDOW.max(threads),
        };
        let (start, queue) = (&start, &queue);
        std::thread::scope(|s| {
            let helpers: Vec<_> = (1..threads)
                .map(|_| {
                    std::thread::Builder::new()
                        .stack_size(crate::threads::WORKER_STACK)
                        .spawn_scoped(s, move || queue.work(start, chunks))
                        .ok()
                })
                .collect();
            let parallel = {
                let _stop = Stop(queue);
                self.write_chunks(start, queue, chunks)
            };
            // Joined here, a helper's panic resumed.
            for h in helpers.into_iter().flatten() {
                if let Err(panic) = h.join() {
                    std::panic::resume_unwind(panic);
                }
            }
            parallel
        })
    }

    /// This thread's part of [`Printer::print_chunks`]: each chunk written in order, taken
    /// here when no helper took it.
    fn write_chunks(&mut self, start: &Start<'_, '_>, queue: &Queue, chunks: &[&[OpId]]) -> bool {
        let mut parallel = true;
        for (i, chunk) in chunks.iter().enumerate() {
            let done = loop {
                let mut state = queue.lock();
                if let Some(done) = state.done.get_mut(i).and_then(Option::take) {
                    break Some(done);
                }
                if state.taken <= i || state.abandoned {
                    // Not taken (or taken by a helper that panicked): printed here, straight
                    // into the output.
                    state.taken = state.taken.max(i + 1);
                    break None;
                }
                // Taken by a helper that has not finished it: this thread prints a chunk
                // ahead meanwhile, or waits.
                match queue.take_next(&mut state) {
                    Some(next) => {
                        drop(state);
                        queue.print_taken(start, chunks, next);
                    }
                    None => drop(queue.wait(state)),
                }
            };
            match done {
                Some(done) if !done.new_distinct => {
                    self.used_resources.extend(done.resources);
                    self.write_chunk(&done.text);
                }
                // Holding a distinct attribute numbered apart: printed again here, in order,
                // and the rest too. A chunk after it that numbered no new distinct attribute
                // is kept, as its text is right.
                Some(_) => {
                    if parallel {
                        parallel = false;
                        queue.stop(false);
                    }
                    self.print_ops(chunk);
                }
                None => self.print_ops(chunk),
            }
            queue.wrote(i + 1);
        }
        parallel
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
