//! `rods::dialect!`: the model, the checks the macro makes itself, the expansion's constant
//! checks, and the documentation helpers the declaration macros share.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::dialect::Entry;
use crate::model::{doc_comment, summary_and_description, type_spelling};
use crate::parse_dialect;

fn errors(input: TokenStream) -> Vec<String> {
    match parse_dialect(input) {
        Ok(_) => Vec::new(),
        Err(err) => err.into_iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn a_declaration_is_modelled() {
    let decl = parse_dialect(quote! {
        /// Doc.
        pub static GPU = {
            name: "gpu",
            summary: "GPU things",
            dependent_dialects: [crate::nvvm::NVVM],
            ops: [BinaryOp, &HAND_OP],
            attrs: [ObjectAttr],
            types: [],
        };
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(decl.ident, "GPU");
    assert_eq!(
        decl.name.as_ref().map(syn::LitStr::value).as_deref(),
        Some("gpu")
    );
    assert_eq!(decl.dependents.len(), 1);
    assert!(matches!(
        decl.ops.as_slice(),
        [Entry::Decl(_), Entry::Def(_)]
    ));
    assert_eq!(decl.ops[1].spelling(), "&HAND_OP");
    assert_eq!((decl.attr_defs.len(), decl.types.len()), (1, 0));
}

#[test]
fn every_mistake_the_macro_sees_is_reported() {
    assert_eq!(
        errors(quote!(static D = { ops: [A, B, A], types: [T, T], summary: "s" };)),
        [
            "missing `name: \"…\"`: the dialect's namespace (`name: \"gpu\"`)",
            "op `A` is listed twice",
            "type `T` is listed twice",
        ]
    );
    assert_eq!(
        errors(quote!(static D = { name: "a-b", opz: [], name: "c", ops: "x", summary: [] };)),
        [
            "unknown key `opz`; expected one of `name`, `summary`, `dependent_dialects`, `ops`, `attrs`, `types`, `verify_operation_attribute`, `verify_region_arg_attribute`, `verify_region_result_attribute`, `materialize_constant`, `unknown_type_message`, `unknown_attr_message`, `parse_unknown_type`",
            "duplicate key `name`",
            "`ops` takes a list in brackets (`ops: [...]`)",
            "`summary` takes a string literal",
            "invalid dialect name `a-b`: expected a letter or `_`, then letters, digits or `_`",
        ]
    );
    assert_eq!(
        errors(
            quote!(static D = { name: "d", verify_operation_attribute: "f", types: f, summary: f };)
        ),
        [
            "`verify_operation_attribute` takes the path of a function (`verify_attribute`)",
            "`types` takes a list in brackets (`types: [...]`)",
            "`summary` takes a string literal",
        ]
    );
    assert_eq!(
        errors(quote!(static D = {
            name: "d",
            verify_region_arg_attribute: "f",
            verify_region_result_attribute: [f],
        };)),
        [
            "`verify_region_arg_attribute` takes the path of a function (`verify_arg_attribute`)",
            "`verify_region_result_attribute` takes the path of a function (`verify_result_attribute`)",
        ]
    );
    assert_eq!(
        errors(quote!(static D = { name: "d", attrs: [1], dependent_dialects: [&X, X, X] };)),
        [
            "expected an attribute: a type declared with `#[dialect_attr]` (`MyOp`) or a reference to an `AttrDef` (`&MY_DEF`)",
            "expected the path of a dialect's static (`crate::gpu::GPU_DIALECT`)",
            "dependent dialect `X` is listed twice",
        ]
    );
    assert_eq!(
        errors(quote!(
            static D: Dialect = {};
        ))
        .len(),
        1
    );
}

#[test]
fn unknown_mnemonic_messages_hold_one_placeholder_and_need_definitions() {
    assert_eq!(
        errors(quote!(static D = {
            name: "d",
            types: [T],
            unknown_type_message: "unknown d type: {} {}",
            unknown_attr_message: "unknown d attribute: {}",
        };)),
        [
            "`unknown_type_message` must hold `{}` once, where the mnemonic goes, and no other brace (`\"unknown d type: {}\"`)",
            "`unknown_attr_message` is never reported: the dialect lists no attributes, so `#d.foo` is «dialect 'd' provides no attribute parsing hook»",
        ]
    );
    assert_eq!(
        errors(quote!(static D = { name: "d", types: [T], unknown_type_message: f };)),
        ["`unknown_type_message` takes a string literal"]
    );
    for ok in ["unknown d type: {}", "{} is not a d type", "{}"] {
        assert!(
            errors(quote!(static D = { name: "d", types: [T], unknown_type_message: #ok };))
                .is_empty()
        );
    }
    for bad in ["unknown", "{{}}", "{}}", "{ {}"] {
        assert_eq!(
            errors(quote!(static D = { name: "d", types: [T], unknown_type_message: #bad };)).len(),
            1,
            "{bad}"
        );
    }
    let out = crate::expand_dialect(quote! {
        static D = { name: "d", types: [T], unknown_type_message: "no d type `{}` here" };
    })
    .to_string();
    assert!(out.contains(
        "unknown_type_message : :: core :: option :: Option :: Some (:: rods :: dialect :: MnemonicMessage { before : \"no d type `\" , after : \"` here\" , })"
    ));
    assert!(out.contains("unknown_attr_message : :: core :: option :: Option :: None"));
}

#[test]
fn the_expansion_checks_names_in_constants_at_each_entry() {
    let out = crate::expand_dialect(quote! {
        static D = { name: "d", ops: [XOp], attrs: [A], types: [T] };
    })
    .to_string();
    assert!(out.contains("static D : :: rods :: dialect :: Dialect"));
    assert!(out.contains("in_dialect (__NAME , \"d\")"));
    assert!(out.contains("op_listed_before (__OPS , 0usize)"));
    assert!(out.contains("str_eq (__ATTRS [0usize] . dialect , \"d\")"));
    assert!(out.contains("type_listed_before (__TYPES , 0usize)"));
    // A rejected declaration keeps its static (no cascade at its uses), without the checks.
    let out = crate::expand_dialect(quote!(pub static D = { ops: [X] };)).to_string();
    assert!(out.contains("pub static D") && out.contains("compile_error"));
    assert!(!out.contains("in_dialect"));
}

#[test]
fn docs_come_from_doc_comments() {
    let item: syn::ItemStruct = syn::parse_quote! {
        /// First line
        /// of the summary.
        ///
        ///   Indented.
        ///
        /// Last.
        struct S;
    };
    let doc = doc_comment(&item.attrs);
    assert_eq!(doc, "First line\nof the summary.\n\n  Indented.\n\nLast.");
    assert_eq!(
        summary_and_description(&doc, None),
        (
            "First line of the summary.".to_owned(),
            "  Indented.\n\nLast.".to_owned()
        )
    );
    // A summary argument that repeats the first paragraph drops it from the description; one
    // that differs keeps the whole doc comment.
    let same = summary_and_description(&doc, Some("First line of the summary."));
    assert_eq!(same.1, "  Indented.\n\nLast.");
    let other = summary_and_description(&doc, Some("Other"));
    assert_eq!(other, ("Other".to_owned(), doc.clone()));
    let ty: syn::Type = syn::parse_quote!(Confined<ObjectArrayAttr, ArrayMinCount<1>>);
    assert_eq!(
        type_spelling(&ty),
        "Confined<ObjectArrayAttr, ArrayMinCount<1>>"
    );
    let ty: syn::Type = syn::parse_quote!(Option<std::sync::Arc<[Attribute]>>);
    assert_eq!(type_spelling(&ty), "Option<std::sync::Arc<[Attribute]>>");
}
