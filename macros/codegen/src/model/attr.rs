//! The model of a `#[dialect_attr]` declaration: its parameters and arguments.

use proc_macro2::{Span, TokenStream};
use syn::{Ident, ItemStruct, LitStr, Path, Type};

use crate::ctxt::Ctxt;

use super::args::{FieldOptions, parse_args, parse_field_options, parse_struct};
use super::{
    FormatDecl, MacroKind, Presence, QualifiedName, check_name, check_unique_names, field_name,
    generic_arg, invalid_name_message, is_identifier, parse_format, take_field_attrs,
};

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
