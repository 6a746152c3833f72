//! The declaration model: what a `#[dialect_attr]` / `#[dialect_op]` declares, built from the macro
//! arguments and the annotated struct (`from_syn`). The model only records; `check` validates the
//! format against it and the expansion phase generates code from it.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Expr, Field, Ident, ItemStruct, LitStr, Path, Token, Type};

use crate::ctxt::Ctxt;
use crate::format::{self, Format, FormatSource};

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
    /// `dialect.name`.
    pub fn full(&self) -> String {
        format!("{}.{}", self.dialect, self.name)
    }
}

/// A parsed assembly format together with the literal it came from.
#[derive(Clone, Debug)]
pub struct FormatDecl {
    /// The literal, for spans and messages.
    pub source: FormatSource,
    /// The parsed format.
    pub format: Format,
}

impl FormatDecl {
    /// The span of a byte range of the format (a sub-span where supported, else the literal's).
    pub fn span(&self, range: std::ops::Range<usize>) -> Span {
        self.source
            .span(range)
            .unwrap_or_else(|| self.source.lit.span())
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

/// A parameter of an attribute (one field of the `#[dialect_attr]` struct).
#[derive(Clone, Debug)]
pub struct Param {
    /// The Rust field.
    pub ident: Ident,
    /// The name in the format (`$name`) and in `struct(...)` keys.
    pub name: String,
    /// Where the name comes from (the `name = "…"` literal, else the field ident).
    pub name_span: Span,
    /// The field type as written.
    pub ty: Type,
    /// The parameter's value type: `T` for `Option<T>`, else `ty`.
    pub value_ty: Type,
    /// Required, optional or default-valued.
    pub presence: Presence,
}

/// A `#[dialect_attr]` declaration.
#[derive(Clone, Debug)]
pub struct AttrDecl {
    /// The user's struct with the helper attributes (`#[param]`) removed.
    pub item: ItemStruct,
    /// `#dialect.mnemonic`.
    pub name: QualifiedName,
    /// The ODS record name used in runtime messages (`name = "GPU_ObjectAttr"`, default: the
    /// struct ident).
    pub record_name: String,
    /// The assembly format, if given.
    pub format: Option<FormatDecl>,
    /// `verify`: the user provides a verification hook.
    pub verify: Option<Span>,
    /// `interfaces = [...]`.
    pub interfaces: Vec<Path>,
    /// `summary = "..."`.
    pub summary: Option<LitStr>,
    /// The parameters, in declaration order.
    pub params: Vec<Param>,
}

impl AttrDecl {
    /// The parameter named `name` in the format.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|p| p.name == name)
    }
}

/// How many values an operand, result, region or successor field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one (`T`).
    Single,
    /// Zero or one (`Option<T>`).
    Optional,
    /// Any number (`Vec<T>`).
    Variadic,
}

impl Arity {
    /// Whether the number of values may vary (optional or variadic).
    pub fn is_variable_length(self) -> bool {
        self != Arity::Single
    }
}

/// What an op field is.
#[derive(Clone, Debug)]
pub enum OpFieldKind {
    /// An inherent attribute (stored as a property). `UnitAttr` fields are
    /// [`OpFieldKind::UnitAttribute`].
    Attribute(Presence),
    /// A `UnitAttr` field: optional, present or not.
    UnitAttribute,
    /// `#[operand]`.
    Operand {
        /// `T`, `Option<T>` or `Vec<T>`.
        arity: Arity,
        /// `#[operand(type = T)]`: a buildable type, so the format need not print it.
        buildable_type: Option<Type>,
    },
    /// `#[result]`.
    Result {
        /// `T`, `Option<T>` or `Vec<T>`.
        arity: Arity,
        /// `#[result(type = T)]`: a buildable type, so the format need not print it.
        buildable_type: Option<Type>,
    },
    /// `#[region]`.
    Region {
        /// `T` or `Vec<T>`.
        arity: Arity,
    },
    /// `#[successor]`.
    Successor {
        /// `T` or `Vec<T>`.
        arity: Arity,
    },
}

