//! The model of a `#[dialect_enum]` declaration (MLIR's `EnumAttr.td`: `I32EnumAttr`,
//! `I64EnumAttr`, `I8/16/32/64BitEnumAttr`): the enum class and its options from the macro
//! arguments, one case per variant from its `#[case(...)]`. It records what is written and
//! reports only syntax errors; `check/enums.rs` validates it.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Ident, ItemEnum, LitBool, LitInt, LitStr, Token};

use crate::ctxt::Ctxt;

/// The ODS enum classes the macro accepts, with their storage width and whether they are bit
/// enums.
pub const ENUM_CLASSES: &[(&str, u32, bool)] = &[
    ("I32EnumAttr", 32, false),
    ("I64EnumAttr", 64, false),
    ("I8BitEnumAttr", 8, true),
    ("I16BitEnumAttr", 16, true),
    ("I32BitEnumAttr", 32, true),
    ("I64BitEnumAttr", 64, true),
];

/// How a case gets its value.
#[derive(Clone, Debug)]
pub enum CaseValue {
    /// `value = N` (`I64EnumAttrCase<"eq", 0>`, `I32BitEnumAttrCase<"x", 6>`).
    Value(LitInt),
    /// `bit = N`: `1 << N` (`I32BitEnumAttrCaseBit<"nnan", 1>`).
    Bit(LitInt),
    /// `none`: 0 (`I32BitEnumAttrCaseNone<"none">`).
    None(Span),
    /// `group = [A, B]`: the OR of the named cases (`I32BitEnumAttrCaseGroup<"fast", [...]>`).
    Group(Vec<Ident>, Span),
    /// No value option was given (reported by `check`).
    Missing,
    /// The `#[case(...)]` did not parse (reported already).
    Unparsed,
}

/// One variant with its `#[case(...)]`.
#[derive(Clone, Debug)]
pub struct EnumCaseDecl {
    /// The variant (the case's symbol).
    pub ident: Ident,
    /// The string form: `str = "…"`, else the variant's name.
    pub str: String,
    /// Where the string form comes from.
    pub str_span: Span,
    /// The value option.
    pub value: CaseValue,
    /// The variant's other attributes (docs), kept on the generated item.
    pub attrs: Vec<syn::Attribute>,
    /// Whether the variant has fields or a discriminant (reported by `check`).
    pub malformed: Option<Span>,
    /// Whether the variant had a `#[case]` attribute.
    pub has_case: bool,
}

/// A `#[dialect_enum]` declaration.
#[derive(Clone, Debug)]
pub struct EnumDecl {
    /// The user's enum with the `#[case]` attributes removed.
    pub item: ItemEnum,
    /// The class (`I64EnumAttr`) as written; `None` if missing (reported).
    pub class: Option<Ident>,
    /// The storage width of the class.
    pub width: u32,
    /// Whether the class is a bit enum.
    pub bit: bool,
    /// `cpp_namespace = "::mlir::arith"`.
    pub cpp_namespace: Option<LitStr>,
    /// `summary = "…"`.
    pub summary: Option<LitStr>,
    /// `separator = ","` (bit enums).
    pub separator: Option<LitStr>,
    /// `print_bit_enum_primary_groups` (bit enums).
    pub primary_groups: Option<Span>,
    /// `gen_specialized_attr = false`.
    pub gen_specialized_attr: Option<LitBool>,
    /// The cases in declaration order.
    pub cases: Vec<EnumCaseDecl>,
}

impl EnumDecl {
    /// The C++ type named in messages: `cpp_namespace::Name`, else the Rust name.
    pub fn cpp_type(&self) -> String {
        let name = self.item.ident.unraw().to_string();
        match &self.cpp_namespace {
            Some(ns) => format!("{}::{name}", ns.value()),
            None => name,
        }
    }
}

