//! Summaries and predicates against MLIR's exact texts (reference §3.2).

use super::*;
use crate::ir::Uniqued;
use crate::ir::{Attribute, Type};

#[test]
fn kinds_and_attributes_glob_import_together() {
    // `DictAttr` (the kind) is named apart from `ir::DictionaryAttr` (the attribute), as
    // `StrAttr` is from `StringAttr`: both globs are usable in one scope.
    use crate::ir::*;
    use crate::ods::*;
    let dict = DictAttr(DictionaryAttr::new(Vec::new()));
    assert_eq!(DictAttr::from_attr(&dict.to_attr()), Some(dict));
}

#[test]
fn summaries_compose_like_tablegen() {
    assert_eq!(
        Confined::<ArrayAttr, ArrayMinCount<1>>::summary(),
        "array attribute with at least 1 elements"
    );
    assert_eq!(
        Confined::<I32Attr, IntMinValue<0>>::summary(),
        "32-bit signless integer attribute whose minimum value is 0"
    );
    assert_eq!(
        Confined::<I32Attr, IntPowerOf2>::summary(),
        "32-bit signless integer attribute whose value is a power of two > 0"
    );
    assert_eq!(
        Confined::<I32Attr, AllAttrOf<(IntPositive, IntPowerOf2)>>::summary(),
        "32-bit signless integer attribute whose value is positive and whose value is a power of two > 0"
    );
    assert_eq!(
        Confined::<ArrayAttr, (ArrayMinCount<1>, ArrayMaxCount<3>)>::summary(),
        "array attribute with at least 1 elements with at most 3 elements"
    );
    assert_eq!(
        AnyAttrOf::<(StrAttr, I64Attr)>::summary(),
        "string attribute or 64-bit signless integer attribute"
    );
    assert_eq!(UnitAttr::summary(), "unit attribute");
    assert_eq!(DictAttr::summary(), "dictionary of named attribute values");
    assert_eq!(TypeAttr::summary(), "any type attribute");
}

#[test]
fn predicates() {
    let empty = Attribute::array(vec![]);
    let one = Attribute::array(vec![Attribute::Unit]);
    assert!(!Confined::<ArrayAttr, ArrayMinCount<1>>::satisfies(&empty));
    assert!(Confined::<ArrayAttr, ArrayMinCount<1>>::satisfies(&one));
    assert!(Confined::<ArrayAttr, ArrayCount<1>>::satisfies(&one));
    assert!(!Confined::<ArrayAttr, ArrayMaxCount<0>>::satisfies(&one));
    assert!(I32Attr::satisfies(&Attribute::int(32, -4)));
    assert!(!I32Attr::satisfies(&Attribute::int(64, 4)));
    assert!(!Confined::<I32Attr, IntNonNegative>::satisfies(
        &Attribute::int(32, -4)
    ));
    assert!(Confined::<I32Attr, IntPowerOf2>::satisfies(
        &Attribute::int(32, 16)
    ));
    assert!(!Confined::<I32Attr, IntPowerOf2>::satisfies(
        &Attribute::int(32, 12)
    ));
    let index_32 = IndexAttr(32).to_attr();
    assert_eq!(IndexAttr::summary(), "index attribute");
    assert!(IndexAttr::satisfies(&index_32));
    assert!(!IndexAttr::satisfies(&Attribute::int(32, 32)));
    assert_eq!(IndexAttr::from_attr(&index_32), Some(IndexAttr(32)));
    assert!(BoolAttr::satisfies(&Attribute::Bool(true)));
    assert!(BoolAttr::satisfies(&Attribute::int(1, 1)));
    assert!(TypeAttr::satisfies(&Attribute::Type(Type::i32())));
    assert_eq!(
        I32Attr::from_attr(&Attribute::int(32, -7)),
        Some(I32Attr(-7))
    );
    assert_eq!(
        check_attr::<Confined<ArrayAttr, ArrayMinCount<1>>>("objects", &empty),
        Err("attribute 'objects' failed to satisfy constraint: array attribute with at least 1 elements".into())
    );
}

