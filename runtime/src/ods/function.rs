//! Function-like ops (MLIR's `FunctionOpInterface` and `function_interface_impl`): the
//! interface, its verifier ([`verify_function_op`], MLIR's `verifyTrait` with `verifyBody`),
//! and the custom form `func.func` and `gpu.func` share ([`parse_function_op`] /
//! [`print_function_op`], MLIR's `parseFunctionOp` / `printFunctionOp`):
//!
//! ```text
//! func.func private @name(%arg0: i32 {a.b} loc(…), %arg1: f32) -> (i64 {c.d}) attributes {x} { … }
//! func.func private @ext(i32 {a.b}, f32) -> i64
//! ```
//!
//! The function's pieces are inherent attributes under MLIR's default names:
//! `sym_name`, `sym_visibility`, `function_type`, `arg_attrs`, `res_attrs`; its body is the
//! op's one region, empty for an external function.

use crate::diag::{Diagnostic, ParseResult};
use crate::ir::print::Printer;
use crate::ir::{
    Attribute, DictionaryAttr, FunctionType, Ir, NamedAttribute, OpId, OperationState, RegionId,
    ThinVec, Type, Uniqued,
};
use crate::syntax::parser::{Argument, Parser};

/// MLIR's `FunctionOpInterface`: an op that is a function (a symbol with a type, argument and
/// result attributes, and a body). An op listing it gets [`verify_function_op`] run with its
/// other traits.
pub trait FunctionOpInterface {
    /// The function's type (`function_type`).
    fn function_type(&self) -> FunctionType;
    /// The body (empty for an external function).
    fn function_body(&self) -> RegionId;
}
crate::op_interface!(FunctionOpInterface);

/// `DictArrayAttr`: an array of dictionaries, «Array of dictionary attributes» (a function's
/// `arg_attrs` and `res_attrs`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DictArrayAttr(pub Vec<DictionaryAttr>);

impl super::OpAttr for DictArrayAttr {
    fn summary() -> std::borrow::Cow<'static, str> {
        "Array of dictionary attributes".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        attr.as_array()
            .is_some_and(|a| a.iter().all(|d| d.as_dictionary().is_some()))
    }
    /// Its storage is an `ArrayAttr`: any array converts to the property.
    fn satisfies_storage(attr: &Attribute) -> bool {
        attr.as_array().is_some()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        attr.as_array()?
            .iter()
            .map(|d| d.as_dictionary().cloned())
            .collect::<Option<Vec<_>>>()
            .map(DictArrayAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::array(self.0.iter().cloned().map(Attribute::Dictionary).collect())
    }
}

impl super::OpAttrFormat for DictArrayAttr {
    const SYNTAX: super::AttrSyntax = super::AttrSyntax::Full;
}

/// The names of a function op's attributes that its custom form shows elsewhere than in
/// `attributes {…}`.
const FUNCTION_ATTRS: [&str; 5] = [
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// The function type of `op`'s `function_type` attribute (what a function op's
/// `getFunctionType` reads), `None` when it has none or another attribute there.
pub fn function_type_of(ir: &Ir, op: OpId) -> Option<&FunctionType> {
    match ir.property(op, "function_type") {
        Some(Attribute::Type(Type::Function(f))) => Some(f),
        _ => None,
    }
}

/// `arg_attrs` / `res_attrs` as a list of dictionaries, `None` where absent.
fn attr_dicts<'a>(ir: &'a Ir, op: OpId, name: &str) -> Option<&'a [Attribute]> {
    ir.property(op, name).and_then(Attribute::as_array)
}

/// The entries of the `i`-th dictionary of `dicts` (none when absent).
fn dict_entries(dicts: Option<&[Attribute]>, i: usize) -> &[NamedAttribute] {
    dicts
        .and_then(|d| d.get(i))
        .and_then(Attribute::as_dictionary)
        .map_or(&[], DictionaryAttr::entries)
}

/// `[{…}, {}, …]`, one dictionary for each of `count` arguments or results, when any of them
/// has attributes: `given` holds the non-empty ones by index, in order (MLIR's
/// `addArgAndResultAttrs`).
fn dict_array(count: usize, given: Vec<(usize, ThinVec<NamedAttribute>)>) -> Option<Attribute> {
    if given.is_empty() {
        return None;
    }
    let mut dicts = vec![Attribute::Dictionary(DictionaryAttr::default()); count];
    for (i, attrs) in given {
        if let Some(d) = dicts.get_mut(i) {
            *d = Attribute::Dictionary(DictionaryAttr::new(attrs.into_iter().collect()));
        }
    }
    Some(Attribute::array(dicts))
}

