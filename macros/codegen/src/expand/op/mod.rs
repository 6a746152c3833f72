//! Code generation for `#[dialect_op]`: the `OpDef` (name, inherent attributes, traits), typed
//! access (`from_op`, `build`, accessors) and the verifier (MLIR's count traits, then
//! `verify_attrs`). The custom-form parser and printer of the assembly format (MLIR's
//! `OpFormatGen`) are in `parse.rs` and `print.rs`, the value-carrying elements in `values.rs`.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::format::{Element, ElementKind, OptionalGroup};
use crate::model::{Arity, OpDecl, OpField, OpFieldKind, Presence};

mod build;
mod fold;
#[cfg(test)]
pub(crate) use fold::{canonicalizer_hook_tokens, fold_hook_tokens};
mod effects;
mod handle;
mod parse;
mod print;
mod values;

pub use print::{OilistStep, Step, plan};

/// Generates the item and everything `#[dialect_op]` derives from it.
pub fn expand(decl: &OpDecl) -> TokenStream {
    let item = &decl.item;
    let g = OpGen { decl };
    let specs = g.attr_specs();
    let inherent_impl = g.inherent_impl();
    let mut verify = g.verify_fn();
    verify.extend(g.default_result_names_fn());
    let arities = g.arity_consts();
    let handle_struct = g.handle_struct();
    let handle_impl = g.handle_impl();
    let effects = g.effects_items();
    let (parse, print) = match &decl.format {
        Some(fmt) => (
            g.parse_fn(&fmt.format.elements),
            g.print_fn(&fmt.format.elements),
        ),
        None => (TokenStream::new(), TokenStream::new()),
    };
    quote! {
        #item

        #handle_struct

        #[doc(hidden)]
        #[allow(non_snake_case, clippy::all)]
        const _: () = {
            #specs
            #inherent_impl
            #verify
            #arities
            #effects
            #parse
            #print
            #handle_impl
        };
    }
}

struct OpGen<'a> {
    decl: &'a OpDecl,
}

/// A field's local in `from_op` (not the field's name, which may be `op` or `ir`).
fn view_local(f: &OpField) -> syn::Ident {
    format_ident!("__f_{}", f.ident)
}

fn local(f: &OpField) -> syn::Ident {
    format_ident!("__a_{}", f.ident)
}

/// The default value of an attribute field: `DefaultValuedAttr`'s, or that of a
/// `DefaultValuedOptionalAttr` (`Option<K>` with `default`: never stored by default, elided
/// like a default-valued attribute while it equals the default).
fn default_of(f: &OpField) -> Option<&syn::Expr> {
    match &f.kind {
        OpFieldKind::Attribute(Presence::Default(expr)) => Some(&**expr),
        OpFieldKind::Attribute(Presence::Optional) => f.default.as_ref(),
        _ => None,
    }
}

/// The generated fn returning the default of attribute field `f` as an attribute (see
/// `default_attr_fns`).
fn default_attr_fn(f: &OpField) -> syn::Ident {
    format_ident!("__default_{}", f.ident)
}

