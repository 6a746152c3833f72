//! Writes a generated benchmark module of the given size in MB (default 64) to stdout:
//! `cargo run --release -p rods-bench --bin gen-bench-input -- 64 > /tmp/bench.mlir`.

use std::io::Write;

fn main() {
    let mb: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(64);
    let module = rods_bench::generate_module(mb * 1024 * 1024);
    let mut out = std::io::stdout().lock();
    if out
        .write_all(module.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}
