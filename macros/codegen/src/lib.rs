//! `rods-codegen`: the plain library behind `#[dialect_attr]` and `#[dialect_op]`.
//!
//! Phases, in one direction: parse the macro arguments and the struct into a declaration
//! [`model`], parse its assembly [`format`], [`check`] the format against the declaration (every
//! mistake is collected in a [`Ctxt`]), and [`expand`] the checked model into code.

#![forbid(unsafe_code)]

pub mod check;
pub mod ctxt;
pub mod expand;
pub mod format;
pub mod model;

pub use ctxt::Ctxt;

use proc_macro2::{Span, TokenStream};
use quote::quote;

pub use model::{AttrDecl, OpDecl};

/// Parses and checks a `#[dialect_attr(args)] item`: the declaration model with its checked
/// format, or every error found (combined).
pub fn parse_attr(args: TokenStream, item: TokenStream) -> Result<AttrDecl, syn::Error> {
    let cx = Ctxt::new();
    let decl = model::attr_from_syn(&cx, args, item);
    if let Some(decl) = &decl {
        check::check_attr(&cx, decl);
    }
    cx.check()?;
    decl.ok_or_else(|| syn::Error::new(Span::call_site(), "invalid `#[dialect_attr]` declaration"))
}

/// Parses and checks a `#[dialect_op(args)] item`: the declaration model with its checked
/// format, or every error found (combined).
pub fn parse_op(args: TokenStream, item: TokenStream) -> Result<OpDecl, syn::Error> {
    let cx = Ctxt::new();
    let decl = model::op_from_syn(&cx, args, item);
    if let Some(decl) = &decl {
        check::check_op(&cx, decl);
    }
    cx.check()?;
    decl.ok_or_else(|| syn::Error::new(Span::call_site(), "invalid `#[dialect_op]` declaration"))
}

/// Expands `#[dialect_attr(args)] item`: the item and its generated impls, or the item plus the
/// errors (never making the item vanish).
pub fn expand_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    match parse_attr(args, item.clone()) {
        Ok(decl) => expand::attr::expand(&decl),
        Err(err) => fallback(item, err),
    }
}

/// Expands `#[dialect_op(args)] item`: the item and its generated impls, or the item plus the
/// errors (never making the item vanish).
pub fn expand_op(args: TokenStream, item: TokenStream) -> TokenStream {
    let decl = match parse_op(args, item.clone()) {
        Ok(decl) => decl,
        Err(err) => return fallback(item, err),
    };
    let cx = Ctxt::new();
    check::check_op_expansion(&cx, &decl);
    match cx.check() {
        Ok(()) => expand::op::expand(&decl),
        Err(err) => fallback(item, err),
    }
}

fn fallback(item: TokenStream, err: syn::Error) -> TokenStream {
    let item = model::fallback_item(item);
    let errors = err.to_compile_error();
    quote!(#item #errors)
}

pub use model::fallback_item;

#[cfg(test)]
mod tests;
