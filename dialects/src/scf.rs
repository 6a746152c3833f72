//! Upstream's `scf` dialect (`SCFOps.td` and `DeviceMappingInterface.td` of LLVM 22), declared
//! with rods: structured control flow — `scf.for`, `scf.forall`, `scf.if`, `scf.index_switch`,
//! `scf.parallel`, `scf.while`, `scf.execute_region` and their terminators. Each declaration maps
//! line for line to its TableGen record; comments quote the record. The custom forms are
//! upstream's hand-written parsers and printers of `SCF.cpp`, the verifiers its `verify` and
//! `verifyRegions` methods with their messages.

use rods::diag::{Diagnostic, ParseResult, Severity};
use rods::ods::{
    AnyAttrOf, AnyRankedTensor, AnyRegion, AttrInterface, MaxSizedRegion, SizedRegion,
};
use rods::{attr_interface, dialect_op, op_interface, typed_array_attr};

use crate::view_like::{
    Delimiter, DenseI64ArrayAttr, OpFoldResult, mixed_values, parse_dynamic_index_list_with,
    print_dynamic_index_list_with, verify_list_of_operands_or_integers,
};
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{
    Attribute, Ir, NamedAttribute, OpId, OperationState, RegionId, Type, Value, ValueDef, ValueList,
};
use rods::ods::{
    AnySignlessIntegerOrIndex, I1, Index, LoopLikeOpInterface, RegionBranchOpInterface,
    RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor, UnitAttr, emit_op_error,
    ensure_terminator, segment_sizes_attr,
};
use rods::syntax::parser::{Argument, Delimiter as ParseDelimiter, Parser, UnresolvedOperand};

mod canonicalize;

// ----- helpers shared by the custom forms ----------------------------------------------------

/// `(*this)->getAttrs()`: the op's inherent attributes and discardable ones, sorted by name.
fn op_attrs(ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    let mut all: Vec<NamedAttribute> = ir
        .properties_with_defaults(op)
        .iter()
        .chain(ir.op(op).attributes.iter())
        .cloned()
        .collect();
    rods::ir::op::sort_named(&mut all);
    all
}

/// Whether `op` has fewer regions or operands than its custom printer reads: invalid IR (which
/// is printed too, as the verifier's notes and unverified modules are) then prints in generic
/// form, as [`ForallOp`]'s printer does when its fields do not read.
fn lacks(p: &mut Printer<'_>, op: OpId, regions: usize, operands: usize) -> bool {
    let o = p.ir().op(op);
    let lacks = o.regions().len() < regions || o.operands.len() < operands;
    if lacks {
        p.print_generic_op(op);
    }
    lacks
}

/// MLIR's `printOptionalArrowTypeList`: ` -> t`, ` -> (t1, t2)` or nothing.
fn print_optional_arrow_type_list(p: &mut Printer<'_>, values: &[Value]) {
    let ir = p.ir();
    match values {
        [] => {}
        [single] if !matches!(ir.value_type(*single), Type::Function(_)) => {
            p.write_str(" -> ");
            p.print_type(ir.value_type(*single));
        }
        _ => {
            p.write_str(" -> (");
            p.print_value_types(values);
            p.write_str(")");
        }
    }
}

/// The types of `values`.
fn types_of(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| ir.value_type(*v).clone()).collect()
}

/// The entry block's arguments of `region`, borrowed (none when it is empty).
fn entry_arg_slice(ir: &Ir, region: RegionId) -> &[Value] {
    ir.region(region)
        .blocks
        .first()
        .map(|b| &ir.block(*b).args[..])
        .unwrap_or_default()
}

/// The last op of the entry block of `region`, if any.
fn entry_terminator(ir: &Ir, region: RegionId) -> Option<OpId> {
    let block = *ir.region(region).blocks.first()?;
    ir.block(block).ops.last().copied()
}

/// The region holding op `op`.
fn parent_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.op(op).parent().and_then(|b| ir.block(b).parent)
}

/// The operands of the `scf.yield` ending `region`'s entry block (none for another
/// terminator, which the implicit terminator check reports).
fn yielded_slice(ir: &Ir, region: RegionId) -> &[Value] {
    entry_terminator(ir, region)
        .filter(|t| ir.op(*t).name.as_str() == YieldOp::OPERATION_NAME)
        .map(|t| &ir.op(t).operands[..])
        .unwrap_or_default()
}

/// Upstream's `printInitializationList`: `PREFIX(%inner = %outer, …)` when there are
/// initializers.
fn print_initialization_list(p: &mut Printer<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (arg, init)) in args.iter().zip(inits).enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        p.print_operand(*arg);
        p.write_str(" = ");
        p.print_operand(*init);
    }
    p.write_str(")");
}

/// MLIR's `parseArgumentList(args, Delimiter::Paren)` without types: `(%a, %b)`.
fn parse_argument_list_paren<'a>(p: &mut Parser<'a>) -> ParseResult<Vec<Argument<'a>>> {
    let mut args = Vec::new();
    p.parse_comma_separated_list(ParseDelimiter::Paren, " in argument list", |p| {
        args.push(p.parse_argument_without_type()?);
        Ok(())
    })?;
    Ok(args)
}

/// MLIR's `parseOperandList(operands, count, Delimiter::Paren)`: `(%a, %b)`, with «expected N
/// operands» at the list when `count` is given and differs.
fn parse_operand_list_paren<'a>(
    p: &mut Parser<'a>,
    count: Option<usize>,
) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
    let mut operands = Vec::new();
    match count {
        Some(n) => p.parse_operand_list_count(&mut operands, ParseDelimiter::Paren, n)?,
        None => p.parse_operand_list_delimited(&mut operands, ParseDelimiter::Paren)?,
    }
    Ok(operands)
}

/// `getConstantIntValue`: the value of a constant integer or index op's result.
fn constant_int_value(ir: &Ir, v: Value) -> Option<i64> {
    let ValueDef::OpResult(op, _) = ir.value(v).def() else {
        return None;
    };
    if !ir.op(op).name.def().is_some_and(|d| d.traits.constant_like) {
        return None;
    }
    match ir.property(op, "value")? {
        Attribute::Integer(i) => i.as_i64(),
        _ => None,
    }
}

/// Upstream's `verifyAndGetTerminator<T>`: the last op of `region`'s entry block when it is a
/// `T` (named `name`), else «'OP' op MESSAGE» with a «terminator here» note at the last op.
fn verify_and_get_terminator(
    ir: &Ir,
    op: OpId,
    region: RegionId,
    name: &str,
    message: &str,
) -> Result<OpId, Diagnostic> {
    let last = entry_terminator(ir, region);
    if let Some(t) = last
        && ir.op(t).name.as_str() == name
    {
        return Ok(t);
    }
    let mut d = emit_op_error(ir, op, message);
    if let Some(t) = last {
        d.notes.push(Diagnostic::new(
            Severity::Note,
            ir.op_loc(t).into_owned(),
            "terminator here",
        ));
    }
    Err(d)
}

// ----- scf.condition -------------------------------------------------------------------------

// def ConditionOp : SCF_Op<"condition", [
//   HasParent<"WhileOp">,
//   DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface,
//     ["getSuccessorRegions"]>,
//   Pure,
//   Terminator
// ]> {
//   let summary = "loop continuation condition";
//   let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
//   let assemblyFormat =
//       [{ `(` $condition `)` attr-dict ($args^ `:` type($args))? }];
// }
/// This operation accepts the continuation (i.e., inverse of exit) condition of the `scf.while`
/// construct. If its first argument is true, the "after" region of `scf.while` is executed,
/// with the remaining arguments forwarded to the entry block of the region. Otherwise, the loop
/// terminates.
#[dialect_op(scf.condition, traits = [HasParent(WhileOp), Pure, Terminator],
             interfaces = [RegionBranchTerminatorOpInterface],
             summary = "loop continuation condition",
             format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?")]
#[derive(Debug)]
pub struct ConditionOp {
    /// Whether the loop goes on.
    #[operand(type = I1)]
    pub condition: Value,
    /// The values forwarded to the "after" region or to the results.
    #[operand]
    pub args: Vec<Value>,
}

/// `getMutableSuccessorOperands`: all operands but the condition.
impl RegionBranchTerminatorOpInterface for ConditionOp {
    fn successor_operands(&self, _successor: &RegionSuccessor) -> ValueList {
        ValueList::from_slice(&self.args)
    }
}

// ----- scf.execute_region --------------------------------------------------------------------

// def ExecuteRegionOp : SCF_Op<"execute_region", [
//     DeclareOpInterfaceMethods<RegionBranchOpInterface>, RecursiveMemoryEffects]> {
//   let summary = "operation that executes its region exactly once";
//   let arguments = (ins
//     UnitAttr:$no_inline
//   );
//   let results = (outs Variadic<AnyType>);
//   let regions = (region AnyRegion:$region);
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `scf.execute_region` operation is used to allow multiple blocks within SCF and other
/// operations which can hold only one block. The `scf.execute_region` operation executes the
/// region held exactly once and cannot have any operands. As such, its region has no
/// arguments. All SSA values that dominate the op can be accessed inside the op. The op's
/// region can have multiple blocks and the blocks can have multiple distinct terminators.
/// Values returned from this op's region define the op's results. The optional 'no_inline'
/// flag can be set to request the ExecuteRegionOp to be preserved as much as possible and not
/// being inlined in the parent block until an explicit lowering step.
///
/// ```mlir
/// %y = scf.execute_region -> i32 no_inline {
///   %x = memref.load %A[%i] : memref<128xi32>
///   scf.yield %x : i32
/// }
/// ```
#[dialect_op(scf.execute_region, custom_assembly, verify, canonicalizer,
             traits = [RecursiveMemoryEffects], interfaces = [RegionBranchOpInterface],
             summary = "operation that executes its region exactly once")]