#[test]
fn verify_attrs_orders_like_mlir() {
    use crate::dialect::OpDef;
    use crate::ir::{Ir, Location, OperationName, OperationState};
    static DEF: OpDef = OpDef {
        name: "t.op",
        inherent_attrs: &["sym_name", "objects"],
        ..OpDef::NONE
    };
    let specs = [
        AttrSpec::of::<SymbolNameAttr>("sym_name", true),
        AttrSpec::of::<Confined<ArrayAttr, ArrayMinCount<1>>>("objects", true),
    ];
    let mut ir = Ir::new();
    let op = ir.create_op(OperationState::new(
        OperationName::registered(&DEF),
        Location::Unknown,
    ));
    let Err(err) = verify_attrs(&ir, op, &specs) else {
        panic!("the op must fail to verify")
    };
    assert_eq!(err.message, "'t.op' op requires attribute 'objects'");

    let mut state = OperationState::new(OperationName::registered(&DEF), Location::Unknown);
    state.set_property("sym_name", Attribute::string("b"));
    state.set_property("objects", Attribute::array(vec![]));
    let op = ir.create_op(state);
    let Err(err) = verify_attrs(&ir, op, &specs) else {
        panic!("the op must fail to verify")
    };
    assert_eq!(
        err.message,
        "'t.op' op attribute 'objects' failed to satisfy constraint: array attribute with at least 1 elements"
    );

    // An empty symbol name satisfies `SymbolNameAttr`'s predicate (a string) but is rejected:
    // mlir-opt-22 would print it as `@<<INVALID EMPTY SYMBOL>>`, which does not parse.
    let mut state = OperationState::new(OperationName::registered(&DEF), Location::Unknown);
    state.set_property("sym_name", Attribute::string(""));
    state.set_property("objects", Attribute::array(vec![Attribute::Unit]));
    let op = ir.create_op(state);
    let Err(err) = verify_attrs(&ir, op, &specs) else {
        panic!("an empty symbol name must fail to verify")
    };
    assert_eq!(
        err.message,
        "'t.op' op attribute 'sym_name' cannot be an empty symbol name"
    );
}

#[test]
fn segments_split_around_one_variadic_group() {
    use super::verify::Arity::{Optional, Single, Variadic};
    assert_eq!(
        split_segments(3, &[Single, Variadic, Single]),
        Some(vec![0..1, 1..2, 2..3])
    );
    assert_eq!(
        split_segments(2, &[Single, Variadic, Single]),
        Some(vec![0..1, 1..1, 1..2])
    );
    assert_eq!(split_segments(1, &[Single, Single]), None);
    assert_eq!(split_segments(2, &[Optional]), None);
    assert_eq!(
        split_segments(0, &[Optional, Variadic]),
        Some(vec![0..0, 0..0])
    );
    assert_eq!(split_segments(1, &[Optional, Variadic]), None);
}

/// `SameVariadicResultSize`: the variable-length groups share what the single ones leave.
#[test]
fn same_variadic_sizes_share_equally() {
    use super::verify::Arity::{Optional, Single, Variadic};
    let arities = [Single, Single, Variadic, Variadic];
    assert_eq!(same_variadic_sizes(6, &arities), Some(vec![1, 1, 2, 2]));
    assert_eq!(same_variadic_sizes(2, &arities), Some(vec![1, 1, 0, 0]));
    assert_eq!(same_variadic_sizes(5, &arities), None);
    assert_eq!(same_variadic_sizes(1, &arities), None);
    assert_eq!(same_variadic_sizes(4, &[Optional, Variadic]), None);
    assert_eq!(
        same_variadic_sizes(2, &[Optional, Variadic]),
        Some(vec![1, 1])
    );
}

