//! Property tests on whole modules: random well-formed modules of unregistered ops — results
//! and operands, attribute dictionaries with random names and values, regions of several
//! blocks with arguments and successors, nested named modules — parse, verify, and print to a
//! fixed point in both the custom and the generic form (`rods_tests::fuzz::check_roundtrip`,
//! the property of the `roundtrip` fuzz target). Ops and block arguments carry random locations
//! (every kind, nested), and `--mlir-print-debuginfo` prints to a fixed point too.

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use rods_tests::fuzz::check_roundtrip;

/// Types the generated values and attributes use.
const TYPES: &[&str] = &[
    "i32",
    "i1",
    "si8",
    "ui64",
    "i128",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "none",
    "!x.t",
    "!x.t<\"p\", 1>",
    "tuple<i8, f16>",
    "(i32) -> i8",
    "vector<4xf32>",
    "tensor<?x2xi8>",
    "complex<f32>",
];

/// `"…"` with every byte escaped as the printer would not (`\XX` for all non-letters).
fn quoted(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        if b.is_ascii_alphanumeric() || b == b' ' {
            s.push(b as char);
        } else {
            s.push_str(&format!("\\{b:02x}"));
        }
    }
    s.push('"');
    s
}

/// Attribute names: bare identifiers, or quoted strings of any bytes.
fn attr_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z_][a-zA-Z0-9_$.]{0,10}",
        // Starting with a space, a quoted name never equals a bare one.
        proptest::collection::vec(any::<u8>(), 0..12).prop_map(|mut b| {
            b.insert(0, b' ');
            quoted(&b)
        }),
    ]
}

fn type_text() -> impl Strategy<Value = String> {
    prop::sample::select(TYPES).prop_map(str::to_owned)
}

/// Attribute values as text: leaves, nested in arrays and dictionaries.
fn attr_text() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("unit".to_owned()),
        any::<bool>().prop_map(|b| b.to_string()),
        (
            any::<i64>(),
            prop::sample::select(vec!["i64", "i32", "si16", "ui8", "index", "i100"])
        )
            .prop_map(|(v, t)| match t {
                "i32" => format!("{} : i32", v as i32),
                "si16" => format!("{} : si16", v as i16),
                "ui8" => format!("{} : ui8", v as u8),
                _ => format!("{v} : {t}"),
            }),
        (
            any::<f32>(),
            prop::sample::select(vec!["f32", "f64", "f16", "bf16"])
        )
            .prop_map(|(v, t)| {
                if v.is_finite() {
                    format!("{v:.6e} : {t}")
                } else {
                    "0x7C00 : f16".to_owned()
                }
            }),
        proptest::collection::vec(any::<u8>(), 0..24).prop_map(|b| quoted(&b)),
        (proptest::collection::vec(any::<u8>(), 0..8), type_text())
            .prop_map(|(b, t)| format!("{} : {t}", quoted(&b))),
        (
            "[a-z][a-z0-9_]{0,6}",
            proptest::collection::vec("[a-z]{1,4}", 0..3)
        )
            .prop_map(|(root, nested)| {
                let mut s = format!("@{root}");
                for n in nested {
                    s.push_str("::@");
                    s.push_str(&n);
                }
                s
            }),
        type_text(),
        proptest::collection::vec(any::<i16>(), 0..5).prop_map(|v| {
            let v: Vec<String> = v.iter().map(i16::to_string).collect();
            if v.is_empty() {
                "array<i16>".to_owned()
            } else {
                format!("array<i16: {}>", v.join(", "))
            }
        }),
        "[a-z]{1,5}".prop_map(|s| format!("#x.{s}<\"{s}\", [1, 2]>")),
    ];
    leaf.prop_recursive(3, 24, 5, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5)
                .prop_map(|v| format!("[{}]", v.join(", "))),
            proptest::collection::btree_map(attr_name(), inner, 0..5).prop_map(|m| {
                let v: Vec<String> = m.into_iter().map(|(k, v)| format!("{k} = {v}")).collect();
                format!("{{{}}}", v.join(", "))
            }),
        ]
    })
}

