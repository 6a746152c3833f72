//! Type constraints and type relation traits: which omitted types a format may leave out
//! (mlir-tblgen's `variableTyResolver` and buildable types), and the traits' argument errors.

use proc_macro2::TokenStream;
use quote::quote;

use super::*;

fn errors_with_traits(traits: TokenStream, format: &str, fields: TokenStream) -> Vec<String> {
    messages(parse_op(
        quote!(t.op, traits = [#traits], format = #format),
        quote!(pub struct Op { #fields }),
    ))
}

fn unbuildable(kind: &str, i: usize, name: &str) -> String {
    format!(
        "type of {kind} #{i}, named '{name}', is not buildable and a buildable type cannot be inferred"
    )
}

#[test]
fn buildable_constraints_may_be_omitted_and_others_not() {
    assert_op("$x attr-dict", quote!(#[operand(type = I32)] x: Value), &[]);
    assert_op(
        "$x attr-dict",
        quote!(#[operand(type = rods::ods::Index)] x: Value),
        &[],
    );
    // A user-defined constraint is taken as buildable (rustc checks `BuildableType`).
    assert_op(
        "$x attr-dict",
        quote!(#[operand(type = MyToken)] x: Value),
        &[],
    );
    for c in [
        quote!(AnyInteger),
        quote!(SignlessIntegerLike),
        quote!(TensorOf<F32>),
        quote!(AnyTypeOf<(I32, F32)>),
        quote!((I32, F32)),
    ] {
        assert_op(
            "$x attr-dict",
            quote!(#[operand(type = #c)] x: Value),
            &[&unbuildable("operand", 0, "x")],
        );
    }
    assert_op(
        "attr-dict",
        quote!(#[result(type = AnyFloat)] r: Value),
        &[&unbuildable("result", 0, "r")],
    );
}

#[test]
fn same_operands_and_result_type_infers_everything_from_one_printed_type() {
    let fields = quote!(#[operand] a: Value, #[operand] b: Value, #[result] r: Value);
    for format in [
        "$a `,` $b attr-dict `:` type($r)",
        "$a `,` $b attr-dict `:` type($b)",
        "$a `,` $b attr-dict `:` type($a)",
    ] {
        assert_eq!(
            errors_with_traits(quote!(SameOperandsAndResultType), format, fields.clone()),
            Vec::<String>::new(),
            "{format}"
        );
    }
    // Nothing printed: nothing to infer from.
    assert_eq!(
        errors_with_traits(
            quote!(SameOperandsAndResultType),
            "$a `,` $b attr-dict",
            fields.clone()
        ),
        [
            unbuildable("result", 0, "r"),
            unbuildable("operand", 0, "a"),
            unbuildable("operand", 1, "b")
        ]
    );
    // `SameTypeOperands` does not reach the results, nor take an operand type from one.
    assert_eq!(
        errors_with_traits(
            quote!(SameTypeOperands),
            "$a `,` $b attr-dict `:` type($r)",
            fields.clone()
        ),
        [
            unbuildable("operand", 0, "a"),
            unbuildable("operand", 1, "b")
        ]
    );
    assert_eq!(
        errors_with_traits(
            quote!(SameTypeOperands),
            "$a `,` $b attr-dict `:` type($a)",
            fields
        ),
        [unbuildable("result", 0, "r")]
    );
}

#[test]
fn all_types_match_and_types_match_with_infer_named_values() {
    let fields =
        quote!(#[operand] c: Value, #[operand] a: Value, #[operand] b: Value, #[result] r: Value);
    assert_eq!(
        errors_with_traits(
            quote!(AllTypesMatch(["a", "b", "r"])),
            "$c `,` $a `,` $b attr-dict `:` type($c) `,` type($r)",
            fields.clone()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        errors_with_traits(
            quote!(AllTypesMatch(["a", "b"])),
            "$c `,` $a `,` $b attr-dict `:` type($c) `,` type($r)",
            fields.clone()
        ),
        [
            unbuildable("operand", 1, "a"),
            unbuildable("operand", 2, "b")
        ]
    );
    // `TypesMatchWith` infers its rhs from its lhs only.
    assert_eq!(
        errors_with_traits(
            quote!(TypesMatchWith("s", "c", "r", f), SameTypeOperands),
            "$c `,` $a `,` $b attr-dict `:` type($c)",
            fields.clone()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        errors_with_traits(
            quote!(TypesMatchWith("s", "c", "r", f)),
            "$c `,` $a `,` $b attr-dict `:` type($r) `,` type($a) `,` type($b)",
            fields
        ),
        [unbuildable("operand", 0, "c")]
    );
}

#[test]
fn a_bound_typed_attribute_gives_its_type() {
    // `arith.constant`: `attr-dict $value` with `AllTypesMatch<["value", "result"]>`.
    let fields = quote!(value: AnyAttr, #[result] result: Value);
    assert_eq!(
        errors_with_traits(
            quote!(AllTypesMatch(["value", "result"])),
            "attr-dict $value",
            fields.clone()
        ),
        Vec::<String>::new()
    );
    // Not bound by the format: nothing to take the type from.
    assert_eq!(
        errors_with_traits(
            quote!(AllTypesMatch(["value", "result"])),
            "attr-dict",
            fields
        ),
        [unbuildable("result", 0, "result")]
    );
}

#[test]
fn relation_trait_arguments_are_checked() {
    let fields = quote!(#[operand] a: Value, #[operand] b: Vec<Value>);
    let format = "$a `,` $b attr-dict `:` type($a) `,` type($b)";
    let cases: [(TokenStream, &str); 9] = [
        (
            quote!(AllTypesMatch(["a", "c"])),
            "`AllTypesMatch` names 'c', which is not an operand or result or attribute of the op",
        ),
        (
            quote!(AllTypesMatch(["a", "b"])),
            "`AllTypesMatch` names 'b', a variable-length group; only single operands and results can be related",
        ),
        (
            quote!(AllTypesMatch),
            "`AllTypesMatch` needs arguments: `AllTypesMatch([\"a\", \"b\", ...])`",
        ),
        (
            quote!(AllTypesMatch("a", "b")),
            "expected `AllTypesMatch([\"a\", \"b\", ...])`: a list of operand and result names",
        ),
        (
            quote!(TypesMatchWith("s", "a", "b")),
            "expected `TypesMatchWith(\"summary\", \"lhs\", \"rhs\", transformer)` with a `fn(&Type) -> Type` transformer",
        ),
        (quote!(Symbol("a")), "`Symbol` takes no arguments"),
        (
            quote!(PredOpTrait),
            "`PredOpTrait` needs arguments: `PredOpTrait(\"summary\", predicate)`",
        ),
        (
            quote!(PredOpTrait(summary, f)),
            "expected `PredOpTrait(\"summary\", predicate)` with a `fn(&Ir, OpId) -> bool` predicate",
        ),
        (
            quote!(PredOpTrait("s")),
            "expected `PredOpTrait(\"summary\", predicate)` with a `fn(&Ir, OpId) -> bool` predicate",
        ),
    ];
    for (traits, expected) in cases {
        assert_eq!(
            errors_with_traits(traits.clone(), format, fields.clone()),
            [expected],
            "{traits}"
        );
    }
}

#[test]
fn segment_traits_are_required_exactly_with_two_variable_length_groups() {
    let two = quote!(#[operand] a: Vec<Value>, #[operand] b: Option<Value>);
    let format = "$a `,` $b attr-dict `:` type($a) `,` type($b)";
    assert_eq!(
        errors_with_traits(quote!(AttrSizedOperandSegments), format, two.clone()),
        Vec::<String>::new()
    );
    assert_eq!(
        errors_with_traits(quote!(Symbol), format, two.clone()),
        ["op has multiple variadic operands but no specification over their sizes"]
    );
    assert_eq!(
        errors_with_traits(
            quote!(AttrSizedOperandSegments),
            format,
            quote!(#[operand] a: Vec<Value>, #[operand] b: Value)
        ),
        ["op must have at least two variadic operands to use 'AttrSizedOperandSegments' trait"]
    );
    assert_eq!(
        errors_with_traits(
            quote!(AttrSizedResultSegments),
            "attr-dict `:` type($r)",
            quote!(#[result] r: Vec<Value>)
        ),
        ["op must have at least two variadic results to use 'AttrSizedResultSegments' trait"]
    );
    // `SameVariadicResultSize` shares the results equally (`memref.extract_strided_metadata`).
    assert!(
        errors_with_traits(
            quote!(SameVariadicResultSize),
            "attr-dict `:` type(results)",
            quote!(#[result] a: Value, #[result] r: Vec<Value>, #[result] s: Vec<Value>)
        )
        .is_empty()
    );
    // `operands` / `type(results)` are accepted (the sizes then come from the attr-dict).
    assert_eq!(
        errors_with_traits(
            quote!(AttrSizedOperandSegments),
            "operands attr-dict `:` type(operands)",
            two
        ),
        Vec::<String>::new()
    );
}

#[test]
fn infer_type_op_interface_infers_results_only_when_none_is_printed() {
    let fields = quote!(#[operand] x: Value, #[result] r: Value, #[result] s: Vec<Value>);
    // No result type printed: all inferred (mlir-tblgen's `infersResultTypes`).
    for format in [
        "$x attr-dict `:` type($x)",
        "$x attr-dict `:` type(operands)",
    ] {
        assert_eq!(
            errors_with_traits(quote!(InferTypeOpInterface), format, fields.clone()),
            Vec::<String>::new(),
            "{format}"
        );
    }
    // One printed result type: the others need types again.
    assert_eq!(
        errors_with_traits(
            quote!(InferTypeOpInterface),
            "$x attr-dict `:` type($x) type($s)",
            fields.clone()
        ),
        vec![unbuildable("result", 0, "r")]
    );
    // Without the trait, nothing is inferred.
    assert_eq!(
        errors_with_traits(quote!(Symbol), "$x attr-dict `:` type($x)", fields),
        vec![unbuildable("result", 0, "r"), unbuildable("result", 1, "s")]
    );
}

#[test]
fn first_attr_derived_result_type_needs_an_attribute_and_infers_nothing_in_formats() {
    assert_eq!(
        errors_with_traits(
            quote!(FirstAttrDerivedResultType),
            "$x attr-dict `:` type($x) type($r)",
            quote!(#[operand] x: Value, #[result] r: Value)
        ),
        vec!["'FirstAttrDerivedResultType' needs an attribute: the results take the type of the op's first attribute".to_owned()]
    );
    // Upstream's format does not use the trait: the result type must still be printed.
    assert_eq!(
        errors_with_traits(
            quote!(FirstAttrDerivedResultType),
            "$t $x attr-dict `:` type($x)",
            quote!(t: TypeAttr, #[operand] x: Value, #[result] r: Value)
        ),
        vec![unbuildable("result", 0, "r")]
    );
}

#[test]
fn operands_directive_with_inferred_variadic_groups_is_accepted_as_mlir_tblgen_does() {
    // mlir-tblgen resolves each group with one type; a type printed only through
    // `type(operands)` / `type(results)` infers nothing, as upstream.
    let var = quote!(#[operand] a: Vec<Value>, #[operand] b: Value, #[result] r: Value);
    let two = quote!(#[operand] a: Value, #[operand] b: Value, #[result] r: Value);
    let same = quote!(SameOperandsAndResultType);
    for (format, fields, expected) in [
        ("operands attr-dict `:` type($r)", var, vec![]),
        (
            "operands attr-dict `:` type(operands)",
            two.clone(),
            vec![unbuildable("result", 0, "r")],
        ),
        (
            "$a `,` $b attr-dict `:` type(results)",
            two,
            vec![
                unbuildable("operand", 0, "a"),
                unbuildable("operand", 1, "b"),
            ],
        ),
    ] {
        assert_eq!(
            errors_with_traits(same.clone(), format, fields),
            expected,
            "{format}"
        );
    }
}

#[test]
fn operands_and_type_results_on_ops_with_segments_are_accepted() {
    let fields = quote!(
        #[operand] a: Vec<Value>, #[operand] b: Vec<Value>,
        #[result] r: Vec<Value>, #[result] s: Vec<Value>
    );
    assert_eq!(
        errors_with_traits(
            quote!(AttrSizedOperandSegments, AttrSizedResultSegments),
            "operands attr-dict `:` type(operands) `->` type(results)",
            fields
        ),
        Vec::<String>::new()
    );
}

#[test]
fn optional_enum_properties_are_refused() {
    assert_op(
        "$e attr-dict",
        quote!(e: Option<EnumProp<E>>),
        &[
            "an optional property (`Option<EnumProp<...>>`, MLIR's `OptionalProp`) is not supported; give it a default with `#[attr(default = EnumProp(...))]`",
        ],
    );
    assert_op(
        "$e attr-dict",
        quote!(#[attr(default = EnumProp(E::A))] e: EnumProp<E>),
        &[],
    );
}

#[test]
fn pred_op_trait_takes_a_summary_and_a_predicate() {
    assert_eq!(
        errors_with_traits(
            quote!(PredOpTrait(
                "input and output have the same tensor dimensions",
                same_dims
            )),
            "$a attr-dict `:` type($a)",
            quote!(#[operand] a: Value),
        ),
        Vec::<String>::new()
    );
}

#[test]
fn optional_types_match_with_and_shaped_element_counts_relate_variable_length_groups() {
    // `OptionalTypesMatchWith`: the optional `acc` takes `dest`'s type, when present.
    assert_eq!(
        errors_with_traits(
            quote!(TypesMatchWith(
                "dest and acc have the same type",
                "dest",
                "acc",
                same_type
            )),
            "$v (`,` $acc^)? attr-dict `:` type($v) `into` type($dest)",
            quote!(#[operand] v: Value, #[operand] acc: Option<Value>, #[result] dest: Value)
        ),
        Vec::<String>::new()
    );
    // `ShapedTypeMatchesElementCountAndTypes`: the elements' types come from the shaped type.
    let fields = quote!(#[operand] elements: Vec<Value>, #[result] dest: Value);
    assert_eq!(
        errors_with_traits(
            quote!(ShapedTypeMatchesElementCountAndTypes("dest", "elements")),
            "$elements attr-dict `:` type($dest)",
            fields.clone()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        errors_with_traits(
            quote!(Symbol),
            "$elements attr-dict `:` type($dest)",
            fields.clone()
        ),
        [unbuildable("operand", 0, "elements")]
    );
    assert_eq!(
        errors_with_traits(
            quote!(ShapedTypeMatchesElementCountAndTypes("dest")),
            "$elements attr-dict `:` type($dest)",
            fields
        ),
        [
            "expected `ShapedTypeMatchesElementCountAndTypes(\"shaped\", \"elements\")`: the shaped value and its variadic group of elements".to_owned(),
            unbuildable("operand", 0, "elements"),
        ]
    );
}

/// `TypesMatchWith` into a variable-length group (`func.call_indirect`'s callee type giving
/// the argument and result types): the transformer gives the group's type list, so the format
/// may leave both groups' types out; the source must still be a single value.
#[test]
fn types_match_with_into_a_variable_length_group_infers_its_type_list() {
    let fields = quote!(#[operand(type = AnyFunctionType)] callee: Value, #[operand] args: Vec<Value>, #[result] results: Vec<Value>);
    assert_eq!(
        errors_with_traits(
            quote!(
                TypesMatchWith("s", "callee", "args", inputs),
                TypesMatchWith("t", "callee", "results", outputs)
            ),
            "$callee `(` $args `)` attr-dict `:` type($callee)",
            fields.clone()
        ),
        Vec::<String>::new()
    );
    // Without the relation into `results`, their types are neither printed nor inferred.
    assert_eq!(
        errors_with_traits(
            quote!(TypesMatchWith("s", "callee", "args", inputs)),
            "$callee `(` $args `)` attr-dict `:` type($callee)",
            fields.clone()
        ),
        [unbuildable("result", 0, "results")]
    );
    // The source of the types cannot be a group.
    assert_eq!(
        errors_with_traits(
            quote!(TypesMatchWith("s", "args", "callee", first)),
            "$callee `(` $args `)` attr-dict `:` type($args) type($results)",
            fields
        ),
        [
            "`TypesMatchWith` names 'args', a variable-length group; only the second name of `TypesMatchWith` may be a variable-length group, whose types the transformer gives as a list (`fn(&Type) -> Vec<Type>`)"
        ]
    );
}