#[derive(Debug)]
pub struct ExecuteRegionOp {
    /// Whether the op must be kept rather than inlined.
    pub no_inline: Option<UnitAttr>,
    /// The values the region yields.
    #[result]
    pub results: Vec<Value>,
    /// The body, of any number of blocks.
    #[region(constraint = AnyRegion)]
    pub region: RegionId,
}

impl ExecuteRegionOp {
    /// Upstream's `ExecuteRegionOp::parse`: `-> types`, `no_inline`, the region, attributes.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        p.parse_optional_arrow_type_list(&mut state.result_types)?;
        if p.parse_optional_keyword("no_inline") {
            state.set_property("no_inline", Attribute::Unit);
        }
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &[])?;
        p.parse_optional_attr_dict(&mut state.attributes)
    }

    /// Upstream's `ExecuteRegionOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 1, 0) {
            return;
        }
        let ir = p.ir();
        let o = ir.op(op);
        print_optional_arrow_type_list(p, &o.results);
        p.write_str(" ");
        if ir.property(op, "no_inline").is_some() {
            p.write_str("no_inline ");
        }
        p.print_region_full(o.regions()[0], false, true, false);
        p.print_optional_attr_dict(&op_attrs(ir, op), &["no_inline"]);
    }

    /// Upstream's `ExecuteRegionOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let region = ir.region(ir.op(op).regions()[0]);
        let Some(entry) = region.blocks.first() else {
            return Err(emit_op_error(
                ir,
                op,
                "region needs to have at least one block",
            ));
        };
        if !ir.block(*entry).args.is_empty() {
            return Err(emit_op_error(ir, op, "region cannot have any arguments"));
        }
        Ok(())
    }
}

impl RegionBranchOpInterface for ExecuteRegionOp {
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        regions.push(match point {
            RegionBranchPoint::Parent => RegionSuccessor::region(ir, self.region),
            RegionBranchPoint::Terminator(_) => RegionSuccessor::parent(ir, op),
        });
    }
}

// ----- scf.for -------------------------------------------------------------------------------

// def ForOp : SCF_Op<"for",
//       [AutomaticAllocationScope, DeclareOpInterfaceMethods<LoopLikeOpInterface, [...]>,
//        AllTypesMatch<["lowerBound", "upperBound", "step"]>,
//        ConditionallySpeculatable,
//        DeclareOpInterfaceMethods<RegionBranchOpInterface,
//         ["getEntrySuccessorOperands"]>,
//        SingleBlockImplicitTerminator<"scf::YieldOp">,
//        RecursiveMemoryEffects]> {
//   let summary = "for operation";
//   let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
//                        AnySignlessIntegerOrIndex:$upperBound,
//                        AnySignlessIntegerOrIndex:$step,
//                        Variadic<AnyType>:$initArgs,
//                        UnitAttr:$unsignedCmp);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$region);
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
//   let hasRegionVerifier = 1;
// }
/// The `scf.for` operation represents a loop taking 3 SSA value as operands that represent the
/// lower bound, upper bound and step respectively. The operation defines an SSA value for its
/// induction variable. It has one region capturing the loop body. The induction variable is
/// represented as an argument of this region. This SSA value is a signless integer or index.
/// The step is a value of same type but required to be positive, the lower and upper bounds
/// can be also negative or zero. The lower and upper bounds specify a half-open range: the
/// iteration is executed iff the comparison of induction variable value is less than the upper
/// bound and bigger or equal to the lower bound.
///
/// By default, the integer comparison is signed. If the `unsignedCmp` unit attribute is
/// specified, the integer comparison is unsigned.
///
/// The body region must contain exactly one block that terminates with `scf.yield`; the parser
/// inserts it when the custom form leaves it out. `scf.for` can also operate on loop-carried
/// variables (`iter_args`) and returns the final values after loop termination:
///
/// ```mlir
/// %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
///   %t = memref.load %buffer[%iv] : memref<1024xf32>
///   %sum_next = arith.addf %sum_iter, %t : f32
///   scf.yield %sum_next : f32
/// }
/// scf.for unsigned %iv_32 = %lb_32 to %ub_32 step %step_32 : i32 {
/// }
/// ```
#[dialect_op(scf.for, custom_assembly, verify, verify_regions, canonicalizer,
             traits = [AutomaticAllocationScope,
                       AllTypesMatch(["lowerBound", "upperBound", "step"]),
                       ConditionallySpeculatable, SingleBlockImplicitTerminator(YieldOp),
                       RecursiveMemoryEffects],
             interfaces = [LoopLikeOpInterface, RegionBranchOpInterface],
             summary = "for operation")]
#[derive(Debug)]
pub struct ForOp {
    /// The first value of the induction variable.
    #[operand(name = "lowerBound", type = AnySignlessIntegerOrIndex)]
    pub lower_bound: Value,
    /// The bound the induction variable stays below.
    #[operand(name = "upperBound", type = AnySignlessIntegerOrIndex)]
    pub upper_bound: Value,
    /// The increment.
    #[operand(type = AnySignlessIntegerOrIndex)]
    pub step: Value,
    /// The initial values of the loop-carried variables.
    #[operand(name = "initArgs")]
    pub init_args: Vec<Value>,
    /// Whether the comparison with the upper bound is unsigned.
    #[attr(name = "unsignedCmp")]
    pub unsigned_cmp: Option<UnitAttr>,
    /// The final values of the loop-carried variables.
    #[result]
    pub results: Vec<Value>,
    /// The body.
    #[region(constraint = SizedRegion<1>)]
    pub region: RegionId,
}

impl ForOp {
    /// Upstream's `ForOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        if p.parse_optional_keyword("unsigned") {
            state.set_property("unsignedCmp", Attribute::Unit);
        }
        // The induction variable followed by `=`, then the bounds.
        let iv = p.parse_argument_without_type()?;
        p.parse_equal()?;
        let lb = p.parse_operand()?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand()?;
        p.parse_keyword("step")?;
        let step = p.parse_operand()?;

        // The optional initial iteration arguments.
        let mut region_args = vec![iv];
        let mut operands = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            p.parse_assignment_list(&mut region_args, &mut operands)?;
            p.parse_arrow_type_list(&mut state.result_types)?;
        }
        if region_args.len() != state.result_types.len() + 1 {
            return Err(p.emit_error_at(
                p.name_location(),
                "mismatch in number of loop-carried values and defined values",
            ));
        }

        // The optional type of the induction variable, else `index`.
        let ty = if p.parse_optional_colon() {
            p.parse_type()?
        } else {
            Type::Index
        };
        region_args[0].ty = ty.clone();
        for (arg, t) in region_args[1..].iter_mut().zip(&state.result_types) {
            arg.ty = t.clone();
        }

        // The body, then the operands: resolved after it, so that a value defined inside the
        // body is not one of them.
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &region_args)?;
        ensure_terminator(
            p,
            &[region],
            Some(&YieldOp::DEF),
            YieldOp::OPERATION_NAME,
            &state.loc,
        )?;
        for o in [&lb, &ub, &step] {
            p.resolve_operand(o, &ty, &mut state.operands)?;
        }
        let result_types = state.result_types.clone();
        for (o, t) in operands.iter().zip(&result_types) {
            p.resolve_operand(o, t, &mut state.operands)?;
        }
        p.parse_optional_attr_dict(&mut state.attributes)
    }

    /// Upstream's `ForOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 1, 3) {
            return;
        }
        let ir = p.ir();
        let o = ir.op(op);
        let region = o.regions()[0];
        let args = entry_arg_slice(ir, region);
        if ir.property(op, "unsignedCmp").is_some() {
            p.write_str(" unsigned");
        }
        p.write_str(" ");
        if let Some(iv) = args.first() {
            p.print_operand(*iv);
        }
        p.write_str(" = ");
        p.print_operand(o.operands[0]);
        p.write_str(" to ");
        p.print_operand(o.operands[1]);
        p.write_str(" step ");
        p.print_operand(o.operands[2]);
        let inits = &o.operands[3..];
        print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
        if !inits.is_empty() {
            p.write_str(" -> (");
            p.print_value_types(inits);
            p.write_str(")");
        }
        p.write_str(" ");
        if let Some(iv) = args.first() {
            let ty = ir.value_type(*iv);
            if *ty != Type::Index {
                p.write_str(" : ");
                p.print_type(ty);
                p.write_str(" ");
            }
        }
        p.print_region_full(region, false, !inits.is_empty(), false);
        p.print_optional_attr_dict(&op_attrs(ir, op), &["unsignedCmp"]);
    }

    /// Upstream's `ForOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        if o.operands.len() - 3 != o.results.len() {
            return Err(emit_op_error(
                ir,
                op,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        Ok(())
    }

    /// Upstream's `ForOp::verifyRegions`.
    fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let args = entry_arg_slice(ir, o.regions()[0]);
        let Some(iv) = args.first() else {
            return Ok(());
        };
        if ir.value_type(*iv) != ir.value_type(o.operands[0]) {
            return Err(emit_op_error(
                ir,
                op,
                "expected induction variable to be same type as bounds and step",
            ));
        }
        if args.len() - 1 != o.results.len() {
            return Err(emit_op_error(
                ir,
                op,
                "mismatch in number of basic block args and defined values",
            ));
        }
        let inits = &o.operands[3..];
        for (i, ((init, arg), result)) in inits.iter().zip(&args[1..]).zip(&o.results).enumerate() {
            let result = ir.value_type(*result);
            if ir.value_type(*init) != result {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("types mismatch between {i}th iter operand and defined value"),
                ));
            }
            if ir.value_type(*arg) != result {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("types mismatch between {i}th iter region arg and defined value"),
                ));
            }
        }
        Ok(())
    }
}