#[test]
fn emit_op_error_prefixes_the_op_name_and_leaves_the_note_to_the_verifier() {
    use crate::ir::{Ir, Location, OperationName, OperationState};
    let mut ir = Ir::new();
    let name = OperationName::unregistered("x.op");
    let op = ir.create_op(OperationState::new(name, Location::Unknown));
    let d = emit_op_error(&ir, op, "fails");
    assert_eq!(d.message, "'x.op' op fails");
    assert!(d.notes.is_empty());
}

/// Type constraint summaries, as `mlir-tblgen-22 -gen-op-defs` writes them into the verifier of
/// an op declared with the same constraints («must be SUMMARY, but got»).
#[test]
fn type_constraint_summaries_match_tablegen() {
    fn s<C: TypeConstraint>() -> String {
        C::summary().into_owned()
    }
    let cases = [
        (
            s::<TensorOf<(I32, F32)>>(),
            "tensor of 32-bit signless integer or 32-bit float values",
        ),
        (s::<AnyRankedTensor>(), "ranked tensor of any type values"),
        (
            s::<VectorOfAnyRankOf<FloatLike>>(),
            "vector of floating-point-like values",
        ),
        (s::<AnyComplex>(), "complex-type"),
        (
            s::<AnyTypeOf<(Index, AnyFloat)>>(),
            "index or floating-point",
        ),
        (s::<AnyShaped>(), "shaped of any type values"),
        (
            s::<TensorRankOf<AnyType, 2>>(),
            "2D tensor of any type values",
        ),
        (
            s::<VectorOfRankAndType<2, F32>>(),
            "vector of 32-bit float values of ranks 2",
        ),
        (
            s::<Complex<F32>>(),
            "complex type with 32-bit float elements",
        ),
        (s::<AnyI<8>>(), "8-bit integer"),
        (
            s::<AnyStaticShapeTensor>(),
            "statically shaped tensor of any type values",
        ),
        (
            s::<AnyUnrankedTensor>(),
            "unranked tensor of any type values",
        ),
        (
            s::<AnyFixedVectorOfAnyRank>(),
            "fixed-length vector of any type values",
        ),
        (s::<AnyVectorOfNonZeroRank>(), "vector of any type values"),
        (s::<BoolLike>(), "bool-like"),
        (
            s::<SignlessIntegerOrFloatLike>(),
            "signless-integer-like or floating-point-like",
        ),
        (
            s::<AllOfType<(AnyInteger, I32)>>(),
            "integer and 32-bit signless integer",
        ),
        (s::<F16>(), "16-bit float"),
        (s::<BF16>(), "bfloat16 type"),
        (s::<I128>(), "128-bit signless integer"),
        (s::<NoneType>(), "none type"),
        (s::<SI8>(), "8-bit signed integer"),
        (s::<UI8>(), "8-bit unsigned integer"),
        (s::<AnySignedInteger>(), "signed integer"),
        (s::<AnyUnsignedInteger>(), "unsigned integer"),
        (
            s::<AnySignlessIntegerOrIndex>(),
            "signless integer or index",
        ),
        (
            s::<StaticShapeTensorOf<I1>>(),
            "statically shaped tensor of 1-bit signless integer values",
        ),
        (
            s::<UnrankedTensorOf<I8>>(),
            "unranked tensor of 8-bit signless integer values",
        ),
        (
            s::<ValueSemanticsContainerOf<I8>>(),
            "container with value semantics of 8-bit signless integer values",
        ),
        (
            s::<FixedVectorOfAnyRank<I8>>(),
            "fixed-length vector of 8-bit signless integer values",
        ),
        (s::<SignlessIntegerLike>(), "signless-integer"),
        (s::<SignlessIntegerOrIndexLike>(), "signless-integer-like"),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
}

#[test]
fn type_constraint_predicates() {
    use crate::ir::{FloatKind, TensorType, VectorType};
    let tensor = |shape: Option<Vec<Option<u64>>>, element: Type| {
        Type::Tensor(Uniqued::new(TensorType {
            shape,
            element,
            encoding: None,
        }))
    };
    let vector = |shape: Vec<u64>, scalable: Vec<bool>, element: Type| {
        Type::Vector(Uniqued::new(VectorType {
            shape,
            scalable,
            element,
        }))
    };
    let f32 = Type::Float(FloatKind::F32);
    assert!(SignlessIntegerLike::check(&tensor(None, Type::i32())));
    assert!(!SignlessIntegerLike::check(&Type::Index));
    assert!(SignlessIntegerOrIndexLike::check(&vector(
        vec![2],
        vec![false],
        Type::Index
    )));
    assert!(TensorOf::<(I32, F32)>::check(&tensor(
        Some(vec![None]),
        f32.clone()
    )));
    assert!(!TensorOf::<(I32, F32)>::check(&tensor(
        Some(vec![None]),
        Type::i64()
    )));
    assert!(!AnyRankedTensor::check(&tensor(None, f32.clone())));
    assert!(!AnyStaticShapeTensor::check(&tensor(
        Some(vec![None]),
        f32.clone()
    )));
    assert!(AnyStaticShapeTensor::check(&tensor(
        Some(vec![Some(2)]),
        f32.clone()
    )));
    assert!(!AnyVectorOfNonZeroRank::check(&vector(
        vec![],
        vec![],
        f32.clone()
    )));
    assert!(!AnyFixedVectorOfAnyRank::check(&vector(
        vec![4],
        vec![true],
        f32.clone()
    )));
    assert!(TensorRankOf::<AnyType, 1>::check(&tensor(
        Some(vec![None]),
        f32.clone()
    )));
    assert!(!TensorRankOf::<AnyType, 2>::check(&tensor(
        None,
        f32.clone()
    )));
    assert!(BoolLike::check(&vector(vec![4], vec![false], Type::i1())));
    assert!(AnyI::<8>::check(&Type::Integer {
        width: 8,
        signedness: crate::ir::Signedness::Unsigned
    }));
    assert!(I32::check(&Type::i32()) && !I32::check(&Type::i64()));
}

#[test]
fn segment_sizes_split_values_only_when_they_fit() {
    use super::Arity::{Optional, Single, Variadic};
    let arities = [Variadic, Optional, Single];
    assert_eq!(
        value_ranges(4, &arities, Some(&[2, 1, 1])),
        Some(vec![0..2, 2..3, 3..4])
    );
    // Wrong total, negative or huge sizes, wrong length: no split (the verifier reports it).
    assert_eq!(value_ranges(4, &arities, Some(&[2, 1, 2])), None);
    assert_eq!(value_ranges(4, &arities, Some(&[5, -1, 0])), None);
    assert_eq!(
        value_ranges(1, &arities, Some(&[i32::MAX, i32::MAX, i32::MAX])),
        None
    );
    assert_eq!(value_ranges(1, &arities, Some(&[1])), None);
    // Without sizes, the arities decide.
    assert_eq!(
        value_ranges(1, &[Variadic, Single], None),
        Some(vec![0..0, 0..1])
    );
    // One group alone is the same range as in the whole split.
    let cases: &[(&[super::Arity], Option<&[i32]>)] = &[
        (&arities, Some(&[2, 1, 1])),
        (&arities, Some(&[2, 1, 2])),
        (&arities, Some(&[5, -1, 0])),
        (&arities, Some(&[i32::MAX, i32::MAX, i32::MAX])),
        (&arities, Some(&[1])),
        (&[Variadic, Single], None),
        (&[Single, Optional, Single], None),
        (&[Single, Variadic, Variadic], None),
        (&[Single, Single], None),
        (&[], None),
    ];
    for (arities, sizes) in cases {
        for len in 0..6 {
            let all = value_ranges(len, arities, *sizes);
            for index in 0..=arities.len() {
                assert_eq!(
                    group_range(len, arities, *sizes, index),
                    all.as_ref().and_then(|r| r.get(index).cloned()),
                    "{arities:?} {sizes:?} {len} {index}"
                );
            }
        }
    }
    let attr = segment_sizes_attr(&[3, 0, 1]);
    assert_eq!(as_segment_sizes(&attr), Some(vec![3, 0, 1]));
    assert!(is_segment_sizes(&attr, 3) && !is_segment_sizes(&attr, 2));
}

/// Memref constraints: ranked (`MemRefOf`, `AnyMemRef`) and unranked ones as upstream's
/// `MemRefType` / `UnrankedMemRefType`; shaped constraints take memrefs, value-semantics
/// containers do not.
#[test]
fn memref_type_constraints() {
    use crate::ir::{FloatKind, MemRefType};
    let f32 = Type::Float(FloatKind::F32);
    let ranked = Type::memref(MemRefType::new(
        Some(vec![Some(4), None]),
        f32.clone(),
        None,
        None,
    ));
    let rank0 = Type::memref(MemRefType::new(Some(vec![]), f32.clone(), None, None));
    let unranked = Type::memref(MemRefType::new(None, Type::i32(), None, None));
    assert!(AnyMemRef::check(&ranked) && !AnyMemRef::check(&unranked));
    assert!(AnyUnrankedMemRef::check(&unranked) && !AnyUnrankedMemRef::check(&ranked));
    assert!(
        AnyRankedOrUnrankedMemRef::check(&ranked) && AnyRankedOrUnrankedMemRef::check(&unranked)
    );
    assert!(AnyNon0RankedMemRef::check(&ranked) && !AnyNon0RankedMemRef::check(&rank0));
    assert!(MemRefOf::<(F32, F64)>::check(&ranked) && !MemRefOf::<I32>::check(&ranked));
    assert!(UnrankedMemRefOf::<I32>::check(&unranked));
    assert!(AnyShaped::check(&ranked) && ShapedOf::<F32>::check(&ranked));
    assert!(!FloatLike::check(&ranked) && !ValueSemanticsContainerOf::<F32>::check(&ranked));
    assert!(!AnyMemRef::check(&f32));
    assert_eq!(element_type_or_self(&ranked), &f32);
    assert_eq!(element_type_or_self(&unranked), &Type::i32());
    let s = |summary: Cow<'static, str>| summary.into_owned();
    assert_eq!(s(AnyMemRef::summary()), "memref of any type values");
    assert_eq!(
        s(MemRefOf::<F32>::summary()),
        "memref of 32-bit float values"
    );
    assert_eq!(
        s(UnrankedMemRefOf::<I8>::summary()),
        "unranked.memref of 8-bit signless integer values"
    );
    assert_eq!(
        s(RankedOrUnrankedMemRefOf::<F32>::summary()),
        "ranked or unranked memref of 32-bit float values"
    );
    assert_eq!(
        s(AnyNon0RankedMemRef::summary()),
        "non-0-ranked.memref of any type values"
    );
}

#[test]
fn typed_attributes_have_mlir_types() {
    use crate::syntax::parser::{ParseOptions, parse_attribute_source};
    let registry = crate::dialect::Registry::new();
    let attr = |text: &str| {
        let src = bytes::Bytes::copy_from_slice(text.as_bytes());
        parse_attribute_source(&src, 0..src.len(), &registry, &ParseOptions::default())
            .unwrap_or_else(|d| panic!("{text}: {d:?}"))
    };
    let ty =
        |text: &str| typed_attr_type(&attr(text)).map(|t| crate::ir::print::type_to_string(&t));
    // A string without a type has MLIR's `none`; `true` is an `i1` integer.
    assert_eq!(ty("\"s\"").as_deref(), Some("none"));
    assert_eq!(ty("\"s\" : i32").as_deref(), Some("i32"));
    assert_eq!(ty("true").as_deref(), Some("i1"));
    assert_eq!(ty("1.5 : f16").as_deref(), Some("f16"));
    assert_eq!(
        ty("dense<1> : tensor<2xi8>").as_deref(),
        Some("tensor<2xi8>")
    );
    assert_eq!(
        ty("sparse<[[0]], [1]> : vector<2xi8>").as_deref(),
        Some("vector<2xi8>")
    );
    assert_eq!(ty("unit"), None);
    assert_eq!(ty("[1]"), None);
    assert_eq!(TypedAttrInterface::summary(), "TypedAttr instance");
    assert!(TypedAttrInterface::satisfies(&attr("7 : index")));
    assert!(!TypedAttrInterface::satisfies(&attr("{a = 1}")));
}

#[test]
fn memref_shapes_are_compared_like_other_shaped_types() {
    use crate::ir::MemRefType;
    let memref = |shape: Option<Vec<Option<u64>>>| {
        Type::memref(MemRefType::new(shape, Type::i32(), None, None))
    };
    assert!(compatible_shape(
        &memref(Some(vec![Some(4)])),
        &memref(Some(vec![None]))
    ));
    assert!(!compatible_shape(
        &memref(Some(vec![Some(4)])),
        &memref(Some(vec![Some(8)]))
    ));
    assert!(compatible_shape(
        &memref(None),
        &memref(Some(vec![Some(8)]))
    ));
    assert!(!compatible_shape(
        &memref(Some(vec![Some(4)])),
        &Type::i32()
    ));
}

/// What an op's `infer_return_types` reads of a property not set is the property's default.
#[test]
fn inference_sees_the_defaults_of_properties_not_set() {
    fn seven() -> &'static Attribute {
        static SEVEN: std::sync::OnceLock<Attribute> = std::sync::OnceLock::new();
        SEVEN.get_or_init(|| Attribute::int(32, 7))
    }
    let specs = [
        AttrSpec {
            default: Some(seven),
            ..AttrSpec::of::<I32Attr>("n", false)
        },
        AttrSpec::of::<I32Attr>("m", false),
    ];
    let set = [crate::ir::NamedAttribute::new("m", Attribute::int(32, 1))];
    let args = InferTypeArgs {
        operand_types: &[],
        properties: &set,
        specs: &specs,
    };
    assert_eq!(args.property("n"), Some(seven()));
    assert_eq!(args.property("m"), Some(&Attribute::int(32, 1)));
    assert_eq!(args.property("k"), None);
}

