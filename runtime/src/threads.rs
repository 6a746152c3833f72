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
