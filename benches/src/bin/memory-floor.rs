//! The kernel's share of `rods-opt FILE -o OUT` on the `small` workload, without any
//! parsing: allocates and fills what rods' IR holds per op (one block per size in `--sizes`,
//! default the allocations of a `gpu.binary` with two objects: its
//! property list (160 bytes), the objects array (96), two `#gpu.object`s (88) and their escaped
//! payloads (56); plus the 96-byte `Operation` in one growing vector), then copies FILE to OUT through one 64 KiB buffer (the
//! page cache read and written once, as `rods-opt`'s mapped input and buffered output are) and
//! exits without freeing, as `rods-opt` does.
//!
//!   memory-floor FILE OUT [--ops N] [--sizes 160,96,88,88,56,56 | --sizes none]
//!
//! Run it under `perf stat -e task-clock,page-faults,user_time,system_time` next to `rods-opt`
//! (benches/RESULTS.md, «Where `small` stands»): what it takes is the floor of the current IR design,
//! whatever the parser does.
use std::io::{Read, Write};

fn main() {
    if let Err(e) = run() {
        eprintln!("memory-floor: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut ops, mut sizes) = (100_000usize, vec![160, 96, 88, 88, 56, 56]);
    let mut paths = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--ops" => ops = value("--ops")?.parse().map_err(|e| format!("--ops: {e}"))?,
            "--sizes" => {
                sizes = value("--sizes")?
                    .split(',')
                    .filter(|s| !s.is_empty() && *s != "none")
                    .map(|s| s.parse().map_err(|e| format!("--sizes: {e}")))
                    .collect::<Result<_, _>>()?;
            }
            _ => paths.push(a.clone()),
        }
    }
    let [input, output] = paths.as_slice() else {
        return Err("usage: memory-floor FILE OUT [--ops N] [--sizes A,B,…|none]".into());
    };
    let mut operations: Vec<[u8; 96]> = Vec::new();
    for i in 0..ops {
        operations.push([i as u8; 96]);
        for &size in &sizes {
            // Kept until the exit without a list of them (which would be memory rods has not).
            std::mem::forget(std::hint::black_box(vec![i as u8; size]));
        }
    }
    let mut from = std::fs::File::open(input).map_err(|e| format!("{input}: {e}"))?;
    let mut to = std::fs::File::create(output).map_err(|e| format!("{output}: {e}"))?;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = from.read(&mut buf).map_err(|e| format!("{input}: {e}"))?;
        if n == 0 {
            break;
        }
        to.write_all(&buf[..n])
            .map_err(|e| format!("{output}: {e}"))?;
    }
    eprintln!("{} ops", std::hint::black_box(operations).len());
    std::process::exit(0)
}
