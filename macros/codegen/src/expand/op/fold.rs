//! The op's folder (`OpDef::fold`, ODS's `hasFolder`): `#[dialect_op(…, fold)]` wraps the op's
//! own `fn fold` in a `rods::dialect::FoldFn` through a typed fn pointer, so that a
//! missing function or another signature is rustc's error at `fold`. Its canonicalization
//! patterns (`OpDef::canonicalizer`, ODS's `hasCanonicalizer` and `hasCanonicalizeMethod`)
//! likewise: `canonicalizer` names the op's own `fn canonicalization_patterns`, `canonicalize`
//! its own `fn canonicalize`, which becomes a pattern.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use crate::model::OpDecl;

/// `OpDef::fold`: `None`, or `Some` of a function calling the op's `fn fold`. A one-result op's
/// returns `Option<OpFoldResult>` (MLIR's `OpFoldResult fold(FoldAdaptor)`), any other op's
/// `Option<Vec<OpFoldResult>>` (MLIR's `LogicalResult fold(FoldAdaptor,
/// SmallVectorImpl<OpFoldResult> &)`).
pub(super) fn fold_hook(decl: &OpDecl) -> TokenStream {
    let Some(span) = decl.fold else {
        return quote!(::core::option::Option::None);
    };
    let ident = &decl.item.ident;
    let (ret, helper) = if decl.single_result() {
        (
            quote!(::core::option::Option<::rods::dialect::OpFoldResult>),
            quote!(fold_single_result),
        )
    } else {
        (
            quote!(::core::option::Option<::std::vec::Vec<::rods::dialect::OpFoldResult>>),
            quote!(fold_results),
        )
    };
    // The binding and its use in one span: `fold` may come from a `macro_rules!` invocation,
    // whose hygiene they then share.
    let user = quote_spanned! {span=> {
        let __user: fn(
            &mut ::rods::ir::Ir,
            ::rods::ir::OpId,
            &[::core::option::Option<::rods::ir::Attribute>],
        ) -> #ret = #ident::fold;
        __user
    }};
    quote! {
        ::core::option::Option::Some({
            fn __fold(
                ir: &mut ::rods::ir::Ir,
                op: ::rods::ir::OpId,
                operands: &[::core::option::Option<::rods::ir::Attribute>],
                results: &mut ::std::vec::Vec<::rods::dialect::OpFoldResult>,
            ) -> bool {
                ::rods::ods::__private::#helper(ir, op, operands, results, #user)
            }
            __fold
        })
    }
}

/// `OpDef::canonicalizer`: `None`, or `Some` of the op's `fn canonicalization_patterns`
/// through a `rods::dialect::CanonicalizerFn` spanned at `canonicalizer`. With `canonicalize`
/// (ODS's `hasCanonicalizeMethod`), `Some` of a function that adds the op's own `fn
/// canonicalize` as a pattern rooted at the op (MLIR's generated `results.add(canonicalize)`),
/// through a typed fn pointer spanned at `canonicalize`, then calls `canonicalization_patterns`
/// when the op declares `canonicalizer` too.
pub(super) fn canonicalizer_hook(decl: &OpDecl) -> TokenStream {
    let ident = &decl.item.ident;
    // One span for the binding and its use, as in `fold_hook`.
    let user = decl.canonicalizer.map(|span| {
        quote_spanned! {span=> {
            let __user: ::rods::dialect::CanonicalizerFn = #ident::canonicalization_patterns;
            __user
        }}
    });
    let Some(span) = decl.canonicalize else {
        return match user {
            Some(user) => quote!(::core::option::Option::Some(#user)),
            None => quote!(::core::option::Option::None),
        };
    };
    let method = quote_spanned! {span=> {
        let __canonicalize: fn(
            <#ident as ::rods::ods::TypedOp>::Handle,
            &mut ::rods::pass::Rewriter<'_>,
        ) -> bool = #ident::canonicalize;
        __canonicalize
    }};
    let user = user.map(|user| quote!((#user)(patterns);));
    quote! {
        ::core::option::Option::Some({
            fn __canonicalizer(patterns: &mut ::rods::pass::PatternSet) {
                patterns.add_fn::<#ident>(#method);
                #user
            }
            __canonicalizer
        })
    }
}

/// The `OpDef::fold` expression of `#[dialect_op(args)] item` (tests).
#[cfg(test)]
pub(crate) fn fold_hook_tokens(args: TokenStream, item: TokenStream) -> TokenStream {
    hook_tokens(args, item, fold_hook)
}

/// The `OpDef::canonicalizer` expression of `#[dialect_op(args)] item` (tests).
#[cfg(test)]
pub(crate) fn canonicalizer_hook_tokens(args: TokenStream, item: TokenStream) -> TokenStream {
    hook_tokens(args, item, canonicalizer_hook)
}

/// What `hook` makes of `#[dialect_op(args)] item`, or its errors (tests of one `OpDef` field).
#[cfg(test)]
fn hook_tokens(
    args: TokenStream,
    item: TokenStream,
    hook: fn(&OpDecl) -> TokenStream,
) -> TokenStream {
    match crate::parse_op(args, item) {
        Ok(decl) => hook(&decl),
        Err(e) => e.to_compile_error(),
    }
}
