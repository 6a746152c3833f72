//! Upstream's `func` dialect (`FuncOps.td` of LLVM 22), declared with rods: `func.func`,
//! `func.return`, `func.call`, `func.call_indirect` and `func.constant`. Each declaration maps line for line to its
//! TableGen record; comments quote the record.

use rods::diag::{Diagnostic, ParseResult};
use rods::dialect_op;
use rods::ir::Uniqued;
use rods::ir::print::Printer;
use rods::ir::{Attribute, FunctionType, Ir, OpId, OperationState, RegionId, Type, Value};
use rods::ods::{
    AnyFunctionType, CallInterfaceCallable, CallOpInterface, CallableOpInterface, DictArrayAttr,
    FlatSymbolRefAttr, FunctionOpInterface, StrAttr, SymbolNameAttr, SymbolTableCollection,
    SymbolUserOpInterface, TypeAttrOf, UnitAttr, emit_op_error, function_inputs, function_results,
    function_type_of, parse_function_op, print_function_op, verify_direct_call,
};
use rods::syntax::parser::Parser;

// def FuncOp : Func_Op<"func", [
//   AffineScope, AutomaticAllocationScope,
//   FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface
// ]> {
//   let summary = "An operation with a name containing a single `SSACFG` region";
//   let arguments = (ins SymbolNameAttr:$sym_name,
//                        TypeAttrOf<FunctionType>:$function_type,
//                        OptionalAttr<StrAttr>:$sym_visibility,
//                        OptionalAttr<DictArrayAttr>:$arg_attrs,
//                        OptionalAttr<DictArrayAttr>:$res_attrs,
//                        UnitAttr:$no_inline);
//   let regions = (region AnyRegion:$body);
//   let hasCustomAssemblyFormat = 1;
// }
/// Operations within the function cannot implicitly capture values defined outside of the
/// function, i.e. functions are `IsolatedFromAbove`. All external references must use
/// function arguments or attributes that establish a symbolic connection (e.g. symbols
/// referenced by name via a string attribute like `SymbolRefAttr`). An external function
/// declaration (used when referring to a function declared in some other module) has no body.
///
/// ```mlir
/// func.func private @printf(i64) -> ()
/// func.func @count(%x: i64) -> (i64, i64) attributes {fruit = "banana"} {
///   return %x, %x: i64, i64
/// }
/// ```
///
/// `FunctionOpInterface` makes the op a `Symbol` and a `CallableOpInterface`, as upstream's
/// interface does; its custom form is upstream's `parseFunctionOp` / `printFunctionOp`.
#[dialect_op(func.func, custom_assembly,
             traits = [AffineScope, AutomaticAllocationScope, IsolatedFromAbove, Symbol],
             interfaces = [FunctionOpInterface, CallableOpInterface, OpAsmOpInterface],
             summary = "An operation with a name containing a single `SSACFG` region")]
#[derive(Debug)]
pub struct FuncOp {
    /// The function's name.
    pub sym_name: SymbolNameAttr,
    /// The function's type.
    pub function_type: TypeAttrOf<AnyFunctionType>,
    /// `public` (absent), `private` or `nested`.
    pub sym_visibility: Option<StrAttr>,
    /// The arguments' attribute dictionaries.
    pub arg_attrs: Option<DictArrayAttr>,
    /// The results' attribute dictionaries.
    pub res_attrs: Option<DictArrayAttr>,
    /// Whether calls to the function must not be inlined.
    pub no_inline: Option<UnitAttr>,
    /// The body; empty for an external declaration.
    #[region]
    pub body: RegionId,
}

impl FuncOp {
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        parse_function_op(p, state)
    }

    fn print(p: &mut Printer<'_>, op: OpId) {
        print_function_op(p, op);
    }

    /// The function's type.
    pub fn signature(&self) -> FunctionType {
        match &self.function_type.value {
            Type::Function(f) => FunctionType::clone(f),
            _ => FunctionType::default(),
        }
    }

    /// The function's name.
    pub fn name(&self) -> String {
        String::from_utf8_lossy(self.sym_name.0.as_bytes()).into_owned()
    }
}

/// `getDefaultDialect`: bare op names in the body are `func` ops (`return`).
impl rods::ods::OpAsmOpInterface for FuncOp {
    const DEFAULT_DIALECT: Option<&'static str> = Some("func");
}

impl FunctionOpInterface for FuncOp {
    fn function_type(&self) -> FunctionType {
        self.signature()
    }
    fn function_body(&self) -> RegionId {
        self.body
    }
}

impl CallableOpInterface for FuncOp {
    fn callable_region(&self, ir: &Ir) -> Option<RegionId> {
        (!ir.region(self.body).blocks.is_empty()).then_some(self.body)
    }
    fn argument_types(&self) -> Vec<Type> {
        self.signature().inputs().to_vec()
    }
    fn result_types(&self) -> Vec<Type> {
        self.signature().results().to_vec()
    }
}

