//! The model of a `#[dialect_attr]` or `#[dialect_type]` declaration (one shape for both, as
//! MLIR's `AttrOrTypeDef`): its parameters and arguments.

use proc_macro2::{Span, TokenStream};
use syn::{Expr, Ident, ItemStruct, LitStr, Path, Type};

use crate::ctxt::Ctxt;
use crate::format::FormatDecl;

use super::args::{FieldOptions, parse_args, parse_field_options, parse_struct};
use super::{
    DefKind, MacroKind, Presence, QualifiedName, field_name, generic_arg, parse_format,
    take_field_attrs,
};

/// A parameter of an attribute or type (one field of the `#[dialect_attr]` /
/// `#[dialect_type]` struct).
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
    /// `#[param(default = EXPR)]` as written (kept for `check`, which rejects it next to
    /// `Option<...>`); the meaning is in `presence`.
    pub default: Option<Expr>,
    /// `#[param(cpp_type = "unsigned")]`: the C++ type named in «failed to parse … which is
    /// to be a `unsigned`», where the Rust type's spelling (`u32`) is not MLIR's.
    pub cpp_type: Option<String>,
}

/// A `#[dialect_attr]` or `#[dialect_type]` declaration.
#[derive(Clone, Debug)]
pub struct AttrDecl {
    /// Attribute or type.
    pub kind: DefKind,
    /// The user's struct with the helper attributes (`#[param]`) removed.
    pub item: ItemStruct,
    /// `#dialect.mnemonic` / `!dialect.mnemonic`.
    pub name: QualifiedName,
    /// The ODS record name used in runtime messages (`name = "GPU_ObjectAttr"`, default: the
    /// struct ident).
    pub record_name: String,
    /// The `name = "…"` literal the record name comes from, if given.
    pub record_name_lit: Option<LitStr>,
    /// The assembly format, if given.
    pub format: Option<FormatDecl>,
    /// `verify`: the user provides a verification hook.
    pub verify: Option<Span>,
    /// `canonicalize`: the user provides `fn canonicalize(&mut self)`, run on every value the
    /// parser, `new` and `get_checked` build, before `verify` (MLIR's custom `get` builder with
    /// `skipDefaultBuilders`, as `#gpu.kernel_table` sorts its kernels).
    pub canonicalize: Option<Span>,
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

/// Builds an attribute declaration from the macro arguments and the struct; every syntax error is
/// recorded in `cx` (`check` validates the rest). Returns `None` when the item is not a struct.
pub fn attr_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<AttrDecl> {
    def_from_syn(cx, DefKind::Attr, args, item)
}

/// Builds a type declaration, as [`attr_from_syn`] does an attribute's.
pub fn type_from_syn(cx: &Ctxt, args: TokenStream, item: TokenStream) -> Option<AttrDecl> {
    def_from_syn(cx, DefKind::Type, args, item)
}

fn def_from_syn(
    cx: &Ctxt,
    def_kind: DefKind,
    args: TokenStream,
    item: TokenStream,
) -> Option<AttrDecl> {
    let kind = MacroKind::Def(def_kind);
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
                opts = parse_field_options(cx, attr, &["name", "default", "cpp_type"]);
            } else {
                // Why: `#[operand]` etc. describe ops; an attribute has only parameters.
                cx.error_spanned_by(
                    attr,
                    format!(
                        "`#[{}]` fields are parameters: use `#[param(name = \"...\", default = ...)]`",
                        def_kind.macro_name()
                    ),
                );
            }
        }
        let Some(ident) = field.ident.clone() else {
            continue;
        };
        let (name, name_span) = field_name(&field, &opts);
        let option_arg = generic_arg(&field.ty, "Option");
        // `Option<T>` with a `default` too is recorded as optional; check rejects it.
        let presence = match (&opts.default, option_arg) {
            (Some(expr), None) => Presence::Default(Box::new(expr.clone())),
            (_, Some(_)) => Presence::Optional,
            (None, None) => Presence::Required,
        };
        params.push(Param {
            ident,
            name,
            name_span,
            value_ty: option_arg.unwrap_or(&field.ty).clone(),
            ty: field.ty.clone(),
            presence,
            default: opts.default,
            cpp_type: opts.cpp_type.as_ref().map(LitStr::value),
        });
    }
    let name = args.name.unwrap_or_else(QualifiedName::unparsed);
    let format = parse_format(cx, args.format);
    Some(AttrDecl {
        kind: def_kind,
        record_name: args
            .record_name
            .as_ref()
            .map_or_else(|| item.ident.to_string(), LitStr::value),
        record_name_lit: args.record_name,
        item,
        name,
        format,
        verify: args.verify,
        canonicalize: args.canonicalize,
        interfaces: args.list.unwrap_or_default(),
        summary: args.summary,
        params,
    })
}
