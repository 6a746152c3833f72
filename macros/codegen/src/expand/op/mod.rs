//! Code generation for `#[dialect_op]`: the `OpDef` (name, inherent attributes, traits), typed
//! access (`from_op`, `build`, accessors) and the verifier (MLIR's count traits, then
//! `verify_attrs`). The custom-form parser and printer of the assembly format (MLIR's
//! `OpFormatGen`) are in `parse.rs` and `print.rs`, the value-carrying elements in `values.rs`.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::format::{Element, ElementKind, OptionalGroup};
use crate::model::{Arity, OpDecl, OpField, OpFieldKind, Presence};

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
    let (parse, print) = match &decl.format {
        Some(fmt) => (
            g.parse_fn(&fmt.format.elements),
            g.print_fn(&fmt.format.elements),
        ),
        None => (TokenStream::new(), TokenStream::new()),
    };
    quote! {
        #item

        #[doc(hidden)]
        #[allow(non_snake_case, clippy::all)]
        const _: () = {
            #specs
            #inherent_impl
            #verify
            #arities
            #parse
            #print
        };
    }
}

struct OpGen<'a> {
    decl: &'a OpDecl,
}

fn local(f: &OpField) -> syn::Ident {
    format_ident!("__a_{}", f.ident)
}

/// `Option<T>` written as the field type.
fn is_option(f: &OpField) -> bool {
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
                OpFieldKind::Attribute(Presence::Default(expr)) => quote! {
                    ::core::option::Option::Some(|| {
                        let d: #ty = #expr;
                        <#ty as ::rods::ods::OpAttr>::to_attr(&d)
                    })
                },
                // A property without a default is stored default-constructed (0).
                OpFieldKind::Attribute(Presence::Required) if f.is_property() => {
                    quote_spanned!(ty.span()=> ::core::option::Option::Some(<#ty>::zero_storage))
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
                    default: ::core::option::Option::Some(|| ::rods::ods::segment_sizes_attr(&[0; #n])),
                    convert: ::core::option::Option::None,
                }
            });
        }
        // What a custom form's attr-dict moves into the properties: not the properties that
        // are not attributes (`EnumProp`).
        let is_prop = |n: &&String| self.field(n).is_some_and(OpField::is_property);
        let attr_names = names.iter().filter(|n| !is_prop(n));
        let props = names.iter().filter(is_prop);
        quote! {
            const __SPECS: &[::rods::ods::AttrSpec] = &[#(#specs),*];
            const __INHERENT: &[&str] = &[#(#names),*];
            #[allow(dead_code)]
            const __INHERENT_ATTRS: &[&str] = &[#(#attr_names),*];
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

    /// Whether the generated verifier looks only at the op itself (see `OpDef::local_verify`):
    /// not with the op's own `verify`, nor with traits that look at its parent or its regions.
    fn local_verify(&self) -> bool {
        let d = self.decl;
        d.verify.is_none()
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
        let (parse, print) = if d.format.is_some() {
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
        let local_verify = self.local_verify();
        let asm = self.asm_hooks();
        let (verify_regions, _) = self.verify_regions();
        let from_op = self.typed_view();
        let build = self.build();
        let build_in = self.build_in();
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
                    verify: __verify,
                    verify_regions: #verify_regions,
                    asm: #asm,
                    local_verify: #local_verify,
                    traits: #traits,
                };

                #from_op
                #build
                #build_in
                #(#accessors)*
            }
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
            ("regions", quote!(__o.regions)),
            ("successors", quote!(__o.successors)),
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
            let arities = fields.iter().map(|f| arity_code(field_arity(f)));
            let seg = format_ident!("__seg_{}", what);
            let sizes = match (what, self.decl.segment_sizes_name(what == "results")) {
                ("operands" | "results", Some(name)) => {
                    quote!(::rods::ods::segment_sizes(ir, op, #name).as_deref())
                }
                _ => quote!(::core::option::Option::None),
            };
            lets.push(quote! {
                let #seg = ::rods::ods::value_ranges(#list.len(), &[#(#arities),*], #sizes)?;
            });
            for (i, f) in fields.iter().enumerate() {
                let id = &f.ident;
                let value = match field_arity(f) {
                    Arity::Single => quote!(*#list.get(#seg[#i].start)?),
                    Arity::Optional => quote!(#list.get(#seg[#i].clone())?.first().copied()),
                    Arity::Variadic => quote!(#list.get(#seg[#i].clone())?.to_vec()),
                };
                lets.push(quote!(let #id = #value;));
                names.push(id);
            }
        }
        for f in self.attrs() {
            let (id, ty, attr_name) = (&f.ident, &f.value_ty, &f.name);
            let get = quote!(ir.property(op, #attr_name));
            let from = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::from_attr);
            let value = match &f.kind {
                OpFieldKind::Attribute(Presence::Required) => quote!(#from(#get?)?),
                OpFieldKind::Attribute(Presence::Default(expr)) => quote! {
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
            lets.push(quote!(let #id = #value;));
            names.push(id);
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

    /// `build_in`: `build` with the result types added, each buildable or inferred from the
    /// operands' types through a type relation trait (as ODS's builders without result types
    /// for ops whose result types are all known); `None` when one cannot be.
    fn build_in(&self) -> TokenStream {
        use crate::model::relations::type_resolvers;
        let d = self.decl;
        let operand_names: Vec<&str> = d
            .fields_where(|k| matches!(k, OpFieldKind::Operand { .. }))
            .iter()
            .map(|f| f.name.as_str())
            .collect();
        if d.infers_result_types() {
            let f = self.infer_fn();
            return build_in_fn(
                "the result types `infer_return_types` gives (`InferTypeOpInterface`); `None` when it fails",
                quote!(__state.result_types = ::rods::ods::build_inferred_result_types(ir, &__state, #f)?;),
            );
        }
        if let Some(steps) = self.first_attr_derived_steps() {
            return build_in_fn(
                "every result of the type of the first attribute (`FirstAttrDerivedResultType`); `None` when it is absent or untyped",
                steps,
            );
        }
        let resolvers = type_resolvers(d, &|n| operand_names.contains(&n));
        let mut steps = Vec::new();
        for f in d.fields_where(|k| matches!(k, OpFieldKind::Result { .. })) {
            let arity = field_arity(f);
            if let Some(r) = resolvers.get(&f.name)
                && let Some(src) = d.field(&r.source)
            {
                let id = &src.ident;
                let values = match field_arity(src) {
                    Arity::Single => quote!(::core::slice::from_ref(&self.#id)),
                    Arity::Optional => quote!(self.#id.as_slice()),
                    Arity::Variadic => quote!(self.#id.as_slice()),
                };
                let single = field_arity(src) == Arity::Single;
                if !single && arity == Arity::Single {
                    return TokenStream::new();
                }
                let transformer = match &r.transformer {
                    Some(e) => quote_spanned!(e.span()=> #e),
                    None => quote!(::rods::ods::same_type),
                };
                steps.push(quote! {
                    let __types: ::std::vec::Vec<::rods::ir::Type> =
                        #values.iter().map(|v| ir.value_type(*v).clone()).collect();
                    if #single && __types.is_empty() {
                        return ::core::option::Option::None;
                    }
                    __state.result_types.extend(::rods::ods::resolved_types(&__types, #single, 1, #transformer));
                });
                continue;
            }
            match f.type_constraint() {
                Some(ty) if arity == Arity::Single && crate::model::op::is_known_buildable(ty) => {
                    let build =
                        quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build());
                    steps.push(quote!(__state.result_types.push(#build);));
                }
                // Not inferable: no `build_in`.
                _ => return TokenStream::new(),
            }
        }
        build_in_fn(
            "the result types, each buildable or inferred from the operands' types (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`); `None` when an operand a type comes from is absent",
            quote!(#(#steps)*),
        )
    }

    /// `FirstAttrDerivedResultType`'s builder steps (MLIR's `genUseAttrAsResultTypeBuilder`):
    /// every result takes the first attribute's type; `None` without the trait or with a
    /// variable-length result (upstream generates no such builder then).
    fn first_attr_derived_steps(&self) -> Option<TokenStream> {
        let d = self.decl;
        if !d.has_trait("FirstAttrDerivedResultType") {
            return None;
        }
        let first = self.attrs().next()?;
        let results = d.fields_where(|k| matches!(k, OpFieldKind::Result { .. }));
        if results.iter().any(|f| field_arity(f) != Arity::Single) {
            return None;
        }
        let (name, n) = (&first.name, results.len());
        Some(quote! {
            let __ty = __state
                .properties
                .iter()
                .find(|a| a.name.is(#name))
                .and_then(|a| ::rods::ods::first_attr_derived_type(&a.value))?;
            __state.result_types = ::std::vec![__ty; #n];
        })
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

    /// `build`: an `OperationState` holding the fields (result types are added by the caller).
    fn build(&self) -> TokenStream {
        let mut steps = Vec::new();
        for f in &self.decl.fields {
            let (id, name) = (&f.ident, &f.name);
            let list = match &f.kind {
                OpFieldKind::Operand { .. } => quote!(operands),
                OpFieldKind::Region { .. } => quote!(regions),
                OpFieldKind::Successor { .. } => quote!(successors),
                OpFieldKind::Result {
                    constraint: Some(ty),
                    arity: Arity::Single,
                } if crate::model::op::is_known_buildable(ty) => {
                    let build =
                        quote_spanned!(ty.span()=> <#ty as ::rods::ods::BuildableType>::build());
                    steps.push(quote!(__state.result_types.push(#build);));
                    continue;
                }
                OpFieldKind::Result { .. } => continue,
                _ => {
                    let ty = &f.value_ty;
                    let to = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttr>::to_attr);
                    steps.push(if is_option(f) {
                        quote! {
                            if let ::core::option::Option::Some(v) = &self.#id {
                                __state.set_property(#name, #to(v));
                            }
                        }
                    } else {
                        quote!(__state.set_property(#name, #to(&self.#id));)
                    });
                    continue;
                }
            };
            steps.push(match field_arity(f) {
                Arity::Single => quote!(__state.#list.push(self.#id);),
                _ => quote!(__state.#list.extend(self.#id.iter().copied());),
            });
        }
        // `operandSegmentSizes` / `resultSegmentSizes`: each group's size in the struct (a
        // result group's values stand for the results the caller gives types to).
        for results in [false, true] {
            let Some(name) = self.decl.segment_sizes_name(results) else {
                continue;
            };
            let sizes = self
                .decl
                .fields_where(|k| {
                    if results {
                        matches!(k, OpFieldKind::Result { .. })
                    } else {
                        matches!(k, OpFieldKind::Operand { .. })
                    }
                })
                .into_iter()
                .map(|f| {
                    let id = &f.ident;
                    match field_arity(f) {
                        Arity::Single => quote!(1usize),
                        Arity::Optional => quote!(usize::from(self.#id.is_some())),
                        Arity::Variadic => quote!(self.#id.len()),
                    }
                });
            steps.push(quote! {
                __state.set_property(#name, ::rods::ods::segment_sizes_attr(&[#(#sizes),*]));
            });
        }
        quote! {
            /// An `OperationState` for this op (add the result types before creating it, one
            /// per value of each result field; segment sizes are set from the fields).
            pub fn build(&self, loc: ::rods::ir::Location) -> ::rods::ir::OperationState {
                let mut __state = ::rods::ir::OperationState::new(
                    ::rods::ir::OperationName::Registered(&Self::DEF),
                    loc,
                );
                #(#steps)*
                __state
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
                _ => TokenStream::new(),
            });
        }
        out
    }

    /// The verifier: MLIR's count traits (regions, results, successors, operands), the
    /// structural traits, the inherent attributes, the operand and result types, the other
    /// traits, then the op's own `verify`.
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
        types.extend(self.relation_checks());
        types.extend(self.trait_checks(false));
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
    /// check, which MLIR runs with the regions (`verifyWithRegions`), then the op's own
    /// `verify_regions`.
    fn verify_regions(&self) -> (TokenStream, TokenStream) {
        let d = self.decl;
        let ident = &d.item.ident;
        let none = quote!(::core::option::Option::None);
        if !d.infers_result_types() {
            return match d.verify_regions {
                Some(span) => (
                    quote_spanned!(span=> ::core::option::Option::Some(#ident::verify_regions)),
                    TokenStream::new(),
                ),
                None => (none, TokenStream::new()),
            };
        }
        let f = self.infer_fn();
        let own = d
            .verify_regions
            .map(|span| quote_spanned!(span=> #ident::verify_regions(ir, op)?;));
        let def = quote! {
            fn __verify_regions(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::result::Result<(), ::rods::diag::Diagnostic> {
                ::rods::ods::verify_inferred_result_types(ir, op, #f)?;
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

/// `build_in`: [`build`](OpGen::build), then `steps` (which set `__state.result_types`, `?`
/// on failure); `doc` says where the types come from.
fn build_in_fn(doc: &str, steps: TokenStream) -> TokenStream {
    let doc = format!("[`build`](Self::build) with {doc}.");
    quote! {
        #[doc = #doc]
        pub fn build_in(
            &self,
            ir: &::rods::ir::Ir,
            loc: ::rods::ir::Location,
        ) -> ::core::option::Option<::rods::ir::OperationState> {
            let _ = ir;
            let mut __state = self.build(loc);
            __state.result_types.clear();
            #steps
            ::core::option::Option::Some(__state)
        }
    }
}

fn field_arity(f: &OpField) -> Arity {
    match &f.kind {
        OpFieldKind::Operand { arity, .. }
        | OpFieldKind::Result { arity, .. }
        | OpFieldKind::Region { arity }
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