/// `Option<T>` written as the field type.
pub(super) fn is_option(f: &OpField) -> bool {
    f.ty.to_token_stream().to_string() != f.value_ty.to_token_stream().to_string()
        && matches!(&f.ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Option"))
}

impl OpGen<'_> {
    fn attrs(&self) -> impl Iterator<Item = &OpField> {
        self.decl.fields.iter().filter(|f| f.is_attribute())
    }

    fn field(&self, name: &str) -> Option<&OpField> {
        self.decl.field(name)
    }

    fn attr_field(&self, e: &Element) -> Option<&OpField> {
        match &e.kind {
            ElementKind::Variable(n) => self.field(n).filter(|f| f.is_attribute()),
            ElementKind::Qualified(inner) => self.attr_field(inner),
            _ => None,
        }
    }

    fn span(&self, e: &Element) -> Span {
        self.decl
            .format
            .as_ref()
            .map_or_else(Span::call_site, |f| f.span(e.range.clone()))
    }

    /// Whether `e` names a `UnitAttr` field.
    fn is_unit(&self, e: &Element) -> bool {
        self.attr_field(e)
            .is_some_and(|f| matches!(f.kind, OpFieldKind::UnitAttribute))
    }

    /// Whether `e` is a unit-attribute anchor that is not the group's first element (it is not
    /// written; the group's presence sets it).
    fn is_elided_unit(&self, group: &OptionalGroup, e: &Element) -> bool {
        let Some(anchor) = group.anchor_element() else {
            return false;
        };
        let first = group.first_parsable().map(|f| f as *const Element);
        std::ptr::eq(anchor, e)
            && first != Some(e as *const Element)
            && self
                .attr_field(e)
                .is_some_and(|f| matches!(f.kind, OpFieldKind::UnitAttribute))
    }

    fn attr_specs(&self) -> TokenStream {
        let specs = self.attrs().map(|f| {
            let (name, ty) = (&f.name, &f.value_ty);
            let required = matches!(f.kind, OpFieldKind::Attribute(Presence::Required));
            let default = match &f.kind {
                // `DefaultValuedOptionalAttr` (`Option<T>`): never stored by default.
                OpFieldKind::Attribute(Presence::Default(_)) if is_option(f) => {
                    quote!(::core::option::Option::None)
                }
                OpFieldKind::Attribute(Presence::Default(_)) => {
                    let default = default_attr_fn(f);
                    quote!(::core::option::Option::Some(#default))
                }
                // A property without a default has its default-constructed storage (0).
                OpFieldKind::Attribute(Presence::Required) if f.is_property() => {
                    quote_spanned! {ty.span()=>
                        ::core::option::Option::Some(|| {
                            static __ZERO: ::std::sync::OnceLock<::rods::ir::Attribute> =
                                ::std::sync::OnceLock::new();
                            __ZERO.get_or_init(<#ty>::zero_storage)
                        })
                    }
                }
                _ => quote!(::core::option::Option::None),
            };
            let required = required && !f.is_property();
            quote_spanned! {ty.span()=>
                ::rods::ods::AttrSpec {
                    name: #name,
                    required: #required,
                    satisfies: <#ty as ::rods::ods::OpAttr>::satisfies,
                    satisfies_storage: <#ty as ::rods::ods::OpAttr>::satisfies_storage,
                    summary: <#ty as ::rods::ods::OpAttr>::summary,
                    invalid_value: <#ty as ::rods::ods::OpAttr>::invalid_value,
                    default: #default,
                    convert: <#ty as ::rods::ods::OpAttr>::CONVERT,
                }
            }
        });
        let mut names: Vec<String> = self.attrs().map(|f| f.name.clone()).collect();
        let mut specs: Vec<TokenStream> = specs.collect();
        // `operandSegmentSizes` / `resultSegmentSizes`: a `DenseI32ArrayAttr` with one size per
        // group, all zeros until a parser or builder sets it (MLIR's property storage).
        for results in [false, true] {
            let Some(name) = self.decl.segment_sizes_name(results) else {
                continue;
            };
            let n = self
                .decl
                .fields
                .iter()
                .filter(|f| {
                    if results {
                        matches!(f.kind, OpFieldKind::Result { .. })
                    } else {
                        matches!(f.kind, OpFieldKind::Operand { .. })
                    }
                })
                .count();
            names.push(name.to_owned());
            specs.push(quote! {
                ::rods::ods::AttrSpec {
                    name: #name,
                    required: false,
                    satisfies: |a| ::rods::ods::is_segment_sizes(a, #n),
                    satisfies_storage: |a| ::rods::ods::is_segment_sizes(a, #n),
                    summary: || ::std::borrow::Cow::Borrowed("i32 dense array attribute"),
                    invalid_value: |_| ::core::option::Option::None,
                    default: ::core::option::Option::Some(|| {
                        static __ZEROS: ::std::sync::OnceLock<::rods::ir::Attribute> =
                            ::std::sync::OnceLock::new();
                        __ZEROS.get_or_init(|| ::rods::ods::segment_sizes_attr(&[0; #n]))
                    }),
                    convert: ::core::option::Option::None,
                }
            });
        }
        // The properties that are not attributes (`EnumProp`).
        let is_prop = |n: &&String| self.field(n).is_some_and(OpField::is_property);
        let props = names.iter().filter(is_prop);
        // Each default built into an attribute once, not per parsed or printed op (the
        // parser stores it, the printer elides what equals it).
        let default_fns = self.attrs().filter_map(|f| {
            let expr = default_of(f)?;
            let (ty, name) = (&f.value_ty, default_attr_fn(f));
            Some(quote! {
                #[allow(dead_code)]
                fn #name() -> &'static ::rods::ir::Attribute {
                    static __DEFAULT: ::std::sync::OnceLock<::rods::ir::Attribute> = ::std::sync::OnceLock::new();
                    __DEFAULT.get_or_init(|| {
                        let d: #ty = #expr;
                        <#ty as ::rods::ods::OpAttr>::to_attr(&d)
                    })
                }
            })
        });
        quote! {
            #(#default_fns)*
            const __SPECS: &[::rods::ods::AttrSpec] = &[#(#specs),*];
            const __INHERENT: &[&str] = &[#(#names),*];
            #[allow(dead_code)]
            const __PROPS: &[&str] = &[#(#props),*];
        }
    }

    /// The `OpTraits` of the declaration: each catalogue trait's fields
    /// (`model::traits`), the parents and the implicit terminator by name.
    fn traits(&self) -> TokenStream {
        use crate::model::traits::{Flag, OpRef, OpTraitKind, op_trait};
        let mut fields = Vec::new();
        let mut set: Vec<&str> = Vec::new();
        // Declared effects (`MemoryEffects([MemRead])`, on operands or results) say what `Pure`
        // or `NoMemoryEffect` next to them would: the op implements `MemoryEffectOpInterface`.
        if let Some(value) = self.memory_effects_value() {
            set.push("memory_effects");
            fields.push(quote!(memory_effects: #value));
        }
        let op_name = |r: &OpRef| match r {
            OpRef::Type(path) => quote_spanned!(path.span()=> <#path>::OPERATION_NAME),
            OpRef::Name(lit) => quote!(#lit),
        };
        for (i, path) in self.decl.traits.iter().enumerate() {
            let args = self.decl.trait_args.get(i).and_then(Option::as_ref);
            let Ok(Some(kind)) = op_trait(path, args) else {
                continue;
            };
            match kind {
                OpTraitKind::Flags(flags) => {
                    for (field, value) in flags {
                        // `Pure` and `NoMemoryEffect`, or `Elementwise` and `Vectorizable`, set
                        // one field alike (the checks reject values that contradict).
                        if set.contains(field) {
                            continue;
                        }
                        set.push(*field);
                        let field = format_ident!("{}", field);
                        let value = match value {
                            Flag::True => quote!(true),
                            Flag::Memory(v) => {
                                let v = format_ident!("{}", v);
                                quote!(::rods::dialect::MemoryEffects::#v)
                            }
                            Flag::Speculation(v) => {
                                let v = format_ident!("{}", v);
                                quote!(::rods::dialect::Speculatability::#v)
                            }
                        };
                        fields.push(quote!(#field: #value));
                    }
                }
                OpTraitKind::Parents(ops) => {
                    let names = ops.iter().map(op_name);
                    fields.push(quote!(parents: &[#(#names),*]));
                }
                OpTraitKind::ImplicitTerminator(op) => {
                    let name = op_name(&op);
                    fields.push(quote!(single_block: true));
                    fields.push(quote!(implicit_terminator: ::core::option::Option::Some(#name)));
                }
                // `MemoryEffects([])`: ODS's `NoMemoryEffect`.
                OpTraitKind::Effects(_) => {
                    if !set.contains(&"memory_effects") {
                        set.push("memory_effects");
                        fields.push(quote!(memory_effects: ::rods::dialect::MemoryEffects::None));
                    }
                }
                OpTraitKind::Segments => {}
            }
        }
        if let Some(path) = self.decl.interface_path("OpAsmOpInterface") {
            let ident = &self.decl.item.ident;
            let iface = quote_spanned!(path.span()=> <#ident as ::rods::ods::OpAsmOpInterface>);
            fields.push(quote!(default_dialect: #iface::DEFAULT_DIALECT));
        }
        quote!(::rods::dialect::OpTraits { #(#fields,)* ..::rods::dialect::OpTraits::NONE })
    }

    /// `OpDef::doc`: what the reference documentation shows of the op (`rods::doc`): its doc
    /// comment, format, traits and interfaces as MLIR names them, and the constraint summary of
    /// each attribute, operand, result and successor.
    fn doc(&self) -> TokenStream {
        use crate::model::traits::{doc_entries, trait_name};
        use crate::model::{token_spelling, type_spelling};
        let d = self.decl;
        let crate::expand::common::DocHeader {
            rust_name,
            summary,
            description,
            format,
        } = crate::expand::common::DocHeader::new(&d.item, d.summary.as_ref(), d.format.as_ref());
        let (mut traits, mut interfaces, mut effects) = (Vec::new(), Vec::new(), Vec::new());
        let add = |list: &mut Vec<String>, name: &str| {
            if !list.iter().any(|n| n == name) {
                list.push(name.to_owned());
            }
        };
        for (i, path) in d.traits.iter().enumerate() {
            let name = trait_name(path);
            let spelled = match d.trait_args.get(i).and_then(Option::as_ref) {
                Some(a) => {
                    let args = &a.args;
                    format!("{name}<{}>", token_spelling(quote!(#(#args),*)))
                }
                None => name.clone(),
            };
            if let Ok(Some(crate::model::traits::OpTraitKind::Effects(list))) =
                crate::model::traits::op_trait(path, d.trait_args.get(i).and_then(Option::as_ref))
            {
                let (i, e) = crate::model::effects::doc_entries(&list);
                add(&mut interfaces, &i);
                add(&mut effects, &e);
                continue;
            }
            match doc_entries(&name) {
                Some((t, i, e)) => {
                    t.iter().for_each(|n| add(&mut traits, n));
                    i.iter().for_each(|n| add(&mut interfaces, n));
                    e.iter().for_each(|n| add(&mut effects, n));
                    if spelled != name {
                        add(&mut traits, &spelled);
                    }
                }
                None => add(&mut traits, &spelled),
            }
        }
        for path in &d.interfaces {
            add(&mut interfaces, &trait_name(path));
        }
        let attrs = self.attrs().map(|f| {
            let (name, ty) = (&f.name, &f.value_ty);
            let spelling = type_spelling(ty);
            quote_spanned! {ty.span()=>
                ::rods::dialect::OpAttrDoc {
                    name: #name,
                    rust_type: #spelling,
                    summary: <#ty as ::rods::ods::OpAttr>::summary,
                }
            }
        });
        let values = |pred: fn(&OpFieldKind) -> bool| {
            let docs = d.fields.iter().filter(|f| pred(&f.kind)).map(|f| {
                let name = &f.name;
                let variadic = matches!(
                    f.kind,
                    OpFieldKind::Operand { arity: Arity::Variadic, .. }
                        | OpFieldKind::Result { arity: Arity::Variadic, .. }
                );
                let summary = match (&f.kind, f.type_constraint()) {
                    (OpFieldKind::Successor { .. }, _) => {
                        quote!(|| ::std::borrow::Cow::Borrowed("any successor"))
                    }
                    (_, Some(c)) => {
                        quote_spanned!(c.span()=> <#c as ::rods::ods::TypeConstraint>::summary)
                    }
                    (_, None) => quote!(|| ::std::borrow::Cow::Borrowed("any type")),
                };
                quote! {
                    ::rods::dialect::ValueDoc { name: #name, variadic: #variadic, summary: #summary }
                }
            });
            quote!(&[#(#docs),*])
        };
        let operands = values(|k| matches!(k, OpFieldKind::Operand { .. }));
        let results = values(|k| matches!(k, OpFieldKind::Result { .. }));
        let successors = values(|k| matches!(k, OpFieldKind::Successor { .. }));
        quote! {
            &::rods::dialect::OpDoc {
                rust_name: #rust_name,
                module: ::core::module_path!(),
                summary: #summary,
                description: #description,
                format: #format,
                traits: &[#(#traits),*],
                interfaces: &[#(#interfaces),*],
                effects: &[#(#effects),*],
                attrs: &[#(#attrs),*],
                operands: #operands,
                results: #results,
                successors: #successors,
            }
        }
    }

    /// `OpDef::asm`: the `OpAsmOpInterface` hooks of an op that lists the interface, or the
    /// result names of an op of several result groups (`default_result_names_fn`).
    fn asm_hooks(&self) -> TokenStream {
        let d = self.decl;
        let Some(path) = d.interface_path("OpAsmOpInterface") else {
            if self.default_result_names_fn().is_some() {
                return quote! {
                    ::core::option::Option::Some(::rods::dialect::OpAsmHooks {
                        result_names: __asm_result_names,
                        block_arg_names: __asm_block_arg_names,
                    })
                };
            }
            return quote!(::core::option::Option::None);
        };
        let ident = &d.item.ident;
        let iface = quote_spanned!(path.span()=> <#ident as ::rods::ods::OpAsmOpInterface>);
        quote! {
            ::core::option::Option::Some(::rods::dialect::OpAsmHooks {
                result_names: #iface::asm_result_names,
                block_arg_names: #iface::asm_block_arg_names,
            })
        }
    }

    /// `OpDef::interfaces`: for each interface listed other than the ones the runtime wires
    /// itself (`OpAsmOpInterface`), its id and the cast of the op's typed view to it. rustc's
    /// errors (a trait not declared with `op_interface!`, or not implemented by the op) point at
    /// the interface's name.
    fn interface_entries(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let entries = d.castable_interfaces().map(|path| {
            quote_spanned! {path.span()=>
                ::rods::dialect::OpInterfaceEntry {
                    id: ::rods::ods::op_interface_id::<dyn #path>,
                    cast: |ir, op, slot| {
                        if let ::core::option::Option::Some(slot) = slot
                            .downcast_mut::<::core::option::Option<::std::boxed::Box<dyn #path>>>()
                        {
                            *slot = #ident::from_op(ir, op).map(|v| {
                                let v: ::std::boxed::Box<dyn #path> = ::std::boxed::Box::new(v);
                                v
                            });
                        }
                    },
                }
            }
        });
        quote!(&[#(#entries),*])
    }

    /// `OpDef::verify_symbol_uses`: `SymbolUserOpInterface`'s check, when listed (rustc's
    /// error, when the op does not implement it, points at the interface's name).
    fn symbol_uses_hook(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        d.interface_path("SymbolUserOpInterface").map_or_else(
            || quote!(::core::option::Option::None),
            |path| {
                let ident = syn::Ident::new(&ident.to_string(), path.span());
                let iface =
                    quote_spanned!(path.span()=> <#ident as ::rods::ods::SymbolUserOpInterface>);
                quote!(::core::option::Option::Some(#iface::verify_symbol_uses))
            },
        )
    }

    /// `OpDef::successor_operands` and `OpDef::region_kind`: `BranchOpInterface`'s and
    /// `RegionKindInterface`'s hooks, when listed (or given by `HasOnlyGraphRegion`).
    fn control_flow_hooks(&self) -> (TokenStream, TokenStream) {
        let d = self.decl;
        let ident = &d.item.ident;
        let none = quote!(::core::option::Option::None);
        let branch = d.interface_path("BranchOpInterface").map_or_else(
            || none.clone(),
            |path| {
                let iface =
                    quote_spanned!(path.span()=> <#ident as ::rods::ods::BranchOpInterface>);
                quote!(::core::option::Option::Some(#iface::successor_operands))
            },
        );
        let region_kind = if d.has_trait("HasOnlyGraphRegion") {
            quote!(::core::option::Option::Some(::rods::ods::graph_region_kind))
        } else if let Some(path) = d.interface_path("RegionKindInterface") {
            let iface = quote_spanned!(path.span()=> <#ident as ::rods::ods::RegionKindInterface>);
            quote!(::core::option::Option::Some(#iface::region_kind))
        } else {
            none
        };
        (branch, region_kind)
    }

    /// `BranchOpInterface` and `RegionKindInterface` as the declaration gives them: the operands
    /// each successor forwards (`#[successor(operands = "…")]`), every region a graph region
    /// (`HasOnlyGraphRegion`).
    fn control_flow_impls(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let mut out = TokenStream::new();
        if d.has_trait("HasOnlyGraphRegion") && d.has_interface("RegionKindInterface") {
            out.extend(quote! {
                #[automatically_derived]
                impl ::rods::ods::RegionKindInterface for #ident {
                    fn region_kind(index: usize) -> ::rods::dialect::RegionKind {
                        ::rods::ods::graph_region_kind(index)
                    }
                }
            });
        }
        if !d.has_interface("BranchOpInterface") {
            return out;
        }
        let successors = d.fields_where(|k| matches!(k, OpFieldKind::Successor { .. }));
        if successors.iter().all(|f| f.forwarded.is_none()) {
            return out;
        }
        let operands = d.fields_where(|k| matches!(k, OpFieldKind::Operand { .. }));
        // Each successor's and operand group's range alone (`group_range`, `None` unless all
        // groups fit), without building the lists of all of them.
        let arms = successors.iter().enumerate().filter_map(|(j, f)| {
            let name = f.forwarded.as_ref()?.value();
            let k = operands.iter().position(|o| o.name == name)?;
            Some(quote! {
                if ::rods::ods::group_range(__o.successors().len(), __SUCCESSOR_ARITIES, ::core::option::Option::None, #j)
                    == ::core::option::Option::Some(index..index + 1)
                {
                    if let ::core::option::Option::Some(__range) = ::rods::ods::group_range(
                        __o.operands.len(), __OPERAND_ARITIES, __sizes.as_deref(), #k,
                    ) {
                        return ::rods::dialect::SuccessorOperands::forwarded(__range);
                    }
                }
            })
        });
        let sizes = match d.segment_sizes_name(false) {
            Some(name) => quote!(::rods::ods::segment_sizes(ir, op, #name)),
            None => quote!(::core::option::Option::None),
        };
        out.extend(quote! {
            #[automatically_derived]
            impl ::rods::ods::BranchOpInterface for #ident {
                fn successor_operands(
                    ir: &::rods::ir::Ir,
                    op: ::rods::ir::OpId,
                    index: usize,
                ) -> ::rods::dialect::SuccessorOperands {
                    let __o = ir.op(op);
                    let __sizes: ::core::option::Option<::rods::ods::SegmentSizes> = #sizes;
                    #(#arms)*
                    ::core::default::Default::default()
                }
            }
        });
        out
    }

    /// Whether the generated verifier looks only at the op itself (see `OpDef::local_verify`):
    /// not with the op's own `verify`, nor with traits or interfaces (`FunctionOpInterface`)
    /// that look at its parent or its regions.
    fn local_verify(&self) -> bool {
        let d = self.decl;
        // A branch's check looks at its successors' block arguments.
        d.verify.is_none()
            && !d.has_interface("FunctionOpInterface")
            && !d.has_interface("BranchOpInterface")
            && ![
                "HasParent",
                "ParentOneOf",
                "SingleBlock",
                "SingleBlockImplicitTerminator",
                "NoRegionArguments",
            ]
            .iter()
            .any(|t| d.has_trait(t))
    }

    fn inherent_impl(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let name = d.name.full();
        let summary = d
            .summary
            .as_ref()
            .map_or_else(String::new, syn::LitStr::value);
        let (parse, print) = if let Some(span) = d.custom_assembly {
            (
                quote_spanned!(span=> ::core::option::Option::Some(#ident::parse)),
                quote_spanned!(span=> ::core::option::Option::Some(#ident::print)),
            )
        } else if d.format.is_some() {
            (
                quote!(::core::option::Option::Some(__parse)),
                quote!(::core::option::Option::Some(__print)),
            )
        } else {
            (
                quote!(::core::option::Option::None),
                quote!(::core::option::Option::None),
            )
        };
        let traits = self.traits();
        let effects_hook = self.effects_hook();
        let doc = self.doc();
        let local_verify = self.local_verify();
        let asm = self.asm_hooks();
        let interfaces = self.interface_entries();
        let (successor_operands, region_kind) = self.control_flow_hooks();
        let verify_symbol_uses = self.symbol_uses_hook();
        let control_flow = self.control_flow_impls();
        let (verify_regions, _) = self.verify_regions();
        let fold = fold::fold_hook(d);
        let canonicalizer = fold::canonicalizer_hook(d);
        let tracked = d.tracked;
        let from_op = self.typed_view();
        let build = self.build();
        let build_in = self.build_in();
        let create = self.create();
        let accessors = d.fields.iter().map(|f| {
            let (id, ty) = (&f.ident, &f.ty);
            let doc = format!("The `{}` field.", f.name);
            quote!(#[doc = #doc] pub fn #id(&self) -> &#ty { &self.#id })
        });
        quote! {
            #[automatically_derived]
            impl #ident {
                /// The op's full name (MLIR's `getOperationName`).
                pub const OPERATION_NAME: &'static str = #name;

                /// The registry definition of the op.
                pub const DEF: ::rods::dialect::OpDef = ::rods::dialect::OpDef {
                    name: #name,
                    summary: #summary,
                    inherent_attrs: __INHERENT,
                    property_specs: __SPECS,
                    parse: #parse,
                    print: #print,
                    prints_attr: ::core::option::Option::None,
                    verify: __verify,
                    verify_regions: #verify_regions,
                    asm: #asm,
                    interfaces: #interfaces,
                    successor_operands: #successor_operands,
                    region_kind: #region_kind,
                    verify_symbol_uses: #verify_symbol_uses,
                    local_verify: #local_verify,
                    fold: #fold,
                    canonicalizer: #canonicalizer,
                    traits: #traits,
                    tracked: #tracked,
                    effects: #effects_hook,
                    doc: #doc,
                };

                #from_op
                #build
                #build_in
                #create
                #(#accessors)*
            }

            #control_flow
        }
    }

    /// `from_op`: the typed view of an op, `None` when it is another op or does not satisfy
    /// the declaration.
    fn typed_view(&self) -> TokenStream {
        let d = self.decl;
        let ident = &d.item.ident;
        let name = d.name.full();
        let mut lets = Vec::new();
        let mut names = Vec::new();
        for (what, list) in [
            ("operands", quote!(__o.operands)),
            ("results", quote!(__o.results)),
            ("regions", quote!(__o.regions())),
            ("successors", quote!(__o.successors())),
        ] {
            let fields: Vec<&OpField> = d
                .fields
                .iter()
                .filter(|f| {
                    matches!(
                        (&f.kind, what),
                        (OpFieldKind::Operand { .. }, "operands")
                            | (OpFieldKind::Result { .. }, "results")
                            | (OpFieldKind::Region { .. }, "regions")
                            | (OpFieldKind::Successor { .. }, "successors")
                    )
                })
                .collect();
            if fields.is_empty() {
                continue;
            }
            let arities: Vec<TokenStream> =
                fields.iter().map(|f| arity_code(field_arity(f))).collect();
            let n = fields.len();
            let seg = format_ident!("__seg_{}", what);
            let same_size = matches!(what, "operands" | "results")
                && self.decl.same_variadic_size(what == "results");
            let sizes = match (what, self.decl.segment_sizes_name(what == "results")) {
                ("operands" | "results", Some(name)) => {
                    quote!(::rods::ods::segment_sizes(ir, op, #name).as_deref())
                }
                _ if same_size => {
                    quote!(::rods::ods::same_variadic_sizes(#list.len(), &[#(#arities),*]).as_deref())
                }
                _ => quote!(::core::option::Option::None),
            };
            // The groups' ranges in an array on the stack, not a new list.
            lets.push(quote! {
                let mut #seg: [::core::ops::Range<usize>; #n] = ::core::array::from_fn(|_| 0..0);
                ::rods::ods::value_ranges_into(#list.len(), &[#(#arities),*], #sizes, &mut #seg)?;
            });
            for (i, f) in fields.iter().enumerate() {
                let id = &f.ident;
                let range = quote!(#seg[#i].clone());
                if let Some(sizes) = &f.segments {
                    // A variadic-of-variadic group: its values split by the sizes attribute.
                    let local = view_local(f);
                    lets.push(quote! {
                        let #local = ::rods::ods::split_value_groups(
                            #list.get(#range)?,
                            &::rods::ods::segment_sizes(ir, op, #sizes)?,
                        )?;
                    });
                    names.push(quote!(#id: #local));
                    continue;
                }
                let value = match field_arity(f) {
                    Arity::Single => quote!(*#list.get(#seg[#i].start)?),
                    Arity::Optional => quote!(#list.get(#range)?.first().copied()),
                    Arity::Variadic => quote!(#list.get(#range)?.to_vec()),
                };
                let local = view_local(f);
                lets.push(quote!(let #local = #value;));
                names.push(quote!(#id: #local));
            }
        }
        for f in self.attrs() {
            let (id, ty, attr_name) = (&f.ident, &f.value_ty, &f.name);
            // Only a property's default-constructed storage is looked up in the declaration
            // (`Ir::property`); a default-valued attribute not stored is its default, built here
            // from its expression, and the other attributes have no default.
            let get = if f.is_property() {
                quote!(ir.property(op, #attr_name))
            } else {
                quote!(ir.stored_property(op, #attr_name))
            };
            let from = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::from_attr);
            let value = match &f.kind {
                OpFieldKind::Attribute(Presence::Required) => quote!(#from(#get?)?),
                OpFieldKind::Attribute(Presence::Default(expr)) if !is_option(f) => quote! {
                    match #get {
                        ::core::option::Option::Some(a) => #from(a)?,
                        ::core::option::Option::None => #expr,
                    }
                },
                _ if is_option(f)
                    || matches!(f.kind, OpFieldKind::Attribute(Presence::Optional)) =>
                {
                    quote! {
                        match #get {
                            ::core::option::Option::Some(a) => ::core::option::Option::Some(#from(a)?),
                            ::core::option::Option::None => ::core::option::Option::None,
                        }
                    }
                }
                _ => quote!(::core::default::Default::default()),
            };
            let local = view_local(f);
            lets.push(quote!(let #local = #value;));
            names.push(quote!(#id: #local));
        }
        quote! {
            /// The typed view of `op`, if it is this op and its attributes have their kinds.
            pub fn from_op(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::option::Option<Self> {
                let __o = ir.op(op);
                if __o.name.as_str() != #name {
                    return ::core::option::Option::None;
                }
                #(#lets)*
                ::core::option::Option::Some(#ident { #(#names),* })
            }
        }
    }

    /// The op's `infer_return_types` as an `InferReturnTypesFn` (rustc's error, when the op
    /// does not define it, points at `InferTypeOpInterface` in `traits`).
    fn infer_fn(&self) -> TokenStream {
        let span = self
            .decl
            .trait_path("InferTypeOpInterface")
            .map_or_else(Span::call_site, Spanned::span);
        let ident = syn::Ident::new(&self.decl.item.ident.to_string(), span);
        quote_spanned! {span=>
            {
                let __f: ::rods::ods::InferReturnTypesFn = #ident::infer_return_types;
                __f
            }
        }
    }

    /// The checks of the traits with verifiers, in declaration order: the structural ones
    /// (MLIR's `StructuralOpTrait`s, verified before the op's constraints) or the others.
    fn trait_checks(&self, structural: bool) -> TokenStream {
        let d = self.decl;
        let ods = quote!(::rods::ods);
        let mut out = TokenStream::new();
        for path in &d.traits {
            let name = crate::model::traits::trait_name(path);
            if crate::model::traits::is_structural(&name) != structural {
                continue;
            }
            out.extend(match name.as_str() {
                "AttrSizedOperandSegments" => {
                    quote!(#ods::verify_segment_sizes(ir, op, "operandSegmentSizes", false)?;)
                }
                "AttrSizedResultSegments" => {
                    quote!(#ods::verify_segment_sizes(ir, op, "resultSegmentSizes", true)?;)
                }
                "SingleBlock" | "SingleBlockImplicitTerminator" => {
                    let no_terminator = d.has_trait("NoTerminator");
                    quote!(#ods::verify_single_block(ir, op, #no_terminator)?;)
                }
                "NoRegionArguments" => quote!(#ods::verify_no_region_arguments(ir, op)?;),
                "HasParent" | "ParentOneOf" => {
                    let ident = &d.item.ident;
                    quote!(#ods::verify_has_parent(ir, op, #ident::DEF.traits.parents)?;)
                }
                "Elementwise" | "ElementwiseMappable" => {
                    quote!(#ods::verify_elementwise(ir, op)?;)
                }
                "ResultsAreFloatLike" => quote!(#ods::verify_results_are_float_like(ir, op)?;),
                "Terminator" => quote!(#ods::verify_is_terminator(ir, op)?;),
                // A function's parent is checked after its declaration's visibility, by
                // `verify_function_op`: `SymbolOpInterface`'s order.
                "Symbol" if d.has_interface("FunctionOpInterface") => {
                    quote!(#ods::verify_symbol(ir, op)?;)
                }
                "Symbol" => {
                    quote!(#ods::verify_symbol(ir, op)?; #ods::verify_symbol_parent(ir, op)?;)
                }
                _ => TokenStream::new(),
            });
        }
        out
    }

    /// The verifier: MLIR's count traits (regions, results, successors, operands), the
    /// structural traits, the inherent attributes, the operand and result types, the other
    /// traits, `FunctionOpInterface`'s checks, then the op's own `verify`.
    fn verify_fn(&self) -> TokenStream {
        let mut checks = Vec::new();
        for (kind, pred) in [
            (
                quote!(Regions),
                (|k: &OpFieldKind| matches!(k, OpFieldKind::Region { .. }))
                    as fn(&OpFieldKind) -> bool,
            ),
            (quote!(Results), |k| matches!(k, OpFieldKind::Result { .. })),
            (quote!(Successors), |k| {
                matches!(k, OpFieldKind::Successor { .. })
            }),
            (quote!(Operands), |k| {
                matches!(k, OpFieldKind::Operand { .. })
            }),
        ] {
            let fields = self.decl.fields_where(pred);
            let fixed = fields
                .iter()
                .filter(|f| field_arity(f) == Arity::Single)
                .count();
            let variable = fields.iter().any(|f| field_arity(f) != Arity::Single);
            checks.push(quote! {
                ::rods::ods::verify_count(ir, op, ::rods::ods::CountKind::#kind, #fixed, #variable)?;
            });
        }
        checks.push(self.trait_checks(true));
        let mut types = self.type_constraint_checks();
        types.extend(self.region_constraint_checks());
        types.extend(self.relation_checks());
        types.extend(self.trait_checks(false));
        if self.decl.has_interface("FunctionOpInterface") {
            types.extend(quote!(::rods::ods::verify_function_op(ir, op)?;));
        }
        if let Some(path) = self.decl.interface_path("BranchOpInterface") {
            let ident = &self.decl.item.ident;
            let iface = quote_spanned!(path.span()=> <#ident as ::rods::ods::BranchOpInterface>);
            types.extend(quote! {
                ::rods::ods::verify_branch_successor_operands(
                    ir,
                    op,
                    #iface::successor_operands,
                    #iface::types_compatible,
                )?;
            });
        }
        // `WeightedBranchOpInterface`'s verifier, after `BranchOpInterface`'s (the order of
        // mlir-tblgen's interface traits).
        if let Some(path) = self.decl.interface_path("WeightedBranchOpInterface") {
            let ident = &self.decl.item.ident;
            let weights = quote_spanned!(path.span()=> <#ident as ::rods::ods::WeightedBranchOpInterface>::weights);
            types.extend(quote! {
                if let ::core::option::Option::Some(__view) = #ident::from_op(ir, op) {
                    ::rods::ods::verify_branch_weights(ir, op, &#weights(&__view))?;
                }
            });
        }
        if let Some(span) = self.decl.verify {
            let ident = &self.decl.item.ident;
            types.extend(quote_spanned!(span=> #ident::verify(ir, op)?;));
        }
        let types = if types.is_empty() {
            types
        } else {
            let sizes = self.segment_sizes_locals(quote!(ir));
            quote!(let __o = ir.op(op); #sizes #types)
        };
        let (_, verify_regions) = self.verify_regions();
        quote! {
            #verify_regions
            fn __verify(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::result::Result<(), ::rods::diag::Diagnostic> {
                #(#checks)*
                ::rods::ods::verify_attrs(ir, op, __SPECS)?;
                #types
                ::core::result::Result::Ok(())
            }
        }
    }

    /// The region verifier (`OpDef::verify_regions`), when the op has one: `InferTypeOpInterface`'s
    /// check, which MLIR runs with the regions (`verifyWithRegions`), `RegionBranchOpInterface`'s
    /// and `LoopLikeOpInterface`'s in the order the op lists them, then the op's own
    /// `verify_regions`.
    fn verify_regions(&self) -> (TokenStream, TokenStream) {
        let d = self.decl;
        let ident = &d.item.ident;
        let none = quote!(::core::option::Option::None);
        // The interfaces verified with the regions, in the order `interfaces = [...]` lists
        // them (MLIR's trait order).
        let interface_checks: Vec<TokenStream> = d
            .interfaces
            .iter()
            .filter_map(|path| {
                let name = path.segments.last()?.ident.to_string();
                match name.as_str() {
                    "RegionBranchOpInterface" => {
                        Some(quote!(::rods::ods::verify_region_branch_op_on(ir, op, __view)?;))
                    }
                    "LoopLikeOpInterface" => {
                        Some(quote!(::rods::ods::verify_loop_like_op_on(ir, op, __view)?;))
                    }
                    _ => None,
                }
            })
            .collect();
        let branch = !interface_checks.is_empty();
        if !d.infers_result_types() && !branch {
            return match d.verify_regions {
                Some(span) => (
                    quote_spanned!(span=> ::core::option::Option::Some(#ident::verify_regions)),
                    TokenStream::new(),
                ),
                None => (none, TokenStream::new()),
            };
        }
        let infer = d.infers_result_types().then(|| {
            let f = self.infer_fn();
            quote!(::rods::ods::verify_inferred_result_types(ir, op, #f)?;)
        });
        let own = d
            .verify_regions
            .map(|span| quote_spanned!(span=> #ident::verify_regions(ir, op)?;));
        // The interfaces' checks share one typed view (an op that failed verification has
        // none, and is not checked, as a failed cast is not).
        let interface_checks = branch.then(|| {
            quote! {
                if let ::core::option::Option::Some(__view) = #ident::from_op(ir, op) {
                    let __view = &__view;
                    #(#interface_checks)*
                }
            }
        });
        let def = quote! {
            fn __verify_regions(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::result::Result<(), ::rods::diag::Diagnostic> {
                #infer
                #interface_checks
                #own
                ::core::result::Result::Ok(())
            }
        };
        (quote!(::core::option::Option::Some(__verify_regions)), def)
    }
}

/// An element `check_op` / `check_op_expansion` rejects where the expansion meets it: never
/// reached on a checked declaration.
fn unchecked(e: &Element) -> ! {
    unreachable!(
        "`{}` passed the checks but has no op expansion",
        e.describe()
    )
}

fn field_arity(f: &OpField) -> Arity {
    match &f.kind {
        OpFieldKind::Operand { arity, .. }
        | OpFieldKind::Result { arity, .. }
        | OpFieldKind::Region { arity, .. }
        | OpFieldKind::Successor { arity } => *arity,
        _ => Arity::Single,
    }
}

fn arity_code(a: Arity) -> TokenStream {
    match a {
        Arity::Single => quote!(::rods::ods::Arity::Single),
        Arity::Optional => quote!(::rods::ods::Arity::Optional),
        Arity::Variadic => quote!(::rods::ods::Arity::Variadic),
    }
}
