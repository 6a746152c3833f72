//! The syntax of the macro arguments (`dialect.name, format = "…", traits = […]`) and of the
//! fields' helper attributes (`#[param(name = "…", default = EXPR)]`, `#[operand(type = T)]`):
//! parsed with errors that point at the offending token and say what was expected.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Expr, Ident, ItemStruct, LitStr, Path, Token, Type};

use crate::ctxt::Ctxt;

use super::{MacroKind, QualifiedName, is_identifier};

/// The macro arguments, parsed.
#[derive(Default)]
pub(super) struct Args {
    pub(super) name: Option<QualifiedName>,
    pub(super) format: Option<LitStr>,
    pub(super) verify: Option<Span>,
    /// `interfaces = [...]` of an op (its `traits` are `list`).
    pub(super) op_interfaces: Option<Vec<Path>>,
    /// `verify_regions` (ops: ODS's `hasRegionVerifier`).
    pub(super) verify_regions: Option<Span>,
    /// `canonicalize` (attributes and types: a custom `get` builder that normalizes the
    /// parameters; ops: ODS's `hasCanonicalizeMethod`).
    pub(super) canonicalize: Option<Span>,
    /// `custom_assembly` (ops: ODS's `hasCustomAssemblyFormat`).
    pub(super) custom_assembly: Option<Span>,
    /// `fold` (ops: ODS's `hasFolder`).
    pub(super) fold: Option<Span>,
    /// `canonicalizer` (ops: ODS's `hasCanonicalizer`).
    pub(super) canonicalizer: Option<Span>,
    /// `tracked` (ops: the IR lists them, `OpDef::tracked`).
    pub(super) tracked: Option<Span>,
    pub(super) list: Option<Vec<Path>>,
    /// The parenthesized arguments of each element of `list` (`AllTypesMatch(["a", "b"])`),
    /// for op traits.
    pub(super) list_args: Vec<Option<TraitArgs>>,
    pub(super) summary: Option<LitStr>,
    pub(super) record_name: Option<LitStr>,
}

