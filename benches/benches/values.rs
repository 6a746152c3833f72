//! The text pipeline on value-heavy generic IR (`rods_bench::generate_values_module`: functions
//! of unregistered ops with SSA operands, block arguments, successor operands, nested regions,
//! attribute dictionaries and mixed builtin types), about 2 MB, printed in generic form as
//! `rods-opt --allow-unregistered-dialect --mlir-print-op-generic` does: parse alone (split
//! between the cores, and on one thread), verify alone, print alone, and parse + verify +
//! print, in input bytes per second; then the same pipeline with regions nested 64 deep; then
//! the same steps on 2 MB of the custom form of the upstream dialects
//! (`rods_bench::generate_dialects_module`), with verification on one thread beside the
//! default one (isolated-from-above ops on all cores); and on 4 MB of the same with every
//! location printed (`rods_bench::generate_debuginfo_module`, `--mlir-print-debuginfo`: the
//! alias walk, the location definitions after the module parsed on a helper, the deferred
//! locations), steps and pipeline.

use std::hint::black_box;

use bytes::Bytes;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rods::syntax::parser::ParseOptions;
use rods::syntax::printer::PrintOptions;
use rods::verify::{VerifyOptions, verify_with_options};
use rods_bench::{
    ValuesShape, generate_debuginfo_module, generate_dialects_module, generate_values_module,
};

mod steps;

/// Size of the generated inputs.
const INPUT_BYTES: usize = 2_000_000;

fn registry() -> rods::dialect::Registry {
    let mut registry = rods::dialect::Registry::new();
    rods_dialects::register(&mut registry);
    registry
}

/// Parse + verify + print of `text` as `rods-opt --allow-unregistered-dialect
/// --mlir-print-op-generic` runs it (checked once to print `text` back).
fn pipeline(c: &mut Criterion, group: &str, text: &Bytes) {
    let opts = rods::driver::DriverOptions {
        allow_unregistered: true,
        generic: true,
        ..Default::default()
    };
    pipeline_with(c, group, text, &opts);
}

/// Parse + verify + print of `text` as `rods-opt` runs it with `opts` (checked once to print
/// `text` back).
fn pipeline_with(c: &mut Criterion, group: &str, text: &Bytes, opts: &rods::driver::DriverOptions) {
    let registry = registry();
    let src = rods::source::SourceFile::new("values.mlir", text.clone());
    let mut out = Vec::with_capacity(text.len());
    let first = rods::driver::process_chunk(&src, 0..text.len(), &registry, opts, &mut out);
    assert!(
        first.is_ok() && out == text[..],
        "the module does not print back unchanged"
    );
    let mut group = c.benchmark_group(group);
    group.sample_size(20);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("parse_verify_print", |b| {
        b.iter(|| {
            out.clear();
            let ok = rods::driver::process_chunk(&src, 0..text.len(), &registry, opts, &mut out);
            black_box((ok.is_ok(), out.len()))
        })
    });
    group.finish();
}

fn values(c: &mut Criterion) {
    let text = Bytes::from(generate_values_module(ValuesShape::VALUES, INPUT_BYTES));
    let registry = registry();
    let parse_opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let print_opts = PrintOptions::generic();
    let mut group = c.benchmark_group("values");
    group.sample_size(20);
    steps::parse_verify_print_steps(&mut group, &text, &registry, &parse_opts, &print_opts);
    // `parse` splits the module between the cores; this is the same parse on one thread.
    let one_thread = ParseOptions {
        disable_threading: true,
        ..parse_opts.clone()
    };
    group.bench_function("parse_one_thread", |b| {
        b.iter(|| {
            black_box(rods::syntax::parser::parse_source(
                black_box(&text),
                0..text.len(),
                &registry,
                &one_thread,
            ))
        })
    });
    group.finish();
    pipeline(c, "values", &text);

    let nested = Bytes::from(generate_values_module(ValuesShape::nested(64), INPUT_BYTES));
    pipeline(c, "nested", &nested);
}

fn dialects(c: &mut Criterion) {
    let text = Bytes::from(generate_dialects_module(INPUT_BYTES));
    let registry = registry();
    let parse_opts = ParseOptions::default();
    let print_opts = PrintOptions::default();
    let mut group = c.benchmark_group("dialects");
    group.sample_size(20);
    steps::parse_verify_print_steps(&mut group, &text, &registry, &parse_opts, &print_opts);
    let Ok(module) =
        rods::syntax::parser::parse_source(&text, 0..text.len(), &registry, &parse_opts)
    else {
        panic!("the generated dialects module does not parse");
    };
    let one_thread = VerifyOptions {
        disable_threading: true,
        ..VerifyOptions::default()
    };
    group.bench_function("verify_one_thread", |b| {
        b.iter(|| black_box(verify_with_options(black_box(&module), &one_thread).is_ok()))
    });
    group.finish();
}

fn debuginfo(c: &mut Criterion) {
    let text = Bytes::from(generate_debuginfo_module(2 * INPUT_BYTES));
    let registry = registry();
    let print_opts = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let mut group = c.benchmark_group("debuginfo");
    group.sample_size(20);
    steps::parse_verify_print_steps(
        &mut group,
        &text,
        &registry,
        &ParseOptions::default(),
        &print_opts,
    );
    group.finish();
    let opts = rods::driver::DriverOptions {
        debug_info: true,
        ..Default::default()
    };
    pipeline_with(c, "debuginfo", &text, &opts);
}

criterion_group!(benches, values, dialects, debuginfo);
criterion_main!(benches);
