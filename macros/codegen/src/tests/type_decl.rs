//! `#[dialect_type]` declarations: the model (a definition of kind type), the checks they
//! share with attributes (mlir-tblgen's `attr-or-type-format-invalid.td` is one file for both),
//! and the messages that name the type macro.

use quote::quote;

use super::messages;
use crate::model::DefKind;
use crate::parse_type;

fn type_errors(format: &str, fields: proc_macro2::TokenStream) -> Vec<String> {
    messages(parse_type(
        quote!(t.pair, format = #format, name = "T_PairType"),
        quote!(pub struct PairType { #fields }),
    ))
}

#[test]
fn a_type_declaration_is_a_definition_of_kind_type() {
    let decl = parse_type(
        quote!(t.async.token, summary = "token"),
        quote!(
            pub struct TokenType {}
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(decl.kind, DefKind::Type);
    assert_eq!(decl.name.full(), "t.async.token");
    assert_eq!(decl.record_name, "TokenType");
    assert!(decl.params.is_empty() && decl.format.is_none());
}

#[test]
fn type_formats_follow_the_attribute_rules() {
    assert_eq!(
        type_errors("`<` $first `>`", quote!(first: Type, second: Type)),
        ["format is missing reference to parameter: second"]
    );
    assert_eq!(
        type_errors("`<` $frist `>`", quote!(first: Type)),
        [
            "T_PairType has no parameter named 'frist'",
            "format is missing reference to parameter: first"
        ]
    );
    assert_eq!(
        type_errors("(`<` $first^ `>`)?", quote!(first: Type)),
        ["parameters in an optional group must be optional"]
    );
    assert_eq!(
        type_errors("`<` $first `>` attr-dict", quote!(first: Type)),
        ["unsupported directive kind"]
    );
    assert_eq!(
        type_errors(
            "`<` struct($a, $b) `,` $c `>`",
            quote!(a: Type, b: Option<Type>, c: Type)
        ),
        ["`struct` directive with optional parameters cannot be followed by a comma literal"]
    );
    assert!(type_errors("`<` params `>`", quote!(a: Type, b: Option<u32>)).is_empty());
}

#[test]
fn type_messages_name_the_type_macro() {
    let errors = |args, item| messages(parse_type(args, item));
    assert_eq!(
        errors(
            quote!(t.pair),
            quote!(
                pub struct PairType {
                    first: Type,
                }
            )
        ),
        [
            "`t.pair` has parameters, so it needs an assembly format: add `format = \"...\"`, e.g. `format = \"`<` $first `>`\"`"
        ]
    );
    assert_eq!(
        errors(
            quote!(t.pair),
            quote!(
                pub enum PairType {}
            )
        ),
        ["`#[dialect_type]` can only be applied to a struct with named fields"]
    );
    assert_eq!(
        errors(
            quote!(t.pair, format = "`<` $a `>`"),
            quote!(
                pub struct PairType {
                    #[operand]
                    a: Type,
                }
            )
        ),
        ["`#[dialect_type]` fields are parameters: use `#[param(name = \"...\", default = ...)]`"]
    );
    assert_eq!(
        errors(
            quote!(t.pair, traits = [Symbol]),
            quote!(
                pub struct PairType {}
            )
        ),
        [
            "unknown argument `traits` of `#[dialect_type]`; expected `dialect.mnemonic` first, then any of `format`, `verify`, `canonicalize`, `interfaces`, `summary`, `name`"
        ]
    );
    assert_eq!(
        errors(
            quote!(),
            quote!(
                pub struct PairType {}
            )
        ),
        ["expected `dialect.mnemonic` as the first argument of `#[dialect_type(...)]`"]
    );
}
