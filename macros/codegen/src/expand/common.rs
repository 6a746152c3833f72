//! Code generation shared by the attribute and op expansions: the static spacing computation of
//! mlir-tblgen's printers, and small helpers (parser method names of literals, type spelling,
//! custom directive function names, the parse call of a custom directive, custom directive code
//! arguments).

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};

use crate::format::{Element, Literal};

/// mlir-tblgen's printer spacing state (reference §1.7): whether a space may be emitted before
/// the next element, and whether the last thing printed was punctuation.
///
/// The flags are tracked at expansion time, as mlir-tblgen does: the generated printer contains
/// only the resulting `' '`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spacing {
    /// `shouldEmitSpace`.
    pub should_emit_space: bool,
    /// `lastWasPunctuation`.
    pub last_was_punctuation: bool,
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing {
            should_emit_space: true,
            last_was_punctuation: false,
        }
    }
}

impl Spacing {
    /// A literal `v`: returns whether a space is printed before it, and updates the flags.
    pub fn literal(&mut self, v: &str) -> bool {
        let space = self.should_emit_space && space_before(v, self.last_was_punctuation);
        let first = v.chars().next().unwrap_or(' ');
        self.should_emit_space = !(v.len() == 1 && "<({[".contains(first));
        self.last_was_punctuation = !(first == '_' || first.is_ascii_alphabetic());
        space
    }

    /// A whitespace literal.
    pub fn whitespace(&mut self, lit: &Literal) {
        match lit {
            Literal::Space => {
                self.should_emit_space = false;
                self.last_was_punctuation = false;
            }
            Literal::Empty => {
                self.should_emit_space = false;
                self.last_was_punctuation = true;
            }
            Literal::Newline | Literal::Token(_) => {}
        }
    }

    /// Any other printed element (variable, custom directive, type, …): returns whether a space
    /// is printed before it, and updates the flags (a custom directive is assumed to print
    /// something).
    pub fn element(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        space
    }