/// A group that borrows its values (a `functional-type`'s lists) reads them as its own, and
/// copies them out only when it is changed: pushes and extensions keep their order.
#[test]
fn value_groups_borrow_until_changed() {
    use super::values::ValueGroup;
    let shared = [Type::i32(), Type::Float(crate::ir::FloatKind::F32)];
    let mut group: ValueGroup<'_, Type> = ValueGroup::new();
    group.share(&shared);
    assert_eq!(&group[..], &shared[..]);
    assert_eq!(group.into_iter().collect::<Vec<_>>(), shared.to_vec());

    let mut group: ValueGroup<'_, Type> = ValueGroup::new();
    group.share(&shared);
    group.push(Type::Index);
    assert_eq!(
        &group[..],
        &[
            Type::i32(),
            Type::Float(crate::ir::FloatKind::F32),
            Type::Index
        ][..]
    );

    let mut group: ValueGroup<'_, Type> = ValueGroup::new();
    group.push(Type::Index);
    group.share(&shared);
    group.extend([Type::i1()]);
    assert_eq!(
        group.into_iter().collect::<Vec<_>>(),
        vec![
            Type::Index,
            Type::i32(),
            Type::Float(crate::ir::FloatKind::F32),
            Type::i1()
        ]
    );

    let mut group: ValueGroup<'_, Type> = ValueGroup::new();
    group.share(&shared);
    group.vec_mut().push(Type::i1());
    assert_eq!(
        &group[..],
        &[
            Type::i32(),
            Type::Float(crate::ir::FloatKind::F32),
            Type::i1()
        ][..]
    );

    let mut group: ValueGroup<'_, Type> = ValueGroup::new();
    group.share(&[]);
    assert!(group.is_empty());
    group.push(Type::i1());
    assert_eq!(&group[..], &[Type::i1()][..]);
}
