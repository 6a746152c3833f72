//! The declaration model: what a `#[dialect_attr]` / `#[dialect_type]` / `#[dialect_op]` declares, built from the macro
//! arguments and the annotated struct (`from_syn`). The model only records, keeping the syntax
//! nodes and spans that messages need; it reports syntax errors (a malformed argument, option or
//! format) and nothing else: `check` validates it, and the expansion generates code from it.
//!
//! - [`args`]: the syntax of the macro arguments and of the fields' helper attributes;
//! - [`attr`]: [`AttrDecl`], built by [`attr_from_syn`] and [`type_from_syn`] (attributes and
//!   types share it, as MLIR's `AttrOrTypeDef`);
//! - [`op`]: [`OpDecl`], built by [`op_from_syn`]; [`relations`] and [`traits`]: what its
//!   type relation traits and its other traits say; [`effects`]: its memory effects;
//! - [`dialect`]: [`DialectDecl`], the model of `rods::dialect! { … }`.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Expr, Field, ItemStruct, LitStr, Type};

use crate::ctxt::Ctxt;
use crate::format::{self, FormatDecl, FormatSource};

pub mod args;
pub mod attr;
pub mod dialect;
pub mod effects;
pub mod enums;
pub mod op;
pub mod relations;
pub mod traits;

use args::FieldOptions;

pub use attr::{AttrDecl, Param, attr_from_syn, type_from_syn};
pub use dialect::{DialectDecl, dialect_from_syn};
pub use enums::{EnumDecl, enum_from_syn};
pub use op::{Arity, OpDecl, OpField, OpFieldKind, op_from_syn};

/// `dialect.name` as written in the first macro argument (`gpu.object`, `llvm.mlir.constant`).
#[derive(Clone, Debug)]
pub struct QualifiedName {
    /// The dialect namespace (`gpu`).
    pub dialect: String,
    /// The mnemonic or op name inside the dialect (`object`, `mlir.constant`).
    pub name: String,
    /// The span of the whole dotted path.
    pub span: Span,
}

impl QualifiedName {
    /// Stands for a name that could not be parsed (the error is recorded already), so that the
    /// rest of the declaration is still modelled and checked.
    pub fn unparsed() -> Self {
        QualifiedName {
            dialect: String::new(),
            name: String::new(),
            span: Span::call_site(),
        }
    }

    /// `dialect.name`.
    pub fn full(&self) -> String {
        format!("{}.{}", self.dialect, self.name)
    }
}

/// Whether a parameter or attribute must be present.
#[derive(Clone, Debug)]
pub enum Presence {
    /// Always present (`T`).
    Required,
    /// May be absent (`Option<T>`).
    Optional,
    /// Absent means this value (`#[param(default = EXPR)]`, `#[attr(default = EXPR)]`); the
    /// printer elides it.
    Default(Box<Expr>),
}

impl Presence {
    /// Whether the value may be left out of the textual form.
    pub fn is_optional(&self) -> bool {
        !matches!(self, Presence::Required)
    }
}

/// Which macro is being parsed (they accept different arguments and field attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MacroKind {
    /// `#[dialect_attr]` or `#[dialect_type]`.
    Def(DefKind),
    Op,
}

impl MacroKind {
    fn macro_name(self) -> &'static str {
        match self {
            MacroKind::Def(kind) => kind.macro_name(),
            MacroKind::Op => "dialect_op",
        }
    }

    fn known_args(self) -> &'static [&'static str] {
        match self {
            MacroKind::Def(_) => &[
                "format",
                "verify",
                "canonicalize",
                "interfaces",
                "summary",
                "name",
            ],
            MacroKind::Op => &[
                "format",
                "traits",
                "interfaces",
                "summary",
                "verify",
                "verify_regions",
                "custom_assembly",
                "fold",
                "canonicalize",
                "canonicalizer",
                "tracked",
            ],
        }
    }

    fn positional(self) -> &'static str {
        match self {
            MacroKind::Def(_) => "dialect.mnemonic",
            MacroKind::Op => "dialect.opname",
        }
    }
}

/// What a parameterized definition declares: an attribute or a type (MLIR's `AttrOrTypeDef`,
/// one record shape for both, `AttrDef` and `TypeDef`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    /// `#[dialect_attr]`: `#dialect.mnemonic<…>`.
    Attr,
    /// `#[dialect_type]`: `!dialect.mnemonic<…>`.
    Type,
}

impl DefKind {
    /// The macro's name (`dialect_attr`).
    pub fn macro_name(self) -> &'static str {
        match self {
            DefKind::Attr => "dialect_attr",
            DefKind::Type => "dialect_type",
        }
    }

    /// The sigil before `dialect.mnemonic` (`#` or `!`).
    pub fn sigil(self) -> char {
        match self {
            DefKind::Attr => '#',
            DefKind::Type => '!',
        }
    }

    /// `attribute` or `type`, in messages.
    pub fn noun(self) -> &'static str {
        match self {
            DefKind::Attr => "attribute",
            DefKind::Type => "type",
        }
    }
}