/// A location as text (what follows `loc` in `loc(…)`'s parentheses): every kind, nested.
/// Only forms that print as they are written: a line alone (`"f":3`, printed `"f":3:0`), a
/// one-line range with its end line (`to 3:9`, printed `to :9`) and a range ending where it
/// starts (printed as the point) are other locations than what their printed forms read as.
fn location_text() -> impl Strategy<Value = String> {
    let file = prop::sample::select(vec!["a.mlir", "b", "with space", "q\\22uote"]);
    let leaf = prop_oneof![
        Just("unknown".to_owned()),
        (file.clone(), 0u32..50, 0u32..80).prop_map(|(f, l, c)| format!("\"{f}\":{l}:{c}")),
        (file, 0u32..50, 0u32..80, 0u32..50, 0u32..80).prop_map(|(f, l, c, el, ec)| {
            match (el == l, ec == c) {
                (true, true) => format!("\"{f}\":{l}:{c}"),
                (true, false) => format!("\"{f}\":{l}:{c} to :{ec}"),
                _ => format!("\"{f}\":{l}:{c} to {el}:{ec}"),
            }
        }),
        "[a-z]{1,5}".prop_map(|n| format!("\"{n}\"")),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            ("[a-z]{1,5}", inner.clone()).prop_map(|(n, c)| format!("\"{n}\"({c})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("callsite({a} at {b})")),
            proptest::collection::vec(inner.clone(), 0..4)
                .prop_map(|v| format!("fused[{}]", v.join(", "))),
            ("[a-z]{1,4}", proptest::collection::vec(inner, 0..3))
                .prop_map(|(m, v)| format!("fused<\"{m}\">[{}]", v.join(", "))),
        ]
    })
}

/// `loc(…)` half of the time.
fn optional_location() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(location_text().prop_map(|l| format!(" loc({l})")))
}

/// One generated op: a name, result types, operand picks (indices into the values in
/// scope), an attribute dictionary, regions and a location.
#[derive(Clone, Debug)]
struct OpSpec {
    name: String,
    results: Vec<String>,
    operands: Vec<usize>,
    attrs: Vec<(String, String)>,
    regions: Vec<Vec<BlockSpec>>,
    /// Print as a named `module @m { … }` (its first region's first block) instead.
    as_module: bool,
    /// ` loc(…)` after the op, if any.
    loc: Option<String>,
}

#[derive(Clone, Debug)]
struct BlockSpec {
    /// Argument types and ` loc(…)`s.
    args: Vec<(String, Option<String>)>,
    ops: Vec<OpSpec>,
    /// Successor picks for a terminator `"x.br"()[…]` (only in regions of several blocks).
    successors: Vec<usize>,
}

fn op_leaf() -> impl Strategy<Value = OpSpec> {
    (
        // Dialects starting with `x`: never a registered one (`gpu`, `nvvm`, …).
        "x[a-z]{0,2}\\.[a-z_]{1,6}",
        proptest::collection::vec(type_text(), 0..3),
        proptest::collection::vec(any::<usize>(), 0..4),
        proptest::collection::btree_map(attr_name(), attr_text(), 0..3),
        optional_location(),
    )
        .prop_map(|(name, results, operands, attrs, loc)| OpSpec {
            name,
            results,
            operands,
            attrs: attrs.into_iter().collect(),
            regions: Vec::new(),
            as_module: false,
            loc,
        })
}

fn block(op: BoxedStrategy<OpSpec>) -> impl Strategy<Value = BlockSpec> {
    (
        proptest::collection::vec((type_text(), optional_location()), 0..3),
        proptest::collection::vec(op, 0..4),
        proptest::collection::vec(any::<usize>(), 0..3),
    )
        .prop_map(|(args, ops, successors)| BlockSpec {
            args,
            ops,
            successors,
        })
}

fn op_spec() -> impl Strategy<Value = OpSpec> {
    op_leaf().prop_recursive(4, 40, 4, |inner| {
        (
            op_leaf(),
            proptest::collection::vec(proptest::collection::vec(block(inner.boxed()), 1..4), 1..3),
            proptest::bool::weighted(0.2),
        )
            .prop_map(|(mut op, regions, as_module)| {
                op.regions = regions;
                op.as_module = as_module;
                op
            })
    })
}

/// Renders specs as MLIR text, with unique names for every value, block argument and module.
#[derive(Default)]
struct Renderer {
    out: String,
    next: usize,
}

impl Renderer {
    fn fresh(&mut self) -> usize {
        self.next += 1;
        self.next
    }

