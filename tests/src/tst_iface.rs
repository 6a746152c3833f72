//! `tst` ops implementing op interfaces: a user-declared interface ([`HasSource`], cast from
//! the IR at run time), and upstream's call interfaces (`tst.func`, `tst.invoke`: MLIR's
//! `CallableOpInterface`, `CallOpInterface` and `SymbolUserOpInterface`, with `func.call`'s
//! messages).

use rods::diag::{Diagnostic, ParseResult};
use rods::dialect_op;
use rods::ir::print::Printer;
use rods::ir::{FunctionType, Ir, OpId, OperationState, RegionId, Type, Value, ValueList};
use rods::ods::{
    AnyFunctionType, CallInterfaceCallable, CallOpInterface, CallableOpInterface, DictArrayAttr,
    FlatSymbolRefAttr, FunctionOpInterface, I1, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, StrAttr, SymbolNameAttr,
    SymbolTableCollection, SymbolUserOpInterface, TypeAttrOf, parse_function_op, print_function_op,
};
use rods::syntax::parser::Parser;

/// A user-declared op interface: an op that reads one of its operands as its source.
pub trait HasSource {
    /// The operand the op reads.
    fn source(&self) -> Value;
    /// What the op does with it.
    fn role(&self) -> &'static str {
        "copy"
    }
}
rods::op_interface!(HasSource);

/// Copies its operand: implements [`HasSource`] with the default role.
#[dialect_op(tst.copy, traits = [SameOperandsAndResultType], interfaces = [HasSource],
             format = "$src attr-dict `:` type($res)")]
#[derive(Debug)]
pub struct CopyOp {
    #[operand]
    pub src: Value,
    #[result]
    pub res: Value,
}

impl HasSource for CopyOp {
    fn source(&self) -> Value {
        self.src
    }
}

/// Reads the second of its operands: implements [`HasSource`] with its own role.
#[dialect_op(tst.pick, interfaces = [HasSource], format = "$a `,` $b attr-dict `:` type($a) `,` type($b)")]
#[derive(Debug)]
pub struct PickOp {
    #[operand]
    pub a: Value,
    #[operand]
    pub b: Value,
}

impl HasSource for PickOp {
    fn source(&self) -> Value {
        self.b
    }
    fn role(&self) -> &'static str {
        "pick"
    }
}

/// A function (`func.func`): a symbol, a callable with the type `function_type`, and
/// `FunctionOpInterface`'s verifier; its custom form is `func.func`'s
/// (`rods::ods::parse_function_op` / `print_function_op`, MLIR's `parseFunctionOp` /
/// `printFunctionOp`).
#[dialect_op(tst.func, traits = [Symbol, IsolatedFromAbove], custom_assembly,
             interfaces = [CallableOpInterface, FunctionOpInterface])]
#[derive(Debug)]
pub struct FuncOp {
    pub sym_name: SymbolNameAttr,
    pub function_type: TypeAttrOf<AnyFunctionType>,
    pub sym_visibility: Option<StrAttr>,
    pub arg_attrs: Option<DictArrayAttr>,
    pub res_attrs: Option<DictArrayAttr>,
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
}

impl FunctionOpInterface for FuncOp {
    fn function_type(&self) -> FunctionType {
        self.signature()
    }
    fn function_body(&self) -> RegionId {
        self.body
    }
}

impl FuncOp {
    /// The function's type.
    pub fn signature(&self) -> FunctionType {
        match &self.function_type.value {
            Type::Function(f) => FunctionType::clone(f),
            _ => FunctionType::default(),
        }
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

/// The terminator of a `tst.func` (`func.return`): returns its operands to the caller.
#[dialect_op(tst.return, traits = [Pure, ReturnLike, Terminator, HasParent(FuncOp)],
             format = "attr-dict ($operands^ `:` type($operands))?")]
#[derive(Debug)]
pub struct ReturnOp {
    #[operand]
    pub operands: Vec<Value>,
}

/// A direct call (`func.call`): its callee must be a `tst.func` whose type matches the
/// operands and results.
#[dialect_op(tst.invoke, interfaces = [CallOpInterface, SymbolUserOpInterface],
             format = "$callee `(` $args `)` attr-dict `:` functional-type($args, $res)")]