/// The helper attributes the macros consume on fields.
const FIELD_ATTRS: &[&str] = &["param", "attr", "operand", "result", "region", "successor"];

/// The single generic argument of `Wrapper<T>` if `ty`'s last path segment is `wrapper`.
pub(crate) fn generic_arg<'a>(ty: &'a Type, wrapper: &str) -> Option<&'a Type> {
    let Type::Path(p) = ty else { return None };
    if p.qself.is_some() {
        return None;
    }
    let seg = p.path.segments.last()?;
    if seg.ident != wrapper {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    let mut types = args.args.iter().filter_map(|a| match a {
        syn::GenericArgument::Type(t) => Some(t),
        _ => None,
    });
    let first = types.next()?;
    types.next().is_none().then_some(first)
}

pub(crate) fn last_segment_is(ty: &Type, name: &str) -> bool {
    matches!(ty, Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == name))
}

/// Removes the macros' helper attributes from the fields and returns them with their fields.
fn take_field_attrs(item: &mut ItemStruct) -> Vec<(Field, Vec<syn::Attribute>)> {
    let mut out = Vec::new();
    if let syn::Fields::Named(fields) = &mut item.fields {
        for field in fields.named.iter_mut() {
            let (helpers, rest): (Vec<_>, Vec<_>) = field
                .attrs
                .drain(..)
                .partition(|a| FIELD_ATTRS.iter().any(|n| a.path().is_ident(n)));
            field.attrs = rest;
            out.push((field.clone(), helpers));
        }
    }
    out
}

fn field_name(field: &Field, opts: &FieldOptions) -> (String, Span) {
    match &opts.name {
        Some(lit) => (lit.value(), lit.span()),
        None => match &field.ident {
            Some(ident) => (ident.unraw().to_string(), ident.span()),
            None => (String::new(), field.ty.span()),
        },
    }
}

/// Whether `name` is a letter or `_`, then letters, digits or `_`.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn parse_format(cx: &Ctxt, lit: Option<LitStr>) -> Option<FormatDecl> {
    let source = FormatSource::new(lit?);
    let out = format::parse(&source.value);
    for err in &out.errors {
        cx.syn_error(source.error(err));
    }
    out.format.map(|format| FormatDecl { source, format })
}

/// The item to re-emit next to the errors when a declaration is rejected: the user's tokens with
/// the helper field attributes removed, so that one mistake does not cascade into
/// "cannot find attribute `param`" errors. Unparsable input is returned unchanged.
pub fn fallback_item(item: TokenStream) -> TokenStream {
    match syn::parse2::<ItemStruct>(item.clone()) {
        Ok(mut s) => {
            take_field_attrs(&mut s);
            s.into_token_stream()
        }
        Err(_) => item,
    }
}

/// The doc comment of an item or field (its `#[doc = "…"]` attributes), one line per
/// attribute, with the indentation its lines share and the surrounding blank lines removed.
pub fn doc_comment(attrs: &[syn::Attribute]) -> String {
    let mut lines = Vec::new();
    for attr in attrs {
        if !attr.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &attr.meta
            && let Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) = &nv.value
        {
            lines.extend(s.value().split('\n').map(str::to_owned));
        }
    }
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let lines: Vec<&str> = lines
        .iter()
        .map(|l| l.get(indent..).unwrap_or("").trim_end())
        .collect();
    lines.join("\n").trim_matches('\n').to_owned()
}

/// The summary and the description of a declaration's documentation: the `summary = "…"`
/// argument, else the doc comment's first paragraph (its lines joined); the description is the
/// doc comment without that paragraph when it is the summary, else the whole doc comment.
pub fn summary_and_description(doc: &str, summary: Option<&str>) -> (String, String) {
    let (first, rest) = match doc.split_once("\n\n") {
        Some((first, rest)) => (first, rest.trim_start_matches('\n')),
        None => (doc, ""),
    };
    let first_joined = first.split_whitespace().collect::<Vec<_>>().join(" ");
    match summary {
        Some(s) if s.trim() != first_joined => (s.to_owned(), doc.to_owned()),
        Some(s) => (s.to_owned(), rest.to_owned()),
        None => (first_joined, rest.to_owned()),
    }
}

/// A type as a reader writes it (`Confined<ObjectArrayAttr, ArrayMinCount<1>>`), for
/// documentation.
pub fn type_spelling(ty: &Type) -> String {
    token_spelling(ty.to_token_stream())
}

/// Tokens as a reader writes them (`HasParent<"tst.module">`, `[A, B]`), for documentation.
pub fn token_spelling(tokens: TokenStream) -> String {
    let mut s = tokens.to_string();
    for (from, to) in [
        (" :: ", "::"),
        (":: ", "::"),
        (" < ", "<"),
        (" <", "<"),
        ("< ", "<"),
        (" >", ">"),
        (" ,", ","),
        ("& ", "&"),
        ("( ", "("),
        (" )", ")"),
        ("[ ", "["),
        (" ]", "]"),
        (" ;", ";"),
    ] {
        s = s.replace(from, to);
    }
    s
}