/// A field of a `#[dialect_op]` struct.
#[derive(Clone, Debug)]
pub struct OpField {
    /// The Rust field.
    pub ident: Ident,
    /// The name in the format and in the generic form (`offloadingHandler`).
    pub name: String,
    /// Where the name comes from (the `name = "…"` literal, else the field ident).
    pub name_span: Span,
    /// The field type as written.
    pub ty: Type,
    /// `T` for `Option<T>` / `Vec<T>` (per the kind), else `ty`.
    pub value_ty: Type,
    /// Attribute, operand, result, region or successor.
    pub kind: OpFieldKind,
}

impl OpField {
    /// Whether the field is an attribute (incl. a unit attribute).
    pub fn is_attribute(&self) -> bool {
        matches!(
            self.kind,
            OpFieldKind::Attribute(_) | OpFieldKind::UnitAttribute
        )
    }
}

/// A `#[dialect_op]` declaration.
#[derive(Clone, Debug)]
pub struct OpDecl {
    /// The user's struct with the helper attributes removed.
    pub item: ItemStruct,
    /// `dialect.opname`.
    pub name: QualifiedName,
    /// The assembly format; without it the op has only the generic form.
    pub format: Option<FormatDecl>,
    /// `traits = [...]`.
    pub traits: Vec<Path>,
    /// `summary = "..."`.
    pub summary: Option<LitStr>,
    /// The fields, in declaration order.
    pub fields: Vec<OpField>,
}

impl OpDecl {
    /// The field named `name` in the format.
    pub fn field(&self, name: &str) -> Option<&OpField> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// Fields of one kind, in declaration order (e.g. the operands).
    pub fn fields_where(&self, pred: impl Fn(&OpFieldKind) -> bool) -> Vec<&OpField> {
        self.fields.iter().filter(|f| pred(&f.kind)).collect()
    }
}

/// Which macro is being parsed (they accept different arguments and field attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MacroKind {
    Attr,
    Op,
}

impl MacroKind {
    fn macro_name(self) -> &'static str {
        match self {
            MacroKind::Attr => "dialect_attr",
            MacroKind::Op => "dialect_op",
        }
    }

    fn known_args(self) -> &'static [&'static str] {
        match self {
            MacroKind::Attr => &["format", "verify", "interfaces", "summary", "name"],
            MacroKind::Op => &["format", "traits", "summary"],
        }
    }

    fn positional(self) -> &'static str {
        match self {
            MacroKind::Attr => "dialect.mnemonic",
            MacroKind::Op => "dialect.opname",
        }
    }
}

/// The helper attributes the macros consume on fields.
const FIELD_ATTRS: &[&str] = &["param", "attr", "operand", "result", "region", "successor"];

/// The macro arguments, parsed.
#[derive(Default)]
struct Args {
    name: Option<QualifiedName>,
    format: Option<LitStr>,
    verify: Option<Span>,
    list: Option<Vec<Path>>,
    summary: Option<LitStr>,
    record_name: Option<LitStr>,
}

fn backticked(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One comma-separated macro argument: its tokens and the comma that ends it, if any.
struct Chunk {
    tokens: TokenStream,
    comma: Option<Span>,
}

/// Splits a token stream at top-level commas (a trailing comma ends the last argument).
fn split_commas(tokens: TokenStream) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut current = TokenStream::new();
    for tt in tokens {
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ',' => chunks.push(Chunk {
                tokens: std::mem::take(&mut current),
                comma: Some(p.span()),
            }),
            _ => current.extend([tt]),
        }
    }
    if !current.is_empty() {
        chunks.push(Chunk {
            tokens: current,
            comma: None,
        });
    }
    chunks
}

/// What a token is, for messages: `` `+` ``, `a byte string literal`, `a bracketed group`.
fn describe(tt: &TokenTree) -> String {
    match tt {
        TokenTree::Ident(ident) => format!("`{ident}`"),
        TokenTree::Punct(p) => format!("`{}`", p.as_char()),
        TokenTree::Group(g) => match g.delimiter() {
            proc_macro2::Delimiter::Parenthesis => "a parenthesized group".to_owned(),
            proc_macro2::Delimiter::Bracket => "a bracketed group".to_owned(),
            proc_macro2::Delimiter::Brace => "a braced group".to_owned(),
            proc_macro2::Delimiter::None => "an invisible group".to_owned(),
        },
        TokenTree::Literal(lit) => match syn::Lit::new(lit.clone()) {
            syn::Lit::Str(_) => "a string literal",
            syn::Lit::ByteStr(_) => "a byte string literal",
            syn::Lit::CStr(_) => "a C string literal",
            syn::Lit::Byte(_) => "a byte literal",
            syn::Lit::Char(_) => "a character literal",
            syn::Lit::Int(_) => "an integer literal",
            syn::Lit::Float(_) => "a float literal",
            _ => "a literal",
        }
        .to_owned(),
    }
}

