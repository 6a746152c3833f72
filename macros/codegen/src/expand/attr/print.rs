//! The body printer of an attribute format (MLIR's generated `Attr::print`), with the spacing
//! decided at expansion time, and the elision of default-valued parameters.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

use crate::expand::common::{Spacing, code_expr, custom_fns};
use crate::format::{Element, ElementKind, Literal};
use crate::model::{Param, Presence};

use super::{AttrGen, name_of, var_of};

impl AttrGen<'_> {
    pub(super) fn print_body(&self) -> TokenStream {
        let Some(fmt) = &self.decl.format else {
            return quote!(let _ = (this, p););
        };
        let mut spacing = Spacing::default();
        let body = self.print_elements(&fmt.format.elements, &mut spacing);
        quote! {
            let _ = &this;
            #body
        }
    }

    fn print_elements(&self, elements: &[Element], spacing: &mut Spacing) -> TokenStream {
        elements
            .iter()
            .map(|e| self.print_element(e, spacing))
            .collect()
    }

    /// Whether the parameter differs from its default (is printed), on `this`.
    pub(super) fn present(param: &Param) -> TokenStream {
        let f = &param.ident;
        match &param.presence {
            Presence::Required => quote!(true),
            Presence::Optional => quote!(this.#f.is_some()),
            Presence::Default(expr) => match string_default(expr) {
                // `String::from("sm_50")` / `String::new()`: compared with the literal, without
                // building (allocating) the default on every print.
                Some(lit) => quote!(this.#f != #lit),
                None => {
                    let ty = &param.value_ty;
                    quote!({ let d: #ty = #expr; this.#f != d })
                }
            },
        }
    }

    /// Prints a parameter's value (guarded when it may be absent); `prefix` is printed first.
    fn print_param(param: &Param, prefix: TokenStream, qualified: bool) -> TokenStream {
        let (f, ty) = (&param.ident, &param.value_ty);
        let method = if qualified {
            quote!(print_qualified)
        } else {
            quote!(print)
        };
        match &param.presence {
            Presence::Required => {
                quote!(#prefix <#ty as ::rods::ods::AttrParam>::#method(&this.#f, p);)
            }
            Presence::Optional => quote! {
                if let ::core::option::Option::Some(v) = &this.#f {
                    #prefix
                    <#ty as ::rods::ods::AttrParam>::#method(v, p);
                }
            },
            Presence::Default(_) => {
                let present = Self::present(param);
                quote! {
                    if #present {
                        #prefix
                        <#ty as ::rods::ods::AttrParam>::#method(&this.#f, p);
                    }
                }
            }
        }
    }

    fn space(space: bool) -> TokenStream {
        if space {
            quote!(p.write_str(" ");)
        } else {
            TokenStream::new()
        }
    }

    fn print_element(&self, e: &Element, spacing: &mut Spacing) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let text = if spacing.literal(v) {
                    format!(" {v}")
                } else {
                    v.clone()
                };
                quote!(p.write_str(#text);)
            }
            ElementKind::Literal(lit) => {
                spacing.whitespace(lit);
                match lit {
                    Literal::Space => quote!(p.write_str(" ");),
                    Literal::Newline => quote!(p.write_str("\n");),
                    _ => TokenStream::new(),
                }
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some((name, qualified)) = var_of(e) else {
                    return TokenStream::new();
                };
                let Some(param) = self.param(name) else {
                    return TokenStream::new();
                };
                let space = Self::space(spacing.element());
                Self::print_param(param, space, qualified)
            }
            ElementKind::Params => {
                let space = Self::space(spacing.element());
                let steps = self.decl.params.iter().map(|param| {
                    Self::print_param(
                        param,
                        quote!(if !__first { p.write_str(", "); } __first = false;),
                        false,
                    )
                });
                quote!({ #space let mut __first = true; #(#steps)* let _ = __first; })
            }
            ElementKind::Struct(args) => {
                let space = Self::space(spacing.element());
                let steps = self.struct_members(args).into_iter().map(|(param, custom)| {
                    let key = format!("{} = ", param.name);
                    let prefix = quote!(if !__first { p.write_str(", "); } __first = false; p.write_str(#key););
                    match custom.map(|c| &c.kind) {
                        Some(ElementKind::Custom { name, .. }) => {
                            let present = Self::present(param);
                            let (_, print_fn) = custom_fns(name, self.element_span(e));
                            let f = &param.ident;
                            quote!(if #present { #prefix #print_fn(p, &this.#f); })
                        }
                        _ => Self::print_param(param, prefix, false),
                    }
                });
                quote!({ #space let mut __first = true; #(#steps)* let _ = __first; })
            }
            ElementKind::Custom { name, args } => {
                let space = Self::space(spacing.element());
                let span = self.element_span(e);
                let (_, print_fn) = custom_fns(name, span);
                let (call_args, arg_types): (Vec<_>, Vec<_>) = args
                    .iter()
                    .filter_map(|arg| {
                        let var = match &arg.kind {
                            ElementKind::Ref(inner) => inner,
                            ElementKind::String(code) => {
                                return Some((code_expr(code, span), quote!(_)));
                            }
                            _ => arg,
                        };
                        let param = self.param(name_of(var))?;
                        Some(custom_print_arg(param))
                    })
                    .unzip();
                // The fn-pointer type `print_F` must have, spanned at the directive: a wrong
                // signature is one rustc error naming the expected one.
                let callee = quote_spanned! {span=>
                    ({ let __f: fn(&mut ::rods::ir::print::Printer<'_> #(, #arg_types)*) = #print_fn; __f })
                };
                let call = quote_spanned!(span=> #callee(p #(, #call_args)*));
                quote!(#space #call;)
            }
            ElementKind::OptionalGroup(group) => {
                // The attribute printer saves and restores the spacing state around a group.
                let saved = *spacing;
                let guard = group
                    .anchor_element()
                    .map(|a| self.guard(a))
                    .unwrap_or_else(|| quote!(false));
                let then = self.print_elements(&group.then_elements, spacing);
                *spacing = saved;
                let else_ = self.print_elements(&group.else_elements, spacing);
                *spacing = saved;
                if group.inverted {
                    quote!(if #guard { #else_ } else { #then })
                } else {
                    quote!(if #guard { #then } else { #else_ })
                }
            }
            _ => TokenStream::new(),
        }
    }

    /// Whether an optional group's anchor is present: any parameter it captures differs from
    /// its default.
    fn guard(&self, anchor: &Element) -> TokenStream {
        let mut names = Vec::new();
        anchor.walk(&mut |e| {
            if let ElementKind::Variable(n) = &e.kind {
                names.push(n.as_str());
            }
            if let ElementKind::Params = e.kind {
                names.extend(self.decl.params.iter().map(|p| p.name.as_str()));
            }
        });
        // `ref(...)` arguments do not decide presence.
        let mut refs = Vec::new();
        anchor.walk(&mut |e| {
            if let ElementKind::Ref(inner) = &e.kind {
                refs.push(name_of(inner));
            }
        });
        let conds: Vec<TokenStream> = names
            .iter()
            .filter(|n| !refs.contains(n))
            .filter_map(|n| self.param(n))
            .map(Self::present)
            .collect();
        if conds.is_empty() {
            quote!(false)
        } else {
            quote!(#(#conds)||*)
        }
    }
}

/// The literal of a `String` default written `String::from("…")` (or `""` for
/// `String::new()`); such a parameter's type is `String` (nothing else type-checks against the
/// default), which compares with a `&str`.
fn string_default(expr: &syn::Expr) -> Option<syn::LitStr> {
    let syn::Expr::Call(call) = expr else {
        return None;
    };
    let syn::Expr::Path(func) = &*call.func else {
        return None;
    };
    let segments: Vec<String> = func
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
    let is = |name: &str| {
        segments.ends_with(&["String", name])
            && matches!(segments.len(), 2 | 4)
            && (segments.len() == 2
                || segments[..2] == ["alloc", "string"]
                || segments[..2] == ["std", "string"])
    };
    match call.args.iter().collect::<Vec<_>>().as_slice() {
        [] if is("new") => Some(syn::LitStr::new("", Span::call_site())),
        [
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(lit),
                ..
            }),
        ] if is("from") => Some(lit.clone()),
        _ => None,
    }
}

/// How a parameter is passed to a custom directive's `print_F`, and its type there: a
/// `String` as `&str`, a `Vec<T>` as `&[T]`, any other type `T` (an optional parameter's
/// `Option<U>` included) as `&T`.
fn custom_print_arg(param: &Param) -> (TokenStream, TokenStream) {
    let (f, ty) = (&param.ident, &param.ty);
    if let Some(inner) = crate::model::generic_arg(ty, "Vec") {
        return (quote!(this.#f.as_slice()), quote!(&[#inner]));
    }
    if matches!(ty, syn::Type::Path(p) if p.qself.is_none() && p.path.is_ident("String")) {
        return (quote!(this.#f.as_str()), quote!(&str));
    }
    (quote!(&this.#f), quote!(&#ty))
}

#[cfg(test)]
mod string_default_tests {
    use super::string_default;

    fn lit(src: &str) -> Option<String> {
        let expr: syn::Expr = syn::parse_str(src).ok()?;
        string_default(&expr).map(|l| l.value())
    }

    #[test]
    fn string_defaults_compare_with_their_literal() {
        assert_eq!(lit(r#"String::from("sm_50")"#).as_deref(), Some("sm_50"));
        assert_eq!(
            lit(r#"::std::string::String::from("x")"#).as_deref(),
            Some("x")
        );
        assert_eq!(lit("String::new()").as_deref(), Some(""));
        // Anything else is built and compared as written.
        assert_eq!(lit(r#"Str::from("x")"#), None);
        assert_eq!(lit(r#"String::from(X)"#), None);
        assert_eq!(lit(r#""x".to_string()"#), None);
        assert_eq!(lit("2"), None);
    }
}
