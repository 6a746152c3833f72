//! Property tests of attribute printing and parsing: random attribute values (strings of
//! arbitrary bytes, integers of random widths and signedness, floats of every type with their
//! special values, typed strings, symbol references, types, dense arrays, dense elements,
//! nested arrays and dictionaries) print to a text that parses back to an equal value and prints the same.
#![allow(clippy::unwrap_used)]

use crate::ir::Uniqued;
use bytes::Bytes;
use proptest::prelude::*;

use super::tests::parse_attr_bytes as parse;
use crate::ir::print::print_attribute_to_bytes;
use crate::ir::{
    ApInt, Attribute, DenseArrayAttr, DictionaryAttr, FloatAttr, FloatKind, IntegerAttr,
    NamedAttribute, Signedness, StringAttr, SymbolRefAttr, Type,
};

fn bytes(max: usize) -> impl Strategy<Value = Bytes> {
    bytes_from(0, max)
}

fn bytes_from(min: usize, max: usize) -> impl Strategy<Value = Bytes> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), min..max),
        "[a-z_][a-z0-9_.$]{0,8}".prop_map(String::into_bytes),
    ]
    .prop_map(Bytes::from)
}

fn signedness() -> impl Strategy<Value = Signedness> {
    prop_oneof![
        Just(Signedness::Signless),
        Just(Signedness::Signed),
        Just(Signedness::Unsigned)
    ]
}

fn float_kind() -> impl Strategy<Value = FloatKind> {
    prop::sample::select(FloatKind::ALL.to_vec())
}

/// Integer widths: the common ones, anything up to 300 bits, and a few very wide ones.
fn int_width() -> impl Strategy<Value = u32> {
    prop_oneof![
        prop::sample::select(vec![1u32, 8, 16, 32, 64, 128]),
        2u32..300,
        prop::sample::select(vec![1000u32, 4096]),
    ]
}

fn int_type() -> impl Strategy<Value = Type> {
    (int_width(), signedness()).prop_map(|(width, signedness)| Type::Integer { width, signedness })
}

/// Scalar types, and a few composite ones.
fn arb_type() -> impl Strategy<Value = Type> {
    let leaf = prop_oneof![
        int_type(),
        Just(Type::Index),
        float_kind().prop_map(Type::Float),
        Just(Type::None),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..3).prop_map(|t| Type::Tuple(t.into())),
            (
                proptest::collection::vec(inner.clone(), 0..3),
                proptest::collection::vec(inner, 0..3)
            )
                .prop_map(|(i, r)| Type::function(i, r)),
        ]
    })
}

/// A bit pattern of `width` bits.
fn apint(width: u32) -> impl Strategy<Value = ApInt> {
    let words = width.div_ceil(64) as usize;
    let special = prop_oneof![
        Just(0u8), // zero
        Just(1),   // all ones (-1)
        Just(2),   // the sign bit alone (the most negative value)
        Just(3),   // random
        Just(3),
    ];
    (special, proptest::collection::vec(any::<u64>(), words)).prop_map(move |(kind, mut w)| {
        match kind {
            0 => w.iter_mut().for_each(|x| *x = 0),
            1 => w.iter_mut().for_each(|x| *x = u64::MAX),
            2 => {
                w.iter_mut().for_each(|x| *x = 0);
                w[(width as usize - 1) / 64] = 1 << ((width - 1) % 64);
            }
            _ => {}
        }
        let rem = width % 64;
        if rem != 0
            && let Some(top) = w.last_mut()
        {
            *top &= (1u64 << rem) - 1;
        }
        ApInt::from_words(width, w)
    })
}

fn integer_attr() -> impl Strategy<Value = Attribute> {
    let int = int_type()
        .prop_filter("i1 is spelled `true` / `false` (a bool attribute)", |t| {
            !t.is_signless_int(1)
        })
        .prop_flat_map(|ty| {
            let Type::Integer { width, .. } = ty else {
                unreachable!()
            };
            apint(width)
                .prop_map(move |value| Attribute::Integer(IntegerAttr::from_ap(ty.clone(), value)))
        });
    let index =
        apint(64).prop_map(|value| Attribute::Integer(IntegerAttr::from_ap(Type::Index, value)));
    prop_oneof![4 => int, 1 => index]
}

