//! Writes a benchmark input to stdout, deterministically (fixed-seed PRNG):
//!
//! - `gen-bench-input small|blob [--unregistered]`: the `gpu.binary` workloads of `compare.sh` (`small`:
//!   100,000 ops with two 64-byte objects each; `blob`: 20 ops with one 1 MiB object each), in
//!   the gpu dialect's custom form, or with `--unregistered` as the equivalent unregistered ops
//!   (for `--allow-unregistered-dialect`);
//! - `gen-bench-input [MB]`: the older mixed module of unregistered ops, about MB megabytes
//!   (default 64).
//!
//! `cargo run --release -p rods-bench --bin gen-bench-input -- small > /tmp/small.mlir`.

use std::io::Write;

use rods_bench::{Form, Workload};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let unregistered = args.iter().any(|a| a == "--unregistered");
    let first = args.iter().find(|a| !a.starts_with("--"));
    let module = match first.map(String::as_str) {
        Some(name) if Workload::from_name(name).is_some() => {
            let form = if unregistered {
                Form::Unregistered
            } else {
                Form::Gpu
            };
            let workload = Workload::from_name(name).unwrap_or(Workload::Small);
            rods_bench::generate_gpu_module(workload, form, None)
        }
        other => {
            let mb: usize = other.and_then(|a| a.parse().ok()).unwrap_or(64);
            rods_bench::generate_module(mb * 1024 * 1024).into_bytes()
        }
    };
    let mut out = std::io::stdout().lock();
    if out.write_all(&module).and_then(|()| out.flush()).is_err() {
        std::process::exit(1);
    }
}
