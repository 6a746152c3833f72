//! The model of a `rods::dialect! { … }` declaration (MLIR's `Dialect` record): the static it
//! defines, its name, summary, doc comment, the dialects it depends on, and the ops,
//! attributes and types it lists.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Expr, Ident, LitStr, Path, Token, Visibility};

use crate::ctxt::Ctxt;

/// The keys a dialect declaration takes, in the order the documentation gives them.
pub const KEYS: &[&str] = &[
    "name",
    "summary",
    "dependent_dialects",
    "ops",
    "attrs",
    "types",
    "verify_operation_attribute",
    "verify_region_arg_attribute",
    "verify_region_result_attribute",
    "materialize_constant",
    "unknown_type_message",
    "unknown_attr_message",
    "parse_unknown_type",
];

/// The keys whose value is a string literal.
const STRING_KEYS: &[&str] = &[
    "name",
    "summary",
    "unknown_type_message",
    "unknown_attr_message",
];

/// The text before and after the one `{}` of an unknown-mnemonic message; `None` when it holds
/// no `{}`, several, or another brace.
pub fn mnemonic_message_parts(message: &str) -> Option<(&str, &str)> {
    let (before, after) = message.split_once("{}")?;
    let braces = |s: &str| s.contains(['{', '}']);
    (!braces(before) && !braces(after)).then_some((before, after))
}

/// One op, attribute or type a dialect lists.
#[derive(Clone, Debug)]
pub enum Entry {
    /// A type declared with `#[dialect_op]` / `#[dialect_attr]` / `#[dialect_type]`: its `DEF`.
    Decl(Path),
    /// `&EXPR`: a definition written out (`&MODULE_OP`, a `static` `OpDef`).
    Def(Expr),
}

impl Entry {
    /// The entry as written, to compare entries and to name them in messages.
    pub fn spelling(&self) -> String {
        match self {
            Entry::Decl(p) => crate::model::token_spelling(p.to_token_stream()),
            Entry::Def(e) => crate::model::token_spelling(e.to_token_stream()),
        }
    }

    /// The span of the entry.
    pub fn span(&self) -> Span {
        match self {
            Entry::Decl(p) => p.span(),
            Entry::Def(e) => e.span(),
        }
    }
}

/// A `rods::dialect!` declaration.
#[derive(Clone, Debug)]
pub struct DialectDecl {
    /// The attributes written before the static (its doc comment: the description).
    pub attrs: Vec<syn::Attribute>,
    /// The static's visibility.
    pub vis: Visibility,
    /// The static's name (`GPU_DIALECT`).
    pub ident: Ident,
    /// `name: "gpu"`.
    pub name: Option<LitStr>,
    /// `summary: "…"`.
    pub summary: Option<LitStr>,
    /// `dependent_dialects: [path::TO_STATIC, …]`.
    pub dependents: Vec<Path>,
    /// `ops: [BinaryOp, &MODULE_OP, …]`.
    pub ops: Vec<Entry>,
    /// `attrs: [ObjectAttr, …]`.
    pub attr_defs: Vec<Entry>,
    /// `types: [PairType, …]`.
    pub types: Vec<Entry>,
    /// `verify_operation_attribute: path::to_fn` (MLIR's `hasOperationAttrVerify`).
    pub verify_operation_attribute: Option<Path>,
    /// `verify_region_arg_attribute: path::to_fn` (MLIR's `hasRegionArgAttrVerify`).
    pub verify_region_arg_attribute: Option<Path>,
    /// `verify_region_result_attribute: path::to_fn` (MLIR's `hasRegionResultAttrVerify`).
    pub verify_region_result_attribute: Option<Path>,
    /// `materialize_constant: path::to_fn` (MLIR's `hasConstantMaterializer`).
    pub materialize_constant: Option<Path>,
    /// `unknown_type_message: "unknown gpu type: {}"`: the message for a type mnemonic the
    /// dialect does not define (a hand-written `parseType`'s fallback), `{}` the mnemonic.
    pub unknown_type_message: Option<LitStr>,
    /// `unknown_attr_message: "…{}…"`: the same for an attribute mnemonic.
    pub unknown_attr_message: Option<LitStr>,
    /// `parse_unknown_type: path::to_fn`: the dialect's parse of a type body that is none of
    /// its mnemonics (a hand-written `parseType`'s fallback), instead of a message.
    pub parse_unknown_type: Option<Path>,
}

