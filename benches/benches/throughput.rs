//! Throughput of the text pipeline on a generated module of unregistered ops with string
//! payloads (see `rods_bench::generate_module`), reported in MB/s via `Throughput::Bytes`:
//! parse alone, verify alone (per input byte), print alone, and parse + verify + print as
//! `rods-opt` runs it.

use std::hint::black_box;

use bytes::Bytes;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rods::syntax::parser::{ParseOptions, parse_source};
use rods::syntax::printer::{PrintOptions, print_module};

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
    };
    let Ok(module) = parse_source(&text, 0..text.len(), &registry, &parse_opts) else {
        panic!("the generated benchmark module does not parse");
    };
    let mut printed = Vec::with_capacity(text.len() + text.len() / 4);
    print_module(&module, &PrintOptions::default(), &mut printed);

    let mut group = c.benchmark_group("throughput");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));

    group.bench_function("parse", |b| {
        b.iter(|| {
            black_box(parse_source(
                black_box(&text),
                0..text.len(),
                &registry,
                &parse_opts,
            ))
        })
    });

    group.bench_function("verify", |b| {
        b.iter(|| black_box(rods::verify::verify(black_box(&module)).is_ok()))
    });

    group.throughput(Throughput::Bytes(printed.len() as u64));
    group.bench_function("print", |b| {
        let mut out = Vec::with_capacity(printed.len());
        b.iter(|| {
            out.clear();
            print_module(black_box(&module), &PrintOptions::default(), &mut out);
            black_box(out.len())
        })
    });

    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("parse_verify_print", |b| {
        let src = rods::source::SourceFile::new("bench.mlir", text.clone());
        let opts = rods::driver::DriverOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let mut out = Vec::with_capacity(printed.len());
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
