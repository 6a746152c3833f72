//! Calls and callables (MLIR's `CallInterfaces.td`): [`CallOpInterface`] (an op calling a
//! symbol or a value with argument operands), [`CallableOpInterface`] (an op that can be
//! called: a region, argument and result types), the `callee` attribute kind
//! [`FlatSymbolRefAttr`], the `function_type` constraint [`AnyFunctionType`], and the check of a
//! call's operands and results against its callee's type that `func.call`'s
//! `verifySymbolUses` makes ([`verify_direct_call`], [`verify_call_signature`]).

use std::borrow::Cow;

use super::{OpAttr, SymbolTableCollection, TypeConstraint};
use crate::diag::{Diagnostic, Severity};
use crate::ir::print::type_to_string;
use crate::ir::{Attribute, FunctionType, Ir, OpId, RegionId, SymbolRefAttr, Type, Value};

/// What a call calls (MLIR's `CallInterfaceCallable`): a symbol or an SSA value.
#[derive(Clone, Debug, PartialEq)]
pub enum CallInterfaceCallable {
    /// `@callee` (a direct call).
    Symbol(SymbolRefAttr),
    /// `%f` (an indirect call).
    Value(Value),
}

/// MLIR's `CallOpInterface`: an op that calls a callable with argument operands.
pub trait CallOpInterface {
    /// The callee (MLIR's `getCallableForCallee`).
    fn callable_for_callee(&self) -> CallInterfaceCallable;
    /// The operands passed to the callee (MLIR's `getArgOperands`).
    fn arg_operands(&self) -> Vec<Value>;
}
crate::op_interface!(CallOpInterface);

/// MLIR's `CallableOpInterface`: an op a call can call (`func.func`).
pub trait CallableOpInterface {
    /// The region executed when called, `None` for an external declaration (MLIR's
    /// `getCallableRegion`).
    fn callable_region(&self, ir: &Ir) -> Option<RegionId>;
    /// The types of the arguments (MLIR's `getArgumentTypes`).
    fn argument_types(&self) -> Vec<Type>;
    /// The types of the results (MLIR's `getResultTypes`).
    fn result_types(&self) -> Vec<Type>;
}
crate::op_interface!(CallableOpInterface);

/// The op a call op calls through a symbol, looked up from the call (MLIR's
/// `CallOpInterface::resolveCallableInTable`): `None` for a call through a value, an
/// unresolved symbol, or an op that is not a call.
pub fn resolve_callable(ir: &Ir, call: OpId, symbols: &mut SymbolTableCollection) -> Option<OpId> {
    let iface = super::cast_op_interface::<dyn CallOpInterface>(ir, call)?;
    match iface.callable_for_callee() {
        CallInterfaceCallable::Symbol(sym) => symbols.lookup_nearest_symbol_from(ir, call, &sym),
        CallInterfaceCallable::Value(_) => None,
    }
}

/// `FlatSymbolRefAttr`: `@name` without nested references, «flat symbol reference
/// attribute»; written in full in a custom format (`@a::@b` there is «invalid kind of
/// attribute specified»).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FlatSymbolRefAttr(pub SymbolRefAttr);

impl OpAttr for FlatSymbolRefAttr {
    fn summary() -> Cow<'static, str> {
        "flat symbol reference attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::SymbolRef(s) if s.nested.is_empty())
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::SymbolRef(s) if s.nested.is_empty() => {
                Some(FlatSymbolRefAttr(SymbolRefAttr::clone(s)))
            }
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::SymbolRef(std::sync::Arc::new(self.0.clone()))
    }
}

/// As upstream's (`valueType = NoneType`): parsed with the none type, so that a number there is
/// «integer literal not valid for specified type»; optional only from an `@`.
impl super::OpAttrFormat for FlatSymbolRefAttr {
    const SYNTAX: super::AttrSyntax = super::AttrSyntax::WithoutType(super::format::none_type);
    const OPTIONAL_START: super::OptionalStart = super::OptionalStart::At;
}

/// `FunctionType` as a type constraint: «function type» (`TypeAttrOf<AnyFunctionType>` is
/// `func.func`'s `function_type`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnyFunctionType;

impl TypeConstraint for AnyFunctionType {
    fn summary() -> Cow<'static, str> {
        "function type".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Function(_))
    }
    /// MLIR's `parseCustomTypeWithFallback<FunctionType>`: any type, checked to be a function
    /// type («invalid kind of type specified: expected builtin.function, but found 'i32'»).
    fn parse_in_format(
        p: &mut crate::syntax::parser::Parser<'_>,
    ) -> crate::diag::ParseResult<Type> {
        parse_function_type_in_format(p)
    }
}

