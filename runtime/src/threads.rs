//! How many threads this process may run on at once, shared by the verifier and the printer.

/// The threads this process may run on at once (`available_parallelism`, which reads the
/// affinity mask and cgroup limits: asked once).
pub(crate) fn machine_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// The stack of a helper thread (a main thread's usual 8 MiB; the default of 2 MiB would make
/// a deep nest fail on a helper that passes on the main thread).
pub(crate) const WORKER_STACK: usize = 8 << 20;

/// Stack that [`ensure_sufficient_stack`] leaves for what runs before the next nesting
/// level's check: an op's own parse, print or verification, with attributes and types nested
/// as deep as the parser allows, in a debug build (a test of the parser's checks it).
pub(crate) const RED_ZONE: usize = 1 << 20;

/// The stack [`ensure_sufficient_stack`] moves to when less than [`RED_ZONE`] is left
/// (mapped, so only the pages a nest touches are ever backed).
const STACK_SEGMENT: usize = 8 << 20;

/// `f()`, on a fresh stack segment when less than 1 MiB is left of this one (as rustc's
/// function of the same name).
///
/// Regions nest without bound in hand-built IR and up to
/// [`MAX_REGION_DEPTH`](crate::syntax::parser::MAX_REGION_DEPTH) levels in parsed IR: a
/// recursion over nested regions calls this once a level so that a nest fits any thread, a
/// library user's 2 MiB one as well as the main thread. rods' own recursions (parser,
/// printer, walks, passes) do; a pass or verifier of your own that recurses into regions
/// should too. The check reads the stack pointer and a thread-local bound.
///
/// ```
/// use rods::ir::{Ir, OpId, ensure_sufficient_stack};
/// /// How many ops `op` holds, at any depth.
/// fn count(ir: &Ir, op: OpId) -> usize {
///     ensure_sufficient_stack(|| {
///         let mut n = 0;
///         for &r in ir.op(op).regions() {
///             for &b in &ir.region(r).blocks {
///                 for &o in &ir.block(b).ops {
///                     n += 1 + count(ir, o);
///                 }
///             }
///         }
///         n
///     })
/// }
/// let module = rods::parse_str("module { module { module {} } }", &rods::Registry::new())?;
/// assert_eq!(count(&module.ir, module.top), 2);
/// # Ok::<(), rods::Error>(())
/// ```
#[inline]
pub fn ensure_sufficient_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, f)
}

/// `work(k)` for each `k` in `0..n`, in order of `k`: `work(0)` on this thread, the others on
/// helper threads (on this one, after, when a thread cannot be started). A helper's panic is
/// resumed here, as the work's panic on one thread would be.
pub(crate) fn on_threads<T: Send>(n: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    std::thread::scope(|s| {
        let work = &work;
        let helpers: Vec<_> = (1..n)
            .map(|k| {
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(s, move || work(k))
            })
            .collect();
        let mut done = Vec::with_capacity(n.max(1));
        done.push(work(0));
        for (k, helper) in (1..n).zip(helpers) {
            done.push(match helper {
                Ok(handle) => match handle.join() {
                    Ok(v) => v,
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                Err(_) => work(k),
            });
        }
        done
    })
}
