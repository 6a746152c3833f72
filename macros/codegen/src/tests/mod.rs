//! End-to-end tests of `parse_attr` / `parse_type` / `parse_op`: the model built, and every check's message.
//!
//! - `model`: the declaration models and the errors of macro arguments, structs and fields;
//! - `op_format`: op format checks (mlir-tblgen's op-format-invalid.td categories);
//! - `op_traits`: the op trait catalogue, its arguments and combinations;
//! - `attr_format`: attribute format checks (attr-or-type-format-invalid.td categories);
//! - `enums`: `#[dialect_enum]`: the model, every check's message, an expansion snapshot;
//! - `type_decl`: `#[dialect_type]` declarations (the same checks, the type's messages);
//! - `dialect`: `rods::dialect!` and the documentation helpers;
//! - `errors`: errors across phases (all of a declaration, no panics, what the op expansion
//!   cannot generate).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Arity, OpDecl, OpFieldKind, Presence};
use crate::{parse_attr, parse_op};

/// First line of each error message (the rest is the format excerpt or a note).
pub(super) fn messages(result: Result<impl Sized, syn::Error>) -> Vec<String> {
    match result {
        Ok(_) => Vec::new(),
        Err(err) => err
            .into_iter()
            .map(|e| e.to_string().lines().next().unwrap_or_default().to_owned())
            .collect(),
    }
}

pub(super) fn op_errors(format: &str, fields: TokenStream) -> Vec<String> {
    messages(parse_op(
        quote!(t.op, format = #format),
        quote!(pub struct Op { #fields }),
    ))
}

pub(super) fn attr_errors(format: &str, fields: TokenStream) -> Vec<String> {
    messages(parse_attr(
        quote!(t.attr, format = #format, name = "T_Attr"),
        quote!(pub struct Attr { #fields }),
    ))
}

pub(super) fn assert_op(format: &str, fields: TokenStream, expected: &[&str]) {
    assert_eq!(op_errors(format, fields), expected, "format {format:?}");
}

pub(super) fn assert_attr(format: &str, fields: TokenStream, expected: &[&str]) {
    assert_eq!(attr_errors(format, fields), expected, "format {format:?}");
}

mod attr_format;
mod dialect;
mod enums;
mod errors;
mod model;
mod op_format;
mod op_traits;
mod type_decl;
mod type_relations;