// def ReturnOp : Func_Op<"return", [Pure, HasParent<"FuncOp">,
//                                 MemRefsNormalizable, ReturnLike, Terminator]> {
//   let summary = "Function return operation";
//   let arguments = (ins Variadic<AnyType>:$operands);
//   let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
//   let hasVerifier = 1;
// }
/// The `func.return` operation represents a return operation within a function. The
/// operation takes variable number of operands and produces no results. The operand number
/// and types must match the signature of the function that contains the operation.
///
/// ```mlir
/// func.func @foo() -> (i32, f8) {
///   ...
///   return %0, %1 : i32, f8
/// }
/// ```
#[dialect_op(func.return, traits = [Pure, HasParent(FuncOp), ReturnLike, Terminator], verify,
             summary = "Function return operation",
             format = "attr-dict ($operands^ `:` type($operands))?")]
#[derive(Debug)]
pub struct ReturnOp {
    /// The returned values.
    #[operand]
    pub operands: Vec<Value>,
}

impl ReturnOp {
    /// Upstream's `ReturnOp::verify`: the operands match the enclosing function's results,
    /// its type read in place (as `getFunctionType` reads it, with no typed view of the
    /// function built for each return).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some((function, signature)) = ir
            .op(op)
            .parent()
            .and_then(|b| ir.block(b).parent)
            .and_then(|r| ir.region(r).parent)
            .filter(|f| ir.isa::<FuncOp>(*f))
            .and_then(|f| Some((f, function_type_of(ir, f)?)))
        else {
            return Ok(());
        };
        let name = || {
            ir.symbol_name(function)
                .map(|n| String::from_utf8_lossy(n.as_bytes()).into_owned())
                .unwrap_or_default()
        };
        let results = signature.results();
        let operands = &ir.op(op).operands;
        if operands.len() != results.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "has {} operands, but enclosing function (@{}) returns {}",
                    operands.len(),
                    name(),
                    results.len()
                ),
            ));
        }
        for (i, (v, expected)) in operands.iter().zip(results).enumerate() {
            let ty = ir.value_type(*v);
            if ty != expected {
                return Err(rods::ods::emit_error(
                    ir,
                    op,
                    format!(
                        "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
                        rods::ir::print::type_to_string(ty),
                        rods::ir::print::type_to_string(expected),
                        name()
                    ),
                ));
            }
        }
        Ok(())
    }
}

// def CallOp : Func_Op<"call",
//     [CallOpInterface, MemRefsNormalizable,
//      DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
//   let summary = "call operation";
//   let arguments = (ins
//     FlatSymbolRefAttr:$callee,
//     Variadic<AnyType>:$operands,
//     OptionalAttr<DictArrayAttr>:$arg_attrs,
//     OptionalAttr<DictArrayAttr>:$res_attrs,
//     UnitAttr:$no_inline
//   );
//   let results = (outs Variadic<AnyType>);
//   let assemblyFormat = [{
//     $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
//   }];
// }
/// The `func.call` operation represents a direct call to a function that is within the same
/// symbol scope as the call. The operands and result types of the call must match the
/// specified function type. The callee is encoded as a symbol reference attribute named
/// "callee".
///
/// ```mlir
/// %2 = func.call @my_add(%0, %1) : (f32, f32) -> f32
/// ```
#[dialect_op(func.call, interfaces = [CallOpInterface, SymbolUserOpInterface],
             summary = "call operation",
             format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")]
#[derive(Debug)]
pub struct CallOp {
    /// The called function.
    pub callee: FlatSymbolRefAttr,
    /// The arguments.
    #[operand]
    pub operands: Vec<Value>,
    /// The arguments' attribute dictionaries.
    pub arg_attrs: Option<DictArrayAttr>,
    /// The results' attribute dictionaries.
    pub res_attrs: Option<DictArrayAttr>,
    /// Whether the call must not be inlined.
    pub no_inline: Option<UnitAttr>,
    /// The results.
    #[result]
    pub results: Vec<Value>,
}

impl CallOpInterface for CallOp {
    fn callable_for_callee(&self) -> CallInterfaceCallable {
        CallInterfaceCallable::Symbol(self.callee.0.clone())
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.operands.clone()
    }
}

impl SymbolUserOpInterface for CallOp {
    /// Upstream's `CallOp::verifySymbolUses`: the callee is a `func.func` whose type matches.
    /// The call is read in place (its callee and operands borrowed, nothing copied out).
    fn verify_symbol_uses(
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(Attribute::SymbolRef(callee)) = ir.stored_property(op, "callee") else {
            return Ok(());
        };
        // The arguments are the call's only operand group: all its operands. Upstream's
        // `lookupNearestSymbolFrom<FuncOp>`: a `func.func`, whose type is read in place.
        let args = ir.op(op).operands.as_slice();
        verify_direct_call(ir, op, callee, args, symbols, |ir, f| {
            ir.isa::<FuncOp>(f)
                .then(|| function_type_of(ir, f))
                .flatten()
        })
    }
}