/// The next token of `input`, described, with its span; `None` at the end.
fn next_token(input: ParseStream) -> Option<(Span, String)> {
    input
        .cursor()
        .token_tree()
        .map(|(tt, _)| (tt.span(), describe(&tt)))
}

/// Parses `= "…"` after `key` (`format`, `name = "…"` in `#[param(...)]`): a string literal, or
/// an error on the offending token saying what was expected. `usage` is the right spelling
/// (`` `format = "..."` ``).
fn parse_str_value(input: ParseStream, key: &Ident, usage: &str) -> syn::Result<LitStr> {
    let eq = parse_eq(input, key, usage)?;
    if input.peek(LitStr) {
        return input.parse();
    }
    Err(match next_token(input) {
        // Why: `format = b"..."`, `name = 'c'`, `summary = 1.5` are literals of the wrong kind.
        Some((span, found)) => syn::Error::new(
            span,
            format!("`{key}` takes a string literal ({usage}), found {found}"),
        ),
        None => syn::Error::new(
            eq,
            format!("expected a string literal after `{key} =` ({usage})"),
        ),
    })
}

/// `= VALUE` after the option `key`, VALUE being `what` (`an expression`, `a Rust type`), with
/// an error that names the option when VALUE does not parse.
fn parse_option_value<T: syn::parse::Parse>(
    input: ParseStream,
    key: &Ident,
    usage: &str,
    what: &str,
) -> syn::Result<T> {
    parse_eq(input, key, usage)?;
    input.parse::<T>().map_err(|err| {
        syn::Error::new(
            err.span(),
            format!("expected {what} after `{key} =` ({usage})"),
        )
    })
}

/// Parses the `=` after `key`, with an error on the token found instead.
fn parse_eq(input: ParseStream, key: &Ident, usage: &str) -> syn::Result<Span> {
    if input.peek(Token![=]) {
        return Ok(input.parse::<Token![=]>()?.span);
    }
    Err(match next_token(input) {
        Some((span, found)) => syn::Error::new(
            span,
            format!("expected `=` after `{key}` ({usage}), found {found}"),
        ),
        None => syn::Error::new(key.span(), format!("expected {usage}")),
    })
}

/// Parses `= [Path, ...]` after `key` (`interfaces`, `traits`); `what` names one element
/// (`an interface`).
fn parse_path_list(input: ParseStream, key: &Ident, what: &str) -> syn::Result<Vec<Path>> {
    let usage = format!("`{key} = [Path, ...]`");
    let eq = parse_eq(input, key, &usage)?;
    if !input.peek(syn::token::Bracket) {
        return Err(match next_token(input) {
            // Why: `traits = Symbol` or `traits = (Symbol)` look right but are not a list.
            Some((span, found)) => syn::Error::new(
                span,
                format!("`{key}` takes a bracketed list ({usage}), found {found}"),
            ),
            None => syn::Error::new(
                eq,
                format!("expected a bracketed list after `{key} =` ({usage})"),
            ),
        });
    }
    let content;
    syn::bracketed!(content in input);
    let mut paths = Vec::new();
    while !content.is_empty() {
        if !(content.peek(Ident::peek_any) || content.peek(Token![::])) {
            // Why: `[3]`, `["Symbol"]`, `[Symbol,,]` name nothing.
            let (span, found) = next_token(&content).unwrap_or((content.span(), String::new()));
            return Err(syn::Error::new(
                span,
                format!("expected {what} path in `{key} = [...]`, found {found}"),
            ));
        }
        let path = content.parse::<Path>().map_err(|err| {
            syn::Error::new(
                err.span(),
                format!("expected {what} path in `{key} = [...]`: {err}"),
            )
        })?;
        paths.push(path);
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            let (span, found) = next_token(&content).unwrap_or((content.span(), String::new()));
            return Err(syn::Error::new(
                span,
                format!("expected `,` between the elements of `{key} = [...]`, found {found}"),
            ));
        }
        content.parse::<Token![,]>()?;
    }
    Ok(paths)
}

