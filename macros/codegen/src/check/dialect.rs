//! The rules on a `rods::dialect!` declaration that the macro can see: its name, and entries
//! listed twice. Whether each listed op, attribute and type belongs to the dialect, and whether
//! two of them share a name, depends on their `DEF`s: the expansion checks that in constants
//! (`rods::dialect::__private`), still at compile time and at the entry.

use crate::ctxt::Ctxt;
use crate::model::dialect::{DialectDecl, Entry, mnemonic_message_parts};
use crate::model::is_identifier;

use super::decl::invalid_name_message;

/// Checks a dialect declaration.
pub fn check_dialect(cx: &Ctxt, decl: &DialectDecl) {
    match &decl.name {
        // Why: the registry, the parser and every op name rely on the namespace.
        None => cx.error_spanned_by(
            &decl.ident,
            "missing `name: \"…\"`: the dialect's namespace (`name: \"gpu\"`)",
        ),
        // Why: `#gpu.object` and `gpu.binary` are spelled with a bare identifier namespace:
        // `name: "my-dialect"` could never be written in the IR.
        Some(lit) if !is_identifier(&lit.value()) => {
            cx.error_spanned_by(lit, invalid_name_message("dialect name", &lit.value()));
        }
        Some(_) => {}
    }
    // Why: the same item twice is a slip (`ops: [AddOp, AddOp]`); the registry would refuse it.
    for (what, entries) in [
        ("op", &decl.ops),
        ("attribute", &decl.attr_defs),
        ("type", &decl.types),
    ] {
        listed_twice(cx, what, entries);
    }
    let name = decl
        .name
        .as_ref()
        .map(syn::LitStr::value)
        .unwrap_or_default();
    for (key, message, listed, what, sigil) in [
        (
            "unknown_type_message",
            &decl.unknown_type_message,
            &decl.types,
            "type",
            '!',
        ),
        (
            "unknown_attr_message",
            &decl.unknown_attr_message,
            &decl.attr_defs,
            "attribute",
            '#',
        ),
    ] {
        let Some(lit) = message else { continue };
        // Why: the mnemonic goes where `{}` stands, once: «unknown gpu type: {}» names it;
        // `"unknown type"` or `"{} {}"` would not say which one, or say it twice.
        if mnemonic_message_parts(&lit.value()).is_none() {
            cx.error_spanned_by(
                lit,
                format!(
                    "`{key}` must hold `{{}}` once, where the mnemonic goes, and no other brace (`\"unknown {name} {what}: {{}}\"`)"
                ),
            );
        }
        // Why: a dialect without types (attributes) has no parsing hook to report the message:
        // `!cf.foo` is «dialect 'cf' provides no type parsing hook» in mlir-opt.
        if listed.is_empty() {
            cx.error_spanned_by(
                lit,
                format!(
                    "`{key}` is never reported: the dialect lists no {what}s, so `{sigil}{name}.foo` is «dialect '{name}' provides no {what} parsing hook»"
                ),
            );
        }
    }
    if let Some(path) = &decl.parse_unknown_type {
        // Why: the hook reports its own error for an unknown mnemonic; a message as well
        // would never be shown.
        if let Some(lit) = &decl.unknown_type_message {
            cx.error_spanned_by(
                lit,
                "`unknown_type_message` is never reported next to `parse_unknown_type`, which reports its own error",
            );
        }
        // Why: without types, `!d.foo` is «dialect 'd' provides no type parsing hook» before
        // any hook runs.
        if decl.types.is_empty() {
            cx.error_spanned_by(
                path,
                format!(
                    "`parse_unknown_type` is never called: the dialect lists no types, so `!{name}.foo` is «dialect '{name}' provides no type parsing hook»"
                ),
            );
        }
    }
    let dependents: Vec<String> = decl
        .dependents
        .iter()
        .map(|p| crate::model::token_spelling(quote::ToTokens::to_token_stream(p)))
        .collect();
    for (i, d) in dependents.iter().enumerate() {
        if dependents[..i].contains(d) {
            cx.error_spanned_by(
                &decl.dependents[i],
                format!("dependent dialect `{d}` is listed twice"),
            );
        }
    }
}

fn listed_twice(cx: &Ctxt, what: &str, entries: &[Entry]) {
    let spellings: Vec<String> = entries.iter().map(Entry::spelling).collect();
    for (i, s) in spellings.iter().enumerate() {
        if spellings[..i].contains(s) {
            cx.error_at(entries[i].span(), format!("{what} `{s}` is listed twice"));
        }
    }
}