/// A function type where an op's format reads one (`type($callee)` of a [`AnyFunctionType`],
/// `functional-type(…)`): any type, checked to be a function type, as MLIR's
/// `parseType(FunctionType&)` («invalid kind of type specified: expected builtin.function, but
/// found 'i32'»). Read as a generic op's type, which mostly ends its line: from the parser's
/// type cache when spelled so before.
pub(crate) fn parse_function_type_in_format(
    p: &mut crate::syntax::parser::Parser<'_>,
) -> crate::diag::ParseResult<Type> {
    let loc = p.current_location();
    let ty = p.parse_format_function_type()?;
    if AnyFunctionType::check(&ty) {
        return Ok(ty);
    }
    Err(super::values::wrong_kind(p, loc, &ty, "builtin.function"))
}

/// The input types of a function type (none for any other type): `TypesMatchWith`'s
/// `::llvm::cast<FunctionType>($_self).getInputs()`, a call's argument types.
pub fn function_inputs(ty: &Type) -> Vec<Type> {
    match ty {
        Type::Function(f) => f.inputs().to_vec(),
        _ => Vec::new(),
    }
}

/// The result types of a function type (none for any other type): `TypesMatchWith`'s
/// `::llvm::cast<FunctionType>($_self).getResults()`, a call's result types.
pub fn function_results(ty: &Type) -> Vec<Type> {
    match ty {
        Type::Function(f) => f.results().to_vec(),
        _ => Vec::new(),
    }
}

/// `'i32', 'f32'`: types as MLIR's diagnostics print a type range.
fn quoted_types(types: &[Type]) -> String {
    types
        .iter()
        .map(|t| format!("'{}'", type_to_string(t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `func.call`'s whole `verifySymbolUses`: `callee`, looked up from `call` in the nearest
/// symbol table, must be a function `signature` accepts (it gives the function's type, `None`
/// for any other op: «'NAME' does not reference a valid function»), whose type the call's
/// `args` and results match ([`verify_call_signature`]).
pub fn verify_direct_call(
    ir: &Ir,
    call: OpId,
    callee: &SymbolRefAttr,
    args: &[Value],
    symbols: &mut SymbolTableCollection,
    signature: for<'a> fn(&'a Ir, OpId) -> Option<&'a FunctionType>,
) -> Result<(), Diagnostic> {
    let function = symbols
        .lookup_nearest_symbol_from(ir, call, callee)
        .and_then(|f| signature(ir, f));
    let Some(function) = function else {
        return Err(super::emit_op_error(
            ir,
            call,
            format!(
                "'{}' does not reference a valid function",
                String::from_utf8_lossy(callee.root.as_bytes())
            ),
        ));
    };
    verify_call_signature(ir, call, args, function)
}

/// Checks a call's operands and results against the type of the function it calls, with
/// `func.call`'s messages (its `verifySymbolUses`): «incorrect number of operands for callee»,
/// «operand type mismatch: expected operand type 'T', but provided 'U' for operand number N»,
/// «incorrect number of results for callee», «result type mismatch at index N» with notes
/// giving both result type lists.
pub fn verify_call_signature(
    ir: &Ir,
    call: OpId,
    args: &[Value],
    callee: &FunctionType,
) -> Result<(), Diagnostic> {
    let op_error = |m: String| super::emit_op_error(ir, call, m);
    if callee.inputs().len() != args.len() {
        return Err(op_error("incorrect number of operands for callee".into()));
    }
    for (i, (expected, arg)) in callee.inputs().iter().zip(args).enumerate() {
        let provided = ir.value_type(*arg);
        if provided != expected {
            return Err(op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                type_to_string(expected),
                type_to_string(provided)
            )));
        }
    }
    let results = ir.op(call).results.as_slice();
    if callee.results().len() != results.len() {
        return Err(op_error("incorrect number of results for callee".into()));
    }
    if let Some(i) =
        (0..results.len()).find(|i| ir.value_type(results[*i]) != &callee.results()[*i])
    {
        let results: Vec<Type> = results.iter().map(|r| ir.value_type(*r).clone()).collect();
        let mut d = op_error(format!("result type mismatch at index {i}"));
        let loc = ir.op_loc(call).into_owned();
        d.notes.push(Diagnostic::new(
            Severity::Note,
            loc.clone(),
            format!("      op result types: {}", quoted_types(&results)),
        ));
        d.notes.push(Diagnostic::new(
            Severity::Note,
            loc,
            format!("function result types: {}", quoted_types(callee.results())),
        ));
        return Err(d);
    }
    Ok(())
}
