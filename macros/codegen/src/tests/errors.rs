//! Errors across phases: every error of a declaration at once, malformed input that must not
//! panic, and what the op expansion cannot generate.

use proc_macro2::TokenStream;
use quote::quote;

use super::*;

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
            "expected an argument name (any of `format`, `traits`, `interfaces`, `summary`, `verify`, `verify_regions`, `custom_assembly`, `fold`, `canonicalize`, `canonicalizer`, `tracked`), found `+`",
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
            "expected an option of `#[region]` (`name`, `constraint`), found `+`",
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
