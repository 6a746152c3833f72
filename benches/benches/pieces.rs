//! The pieces of the text pipeline, on the `gpu.binary` workloads of `compare.sh` (unregistered
//! equivalent until the gpu dialect is registered): the lexer, string literals (lexing and
//! validating a 1 MiB binary payload, a 64-byte one and a short name, unescape and escape of
//! dense binary payloads and short text, hex payloads decoded and written), attribute parsing
//! (an array of four, a dense literal of 64 integers), and op parsing and printing per op; and
//! uniqued types (finding the one copy of a type built again, and comparing two). Throughput is
//! in input bytes, or in ops (`elements`) for the per-op benchmarks.

use std::hint::black_box;

use bytes::Bytes;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rods::ir::resource::{decode_hex_string, write_hex};
use rods::syntax::lexer::{Lexer, TokenKind, unescape};
use rods::syntax::parser::{ParseOptions, parse_source};
use rods::syntax::printer::{PrintOptions, print_module, write_escaped};
use rods_bench::{Form, Rng, Workload, escape_like_mlir, generate_gpu_module};

/// Ops of the `small` shape used by the per-op benchmarks.
const OPS: usize = 2_000;

fn registry() -> rods::dialect::Registry {
    let mut registry = rods::dialect::Registry::new();
    rods_dialects::register(&mut registry);
    registry
}

/// Counts the tokens of `text`.
fn lex_all(text: &[u8]) -> usize {
    let mut lex = Lexer::new(text, 0, text.len());
    let mut n = 0;
    while lex.next_token().kind != TokenKind::Eof {
        n += 1;
    }
    n
}

/// Lexes the first token of `text` (a string literal in the `strings` benchmarks); its end.
fn lex_one(text: &[u8]) -> u32 {
    let t = Lexer::new(text, 0, text.len()).next_token();
    assert_eq!(t.kind, TokenKind::String);
    t.end
}

fn lexer(c: &mut Criterion) {
    let small = generate_gpu_module(Workload::Small, Form::Unregistered, Some(OPS));
    let blob = generate_gpu_module(Workload::Blob, Form::Unregistered, Some(1));
    let mut g = c.benchmark_group("lexer");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(small.len() as u64));
    g.bench_function("small", |b| b.iter(|| lex_all(black_box(&small))));
    g.throughput(Throughput::Bytes(blob.len() as u64));
    g.bench_function("blob", |b| b.iter(|| lex_all(black_box(&blob))));
    g.finish();
}

fn strings(c: &mut Criterion) {
    let mut raw = vec![0u8; 1 << 20];
    Rng::new(7).fill(&mut raw);
    let mut escaped = Vec::new();
    escape_like_mlir(&mut escaped, &raw);
    let text: Vec<u8> = (0..(1 << 20)).map(|i| b'a' + (i % 26) as u8).collect();
    let mut text_escaped = text.clone();
    text_escaped.extend_from_slice(b"\\0A");

    // String literals as the lexer sees them in a file: quoted, then more text.
    let literal = |body: &[u8]| [b"\"", body, b"\" "].concat();
    let long_literal = literal(&escaped);
    let mut short_raw = [0u8; 64];
    Rng::new(9).fill(&mut short_raw);
    let mut short_escaped = Vec::new();
    escape_like_mlir(&mut short_escaped, &short_raw);
    let short_literal = literal(&short_escaped);

    let mut g = c.benchmark_group("strings");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(long_literal.len() as u64));
    g.bench_function("lex_binary", |b| {
        b.iter(|| lex_one(black_box(&long_literal)))
    });
    g.throughput(Throughput::Bytes(short_literal.len() as u64));
    g.bench_function("lex_binary_short", |b| {
        b.iter(|| lex_one(black_box(&short_literal)))
    });
    // A chip name, as in `#nvvm.target<chip = "sm_90">`: no escape, a few bytes.
    let chip_literal = literal(b"sm_90");
    g.throughput(Throughput::Bytes(chip_literal.len() as u64));
    g.bench_function("lex_text_short", |b| {
        b.iter(|| lex_one(black_box(&chip_literal)))
    });
    g.throughput(Throughput::Bytes(escaped.len() as u64));
    g.bench_function("unescape_binary", |b| {
        b.iter(|| unescape(black_box(&escaped)).map(|v| v.len()))
    });
    g.throughput(Throughput::Bytes(text_escaped.len() as u64));
    g.bench_function("unescape_text", |b| {
        b.iter(|| unescape(black_box(&text_escaped)).map(|v| v.len()))
    });
    let mut out = Vec::with_capacity(escaped.len() + 16);
    g.throughput(Throughput::Bytes(raw.len() as u64));
    g.bench_function("escape_binary", |b| {
        b.iter(|| {
            out.clear();
            write_escaped(&mut out, black_box(&raw));
            out.len()
        })
    });
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("escape_text", |b| {
        b.iter(|| {
            out.clear();
            write_escaped(&mut out, black_box(&text));
            out.len()
        })
    });
    // A dense elements or resource payload: `0x` and upper-case hex digits, decoded and
    // written back.
    let mut hex = b"0x".to_vec();
    write_hex(&mut hex, &raw);
    g.throughput(Throughput::Bytes(hex.len() as u64));
    g.bench_function("decode_hex", |b| {
        b.iter(|| decode_hex_string(black_box(&hex)).map(|v| v.len()))
    });
    g.throughput(Throughput::Bytes(raw.len() as u64));
    g.bench_function("write_hex", |b| {
        b.iter(|| {
            out.clear();
            write_hex(&mut out, black_box(&raw));
            out.len()
        })
    });
    g.finish();
}

