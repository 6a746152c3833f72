//! End-to-end tests of `parse_attr` / `parse_op`: the model built, and every check's message.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Arity, OpDecl, OpFieldKind, Presence};
use crate::{parse_attr, parse_op};

/// First line of each error message (the rest is the format excerpt or a note).
fn messages(result: Result<impl Sized, syn::Error>) -> Vec<String> {
    match result {
        Ok(_) => Vec::new(),
        Err(err) => err
            .into_iter()
            .map(|e| e.to_string().lines().next().unwrap_or_default().to_owned())
            .collect(),
    }
}

fn op_errors(format: &str, fields: TokenStream) -> Vec<String> {
    messages(parse_op(
        quote!(t.op, format = #format),
        quote!(pub struct Op { #fields }),
    ))
}

fn attr_errors(format: &str, fields: TokenStream) -> Vec<String> {
    messages(parse_attr(
        quote!(t.attr, format = #format, name = "T_Attr"),
        quote!(pub struct Attr { #fields }),
    ))
}

fn assert_op(format: &str, fields: TokenStream, expected: &[&str]) {
    assert_eq!(op_errors(format, fields), expected, "format {format:?}");
}

fn assert_attr(format: &str, fields: TokenStream, expected: &[&str]) {
    assert_eq!(attr_errors(format, fields), expected, "format {format:?}");
}

// --- model ---------------------------------------------------------------------------------

#[test]
fn gpu_binary_model() {
    let decl = parse_op(
        quote!(gpu.binary, traits = [Symbol], format = "$sym_name (`<` $offloadingHandler^ `>`)? attr-dict $objects"),
        quote! {
            pub struct BinaryOp {
                pub sym_name: SymbolNameAttr,
                #[attr(name = "offloadingHandler")] pub offloading_handler: Option<OffloadingHandler>,
                pub objects: Confined<ObjectArrayAttr, ArrayMinCount<1>>,
            }
        },
    )
    .expect("gpu.binary is valid");
    assert_eq!(decl.name.full(), "gpu.binary");
    assert_eq!(decl.traits.len(), 1);
    let names: Vec<_> = decl.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["sym_name", "offloadingHandler", "objects"]);
    assert!(matches!(
        decl.fields[1].kind,
        OpFieldKind::Attribute(Presence::Optional)
    ));
    assert!(matches!(
        decl.fields[0].kind,
        OpFieldKind::Attribute(Presence::Required)
    ));
    // The helper attribute is stripped from the re-emitted struct.
    let item = quote::ToTokens::to_token_stream(&decl.item).to_string();
    assert!(!item.contains("attr ("), "{item}");
}

#[test]
fn nvvm_target_model() {
    let decl = parse_attr(
        quote!(
            nvvm.target,
            format = "(`<` struct($O, $triple, $chip, $features, $flags, $link)^ `>`)?",
            verify,
            interfaces = [TargetAttrInterface]
        ),
        quote! {
            pub struct NvvmTargetAttr {
                #[param(name = "O", default = 2)] pub opt_level: i32,
                #[param(default = "nvptx64-nvidia-cuda".into())] pub triple: String,
                #[param(default = "sm_50".into())] pub chip: String,
                #[param(default = String::new())] pub features: String,
                pub flags: Option<DictionaryAttr>,
                pub link: Option<ArrayAttr>,
            }
        },
    )
    .expect("#nvvm.target is valid");
    assert_eq!(decl.name.full(), "nvvm.target");
    assert_eq!(decl.record_name, "NvvmTargetAttr");
    assert!(decl.verify.is_some());
    assert_eq!(decl.params[0].name, "O");
    assert!(matches!(decl.params[0].presence, Presence::Default(_)));
    assert!(matches!(decl.params[4].presence, Presence::Optional));
}

#[test]
fn gpu_object_model() {
    let decl = parse_attr(
        quote!(
            gpu.object,
            format = "`<` $target `,` $object `>`",
            name = "GPU_ObjectAttr"
        ),
        quote!(
            pub struct ObjectAttr {
                pub target: TargetAttr,
                pub object: StringAttr,
            }
        ),
    )
    .expect("#gpu.object is valid");
    assert_eq!(decl.record_name, "GPU_ObjectAttr");
    assert!(
        decl.params
            .iter()
            .all(|p| matches!(p.presence, Presence::Required))
    );
}

#[test]
fn op_field_kinds() {
    let arities = |decl: &OpDecl| -> Vec<Arity> {
        decl.fields
            .iter()
            .filter_map(|f| match f.kind {
                OpFieldKind::Operand { arity, .. } => Some(arity),
                _ => None,
            })
            .collect()
    };
    let decl = parse_op(
        quote!(t.op, format = "$a `,` $b $body attr-dict-with-keyword $r `:` type($a) `,` type($b) `->` type($res) $flag"),
        quote! {
            pub struct Op {
                #[operand] a: Value,
                #[operand] b: Option<Value>,
                #[result] res: Vec<Value>,
                #[region] body: Region,
                #[successor] r: Block,
                flag: UnitAttr,
            }
        },
    )
    .expect("valid op");
    assert_eq!(arities(&decl), [Arity::Single, Arity::Optional]);
    assert!(matches!(decl.fields[5].kind, OpFieldKind::UnitAttribute));
    let decl = parse_op(
        quote!(t.op, format = "$c attr-dict `:` type($c)"),
        quote!(
            pub struct Op {
                #[operand]
                c: Vec<Value>,
            }
        ),
    )
    .expect("valid op");
    assert_eq!(arities(&decl), [Arity::Variadic]);
}

#[test]
fn two_variable_length_operand_groups_are_rejected() {
    let err = parse_op(
        quote!(
            t.op,
            format = "$a `,` $b attr-dict `:` type($a) `,` type($b)"
        ),
        quote!(
            pub struct Op {
                #[operand]
                a: Vec<Value>,
                #[operand]
                b: Option<Value>,
            }
        ),
    )
    .err()
    .map(|e| e.to_string());
    assert_eq!(
        err.as_deref(),
        Some(
            "more than one variable-length operand group is not supported yet (MLIR's `AttrSizedOperandSegments`); `a` is already variable-length"
        )
    );
}

#[test]
fn op_without_format_is_generic_only() {
    assert!(
        parse_op(
            quote!(t.op),
            quote!(
                pub struct Op {
                    a: I32Attr,
                }
            )
        )
        .is_ok()
    );
}

#[test]
fn raw_string_formats_and_keyword_names() {
    let decl = parse_op(
        quote!(scf.yield, format = r"attr-dict"),
        quote!(
            pub struct YieldOp {}
        ),
    )
    .expect("valid");
    assert_eq!(decl.name.name, "yield");
}

#[test]
fn macro_argument_errors() {
    let errs = messages(parse_attr(
        quote!(
            gpu.object,
            fromat = "x",
            format = "`<` $a `>`",
            format = "$a",
            verify = 1,
            interfaces
        ),
        quote!(
            pub struct A {
                a: I32,
            }
        ),
    ));
    assert_eq!(
        errs,
        [
            "unknown argument `fromat` of `#[dialect_attr]`; expected `dialect.mnemonic` first, then any of `format`, `verify`, `interfaces`, `summary`, `name`",
            "duplicate argument `format`",
            "`verify` takes no value: write just `verify`",
            "expected `interfaces = [Path, ...]`",
        ]
    );
    assert_eq!(
        messages(parse_op(
            quote!(binary),
            quote!(
                pub struct B {}
            )
        )),
        ["expected `dialect.opname` as the first argument (e.g. `gpu.object`)"]
    );
    assert_eq!(
        messages(parse_op(
            quote!(),
            quote!(
                pub struct B {}
            )
        )),
        ["expected `dialect.opname` as the first argument of `#[dialect_op(...)]`"]
    );
    assert_eq!(
        messages(parse_op(
            quote!(t.op, verify),
            quote!(
                pub struct B {}
            )
        )),
        [
            "unknown argument `verify` of `#[dialect_op]`; expected `dialect.opname` first, then any of `format`, `traits`, `summary`"
        ]
    );
}

#[test]
fn struct_shape_errors() {
    assert_eq!(
        messages(parse_op(
            quote!(t.op),
            quote!(
                pub enum E {
                    A,
                }
            )
        )),
        ["`#[dialect_op]` can only be applied to a struct with named fields"]
    );
    assert_eq!(
        messages(parse_attr(
            quote!(t.a),
            quote!(
                pub struct A<T> {
                    a: T,
                }
            )
        )),
        ["`#[dialect_attr]` structs cannot be generic"]
    );
    assert_eq!(
        messages(parse_op(
            quote!(t.op),
            quote!(
                pub struct A(u32);
            )
        )),
        ["`#[dialect_op]` needs named fields: write `struct A { name: Type, ... }`"]
    );
}

#[test]
fn field_attribute_errors() {
    assert_eq!(
        attr_errors("$a", quote!(a: I32, #[param(name = "a")] b: I32))[0],
        "duplicate parameter name `a`"
    );
    assert_eq!(
        op_errors("attr-dict", quote!(#[param] a: I32Attr)),
        [
            "`#[param]` is for `#[dialect_attr]` parameters; op fields take `#[attr]`, `#[operand]`, `#[result]`, `#[region]` or `#[successor]`"
        ]
    );
    assert_eq!(
        attr_errors("$a", quote!(#[operand] a: I32)),
        ["`#[dialect_attr]` fields are parameters: use `#[param(name = \"...\", default = ...)]`"]
    );
    assert_eq!(
        op_errors("attr-dict $a", quote!(#[operand] #[result] a: Value)),
        [
            "conflicting field kinds: `#[operand]` and `#[result]` on the same field",
            "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred"
        ]
    );
    assert_eq!(
        op_errors("attr-dict", quote!(#[attr(defualt = 1)] a: I32Attr)),
        ["unknown option `defualt` of `#[attr]`; expected `name`, `default`"]
    );
    assert_eq!(
        attr_errors("$a", quote!(#[param(default = 1)] a: Option<I32>)),
        ["a parameter cannot be both `Option<...>` and `default = ...`: drop one"]
    );
    assert_eq!(
        attr_errors("$a", quote!(#[param(name = "a b")] a: I32)),
        [
            "invalid name `a b`: expected a letter or `_`, then letters, digits or `_`",
            "T_Attr has no parameter named 'a'",
            "format is missing reference to parameter: a b"
        ]
    );
    assert_eq!(
        op_errors(
            "attr-dict-with-keyword $r",
            quote!(#[region] r: Option<Region>)
        ),
        ["a region cannot be `Option<...>`; use `Vec<...>` for a variadic region"]
    );
}

#[test]
fn attr_with_params_needs_a_format() {
    assert_eq!(
        messages(parse_attr(
            quote!(t.a),
            quote!(
                pub struct A {
                    x: I32,
                }
            )
        )),
        [
            "`t.a` has parameters, so it needs an assembly format: add `format = \"...\"`, e.g. `format = \"`<` $x `>`\"`"
        ]
    );
    assert!(
        parse_attr(
            quote!(t.unit),
            quote!(
                pub struct U;
            )
        )
        .is_ok()
    );
}

// --- op format checks (mlir-tblgen's op-format-invalid.td categories) -----------------------

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

// --- attr format checks (attr-or-type-format-invalid.td categories) --------------------------

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

#[test]
fn all_errors_of_a_declaration_are_reported() {
    let errs = op_errors(
        "$objcts (`<` $h `>`)? $sym $sym",
        quote!(sym: SymbolNameAttr, h: Option<Handler>, #[operand] o: Value),
    );
    assert_eq!(
        errs,
        [
            "expected variable to refer to an argument, region, result, or successor",
            "optional group has no anchor element",
            "attribute 'sym' is already bound",
            "'attr-dict' directive not found in custom assembly format",
            "operand #0, named 'o', not found",
        ]
    );
}

#[test]
fn malformed_custom_directive_name_is_an_error_not_a_panic() {
    let expanded = crate::expand_op(
        quote!(t.op, format = "custom<Tw-ice>($a) attr-dict"),
        quote!(
            pub struct Op {
                a: I32Attr,
            }
        ),
    )
    .to_string();
    assert!(expanded.contains("compile_error"), "{expanded}");
    let expanded = crate::expand_attr(
        quote!(t.a, format = "`<` custom<Tw-ice>($a) `>`"),
        quote!(
            pub struct A {
                a: i64,
            }
        ),
    )
    .to_string();
    assert!(expanded.contains("compile_error"), "{expanded}");
}

#[test]
fn malformed_arguments_and_options_name_what_is_wrong() {
    let attr = |args: TokenStream| {
        messages(parse_attr(
            args,
            quote!(
                pub struct A {
                    a: i64,
                }
            ),
        ))
    };
    let op = |args: TokenStream| {
        messages(parse_op(
            args,
            quote!(
                pub struct O {}
            ),
        ))
    };
    let field =
        |fields: TokenStream| messages(parse_op(quote!(t.op), quote!(pub struct O { #fields })));
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            attr(quote!("t.a", format = "$a")),
            "the name is not a string: write `t.a` without quotes",
        ),
        (
            attr(quote!(t., format = "$a")),
            "expected a name after `.` in `dialect.mnemonic` (e.g. `gpu.object`)",
        ),
        (
            attr(quote!(t.a, format = b"$a")),
            "`format` takes a string literal (`format = \"...\"`), found a byte string literal",
        ),
        (
            attr(quote!(t.a, format =)),
            "expected a string literal after `format =` (`format = \"...\"`)",
        ),
        (
            attr(quote!(t.a, format "$a")),
            "expected `=` after `format` (`format = \"...\"`), found a string literal",
        ),
        (
            attr(quote!(t.a, format = "$a", name = 'c')),
            "`name` takes a string literal (`name = \"...\"`), found a character literal",
        ),
        (
            attr(quote!(t.a, format = "$a", name = "")),
            "empty record name: expected a letter or `_`, then letters, digits or `_` (e.g. `GPU_ObjectAttr`)",
        ),
        (
            attr(quote!(t.a, format = "$a", interfaces = I)),
            "`interfaces` takes a bracketed list (`interfaces = [Path, ...]`), found `I`",
        ),
        (
            op(quote!(t.op, traits = [3])),
            "expected an op trait path in `traits = [...]`, found an integer literal",
        ),
        (
            op(quote!(t.op, traits = [A B])),
            "expected `,` between the elements of `traits = [...]`, found `B`",
        ),
        (
            op(quote!(t.op, summary = 1.5)),
            "`summary` takes a string literal (`summary = \"...\"`), found a float literal",
        ),
        (
            op(quote!(t.op,, summary = "s")),
            "expected an argument before `,`: remove the extra `,`",
        ),
        (
            op(quote!(t.op, + +)),
            "expected an argument name (any of `format`, `traits`, `summary`), found `+`",
        ),
        (
            op(quote!(t.op, format = "attr-dict" "x")),
            "expected `,` between arguments, found a string literal",
        ),
        (
            field(quote!(#[attr(default = + +)] a: I32Attr)),
            "expected an expression after `default =` (`#[attr(default = EXPR)]`)",
        ),
        (
            field(quote!(#[attr(name = 3)] a: I32Attr)),
            "`name` takes a string literal (`#[attr(name = \"...\")]`), found an integer literal",
        ),
        (
            field(quote!(#[attr] #[attr] a: I32Attr)),
            "duplicate `#[attr]`: put all options in one `#[attr(...)]`",
        ),
        (
            field(quote!(#[operand(type = "I32")] a: Value)),
            "expected a Rust type after `type =` (`#[operand(type = I32)]`)",
        ),
        (
            field(quote!(#[region(+)] r: RegionId)),
            "expected an option of `#[region]` (`name`), found `+`",
        ),
        (
            field(quote!(#[successor = 1] s: BlockId)),
            "expected parentheses: `#[successor(...)]`",
        ),
        (
            field(quote!(#[result[name = "r"]] r: Value)),
            "expected parentheses: `#[result(...)]`",
        ),
    ];
    for (got, expected) in cases {
        assert_eq!(got.first().map(String::as_str), Some(expected), "{got:?}");
    }
}

#[test]
fn pieces_the_op_expansion_does_not_generate_are_errors_before_expansion() {
    let fields = quote!(a: I32Attr, #[operand] x: Value, #[result] r: Value);
    for (format, piece) in [
        (
            "$a $x `:` type($x) `->` qualified(type($r)) attr-dict",
            "qualified",
        ),
        (
            "$a $x `:` type($x) type($r) custom<F>(prop-dict) attr-dict",
            "prop-dict",
        ),
        (
            "$a operands custom<F>(ref(operands)) `:` type($x) type($r) attr-dict",
            "ref",
        ),
        (
            "$a prop-dict custom<F>(ref(prop-dict)) $x `:` type($x) type($r) attr-dict",
            "ref",
        ),
    ] {
        let expanded = crate::expand_op(
            quote!(t.op, format = #format),
            quote!(pub struct Op { #fields }),
        )
        .to_string();
        let msg = format!("`{piece}` is not supported yet by the rods op format expansion");
        assert!(expanded.contains(&msg), "{format}: {expanded}");
        assert!(!expanded.contains("__parse"), "{format}: {expanded}");
    }
}

#[test]
fn custom_directive_code_must_be_a_rust_expression() {
    assert_attr(
        "`<` custom<F>($a, \"1 +\") `>`",
        quote!(a: i64),
        &[
            "custom directive argument \"1 +\" is not a Rust expression: unexpected end of input, expected an expression",
        ],
    );
    assert_op(
        "custom<F>($a, \"(\") attr-dict",
        quote!(a: I32Attr),
        &[
            "custom directive argument \"(\" is not a Rust expression: cannot parse string into token stream",
        ],
    );
}