// def CallIndirectOp : Func_Op<"call_indirect", [
//       CallOpInterface,
//       TypesMatchWith<"callee input types match argument types",
//                      "callee", "callee_operands",
//                      "::llvm::cast<FunctionType>($_self).getInputs()">,
//       TypesMatchWith<"callee result types match result types",
//                      "callee", "results",
//                      "::llvm::cast<FunctionType>($_self).getResults()">
//     ]> {
//   let summary = "indirect call operation";
//   let arguments = (ins
//     FunctionType:$callee,
//     Variadic<AnyType>:$callee_operands,
//     OptionalAttr<DictArrayAttr>:$arg_attrs,
//     OptionalAttr<DictArrayAttr>:$res_attrs
//   );
//   let results = (outs Variadic<AnyType>:$results);
//   let hasCanonicalizeMethod = 1;
//   let assemblyFormat = [{
//     $callee `(` $callee_operands `)` attr-dict `:` type($callee)
//   }];
// }
/// The `func.call_indirect` operation represents an indirect call to a value of function type.
/// The operands and result types of the call must match the specified function type.
///
/// Function values can be created with the [`func.constant` operation](#funcconstant-constantop).
///
/// ```mlir
/// %func = func.constant @my_func : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
/// %result = func.call_indirect %func(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
/// ```
///
/// The argument and result types are the callee's (`TypesMatchWith` into the operand and
/// result groups, with the type-list transformers `function_inputs` / `function_results`):
/// the custom form prints only the callee's type.
#[dialect_op(func.call_indirect,
             traits = [TypesMatchWith("callee input types match argument types",
                                      "callee", "callee_operands", function_inputs),
                       TypesMatchWith("callee result types match result types",
                                      "callee", "results", function_results)],
             interfaces = [CallOpInterface],
             summary = "indirect call operation",
             format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)")]
#[derive(Debug)]
pub struct CallIndirectOp {
    /// The called function value.
    #[operand(type = AnyFunctionType)]
    pub callee: Value,
    /// The arguments.
    #[operand]
    pub callee_operands: Vec<Value>,
    /// The arguments' attribute dictionaries.
    pub arg_attrs: Option<DictArrayAttr>,
    /// The results' attribute dictionaries.
    pub res_attrs: Option<DictArrayAttr>,
    /// The results.
    #[result]
    pub results: Vec<Value>,
}

impl CallOpInterface for CallIndirectOp {
    fn callable_for_callee(&self) -> CallInterfaceCallable {
        CallInterfaceCallable::Value(self.callee)
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.callee_operands.clone()
    }
}

// def ConstantOp : Func_Op<"constant",
//     [ConstantLike, Pure,
//      DeclareOpInterfaceMethods<SymbolUserOpInterface>,
//      DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
//   let summary = "constant";
//   let arguments = (ins FlatSymbolRefAttr:$value);
//   let results = (outs AnyType);
//   let assemblyFormat = "attr-dict $value `:` type(results)";
// }
/// The `func.constant` operation produces an SSA value from a symbol reference to a
/// `func.func` operation.
///
/// ```mlir
/// %2 = func.constant @add : (f32, f32) -> f32
/// ```
#[dialect_op(func.constant, traits = [ConstantLike, Pure],
             interfaces = [SymbolUserOpInterface, OpAsmOpInterface],
             summary = "constant", format = "attr-dict $value `:` type(results)")]
#[derive(Debug)]
pub struct ConstantOp {
    /// The function referred to.
    pub value: FlatSymbolRefAttr,
    /// The function value.
    #[result]
    pub result: Value,
}

/// `getAsmResultNames`: `%f`.
impl rods::ods::OpAsmOpInterface for ConstantOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(v) = ir.op(op).results.first() {
            set_name(*v, "f");
        }
    }
}

impl SymbolUserOpInterface for ConstantOp {
    /// Upstream's `ConstantOp::verifySymbolUses`: the value names a `func.func` of the
    /// result's type.
    fn verify_symbol_uses(
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let name = String::from_utf8_lossy(this.value.0.root.as_bytes()).into_owned();
        let callee = symbols
            .lookup_nearest_symbol_from(ir, op, &this.value.0)
            .and_then(|f| FuncOp::from_op(ir, f));
        let Some(callee) = callee else {
            return Err(emit_op_error(
                ir,
                op,
                format!("reference to undefined function '{name}'"),
            ));
        };
        if *ir.value_type(this.result) != Type::Function(Uniqued::new(callee.signature())) {
            return Err(emit_op_error(
                ir,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }
}

// def Func_Dialect : Dialect {
//   let name = "func";
//   let cppNamespace = "::mlir::func";
// }
rods::dialect! {
    /// The `func` dialect: functions, calls and returns.
    pub static FUNC_DIALECT = {
        name: "func",
        ops: [FuncOp, ReturnOp, CallOp, CallIndirectOp, ConstantOp],
    };
}
