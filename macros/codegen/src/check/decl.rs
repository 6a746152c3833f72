//! The rules on a declaration itself, shared by attributes and ops: the struct's shape, field
//! names, and options that contradict the field's type.

use proc_macro2::Span;
use syn::ItemStruct;

use crate::ctxt::Ctxt;
use crate::model::is_identifier;

/// `invalid name `a b``, or `empty name` for `""`, followed by what is expected.
pub(super) fn invalid_name_message(what: &str, name: &str) -> String {
    let problem = if name.is_empty() {
        format!("empty {what}")
    } else {
        format!("invalid {what} `{name}`")
    };
    format!("{problem}: expected a letter or `_`, then letters, digits or `_`")
}

/// The struct the macro is applied to: `macro_name` is `dialect_attr` or `dialect_op`.
pub(super) fn check_struct(cx: &Ctxt, item: &ItemStruct, macro_name: &str) {
    // Why: parameters/attributes have fixed storage types; `struct A<T>` has no single one.
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        cx.error_spanned_by(
            &item.generics,
            format!("`#[{macro_name}]` structs cannot be generic"),
        );
    }
    // Why: format variables refer to fields by name; tuple fields have none.
    if let syn::Fields::Unnamed(fields) = &item.fields {
        cx.error_spanned_by(
            fields,
            format!(
                "`#[{macro_name}]` needs named fields: write `struct {} {{ name: Type, ... }}`",
                item.ident
            ),
        );
    }
}

/// The name of a field in the format (`$name`) and in dictionaries.
pub(super) fn check_name(cx: &Ctxt, name: &str, span: Span) {
    // Why: the name is a format variable (`$name`) and a dictionary key; `name = "a b"` or
    // `name = ""` could never be referenced.
    if !is_identifier(name) {
        cx.error_at(span, invalid_name_message("name", name));
    }
}

/// That no two fields have the same name; `what` is `parameter` or `field`.
pub(super) fn check_unique_names<'a>(
    cx: &Ctxt,
    names: impl Iterator<Item = (&'a str, Span)>,
    what: &str,
) {
    let mut seen: Vec<&str> = Vec::new();
    for (name, span) in names {
        // Why: `$x` must refer to exactly one field (`#[param(name = "a")] b` next to `a`).
        if seen.contains(&name) {
            cx.error_at(span, format!("duplicate {what} name `{name}`"));
        } else {
            seen.push(name);
        }
    }
}