/// Parses a function op's custom form after its name (MLIR's `parseFunctionOp` without
/// variadic arguments): visibility, `@name`, the signature (named arguments with attributes and
/// locations, or the types alone for an external function; results, in parentheses when more
/// than one or with attributes), `attributes {…}`, and the body unless the function is
/// external. A [`ParseOpFn`](crate::dialect::ParseOpFn).
pub fn parse_function_op(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
    for visibility in ["public", "private", "nested"] {
        if p.parse_optional_keyword(visibility) {
            state.set_property("sym_visibility", Attribute::String(visibility.into()));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    state.set_property("sym_name", Attribute::String(name));

    // The arguments: all named (`%a: i32`) or none (`i32`). Their types and the results'
    // go in one list (one allocation), and attributes only for the arguments (results)
    // that have some.
    let mut arguments: Vec<Argument<'_>> = Vec::new();
    let mut types = Vec::new();
    let mut arg_attrs = Vec::new();
    let mut named = None;
    p.parse_l_paren()?;
    if !p.parse_optional_r_paren() {
        loop {
            let loc = p.current_location();
            let mut attrs = ThinVec::new();
            if let Some(arg) = p.parse_optional_argument_with_attrs(&mut attrs)? {
                if named == Some(false) {
                    return Err(p.emit_error_at(loc, "expected type instead of SSA identifier"));
                }
                named = Some(true);
                types.push(arg.ty.clone());
                arguments.push(arg);
            } else {
                if named == Some(true) {
                    return Err(p.emit_error_at(loc, "expected SSA identifier"));
                }
                named = Some(false);
                types.push(p.parse_unnamed_argument(&mut attrs)?);
            }
            if !attrs.is_empty() {
                arg_attrs.push((types.len() - 1, attrs));
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_r_paren()?;
    }
    let num_inputs = types.len();

    // The results: `-> i64`, `-> (i64 {a.b}, f32)`, `-> ()`.
    let mut res_attrs = Vec::new();
    if p.parse_optional_arrow() {
        if !p.parse_optional_l_paren() {
            types.push(p.parse_type()?);
        } else if !p.parse_optional_r_paren() {
            loop {
                types.push(p.parse_type()?);
                let mut attrs = ThinVec::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                if !attrs.is_empty() {
                    res_attrs.push((types.len() - 1 - num_inputs, attrs));
                }
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_r_paren()?;
        }
    }
    let (inputs, results) = types.split_at(num_inputs);
    let num_results = results.len();
    state.set_property(
        "function_type",
        Attribute::Type(Type::Function(Uniqued::new(FunctionType::from_parts(
            inputs, results,
        )))),
    );

    // `attributes {…}`, which may not repeat what the form says elsewhere.
    let dict_loc = p.current_location();
    let start = state.attributes.len();
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if state.attributes[start..]
            .iter()
            .any(|a| a.name.is(inferred))
        {
            return Err(p.emit_error_at(
                dict_loc,
                format!(
                    "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    if let Some(def) = state.name.def() {
        super::__private::move_inherent_attrs(state, def.property_specs);
    }
    if let Some(a) = dict_array(num_inputs, arg_attrs) {
        state.set_property("arg_attrs", a);
    }
    if let Some(a) = dict_array(num_results, res_attrs) {
        state.set_property("res_attrs", a);
    }

    // The body, whose entry block takes the named arguments; none for an external function.
    let region = p.ir_mut().create_region();
    state.regions.push(region);
    // Without name shadowing, as `parseFunctionOp` parses it: the body sees the names of the
    // enclosing regions, so that redefining one is an error and using one is the verifier's
    // «using value defined outside the region».
    let entry: &[Argument<'_>] = if named == Some(true) { &arguments } else { &[] };
    let loc = p.current_location();
    if p.parse_optional_region_with_arguments(region, entry, false)?
        && p.ir().region(region).blocks.is_empty()
    {
        return Err(p.emit_error_at(loc, "expected non-empty function body"));
    }
    Ok(())
}

/// Prints a function op's custom form after its name (MLIR's `printFunctionOp`): the inverse
/// of [`parse_function_op`]; the body is printed without its entry block's header, whose
/// arguments the signature shows. A [`PrintOpFn`](crate::dialect::PrintOpFn).
pub fn print_function_op(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir();
    p.write_str(" ");
    if let Some(visibility) = ir
        .property(op, "sym_visibility")
        .and_then(Attribute::as_string)
    {
        p.write_str(&String::from_utf8_lossy(visibility.as_bytes()));
        p.write_str(" ");
    }
    if let Some(name) = ir.property(op, "sym_name").and_then(Attribute::as_string) {
        p.print_symbol_name(name);
    }
    let empty = FunctionType::default();
    let ty = function_type_of(ir, op).unwrap_or(&empty);
    let body = ir.op(op).regions().first().copied();
    let entry = body.and_then(|r| ir.region(r).blocks.first().copied());
    let arg_attrs = attr_dicts(ir, op, "arg_attrs");
    p.write_str("(");
    for (i, input) in ty.inputs().iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = dict_entries(arg_attrs, i);
        match entry.and_then(|b| ir.block(b).args.get(i).copied()) {
            Some(arg) => p.print_region_argument(arg, attrs),
            None => {
                p.print_type(input);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    p.write_str(")");
    if !ty.results().is_empty() {
        p.write_str(" -> ");
        let res_attrs = attr_dicts(ir, op, "res_attrs");
        let parens = ty.results().len() > 1
            || matches!(ty.results()[0], Type::Function(_))
            || !dict_entries(res_attrs, 0).is_empty();
        if parens {
            p.write_str("(");
        }
        for (i, result) in ty.results().iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(result);
            p.print_optional_attr_dict(dict_entries(res_attrs, i), &[]);
        }
        if parens {
            p.write_str(")");
        }
    }
    super::__private::print_attr_dict(p, op, &FUNCTION_ATTRS, &[], true);
    if let Some(body) = body.filter(|_| entry.is_some()) {
        p.write_str(" ");
        p.print_region(body, false, false);
    }
}

/// `FunctionOpInterface`'s check of the dictionary of argument `index` (`result` false, an
/// entry of `arg_attrs`) or result `index` (an entry of `res_attrs`): each name is
/// `dialect.…` («arguments may only have dialect attributes»), and the dialect it names, when
/// registered, checks the entry ([`Dialect::verify_region_arg_attribute`](crate::dialect::Dialect::verify_region_arg_attribute)
/// / `verify_region_result_attribute`, region 0), in the dictionary's order.
pub fn verify_function_attr_dict(
    ir: &Ir,
    op: OpId,
    result: bool,
    index: usize,
    entries: &[NamedAttribute],
) -> Result<(), Diagnostic> {
    for attr in entries {
        if !attr.name.is_dotted() {
            let what = if result { "result" } else { "argument" };
            return Err(super::emit_op_error(
                ir,
                op,
                format!("{what}s may only have dialect attributes"),
            ));
        }
        let hook = ir
            .attribute_verifier(attr.name.as_bytes())
            .and_then(|d| match result {
                false => d.verify_region_arg_attribute,
                true => d.verify_region_result_attribute,
            });
        if let Some(hook) = hook {
            hook(ir, op, 0, index, attr)?;
        }
    }
    Ok(())
}

/// A function op's invariants, in MLIR's order: a declaration (an external function) is not
/// public (`SymbolOpInterface`: «symbol declaration cannot have public visibility») and its
/// parent is a symbol table ([`verify_symbol_parent`](super::verify_symbol_parent)); then
/// `FunctionOpInterface`'s: `function_type` is a function type, `arg_attrs` / `res_attrs` have
/// one dictionary per argument / result holding dialect attributes only, each checked by its
/// dialect's [`verify_region_arg_attribute`](crate::dialect::Dialect::verify_region_arg_attribute)
/// / `verify_region_result_attribute` when it has one, one region, and the
/// entry block's arguments match the signature.
pub fn verify_function_op(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let error = |m: String| super::emit_op_error(ir, op, m);
    let o = ir.op(op);
    let external = o
        .regions()
        .first()
        .is_none_or(|r| ir.region(*r).blocks.is_empty());
    let visibility = ir
        .property(op, "sym_visibility")
        .or_else(|| ir.attribute(op, "sym_visibility"))
        .and_then(Attribute::as_string);
    if external && visibility.is_none_or(|v| v.as_bytes() == b"public") {
        return Err(error(
            "symbol declaration cannot have public visibility".into(),
        ));
    }
    super::verify_symbol_parent(ir, op)?;
    let Some(ty) = function_type_of(ir, op) else {
        return Err(error(
            "requires 'function_type' attribute of function type".into(),
        ));
    };
    for (what, name, count, result) in [
        ("argument", "arg_attrs", ty.inputs().len(), false),
        ("result", "res_attrs", ty.results().len(), true),
    ] {
        let Some(dicts) = attr_dicts(ir, op, name) else {
            continue;
        };
        if dicts.len() != count {
            return Err(error(format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                dicts.len()
            )));
        }
        for (i, dict) in dicts.iter().enumerate() {
            let Some(dict) = dict.as_dictionary() else {
                return Err(error(format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr"
                )));
            };
            verify_function_attr_dict(ir, op, result, i, dict.entries())?;
        }
    }
    if o.regions().len() != 1 {
        return Err(error("expects one region".into()));
    }
    if external {
        return Ok(());
    }
    let Some(entry) = o
        .regions()
        .first()
        .and_then(|r| ir.region(*r).blocks.first())
    else {
        return Ok(());
    };
    let args = &ir.block(*entry).args;
    if args.len() != ty.inputs().len() {
        return Err(error(format!(
            "entry block must have {} arguments to match function signature",
            ty.inputs().len()
        )));
    }
    for (i, (arg, input)) in args.iter().zip(ty.inputs()).enumerate() {
        let arg_ty = ir.value_type(*arg);
        if arg_ty != input {
            return Err(error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                crate::ir::print::type_to_string(arg_ty),
                crate::ir::print::type_to_string(input)
            )));
        }
    }
    Ok(())
}
