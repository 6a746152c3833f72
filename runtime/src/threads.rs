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