fn attributes(c: &mut Criterion) {
    // One op per line whose only attribute is a `#gpu.object`-like array: the attribute parser
    // dominates (per attribute).
    let mut rng = Rng::new(11);
    let mut text = b"module {\n".to_vec();
    let mut payload = [0u8; 64];
    for _ in 0..OPS {
        rng.fill(&mut payload);
        text.extend_from_slice(b"  \"x.a\"() {a = [#x.target<chip = \"sm_90\">, \"");
        escape_like_mlir(&mut text, &payload);
        text.extend_from_slice(b"\", 42 : i64, {k = unit}]} : () -> ()\n");
    }
    text.extend_from_slice(b"}\n");
    let text = Bytes::from(text);
    let registry = registry();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut g = c.benchmark_group("attribute");
    g.sample_size(20);
    g.throughput(Throughput::Elements(OPS as u64));
    g.bench_function("parse_array_of_4", |b| {
        b.iter(|| parse_source(black_box(&text), 0..text.len(), &registry, &opts).is_ok())
    });
    // One op per line holding a dense literal of 64 `i32`s: the element loop and the packing.
    let mut text = b"module {\n".to_vec();
    for _ in 0..OPS {
        text.extend_from_slice(b"  \"x.a\"() {a = dense<[");
        for i in 0..64 {
            let sep = if i == 0 { "" } else { ", " };
            text.extend_from_slice(format!("{sep}{}", rng.next_u64() as i32).as_bytes());
        }
        text.extend_from_slice(b"]> : tensor<64xi32>} : () -> ()\n");
    }
    text.extend_from_slice(b"}\n");
    let text = Bytes::from(text);
    g.bench_function("parse_dense_literal_of_64", |b| {
        b.iter(|| parse_source(black_box(&text), 0..text.len(), &registry, &opts).is_ok())
    });
    g.finish();
}

fn ops(c: &mut Criterion) {
    let text = Bytes::from(generate_gpu_module(
        Workload::Small,
        Form::Unregistered,
        Some(OPS),
    ));
    let registry = registry();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let Ok(module) = parse_source(&text, 0..text.len(), &registry, &opts) else {
        panic!("the generated module does not parse");
    };
    let mut g = c.benchmark_group("op");
    g.sample_size(20);
    g.throughput(Throughput::Elements(OPS as u64));
    g.bench_function("parse", |b| {
        b.iter(|| parse_source(black_box(&text), 0..text.len(), &registry, &opts).is_ok())
    });
    g.bench_function("verify", |b| {
        b.iter(|| rods::verify::verify(black_box(&module)).is_ok())
    });
    let mut out = Vec::with_capacity(text.len());
    g.bench_function("print", |b| {
        b.iter(|| {
            out.clear();
            print_module(black_box(&module), &PrintOptions::default(), &mut out);
            out.len()
        })
    });
    g.finish();
}

/// A type built again finds its uniqued copy (what the parser does when its cache of spellings
/// misses); equal types compare by address.
fn uniqued(c: &mut Criterion) {
    use rods::ir::{FloatKind, FunctionType, TensorType, Type, Uniqued};
    let tensor = TensorType {
        shape: Some(vec![Some(4), None]),
        element: Type::Float(FloatKind::F32),
        encoding: None,
    };
    let t = Type::Tensor(Uniqued::new(tensor.clone()));
    let inputs = vec![t.clone(), Type::i32(), Type::Index];
    let mut g = c.benchmark_group("uniqued");
    g.bench_function("find tensor", |b| {
        b.iter(|| Uniqued::new(black_box(&tensor).clone()))
    });
    g.bench_function("find function", |b| {
        b.iter(|| {
            Type::Function(Uniqued::new(FunctionType::new(
                black_box(&inputs).clone(),
                vec![Type::i64()],
            )))
        })
    });
    let again = Type::Tensor(Uniqued::new(tensor.clone()));
    g.bench_function("eq", |b| b.iter(|| black_box(&t) == black_box(&again)));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_secs(1));
    targets = lexer, strings, attributes, ops, uniqued
}
criterion_main!(benches);