impl EnumDecl {
    /// The value of each case in declaration order, `None` where it cannot be computed (a
    /// literal that is no `u64`, a bit position past 63, a group naming an unknown case or a
    /// group; `check` reports them).
    pub fn values(&self) -> Vec<Option<u64>> {
        let own = |c: &EnumCaseDecl| -> Option<u64> {
            match &c.value {
                CaseValue::Value(lit) => lit.base10_parse::<u64>().ok(),
                CaseValue::Bit(lit) => {
                    let pos = lit.base10_parse::<u32>().ok()?;
                    1u64.checked_shl(pos)
                }
                CaseValue::None(_) => Some(0),
                CaseValue::Group(..) | CaseValue::Missing | CaseValue::Unparsed => None,
            }
        };
        self.cases
            .iter()
            .map(|c| match &c.value {
                CaseValue::Group(members, _) => members.iter().try_fold(0u64, |acc, m| {
                    let member = self.cases.iter().find(|c| c.ident == *m)?;
                    Some(acc | own(member)?)
                }),
                _ => own(c),
            })
            .collect()
    }
}

const ARGS: &str = "`cpp_namespace`, `summary`, `separator`, `print_bit_enum_primary_groups`, `gen_specialized_attr`";
const KNOWN_ARGS: &[&str] = &[
    "cpp_namespace",
    "summary",
    "separator",
    "print_bit_enum_primary_groups",
    "gen_specialized_attr",
];

fn missing_class() -> String {
    format!(
        "expected the enum class as the first argument of `#[dialect_enum(...)]` (one of {})",
        class_list()
    )
}

/// Builds the model from the macro arguments and the enum; syntax errors go to `cx`. `None`
/// when the item is not an enum.
pub fn enum_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<EnumDecl> {
    let mut item: ItemEnum = match syn::parse2::<syn::Item>(item) {
        Ok(syn::Item::Enum(e)) => e,
        Ok(other) => {
            // Why: an enum attribute lists cases; a struct or fn cannot.
            cx.error_spanned_by(
                other.into_token_stream().into_iter().next(),
                "`#[dialect_enum]` can only be applied to an enum",
            );
            return None;
        }
        Err(err) => {
            cx.syn_error(err);
            return None;
        }
    };
    let mut decl = EnumDecl {
        item: item.clone(),
        class: None,
        width: 32,
        bit: false,
        cpp_namespace: None,
        summary: None,
        separator: None,
        primary_groups: None,
        gen_specialized_attr: None,
        cases: Vec::new(),
    };
    parse_args(cx, &mut decl, args);
    for variant in &mut item.variants {
        let (cases, rest): (Vec<_>, Vec<_>) = variant
            .attrs
            .drain(..)
            .partition(|a| a.path().is_ident("case"));
        variant.attrs = rest.clone();
        let malformed = if !matches!(variant.fields, syn::Fields::Unit) {
            Some(variant.fields.span())
        } else {
            variant.discriminant.as_ref().map(|(eq, _)| eq.span)
        };
        let mut case = EnumCaseDecl {
            ident: variant.ident.clone(),
            str: variant.ident.unraw().to_string(),
            str_span: variant.ident.span(),
            value: CaseValue::Missing,
            attrs: rest,
            malformed,
            has_case: !cases.is_empty(),
        };
        for (i, attr) in cases.iter().enumerate() {
            if i > 0 {
                cx.error_spanned_by(attr, "duplicate `#[case]` attribute");
                continue;
            }
            parse_case(cx, attr, &mut case);
        }
        decl.cases.push(case);
    }
    decl.item = item;
    Some(decl)
}