/// The induction variable is not carried; `iter_args` are.
impl LoopLikeOpInterface for ForOp {
    fn inits<'a>(&'a self, _ir: &'a Ir) -> &'a [Value] {
        &self.init_args
    }
    fn region_iter_args<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        entry_arg_slice(ir, self.region)
            .get(1..)
            .unwrap_or_default()
    }
    /// A body without the induction variable.
    fn missing_leading_args(&self, ir: &Ir) -> Option<usize> {
        entry_arg_slice(ir, self.region)
            .is_empty()
            .then_some(usize::MAX)
    }
    fn yielded_values<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        yielded_slice(ir, self.region)
    }
    fn loop_results<'a>(&'a self, _ir: &'a Ir) -> Option<&'a [Value]> {
        Some(&self.results)
    }
}

impl RegionBranchOpInterface for ForOp {
    /// The body may run again or the loop end, from the op and from the body alike.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        _point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        regions.push(RegionSuccessor::with_inputs(
            Some(self.region),
            self.region_iter_args(ir),
        ));
        regions.push(RegionSuccessor::parent(ir, op));
    }

    /// `getEntrySuccessorOperands`: the initial values.
    fn entry_successor_operands(
        &self,
        _ir: &Ir,
        _op: OpId,
        _successor: &RegionSuccessor,
    ) -> ValueList {
        ValueList::from_slice(&self.init_args)
    }
}

// ----- device mapping (DeviceMappingInterface.td) --------------------------------------------

// def DeviceMappingAttrInterface : AttrInterface<"DeviceMappingAttrInterface"> {
//   let cppNamespace = "::mlir";
//   let methods = [
//     InterfaceMethod<"Return mapping as an integer from the attribute.",
//       "int64_t", "getMappingId", (ins)>,
//     InterfaceMethod<"Return true if the attribute specifies a linear mapping",
//       "bool", "isLinearMapping", (ins)>,
//     InterfaceMethod<[{Return the [0..n) relative index of the attribute depending on its
//       group. This can be used to index into a contiguous array.}],
//       "int64_t", "getRelativeIndex", (ins)>
//   ];
// }
/// Attribute interface describing how to map a region to a processing unit.
///
/// It is intended to be a generic mechanism for binding regions to execution units of an actual
/// or virtual device. Each device first expresses its own mappings, and those mappings must
/// implement this interface. These mappings can be used by the device-specific code generators
/// and the desired regions can be connected to the given processing unit.
///
/// Currently, `scf.forall` uses this interface to express the mapping of the loops it contains
/// to the GPU's parallelism units such as threads and thread blocks.
pub trait DeviceMappingAttrInterface: Send + Sync {
    /// Return mapping as an integer from the attribute (`getMappingId`).
    fn mapping_id(&self) -> i64;
    /// Return true if the attribute specifies a linear mapping (`isLinearMapping`).
    fn is_linear_mapping(&self) -> bool;
    /// Return the [0..n) relative index of the attribute depending on its group. This can be
    /// used to index into a contiguous array (`getRelativeIndex`).
    fn relative_index(&self) -> i64;
}
attr_interface!(DeviceMappingAttrInterface);

// def DeviceMaskingAttrInterface : AttrInterface<"DeviceMaskingAttrInterface"> {
//   let cppNamespace = "::mlir";
//   let methods = [
//     InterfaceMethod<..., "Value", "createLogicalLinearMappingId",
//       (ins "OpBuilder&":$builder, "Value":$physicalLinearMappingId)>,
//     InterfaceMethod<..., "Value", "createIsActiveIdPredicate",
//       (ins "OpBuilder&":$builder, "Value":$physicalLinearMappingId)>,
//     InterfaceMethod<..., "int64_t", "getMaxNumPhysicalIds", (ins)>,
//   ];
// }
/// Attribute interface describing how to filter the processing units that a region is mapped
/// to: a mask whose set bits are the active units; the logical ID of an active unit is its
/// position among the active ones.
///
/// Upstream's two methods that build IR with an `OpBuilder` (`createLogicalLinearMappingId`,
/// `createIsActiveIdPredicate`) belong to lowerings, which rods does not run; the interface
/// keeps the one that describes the mask.
pub trait DeviceMaskingAttrInterface: Send + Sync {
    /// Return the maximal number of physical ids supported (`getMaxNumPhysicalIds`).
    fn max_num_physical_ids(&self) -> i64;
}
attr_interface!(DeviceMaskingAttrInterface);

// def DeviceMappingArrayAttr :
//   TypedArrayAttrBase<AnyAttrOf<[DeviceMappingAttrInterface, DeviceMaskingAttrInterface]>,
//   "Device Mapping array attribute"> { }
typed_array_attr!(
    /// An array of device mapping or masking attributes (`scf.forall`'s `mapping`).
    pub DeviceMappingArrayAttr,
    AnyAttrOf<(
        AttrInterface<dyn DeviceMappingAttrInterface>,
        AttrInterface<dyn DeviceMaskingAttrInterface>,
    )>,
    "Device Mapping array attribute"
);

/// `ParallelCombiningOpInterface` (`ParallelCombiningOpInterface.td`): an op inside
/// `scf.forall.in_parallel` that combines a thread's result into a shared output
/// (`tensor.parallel_insert_slice`).
pub trait ParallelCombiningOpInterface {
    /// The shared outputs it updates (`getUpdatedDestinations`).
    fn updated_destinations(&self) -> Vec<Value>;
}
op_interface!(ParallelCombiningOpInterface);

// ----- scf.forall ----------------------------------------------------------------------------

// def ForallOp : SCF_Op<"forall", [
//        AttrSizedOperandSegments,
//        AutomaticAllocationScope,
//        DeclareOpInterfaceMethods<LoopLikeOpInterface, [...]>,
//        RecursiveMemoryEffects,
//        SingleBlockImplicitTerminator<"scf::InParallelOp">,
//        DeclareOpInterfaceMethods<RegionBranchOpInterface>,
//        DestinationStyleOpInterface,
//        HasParallelRegion
//      ]> {
//   let summary = "evaluate a block multiple times in parallel";
//   let arguments = (ins
//     Variadic<Index>:$dynamicLowerBound,
//     Variadic<Index>:$dynamicUpperBound,
//     Variadic<Index>:$dynamicStep,
//     DenseI64ArrayAttr:$staticLowerBound,
//     DenseI64ArrayAttr:$staticUpperBound,
//     DenseI64ArrayAttr:$staticStep,
//     Variadic<AnyRankedTensor>:$outputs,
//     OptionalAttr<DeviceMappingArrayAttr>:$mapping);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$region);
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// `scf.forall` is a target-independent multi-dimensional parallel region application
/// operation. It has exactly one block that represents the parallel body and it takes index
/// operands that specify lower bounds, upper bounds and steps.
///
/// The op also takes a variadic number of tensor operands (`shared_outs`). The future buffers
/// corresponding to these tensors are shared among all threads. Shared tensors should be
/// accessed via their corresponding block arguments. If multiple threads write to a shared
/// buffer in a racy fashion, these writes will execute in some unspecified order. The only
/// allowed terminator is `scf.forall.in_parallel`, whose ops say how each thread's results are
/// combined into the shared outputs.
///
/// Bounds are values or integers; when the lower bounds are 0 and the steps 1 the op is
/// normalized and written with `in` and the upper bounds only. The optional `mapping` array
/// maps the loops to processing units (`DeviceMappingAttrInterface`).
///
/// ```mlir
/// %res = scf.forall (%i, %j) in (%d0, 64) shared_outs(%o = %t) -> (tensor<?x64xf32>) {
///   scf.forall.in_parallel {
///     tensor.parallel_insert_slice %slice into %o[%i, %j] [1, 1] [1, 1]
///       : tensor<1x1xf32> into tensor<?x64xf32>
///   }
/// }
/// scf.forall (%i) = (0) to (%n) step (2) {
/// }
/// ```
#[dialect_op(scf.forall, custom_assembly, verify, canonicalizer,
             traits = [AttrSizedOperandSegments, AutomaticAllocationScope, RecursiveMemoryEffects,
                       SingleBlockImplicitTerminator(InParallelOp), HasParallelRegion],
             interfaces = [LoopLikeOpInterface, RegionBranchOpInterface],
             summary = "evaluate a block multiple times in parallel")]