/// A float of `kind` from its own bit pattern: random patterns (NaNs with payloads, denormals)
/// and the special values.
fn float_attr() -> impl Strategy<Value = Attribute> {
    (float_kind(), any::<u128>(), 0u8..10).prop_map(|(kind, random, special)| {
        let wide = matches!(kind, FloatKind::F80 | FloatKind::F128);
        let bits = match special {
            0 => kind.from_f64(0.0),
            1 => kind.from_f64(-0.0),
            2 => kind.from_f64(f64::INFINITY),
            3 => kind.from_f64(f64::NEG_INFINITY),
            4 => kind.nan_bits(false),
            // Upstream reads a decimal literal as an `f64`: an `f80` or `f128` value outside
            // it (`3.645200e-4951 : f80`) prints as text that reads back as another value.
            _ if wide => kind.from_f64(f64::from_bits(random as u64)),
            5 => 1,
            6 => kind.from_f64(f64::MAX),
            _ => kind.canonicalize(random & kind.mask()),
        };
        Attribute::Float(FloatAttr::from_bits(Type::Float(kind), bits))
    })
}

fn dense_array() -> impl Strategy<Value = Attribute> {
    let int = prop::sample::select(vec![1u32, 8, 16, 32, 64]).prop_flat_map(|w| {
        proptest::collection::vec(any::<u64>(), 0..6).prop_map(move |v| {
            let mask = if w == 64 { u64::MAX } else { (1 << w) - 1 };
            Attribute::DenseArray(std::sync::Arc::new(DenseArrayAttr {
                element: Type::int(w),
                values: v.into_iter().map(|x| x & mask).collect::<Vec<_>>().into(),
            }))
        })
    });
    let float = prop_oneof![Just(FloatKind::F32), Just(FloatKind::F64)].prop_flat_map(|kind| {
        proptest::collection::vec(any::<u64>(), 0..6).prop_map(move |v| {
            let values: Vec<u64> = v
                .into_iter()
                .map(|x| match kind {
                    FloatKind::F32 => x & 0xFFFF_FFFF,
                    _ => x,
                })
                .collect();
            Attribute::DenseArray(std::sync::Arc::new(DenseArrayAttr {
                element: Type::Float(kind),
                values: values.into(),
            }))
        })
    });
    prop_oneof![int, float]
}

/// The bits of a random scalar of type `ty` (an integer or float; `f80` and `f128` values
/// within the `f64` range, whose decimal text reads back exactly).
fn scalar_bits(ty: &Type, random: u128) -> u128 {
    match ty {
        Type::Float(k @ (FloatKind::F80 | FloatKind::F128)) => {
            k.from_f64(f64::from_bits(random as u64))
        }
        Type::Float(k) => k.canonicalize(random & k.mask()),
        Type::Integer { width, .. } => random & ApInt::mask((*width).min(128)),
        _ => random as u64 as u128,
    }
}

