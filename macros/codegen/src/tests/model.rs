//! The declaration models, and the errors of macro arguments, structs and fields.

use quote::quote;

use super::*;

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
            "op has multiple variadic operands but no specification over their sizes\nnote: add `AttrSizedOperandSegments` to `traits = [...]`; `a` is already variable-length"
        )
    );
}

/// `Option<T>` with `default = EXPR` is MLIR's `DefaultValuedOptionalAttr`: a default-valued
/// attribute whose field is optional.
#[test]
fn optional_attribute_with_default() {
    let decl = parse_op(
        quote!(t.op, format = "attr-dict"),
        quote! {
            pub struct Op {
                #[attr(default = BoolAttr(false))] nontemporal: Option<BoolAttr>,
                #[attr(default = BoolAttr(false))] kept: BoolAttr,
            }
        },
    )
    .expect("valid op");
    assert!(matches!(
        decl.fields[0].kind,
        OpFieldKind::Attribute(Presence::Default(_))
    ));
    assert!(matches!(
        decl.fields[1].kind,
        OpFieldKind::Attribute(Presence::Default(_))
    ));
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
            "unknown argument `fromat` of `#[dialect_attr]`; expected `dialect.mnemonic` first, then any of `format`, `verify`, `canonicalize`, `interfaces`, `summary`, `name`",
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
            quote!(t.op, name = "T_Op"),
            quote!(
                pub struct B {}
            )
        )),
        [
            "unknown argument `name` of `#[dialect_op]`; expected `dialect.opname` first, then any of `format`, `traits`, `interfaces`, `summary`, `verify`, `verify_regions`, `custom_assembly`, `fold`, `canonicalize`, `canonicalizer`, `tracked`"
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