#[derive(Debug)]
pub struct ForallOp {
    /// The dynamic entries of the lower bounds.
    #[operand(name = "dynamicLowerBound", type = Index)]
    pub dynamic_lower_bound: Vec<Value>,
    /// The dynamic entries of the upper bounds.
    #[operand(name = "dynamicUpperBound", type = Index)]
    pub dynamic_upper_bound: Vec<Value>,
    /// The dynamic entries of the steps.
    #[operand(name = "dynamicStep", type = Index)]
    pub dynamic_step: Vec<Value>,
    /// The lower bounds, `K_DYNAMIC` where dynamic.
    #[attr(name = "staticLowerBound")]
    pub static_lower_bound: DenseI64ArrayAttr,
    /// The upper bounds, `K_DYNAMIC` where dynamic.
    #[attr(name = "staticUpperBound")]
    pub static_upper_bound: DenseI64ArrayAttr,
    /// The steps, `K_DYNAMIC` where dynamic.
    #[attr(name = "staticStep")]
    pub static_step: DenseI64ArrayAttr,
    /// The shared outputs.
    #[operand(type = AnyRankedTensor)]
    pub outputs: Vec<Value>,
    /// How the loops map to processing units.
    pub mapping: Option<DeviceMappingArrayAttr>,
    /// The combined outputs.
    #[result]
    pub results: Vec<Value>,
    /// The body.
    #[region(constraint = SizedRegion<1>)]
    pub region: RegionId,
}

impl ForallOp {
    /// Upstream's `ForallOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let ivs = parse_argument_list_paren(p)?;
        let n = ivs.len();
        let name_loc = p.name_location();
        let bound_list =
            |p: &mut Parser<'_>, state: &mut OperationState| -> ParseResult<(Vec<i64>, usize)> {
                let mut values = Vec::new();
                let list = parse_dynamic_index_list_with(
                    p,
                    name_loc.clone(),
                    &mut values,
                    None,
                    Delimiter::Paren,
                )?;
                let types = vec![Type::Index; values.len()];
                p.resolve_operands(&values, &types, name_loc.clone(), &mut state.operands)?;
                Ok((list.integers, values.len()))
            };
        let (lbs, ubs, steps);
        if p.parse_optional_keyword("in") {
            ubs = bound_list(p, state)?;
            lbs = (vec![0; n], 0);
            steps = (vec![1; n], 0);
        } else {
            p.parse_equal()?;
            lbs = bound_list(p, state)?;
            p.parse_keyword("to")?;
            ubs = bound_list(p, state)?;
            p.parse_keyword("step")?;
            steps = bound_list(p, state)?;
        }

        // The shared outputs and the result types.
        let mut out_args = Vec::new();
        let mut outs = Vec::new();
        let outs_loc = p.current_location();
        if p.parse_optional_keyword("shared_outs") {
            p.parse_assignment_list(&mut out_args, &mut outs)?;
            p.parse_optional_arrow_type_list(&mut state.result_types)?;
            let types = state.result_types.clone();
            p.resolve_operands(&outs, &types, outs_loc, &mut state.operands)?;
        }

        let mut region_args = ivs;
        for iv in &mut region_args {
            iv.ty = Type::Index;
        }
        for (arg, ty) in out_args.iter_mut().zip(&state.result_types) {
            arg.ty = ty.clone();
        }
        region_args.extend(out_args);
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &region_args)?;
        ensure_in_parallel(p, region, &state.loc);
        p.parse_optional_attr_dict(&mut state.attributes)?;

        state.set_property("staticLowerBound", DenseI64ArrayAttr::attr(&lbs.0));
        state.set_property("staticUpperBound", DenseI64ArrayAttr::attr(&ubs.0));
        state.set_property("staticStep", DenseI64ArrayAttr::attr(&steps.0));
        state.set_property(
            "operandSegmentSizes",
            segment_sizes_attr(&[lbs.1, ubs.1, steps.1, outs.len()]),
        );
        Ok(())
    }

    /// Upstream's `ForallOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let Some(this) = Self::from_op(ir, op) else {
            p.print_generic_op(op);
            return;
        };
        let args = entry_arg_slice(ir, this.region);
        let rank = this.rank();
        p.write_str(" (");
        p.print_operands(args.get(..rank).unwrap_or(args));
        if this.is_normalized(ir) {
            p.write_str(") in ");
            print_dynamic_index_list_with(
                p,
                &this.dynamic_upper_bound,
                &this.static_upper_bound.0,
                &[],
                false,
                Delimiter::Paren,
            );
        } else {
            p.write_str(") = ");
            for (keyword, values, integers) in [
                ("", &this.dynamic_lower_bound, &this.static_lower_bound.0),
                (
                    " to ",
                    &this.dynamic_upper_bound,
                    &this.static_upper_bound.0,
                ),
                (" step ", &this.dynamic_step, &this.static_step.0),
            ] {
                p.write_str(keyword);
                print_dynamic_index_list_with(p, values, integers, &[], false, Delimiter::Paren);
            }
        }
        let out_args = args.get(rank..).unwrap_or(&[]);
        print_initialization_list(p, out_args, &this.outputs, " shared_outs");
        p.write_str(" ");
        let results = &ir.op(op).results;
        if !out_args.is_empty() {
            p.write_str("-> (");
            p.print_value_types(results);
            p.write_str(") ");
        }
        p.print_region_full(this.region, false, !results.is_empty(), false);
        p.print_optional_attr_dict(
            &op_attrs(ir, op),
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }

    /// `getRank`: the number of loops.
    pub fn rank(&self) -> usize {
        self.static_lower_bound.0.len()
    }

    /// `isNormalized`: every lower bound is 0 and every step 1 (a dynamic entry counts when a
    /// constant op defines it).
    pub fn is_normalized(&self, ir: &Ir) -> bool {
        let all_equal = |integers: &[i64], values: &[Value], expected: i64| {
            mixed_values(integers, values).iter().all(|m| {
                let c = match m {
                    OpFoldResult::Constant(c) => Some(*c),
                    OpFoldResult::Value(v) => constant_int_value(ir, *v),
                };
                c == Some(expected)
            })
        };
        all_equal(&self.static_lower_bound.0, &self.dynamic_lower_bound, 0)
            && all_equal(&self.static_step.0, &self.dynamic_step, 1)
    }

    /// Upstream's `ForallOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let num_loops = this.rank();
        let results = &ir.op(op).results;
        if results.len() != this.outputs.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "produces {} results, but has only {} outputs",
                    results.len(),
                    this.outputs.len()
                ),
            ));
        }
        let args = entry_arg_slice(ir, this.region);
        if args.len() != num_loops + this.outputs.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!("region expects {num_loops} arguments"),
            ));
        }
        for (i, arg) in args[..num_loops].iter().enumerate() {
            if *ir.value_type(*arg) != Type::Index {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("expects {i}-th block argument to be an index"),
                ));
            }
        }
        for (i, (arg, output)) in args[num_loops..].iter().zip(&this.outputs).enumerate() {
            if ir.value_type(*arg) != ir.value_type(*output) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        if let Some(mapping) = &this.mapping
            && !mapping.0.is_empty()
        {
            let attrs = mapping.0.iter().map(|m| &m.value);
            let mappings = attrs
                .clone()
                .filter(|a| a.implements::<dyn DeviceMappingAttrInterface>())
                .count();
            if mappings != num_loops {
                return Err(emit_op_error(
                    ir,
                    op,
                    "mapping attribute size must match op rank",
                ));
            }
            let masks = attrs
                .filter(|a| a.implements::<dyn DeviceMaskingAttrInterface>())
                .count();
            if masks > 1 {
                return Err(emit_op_error(
                    ir,
                    op,
                    "\"mapping\" supports at most one device masking attribute",
                ));
            }
        }
        for (name, integers, values) in [
            (
                "lower bound",
                &this.static_lower_bound.0,
                &this.dynamic_lower_bound,
            ),
            (
                "upper bound",
                &this.static_upper_bound.0,
                &this.dynamic_upper_bound,
            ),
            ("step", &this.static_step.0, &this.dynamic_step),
        ] {
            verify_list_of_operands_or_integers(ir, op, name, num_loops, integers, values.len())?;
        }
        Ok(())
    }
}

/// `ForallOp::ensureTerminator`: a body without `scf.forall.in_parallel` gets one, with an
/// empty block (`InParallelOp`'s builder), at the loop's location.
fn ensure_in_parallel(p: &mut Parser<'_>, region: RegionId, loc: &rods::ir::Location) {
    let ir = p.ir_mut();
    let block = match ir.region(region).blocks.first() {
        Some(b) => *b,
        None => ir.create_block(region, loc.clone()),
    };
    let terminated = ir
        .block(block)
        .ops
        .last()
        .is_some_and(|op| ir.op(*op).name.def().is_some_and(|d| d.traits.terminator));
    if terminated {
        return;
    }
    let body = ir.create_region();
    ir.create_block(body, loc.clone());
    let mut state = OperationState::new(
        rods::ir::OperationName::registered(&InParallelOp::DEF),
        loc.clone(),
    );
    state.regions.push(body);
    let op = ir.create_op(state);
    ir.append_op(block, op);
}

/// The shared outputs are the loop-carried values.
impl LoopLikeOpInterface for ForallOp {
    fn inits<'a>(&'a self, _ir: &'a Ir) -> &'a [Value] {
        &self.outputs
    }
    fn region_iter_args<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        entry_arg_slice(ir, self.region)
            .get(self.rank()..)
            .unwrap_or_default()
    }
}

