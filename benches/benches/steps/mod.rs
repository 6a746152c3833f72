//! The steps of the text pipeline as criterion benchmarks, shared by the `throughput` and
//! `values` benchmarks: parse alone, verify alone (both per input byte) and print alone (per
//! printed byte), on one module.

use std::hint::black_box;

use bytes::Bytes;
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Throughput};
use rods::dialect::Registry;
use rods::syntax::parser::{ParseOptions, parse_source};
use rods::syntax::printer::{PrintOptions, print_module};

/// Adds `parse`, `verify` and `print` of `text` to `group`; leaves the group's throughput at
/// the input's size.
pub fn parse_verify_print_steps(
    group: &mut BenchmarkGroup<'_, WallTime>,
    text: &Bytes,
    registry: &Registry,
    parse_opts: &ParseOptions,
    print_opts: &PrintOptions,
) {
    let Ok(module) = parse_source(text, 0..text.len(), registry, parse_opts) else {
        panic!("the generated benchmark module does not parse");
    };
    let mut printed = Vec::with_capacity(text.len() + text.len() / 4);
    print_module(&module, print_opts, &mut printed);

    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("parse", |b| {
        b.iter(|| {
            black_box(parse_source(
                black_box(text),
                0..text.len(),
                registry,
                parse_opts,
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
            print_module(black_box(&module), print_opts, &mut out);
            black_box(out.len())
        })
    });
    group.throughput(Throughput::Bytes(text.len() as u64));
}