fn parse_args(cx: &Ctxt, decl: &mut EnumDecl, args: TokenStream) {
    let mut first = true;
    let parser = syn::meta::parser(|meta| {
        let path = meta.path.clone();
        let key = path
            .get_ident()
            .map(|i| i.unraw().to_string())
            .unwrap_or_default();
        if std::mem::take(&mut first) {
            let bare = meta.input.is_empty() || meta.input.peek(Token![,]);
            if let Some((_, width, bit)) = ENUM_CLASSES.iter().find(|(n, ..)| *n == key)
                && bare
            {
                decl.width = *width;
                decl.bit = *bit;
                decl.class = path.get_ident().cloned();
                return Ok(());
            }
            // Why: `#[dialect_enum(I16EnumAttr)]` names no ODS class rods has.
            if bare && !KNOWN_ARGS.contains(&key.as_str()) {
                return Err(meta.error(format!(
                    "unknown enum class `{key}`; expected one of {}",
                    class_list()
                )));
            }
            cx.error_spanned_by(&path, missing_class());
        }
        let duplicate = |set: bool| {
            if set {
                Err(meta.error(format!("duplicate argument `{key}`")))
            } else {
                Ok(())
            }
        };
        match key.as_str() {
            "cpp_namespace" => {
                duplicate(decl.cpp_namespace.is_some())?;
                decl.cpp_namespace = Some(meta.value()?.parse()?);
            }
            "summary" => {
                duplicate(decl.summary.is_some())?;
                decl.summary = Some(meta.value()?.parse()?);
            }
            "separator" => {
                duplicate(decl.separator.is_some())?;
                decl.separator = Some(meta.value()?.parse()?);
            }
            "gen_specialized_attr" => {
                duplicate(decl.gen_specialized_attr.is_some())?;
                decl.gen_specialized_attr = Some(meta.value()?.parse()?);
            }
            "print_bit_enum_primary_groups" => {
                duplicate(decl.primary_groups.is_some())?;
                decl.primary_groups = Some(path.span());
            }
            _ => {
                return Err(meta.error(format!(
                    "unknown argument `{key}` of `#[dialect_enum]`; expected the enum class first, then any of {ARGS}"
                )));
            }
        }
        Ok(())
    });
    if let Err(err) = syn::parse::Parser::parse2(parser, args) {
        cx.syn_error(err);
    }
    if first {
        cx.error_at(
            // Why: there is no argument to blame; the attribute itself is the mistake.
            Span::call_site(),
            missing_class(),
        );
    }
}

fn class_list() -> String {
    let names: Vec<String> = ENUM_CLASSES
        .iter()
        .map(|(n, ..)| format!("`{n}`"))
        .collect();
    names.join(", ")
}

const CASE_OPTIONS: &str = "`value`, `bit`, `none`, `group`, `str`";

fn parse_case(cx: &Ctxt, attr: &syn::Attribute, case: &mut EnumCaseDecl) {
    if !matches!(attr.meta, syn::Meta::List(_)) {
        cx.error_spanned_by(
            attr,
            "expected `#[case(value = N)]` (or `bit = N`, `none`, `group = [...]`, with `str = \"...\"`)",
        );
        return;
    }
    let mut str_seen = false;
    let result = attr.parse_nested_meta(|meta| {
        let key = meta
            .path
            .get_ident()
            .map(|i| i.unraw().to_string())
            .unwrap_or_default();
        if key == "str" {
            if std::mem::replace(&mut str_seen, true) {
                return Err(meta.error("duplicate option `str`"));
            }
            let lit: LitStr = meta.value()?.parse()?;
            case.str = lit.value();
            case.str_span = lit.span();
            return Ok(());
        }
        if !matches!(case.value, CaseValue::Missing)
            && matches!(key.as_str(), "value" | "bit" | "none" | "group")
        {
            return Err(meta.error(format!(
                "a case takes one of `value`, `bit`, `none`, `group`; `{key}` comes after another"
            )));
        }
        case.value = match key.as_str() {
            "value" => CaseValue::Value(meta.value()?.parse()?),
            "bit" => CaseValue::Bit(meta.value()?.parse()?),
            "none" => CaseValue::None(meta.path.span()),
            "group" => parse_group(&meta)?,
            _ => {
                return Err(meta.error(format!(
                    "unknown option `{key}` of `#[case]`; expected {CASE_OPTIONS}"
                )));
            }
        };
        Ok(())
    });
    if let Err(err) = result {
        cx.syn_error(err);
        case.value = CaseValue::Unparsed;
    }
}

fn parse_group(meta: &ParseNestedMeta<'_>) -> syn::Result<CaseValue> {
    let span = meta.path.span();
    let input = meta.value()?;
    let content;
    syn::bracketed!(content in input);
    let members = content.parse_terminated(Ident::parse_any, Token![,])?;
    Ok(CaseValue::Group(members.into_iter().collect(), span))
}

/// The enum to re-emit next to the errors: the user's tokens with the `#[case]` attributes
/// removed. Unparsable input is returned unchanged.
pub fn fallback_enum(item: TokenStream) -> TokenStream {
    match syn::parse2::<ItemEnum>(item.clone()) {
        Ok(mut e) => {
            for v in &mut e.variants {
                v.attrs.retain(|a| !a.path().is_ident("case"));
            }
            e.into_token_stream()
        }
        Err(_) => item,
    }
}