impl RegionBranchOpInterface for ForallOp {
    /// The body may run (its shared outputs taking the outputs) or not; the results are the
    /// outputs once combined.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if let RegionBranchPoint::Parent = point {
            regions.push(RegionSuccessor::with_inputs(
                Some(self.region),
                self.region_iter_args(ir),
            ));
        }
        regions.push(RegionSuccessor::parent(ir, op));
    }

    /// `getEntrySuccessorOperands`: the shared outputs.
    fn entry_successor_operands(
        &self,
        _ir: &Ir,
        _op: OpId,
        _successor: &RegionSuccessor,
    ) -> ValueList {
        ValueList::from_slice(&self.outputs)
    }
}

// ----- scf.forall.in_parallel ----------------------------------------------------------------

// def InParallelOp : SCF_Op<"forall.in_parallel", [
//        Pure,
//        Terminator,
//        DeclareOpInterfaceMethods<InParallelOpInterface>,
//        HasParent<"ForallOp">,
//       ] # GraphRegionNoTerminator.traits> {
//   let summary = "terminates a `forall` block";
//   let regions = (region SizedRegion<1>:$region);
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `scf.forall.in_parallel` is a designated terminator for the `scf.forall` operation.
///
/// It has a single region with a single block that contains a flat list of ops. Each such op
/// participates in the aggregate formation of a single result of the enclosing `scf.forall`.
/// The result number corresponds to the position of the op in the terminator.
#[dialect_op(scf.forall.in_parallel, custom_assembly, verify,
             traits = [Pure, Terminator, HasParent(ForallOp), NoTerminator, SingleBlock,
                       HasOnlyGraphRegion],
             summary = "terminates a `forall` block")]
#[derive(Debug)]
pub struct InParallelOp {
    /// The ops combining the threads' results.
    #[region(constraint = SizedRegion<1>)]
    pub region: RegionId,
}

impl InParallelOp {
    /// Upstream's `InParallelOp::parse`: the region (given a block when empty), attributes.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &[])?;
        if p.ir().region(region).blocks.is_empty() {
            p.ir_mut().create_block(region, state.loc.clone());
        }
        p.parse_optional_attr_dict(&mut state.attributes)
    }

    /// Upstream's `InParallelOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 1, 0) {
            return;
        }
        let ir = p.ir();
        p.write_str(" ");
        p.print_region_full(ir.op(op).regions()[0], false, false, false);
        p.print_optional_attr_dict(&op_attrs(ir, op), &[]);
    }

    /// Upstream's `InParallelOp::verify`: only ops combining into the shared outputs.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(forall) = ir.parent_op(op).and_then(|f| ForallOp::from_op(ir, f)) else {
            return Err(emit_op_error(ir, op, "expected forall op parent"));
        };
        let Some(block) = ir.region(ir.op(op).regions()[0]).blocks.first() else {
            return Ok(());
        };
        let out_args = entry_arg_slice(ir, forall.region);
        let out_args = out_args.get(forall.rank()..).unwrap_or(&[]);
        for inner in &ir.block(*block).ops {
            let Some(combining) =
                rods::ods::cast_op_interface::<dyn ParallelCombiningOpInterface>(ir, *inner)
            else {
                return Err(emit_op_error(
                    ir,
                    op,
                    "expected only ParallelCombiningOpInterface ops",
                ));
            };
            if combining
                .updated_destinations()
                .iter()
                .any(|d| !out_args.contains(d))
            {
                return Err(emit_op_error(
                    ir,
                    *inner,
                    "may only insert into an output block argument",
                ));
            }
        }
        Ok(())
    }
}

// ----- scf.if --------------------------------------------------------------------------------

// def IfOp : SCF_Op<"if", [DeclareOpInterfaceMethods<RegionBranchOpInterface, [
//     "getNumRegionInvocations", "getRegionInvocationBounds",
//     "getEntrySuccessorRegions"]>,
//     InferTypeOpAdaptor, SingleBlockImplicitTerminator<"scf::YieldOp">,
//     RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments]> {
//   let summary = "if-then-else operation";
//   let arguments = (ins I1:$condition);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$thenRegion,
//                         MaxSizedRegion<1>:$elseRegion);
//   let hasFolder = 1;
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `scf.if` operation represents an if-then-else construct for conditionally executing two
/// regions of code. The operand to an if operation is a boolean value. `scf.if` may also
/// produce results. Which values are returned depends on which execution path is taken.
///
/// ```mlir
/// %x, %y = scf.if %b -> (f32, f32) {
///   scf.yield %x_true, %y_true : f32, f32
/// } else {
///   scf.yield %x_false, %y_false : f32, f32
/// }
/// ```
///
/// The "then" region has exactly 1 block. The "else" region may have 0 or 1 block. In case the
/// `scf.if` produces results, the "else" region must also have exactly 1 block. The blocks are
/// always terminated with `scf.yield`. If `scf.if` defines no values, the `scf.yield` can be
/// left out, and will be inserted implicitly. Otherwise, it must be explicit.
///
/// `InferTypeOpAdaptor` infers the results from the "then" region's `scf.yield`; its check can
/// never fail once the region branch check (earlier in the trait list) has passed, so rods does
/// not repeat it.
#[dialect_op(scf.if, custom_assembly, verify, fold, canonicalizer,
             traits = [SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffects,
                       RecursivelySpeculatable, NoRegionArguments],
             interfaces = [RegionBranchOpInterface],
             summary = "if-then-else operation")]
#[derive(Debug)]
pub struct IfOp {
    /// Which region runs.
    #[operand(type = I1)]
    pub condition: Value,
    /// The values the region that ran yields.
    #[result]
    pub results: Vec<Value>,
    /// Runs when the condition holds.
    #[region(name = "thenRegion", constraint = SizedRegion<1>)]
    pub then_region: RegionId,
    /// Runs otherwise; may be empty.
    #[region(name = "elseRegion", constraint = MaxSizedRegion<1>)]
    pub else_region: RegionId,
}

impl IfOp {
    /// Upstream's `IfOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let then_region = p.ir_mut().create_region();
        let else_region = p.ir_mut().create_region();
        state.regions.push(then_region);
        state.regions.push(else_region);
        let cond = p.parse_operand()?;
        p.resolve_operand(&cond, &Type::i1(), &mut state.operands)?;
        p.parse_optional_arrow_type_list(&mut state.result_types)?;
        p.parse_region(then_region, &[])?;
        let yield_def = Some(&YieldOp::DEF);
        ensure_terminator(
            p,
            &[then_region],
            yield_def,
            YieldOp::OPERATION_NAME,
            &state.loc,
        )?;
        if p.parse_optional_keyword("else") {
            p.parse_region(else_region, &[])?;
            ensure_terminator(
                p,
                &[else_region],
                yield_def,
                YieldOp::OPERATION_NAME,
                &state.loc,
            )?;
        }
        p.parse_optional_attr_dict(&mut state.attributes)
    }

    /// Upstream's `IfOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 2, 1) {
            return;
        }
        let ir = p.ir();
        let o = ir.op(op);
        p.write_str(" ");
        p.print_operand(o.operands[0]);
        let print_terminators = !o.results.is_empty();
        if print_terminators {
            p.write_str(" -> (");
            p.print_value_types(&o.results);
            p.write_str(")");
        }
        p.write_str(" ");
        p.print_region_full(o.regions()[0], false, print_terminators, false);
        let else_region = o.regions()[1];
        if !ir.region(else_region).blocks.is_empty() {
            p.write_str(" else ");
            p.print_region_full(else_region, false, print_terminators, false);
        }
        p.print_optional_attr_dict(&op_attrs(ir, op), &[]);
    }

    /// Upstream's `IfOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        if !o.results.is_empty() && ir.region(o.regions()[1]).blocks.is_empty() {
            return Err(emit_op_error(
                ir,
                op,
                "must have an else block if defining values",
            ));
        }
        Ok(())
    }
}

impl RegionBranchOpInterface for IfOp {
    /// Both regions return to the op; the op enters one of them, or returns at once when the
    /// "else" region is empty.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if let RegionBranchPoint::Terminator(_) = point {
            regions.push(RegionSuccessor::parent(ir, op));
            return;
        }
        regions.push(RegionSuccessor::region(ir, self.then_region));
        regions.push(if ir.region(self.else_region).blocks.is_empty() {
            RegionSuccessor::parent(ir, op)
        } else {
            RegionSuccessor::region(ir, self.else_region)
        });
    }
}

// ----- scf.index_switch --------------------------------------------------------------------

// def IndexSwitchOp : SCF_Op<"index_switch", [RecursiveMemoryEffects,
//     SingleBlockImplicitTerminator<"scf::YieldOp">,
//     DeclareOpInterfaceMethods<RegionBranchOpInterface,
//                               ["getRegionInvocationBounds",
//                                "getEntrySuccessorRegions"]>]> {
//   let summary = "switch-case operation on an index argument";
//   let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$defaultRegion,
//                         VariadicRegion<SizedRegion<1>>:$caseRegions);
//   let assemblyFormat = [{
//     $arg attr-dict (`->` type($results)^)?
//     custom<SwitchCases>($cases, $caseRegions) `\n`
//     `` `default` $defaultRegion
//   }];
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
// }
/// The `scf.index_switch` is a control-flow operation that branches to one of the given regions
/// based on the values of the argument and the cases. The argument is always of type `index`.
///
/// The operation always has a "default" region and any number of case regions denoted by
/// integer constants. Control-flow transfers to the case region whose constant value equals the
/// value of the argument. If the argument does not equal any of the case values, control-flow
/// transfer to the "default" region.
///
/// ```mlir
/// %0 = scf.index_switch %arg0 : index -> i32
/// case 2 {
///   %1 = arith.constant 10 : i32
///   scf.yield %1 : i32
/// }
/// default {
///   %3 = arith.constant 30 : i32
///   scf.yield %3 : i32
/// }
/// ```
#[dialect_op(scf.index_switch, verify, canonicalizer,
             traits = [RecursiveMemoryEffects, SingleBlockImplicitTerminator(YieldOp)],
             interfaces = [RegionBranchOpInterface],
             summary = "switch-case operation on an index argument",
             format = "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion")]
