//! `rods-codegen`: the plain library behind `#[dialect_attr]`, `#[dialect_type]`,
//! `#[dialect_op]`, `#[dialect_enum]` and `dialect!` (the `rods-macros` entry points call
//! [`expand_attr`], [`expand_type`], [`expand_op`], [`expand_enum`] and [`expand_dialect`]). Attributes and types share their model,
//! checks and expansion (MLIR's `AttrOrTypeDef`), told apart by [`model::DefKind`].
//!
//! Phases, in one direction; each module imports only the ones above it:
//!
//! | phase | module | what it does |
//! | --- | --- | --- |
//! | errors | [`ctxt`] | [`Ctxt`] collects every error of a declaration |
//! | format language | [`format`](mod@format) | lexer, syntax tree and parser of MLIR's assembly formats |
//! | model | [`model`] | records what the macro arguments and the item declare ([`model::args`]: their syntax; [`model::attr`], [`model::op`], [`model::enums`], [`model::dialect`], [`model::relations`]: type relation traits and the type resolution they give; [`model::effects`]: memory effects); reports only syntax errors |
//! | check | [`check`] | validates the model, collecting every error: declaration rules both macros share (`check/decl.rs`), the rules formats share (`check/format.rs`), op rules (`check/op/`), attribute rules (`check/attr.rs`), enum rules (`check/enums.rs`) |
//! | expand | [`expand`] | generates code from a checked model, never validating: [`expand::attr`], [`expand::op`], [`expand::enums`], shared helpers in [`expand::common`] |
//!
//! Where things go:
//! - a new **format directive**: its keyword in `format/lexer.rs`, its [`format::ElementKind`]
//!   in `format/ast.rs` and its parsing in `format/parser.rs`; where it may appear in
//!   `check/format.rs` if op and attribute formats share it, else in the `directive` rule of
//!   `check/op/elements.rs` or `check/attr.rs`; its parser and printer in
//!   `expand/{op,attr}/{parse,print}.rs` (op operands, results, regions and successors in
//!   `expand/op/values.rs`);
//! - a new **check** of a declaration: `check/decl.rs` when both macros share it, else
//!   `check_fields` in `check/op/mod.rs` or `check_declaration` in `check/attr.rs`; of a format:
//!   `check/format.rs` (shared), `check/op/` or `check/attr.rs`; what the op expansion cannot
//!   generate yet: `check/op/expansion.rs`. (Type and attribute constraints such as
//!   `ArrayMinCount` are runtime types in `rods::ods`, not macro code.)
//! - a new **macro argument or field option**: its syntax in `model/args.rs`, its meaning in
//!   `model/attr.rs` / `model/op.rs`;
//! - new **generated code**: `expand/attr/mod.rs` (impls of an attribute), `expand/op/mod.rs`
//!   (the `OpDef`, typed access, the verifier);
//! - a new **key of `dialect!`**: its syntax in `model/dialect.rs`, its rules in
//!   `check/dialect.rs`, its code in `expand/dialect.rs` (a check needing a listed `DEF` is a
//!   constant there, over the `const fn`s of `rods::dialect::__private`);
//! - a new **type relation trait** (`SameOperandsAndResultType`, `AllTypesMatch([...])`): its
//!   syntax and the types it infers in `model/relations.rs` (used by `check/op/coverage.rs` and
//!   `expand/op/values.rs`), its verifier call in `expand/op/values.rs` (`relation_checks`);
//! - **memory effects** (`MemoryEffects([MemRead])`, `#[operand(effects = [...])]`): their
//!   syntax in `model/effects.rs`, their combinations with the other effect traits in
//!   `check/op/mod.rs`, the `OpTraits` and `getEffects` they give in `expand/op/effects.rs`.

#![forbid(unsafe_code)]

pub mod check;
pub mod ctxt;
pub mod expand;
pub mod format;
pub mod model;

pub use ctxt::Ctxt;

use proc_macro2::{Span, TokenStream};
use quote::quote;

pub use model::{AttrDecl, DialectDecl, EnumDecl, OpDecl};

/// Parses and checks `rods::dialect! { … }`: the declaration's model, or every error found
/// (combined).
pub fn parse_dialect(input: TokenStream) -> Result<DialectDecl, syn::Error> {
    let (decl, checked) = model_and_check_dialect(input);
    checked?;
    decl.ok_or_else(|| syn::Error::new(Span::call_site(), "invalid `rods::dialect!` declaration"))
}

