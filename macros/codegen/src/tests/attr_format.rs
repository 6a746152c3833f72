//! Attribute format checks (attr-or-type-format-invalid.td categories).

use quote::quote;

use super::*;

#[test]
fn attr_variable_rules() {
    assert_attr(
        "`<` $a `>`",
        quote!(a: I32, b: I32),
        &["format is missing reference to parameter: b"],
    );
    assert_attr("$a $a", quote!(a: I32), &["duplicate parameter 'a'"]);
    assert_attr(
        "$a $objcts",
        quote!(a: I32),
        &["T_Attr has no parameter named 'objcts'"],
    );
    assert_attr(
        "struct(`x`)",
        quote!(),
        &["literals may only be used in the top-level section of the format"],
    );
    assert_attr(
        "$a struct(params)",
        quote!(a: I32),
        &["`params` captures duplicate parameter: a"],
    );
    assert_attr(
        "params params",
        quote!(a: I32),
        &["`params` captures duplicate parameter: a"],
    );
    assert_attr("params $a", quote!(a: I32), &["duplicate parameter 'a'"]);
    assert_attr(
        "attr-dict $a",
        quote!(a: I32),
        &["unsupported directive kind"],
    );
    assert_attr(
        "type($a)",
        quote!(a: I32),
        &[
            "unsupported directive kind",
            "format is missing reference to parameter: a",
        ],
    );
    assert_attr(
        "qualified(params)",
        quote!(a: I32),
        &["`qualified` argument list expected a variable"],
    );
    assert_attr("qualified($a)", quote!(a: I32), &[]);
}

#[test]
fn attr_struct_and_params_rules() {
    assert_attr(
        "`<` struct($a, $b) `,` $c `>`",
        quote!(a: I32, b: Option<I32>, c: I32),
        &["`struct` directive with optional parameters cannot be followed by a comma literal"],
    );
    assert_attr(
        "`<` struct($a, $b) `,` $c `>`",
        quote!(a: I32, b: I32, c: I32),
        &[],
    );
    assert_attr(
        "(`<` struct(params)^ `>`)?",
        quote!(a: I32, b: Option<I32>),
        &["`struct` is only allowed in an optional group if all captured parameters are optional"],
    );
    assert_attr(
        "(`<` params^ `>`)?",
        quote!(a: I32, b: Option<I32>),
        &["`params` directive allowed in optional group only if all parameters are optional"],
    );
    assert_attr(
        "(`<` $a^ `>`)?",
        quote!(a: I32),
        &["parameters in an optional group must be optional"],
    );
    assert_attr(
        "(`<`^ $a `>`)?",
        quote!(a: Option<I32>),
        &["optional group anchor must be a parameter or directive"],
    );
    assert_attr(
        "(`<` $a `>`)?",
        quote!(a: Option<I32>),
        &["optional group has no anchor element"],
    );
    assert_attr(
        "(struct($a)^)?",
        quote!(a: Option<I32>),
        &[
            "first parsable element of an optional group must be a literal, variable, or custom directive",
        ],
    );
    assert_attr(
        "custom<F>(struct($a))",
        quote!(a: I32),
        &[
            "`struct` can only be used at the top-level context",
            "format is missing reference to parameter: a",
        ],
    );
    assert_attr(
        "custom<F>(params)",
        quote!(a: I32),
        &[
            "`params` can only be used at the top-level context or within a `struct` directive",
            "format is missing reference to parameter: a",
        ],
    );
    assert_attr(
        "struct($a, custom<F>($b, $c))",
        quote!(a: I32, b: I32, c: I32),
        &["`struct` can only contain `custom` directives with a single argument"],
    );
    assert_attr(
        "struct($a, custom<F>(ref($a)))",
        quote!(a: I32),
        &["a `custom` directive nested within a `struct` must be passed a parameter"],
    );
    assert_attr(
        "struct($a, `x`)",
        quote!(a: I32),
        &["literals may only be used in the top-level section of the format"],
    );
}

#[test]
fn attr_custom_and_ref_rules() {
    assert_attr(
        "ref($a) $a",
        quote!(a: I32),
        &["'ref' is only valid within a `custom` directive"],
    );
    assert_attr(
        "custom<F>(ref($a)) $a",
        quote!(a: I32),
        &["parameter 'a' must be bound before it is referenced"],
    );
    assert_attr("$a custom<F>(ref($a))", quote!(a: I32), &[]);
    assert_attr(
        "(`<` custom<F>($a, $b)^ `>`)?",
        quote!(a: Option<I32>, b: I32),
        &["`custom` is only allowed in an optional group if all captured parameters are optional"],
    );
    assert_attr(
        "$a (`<` custom<F>(ref($a))^ `>`)?",
        quote!(a: Option<I32>),
        &["`custom` directive with no bound parameters cannot be used as optional group anchor"],
    );
    assert_attr("custom<F>($a, \"code\")", quote!(a: I32), &[]);
}

#[test]
fn real_attr_formats_are_accepted() {
    assert_attr(
        "(`<` $target^ `>`)?",
        quote!(target: Option<Attribute>),
        &[],
    );
    assert_attr(
        "`<` $name `,` $function_type (`,` struct($arg_attrs, $metadata)^)? `>`",
        quote!(name: StringAttr, function_type: Type, arg_attrs: Option<ArrayAttr>, metadata: Option<DictionaryAttr>),
        &[],
    );
    assert_attr(
        "`<` (`[` qualified($kernel_table)^ `]`)? `>`",
        quote!(kernel_table: Option<Vec<KernelMetadataAttr>>),
        &[],
    );
}