#[derive(Debug)]
pub struct IndexSwitchOp {
    /// The value switched on.
    #[operand(type = Index)]
    pub arg: Value,
    /// The case values, one per case region.
    pub cases: DenseI64ArrayAttr,
    /// The values the region that ran yields.
    #[result]
    pub results: Vec<Value>,
    /// Runs when no case matches.
    #[region(name = "defaultRegion", constraint = SizedRegion<1>)]
    pub default_region: RegionId,
    /// One per case value.
    #[region(name = "caseRegions", constraint = SizedRegion<1>)]
    pub case_regions: Vec<RegionId>,
}

/// Upstream's `parseSwitchCases`: `case N {…}` while the keyword `case` comes.
fn parse_switch_cases(
    p: &mut Parser<'_>,
    case_regions: &mut Vec<RegionId>,
) -> ParseResult<(Option<Attribute>,)> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        let region = p.ir_mut().create_region();
        case_regions.push(region);
        values.push(p.parse_integer_i64()?);
        p.parse_region(region, &[])?;
    }
    Ok((Some(DenseI64ArrayAttr::attr(&values)),))
}

/// Upstream's `printSwitchCases`: each `case N {…}` on its own line.
fn print_switch_cases(p: &mut Printer<'_>, cases: Option<&Attribute>, case_regions: &[RegionId]) {
    let values = cases
        .and_then(DenseI64ArrayAttr::values_of)
        .unwrap_or_default();
    for (value, region) in values.iter().zip(case_regions) {
        p.print_newline();
        p.write_str("case ");
        p.print_i64(*value);
        p.write_str(" ");
        p.print_region(*region, false, false);
    }
}

impl IndexSwitchOp {
    /// Upstream's `IndexSwitchOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        if this.cases.0.len() != this.case_regions.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "has {} case regions but {} case values",
                    this.case_regions.len(),
                    this.cases.0.len()
                ),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for (i, value) in this.cases.0.iter().enumerate() {
            // Upstream's `DenseSet<int64_t>` holds `INT64_MAX` as its empty key: once the set
            // has a value, inserting that one finds an "equal" empty slot, and it is reported
            // as a duplicate wherever it comes after the first case.
            if !seen.insert(*value) || (i > 0 && *value == i64::MAX) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("has duplicate case value: {value}"),
                ));
            }
        }
        let results = types_of(ir, &ir.op(op).results);
        let verify_region = |region: RegionId, name: &str| -> Result<(), Diagnostic> {
            let Some(last) = entry_terminator(ir, region) else {
                return Ok(());
            };
            if ir.op(last).name.as_str() != YieldOp::OPERATION_NAME {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!(
                        "expected region to end with scf.yield, but got {}",
                        ir.op(last).name.as_str()
                    ),
                ));
            }
            let yielded = &ir.op(last).operands;
            let note = |d: &mut Diagnostic, message: String| {
                d.notes.push(Diagnostic::new(
                    Severity::Note,
                    ir.op_loc(last).into_owned(),
                    message,
                ));
            };
            if yielded.len() != results.len() {
                let mut d = emit_op_error(
                    ir,
                    op,
                    format!(
                        "expected each region to return {} values, but {name} returns {}",
                        results.len(),
                        yielded.len()
                    ),
                );
                note(&mut d, "see yield operation here".to_owned());
                return Err(d);
            }
            for (i, (result, operand)) in results.iter().zip(yielded.iter()).enumerate() {
                let ty = ir.value_type(*operand);
                if ty == result {
                    continue;
                }
                let mut d = emit_op_error(
                    ir,
                    op,
                    format!(
                        "expected result #{i} of each region to be '{}'",
                        type_to_string(result)
                    ),
                );
                note(
                    &mut d,
                    format!("{name} returns '{}' here", type_to_string(ty)),
                );
                return Err(d);
            }
            Ok(())
        };
        verify_region(this.default_region, "default region")?;
        for (i, region) in this.case_regions.iter().enumerate() {
            verify_region(*region, &format!("case region #{i}"))?;
        }
        Ok(())
    }
}

impl RegionBranchOpInterface for IndexSwitchOp {
    /// The op enters any of its regions (the default one first); they all return to it.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if let RegionBranchPoint::Terminator(_) = point {
            regions.push(RegionSuccessor::parent(ir, op));
            return;
        }
        regions.extend(
            std::iter::once(self.default_region)
                .chain(self.case_regions.iter().copied())
                .map(|r| RegionSuccessor::with_inputs(Some(r), &[])),
        );
    }
}

// ----- scf.parallel --------------------------------------------------------------------------

// def ParallelOp : SCF_Op<"parallel",
//     [AutomaticAllocationScope,
//      AttrSizedOperandSegments,
//      DeclareOpInterfaceMethods<LoopLikeOpInterface, [...]>,
//      RecursiveMemoryEffects,
//      DeclareOpInterfaceMethods<RegionBranchOpInterface>,
//      SingleBlockImplicitTerminator<"scf::ReduceOp">,
//      HasParallelRegion]> {
//   let summary = "parallel for operation";
//   let arguments = (ins Variadic<Index>:$lowerBound,
//                        Variadic<Index>:$upperBound,
//                        Variadic<Index>:$step,
//                        Variadic<AnyType>:$initVals);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$region);
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `scf.parallel` operation represents a loop nest taking 4 groups of SSA values as
/// operands that represent the lower bounds, upper bounds, steps and initial values,
/// respectively. The operation defines a variadic number of SSA values for its induction
/// variables. It has one region capturing the loop body. The induction variables are
/// represented as an argument of this region. These SSA values always have type index, which
/// is the size of the machine word. The steps are values of type index, required to be
/// positive. The lower and upper bounds specify a half-open range: the range includes the
/// lower bound but does not include the upper bound. The initial values have the same types
/// as results of `scf.parallel`. If there are no results, the keyword `init` can be omitted.
///
/// Semantically we require that the iteration space can be iterated in any order, and the loop
/// body can be executed in parallel. If there are data races, the behavior is undefined.
///
/// The parallel loop operation supports reduction of values produced by individual iterations
/// into a single result, modeled with the `scf.reduce` terminator: its i-th operand and region
/// reduce into the i-th result, starting from the i-th initial value.
///
/// ```mlir
/// %r = scf.parallel (%iv) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
///   %elem = memref.load %buffer[%iv] : memref<100xf32>
///   scf.reduce(%elem : f32) {
///   ^bb0(%lhs : f32, %rhs: f32):
///     %res = arith.addf %lhs, %rhs : f32
///     scf.reduce.return %res : f32
///   }
/// }
/// ```
#[dialect_op(scf.parallel, custom_assembly, verify, canonicalizer,
             traits = [AutomaticAllocationScope, AttrSizedOperandSegments,
                       RecursiveMemoryEffects, SingleBlockImplicitTerminator(ReduceOp),
                       HasParallelRegion],
             interfaces = [LoopLikeOpInterface, RegionBranchOpInterface],
             summary = "parallel for operation")]
#[derive(Debug)]
pub struct ParallelOp {
    /// The lower bounds, one per induction variable.
    #[operand(name = "lowerBound", type = Index)]
    pub lower_bound: Vec<Value>,
    /// The upper bounds.
    #[operand(name = "upperBound", type = Index)]
    pub upper_bound: Vec<Value>,
    /// The steps.
    #[operand(type = Index)]
    pub step: Vec<Value>,
    /// The initial values of the reductions.
    #[operand(name = "initVals")]
    pub init_vals: Vec<Value>,
    /// The reduced values.
    #[result]
    pub results: Vec<Value>,
    /// The body.
    #[region(constraint = SizedRegion<1>)]
    pub region: RegionId,
}

impl ParallelOp {
    /// Upstream's `ParallelOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let mut ivs = parse_argument_list_paren(p)?;
        let n = ivs.len();
        p.parse_equal()?;
        let lower = parse_operand_list_paren(p, Some(n))?;
        p.resolve_operands(
            &lower,
            &vec![Type::Index; n],
            state.loc.clone(),
            &mut state.operands,
        )?;
        p.parse_keyword("to")?;
        let upper = parse_operand_list_paren(p, Some(n))?;
        p.resolve_operands(
            &upper,
            &vec![Type::Index; n],
            state.loc.clone(),
            &mut state.operands,
        )?;
        p.parse_keyword("step")?;
        let steps = parse_operand_list_paren(p, Some(n))?;
        p.resolve_operands(
            &steps,
            &vec![Type::Index; n],
            state.loc.clone(),
            &mut state.operands,
        )?;
        let init_vals = if p.parse_optional_keyword("init") {
            parse_operand_list_paren(p, None)?
        } else {
            Vec::new()
        };
        p.parse_optional_arrow_type_list(&mut state.result_types)?;

