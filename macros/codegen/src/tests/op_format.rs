//! Op format checks (mlir-tblgen's op-format-invalid.td categories).

use quote::quote;

use super::*;

#[test]
fn attr_dict_rules() {
    assert_op(
        "$a",
        quote!(a: I32Attr),
        &["'attr-dict' directive not found in custom assembly format"],
    );
    assert_op(
        "attr-dict attr-dict",
        quote!(),
        &["'attr-dict' directive has already been seen"],
    );
    assert_op(
        "attr-dict attr-dict-with-keyword",
        quote!(),
        &["'attr-dict' directive has already been seen"],
    );
    assert_op(
        "attr-dict $a `:` type(attr-dict)",
        quote!(#[operand] a: Value),
        &[
            "'attr-dict' directive can only be used as a top-level directive",
            "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred",
        ],
    );
    assert_op(
        "prop-dict prop-dict attr-dict",
        quote!(),
        &["'prop-dict' directive has already been seen"],
    );
}

#[test]
fn custom_rules() {
    assert_op(
        "custom<F>(operands) attr-dict",
        quote!(),
        &["only variables and types may be used as parameters to a custom directive"],
    );
    assert_op(
        "custom<F>(type(operands)) attr-dict",
        quote!(),
        &["type directives within a custom directive may only refer to variables"],
    );
    assert_op(
        "type(custom<F>($a)) attr-dict",
        quote!(a: I32Attr),
        &["'custom' is only valid as a top-level directive"],
    );
    assert_op("custom<F>(\"code\", $a) attr-dict", quote!(a: I32Attr), &[]);
    assert_op(
        "\"code\" attr-dict",
        quote!(),
        &["strings may only be used as 'custom' directive arguments"],
    );
}

#[test]
fn functional_type_and_type_rules() {
    assert_op(
        "type(functional-type(operands, results)) attr-dict",
        quote!(),
        &["'functional-type' is only valid as a top-level directive"],
    );
    assert_op(
        "type(type($a)) $a attr-dict",
        quote!(#[operand] a: Value),
        &[
            "'type' cannot be used as a child of another `type`",
            "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred",
        ],
    );
    assert_op(
        "type(`x`) attr-dict",
        quote!(),
        &["literals may only be used in the top-level section of the format"],
    );
    assert_op(
        "type(params) attr-dict",
        quote!(),
        &["invalid argument to 'type' directive"],
    );
    assert_op(
        "$a type($a) type($a) attr-dict",
        quote!(#[operand] a: Value),
        &["'type' of 'a' is already bound"],
    );
    assert_op(
        "operands type($a) type(operands) attr-dict",
        quote!(#[operand] a: Value),
        &["'operands' 'type' is already bound"],
    );
    assert_op(
        "type(results) type(results) attr-dict",
        quote!(#[result] r: Value),
        &["'results' 'type' is already bound"],
    );
    assert_op(
        "type($a) attr-dict",
        quote!(a: I32Attr),
        &["attributes cannot be used as children to a `type` directive"],
    );
    assert_op(
        "qualified($a) attr-dict",
        quote!(#[operand] a: Value),
        &[
            "'qualified' directive expects an attribute or a `type` directive",
            "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred",
        ],
    );
    assert_op(
        "qualified($a) qualified(type($r)) attr-dict",
        quote!(a: I32Attr, #[result] r: Value),
        &[],
    );
}

#[test]
fn operands_regions_successors_rules() {
    assert_op(
        "operands operands attr-dict type(operands)",
        quote!(),
        &["'operands' directive creates overlap in format"],
    );
    assert_op(
        "$a operands attr-dict type(operands)",
        quote!(#[operand] a: Value),
        &["'operands' directive creates overlap in format"],
    );
    assert_op(
        "operands $a attr-dict type(operands)",
        quote!(#[operand] a: Value),
        &["operand 'a' is already bound"],
    );
    assert_op(
        "regions regions attr-dict-with-keyword",
        quote!(),
        &["'regions' directive creates overlap in format"],
    );
    assert_op(
        "$r regions attr-dict-with-keyword",
        quote!(#[region] r: Region),
        &["'regions' directive creates overlap in format"],
    );
    assert_op(
        "type(regions) attr-dict",
        quote!(),
        &["'regions' is only valid as a top-level directive"],
    );
    assert_op(
        "type(successors) attr-dict",
        quote!(),
        &["'successors' is only valid as a top-level directive"],
    );
    assert_op(
        "type($r) $r attr-dict-with-keyword",
        quote!(#[region] r: Region),
        &["regions can only be used at the top level or in a ref directive"],
    );
    assert_op(
        "attr-dict $r",
        quote!(#[region] r: Region),
        &["format ambiguity caused by `attr-dict` directive followed by region `r`"],
    );
    assert_op(
        "results attr-dict",
        quote!(),
        &["'results' directive can can only be used as a child to a 'type' directive"],
    );
    assert_op(
        "$r attr-dict type($r)",
        quote!(#[result] r: Value),
        &["result variables can can only be used as a child to a 'type' directive"],
    );
}

#[test]
fn ref_rules() {
    let fields = quote!(#[operand] o: Value, #[result] r: Value, #[region] g: Region, #[successor] s: Block, a: I32Attr);
    let cases = [
        ("ref($a)", "'ref' is only valid within a `custom` directive"),
        (
            "custom<F>(ref(type($o)))",
            "'ref' of 'type($o)' is not bound by a prior 'type' directive",
        ),
        (
            "custom<F>(ref(type(operands)))",
            "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
        ),
        (
            "custom<F>(ref(type($r)))",
            "'ref' of 'type($r)' is not bound by a prior 'type' directive",
        ),
        (
            "custom<F>(ref(type(results)))",
            "'ref' of 'type(results)' is not bound by a prior 'type' directive",
        ),
        (
            "custom<F>(ref(successors))",
            "'ref' of 'successors' is not bound by a prior 'successors' directive",
        ),
        (
            "custom<F>(ref(regions))",
            "'ref' of 'regions' is not bound by a prior 'regions' directive",
        ),
        (
            "custom<F>(ref(operands))",
            "'ref' of 'operands' is not bound by a prior 'operands' directive",
        ),
        (
            "custom<F>(ref(attr-dict))",
            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
        ),
        (
            "custom<F>(ref($s))",
            "successor 's' must be bound before it is referenced",
        ),
        (
            "custom<F>(ref($g))",
            "region 'g' must be bound before it is referenced",
        ),
        (
            "custom<F>(ref($a))",
            "attribute 'a' must be bound before it is referenced",
        ),
        (
            "custom<F>(ref($o))",
            "operand 'o' must be bound before it is referenced",
        ),
    ];
    for (prefix, msg) in cases {
        let format =
            format!("{prefix} $o $g $s $a attr-dict-with-keyword `:` type($o) `->` type($r)");
        let errs = op_errors(&format, fields.clone());
        assert_eq!(
            errs.first().map(String::as_str),
            Some(msg),
            "format {format:?}: {errs:?}"
        );
    }
    assert_op(
        "$o $a `:` type($o) custom<F>(ref($o), ref($a), ref(type($o))) attr-dict",
        quote!(#[operand] o: Value, a: I32Attr),
        &[],
    );
}

#[test]
fn literal_errors_are_reported_with_the_rest() {
    assert_op(
        "`1` $unknown",
        quote!(),
        &[
            "expected valid literal but got '1': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'",
            "expected variable to refer to an argument, region, result, or successor",
            "'attr-dict' directive not found in custom assembly format",
        ],
    );
}

#[test]
fn oilist_rules() {
    let fields =
        quote!(a: Option<I32Attr>, b: I32Attr, #[operand] o: Value, #[operand] v: Vec<Value>);
    assert_op(
        "oilist(`x` $b | `y` $o | `z` attr-dict) $v attr-dict `:` type($o) type($v)",
        fields.clone(),
        &[
            "only optional attributes can be used in an oilist parsing group",
            "only variable length operands can be used within an oilist parsing group",
            "only literals, types, and variables can be used within an oilist group",
            "'attr-dict' directive has already been seen",
        ],
    );
    assert_op(
        "oilist(`x` $a) oilist(`x` $v) $b $o attr-dict `:` type($o) type($v)",
        fields.clone(),
        &["format ambiguity because x is used in two adjacent oilist elements."],
    );
    assert_op(
        "oilist(`x` $a) `x` $b $o $v attr-dict `:` type($o) type($v)",
        fields,
        &["format ambiguity because x is used both in oilist element and the adjacent literal."],
    );
}

#[test]
fn optional_group_rules() {
    let fields = quote!(
        a: Option<I32Attr>, b: I32Attr, u: UnitAttr, #[attr(default = 1)] d: I32Attr,
        #[operand] o: Value, #[operand] v: Vec<Value>, #[result] r: Value, #[successor] s: Block
    );
    let tail = "$b $o $s attr-dict `:` type($o) type($v) type($r)";
    let cases = [
        (
            "type(($a^)?)",
            "optional groups can only be used as top-level elements",
        ),
        ("(`x` $a)?", "optional group has no anchor element"),
        (
            "(type($v)^)?",
            "first parsable element of an optional group must be a literal, variable, or custom directive",
        ),
        (
            "(`x`^ $a)?",
            "only variables and types can be used to anchor an optional group",
        ),
        (
            "(` `^ $a)?",
            "only variables and types can be used to anchor an optional group",
        ),
        (
            "(`x` $b^)?",
            "only optional or default-valued attributes can be used to anchor an optional group",
        ),
        (
            "(`x` $a^ operands)?",
            "only literals, types, and variables can be used within an optional group",
        ),
        (
            "(`x` $a^ attr-dict)?",
            "only literals, types, and variables can be used within an optional group",
        ),
        (
            "(`x` $a^ type(operands))?",
            "only literals, types, and variables can be used within an optional group",
        ),
        (
            "(`x` $a^ type($r))?",
            "only variable length results can be used within an optional group",
        ),
        (
            r#"(`x` custom<F>("code")^)?"#,
            "`custom` directive with no bound parameters cannot be used as optional group anchor",
        ),
    ];
    for (prefix, msg) in cases {
        let format = format!("{prefix} $v {tail}");
        let errs = op_errors(&format, fields.clone());
        assert_eq!(
            errs.first().map(String::as_str),
            Some(msg),
            "format {format:?}: {errs:?}"
        );
    }
    // Operands inside a group must be variable length (the `$o` of the tail is moved into it).
    assert_eq!(
        op_errors(
            "(`x` $o^)? $v $b $s attr-dict `:` type($o) type($v) type($r)",
            fields.clone()
        )[0],
        "only variable length operands can be used within an optional group"
    );
    // Valid groups: optional, default-valued and unit anchors, else branches, inverted groups,
    // custom anchors, nested groups.
    for group in [
        "(`x` $a^)?",
        "(`x` $d^)?",
        "(`x` $u^)?",
        "(`x` $a^):(`y`)?",
        "(`none`):(`val` $a^)?",
        "(custom<F>($a)^)?",
        "(`a` $a^ (`b` $d^)?)?",
        "(`x` $v^ `:` type($v))?",
    ] {
        let format = format!("{group} $b $o $s attr-dict `:` type($o) type($r)");
        let format = if format.contains("$v") {
            format
        } else {
            format!("{format} $v type($v)")
        };
        assert_eq!(
            op_errors(&format, fields.clone()),
            Vec::<String>::new(),
            "format {format:?}"
        );
    }
}

#[test]
fn binding_rules() {
    let fields =
        quote!(a: I32Attr, #[operand] o: Value, #[region] g: Region, #[successor] s: Block);
    assert_op(
        "$a $a $o $g $s attr-dict-with-keyword type($o)",
        fields.clone(),
        &["attribute 'a' is already bound"],
    );
    assert_op(
        "$a $o $o $g $s attr-dict-with-keyword type($o)",
        fields.clone(),
        &["operand 'o' is already bound"],
    );
    assert_op(
        "$a $o $g $g $s attr-dict-with-keyword type($o)",
        fields.clone(),
        &["region 'g' is already bound"],
    );
    assert_op(
        "$a $o $g $s $s attr-dict-with-keyword type($o)",
        fields,
        &["successor 's' is already bound"],
    );
}

#[test]
fn coverage_rules() {
    assert_op(
        "attr-dict",
        quote!(#[result] r: Value),
        &["type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"],
    );
    assert_op("attr-dict", quote!(#[result(type = I64)] r: Value), &[]);
    assert_op(
        "attr-dict",
        quote!(#[result(type = I64)] r: Vec<Value>),
        &["type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"],
    );
    assert_op(
        "attr-dict",
        quote!(#[operand] o: Value),
        &["operand #0, named 'o', not found"],
    );
    assert_op(
        "$o attr-dict",
        quote!(#[operand] o: Option<Value>),
        &[
            "type of operand #0, named 'o', is not buildable and a buildable type cannot be inferred",
        ],
    );
    assert_op("$o attr-dict", quote!(#[operand(type = I32)] o: Value), &[]);
    assert_op(
        "operands attr-dict",
        quote!(#[operand(type = I32)] o: Vec<Value>),
        &[
            "type of operand #0, named 'o', is not buildable and a buildable type cannot be inferred",
        ],
    );
    assert_op(
        "attr-dict",
        quote!(#[region] g: Region),
        &["region #0, named 'g', not found"],
    );
    assert_op(
        "attr-dict",
        quote!(#[successor] s: Block),
        &["successor #0, named 's', not found"],
    );
    // The note travels in the message.
    let err = parse_op(
        quote!(t.op, format = "attr-dict"),
        quote!(
            pub struct Op {
                #[operand]
                o: Value,
            }
        ),
    )
    .expect_err("operand not found");
    assert!(
        err.to_string()
            .contains("note: suggest adding a '$o' directive to the custom assembly format")
    );
}

#[test]
fn op_format_errors_show_the_offending_piece() {
    let err = parse_op(
        quote!(t.op, format = "$objcts attr-dict"),
        quote!(
            pub struct Op {}
        ),
    )
    .expect_err("unknown variable");
    assert_eq!(
        err.to_string(),
        "expected variable to refer to an argument, region, result, or successor\n  $objcts attr-dict\n  ^~~~~~~"
    );
}

#[test]
fn default_valued_optional_attributes_are_elided_at_their_default() {
    // MLIR's `DefaultValuedOptionalAttr<BoolAttr, "false">`: optional, never stored by default,
    // elided from the attr-dict while it equals its default.
    let fields = quote!(#[attr(default = BoolAttr(false))] nontemporal: Option<BoolAttr>);
    assert_op("attr-dict", fields.clone(), &[]);
    let out = crate::expand_op(
        quote!(t.op, format = "attr-dict"),
        quote!(pub struct Op { #fields }),
    )
    .to_string();
    assert!(out.contains("BoolAttr (false)"), "{out}");
    assert!(!out.contains("compile_error"), "{out}");
}