/// Parses `dialect.name`; errors point at the offending token (never at the end of the input).
fn parse_qualified_name(input: ParseStream) -> syn::Result<QualifiedName> {
    let dialect = Ident::parse_any(input)?;
    let mut span = dialect.span();
    let mut parts = Vec::new();
    while input.peek(Token![.]) {
        let dot: Token![.] = input.parse()?;
        if input.is_empty() {
            return Err(syn::Error::new(dot.span, "expected a name after `.`"));
        }
        let part = Ident::parse_any(input)?;
        span = span
            .join(dot.span)
            .and_then(|s| s.join(part.span()))
            .unwrap_or(span);
        parts.push(part.unraw().to_string());
    }
    if parts.is_empty() {
        return Err(syn::Error::new(
            dialect.span(),
            "expected a dotted name like `gpu.object`: the dialect namespace, a `.`, then the name",
        ));
    }
    Ok(QualifiedName {
        dialect: dialect.unraw().to_string(),
        name: parts.join("."),
        span,
    })
}

/// The end of one argument: anything left is a missing comma.
fn expect_end(input: ParseStream) -> syn::Result<()> {
    match next_token(input) {
        None => Ok(()),
        Some((span, found)) => Err(syn::Error::new(
            span,
            format!("expected `,` between arguments, found {found}"),
        )),
    }
}

/// `gpu.object` if `tokens` is the string literal `"gpu.object"`.
fn quoted_name(tokens: TokenStream) -> Option<String> {
    let value = syn::parse2::<LitStr>(tokens).ok()?.value();
    let dotted = value.contains('.') && value.split('.').all(is_identifier);
    dotted.then_some(value)
}

fn parse_args(cx: &Ctxt, kind: MacroKind, tokens: TokenStream) -> Args {
    let mut args = Args::default();
    let mut chunks = split_commas(tokens).into_iter().peekable();
    let positional = kind.positional();
    // Why: `#[dialect_op(, t.op)]`: say where the stray comma is, then read `t.op` as the name.
    while let Some(Chunk {
        tokens,
        comma: Some(comma),
    }) = chunks.peek()
        && tokens.is_empty()
    {
        cx.error_at(
            *comma,
            "expected an argument before `,`: remove the extra `,`",
        );
        chunks.next();
    }
    match chunks.next() {
        None => cx.error_at(
            // Why: there is no token to blame; the attribute itself is the mistake.
            Span::call_site(),
            format!(
                "expected `{positional}` as the first argument of `#[{}(...)]`",
                kind.macro_name()
            ),
        ),
        Some(first) => match parse_qualified_name.parse2(first.tokens.clone()) {
            Ok(name) => args.name = Some(name),
            Err(err) => {
                let last = first.tokens.clone().into_iter().last();
                let message = match quoted_name(first.tokens) {
                    // Why: `#[dialect_attr("gpu.object")]` is a natural first guess.
                    Some(name) => {
                        format!("the name is not a string: write `{name}` without quotes")
                    }
                    // Why: `gpu.` is a truncated name; blame the dot, not the whole attribute.
                    None if matches!(&last, Some(TokenTree::Punct(p)) if p.as_char() == '.') => {
                        format!("expected a name after `.` in `{positional}` (e.g. `gpu.object`)")
                    }
                    None => {
                        format!("expected `{positional}` as the first argument (e.g. `gpu.object`)")
                    }
                };
                cx.syn_error(syn::Error::new(err.span(), message));
            }
        },
    }
    let list_key = match kind {
        MacroKind::Attr => "interfaces",
        MacroKind::Op => "traits",
    };
    let expected_args = format!("any of {}", backticked(kind.known_args()));
    let mut seen: Vec<String> = Vec::new();
    for chunk in chunks {
        if chunk.tokens.is_empty() {
            // Why: `t.a,, verify` is a typo; say where instead of "unexpected end of input".
            if let Some(comma) = chunk.comma {
                cx.error_at(
                    comma,
                    "expected an argument before `,`: remove the extra `,`",
                );
            }
            continue;
        }
        let parsed = (|input: ParseStream| -> syn::Result<()> {
            if !input.peek(Ident::peek_any) {
                let (span, found) = next_token(input).unwrap_or((input.span(), String::new()));
                return Err(syn::Error::new(
                    span,
                    format!("expected an argument name ({expected_args}), found {found}"),
                ));
            }
            let key = Ident::parse_any(input)?;
            let key_str = key.to_string();
            if !kind.known_args().contains(&key_str.as_str()) {
                // Why: a misspelt argument (`fromat = ...`) must not be ignored silently.
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                        "unknown argument `{key_str}` of `#[{}]`; expected `{positional}` first, then {expected_args}",
                        kind.macro_name(),
                    ),
                ));
            }
            // Why: `format = "a", format = "b"` is ambiguous: which one wins?
            if seen.contains(&key_str) {
                return Err(syn::Error::new(key.span(), format!("duplicate argument `{key_str}`")));
            }
            seen.push(key_str.clone());
            if key_str == "verify" {
                if !input.is_empty() {
                    return Err(input.error("`verify` takes no value: write just `verify`"));
                }
                args.verify = Some(key.span());
                return Ok(());
            }
            if key_str == list_key {
                let what = match kind {
                    MacroKind::Attr => "an interface",
                    MacroKind::Op => "an op trait",
                };
                let list = parse_path_list(input, &key, what)?;
                expect_end(input)?;
                args.list = Some(list);
            } else {
                let lit = parse_str_value(input, &key, &format!("`{key_str} = \"...\"`"))?;
                // Why: in `format = "$a" "attr-dict"`, "$a" alone is not what the user meant;
                // checking it would only add a misleading second error.
                expect_end(input)?;
                match key_str.as_str() {
                    "format" => args.format = Some(lit),
                    "summary" => args.summary = Some(lit),
                    _ => args.record_name = Some(lit),
                }
            }
            Ok(())
        })
        .parse2(chunk.tokens);
        if let Err(err) = parsed {
            cx.syn_error(err);
        }
    }
    args
}

