//! Throughput of the text pipeline on a generated module of unregistered ops with string
//! payloads (see `rods_bench::generate_module`), reported in MB/s via `Throughput::Bytes`:
//! parse alone, verify alone (per input byte), print alone, and parse + verify + print as
//! `rods-opt` runs it.

use std::hint::black_box;

use bytes::Bytes;
use criterion::{Criterion, criterion_group, criterion_main};
use rods::syntax::parser::ParseOptions;
use rods::syntax::printer::PrintOptions;

mod steps;

/// Size of the generated input.
const INPUT_BYTES: usize = 8 * 1024 * 1024;

fn registry() -> rods::dialect::Registry {
    let mut registry = rods::dialect::Registry::new();
    rods_dialects::register(&mut registry);
    registry
}

fn throughput(c: &mut Criterion) {
    let text = Bytes::from(rods_bench::generate_module(INPUT_BYTES));
    let registry = registry();
    let parse_opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut group = c.benchmark_group("throughput");
    group.sample_size(10);
    steps::parse_verify_print_steps(
        &mut group,
        &text,
        &registry,
        &parse_opts,
        &PrintOptions::default(),
    );

    group.bench_function("parse_verify_print", |b| {
        let src = rods::source::SourceFile::new("bench.mlir", text.clone());
        let opts = rods::driver::DriverOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let mut out = Vec::with_capacity(text.len() + text.len() / 4);
        b.iter(|| {
            out.clear();
            let ok = rods::driver::process_chunk(&src, 0..text.len(), &registry, &opts, &mut out);
            black_box((ok.is_ok(), out.len()))
        })
    });
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