/// The arguments of an op trait, `(["lhs", "rhs"])` or `("summary", "lhs", "rhs", f)`.
#[derive(Clone, Debug)]
pub struct TraitArgs {
    /// The parentheses.
    pub span: Span,
    /// The arguments.
    pub args: Vec<Expr>,
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

/// Parses the key of a `key = value` argument or option (keywords too: `type`), or an error on
/// the offending token, `expected {expected}, found …`.
fn parse_key(input: ParseStream, expected: &str) -> syn::Result<(Ident, String)> {
    if !input.peek(Ident::peek_any) {
        let (span, found) = next_token(input).unwrap_or((input.span(), String::new()));
        return Err(syn::Error::new(
            span,
            format!("expected {expected}, found {found}"),
        ));
    }
    let key = Ident::parse_any(input)?;
    let key_str = key.to_string();
    Ok((key, key_str))
}

/// Parses `= "…"` after `key` (`format`, `name = "…"` in `#[param(...)]`): a string literal, or
/// an error on the offending token saying what was expected. `usage` is the right spelling
/// (`` `format = "..."` ``).
fn parse_str_value(input: ParseStream, key: &Ident, usage: &str) -> syn::Result<LitStr> {
    let eq = parse_eq(input, key, usage)?;
    if input.peek(LitStr) {
        return input.parse();
    }
    // Why: `format = b"..."`, `name = 'c'`, `summary = 1.5` are literals of the wrong kind.
    Err(wrong_value(input, key, eq, "a string literal", usage))
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

/// The error when what follows `key =` (at `eq`) is not `what` (`a string literal`): on the
/// offending token, or on the `=` at the end of the input. `usage` is the right spelling.
fn wrong_value(input: ParseStream, key: &Ident, eq: Span, what: &str, usage: &str) -> syn::Error {
    match next_token(input) {
        Some((span, found)) => syn::Error::new(
            span,
            format!("`{key}` takes {what} ({usage}), found {found}"),
        ),
        None => syn::Error::new(eq, format!("expected {what} after `{key} =` ({usage})")),
    }
}

/// Parses `= [Path, ...]` after `key` (`interfaces`, `traits`); `what` names one element
/// (`an interface`).
fn parse_path_list(
    input: ParseStream,
    key: &Ident,
    what: &str,
    mut args: Option<&mut Vec<Option<TraitArgs>>>,
) -> syn::Result<Vec<Path>> {
    let usage = format!("`{key} = [Path, ...]`");
    let eq = parse_eq(input, key, &usage)?;
    if !input.peek(syn::token::Bracket) {
        // Why: `traits = Symbol` or `traits = (Symbol)` look right but are not a list.
        return Err(wrong_value(input, key, eq, "a bracketed list", &usage));
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
        if let Some(args) = args.as_deref_mut() {
            args.push(if content.peek(syn::token::Paren) {
                let inner;
                let paren = syn::parenthesized!(inner in content);
                let list =
                    syn::punctuated::Punctuated::<Expr, Token![,]>::parse_terminated(&inner)?;
                Some(TraitArgs {
                    span: paren.span.join(),
                    args: list.into_iter().collect(),
                })
            } else {
                None
            });
        }
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

pub(super) fn parse_args(cx: &Ctxt, kind: MacroKind, tokens: TokenStream) -> Args {
    let mut args = Args::default();
    let mut chunks = split_commas(tokens).into_iter().peekable();
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
    args.name = parse_positional(cx, kind, chunks.next());
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
        let parsed =
            (|input: ParseStream| args.parse_named(input, kind, &mut seen)).parse2(chunk.tokens);
        if let Err(err) = parsed {
            cx.syn_error(err);
        }
    }
    args
}

/// The first argument, `dialect.name`; `None` (with the error recorded) when it is missing or
/// malformed.
fn parse_positional(cx: &Ctxt, kind: MacroKind, first: Option<Chunk>) -> Option<QualifiedName> {
    let positional = kind.positional();
    let Some(first) = first else {
        cx.error_at(
            // Why: there is no token to blame; the attribute itself is the mistake.
            Span::call_site(),
            format!(
                "expected `{positional}` as the first argument of `#[{}(...)]`",
                kind.macro_name()
            ),
        );
        return None;
    };
    let err = match parse_qualified_name.parse2(first.tokens.clone()) {
        Ok(name) => return Some(name),
        Err(err) => err,
    };
    let last = first.tokens.clone().into_iter().last();
    let message = match quoted_name(first.tokens) {
        // Why: `#[dialect_attr("gpu.object")]` is a natural first guess.
        Some(name) => format!("the name is not a string: write `{name}` without quotes"),
        // Why: `gpu.` is a truncated name; blame the dot, not the whole attribute.
        None if matches!(&last, Some(TokenTree::Punct(p)) if p.as_char() == '.') => {
            format!("expected a name after `.` in `{positional}` (e.g. `gpu.object`)")
        }
        None => format!("expected `{positional}` as the first argument (e.g. `gpu.object`)"),
    };
    cx.syn_error(syn::Error::new(err.span(), message));
    None
}

impl Args {
    /// One `key = value` (or `verify`) argument; `seen` holds the keys already given.
    fn parse_named(
        &mut self,
        input: ParseStream,
        kind: MacroKind,
        seen: &mut Vec<String>,
    ) -> syn::Result<()> {
        let expected_args = format!("any of {}", backticked(kind.known_args()));
        let (key, key_str) = parse_key(input, &format!("an argument name ({expected_args})"))?;
        if !kind.known_args().contains(&key_str.as_str()) {
            // Why: a misspelt argument (`fromat = ...`) must not be ignored silently.
            return Err(syn::Error::new(
                key.span(),
                format!(
                    "unknown argument `{key_str}` of `#[{}]`; expected `{}` first, then {expected_args}",
                    kind.macro_name(),
                    kind.positional(),
                ),
            ));
        }
        // Why: `format = "a", format = "b"` is ambiguous: which one wins?
        if seen.contains(&key_str) {
            return Err(syn::Error::new(
                key.span(),
                format!("duplicate argument `{key_str}`"),
            ));
        }
        seen.push(key_str.clone());
        let (list_key, list_what) = match kind {
            MacroKind::Def(_) => ("interfaces", "an interface"),
            MacroKind::Op => ("traits", "an op trait"),
        };
        if matches!(
            key_str.as_str(),
            "verify"
                | "verify_regions"
                | "canonicalize"
                | "custom_assembly"
                | "fold"
                | "canonicalizer"
                | "tracked"
        ) {
            if !input.is_empty() {
                return Err(input.error(format!(
                    "`{key_str}` takes no value: write just `{key_str}`"
                )));
            }
            match key_str.as_str() {
                "verify" => self.verify = Some(key.span()),
                "verify_regions" => self.verify_regions = Some(key.span()),
                "custom_assembly" => self.custom_assembly = Some(key.span()),
                "fold" => self.fold = Some(key.span()),
                "canonicalizer" => self.canonicalizer = Some(key.span()),
                "tracked" => self.tracked = Some(key.span()),
                _ => self.canonicalize = Some(key.span()),
            }
        } else if kind == MacroKind::Op && key_str == "interfaces" {
            let list = parse_path_list(input, &key, "an op interface", None)?;
            expect_end(input)?;
            self.op_interfaces = Some(list);
        } else if key_str == list_key {
            let args = (kind == MacroKind::Op).then_some(&mut self.list_args);
            let list = parse_path_list(input, &key, list_what, args)?;
            expect_end(input)?;
            self.list = Some(list);
        } else {
            let lit = parse_str_value(input, &key, &format!("`{key_str} = \"...\"`"))?;
            // Why: in `format = "$a" "attr-dict"`, "$a" alone is not what the user meant;
            // checking it would only add a misleading second error.
            expect_end(input)?;
            match key_str.as_str() {
                "format" => self.format = Some(lit),
                "summary" => self.summary = Some(lit),
                _ => self.record_name = Some(lit),
            }
        }
        Ok(())
    }
}

/// Parses the item as a struct with named fields (a unit struct has no fields).
pub(super) fn parse_struct(cx: &Ctxt, kind: MacroKind, item: TokenStream) -> Option<ItemStruct> {
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

/// Options of one helper attribute on a field.
#[derive(Default)]
pub(super) struct FieldOptions {
    pub(super) name: Option<LitStr>,
    pub(super) default: Option<Expr>,
    pub(super) ty: Option<Type>,
    pub(super) operands: Option<LitStr>,
    /// `#[operand(segments = "case_operand_segments")]`: a variadic-of-variadic group.
    pub(super) segments: Option<LitStr>,
    /// `#[operand(effects = [MemRead])]`: the memory effects on the values.
    pub(super) effects: Option<Vec<super::effects::EffectSpec>>,
    /// `#[param(cpp_type = "unsigned")]`: the C++ type MLIR's messages name.
    pub(super) cpp_type: Option<LitStr>,
}

pub(super) fn parse_field_options(
    cx: &Ctxt,
    attr: &syn::Attribute,
    allowed: &[&str],
) -> FieldOptions {
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
            opts.parse_option(input, &attr_name, allowed, &expected)?;
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

impl FieldOptions {
    /// One `key = value` option of `#[attr_name(...)]`; `expected` lists the `allowed` keys.
    fn parse_option(
        &mut self,
        input: ParseStream,
        attr_name: &str,
        allowed: &[&str],
        expected: &str,
    ) -> syn::Result<()> {
        // Why: `#[param(3)]`, `#[region(+)]`, `#[param(name = "a",,)]`.
        let (key, key_str) = parse_key(
            input,
            &format!("an option of `#[{attr_name}]` ({expected})"),
        )?;
        if !allowed.contains(&key_str.as_str()) {
            // Why: `#[param(defualt = 1)]` must not be silently ignored.
            return Err(syn::Error::new(
                key.span(),
                format!("unknown option `{key_str}` of `#[{attr_name}]`; expected {expected}"),
            ));
        }
        let duplicate = match key_str.as_str() {
            "name" => self.name.is_some(),
            "default" => self.default.is_some(),
            "operands" => self.operands.is_some(),
            "segments" => self.segments.is_some(),
            "effects" => self.effects.is_some(),
            "cpp_type" => self.cpp_type.is_some(),
            _ => self.ty.is_some(),
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
                self.name = Some(parse_str_value(input, &key, &usage)?);
            }
            "operands" => {
                let usage = format!("`#[{attr_name}(operands = \"...\")]`");
                self.operands = Some(parse_str_value(input, &key, &usage)?);
            }
            "segments" => {
                let usage = format!("`#[{attr_name}(segments = \"...\")]`");
                self.segments = Some(parse_str_value(input, &key, &usage)?);
            }
            "cpp_type" => {
                let usage = format!("`#[{attr_name}(cpp_type = \"...\")]`");
                let lit = parse_str_value(input, &key, &usage)?;
                // Why: the type is printed between backticks in the parse error; an empty
                // one would read «which is to be a ``».
                if lit.value().trim().is_empty() {
                    return Err(syn::Error::new(
                        lit.span(),
                        "`cpp_type` must name a C++ type, e.g. `cpp_type = \"unsigned\"`",
                    ));
                }
                self.cpp_type = Some(lit);
            }
            "effects" => {
                let usage = format!("`#[{attr_name}(effects = [MemRead, MemWrite])]`");
                let list: Expr = parse_option_value(input, &key, &usage, "a list of effects")?;
                let effects = super::effects::effect_list(&list)
                    .map_err(|(span, message)| syn::Error::new(span, message))?;
                self.effects = Some(effects);
            }
            "default" => {
                let usage = format!("`#[{attr_name}(default = EXPR)]`");
                // Why: `default = )` or `default = + +` must name the option, not just say
                // "expected an expression".
                self.default = Some(parse_option_value(input, &key, &usage, "an expression")?);
            }
            "constraint" => {
                let usage = format!("`#[{attr_name}(constraint = SizedRegion<1>)]`");
                self.ty = Some(parse_option_value(input, &key, &usage, "a Rust type")?);
            }
            _ => {
                let usage = format!("`#[{attr_name}(type = I32)]`");
                // Why: syn's own message lists every token a type may start with.
                self.ty = Some(parse_option_value(input, &key, &usage, "a Rust type")?);
            }
        }
        Ok(())
    }
}