/// Dense elements attributes: shapes of up to 3 dimensions (and 120 elements, printed in hex),
/// integer, index, float, complex and string elements, splats.
fn dense_elements() -> impl Strategy<Value = Attribute> {
    use crate::ir::{DenseElementsAttr, OpaqueType, TensorType, VectorType};
    let scalar = prop_oneof![
        (
            prop::sample::select(vec![1u32, 8, 16, 17, 32, 64, 100, 128]),
            signedness()
        )
            .prop_map(|(width, signedness)| Type::Integer { width, signedness }),
        Just(Type::Index),
        float_kind().prop_map(Type::Float),
    ];
    let element = prop_oneof![
        4 => scalar,
        1 => prop_oneof![Just(Type::i32()), Just(Type::Float(FloatKind::F32))]
            .prop_map(|t| Type::Complex(Uniqued::new(t))),
        1 => Just(Type::Opaque(Uniqued::new(OpaqueType {
            dialect: "foo".into(),
            body: "s".into(),
        }))),
    ];
    let shape = prop_oneof![
        4 => proptest::collection::vec(0u64..4, 0..3),
        1 => Just(vec![120u64]),
    ];
    (
        element,
        shape,
        any::<bool>(),
        any::<bool>(),
        proptest::collection::vec(any::<u128>(), 120 * 2),
    )
        .prop_map(|(element, shape, vector, splat, random)| {
            let strings = matches!(element, Type::Opaque(_));
            let scalar_element = !strings && !matches!(element, Type::Complex(_));
            let ty = if vector && scalar_element && !shape.is_empty() && !shape.contains(&0) {
                Type::Vector(Uniqued::new(VectorType {
                    scalable: vec![false; shape.len()],
                    shape: shape.clone(),
                    element: element.clone(),
                }))
            } else {
                Type::Tensor(Uniqued::new(TensorType {
                    shape: Some(shape.iter().map(|d| Some(*d)).collect()),
                    element: element.clone(),
                    encoding: None,
                }))
            };
            let count = shape.iter().product::<u64>() as usize;
            let n = if splat { count.min(1) } else { count };
            let attr = if strings {
                let values = (0..n)
                    .map(|i| Bytes::from(format!("s{}", random[i] % 3)))
                    .collect();
                DenseElementsAttr::from_strings(ty, values)
            } else {
                let (scalar, per) = match &element {
                    Type::Complex(e) => ((**e).clone(), 2),
                    other => (other.clone(), 1),
                };
                let values: Vec<u128> = (0..n * per)
                    .map(|i| scalar_bits(&scalar, random[i] >> (random[i] as u32 % 128)))
                    .collect();
                DenseElementsAttr::from_values(ty, &values)
            };
            Attribute::DenseElements(std::sync::Arc::new(attr.unwrap()))
        })
}

fn leaf_attr() -> impl Strategy<Value = Attribute> {
    prop_oneof![
        Just(Attribute::Unit),
        any::<bool>().prop_map(Attribute::Bool),
        integer_attr(),
        float_attr(),
        bytes(48).prop_map(|b| Attribute::String(StringAttr::new(b))),
        (bytes(16), arb_type()).prop_map(|(b, ty)| Attribute::typed_string(StringAttr::new(b), ty)),
        (
            bytes_from(1, 16),
            proptest::collection::vec(bytes_from(1, 8), 0..3)
        )
            .prop_map(|(root, nested)| {
                Attribute::SymbolRef(std::sync::Arc::new(SymbolRefAttr {
                    root: StringAttr::new(root),
                    nested: nested
                        .into_iter()
                        .map(StringAttr::new)
                        .collect::<Vec<_>>()
                        .into(),
                }))
            }),
        arb_type().prop_map(Attribute::Type),
        dense_array(),
        dense_elements(),
    ]
}

/// Any attribute: leaves, and arrays and dictionaries nested up to 4 deep.
pub(crate) fn arb_attribute() -> impl Strategy<Value = Attribute> {
    leaf_attr().prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Attribute::array),
            proptest::collection::btree_map(bytes_from(1, 12), inner, 0..6).prop_map(|m| {
                Attribute::Dictionary(DictionaryAttr::new(
                    m.into_iter()
                        .map(|(k, v)| NamedAttribute::new(StringAttr::new(k), v))
                        .collect(),
                ))
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn attributes_print_parse_print(attr in arb_attribute()) {
        let printed = print_attribute_to_bytes(&attr);
        let shown = String::from_utf8_lossy(&printed).into_owned();
        let again = parse(&printed).map_err(|e| TestCaseError::fail(format!("{e}: {shown}")))?;
        prop_assert_eq!(&again, &attr, "{}", shown);
        prop_assert_eq!(print_attribute_to_bytes(&again), printed);
    }
}

#[test]
fn dictionary_keys_of_any_nonempty_bytes_round_trip() {
    let attr = Attribute::Dictionary(DictionaryAttr::new(vec![
        NamedAttribute::new(StringAttr::new(Bytes::from_static(b" ")), Attribute::Unit),
        NamedAttribute::new(
            StringAttr::new(Bytes::from_static(b"\xff\"\\")),
            Attribute::Unit,
        ),
    ]));
    let printed = print_attribute_to_bytes(&attr);
    assert_eq!(parse(&printed).unwrap(), attr);
}