    fn indent(&mut self, depth: usize) {
        self.out.push_str(&"  ".repeat(depth));
    }

    /// Renders `op`; `scope` holds the values (name, type) it may use, and gets its results.
    fn op(&mut self, op: &OpSpec, scope: &mut Vec<(String, String)>, depth: usize) {
        self.indent(depth);
        if op.as_module && !op.regions.is_empty() {
            let n = self.fresh();
            self.out.push_str(&format!("module @m{n} {{\n"));
            // A module is isolated from above: nothing outside is in scope.
            let mut inner = Vec::new();
            for o in &op.regions[0][0].ops {
                self.op(o, &mut inner, depth + 1);
            }
            self.indent(depth);
            self.out.push('}');
            self.out.push_str(op.loc.as_deref().unwrap_or(""));
            self.out.push('\n');
            return;
        }
        let n = self.fresh();
        let results: Vec<(String, String)> = match op.results.len() {
            0 => Vec::new(),
            1 => vec![(format!("%v{n}"), op.results[0].clone())],
            k => (0..k)
                .map(|i| (format!("%v{n}#{i}"), op.results[i].clone()))
                .collect(),
        };
        match op.results.len() {
            0 => {}
            1 => self.out.push_str(&format!("%v{n} = ")),
            k => self.out.push_str(&format!("%v{n}:{k} = ")),
        }
        let operands: Vec<(String, String)> = if scope.is_empty() {
            Vec::new()
        } else {
            op.operands
                .iter()
                .map(|i| scope[i % scope.len()].clone())
                .collect()
        };
        let names: Vec<&str> = operands.iter().map(|(v, _)| v.as_str()).collect();
        self.out
            .push_str(&format!("\"{}\"({})", op.name, names.join(", ")));
        if !op.regions.is_empty() {
            self.out.push_str(" (");
            for (i, region) in op.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(region, scope, depth);
            }
            self.out.push(')');
        }
        if !op.attrs.is_empty() {
            let attrs: Vec<String> = op.attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
            self.out.push_str(&format!(" {{{}}}", attrs.join(", ")));
        }
        let in_types: Vec<&str> = operands.iter().map(|(_, t)| t.as_str()).collect();
        self.out.push_str(&format!(
            " : ({}) -> ({}){}\n",
            in_types.join(", "),
            op.results.join(", "),
            op.loc.as_deref().unwrap_or("")
        ));
        scope.extend(results);
    }

    fn region(&mut self, blocks: &[BlockSpec], outer: &[(String, String)], depth: usize) {
        self.out.push_str("{\n");
        let labels: Vec<usize> = blocks.iter().map(|_| self.fresh()).collect();
        for (b, block) in blocks.iter().enumerate() {
            // Values of other blocks may not dominate this one: only the enclosing scope,
            // this block's arguments and its earlier results are used.
            let mut scope = outer.to_vec();
            if blocks.len() > 1 || !block.args.is_empty() {
                self.indent(depth);
                self.out.push_str(&format!("^bb{}", labels[b]));
                if !block.args.is_empty() {
                    let args: Vec<String> = block
                        .args
                        .iter()
                        .map(|(t, loc)| {
                            let n = self.fresh();
                            scope.push((format!("%a{n}"), t.clone()));
                            format!("%a{n}: {t}{}", loc.as_deref().unwrap_or(""))
                        })
                        .collect();
                    self.out.push_str(&format!("({})", args.join(", ")));
                }
                self.out.push_str(":\n");
            }
            for op in &block.ops {
                self.op(op, &mut scope, depth + 1);
            }
            // Successors: any block but the entry block, on the block's last op.
            if blocks.len() > 1 && !block.successors.is_empty() {
                let targets: Vec<String> = block
                    .successors
                    .iter()
                    .map(|i| format!("^bb{}", labels[1 + i % (blocks.len() - 1)]))
                    .collect();
                self.indent(depth + 1);
                self.out
                    .push_str(&format!("\"x.br\"() [{}] : () -> ()\n", targets.join(", ")));
            } else if blocks.len() > 1 {
                // A block of a multi-block region ends in a terminator (which `module` is not).
                self.indent(depth + 1);
                self.out.push_str("\"x.end\"() : () -> ()\n");
            }
        }
        self.indent(depth);
        self.out.push('}');
    }
}