/// The syntax: attributes, `VIS static IDENT = { key: value, … };`.
struct Syntax {
    attrs: Vec<syn::Attribute>,
    vis: Visibility,
    ident: Ident,
    fields: Punctuated<Field, Token![,]>,
}

/// `key: value`, the value a string literal or a bracketed list.
struct Field {
    key: Ident,
    value: Value,
}

enum Value {
    Str(LitStr),
    List(Punctuated<Expr, Token![,]>),
    /// A path (`verify_operation_attribute: verify_attr`).
    Path(Path),
}

impl Parse for Syntax {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let attrs = input.call(syn::Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        input.parse::<Token![static]>()?;
        let ident: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let content;
        syn::braced!(content in input);
        let fields = content.parse_terminated(Field::parse, Token![,])?;
        if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
        }
        Ok(Syntax {
            attrs,
            vis,
            ident,
            fields,
        })
    }
}

impl Parse for Field {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let key: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        input.parse::<Token![:]>()?;
        let value = if input.peek(syn::token::Bracket) {
            let content;
            syn::bracketed!(content in input);
            Value::List(content.parse_terminated(Expr::parse, Token![,])?)
        } else if !input.peek(LitStr) && input.fork().parse::<Path>().is_ok() {
            Value::Path(input.parse()?)
        } else {
            Value::Str(input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected a string literal (`\"gpu\"`) or a list in brackets (`[BinaryOp]`)",
                )
            })?)
        };
        Ok(Field { key, value })
    }
}

