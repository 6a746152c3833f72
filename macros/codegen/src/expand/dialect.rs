//! Code generation for `rods::dialect! { … }`: the `static` `Dialect` (MLIR's generated dialect
//! class), and the compile-time checks of what it lists that need the listed `DEF`s: each op
//! named `dialect.…`, each attribute and type of the dialect, no two ops with one name, no two
//! attributes (types) with one mnemonic. Each check is a constant spanned at its entry, whose
//! evaluation fails with a message naming the dialect and the item.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Path;
use syn::spanned::Spanned;

use crate::model::dialect::{DialectDecl, Entry, mnemonic_message_parts};
use crate::model::{doc_comment, summary_and_description};

/// Generates the `static` and its checks.
pub fn expand(decl: &DialectDecl) -> TokenStream {
    let DialectDecl {
        attrs,
        vis,
        ident,
        name,
        summary,
        ..
    } = decl;
    let name = name.as_ref().map(syn::LitStr::value).unwrap_or_default();
    let comment = doc_comment(attrs);
    let summary_arg = summary.as_ref().map(syn::LitStr::value);
    let (summary, description) = summary_and_description(&comment, summary_arg.as_deref());
    let dependents = decl
        .dependents
        .iter()
        .map(|p| quote_spanned!(p.span()=> &#p));
    let ops: Vec<TokenStream> = decl.ops.iter().map(entry_ref).collect();
    let attr_defs: Vec<TokenStream> = decl.attr_defs.iter().map(entry_ref).collect();
    let types: Vec<TokenStream> = decl.types.iter().map(entry_ref).collect();
    let checks = checks(decl, &name, &ops, &attr_defs, &types);
    let verify_operation_attribute = hook(
        &decl.verify_operation_attribute,
        "VerifyOperationAttributeFn",
    );
    let verify_region_arg_attribute =
        hook(&decl.verify_region_arg_attribute, "VerifyRegionAttributeFn");
    let verify_region_result_attribute = hook(
        &decl.verify_region_result_attribute,
        "VerifyRegionAttributeFn",
    );
    let materialize_constant = hook(&decl.materialize_constant, "MaterializeConstantFn");
    let parse_unknown_type = hook(&decl.parse_unknown_type, "ParseTypeFn");
    let unknown_type_message = mnemonic_message(decl.unknown_type_message.as_ref());
    let unknown_attr_message = mnemonic_message(decl.unknown_attr_message.as_ref());
    quote! {
        #(#attrs)*
        #vis static #ident: ::rods::dialect::Dialect = ::rods::dialect::Dialect {
            name: #name,
            summary: #summary,
            description: #description,
            dependents: &[#(#dependents),*],
            ops: &[#(#ops),*],
            attrs: &[#(#attr_defs),*],
            types: &[#(#types),*],
            verify_operation_attribute: #verify_operation_attribute,
            verify_region_arg_attribute: #verify_region_arg_attribute,
            verify_region_result_attribute: #verify_region_result_attribute,
            materialize_constant: #materialize_constant,
            unknown_type_message: #unknown_type_message,
            unknown_attr_message: #unknown_attr_message,
            parse_unknown_type: #parse_unknown_type,
        };

        #checks
    }
}

/// The static, without the checks: what is emitted next to the errors of a rejected
/// declaration, so that uses of the static do not cascade into more errors.
pub fn fallback(decl: &DialectDecl) -> TokenStream {
    let DialectDecl {
        attrs, vis, ident, ..
    } = decl;
    quote! {
        #(#attrs)*
        #vis static #ident: ::rods::dialect::Dialect = ::rods::dialect::Dialect {
            name: "",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: ::core::option::Option::None,
            verify_region_arg_attribute: ::core::option::Option::None,
            verify_region_result_attribute: ::core::option::Option::None,
            materialize_constant: ::core::option::Option::None,
            unknown_type_message: ::core::option::Option::None,
            unknown_attr_message: ::core::option::Option::None,
            parse_unknown_type: ::core::option::Option::None,
        };
    }
}

/// `Some(MnemonicMessage { before, after })` split at the message's `{}` (checked), or `None`.
fn mnemonic_message(message: Option<&syn::LitStr>) -> TokenStream {
    let value = message.map(syn::LitStr::value);
    match value.as_deref().and_then(mnemonic_message_parts) {
        Some((before, after)) => quote! {
            ::core::option::Option::Some(::rods::dialect::MnemonicMessage {
                before: #before,
                after: #after,
            })
        },
        None => quote!(::core::option::Option::None),
    }
}

/// `&Type::DEF`, or the `&EXPR` as written; spanned at the entry, so a type that is not an op
/// (attribute, type) is reported there.
fn entry_ref(entry: &Entry) -> TokenStream {
    match entry {
        Entry::Decl(path) => quote_spanned!(path.span()=> &<#path>::DEF),
        Entry::Def(expr) => quote_spanned!(expr.span()=> #expr),
    }
}

fn checks(
    decl: &DialectDecl,
    name: &str,
    ops: &[TokenStream],
    attr_defs: &[TokenStream],
    types: &[TokenStream],
) -> TokenStream {
    let p = quote!(::rods::dialect::__private);
    let mut out = Vec::new();
    for (i, entry) in decl.ops.iter().enumerate() {
        let outside = message(&[
            quote!("dialect `"),
            quote!(#name),
            quote!("` lists op `"),
            quote!(__NAME),
            quote!("`, whose name does not start with `"),
            quote!(#name),
            quote!(".`"),
        ]);
        let twice = message(&[
            quote!("dialect `"),
            quote!(#name),
            quote!("` lists two ops named `"),
            quote!(__NAME),
            quote!("`"),
        ]);
        out.push(quote_spanned! {entry.span()=>
            const _: () = {
                const __NAME: &str = __OPS[#i].name;
                const __OUTSIDE: &str = { #outside };
                const __TWICE: &str = { #twice };
                ::core::assert!(#p::in_dialect(__NAME, #name), "{}", __OUTSIDE);
                ::core::assert!(!#p::op_listed_before(__OPS, #i), "{}", __TWICE);
            };
        });
    }
    for (list, sigil, noun, entries, before) in [
        (
            quote!(__ATTRS),
            "#",
            "attribute",
            &decl.attr_defs,
            quote!(attr_listed_before),
        ),
        (
            quote!(__TYPES),
            "!",
            "type",
            &decl.types,
            quote!(type_listed_before),
        ),
    ] {
        for (i, entry) in entries.iter().enumerate() {
            let spelling = [
                quote!(#sigil),
                quote!(#list[#i].dialect),
                quote!("."),
                quote!(#list[#i].mnemonic),
            ];
            let mut outside = vec![
                quote!("dialect `"),
                quote!(#name),
                quote!(concat!("` lists ", #noun, " `")),
            ];
            outside.extend(spelling.iter().cloned());
            outside.push(quote!("` of another dialect"));
            let mut twice = vec![
                quote!("dialect `"),
                quote!(#name),
                quote!(concat!("` lists two ", #noun, "s `")),
            ];
            twice.extend(spelling.iter().cloned());
            twice.push(quote!("`"));
            let (outside, twice) = (message(&outside), message(&twice));
            out.push(quote_spanned! {entry.span()=>
                const _: () = {
                    const __OUTSIDE: &str = { #outside };
                    const __TWICE: &str = { #twice };
                    ::core::assert!(#p::str_eq(#list[#i].dialect, #name), "{}", __OUTSIDE);
                    ::core::assert!(!#p::#before(#list, #i), "{}", __TWICE);
                };
            });
        }
    }
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        const _: () = {
            const __OPS: &[&::rods::dialect::OpDef] = &[#(#ops),*];
            const __ATTRS: &[&::rods::dialect::AttrDef] = &[#(#attr_defs),*];
            const __TYPES: &[&::rods::dialect::TypeDef] = &[#(#types),*];
            #(#out)*
        };
    }
}

/// A block evaluating to the `&'static str` joining `parts` (constant `&str` expressions).
fn message(parts: &[TokenStream]) -> TokenStream {
    let p = quote!(::rods::dialect::__private);
    quote! {
        const __PARTS: &[&str] = &[#(#parts),*];
        const __BYTES: [u8; #p::message_len(__PARTS)] = #p::message(__PARTS);
        #p::as_str(&__BYTES)
    }
}

/// `Some(path as ::rods::dialect::TY)`, spanned at the path, so that a function of another
/// signature is rustc's error there; or `None`.
fn hook(path: &Option<Path>, ty: &str) -> TokenStream {
    match path {
        Some(path) => {
            let ty = proc_macro2::Ident::new(ty, path.span());
            quote_spanned! {path.span()=>
            ::core::option::Option::Some(#path as ::rods::dialect::#ty)
            }
        }
        None => quote!(::core::option::Option::None),
    }
}
