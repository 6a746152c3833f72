//! Code generation for `#[dialect_op]`: the `OpDef` (name, inherent attributes, traits), typed
//! access (`from_op`, `build`, accessors), the verifier (MLIR's count traits, then
//! `verify_attrs`), and the custom-form parser and printer of the assembly format (MLIR's
//! `OpFormatGen`), with the printer's spacing computed statically ([`plan`]).

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::expand::{
    Spacing, code_expr, custom_fns, is_whitespace, parse_literal, parse_optional_literal,
};
use crate::format::{Element, ElementKind, Literal, OptionalGroup};
use crate::model::{Arity, OpDecl, OpField, OpFieldKind, Presence};

#[path = "expand_values.rs"]
mod values;

/// Generates the item and everything `#[dialect_op]` derives from it.
pub fn expand(decl: &OpDecl) -> TokenStream {
    let item = &decl.item;
    let g = OpGen { decl };
    let specs = g.attr_specs();
    let inherent_impl = g.inherent_impl();
    let verify = g.verify_fn();
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

/// One step of a generated op printer; the spacing is already decided.
#[derive(Debug)]
pub enum Step<'a> {
    /// Literal text, with its leading space if any.
    Text(String),
    /// A variable, custom directive or other printed element, with a space before it or not.
    Element {
        /// The element.
        element: &'a Element,
        /// Whether `' '` is printed first.
        space: bool,
    },
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// An `oilist`: each clause printed (keyword first, with a space) iff any of its variables is
    /// present, in declaration order.
    Oilist(Vec<OilistStep<'a>>),
    /// An optional group.
    Group {
        /// The anchor.
        anchor: Option<&'a Element>,
        /// Whether the anchor is in the else branch.
        inverted: bool,
        /// The then branch (printed when the anchor is present, or absent if `inverted`).
        then: Vec<Step<'a>>,
        /// The else branch.
        otherwise: Vec<Step<'a>>,
    },
}

/// One clause of an `oilist` in a printer plan.
#[derive(Debug)]
pub struct OilistStep<'a> {
    /// The clause's keyword.
    pub keyword: String,
    /// The clause's elements (their variables decide whether it is printed).
    pub elements: &'a [Element],
    /// What follows the keyword.
    pub steps: Vec<Step<'a>>,
}