#[derive(Debug)]
pub struct InvokeOp {
    pub callee: FlatSymbolRefAttr,
    #[operand]
    pub args: Vec<Value>,
    #[result]
    pub res: Vec<Value>,
}

impl CallOpInterface for InvokeOp {
    fn callable_for_callee(&self) -> CallInterfaceCallable {
        CallInterfaceCallable::Symbol(self.callee.0.clone())
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.args.clone()
    }
}

impl SymbolUserOpInterface for InvokeOp {
    fn verify_symbol_uses(
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        rods::ods::verify_direct_call(ir, op, &this.callee.0, &this.args, symbols, |ir, f| {
            ir.isa::<FuncOp>(f)
                .then(|| rods::ods::function_type_of(ir, f))
                .flatten()
        })
    }
}

/// `scf.if`: runs one of two regions, whose `tst.yield` values become the results.
#[dialect_op(tst.if, interfaces = [RegionBranchOpInterface],
             format = "$cond (`->` `(` type($results)^ `)`)? $then_region `else` $else_region attr-dict")]
#[derive(Debug)]
pub struct IfOp {
    #[operand(type = I1)]
    pub cond: Value,
    #[result]
    pub results: Vec<Value>,
    #[region]
    pub then_region: RegionId,
    #[region]
    pub else_region: RegionId,
}

impl RegionBranchOpInterface for IfOp {
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        match point {
            RegionBranchPoint::Parent => {
                regions.push(RegionSuccessor::region(ir, self.then_region));
                regions.push(RegionSuccessor::region(ir, self.else_region));
            }
            RegionBranchPoint::Terminator(_) => regions.push(RegionSuccessor::parent(ir, op)),
        }
    }
}

/// `scf.yield`: returns its operands to the `tst.if` or `tst.while` holding it.
#[dialect_op(tst.yield, traits = [Pure, ReturnLike, Terminator, ParentOneOf([IfOp, WhileOp])],
             format = "attr-dict ($operands^ `:` type($operands))?")]
#[derive(Debug)]
pub struct YieldOp {
    #[operand]
    pub operands: Vec<Value>,
}

/// `scf.while`: `before` runs first and ends with `tst.condition`, which goes on to `after`
/// (whose `tst.yield` goes back to `before`) or leaves with the results.
#[dialect_op(tst.while, interfaces = [RegionBranchOpInterface],
             format = "`(` $inits `)` attr-dict `:` functional-type($inits, $results) $before `do` $after")]
#[derive(Debug)]
pub struct WhileOp {
    #[operand]
    pub inits: Vec<Value>,
    #[result]
    pub results: Vec<Value>,
    #[region]
    pub before: RegionId,
    #[region]
    pub after: RegionId,
}

impl RegionBranchOpInterface for WhileOp {
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let region_of = |t: OpId| ir.op(t).parent().and_then(|b| ir.block(b).parent);
        match point {
            RegionBranchPoint::Parent => regions.push(RegionSuccessor::region(ir, self.before)),
            RegionBranchPoint::Terminator(t) if region_of(t) == Some(self.after) => {
                regions.push(RegionSuccessor::region(ir, self.before));
            }
            RegionBranchPoint::Terminator(_) => {
                regions.push(RegionSuccessor::parent(ir, op));
                regions.push(RegionSuccessor::region(ir, self.after));
            }
        }
    }

    fn entry_successor_operands(
        &self,
        _ir: &Ir,
        _op: OpId,
        _successor: &RegionSuccessor,
    ) -> ValueList {
        ValueList::from_slice(&self.inits)
    }
}

/// `scf.condition`: ends the `before` region of a `tst.while`, passing the values after its
/// condition on.
#[dialect_op(tst.condition, traits = [Pure, Terminator, HasParent(WhileOp)],
             interfaces = [RegionBranchTerminatorOpInterface],
             format = "`(` $cond `)` attr-dict ($args^ `:` type($args))?")]
#[derive(Debug)]
pub struct ConditionOp {
    #[operand(type = I1)]
    pub cond: Value,
    #[operand]
    pub args: Vec<Value>,
}

impl RegionBranchTerminatorOpInterface for ConditionOp {
    fn successor_operands(&self, _successor: &RegionSuccessor) -> ValueList {
        ValueList::from_slice(&self.args)
    }
}