/// Parses the item as a struct with named fields (a unit struct has no fields).
fn parse_struct(cx: &Ctxt, kind: MacroKind, item: TokenStream) -> Option<ItemStruct> {
    let macro_name = kind.macro_name();
    let item: ItemStruct = match syn::parse2::<syn::Item>(item) {
        Ok(syn::Item::Struct(s)) => s,
        Ok(other) => {
            // Why: attributes and ops are records of named fields; an enum or fn cannot be one.
            cx.error_spanned_by(
                item_keyword(&other),
                format!("`#[{macro_name}]` can only be applied to a struct with named fields"),
            );
            return None;
        }
        Err(err) => {
            cx.syn_error(err);
            return None;
        }
    };
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
    Some(item)
}

fn item_keyword(item: &syn::Item) -> TokenStream {
    match item {
        syn::Item::Enum(e) => e.enum_token.into_token_stream(),
        syn::Item::Union(u) => u.union_token.into_token_stream(),
        syn::Item::Fn(f) => f.sig.fn_token.into_token_stream(),
        other => other.into_token_stream(),
    }
}

/// The single generic argument of `Wrapper<T>` if `ty`'s last path segment is `wrapper`.
fn generic_arg<'a>(ty: &'a Type, wrapper: &str) -> Option<&'a Type> {
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

fn last_segment_is(ty: &Type, name: &str) -> bool {
    matches!(ty, Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == name))
}

/// Options of one helper attribute on a field.
#[derive(Default)]
struct FieldOptions {
    name: Option<LitStr>,
    default: Option<Expr>,
    ty: Option<Type>,
}