/// The op printer of a format: MLIR's `OpFormatGen` printer with its spacing flags evaluated at
/// expansion time (reference §1.7). Optional groups do not save or restore the flags: the code
/// after a group continues with the state its branches left. `elided` tells whether an element
/// is a unit-attribute anchor that is not printed.
pub fn plan<'a>(
    elements: &'a [Element],
    spacing: &mut Spacing,
    elided: &dyn Fn(&Element) -> bool,
) -> Vec<Step<'a>> {
    let mut steps = Vec::new();
    for e in elements {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let space = spacing.literal(v);
                steps.push(Step::Text(if space { format!(" {v}") } else { v.clone() }));
            }
            ElementKind::Literal(lit) => {
                spacing.whitespace(lit);
                match lit {
                    Literal::Space => steps.push(Step::Text(" ".to_owned())),
                    Literal::Newline => steps.push(Step::Text("\n".to_owned())),
                    _ => {}
                }
            }
            ElementKind::AttrDict { with_keyword } => {
                spacing.dict();
                steps.push(Step::AttrDict {
                    with_keyword: *with_keyword,
                });
            }
            ElementKind::PropDict => {
                spacing.dict();
                steps.push(Step::PropDict);
            }
            ElementKind::OptionalGroup(group) => {
                // mlir-tblgen generates the then branch first, then the else branch, with one
                // running state.
                let then = plan(&group.then_elements, spacing, elided);
                let otherwise = plan(&group.else_elements, spacing, elided);
                steps.push(Step::Group {
                    anchor: group.anchor_element(),
                    inverted: group.inverted,
                    then,
                    otherwise,
                });
            }
            ElementKind::Oilist(clauses) => {
                // mlir-tblgen prints each clause as `' ' kw` and its elements after it.
                let clauses = clauses
                    .iter()
                    .map(|c| {
                        let mut inner = Spacing::default();
                        let keyword = match &c.keyword.kind {
                            ElementKind::Literal(Literal::Token(v)) => v.clone(),
                            _ => String::new(),
                        };
                        inner.literal(&keyword);
                        OilistStep {
                            keyword,
                            elements: &c.elements,
                            steps: plan(&c.elements, &mut inner, elided),
                        }
                    })
                    .collect();
                *spacing = Spacing::default();
                steps.push(Step::Oilist(clauses));
            }
            _ if elided(e) => {}
            _ => {
                let space = spacing.element();
                steps.push(Step::Element { element: e, space });
            }
        }
    }
    steps
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

    fn attr_specs(&self) -> TokenStream {
        let specs = self.attrs().map(|f| {
            let (name, ty) = (&f.name, &f.value_ty);
            let required = matches!(f.kind, OpFieldKind::Attribute(Presence::Required));
            quote_spanned! {ty.span()=>
                ::rods::ods::AttrSpec {
                    name: #name,
                    required: #required,
                    satisfies: <#ty as ::rods::ods::OpAttr>::satisfies,
                    satisfies_storage: <#ty as ::rods::ods::OpAttr>::satisfies_storage,
                    summary: <#ty as ::rods::ods::OpAttr>::summary,
                    invalid_value: <#ty as ::rods::ods::OpAttr>::invalid_value,
                }
            }
        });
        let names = self.attrs().map(|f| &f.name);
        quote! {
            const __SPECS: &[::rods::ods::AttrSpec] = &[#(#specs),*];
            const __INHERENT: &[&str] = &[#(#names),*];
        }
    }

    fn traits(&self) -> TokenStream {
        let mut fields = Vec::new();
        for path in &self.decl.traits {
            let Some(last) = path.segments.last() else {
                continue;
            };
            let field = match last.ident.to_string().as_str() {
                "Symbol" => "symbol",
                "SymbolTable" => "symbol_table",
                "IsolatedFromAbove" => "isolated_from_above",
                "NoTerminator" => "no_terminator",
                "SingleBlock" => "single_block",
                "Terminator" => "terminator",
                _ => continue,
            };
            fields.push(format_ident!("{}", field));
        }
        quote!(::rods::dialect::OpTraits { #(#fields: true,)* ..::rods::dialect::OpTraits::NONE })
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
        let from_op = self.typed_view();
        let build = self.build();
        let accessors = d.fields.iter().map(|f| {
            let (id, ty) = (&f.ident, &f.ty);
            let doc = format!("The `{}` field.", f.name);
            quote!(#[doc = #doc] pub fn #id(&self) -> &#ty { &self.#id })
        });
        quote! {
            #[automatically_derived]
            impl #ident {
                /// The registry definition of the op.
                pub const DEF: ::rods::dialect::OpDef = ::rods::dialect::OpDef {
                    name: #name,
                    summary: #summary,
                    inherent_attrs: __INHERENT,
                    property_specs: __SPECS,
                    parse: #parse,
                    print: #print,
                    verify: __verify,
                    local_verify: true,
                    traits: #traits,
                };

                #from_op
                #build
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
            lets.push(quote! {
                let #seg = ::rods::ods::split_segments(#list.len(), &[#(#arities),*])?;
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
                    buildable_type: Some(ty),
                    arity: Arity::Single,
                } => {
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
        quote! {
            /// An `OperationState` for this op (add the result types before creating it).
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

    /// The verifier: MLIR's count traits (regions, results, successors, operands), then the
    /// inherent attributes.
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
        quote! {
            fn __verify(ir: &::rods::ir::Ir, op: ::rods::ir::OpId) -> ::core::result::Result<(), ::rods::diag::Diagnostic> {
                #(#checks)*
                ::rods::ods::verify_attrs(ir, op, __SPECS)
            }
        }
    }

    // --- parser ---------------------------------------------------------------------------

    fn parse_fn(&self, elements: &[Element]) -> TokenStream {
        let locals = self.attrs().map(|f| {
            let l = local(f);
            quote!(let mut #l: ::core::option::Option<::rods::ir::Attribute> = ::core::option::Option::None;)
        });
        let value_locals = self.value_parse_locals(elements);
        let body = self.parse_elements(elements);
        let finish = self.value_parse_finish(elements);
        let stores = self.attrs().map(|f| {
            let (l, name) = (local(f), &f.name);
            quote!(if let ::core::option::Option::Some(a) = #l { state.set_property(#name, a); })
        });
        quote! {
            #[allow(unused_mut, unused_variables)]
            fn __parse(
                p: &mut ::rods::syntax::parser::Parser<'_>,
                state: &mut ::rods::ir::OperationState,
            ) -> ::rods::diag::ParseResult {
                #(#locals)*
                #value_locals
                #body
                #finish
                #(#stores)*
                ::rods::ods::__private::move_inherent_attrs(state, __INHERENT);
                ::core::result::Result::Ok(())
            }
        }
    }

    fn parse_elements(&self, elements: &[Element]) -> TokenStream {
        elements.iter().map(|e| self.parse_element(e)).collect()
    }

    fn unsupported(&self, e: &Element) -> TokenStream {
        let msg = format!(
            "`{}` is not supported yet by the rods op format expansion",
            e.describe()
        );
        let span = self.span(e);
        quote_spanned!(span=> ::core::compile_error!(#msg);)
    }

    fn parse_attr(&self, f: &OpField, qualified: bool) -> TokenStream {
        let (l, ty) = (local(f), &f.value_ty);
        let call = if qualified {
            quote_spanned!(ty.span()=> ::rods::ods::__private::parse_qualified::<#ty>(p)?)
        } else {
            quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::parse(p)?)
        };
        quote!(#l = ::core::option::Option::Some(#call);)
    }

    fn parse_element(&self, e: &Element) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Token(v)) => parse_literal(&quote!(p), v),
            ElementKind::Literal(_) => TokenStream::new(),
            ElementKind::Variable(_) | ElementKind::Qualified(_) => match self.attr_field(e) {
                Some(f) => self.parse_attr(f, matches!(e.kind, ElementKind::Qualified(_))),
                None => self
                    .parse_value_element(e)
                    .unwrap_or_else(|| self.unsupported(e)),
            },
            ElementKind::Type(_)
            | ElementKind::FunctionalType { .. }
            | ElementKind::Operands
            | ElementKind::Regions
            | ElementKind::Successors => self
                .parse_value_element(e)
                .unwrap_or_else(|| self.unsupported(e)),
            ElementKind::AttrDict { with_keyword } => {
                let method = if *with_keyword {
                    quote!(parse_optional_attr_dict_with_keyword)
                } else {
                    quote!(parse_optional_attr_dict)
                };
                let name = self.decl.name.full();
                quote! {
                    let __dict_loc = p.current_location();
                    p.#method(&mut state.attributes)?;
                    ::rods::ods::__private::verify_inherent_attrs(p, __dict_loc, &state.attributes, #name, __SPECS)?;
                }
            }
            ElementKind::PropDict => quote! {
                ::rods::ods::__private::parse_prop_dict(p, state)?;
            },
            ElementKind::Custom { name, args } => self.parse_custom(e, name, args, false),
            ElementKind::OptionalGroup(group) => self.parse_group(group),
            ElementKind::Oilist(clauses) => self.parse_oilist(clauses),
            _ => self.unsupported(e),
        }
    }

    fn parse_custom(
        &self,
        e: &Element,
        name: &str,
        args: &[Element],
        optional: bool,
    ) -> TokenStream {
        let span = self.span(e);
        let (parse_fn, _) = custom_fns(name, span);
        let mut bound = Vec::new();
        let mut call_args = Vec::new();
        let mut pre = Vec::new();
        for arg in args {
            if self.attr_field(arg).is_none()
                && let Some((value, before)) = self.custom_parse_value_arg(arg)
            {
                call_args.push(value);
                pre.push(before);
                continue;
            }
            match &arg.kind {
                ElementKind::Variable(_) => match self.attr_field(arg) {
                    Some(f) => bound.push(f),
                    None => return self.unsupported(arg),
                },
                ElementKind::Ref(inner) => match (&inner.kind, self.attr_field(inner)) {
                    (_, Some(f)) => {
                        let l = local(f);
                        call_args.push(quote!(#l.as_ref()));
                    }
                    (ElementKind::AttrDict { .. }, _) => call_args.push(quote!(&state.attributes)),
                    _ => return self.unsupported(arg),
                },
                ElementKind::AttrDict { .. } => call_args.push(quote!(&mut state.attributes)),
                ElementKind::String(code) => call_args.push(code_expr(code, span)),
                _ => return self.unsupported(arg),
            }
        }
        let vars: Vec<syn::Ident> = bound
            .iter()
            .map(|f| format_ident!("__c_{}", f.ident))
            .collect();
        let assigns = bound.iter().zip(&vars).map(|(f, v)| {
            let l = local(f);
            quote!(if #v.is_some() { #l = #v; })
        });
        let call = quote_spanned!(span=> #parse_fn(p #(, #call_args)*));
        if optional {
            quote!({ #(#pre)* if let ::core::option::Option::Some((#(#vars,)*)) = #call? { #(#assigns)* true } else { false } })
        } else {
            quote! {
                #(#pre)*
                let (#(#vars,)*) = #call?;
                #(#assigns)*
            }
        }
    }

    /// Whether `e` names a `UnitAttr` field.
    fn is_unit(&self, e: &Element) -> bool {
        self.attr_field(e)
            .is_some_and(|f| matches!(f.kind, OpFieldKind::UnitAttribute))
    }

    /// `oilist(...)`: clauses in any order, each at most once (MLIR's generated loop).
    fn parse_oilist(&self, clauses: &[crate::format::OilistClause]) -> TokenStream {
        let mut seen = Vec::new();
        let mut arms = Vec::new();
        for (i, c) in clauses.iter().enumerate() {
            let ElementKind::Literal(Literal::Token(kw)) = &c.keyword.kind else {
                continue;
            };
            let flag = format_ident!("__clause_{}", i);
            let cond = parse_optional_literal(&quote!(p), kw);
            let msg = format!(
                "`{kw}` clause can appear at most once in the expansion of the oilist directive"
            );
            let body: TokenStream = c
                .elements
                .iter()
                .map(|e| match self.attr_field(e) {
                    // A clause holding only a unit attribute: the keyword sets it.
                    Some(f) if c.elements.len() == 1 && self.is_unit(e) => {
                        let l = local(f);
                        quote!(#l = ::core::option::Option::Some(::rods::ir::Attribute::Unit);)
                    }
                    Some(f) => {
                        let (l, ty) = (local(f), &f.value_ty);
                        let call = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::parse_optional(p)?);
                        quote!(if let ::core::option::Option::Some(a) = #call { #l = ::core::option::Option::Some(a); })
                    }
                    None => self.parse_element(e),
                })
                .collect();
            arms.push(quote! {
                if #cond {
                    if #flag {
                        return ::core::result::Result::Err(p.emit_error_at(state.loc.clone(), #msg));
                    }
                    #flag = true;
                    #body
                    continue;
                }
            });
            seen.push(flag);
        }
        quote! {
            {
                #(let mut #seen = false;)*
                loop {
                    #(#arms)*
                    break;
                }
            }
        }
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

    fn parse_group(&self, group: &OptionalGroup) -> TokenStream {
        let Some(first_index) = group.then_elements.iter().position(|e| !is_whitespace(e)) else {
            return TokenStream::new();
        };
        let first = &group.then_elements[first_index];
        let rest: TokenStream = group.then_elements[first_index + 1..]
            .iter()
            .map(|e| {
                if self.is_elided_unit(group, e) {
                    let l = self.attr_field(e).map(local);
                    quote!(#l = ::core::option::Option::Some(::rods::ir::Attribute::Unit);)
                } else {
                    self.parse_element(e)
                }
            })
            .collect();
        let else_ = self.parse_elements(&group.else_elements);
        match &first.kind {
            ElementKind::Literal(Literal::Token(v)) => {
                let cond = parse_optional_literal(&quote!(p), v);
                quote!(if #cond { #rest } else { #else_ })
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) | ElementKind::Type(_)
                if self.attr_field(first).is_none() =>
            {
                match self.parse_optional_value_element(first) {
                    Some(cond) => quote!(if #cond { #rest } else { #else_ }),
                    None => self.unsupported(first),
                }
            }
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some(f) = self.attr_field(first) else {
                    return self.unsupported(first);
                };
                let (l, ty) = (local(f), &f.value_ty);
                let call = quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::parse_optional(p)?);
                quote! {
                    if let ::core::option::Option::Some(a) = #call {
                        #l = ::core::option::Option::Some(a);
                        #rest
                    } else {
                        #else_
                    }
                }
            }
            ElementKind::Custom { name, args } => {
                let cond = self.parse_custom(first, name, args, true);
                quote!(if #cond { #rest } else { #else_ })
            }
            _ => self.unsupported(first),
        }
    }

    // --- printer --------------------------------------------------------------------------

    fn print_fn(&self, elements: &[Element]) -> TokenStream {
        let loads = self.attrs().map(|f| {
            let (l, name) = (local(f), &f.name);
            quote!(let #l: ::core::option::Option<&::rods::ir::Attribute> = ::rods::ods::__private::property(p, op, #name);)
        });
        let value_locals = self.value_print_locals();
        let elided_units = |e: &Element| self.is_elided_anywhere(elements, e);
        let steps = plan(elements, &mut Spacing::default(), &elided_units);
        let body = self.print_steps(&steps, elements);
        quote! {
            fn __print(p: &mut ::rods::syntax::printer::Printer<'_>, op: ::rods::ir::OpId) {
                #(#loads)*
                #value_locals
                #body
            }
        }
    }

    fn is_elided_anywhere(&self, elements: &[Element], e: &Element) -> bool {
        elements.iter().any(|top| match &top.kind {
            ElementKind::Oilist(clauses) => clauses.iter().any(|c| {
                c.elements.len() == 1 && std::ptr::eq(&c.elements[0], e) && self.is_unit(e)
            }),
            ElementKind::OptionalGroup(g) => {
                self.is_elided_unit(g, e) || self.is_elided_anywhere(&g.then_elements, e)
            }
            _ => false,
        })
    }

    fn print_steps(&self, steps: &[Step<'_>], all: &[Element]) -> TokenStream {
        steps.iter().map(|s| self.print_step(s, all)).collect()
    }

    /// Names of the attributes the format binds (elided from `attr-dict`).
    fn bound_attrs(&self, all: &[Element]) -> Vec<String> {
        let mut names = Vec::new();
        for e in all {
            e.walk(&mut |x| {
                if let ElementKind::Variable(n) = &x.kind
                    && self.field(n).is_some_and(OpField::is_attribute)
                    && !names.contains(n)
                {
                    names.push(n.clone());
                }
            });
        }
        names
    }

    fn print_step(&self, step: &Step<'_>, all: &[Element]) -> TokenStream {
        match step {
            Step::Text(t) => quote!(p.write_str(#t);),
            Step::AttrDict { with_keyword } => {
                let bound = self.bound_attrs(all);
                let defaults: Vec<TokenStream> = self
                    .attrs()
                    .filter_map(|f| match &f.kind {
                        OpFieldKind::Attribute(Presence::Default(expr))
                            if !bound.contains(&f.name) =>
                        {
                            let (l, ty, name) = (local(f), &f.value_ty, &f.name);
                            Some(quote! {
                                if #l.is_some_and(|a| {
                                    let d: #ty = #expr;
                                    *a == <#ty as ::rods::ods::OpAttr>::to_attr(&d)
                                }) && let Some(slot) = __elided.get_mut(__n) {
                                    *slot = #name;
                                    __n += 1;
                                }
                            })
                        }
                        _ => None,
                    })
                    .collect();
                // Next to a `prop-dict`, the attr-dict holds only the discardable attributes.
                let has_prop_dict = all.iter().any(|e| matches!(e.kind, ElementKind::PropDict));
                let print = if has_prop_dict {
                    quote!(::rods::ods::__private::print_discardable_attr_dict)
                } else {
                    quote!(::rods::ods::__private::print_attr_dict)
                };
                if defaults.is_empty() {
                    return quote!(#print(p, op, &[#(#bound),*], #with_keyword););
                }
                // The names to elide on the stack: no allocation per printed op.
                let n_bound = bound.len();
                let cap = n_bound + defaults.len();
                let blanks = std::iter::repeat_n(quote!(""), defaults.len());
                quote! {
                    {
                        let mut __elided: [&str; #cap] = [#(#bound,)* #(#blanks),*];
                        let mut __n: usize = #n_bound;
                        #(#defaults)*
                        #print(p, op, __elided.get(..__n).unwrap_or(&[]), #with_keyword);
                    }
                }
            }
            Step::PropDict => {
                let bound = self.bound_attrs(all);
                quote!(::rods::ods::__private::print_prop_dict(p, op, &[#(#bound),*]);)
            }
            Step::Group {
                anchor,
                inverted,
                then,
                otherwise,
            } => {
                let guard = anchor.map_or_else(|| quote!(false), |a| self.guard(a));
                let guard = if *inverted { quote!(!(#guard)) } else { guard };
                let then = self.print_steps(then, all);
                let otherwise = self.print_steps(otherwise, all);
                quote!(if #guard { #then } else { #otherwise })
            }
            Step::Element { element, space } => self.print_element(element, *space),
            Step::Oilist(clauses) => clauses
                .iter()
                .map(|c| {
                    let mut vars = Vec::new();
                    for e in c.elements {
                        e.walk(&mut |x| {
                            if matches!(x.kind, ElementKind::Variable(_)) {
                                vars.push(self.guard(x));
                            }
                        });
                    }
                    let kw = format!(" {}", c.keyword);
                    let body = self.print_steps(&c.steps, all);
                    quote!(if false #(|| #vars)* { p.write_str(#kw); #body })
                })
                .collect(),
        }
    }

    /// Whether an anchor is present (MLIR's printer guards, §1.5).
    fn guard(&self, anchor: &Element) -> TokenStream {
        match &anchor.kind {
            ElementKind::Custom { args, .. } => {
                let conds: Vec<TokenStream> = args
                    .iter()
                    .filter(|a| matches!(a.kind, ElementKind::Variable(_)))
                    .map(|a| self.guard(a))
                    .collect();
                if conds.is_empty() {
                    quote!(false)
                } else {
                    quote!(#(#conds)||*)
                }
            }
            _ => match self.attr_field(anchor) {
                Some(f) => {
                    let l = local(f);
                    match &f.kind {
                        OpFieldKind::Attribute(Presence::Default(expr)) => {
                            let ty = &f.value_ty;
                            quote!(#l.is_some_and(|a| {
                                let d: #ty = #expr;
                                *a != <#ty as ::rods::ods::OpAttr>::to_attr(&d)
                            }))
                        }
                        _ => quote!(#l.is_some()),
                    }
                }
                None => self.value_guard(anchor).unwrap_or_else(|| quote!(false)),
            },
        }
    }

    fn print_element(&self, e: &Element, space: bool) -> TokenStream {
        let space = if space {
            quote!(p.write_str(" ");)
        } else {
            TokenStream::new()
        };
        match &e.kind {
            ElementKind::Variable(_) | ElementKind::Qualified(_) => {
                let Some(f) = self.attr_field(e) else {
                    return match self.print_value_element(e) {
                        Some(print) => quote!(#space #print),
                        None => self.unsupported(e),
                    };
                };
                let (l, ty) = (local(f), &f.value_ty);
                let print = if matches!(e.kind, ElementKind::Qualified(_)) {
                    quote!(p.print_attribute(a);)
                } else {
                    quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::print(a, p);)
                };
                quote!(if let ::core::option::Option::Some(a) = #l { #space #print })
            }
            ElementKind::Custom { name, args } => {
                let span = self.span(e);
                let (_, print_fn) = custom_fns(name, span);
                let mut call_args = Vec::new();
                for arg in args {
                    if let Some(value) = self.custom_print_value_arg(arg) {
                        call_args.push(value);
                        continue;
                    }
                    let target = match &arg.kind {
                        ElementKind::Ref(inner) => inner.as_ref(),
                        _ => arg,
                    };
                    match (&target.kind, self.attr_field(target)) {
                        (_, Some(f)) => {
                            let l = local(f);
                            call_args.push(quote!(#l));
                        }
                        (ElementKind::AttrDict { .. }, _) => {
                            call_args.push(quote!(&::rods::ods::__private::attributes(p, op)));
                        }
                        (ElementKind::String(code), _) => call_args.push(code_expr(code, span)),
                        _ => return self.unsupported(arg),
                    }
                }
                let call = quote_spanned!(span=> #print_fn(p #(, #call_args)*));
                quote!(#space #call;)
            }
            _ => match self.print_value_element(e) {
                Some(print) => quote!(#space #print),
                None => self.unsupported(e),
            },
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
