//! Memory effects as ODS declares them (`SideEffectInterfaces.td`): `MemRead`, `MemWrite`,
//! `MemAlloc`, `MemFree`, each optionally with a resource, a stage and a range
//! (`MemAlloc(AutomaticAllocationScopeResource, 0, FullEffect)`), or with a stage and a range
//! on the default resource (`MemReadAt(0, FullEffect)`). Written in the op trait
//! `MemoryEffects([MemRead, MemWrite])` and in `#[operand(effects = [MemRead])]` /
//! `#[result(effects = [MemAlloc])]`.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, Lit};

/// One declared effect.
#[derive(Clone, Debug)]
pub struct EffectSpec {
    /// `Allocate`, `Free`, `Read` or `Write` (the runtime's `Effect` variant).
    pub effect: &'static str,
    /// `Default` or `AutomaticAllocationScope` (the runtime's `EffectResource` variant).
    pub resource: &'static str,
    /// ODS's `stage`.
    pub stage: u32,
    /// ODS's `FullEffect` (else `PartialEffect`).
    pub full: bool,
    /// The effect as written.
    pub span: Span,
}

/// The effects of ODS (`MemRead` …) and the runtime's variant of each.
const EFFECTS: &[(&str, &str)] = &[
    ("MemAlloc", "Allocate"),
    ("MemFree", "Free"),
    ("MemRead", "Read"),
    ("MemWrite", "Write"),
];

/// The resources of `SideEffectInterfaceBase.td` and the runtime's variant of each.
const RESOURCES: &[(&str, &str)] = &[
    ("DefaultResource", "Default"),
    (
        "AutomaticAllocationScopeResource",
        "AutomaticAllocationScope",
    ),
];

const USAGE: &str = "expected an effect: `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`, optionally \
                     with `(Resource, stage, FullEffect)`, or `MemReadAt(stage, FullEffect)`";

fn last_ident(e: &Expr) -> Option<String> {
    match e {
        Expr::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// `[MemRead, MemWrite(...)]`: the effects of a bracketed list.
pub fn effect_list(e: &Expr) -> Result<Vec<EffectSpec>, (Span, String)> {
    let Expr::Array(array) = e else {
        return Err((
            e.span(),
            "expected a bracketed list of effects: `[MemRead, MemWrite]`".to_owned(),
        ));
    };
    array.elems.iter().map(effect).collect()
}

/// One effect: `MemRead`, `MemRead(Resource)`, `MemRead(Resource, stage)`,
/// `MemRead(Resource, stage, FullEffect)`, `MemReadAt(stage)`, `MemReadAt(stage, FullEffect)`.
pub fn effect(e: &Expr) -> Result<EffectSpec, (Span, String)> {
    let (name, args): (String, Vec<&Expr>) = match e {
        Expr::Call(call) => match last_ident(&call.func) {
            Some(n) => (n, call.args.iter().collect()),
            None => return Err((e.span(), USAGE.to_owned())),
        },
        _ => match last_ident(e) {
            Some(n) => (n, Vec::new()),
            None => return Err((e.span(), USAGE.to_owned())),
        },
    };
    let (base, at) = match name.strip_suffix("At") {
        Some(base) => (base, true),
        None => (name.as_str(), false),
    };
    let Some(&(_, effect)) = EFFECTS.iter().find(|(n, _)| *n == base) else {
        return Err((e.span(), format!("unknown memory effect `{name}`; {USAGE}")));
    };
    let mut spec = EffectSpec {
        effect,
        resource: "Default",
        stage: 0,
        full: false,
        span: e.span(),
    };
    let mut rest = args.as_slice();
    if at {
        // Why: `MemReadAt` is ODS's `MemRead<DefaultResource, stage, range>`: the stage is
        // its first argument, not a resource.
        if rest.is_empty() {
            return Err((
                e.span(),
                format!("`{name}` needs a stage: `{name}(0)` or `{name}(0, FullEffect)`"),
            ));
        }
    } else if let Some((first, tail)) = rest.split_first() {
        let resource = last_ident(first).unwrap_or_default();
        let Some(&(_, r)) = RESOURCES.iter().find(|(n, _)| *n == resource) else {
            return Err((
                first.span(),
                "expected a resource: `DefaultResource` or `AutomaticAllocationScopeResource`"
                    .to_owned(),
            ));
        };
        spec.resource = r;
        rest = tail;
    }
    if let Some((stage, tail)) = rest.split_first() {
        let Expr::Lit(syn::ExprLit {
            lit: Lit::Int(n), ..
        }) = stage
        else {
            return Err((
                stage.span(),
                "expected the stage, an integer (`0`)".to_owned(),
            ));
        };
        spec.stage = n.base10_parse().map_err(|_| {
            (
                stage.span(),
                "expected the stage, an integer (`0`)".to_owned(),
            )
        })?;
        rest = tail;
    }
    if let Some((range, tail)) = rest.split_first() {
        spec.full = match last_ident(range).as_deref() {
            Some("FullEffect") => true,
            Some("PartialEffect") => false,
            _ => {
                return Err((
                    range.span(),
                    "expected the range: `FullEffect` or `PartialEffect`".to_owned(),
                ));
            }
        };
        rest = tail;
    }
    if let Some(extra) = rest.first() {
        return Err((
            extra.span(),
            format!("too many arguments to `{name}`; {USAGE}"),
        ));
    }
    Ok(spec)
}

/// The ODS spelling of the runtime's resource variant, for the documentation
/// (`::mlir::SideEffects::DefaultResource`).
pub fn resource_cpp_name(resource: &str) -> String {
    let ods = RESOURCES
        .iter()
        .find(|(_, r)| *r == resource)
        .map_or("DefaultResource", |(n, _)| n);
    format!("::mlir::SideEffects::{ods}")
}

/// What the reference documentation lists for `MemoryEffects([...])`, as
/// `mlir-tblgen -gen-dialect-doc` lists the anonymous trait: its interface
/// (`MemoryEffectOpInterface (MemoryEffectOpInterface)`) and its effects
/// (`MemoryEffects::Effect{MemoryEffects::Read on ::mlir::SideEffects::DefaultResource}`).
pub fn doc_entries(effects: &[EffectSpec]) -> (String, String) {
    let list: Vec<String> = effects
        .iter()
        .map(|e| {
            format!(
                "MemoryEffects::{} on {}",
                e.effect,
                resource_cpp_name(e.resource)
            )
        })
        .collect();
    (
        "MemoryEffectOpInterface (MemoryEffectOpInterface)".to_owned(),
        format!("MemoryEffects::Effect{{{}}}", list.join(", ")),
    )
}
