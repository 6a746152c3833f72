//! Properties of affine maps, integer sets and memref types: random ones (as text) read, print,
//! and read back; the print settles to a fixed point within a few rounds (MLIR's own prints of
//! affine expressions may take one more: `d0 + -(d1 floordiv 2) - s0` reads back as
//! `d0 - d1 floordiv 2 - s0`), and every print reads back without error.

use bytes::Bytes;
use proptest::prelude::*;
use rods::dialect::Registry;
use rods::syntax::parser::{ParseOptions, parse_attribute_source};
use rods::syntax::printer::print_attribute_to_bytes;

/// An affine expression over `nd` dimensions and `ns` symbols, as text; `symbolic` keeps it free
/// of dimensions (the right operand of `floordiv`, one side of `*`). Constants stay small, so
/// that no fold overflows into −2⁶³, which MLIR prints but cannot read.
fn expr(nd: u32, ns: u32, symbolic: bool) -> BoxedStrategy<String> {
    let mut leaves: Vec<BoxedStrategy<String>> =
        vec![(-64i64..65).prop_map(|c| c.to_string()).boxed()];
    if ns > 0 {
        leaves.push((0..ns).prop_map(|i| format!("s{i}")).boxed());
    }
    if nd > 0 && !symbolic {
        leaves.push((0..nd).prop_map(|i| format!("d{i}")).boxed());
    }
    let leaf = proptest::strategy::Union::new(leaves).boxed();
    leaf.prop_recursive(4, 24, 2, move |inner| {
        let sym = expr_symbolic(ns);
        prop_oneof![
            (
                inner.clone(),
                inner.clone(),
                prop::sample::select(vec!["+", "-"])
            )
                .prop_map(|(a, b, op)| format!("{a} {op} {b}")),
            (inner.clone(), sym.clone()).prop_map(|(a, b)| format!("({a}) * ({b})")),
            (sym.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}) * ({b})")),
            (
                inner.clone(),
                sym,
                prop::sample::select(vec!["floordiv", "ceildiv", "mod"])
            )
                .prop_map(|(a, b, op)| format!("({a}) {op} ({b})")),
            inner.clone().prop_map(|a| format!("-({a})")),
        ]
    })
    .boxed()
}

/// A symbolic expression (symbols and constants only).
fn expr_symbolic(ns: u32) -> BoxedStrategy<String> {
    let leaf = if ns == 0 {
        (-16i64..17).prop_map(|c| c.to_string()).boxed()
    } else {
        prop_oneof![
            (-16i64..17).prop_map(|c| c.to_string()),
            (0..ns).prop_map(|i| format!("s{i}")),
        ]
        .boxed()
    };
    leaf.prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a} + {b}")),
            (inner.clone(), inner).prop_map(|(a, b)| format!("({a}) * ({b})")),
        ]
    })
    .boxed()
}

fn ids(prefix: char, n: u32) -> String {
    (0..n)
        .map(|i| format!("{prefix}{i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `affine_map<(d…)[s…] -> (…)>` with `nd` dimensions.
fn affine_map_with(nd: u32) -> impl Strategy<Value = String> {
    (0u32..3).prop_flat_map(move |ns| {
        proptest::collection::vec(expr(nd, ns, false), 0..4).prop_map(move |results| {
            format!(
                "affine_map<({})[{}] -> ({})>",
                ids('d', nd),
                ids('s', ns),
                results.join(", ")
            )
        })
    })
}

fn affine_set() -> impl Strategy<Value = String> {
    (0u32..3, 0u32..3).prop_flat_map(|(nd, ns)| {
        proptest::collection::vec(
            (
                expr(nd, ns, false),
                prop::sample::select(vec![">=", "<=", "=="]),
                expr(nd, ns, false),
            ),
            0..3,
        )
        .prop_map(move |cs| {
            let cs: Vec<String> = cs
                .iter()
                .map(|(a, op, b)| format!("{a} {op} {b}"))
                .collect();
            format!(
                "affine_set<({})[{}] : ({})>",
                ids('d', nd),
                ids('s', ns),
                cs.join(", ")
            )
        })
    })
}

/// A memref type: ranked with a matching layout (or none), or unranked; any memory space.
fn memref() -> impl Strategy<Value = String> {
    let element = prop::sample::select(vec![
        "f32",
        "i8",
        "index",
        "complex<f32>",
        "vector<2xf16>",
        "memref<2xi1>",
        "memref<*xbf16>",
    ]);
    let space = prop::sample::select(vec![
        "",
        ", 0",
        ", 1",
        ", 3 : i32",
        ", 0 : i16",
        ", \"shared\"",
        ", {a = 1}",
        ", false",
    ]);
    let dim = prop_oneof![Just("?".to_owned()), (0u64..17).prop_map(|d| d.to_string())];
    let stride = prop_oneof![
        Just("?".to_owned()),
        (-8i64..17).prop_map(|d| d.to_string())
    ];
    let ranked = (0u32..4).prop_flat_map(move |rank| {
        let layout = prop_oneof![
            Just(String::new()),
            (
                proptest::collection::vec(stride.clone(), rank as usize),
                proptest::option::of(stride.clone())
            )
                .prop_map(|(s, o)| match o {
                    Some(o) => format!(", strided<[{}], offset: {o}>", s.join(", ")),
                    None => format!(", strided<[{}]>", s.join(", ")),
                }),
            affine_map_with(rank).prop_map(|m| format!(", {m}")),
        ];
        (
            proptest::collection::vec(dim.clone(), rank as usize),
            layout,
        )
    });
    prop_oneof![
        (ranked, element.clone(), space.clone()).prop_map(|((dims, layout), e, s)| {
            let shape: String = dims.iter().map(|d| format!("{d}x")).collect();
            format!("memref<{shape}{e}{layout}{s}>")
        }),
        (element, space).prop_map(|(e, s)| format!("memref<*x{e}{s}>")),
    ]
}

/// Parses, prints and reads back `text` until the print settles (at most 4 rounds).
fn check_settles(text: &str) -> Result<(), TestCaseError> {
    let registry = Registry::new();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let src = Bytes::from(text.to_owned());
    let mut attr = parse_attribute_source(&src, 0..src.len(), &registry, &opts)
        .map_err(|d| TestCaseError::fail(format!("`{text}` does not parse: {:?}", d[0].message)))?;
    for _ in 0..4 {
        let printed = Bytes::from(print_attribute_to_bytes(&attr));
        let again =
            parse_attribute_source(&printed, 0..printed.len(), &registry, &opts).map_err(|d| {
                TestCaseError::fail(format!(
                    "the print `{}` of `{text}` does not parse: {}",
                    String::from_utf8_lossy(&printed),
                    d[0].message
                ))
            })?;
        if print_attribute_to_bytes(&again) == printed {
            return Ok(());
        }
        attr = again;
    }
    Err(TestCaseError::fail(format!(
        "the print of `{text}` does not settle"
    )))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn affine_maps_settle(map in (0u32..4).prop_flat_map(affine_map_with)) {
        check_settles(&map)?;
    }

    #[test]
    fn integer_sets_settle(set in affine_set()) {
        check_settles(&set)?;
    }

    #[test]
    fn memref_types_settle(ty in memref()) {
        check_settles(&ty)?;
    }
}