        for iv in &mut ivs {
            iv.ty = Type::Index;
        }
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &ivs)?;
        state.set_property(
            "operandSegmentSizes",
            segment_sizes_attr(&[n, n, n, init_vals.len()]),
        );
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let result_types = state.result_types.clone();
        p.resolve_operands(
            &init_vals,
            &result_types,
            p.name_location(),
            &mut state.operands,
        )?;
        ensure_terminator(
            p,
            &[region],
            Some(&ReduceOp::DEF),
            ReduceOp::OPERATION_NAME,
            &state.loc,
        )
    }

    /// Upstream's `ParallelOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 1, 0) {
            return;
        }
        let ir = p.ir();
        let o = ir.op(op);
        let region = o.regions()[0];
        let Some(this) = Self::from_op(ir, op) else {
            p.print_generic_op(op);
            return;
        };
        p.write_str(" (");
        p.print_operands(entry_arg_slice(ir, region));
        p.write_str(") = (");
        p.print_operands(&this.lower_bound);
        p.write_str(") to (");
        p.print_operands(&this.upper_bound);
        p.write_str(") step (");
        p.print_operands(&this.step);
        p.write_str(")");
        if !this.init_vals.is_empty() {
            p.write_str(" init (");
            p.print_operands(&this.init_vals);
            p.write_str(")");
        }
        print_optional_arrow_type_list(p, &o.results);
        p.write_str(" ");
        p.print_region_full(region, false, true, false);
        p.print_optional_attr_dict(&op_attrs(ir, op), &["operandSegmentSizes"]);
    }

    /// Upstream's `ParallelOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        // It is enough to look at the steps: the bounds are as many.
        if this.step.is_empty() {
            return Err(emit_op_error(
                ir,
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            ));
        }
        if this
            .step
            .iter()
            .any(|s| constant_int_value(ir, *s).is_some_and(|c| c <= 0))
        {
            return Err(emit_op_error(
                ir,
                op,
                "constant step operand must be positive",
            ));
        }
        let args = entry_arg_slice(ir, this.region);
        if args.len() != this.step.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expects the same number of induction variables: {} as bound and step values: {}",
                    args.len(),
                    this.step.len()
                ),
            ));
        }
        if args.iter().any(|a| *ir.value_type(*a) != Type::Index) {
            return Err(emit_op_error(
                ir,
                op,
                "expects arguments for the induction variable to be of index type",
            ));
        }
        let reduce = verify_and_get_terminator(
            ir,
            op,
            this.region,
            ReduceOp::OPERATION_NAME,
            "expects body to terminate with 'scf.reduce'",
        )?;
        let results = &ir.op(op).results;
        let reductions = ir.op(reduce).regions().len();
        let inits = this.init_vals.len();
        if results.len() != reductions {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expects number of results: {} to be the same as number of reductions: {reductions}",
                    results.len()
                ),
            ));
        }
        if results.len() != inits {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expects number of results: {} to be the same as number of initial values: {inits}",
                    results.len()
                ),
            ));
        }
        let reduce_operands = &ir.op(reduce).operands;
        if reduce_operands.len() != inits {
            // `scf.reduce` reports it.
            return Ok(());
        }
        for (i, (result, operand)) in results.iter().zip(reduce_operands).enumerate() {
            let (result, operand) = (ir.value_type(*result), ir.value_type(*operand));
            if result != operand {
                let mut d = emit_op_error(
                    ir,
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        type_to_string(operand),
                        type_to_string(result)
                    ),
                );
                // Reported on `scf.reduce`, which MLIR's note shows.
                d.notes
                    .push(rods::verify::current_operation_note(ir, reduce));
                return Err(d);
            }
        }
        Ok(())
    }
}

/// Nothing is carried from one iteration to the next: the induction variables are the only
/// arguments, and `scf.reduce` combines rather than yields.
impl LoopLikeOpInterface for ParallelOp {}

impl RegionBranchOpInterface for ParallelOp {
    /// The body may run or not, from the op and from the body alike. No value flows along
    /// these edges (upstream's successors have no inputs): the induction variables are not
    /// forwarded, and `scf.reduce` combines rather than forwards.
    fn successor_regions(
        &self,
        _ir: &Ir,
        _op: OpId,
        _point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        regions.push(RegionSuccessor::with_inputs(Some(self.region), &[]));
        regions.push(RegionSuccessor::with_inputs(None, &[]));
    }
}

// ----- scf.reduce ----------------------------------------------------------------------------

// def ReduceOp : SCF_Op<"reduce", [
//     Terminator, HasParent<"ParallelOp">, RecursiveMemoryEffects,
//     DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
//   let summary = "reduce operation for scf.parallel";
//   let arguments = (ins Variadic<AnyType>:$operands);
//   let assemblyFormat = [{
//     (`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict
//   }];
//   let regions = (region VariadicRegion<SizedRegion<1>>:$reductions);
//   let hasRegionVerifier = 1;
// }
/// The `scf.reduce` operation is the terminator for `scf.parallel` operations. It can model an
/// arbitrary number of reductions. It has one region per reduction. Each region has one block
/// with two arguments which have the same type as the corresponding operand of `scf.reduce`.
/// The operands of the op are the values that should be reduce; one value per reduction.
///
/// The i-th reduction (i.e., the i-th region and the i-th operand) corresponds the i-th initial
/// value and the i-th result of the enclosing `scf.parallel` op. As the iteration order of the
/// enclosing parallel loop and hence reduction order is unspecified, the results of the
/// reductions may be non-deterministic unless the reductions are associative and commutative.
///
/// ```mlir
/// scf.reduce(%operand : f32) {
///   ^bb0(%lhs : f32, %rhs: f32):
///     %res = arith.addf %lhs, %rhs : f32
///     scf.reduce.return %res : f32
/// }
/// ```
#[dialect_op(scf.reduce, verify_regions,
             traits = [Terminator, HasParent(ParallelOp), RecursiveMemoryEffects],
             interfaces = [RegionBranchTerminatorOpInterface],
             summary = "reduce operation for scf.parallel",
             format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")]
#[derive(Debug)]
pub struct ReduceOp {
    /// The values to reduce, one per reduction.
    #[operand]
    pub operands: Vec<Value>,
    /// The reduction functions.
    #[region(constraint = SizedRegion<1>)]
    pub reductions: Vec<RegionId>,
}

impl ReduceOp {
    /// Upstream's `ReduceOp::verifyRegions`.
    fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        if o.regions().len() != o.operands.len() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                    o.regions().len(),
                    o.operands.len()
                ),
            ));
        }
        for (i, (region, operand)) in o.regions().iter().zip(&o.operands).enumerate() {
            let ty = ir.value_type(*operand);
            let Some(block) = ir.region(*region).blocks.first() else {
                continue;
            };
            let block = ir.block(*block);
            if block.ops.is_empty() {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("{i}-th reduction has an empty body"),
                ));
            }
            if block.args.len() != 2 || block.args.iter().any(|a| ir.value_type(*a) != ty) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!(
                        "expected two block arguments with type '{}' in the {i}-th reduction region",
                        type_to_string(ty)
                    ),
                ));
            }
            let returns = block
                .ops
                .last()
                .is_some_and(|t| ir.op(*t).name.as_str() == ReduceReturnOp::OPERATION_NAME);
            if !returns {
                return Err(emit_op_error(
                    ir,
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                ));
            }
        }
        Ok(())
    }
}

/// `getMutableSuccessorOperands`: no operand is forwarded.
impl RegionBranchTerminatorOpInterface for ReduceOp {
    fn successor_operands(&self, _successor: &RegionSuccessor) -> ValueList {
        ValueList::new()
    }
}

// ----- scf.reduce.return ---------------------------------------------------------------------

// def ReduceReturnOp :
//     SCF_Op<"reduce.return", [HasParent<"ReduceOp">, Pure, Terminator]> {
//   let summary = "terminator for reduce operation";
//   let arguments = (ins AnyType:$result);
//   let assemblyFormat = "$result attr-dict `:` type($result)";
//   let hasVerifier = 1;
// }
/// The `scf.reduce.return` operation is a special terminator operation for the block inside
/// `scf.reduce` regions. It terminates the region. It should have the same operand type as the
/// corresponding operand of the enclosing `scf.reduce` op.
///
/// ```mlir
/// scf.reduce.return %res : f32
/// ```
#[dialect_op(scf.reduce.return, verify, traits = [HasParent(ReduceOp), Pure, Terminator],
             summary = "terminator for reduce operation",
             format = "$result attr-dict `:` type($result)")]
#[derive(Debug)]
pub struct ReduceReturnOp {
    /// The reduced value.
    #[operand]
    pub result: Value,
}

impl ReduceReturnOp {
    /// Upstream's `ReduceReturnOp::verify`: the value has the type of the reduction's inputs.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(block) = ir.op(op).parent() else {
            return Ok(());
        };
        let Some(expected) = ir.block(block).args.first() else {
            return Ok(());
        };
        let expected = ir.value_type(*expected);
        if expected != ir.value_type(ir.op(op).operands[0]) {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "must have type '{}' (the type of the reduction inputs)",
                    type_to_string(expected)
                ),
            ));
        }
        Ok(())
    }
}