/// The model of a dialect declaration (when the input has its shape) and the result of its
/// checks.
fn model_and_check_dialect(input: TokenStream) -> (Option<DialectDecl>, Result<(), syn::Error>) {
    let cx = Ctxt::new();
    let decl = model::dialect_from_syn(&cx, input);
    if let Some(decl) = &decl {
        check::check_dialect(&cx, decl);
    }
    (decl, cx.check())
}

/// Expands `rods::dialect! { … }`: the `static` `Dialect` and the constants that check what it
/// lists, or the static (when it could be read) plus the errors.
pub fn expand_dialect(input: TokenStream) -> TokenStream {
    match model_and_check_dialect(input) {
        (Some(decl), Ok(())) => expand::dialect::expand(&decl),
        (decl, checked) => {
            let item = decl.as_ref().map(expand::dialect::fallback);
            let errors = checked.err().map(|e| e.to_compile_error());
            quote!(#item #errors)
        }
    }
}

/// Parses and checks a `#[dialect_attr(args)] item`: the declaration model with its checked
/// format, or every error found (combined).
pub fn parse_attr(args: TokenStream, item: TokenStream) -> Result<AttrDecl, syn::Error> {
    parse_decl(
        args,
        item,
        model::attr_from_syn,
        check::check_attr,
        "dialect_attr",
    )
}

/// Parses and checks a `#[dialect_type(args)] item`: the declaration model (an attribute's, of
/// kind [`model::DefKind::Type`]) with its checked format, or every error found (combined).
pub fn parse_type(args: TokenStream, item: TokenStream) -> Result<AttrDecl, syn::Error> {
    parse_decl(
        args,
        item,
        model::type_from_syn,
        check::check_attr,
        "dialect_type",
    )
}

/// Parses and checks a `#[dialect_op(args)] item`: the declaration model with its checked
/// format, or every error found (combined). The checks are those of MLIR's format language;
/// [`expand_op`] also runs [`check::check_op_expansion`] (what the expansion generates).
pub fn parse_op(args: TokenStream, item: TokenStream) -> Result<OpDecl, syn::Error> {
    parse_decl(
        args,
        item,
        model::op_from_syn,
        check::check_op,
        "dialect_op",
    )
}

/// Builds the model of `#[macro_name(args)] item` with `from_syn` and checks it with `check`,
/// collecting every error in one [`Ctxt`].
fn parse_decl<D>(
    args: TokenStream,
    item: TokenStream,
    from_syn: fn(&Ctxt, TokenStream, TokenStream) -> Option<D>,
    check: fn(&Ctxt, &D),
    macro_name: &str,
) -> Result<D, syn::Error> {
    let cx = Ctxt::new();
    let decl = from_syn(&cx, args, item);
    if let Some(decl) = &decl {
        check(&cx, decl);
    }
    cx.check()?;
    decl.ok_or_else(|| {
        syn::Error::new(
            Span::call_site(),
            format!("invalid `#[{macro_name}]` declaration"),
        )
    })
}

/// Parses and checks a `#[dialect_enum(args)] item`: the enum's model, or every error found
/// (combined).
pub fn parse_enum(args: TokenStream, item: TokenStream) -> Result<EnumDecl, syn::Error> {
    parse_decl(
        args,
        item,
        model::enum_from_syn,
        check::check_enum,
        "dialect_enum",
    )
}

/// Expands `#[dialect_enum(args)] item`: the Rust type of the enum and its impls, or the enum
/// plus the errors (never making the item vanish).
pub fn expand_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    match parse_enum(args, item.clone()) {
        Ok(decl) => expand::enums::expand(&decl),
        Err(err) => {
            let item = model::enums::fallback_enum(item);
            let errors = err.to_compile_error();
            quote!(#item #errors)
        }
    }
}

/// Expands `#[dialect_attr(args)] item`: the item and its generated impls, or the item plus the
/// errors (never making the item vanish).
pub fn expand_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    match parse_attr(args, item.clone()) {
        Ok(decl) => expand::attr::expand(&decl),
        Err(err) => fallback(item, err),
    }
}

/// Expands `#[dialect_type(args)] item`: the item and its generated impls, or the item plus the
/// errors (never making the item vanish).
pub fn expand_type(args: TokenStream, item: TokenStream) -> TokenStream {
    match parse_type(args, item.clone()) {
        Ok(decl) => expand::attr::expand(&decl),
        Err(err) => fallback(item, err),
    }
}

/// Expands `#[dialect_op(args)] item`: [`parse_op`], then [`check::check_op_expansion`], then
/// the item and its generated impls; or the item plus the errors (never making the item
/// vanish).
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