/// Builds the model of `rods::dialect! { … }`; every error is recorded in `cx`. `None` when the
/// input is not `VIS static IDENT = { … };` (then nothing can be generated).
pub fn dialect_from_syn(cx: &Ctxt, input: TokenStream) -> Option<DialectDecl> {
    let syntax = match syn::parse2::<Syntax>(input) {
        Ok(s) => s,
        Err(e) => {
            cx.syn_error(e);
            return None;
        }
    };
    let mut decl = DialectDecl {
        attrs: syntax.attrs,
        vis: syntax.vis,
        ident: syntax.ident,
        name: None,
        summary: None,
        dependents: Vec::new(),
        ops: Vec::new(),
        attr_defs: Vec::new(),
        types: Vec::new(),
        verify_operation_attribute: None,
        verify_region_arg_attribute: None,
        verify_region_result_attribute: None,
        materialize_constant: None,
        unknown_type_message: None,
        unknown_attr_message: None,
        parse_unknown_type: None,
    };
    let mut seen: Vec<String> = Vec::new();
    for field in syntax.fields {
        let key = field.key.to_string();
        if !KEYS.contains(&key.as_str()) {
            let expected: Vec<String> = KEYS.iter().map(|k| format!("`{k}`")).collect();
            cx.error_spanned_by(
                &field.key,
                format!(
                    "unknown key `{key}`; expected one of {}",
                    expected.join(", ")
                ),
            );
            continue;
        }
        // Why: `ops: [A], ops: [B]` would silently drop one list.
        if seen.contains(&key) {
            cx.error_spanned_by(&field.key, format!("duplicate key `{key}`"));
            continue;
        }
        seen.push(key.clone());
        match (key.as_str(), field.value) {
            ("name", Value::Str(s)) => decl.name = Some(s),
            ("summary", Value::Str(s)) => decl.summary = Some(s),
            ("unknown_type_message", Value::Str(s)) => decl.unknown_type_message = Some(s),
            ("unknown_attr_message", Value::Str(s)) => decl.unknown_attr_message = Some(s),
            ("dependent_dialects", Value::List(list)) => {
                for e in list {
                    match e {
                        Expr::Path(p) if p.qself.is_none() => decl.dependents.push(p.path),
                        other => cx.error_spanned_by(
                            &other,
                            "expected the path of a dialect's static (`crate::gpu::GPU_DIALECT`)",
                        ),
                    }
                }
            }
            ("ops" | "attrs" | "types", Value::List(list)) => {
                let entries = list.into_iter().filter_map(|e| entry(cx, &key, e));
                let entries: Vec<Entry> = entries.collect();
                match key.as_str() {
                    "ops" => decl.ops = entries,
                    "attrs" => decl.attr_defs = entries,
                    _ => decl.types = entries,
                }
            }
            ("verify_operation_attribute", Value::Path(path)) => {
                decl.verify_operation_attribute = Some(path)
            }
            ("verify_region_arg_attribute", Value::Path(path)) => {
                decl.verify_region_arg_attribute = Some(path)
            }
            ("verify_region_result_attribute", Value::Path(path)) => {
                decl.verify_region_result_attribute = Some(path)
            }
            ("materialize_constant", Value::Path(path)) => decl.materialize_constant = Some(path),
            ("parse_unknown_type", Value::Path(path)) => decl.parse_unknown_type = Some(path),
            // Why: these keys name a hook, a function: `verify_operation_attribute: "f"` or
            // `materialize_constant: [f]` is not one.
            (
                hook @ ("verify_operation_attribute"
                | "verify_region_arg_attribute"
                | "verify_region_result_attribute"
                | "materialize_constant"
                | "parse_unknown_type"),
                value @ (Value::Str(_) | Value::List(_)),
            ) => {
                let example = match hook {
                    "materialize_constant" => "materialize",
                    "parse_unknown_type" => "parse_type_fallback",
                    "verify_region_arg_attribute" => "verify_arg_attribute",
                    "verify_region_result_attribute" => "verify_result_attribute",
                    _ => "verify_attribute",
                };
                let message = format!("`{hook}` takes the path of a function (`{example}`)");
                match value {
                    Value::Str(s) => cx.error_spanned_by(s, message),
                    Value::List(list) => cx.error_spanned_by(list, message),
                    Value::Path(_) => {}
                }
            }
            (k, Value::Path(path)) if STRING_KEYS.contains(&k) => {
                cx.error_spanned_by(path, format!("`{key}` takes a string literal"))
            }
            (_, Value::Path(path)) => cx.error_spanned_by(
                path,
                format!("`{key}` takes a list in brackets (`{key}: [...]`)"),
            ),
            (k, Value::List(list)) if STRING_KEYS.contains(&k) => {
                cx.error_spanned_by(list, format!("`{key}` takes a string literal"))
            }
            (_, Value::Str(s)) => cx.error_spanned_by(
                s,
                format!("`{key}` takes a list in brackets (`{key}: [...]`)"),
            ),
            _ => {}
        }
    }
    Some(decl)
}

/// One entry of `ops`, `attrs` or `types`: a type path, or `&EXPR`.
fn entry(cx: &Ctxt, key: &str, e: Expr) -> Option<Entry> {
    match e {
        Expr::Path(p) if p.qself.is_none() => Some(Entry::Decl(p.path)),
        Expr::Reference(r) if r.mutability.is_none() => Some(Entry::Def(Expr::Reference(r))),
        other => {
            let (what, macro_name, def) = match key {
                "ops" => ("an op", "dialect_op", "an `OpDef`"),
                "attrs" => ("an attribute", "dialect_attr", "an `AttrDef`"),
                _ => ("a type", "dialect_type", "a `TypeDef`"),
            };
            cx.error_spanned_by(
                &other,
                format!(
                    "expected {what}: a type declared with `#[{macro_name}]` (`MyOp`) or a reference to {def} (`&MY_DEF`)"
                ),
            );
            None
        }
    }
}