fn parse_field_options(cx: &Ctxt, attr: &syn::Attribute, allowed: &[&str]) -> FieldOptions {
    let mut opts = FieldOptions::default();
    let attr_name = attr
        .path()
        .get_ident()
        .map(ToString::to_string)
        .unwrap_or_default();
    let list = match &attr.meta {
        syn::Meta::Path(_) => return opts,
        // Why: `#[param = "x"]`, `#[param[name = "x"]]` and `#[param{...}]` are valid Rust but
        // not our syntax.
        syn::Meta::NameValue(nv) => {
            cx.error_at(
                nv.eq_token.span,
                format!("expected parentheses: `#[{attr_name}(...)]`"),
            );
            return opts;
        }
        syn::Meta::List(list) if !matches!(list.delimiter, syn::MacroDelimiter::Paren(_)) => {
            cx.error_at(
                list.delimiter.span().open(),
                format!("expected parentheses: `#[{attr_name}(...)]`"),
            );
            return opts;
        }
        syn::Meta::List(list) => list,
    };
    let expected = if allowed.is_empty() {
        "no options".to_owned()
    } else {
        backticked(allowed)
    };
    let result = list.parse_args_with(|input: ParseStream| -> syn::Result<()> {
        while !input.is_empty() {
            if !input.peek(Ident::peek_any) {
                // Why: `#[param(3)]`, `#[region(+)]`, `#[param(name = "a",,)]`.
                let (span, found) = next_token(input).unwrap_or((input.span(), String::new()));
                return Err(syn::Error::new(
                    span,
                    format!("expected an option of `#[{attr_name}]` ({expected}), found {found}"),
                ));
            }
            let key = Ident::parse_any(input)?;
            let key_str = key.to_string();
            if !allowed.contains(&key_str.as_str()) {
                // Why: `#[param(defualt = 1)]` must not be silently ignored.
                return Err(syn::Error::new(
                    key.span(),
                    format!("unknown option `{key_str}` of `#[{attr_name}]`; expected {expected}"),
                ));
            }
            let duplicate = match key_str.as_str() {
                "name" => opts.name.is_some(),
                "default" => opts.default.is_some(),
                _ => opts.ty.is_some(),
            };
            if duplicate {
                return Err(syn::Error::new(
                    key.span(),
                    format!("duplicate option `{key_str}`"),
                ));
            }
            match key_str.as_str() {
                "name" => {
                    let usage = format!("`#[{attr_name}(name = \"...\")]`");
                    opts.name = Some(parse_str_value(input, &key, &usage)?);
                }
                "default" => {
                    let usage = format!("`#[{attr_name}(default = EXPR)]`");
                    // Why: `default = )` or `default = + +` must name the option, not just say
                    // "expected an expression".
                    opts.default = Some(parse_option_value(input, &key, &usage, "an expression")?);
                }
                _ => {
                    let usage = format!("`#[{attr_name}(type = I32)]`");
                    // Why: syn's own message lists every token a type may start with.
                    opts.ty = Some(parse_option_value(input, &key, &usage, "a Rust type")?);
                }
            }
            if input.is_empty() {
                break;
            }
            if !input.peek(Token![,]) {
                let (span, found) = next_token(input).unwrap_or((input.span(), String::new()));
                return Err(syn::Error::new(
                    span,
                    format!(
                        "expected `,` between the options of `#[{attr_name}(...)]`, found {found}"
                    ),
                ));
            }
            input.parse::<Token![,]>()?;
        }
        Ok(())
    });
    if let Err(err) = result {
        cx.syn_error(err);
    }
    opts
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
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `invalid name `a b``, or `empty name` for `""`, followed by what is expected.
fn invalid_name_message(what: &str, name: &str) -> String {
    let problem = if name.is_empty() {
        format!("empty {what}")
    } else {
        format!("invalid {what} `{name}`")
    };
    format!("{problem}: expected a letter or `_`, then letters, digits or `_`")
}

fn check_name(cx: &Ctxt, name: &str, span: Span) {
    // Why: the name is a format variable (`$name`) and a dictionary key; `name = "a b"` or
    // `name = ""` could never be referenced.
    if !is_identifier(name) {
        cx.error_at(span, invalid_name_message("name", name));
    }
}

fn check_unique_names<'a>(cx: &Ctxt, names: impl Iterator<Item = (&'a str, Span)>, what: &str) {
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

fn parse_format(cx: &Ctxt, lit: Option<LitStr>) -> Option<FormatDecl> {
    let source = FormatSource::new(lit?);
    let out = format::parse(&source.value);
    for err in &out.errors {
        cx.syn_error(source.error(err));
    }
    out.format.map(|format| FormatDecl { source, format })
}

/// Builds an attribute declaration from the macro arguments and the struct; every problem is
/// recorded in `cx`. Returns `None` when no declaration could be built at all.
pub fn attr_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<AttrDecl> {
    let kind = MacroKind::Attr;
    let args = parse_args(cx, kind, args);
    let mut item = parse_struct(cx, kind, item)?;
    let mut params = Vec::new();
    for (field, helpers) in take_field_attrs(&mut item) {
        let mut opts = FieldOptions::default();
        let mut seen_param = false;
        for attr in &helpers {
            if attr.path().is_ident("param") {
                // Why: with two `#[param(...)]`, one would silently override the other.
                if seen_param {
                    cx.error_spanned_by(
                        attr,
                        "duplicate `#[param]`: put all options in one `#[param(...)]`",
                    );
                    continue;
                }
                seen_param = true;
                opts = parse_field_options(cx, attr, &["name", "default"]);
            } else {
                // Why: `#[operand]` etc. describe ops; an attribute has only parameters.
                cx.error_spanned_by(
                    attr,
                    "`#[dialect_attr]` fields are parameters: use `#[param(name = \"...\", default = ...)]`",
                );
            }
        }
        let Some(ident) = field.ident.clone() else {
            continue;
        };
        let (name, name_span) = field_name(&field, &opts);
        check_name(cx, &name, name_span);
        let option_arg = generic_arg(&field.ty, "Option");
        let presence = match (opts.default, option_arg) {
            (Some(expr), None) => Presence::Default(Box::new(expr)),
            (Some(expr), Some(_)) => {
                // Why: `Option<T>` already means "absent by default"; a second default is ambiguous.
                cx.error_spanned_by(
                    &expr,
                    "a parameter cannot be both `Option<...>` and `default = ...`: drop one",
                );
                Presence::Optional
            }
            (None, Some(_)) => Presence::Optional,
            (None, None) => Presence::Required,
        };
        params.push(Param {
            ident,
            name,
            name_span,
            value_ty: option_arg.unwrap_or(&field.ty).clone(),
            ty: field.ty.clone(),
            presence,
        });
    }
    check_unique_names(
        cx,
        params.iter().map(|p| (p.name.as_str(), p.name_span)),
        "parameter",
    );
    let name = args.name?;
    let format = parse_format(cx, args.format);
    // Why: a parameterized attribute without a format could be neither printed nor parsed.
    if format.is_none() && !params.is_empty() && !cx.has_errors() {
        cx.error_at(
            name.span,
            format!(
                "`{}` has parameters, so it needs an assembly format: add `format = \"...\"`, e.g. `format = \"`<` {} `>`\"`",
                name.full(),
                params.iter().map(|p| format!("${}", p.name)).collect::<Vec<_>>().join(" `,` ")
            ),
        );
    }
    if let Some(lit) = &args.record_name {
        // Why: the record name stands for a TableGen def in messages («failed to parse
        // GPU_ObjectAttr parameter …»); `name = ""` or `name = "a b"` would garble them.
        let value = lit.value();
        if !is_identifier(&value) {
            cx.error_spanned_by(
                lit,
                format!(
                    "{} (e.g. `GPU_ObjectAttr`)",
                    invalid_name_message("record name", &value)
                ),
            );
        }
    }
    Some(AttrDecl {
        record_name: args
            .record_name
            .map_or_else(|| item.ident.to_string(), |l| l.value()),
        item,
        name,
        format,
        verify: args.verify,
        interfaces: args.list.unwrap_or_default(),
        summary: args.summary,
        params,
    })
}

/// Builds an op declaration from the macro arguments and the struct; every problem is recorded
/// in `cx`. Returns `None` when no declaration could be built at all.
pub fn op_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<OpDecl> {
    let kind = MacroKind::Op;
    let args = parse_args(cx, kind, args);
    let mut item = parse_struct(cx, kind, item)?;
    let mut fields = Vec::new();
    for (field, helpers) in take_field_attrs(&mut item) {
        let mut opts = FieldOptions::default();
        let mut kind_attr: Option<&syn::Attribute> = None;
        for attr in &helpers {
            let Some(attr_name) = attr.path().get_ident().map(ToString::to_string) else {
                continue;
            };
            if attr_name == "param" {
                // Why: `#[param]` belongs to attributes; on an op it would be silently meaningless.
                cx.error_spanned_by(
                    attr,
                    "`#[param]` is for `#[dialect_attr]` parameters; op fields take `#[attr]`, `#[operand]`, `#[result]`, `#[region]` or `#[successor]`",
                );
                continue;
            }
            // Why: a field is one thing: `#[operand] #[result] x` has no meaning, and with
            // `#[attr(name = "a")] #[attr(default = 1)]` one would silently override the other.
            if let Some(prev) = kind_attr {
                if prev.path().is_ident(&attr_name) {
                    cx.error_spanned_by(
                        attr,
                        format!("duplicate `#[{attr_name}]`: put all options in one `#[{attr_name}(...)]`"),
                    );
                    continue;
                }
                cx.error_spanned_by(
                    attr,
                    format!(
                        "conflicting field kinds: `#[{}]` and `#[{attr_name}]` on the same field",
                        prev.path().to_token_stream()
                    ),
                );
                continue;
            }
            kind_attr = Some(attr);
            let allowed: &[&str] = match attr_name.as_str() {
                "attr" => &["name", "default"],
                "operand" | "result" => &["name", "type"],
                _ => &["name"],
            };
            opts = parse_field_options(cx, attr, allowed);
        }
        let Some(ident) = field.ident.clone() else {
            continue;
        };
        let (name, name_span) = field_name(&field, &opts);
        check_name(cx, &name, name_span);
        let kind_name = kind_attr
            .and_then(|a| a.path().get_ident())
            .map_or_else(|| "attr".to_owned(), ToString::to_string);
        let option_arg = generic_arg(&field.ty, "Option");
        let vec_arg = generic_arg(&field.ty, "Vec");
        let arity = match (option_arg, vec_arg) {
            (Some(_), _) => Arity::Optional,
            (_, Some(_)) => Arity::Variadic,
            _ => Arity::Single,
        };
        let mut value_ty = field.ty.clone();
        let kind = match kind_name.as_str() {
            "attr" => {
                if let Some(inner) = option_arg {
                    value_ty = inner.clone();
                }
                if last_segment_is(&value_ty, "UnitAttr") {
                    // Why: a unit attribute is present or absent; a default or `Option` adds nothing.
                    if let Some(expr) = &opts.default {
                        cx.error_spanned_by(
                            expr,
                            "a `UnitAttr` is optional already: remove `default`",
                        );
                    }
                    OpFieldKind::UnitAttribute
                } else {
                    match (opts.default, option_arg) {
                        (Some(expr), None) => {
                            OpFieldKind::Attribute(Presence::Default(Box::new(expr)))
                        }
                        (Some(expr), Some(_)) => {
                            cx.error_spanned_by(
                                &expr,
                                "an attribute cannot be both `Option<...>` and `default = ...`: drop one",
                            );
                            OpFieldKind::Attribute(Presence::Optional)
                        }
                        (None, Some(_)) => OpFieldKind::Attribute(Presence::Optional),
                        (None, None) => OpFieldKind::Attribute(Presence::Required),
                    }
                }
            }
            _ => {
                if let Some(inner) = option_arg.or(vec_arg) {
                    value_ty = inner.clone();
                }
                match kind_name.as_str() {
                    "operand" => OpFieldKind::Operand {
                        arity,
                        buildable_type: opts.ty,
                    },
                    "result" => OpFieldKind::Result {
                        arity,
                        buildable_type: opts.ty,
                    },
                    "region" | "successor" => {
                        // Why: MLIR has no optional region/successor; `Option<Region>` would not
                        // round-trip. Variadic (`Vec`) is the way to allow none.
                        if arity == Arity::Optional {
                            cx.error_spanned_by(
                                &field.ty,
                                format!("a {kind_name} cannot be `Option<...>`; use `Vec<...>` for a variadic {kind_name}"),
                            );
                        }
                        if kind_name == "region" {
                            OpFieldKind::Region { arity }
                        } else {
                            OpFieldKind::Successor { arity }
                        }
                    }
                    _ => OpFieldKind::Attribute(Presence::Required),
                }
            }
        };
        fields.push(OpField {
            ident,
            name,
            name_span,
            ty: field.ty.clone(),
            value_ty,
            kind,
        });
    }
    check_unique_names(
        cx,
        fields.iter().map(|f| (f.name.as_str(), f.name_span)),
        "field",
    );
    let name = args.name?;
    let format = parse_format(cx, args.format);
    Some(OpDecl {
        item,
        name,
        format,
        traits: args.list.unwrap_or_default(),
        summary: args.summary,
        fields,
    })
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