// ----- scf.while -----------------------------------------------------------------------------

// def WhileOp : SCF_Op<"while",
//     [DeclareOpInterfaceMethods<RegionBranchOpInterface,
//         ["getEntrySuccessorOperands"]>,
//      DeclareOpInterfaceMethods<LoopLikeOpInterface,
//         ["getRegionIterArgs", "getYieldedValuesMutable"]>,
//      RecursiveMemoryEffects, SingleBlock]> {
//   let summary = "a generic 'while' loop";
//   let arguments = (ins Variadic<AnyType>:$inits);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// This operation represents a generic "while"/"do-while" loop that keeps iterating as long as
/// a condition is satisfied. There is no restriction on the complexity of the condition. It
/// consists of two regions (with single block each): "before" region and "after" region. The
/// names of regions indicates whether they execute before or after the condition check.
/// Therefore, if the main loop payload is located in the "before" region, the operation is a
/// "do-while" loop. Otherwise, it is a "while" loop.
///
/// The "before" region terminates with a special operation, `scf.condition`, that accepts as
/// its first operand an `i1` value indicating whether to proceed to the "after" region (value
/// is `true`) or not. The two regions communicate by means of region arguments. Initially, the
/// "before" region accepts as arguments the operands of the `scf.while` operation and uses them
/// to evaluate the condition. It forwards the trailing, non-condition operands of the
/// `scf.condition` terminator either to the "after" region if the control flow is transferred
/// there or to results of the `scf.while` operation otherwise. The "after" region takes as
/// arguments the values produced by the "before" region and uses `scf.yield` to supply new
/// arguments for the "before" region, into which it transfers the control flow
/// unconditionally.
///
/// ```mlir
/// %res = scf.while (%arg1 = %init1) : (f32) -> f32 {
///   %condition = func.call @evaluate_condition(%arg1) : (f32) -> i1
///   scf.condition(%condition) %arg1 : f32
/// } do {
/// ^bb0(%arg2: f32):
///   %next = func.call @payload(%arg2) : (f32) -> f32
///   scf.yield %next : f32
/// }
/// ```
#[dialect_op(scf.while, custom_assembly, verify, canonicalizer,
             traits = [RecursiveMemoryEffects, SingleBlock],
             interfaces = [RegionBranchOpInterface, LoopLikeOpInterface],
             summary = "a generic 'while' loop")]
#[derive(Debug)]
pub struct WhileOp {
    /// The initial values of the "before" region's arguments.
    #[operand]
    pub inits: Vec<Value>,
    /// The values `scf.condition` forwards when the loop ends.
    #[result]
    pub results: Vec<Value>,
    /// Computes the condition.
    #[region(constraint = SizedRegion<1>)]
    pub before: RegionId,
    /// The loop body.
    #[region(constraint = SizedRegion<1>)]
    pub after: RegionId,
}

impl WhileOp {
    /// Upstream's `WhileOp::parse`: `(%arg = %init, …) : (types) -> types {before} do {after}`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let before = p.ir_mut().create_region();
        let after = p.ir_mut().create_region();
        state.regions.push(before);
        state.regions.push(after);
        let mut region_args = Vec::new();
        let mut operands = Vec::new();
        p.parse_optional_assignment_list(&mut region_args, &mut operands)?;

        let type_loc = p.current_location();
        // `parseColonType(FunctionType &)`: any type, which must be a function type.
        let function = match p.parse_colon_type()? {
            Type::Function(f) => f,
            other => {
                return Err(p.emit_error_at(
                    type_loc,
                    format!(
                        "invalid kind of type specified: expected builtin.function, but found '{}'",
                        type_to_string(&other)
                    ),
                ));
            }
        };
        state
            .result_types
            .extend(function.results().iter().cloned());
        if function.inputs().len() != operands.len() {
            return Err(p.emit_error_at(
                type_loc,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    operands.len(),
                    function.inputs().len()
                ),
            ));
        }
        let loc = p.current_location();
        p.resolve_operands(&operands, function.inputs(), loc, &mut state.operands)?;
        for (arg, ty) in region_args.iter_mut().zip(function.inputs()) {
            arg.ty = ty.clone();
        }
        p.parse_region(before, &region_args)?;
        p.parse_keyword("do")?;
        p.parse_region(after, &[])?;
        p.parse_optional_attr_dict_with_keyword(&mut state.attributes)
    }

    /// Upstream's `WhileOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        if lacks(p, op, 2, 0) {
            return;
        }
        let ir = p.ir();
        let o = ir.op(op);
        let (before, after) = (o.regions()[0], o.regions()[1]);
        print_initialization_list(p, entry_arg_slice(ir, before), &o.operands, " ");
        p.write_str(" : ");
        p.print_functional_value_types(&o.operands, &o.results);
        p.write_str(" ");
        p.print_region_full(before, false, true, false);
        p.write_str(" do ");
        p.print_region_full(after, true, true, false);
        p.print_optional_attr_dict_with_keyword(&op_attrs(ir, op), &[]);
    }

    /// Upstream's `WhileOp::verify`: the regions end with `scf.condition` and `scf.yield`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        verify_and_get_terminator(
            ir,
            op,
            o.regions()[0],
            ConditionOp::OPERATION_NAME,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        verify_and_get_terminator(
            ir,
            op,
            o.regions()[1],
            YieldOp::OPERATION_NAME,
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }
}

/// The "before" region's arguments are the loop-carried variables, which the "after" region's
/// `scf.yield` gives.
impl LoopLikeOpInterface for WhileOp {
    fn inits<'a>(&'a self, _ir: &'a Ir) -> &'a [Value] {
        &self.inits
    }
    fn region_iter_args<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        entry_arg_slice(ir, self.before)
    }
    fn yielded_values<'a>(&'a self, ir: &'a Ir) -> &'a [Value] {
        yielded_slice(ir, self.after)
    }
}

impl RegionBranchOpInterface for WhileOp {
    /// The op enters "before"; "after" goes back to "before"; `scf.condition` leaves the loop
    /// or enters "after".
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        match point {
            RegionBranchPoint::Parent => regions.push(RegionSuccessor::region(ir, self.before)),
            RegionBranchPoint::Terminator(t) if parent_region(ir, t) == Some(self.after) => {
                regions.push(RegionSuccessor::region(ir, self.before));
            }
            RegionBranchPoint::Terminator(_) => {
                regions.push(RegionSuccessor::parent(ir, op));
                regions.push(RegionSuccessor::region(ir, self.after));
            }
        }
    }

    /// `getEntrySuccessorOperands`: the initial values.
    fn entry_successor_operands(
        &self,
        _ir: &Ir,
        _op: OpId,
        _successor: &RegionSuccessor,
    ) -> ValueList {
        ValueList::from_slice(&self.inits)
    }
}

// ----- scf.yield -----------------------------------------------------------------------------

// def YieldOp : SCF_Op<"yield", [Pure, ReturnLike, Terminator,
//     ParentOneOf<["ExecuteRegionOp", "ForOp", "IfOp", "IndexSwitchOp",
//                  "WhileOp"]>]> {
//   let summary = "loop yield and termination operation";
//   let arguments = (ins Variadic<AnyType>:$results);
//   let builders = [OpBuilder<(ins), [{ /* nothing to do */ }]>];
//   let assemblyFormat =
//       [{  attr-dict ($results^ `:` type($results))? }];
// }
/// The `scf.yield` operation yields an SSA value from the SCF dialect op region and terminates
/// the regions. The semantics of how the values are yielded is defined by the parent
/// operation. If `scf.yield` has any operands, the operands must match the parent operation's
/// results. If the parent operation defines no values, then the `scf.yield` may be left out in
/// the custom syntax and the builders will insert one implicitly. Otherwise, it has to be
/// present in the syntax to indicate which values are yielded.
#[dialect_op(scf.yield,
             traits = [Pure, ReturnLike, Terminator,
                       ParentOneOf([ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp])],
             summary = "loop yield and termination operation",
             format = "attr-dict ($results^ `:` type($results))?")]
#[derive(Debug)]
pub struct YieldOp {
    /// The yielded values.
    #[operand]
    pub results: Vec<Value>,
}

// def SCF_Dialect : Dialect {
//   let name = "scf";
//   let cppNamespace = "::mlir::scf";
//   let dependentDialects = ["arith::ArithDialect"];
// }
rods::dialect! {
    /// The `scf` (structured control flow) dialect contains operations that represent control
    /// flow constructs such as `if` and `for`. Being _structured_ means that the control flow
    /// has a structure unlike, for example, `goto`s or `assert`s. Unstructured control flow
    /// operations are located in the `cf` (control flow) dialect.
    ///
    /// Originally, this dialect was developed as a common lowering stage for the `affine` and
    /// `linalg` dialects. Both convert to SCF loops instead of targeting branch-based CFGs
    /// directly. Typically, `scf` is lowered to `cf` and then lowered to some final target like
    /// LLVM or SPIR-V.
    pub static SCF_DIALECT = {
        name: "scf",
        summary: "",
        dependent_dialects: [crate::arith::ARITH_DIALECT],
        ops: [ConditionOp, ExecuteRegionOp, ForOp, ForallOp, InParallelOp, IfOp, ParallelOp,
              ReduceOp, ReduceReturnOp, WhileOp, IndexSwitchOp, YieldOp],
    };
}
