//! Writes a benchmark input to stdout, deterministically (fixed-seed PRNG):
//!
//! - `gen-bench-input small|blob|small-MB|blob-MB [--unregistered] [--size MB]`: the
//!   `gpu.binary` workloads of `compare.sh` (`small`: 100,000 ops with two 64-byte objects each,
//!   39 MB; `blob`: 20 ops with one 1 MiB object each, 48 MB; `-MB` or `--size` scales the
//!   number of ops to about MB megabytes), in the gpu dialect's custom form, or with
//!   `--unregistered` as the equivalent unregistered ops (for `--allow-unregistered-dialect`);
//! - `gen-bench-input values|values-xl|values-MB|nested|nested-D [--size MB] [--depth D]`: the
//!   value-heavy modules of unregistered `x.func` ops in generic form (for
//!   `--allow-unregistered-dialect --mlir-print-op-generic`): `values` 18 MB, `values-xl`
//!   200 MB, `values-MB` MB megabytes, `nested` regions nested 64 deep, `nested-D` D deep
//!   (18 MB; D at most 4096); `--size` and `--depth` override the size and the depth;
//! - `gen-bench-input dense [--size MB]`: unregistered ops holding large `dense<"0x…">`
//!   payloads, `dense<[…]>` literals of several element types, splats and `dense_resource`
//!   uses of a `dialect_resources` blob (for `--allow-unregistered-dialect`; 48 MB);
//! - `gen-bench-input dialects [--size MB]`: `func.func` functions in the custom form of
//!   registered dialects (`arith`, `math`, `cf` branches with block arguments, `func.call`s
//!   between them, `scf` loop nests over `memref`s, `gpu.launch` regions, `gpu.module`
//!   kernels launched by host functions; 16 MB), canonical for both tools without any flag;
//! - `gen-bench-input debuginfo [--size MB]`: the `dialects` workload as
//!   `--mlir-print-debuginfo` prints it (read as `dialects.mlir`), every op and argument with
//!   its location, most as `#locN` aliases (16 MB; for `--mlir-print-debuginfo`);
//! - `gen-bench-input calls [--size MB]`: many small `func.func` functions calling each other
//!   at random and external declarations (`func.call` lookups across a large symbol table;
//!   16 MB), canonical for both tools without any flag;
//! - `gen-bench-input block [--size MB]`: one function whose body is one long block of `arith`
//!   ops, most of which the canonicalizer folds away (16 MB; for the `canonicalize-block`
//!   pass workload);
//! - `gen-bench-input [MB]`: the older mixed module of unregistered ops, about MB megabytes
//!   (default 64). Any other name is an error.
//!
//! `cargo run --release -p rods-bench --bin gen-bench-input -- small > /tmp/small.mlir`.

use std::io::Write;

use rods_bench::{Form, Workload};

/// The number after `flag` in `args`, if any.
fn option(args: &[String], flag: &str) -> Option<usize> {
    let i = args.iter().position(|a| a == flag)?;
    match args.get(i + 1).and_then(|v| v.parse().ok()) {
        Some(n) => Some(n),
        None => {
            eprintln!("error: {flag} needs a number");
            std::process::exit(2);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let unregistered = args.iter().any(|a| a == "--unregistered");
    let first = args.iter().enumerate().find(|(i, a)| {
        !a.starts_with("--") && (*i == 0 || !matches!(args[i - 1].as_str(), "--size" | "--depth"))
    });
    let name = first.map(|(_, a)| a.as_str());
    let module = if let Some((workload, mut mb)) = name.and_then(Workload::from_name) {
        let form = if unregistered {
            Form::Unregistered
        } else {
            Form::Gpu
        };
        if let Some(size) = option(&args, "--size") {
            mb = Some(size);
        }
        let ops = mb.map(|mb| workload.ops_for_bytes(mb * 1_000_000));
        rods_bench::generate_gpu_module(workload, form, ops)
    } else if name == Some("dialects") {
        rods_bench::generate_dialects_module(option(&args, "--size").unwrap_or(16) * 1_000_000)
    } else if name == Some("debuginfo") {
        rods_bench::generate_debuginfo_module(option(&args, "--size").unwrap_or(16) * 1_000_000)
    } else if name == Some("calls") {
        rods_bench::generate_calls_module(option(&args, "--size").unwrap_or(16) * 1_000_000)
    } else if name == Some("block") {
        rods_bench::generate_block_module(option(&args, "--size").unwrap_or(16) * 1_000_000)
    } else if name == Some("dense") {
        rods_bench::generate_dense_module(option(&args, "--size").unwrap_or(48) * 1_000_000)
    } else if let Some((mut shape, mut bytes)) = name.and_then(rods_bench::values_workload) {
        if let Some(mb) = option(&args, "--size") {
            bytes = mb * 1_000_000;
        }
        if let Some(depth) = option(&args, "--depth") {
            if depth > rods_bench::MAX_DEPTH {
                eprintln!("error: --depth at most {}", rods_bench::MAX_DEPTH);
                std::process::exit(2);
            }
            shape.depth = depth;
        }
        rods_bench::generate_values_module(shape, bytes)
    } else {
        let mb = match name.map(str::parse::<usize>) {
            None => 64,
            Some(Ok(mb)) => mb,
            Some(Err(_)) => {
                eprintln!("error: unknown workload {:?}", name.unwrap_or_default());
                std::process::exit(2);
            }
        };
        rods_bench::generate_module(mb * 1024 * 1024).into_bytes()
    };
    let mut out = std::io::stdout().lock();
    if out.write_all(&module).and_then(|()| out.flush()).is_err() {
        std::process::exit(1);
    }
}