fn module_text(ops: &[OpSpec]) -> String {
    let mut r = Renderer::default();
    let mut scope = Vec::new();
    for op in ops {
        r.op(op, &mut scope, 0);
    }
    r.out
}

/// The generators only write valid IR: `text` must parse and verify (with the registered
/// dialects, unregistered ops allowed), and print to a fixed point.
fn valid_and_prints_to_a_fixed_point(text: &str) -> Result<(), TestCaseError> {
    let registry = rods_dialects::registry();
    let src = bytes::Bytes::from(text.to_owned());
    let module = rods::syntax::parser::parse_source(
        &src,
        0..src.len(),
        &registry,
        &rods::syntax::parser::ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
    );
    prop_assert!(
        module.is_ok(),
        "does not parse: {:?}\n{}",
        module.err(),
        text
    );
    let verified = module.as_ref().map(rods::verify::verify);
    prop_assert!(
        matches!(verified, Ok(Ok(()))),
        "does not verify: {:?}\n{}",
        verified,
        text
    );
    check_roundtrip(text.as_bytes())
        .map_err(|e| TestCaseError::fail(format!("{e}\ninput:\n{text}")))
}

/// 200 cases per property. Failing cases are kept in `properties.proptest-regressions` beside
/// this file and run first on every run (proptest's default place, with a `main.rs` above, would
/// be `../proptest-regressions/properties.txt`).
fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 200,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

/// `--mlir-print-debuginfo` (custom and generic form) prints every location, so its output
/// read back (every location now explicit) prints the same text again.
fn debuginfo_prints_to_a_fixed_point(text: &str) -> Result<(), TestCaseError> {
    use rods::driver::{DriverOptions, process_buffer};
    use rods::source::SourceFile;
    let registry = rods_dialects::registry();
    for generic in [false, true] {
        let opts = DriverOptions {
            allow_unregistered: true,
            debug_info: true,
            generic,
            ..DriverOptions::default()
        };
        let first = process_buffer(
            &SourceFile::new("first.mlir", bytes::Bytes::from(text.to_owned())),
            &registry,
            &opts,
        );
        prop_assert!(
            first.success,
            "does not print: {:?}\n{}",
            first.diagnostics,
            text
        );
        let printed = String::from_utf8_lossy(&first.output).into_owned();
        let second = process_buffer(
            &SourceFile::new("second.mlir", bytes::Bytes::from(printed.clone())),
            &registry,
            &opts,
        );
        prop_assert!(
            second.success,
            "the debuginfo print does not read back: {:?}\n{}",
            second.diagnostics,
            printed
        );
        let again = String::from_utf8_lossy(&second.output).into_owned();
        if printed != again && printed.contains("loc(fused") {
            // A fused location holding a fused location of the same metadata with no
            // location (`fused<"m">[…, fused<"m">[]]`) keeps the inner one's `unknown`, which
            // reading the print drops (MLIR's `FusedLoc::get`, mlir-opt-22 does the same): it
            // settles after one more round.
            let third = process_buffer(
                &SourceFile::new("third.mlir", bytes::Bytes::from(again.clone())),
                &registry,
                &opts,
            );
            let settled = String::from_utf8_lossy(&third.output);
            prop_assert_eq!(&again, &settled, "input:\n{}", text);
            continue;
        }
        prop_assert_eq!(&printed, &again, "input:\n{}", text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_modules_print_to_a_fixed_point(ops in proptest::collection::vec(op_spec(), 0..5)) {
        valid_and_prints_to_a_fixed_point(&module_text(&ops))?;
    }

    #[test]
    fn random_locations_print_to_a_fixed_point_with_debuginfo(
        ops in proptest::collection::vec(op_spec(), 0..5)
    ) {
        debuginfo_prints_to_a_fixed_point(&module_text(&ops))?;
    }
}

/// Random strings for target parameters (`String`s, so UTF-8): short identifiers, or any
/// characters, controls and quotes included.
fn param_string(min: usize) -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        "[a-z0-9_+.-]{1,12}".prop_map(String::into_bytes),
        "(?s).{0,12}".prop_map(String::into_bytes),
    ]
    .prop_filter("non-empty when required", move |s| s.len() >= min)
}