    /// `attr-dict` / `prop-dict` (they print their own leading space).
    pub fn dict(&mut self) {
        self.last_was_punctuation = false;
    }
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before(v: &str, last_was_punctuation: bool) -> bool {
    if v.len() != 1 && v != "->" {
        return true;
    }
    let first = v.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

/// The `Parser` method suffix for a punctuation literal (`<` → `less`), `None` for a keyword.
pub fn punctuation_method(v: &str) -> Option<&'static str> {
    Some(match v {
        "->" => "arrow",
        ":" => "colon",
        "," => "comma",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "{" => "l_brace",
        "}" => "r_brace",
        "(" => "l_paren",
        ")" => "r_paren",
        "[" => "l_square",
        "]" => "r_square",
        "?" => "question",
        "+" => "plus",
        "-" => "minus",
        "*" => "star",
        "..." => "ellipsis",
        "|" => "vertical_bar",
        _ => return None,
    })
}

/// `p.parse_less()?` / `p.parse_keyword("kw")?` for a required literal.
pub fn parse_literal(p: &TokenStream, v: &str) -> TokenStream {
    match punctuation_method(v) {
        Some(m) => {
            let m = format_ident!("parse_{}", m);
            quote!(#p.#m()?;)
        }
        None => quote!(#p.parse_keyword(#v)?;),
    }
}

/// `p.parse_optional_less()` / `p.parse_optional_keyword("kw")` (a `bool`).
pub fn parse_optional_literal(p: &TokenStream, v: &str) -> TokenStream {
    match punctuation_method(v) {
        Some(m) => {
            let m = format_ident!("parse_optional_{}", m);
            quote!(#p.#m())
        }
        None => quote!(#p.parse_optional_keyword(#v)),
    }
}

/// The type as a user would write it (`Option<DictionaryAttr>`), for runtime messages.
pub fn type_spelling(ty: &syn::Type) -> String {
    let raw = ty.to_token_stream().to_string();
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ' ' {
            let prev = out.chars().last().unwrap_or(' ');
            let next = chars.peek().copied().unwrap_or(' ');
            let glue_prev = matches!(prev, ':' | '<' | '[' | '(' | '&');
            let glue_next = matches!(next, ':' | '<' | '>' | ',' | ']' | ')' | ';');
            if glue_prev || glue_next {
                continue;
            }
        }
        out.push(c);
    }
    out
}

/// `ObjectFormat` → `object_format` (the Rust name of a custom directive's functions).
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else {
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
            out.push(c);
        }
    }
    out
}

/// `parse_F` / `print_F` of `custom<F>`, spanned at the format literal.
pub fn custom_fns(name: &str, span: Span) -> (syn::Ident, syn::Ident) {
    let snake = snake_case(name);
    (
        syn::Ident::new(&format!("parse_{snake}"), span),
        syn::Ident::new(&format!("print_{snake}"), span),
    )
}

/// What one argument of a `custom<F>(...)` directive is to `parse_F`.
#[derive(Debug)]
pub enum CustomParseArg<'a, T> {
    /// A parameter `parse_F` parses and returns in its result tuple, bound as `__c_<ident>`.
    Parsed(&'a syn::Ident, T),
    /// An expression passed to `parse_F`.
    Passed(TokenStream),
    /// An expression passed to `parse_F`, with a statement to run before the call.
    Prepared {
        /// The statement run before the call.
        before: TokenStream,
        /// The expression passed.
        value: TokenStream,
    },
    /// Neither parsed nor passed.
    Ignored,
}

/// The parse call of `custom<F>(args)`: `let (__c_a, …) = parse_F(p, passed…)?;` followed by the
/// stores of the parsed parameters (with `optional`, the directive is the first element of an
/// optional group: `if let Some((__c_a, …)) = parse_F(…)? { stores… true } else { false }`),
/// and the statements to run before it. `classify` says what each argument is; `store` stores
/// a parsed parameter from its `__c_` variable. With `fn_ty`, `parse_F` is first coerced to
/// that fn-pointer type, spanned at the directive: a function of another signature is rustc's
/// «expected fn pointer `…`, found fn item `…`», which names the expected signature.
pub fn parse_custom_call<'a, T>(
    name: &str,
    span: Span,
    args: &'a [Element],
    optional: bool,
    fn_ty: Option<TokenStream>,
    mut classify: impl FnMut(&'a Element) -> CustomParseArg<'a, T>,
    store: impl Fn(&T, &syn::Ident) -> TokenStream,
) -> (Vec<TokenStream>, TokenStream) {
    let (parse_fn, _) = custom_fns(name, span);
    let mut vars = Vec::new();
    let mut assigns = Vec::new();
    let mut call_args = Vec::new();
    let mut pre = Vec::new();
    for arg in args {
        match classify(arg) {
            CustomParseArg::Parsed(ident, param) => {
                let v = format_ident!("__c_{}", ident);
                assigns.push(store(&param, &v));
                vars.push(v);
            }
            CustomParseArg::Passed(value) => call_args.push(value),
            CustomParseArg::Prepared { before, value } => {
                call_args.push(value);
                pre.push(before);
            }
            CustomParseArg::Ignored => {}
        }
    }
    let callee = match fn_ty {
        Some(ty) => quote_spanned!(span=> ({ let __f: #ty = #parse_fn; __f })),
        None => quote!(#parse_fn),
    };
    let call = quote_spanned!(span=> #callee(p #(, #call_args)*));
    let parse = if optional {
        quote!(if let ::core::option::Option::Some((#(#vars,)*)) = #call? { #(#assigns)* true } else { false })
    } else {
        quote! {
            let (#(#vars,)*) = #call?;
            #(#assigns)*
        }
    };
    (pre, parse)
}

/// A `"code"` argument of a custom directive, as a Rust expression (`check` accepts only code
/// that parses as one).
pub fn code_expr(code: &str, span: Span) -> TokenStream {
    let Ok(expr) = syn::parse_str::<syn::Expr>(code) else {
        unreachable!("check accepts only Rust expressions as custom directive arguments");
    };
    let mut tokens = TokenStream::new();
    for mut tt in expr.into_token_stream() {
        tt.set_span(span);
        tokens.extend([tt]);
    }
    quote!((#tokens))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_spacing_matches_mlir() {
        let mut s = Spacing::default();
        // `(` right after the op name: no space.
        assert!(!s.literal("("));
        // A variable after `(`: no space.
        assert!(!s.element());
        assert!(!s.literal(")"));
        // `[` after `)`: a space.
        assert!(s.literal("["));
        assert!(!s.element());
        assert!(!s.literal("]"));
        assert!(s.literal("<"));
        assert!(!s.element());
        assert!(!s.literal(">"));
        assert!(s.literal("{"));
        assert!(!s.literal("kw"));
        assert!(!s.literal("}"));
    }

    #[test]
    fn keywords_and_arrows_get_spaces() {
        let mut s = Spacing::default();
        assert!(s.element());
        assert!(!s.literal(","));
        assert!(s.element());
        assert!(s.literal(":"));
        assert!(s.element());
        assert!(s.literal("->"));
        assert!(s.literal("kw"));
    }

    #[test]
    fn whitespace_literals() {
        let mut s = Spacing::default();
        s.whitespace(&Literal::Empty);
        assert!(!s.element());
        s.whitespace(&Literal::Space);
        assert!(s.element());
    }

    #[test]
    fn type_spelling_is_compact() {
        let ty: syn::Type = syn::parse_quote!(Option<std::sync::Arc<[Attribute]>>);
        assert_eq!(type_spelling(&ty), "Option<std::sync::Arc<[Attribute]>>");
        let ty: syn::Type = syn::parse_quote!(Confined<ArrayAttr, ArrayMinCount<1>>);
        assert_eq!(type_spelling(&ty), "Confined<ArrayAttr, ArrayMinCount<1>>");
    }

    #[test]
    fn custom_names_are_snake_case() {
        assert_eq!(snake_case("OffloadingHandler"), "offloading_handler");
        assert_eq!(snake_case("Object"), "object");
        assert_eq!(snake_case("my_fn"), "my_fn");
    }
}

/// What the reference documentation of any declaration starts with (`OpDoc`, `DefDoc`): the
/// Rust name, the summary and description (from `summary = "…"` and the doc comment), and
/// the format string as `Option<&str>` tokens.
#[derive(Debug)]
pub struct DocHeader {
    /// The struct's name.
    pub rust_name: String,
    /// The summary.
    pub summary: String,
    /// The description.
    pub description: String,
    /// `Some("format")` or `None`.
    pub format: TokenStream,
}

impl DocHeader {
    /// The header of the struct `item`, with its `summary = "…"` argument and format.
    pub fn new(
        item: &syn::ItemStruct,
        summary: Option<&syn::LitStr>,
        format: Option<&crate::format::FormatDecl>,
    ) -> DocHeader {
        use crate::model::{doc_comment, summary_and_description};
        let comment = doc_comment(&item.attrs);
        let summary_arg = summary.map(syn::LitStr::value);
        let (summary, description) = summary_and_description(&comment, summary_arg.as_deref());
        let format = match format {
            Some(f) => {
                let text = &f.source.value;
                quote!(::core::option::Option::Some(#text))
            }
            None => quote!(::core::option::Option::None),
        };
        DocHeader {
            rust_name: item.ident.to_string(),
            summary,
            description,
            format,
        }
    }
}
