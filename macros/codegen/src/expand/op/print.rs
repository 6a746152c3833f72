//! The custom-form printer of an op format (MLIR's generated `print`), with the spacing
//! decided at expansion time: a format is first turned into a [`plan`] of [`Step`]s.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use crate::expand::common::{Spacing, code_expr, custom_fns};
use crate::format::{Element, ElementKind, Literal};
use crate::model::{OpField, OpFieldKind, Presence};

use super::{OpGen, default_attr_fn, default_of, is_option, local, unchecked};

/// One step of a generated op printer; the spacing is already decided.
#[derive(Debug)]
pub enum Step<'a> {
    /// Literal text, with its leading space if any.
    Text(String),
    /// `` `\n` ``: a newline and the indentation of the op (MLIR's `printNewline`).
    Newline,
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
                    Literal::Newline => steps.push(Step::Newline),
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

impl OpGen<'_> {
    pub(super) fn print_fn(&self, elements: &[Element]) -> TokenStream {
        let loads = self.attrs().map(|f| {
            let (l, name) = (local(f), &f.name);
            // A default-valued attribute not stored is its default: the generated fn gives it
            // without looking the declaration up.
            let get = match &f.kind {
                OpFieldKind::Attribute(Presence::Default(_)) if !is_option(f) => {
                    let default = default_attr_fn(f);
                    quote!(::rods::ods::__private::property_or(p, op, #name, #default))
                }
                _ if f.is_property() => quote!(::rods::ods::__private::property(p, op, #name)),
                _ => quote!(::rods::ods::__private::stored_property(p, op, #name)),
            };
            quote!(let #l: ::core::option::Option<&::rods::ir::Attribute> = #get;)
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
    pub(super) fn bound_attrs(&self, all: &[Element]) -> Vec<String> {
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

    /// `call` with the names to elide (a `&[&str]` expression): the attributes the format binds,
    /// then each default-valued one it does not bind while it equals its default.
    fn with_elided(
        &self,
        all: &[Element],
        attr_dict: bool,
        call: impl Fn(TokenStream) -> TokenStream,
    ) -> TokenStream {
        let mut bound = self.bound_attrs(all);
        // A property that is not an attribute (`EnumProp`) is never in the attr-dict, and an
        // attribute of its name there is a discardable one: printed.
        if attr_dict {
            bound.retain(|n| !self.field(n).is_some_and(OpField::is_property));
        }
        // The segment sizes are implied by the groups the format prints one by one.
        for results in [false, true] {
            if let Some(name) = self.decl.segment_sizes_name(results)
                && Self::binds_groups(all, results)
            {
                bound.push(name.to_owned());
            }
        }
        // A variadic-of-variadic group's sizes attribute is implied by its sub-groups.
        for f in &self.decl.fields {
            if let Some(attr) = &f.segments
                && f.is_variadic_of_variadic()
                && !bound.contains(&attr.value())
            {
                bound.push(attr.value());
            }
        }
        let defaults: Vec<TokenStream> = self
            .attrs()
            .filter_map(|f| match default_of(f) {
                Some(_) if !bound.contains(&f.name) && !f.is_property() => {
                    let (l, name) = (local(f), &f.name);
                    let default = default_attr_fn(f);
                    Some(quote! {
                        if #l.is_some_and(|a| *a == *#default()) && let Some(slot) = __elided.get_mut(__n) {
                            *slot = #name;
                            __n += 1;
                        }
                    })
                }
                _ => None,
            })
            .collect();
        if defaults.is_empty() {
            return call(quote!(&[#(#bound),*]));
        }
        // The names to elide on the stack: no allocation per printed op.
        let n_bound = bound.len();
        let cap = n_bound + defaults.len();
        let blanks = std::iter::repeat_n(quote!(""), defaults.len());
        let call = call(quote!(__elided.get(..__n).unwrap_or(&[])));
        quote! {
            {
                let mut __elided: [&str; #cap] = [#(#bound,)* #(#blanks),*];
                let mut __n: usize = #n_bound;
                #(#defaults)*
                #call
            }
        }
    }

    fn print_step(&self, step: &Step<'_>, all: &[Element]) -> TokenStream {
        match step {
            Step::Text(t) => quote!(p.write_str(#t);),
            Step::Newline => quote!(p.print_newline();),
            Step::AttrDict { with_keyword } => {
                // Next to a `prop-dict`, the attr-dict holds only the discardable attributes.
                let has_prop_dict = all.iter().any(|e| matches!(e.kind, ElementKind::PropDict));
                if has_prop_dict {
                    let print = quote!(::rods::ods::__private::print_discardable_attr_dict);
                    return self.with_elided(
                        all,
                        true,
                        |elided| quote!(#print(p, op, #elided, #with_keyword);),
                    );
                }
                // A segment sizes property not stored (all zeros) is shown unless the format
                // elides it; any other default not stored is always elided.
                let segments = self.decl.segment_sizes_name(false).is_some()
                    || self.decl.segment_sizes_name(true).is_some();
                let print = if segments {
                    quote!(::rods::ods::__private::print_attr_dict)
                } else {
                    quote!(::rods::ods::__private::print_generated_attr_dict)
                };
                self.with_elided(
                    all,
                    true,
                    |elided| quote!(#print(p, op, #elided, __PROPS, #with_keyword);),
                )
            }
            // Default-valued properties equal to their default are elided here too, as
            // mlir-tblgen's `genPropDictPrinter` does.
            Step::PropDict => self.with_elided(
                all,
                false,
                |elided| quote!(::rods::ods::__private::print_prop_dict(p, op, #elided);),
            ),
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
                        OpFieldKind::Attribute(Presence::Default(_)) => {
                            let default = default_attr_fn(f);
                            quote!(#l.is_some_and(|a| *a != *#default()))
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
                        None => unchecked(e),
                    };
                };
                let (l, ty) = (local(f), &f.value_ty);
                let method = if matches!(e.kind, ElementKind::Qualified(_)) {
                    quote!(print_qualified)
                } else {
                    quote!(print)
                };
                let print =
                    quote_spanned!(ty.span()=> <#ty as ::rods::ods::OpAttrFormat>::#method(a, p););
                quote!(if let ::core::option::Option::Some(a) = #l { #space #print })
            }
            ElementKind::Custom { name, args } => {
                let span = self.span(e);
                let (_, print_fn) = custom_fns(name, span);
                let mut call_args = Vec::new();
                // The fn-pointer type `print_F` must have (see `custom_parse_fn_type`).
                let mut params = Vec::new();
                let mut pre = Vec::new();
                for arg in args {
                    if let Some(value) = self.custom_print_value_arg(arg) {
                        call_args.push(value);
                        params.push(
                            self.custom_value_arg_type(arg, true)
                                .unwrap_or_else(|| quote!(_)),
                        );
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
                            params.push(quote!(::core::option::Option<&::rods::ir::Attribute>));
                        }
                        (ElementKind::AttrDict { .. }, _) => {
                            // Read before the call, which borrows the printer.
                            let l = quote::format_ident!("__attrs_{}", pre.len());
                            pre.push(quote!(let #l = p.ir().op(op).attributes.as_slice();));
                            call_args.push(quote!(#l));
                            params.push(quote!(&[::rods::ir::NamedAttribute]));
                        }
                        (ElementKind::String(code), _) => {
                            call_args.push(code_expr(code, span));
                            params.push(quote!(_));
                        }
                        _ => unchecked(arg),
                    }
                }
                let call = quote_spanned! {span=>
                    ({
                        let __f: fn(&mut ::rods::syntax::printer::Printer<'_> #(, #params)*) = #print_fn;
                        __f
                    })(p #(, #call_args)*)
                };
                quote!(#space { #(#pre)* #call; })
            }
            _ => match self.print_value_element(e) {
                Some(print) => quote!(#space #print),
                None => unchecked(e),
            },
        }
    }
}