/// `#nvvm.target<…>` or `#rocdl.target<…>` with a random subset of random parameters, in a
/// random order (the `struct` directive accepts any order).
fn target_text() -> impl Strategy<Value = String> {
    let flags = proptest::collection::btree_map("[a-z_]{1,6}", attr_text(), 0..3).prop_map(|m| {
        let v: Vec<String> = m
            .into_iter()
            .map(|(k, v)| if v == "unit" { k } else { format!("{k} = {v}") })
            .collect();
        format!("{{{}}}", v.join(", "))
    });
    let link = proptest::collection::vec(param_string(0), 0..3).prop_map(|v| {
        let v: Vec<String> = v.iter().map(|s| quoted(s)).collect();
        format!("[{}]", v.join(", "))
    });
    (
        any::<bool>(),
        proptest::option::of(0..4u8),
        proptest::option::of(param_string(1)),
        proptest::option::of(param_string(1)),
        proptest::option::of(param_string(0)),
        proptest::option::of(param_string(0)),
        proptest::option::of(flags),
        proptest::option::of(link),
        Just(()).prop_perturb(|(), mut rng| rng.random::<u64>()),
    )
        .prop_map(
            |(rocdl, o, triple, chip, features, abi, flags, link, order)| {
                let mut params = Vec::new();
                if let Some(o) = o {
                    params.push(format!("O = {o}"));
                }
                for (name, v) in [("triple", triple), ("chip", chip), ("features", features)] {
                    if let Some(v) = v {
                        params.push(format!("{name} = {}", quoted(&v)));
                    }
                }
                if rocdl && let Some(abi) = abi {
                    params.push(format!("abi = {}", quoted(&abi)));
                }
                if let Some(f) = flags {
                    params.push(format!("flags = {f}"));
                }
                if let Some(l) = link {
                    params.push(format!("link = {l}"));
                }
                // A deterministic shuffle from the drawn seed.
                let mut seed = order | 1;
                for i in (1..params.len()).rev() {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    params.swap(i, (seed % (i as u64 + 1)) as usize);
                }
                let dialect = if rocdl { "rocdl" } else { "nvvm" };
                if params.is_empty() {
                    format!("#{dialect}.target")
                } else {
                    format!("#{dialect}.target<{}>", params.join(", "))
                }
            },
        )
}

/// One `gpu.binary` line: symbol, optional handler, discardable attributes, 1–3 objects with
/// random targets and payloads.
fn binary_text() -> impl Strategy<Value = (Vec<u8>, String)> {
    let handler = prop_oneof![
        Just(String::new()),
        Just("<#gpu.select_object>".to_owned()),
        (0..8u32).prop_map(|i| format!("<#gpu.select_object<{i}>>")),
        target_text().prop_map(|t| format!("<#gpu.select_object<{t}>>")),
    ];
    // Payloads are any bytes (binary objects).
    let object = (target_text(), proptest::collection::vec(any::<u8>(), 0..48))
        .prop_map(|(t, payload)| format!("#gpu.object<{t}, {}>", quoted(&payload)));
    (
        param_string(1),
        handler,
        proptest::collection::btree_map("t[a-z_.]{0,6}", attr_text(), 0..3),
        proptest::collection::vec(object, 1..4),
    )
        .prop_map(|(sym, handler, attrs, objects)| {
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                let v: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                format!(" {{{}}}", v.join(", "))
            };
            let line = format!(" {handler}{attrs} [{}]", objects.join(", "));
            (sym, line)
        })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_gpu_modules_print_to_a_fixed_point(
        binaries in proptest::collection::vec(binary_text(), 1..5),
        nested in any::<bool>(),
    ) {
        let mut text = String::from("module attributes {gpu.container_module} {\n");
        for (i, (sym, rest)) in binaries.iter().enumerate() {
            // Symbols are unique within the module: a random name plus the index.
            let mut name = sym.clone();
            name.extend_from_slice(format!("_{i}").as_bytes());
            if nested && i == binaries.len() - 1 {
                text.push_str(&format!("  module @inner {{\n    gpu.binary @{}{rest}\n  }}\n", quoted(&name)));
            } else {
                text.push_str(&format!("  gpu.binary @{}{rest}\n", quoted(&name)));
            }
        }
        text.push_str("}\n");
        valid_and_prints_to_a_fixed_point(&text)?;
    }
}
