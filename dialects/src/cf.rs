//! Upstream's `cf` dialect (`ControlFlowOps.td` of LLVM 22), declared with rods: `cf.assert`,
//! `cf.br`, `cf.cond_br` (with its `branch_weights`, `WeightedBranchOpInterface`) and
//! `cf.switch` (a variadic-of-variadic operand group, `custom<SwitchOpCases>`). Each declaration
//! maps line for line to its TableGen record; comments quote the record. The ops'
//! canonicalization patterns are in `canonicalize.rs`.

use rods::diag::{Diagnostic, ParseResult};
use rods::dialect_op;
use rods::ir::Uniqued;
use rods::ir::def::SuccessorOperands;
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{ApInt, Attribute, BlockId, DenseElementsAttr, Ir, OpId, Type, Value, VectorType};
use rods::ods::{
    AnyIntElementsAttr, AnyInteger, BranchOpInterface, DenseI32ArrayAttr, I1, StrAttr,
    WeightedBranchOpInterface, emit_op_error,
};
use rods::syntax::parser::{Delimiter, Parser, UnresolvedOperand};

mod canonicalize;

// def AssertOp : CF_Op<"assert",
//     [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
//   let summary = "Assert operation with message attribute";
//   let arguments = (ins I1:$arg, StrAttr:$msg);
//   let assemblyFormat = "$arg `,` $msg attr-dict";
//   let hasCanonicalizeMethod = 1;
// }
/// Assert operation at runtime with single boolean operand and an error message attribute.
/// If the argument is `true` this operation has no effect. Otherwise, the program execution
/// will abort. The provided error message may be used by a runtime to propagate the error to
/// the user.
///
/// ```mlir
/// cf.assert %b, "Expected ... to be true"
/// ```
#[dialect_op(cf.assert, summary = "Assert operation with message attribute",
             interfaces = [MemoryEffectOpInterface], canonicalize,
             format = "$arg `,` $msg attr-dict")]
#[derive(Debug)]
pub struct AssertOp {
    /// The asserted condition.
    #[operand(type = I1)]
    pub arg: Value,
    /// The message.
    pub msg: StrAttr,
}

/// `AssertOp::getEffects`: a write, standing for the program's termination.
impl rods::ods::effects::MemoryEffectOpInterface for AssertOp {
    const EFFECTS: &'static [rods::dialect::EffectDecl] = &[rods::dialect::EffectDecl {
        effect: rods::dialect::Effect::Write,
        on: rods::dialect::EffectOn::Op,
        resource: rods::dialect::EffectResource::Default,
        stage: 0,
        full: false,
    }];

    fn get_effects(_: &Ir, _: OpId, out: &mut Vec<rods::dialect::EffectInstance>) {
        out.push(rods::dialect::EffectInstance::of(&Self::EFFECTS[0], None));
    }
}

// def BranchOp : CF_Op<"br", [
//     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
//     Pure, Terminator
//   ]> {
//   let summary = "Branch operation";
//   let arguments = (ins Variadic<AnyType>:$destOperands);
//   let successors = (successor AnySuccessor:$dest);
//   let hasCanonicalizeMethod = 1;
//   let assemblyFormat = [{
//     $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
//   }];
// }
/// The `cf.br` operation represents a direct branch operation to a given block. The operands
/// of this operation are forwarded to the successor block, and the number and type of the
/// operands must match the arguments of the target block.
///
/// ```mlir
/// ^bb2:
///   %2 = call @someFn()
///   cf.br ^bb3(%2 : tensor<*xf32>)
/// ^bb3(%3: tensor<*xf32>):
/// ```
#[dialect_op(cf.br, traits = [Pure, Terminator], interfaces = [BranchOpInterface],
             summary = "Branch operation", canonicalize,
             format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")]
#[derive(Debug)]
pub struct BranchOp {
    /// The operands passed to the successor's arguments.
    #[operand(name = "destOperands")]
    pub dest_operands: Vec<Value>,
    /// The successor.
    #[successor(operands = "destOperands")]
    pub dest: BlockId,
}

// def CondBranchOp
//     : CF_Op<"cond_br", [AttrSizedOperandSegments,
//                         DeclareOpInterfaceMethods<
//                             BranchOpInterface, ["getSuccessorForOperands"]>,
//                         WeightedBranchOpInterface, Pure, Terminator]> {
//   let summary = "Conditional branch operation";
//   let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
//       Variadic<AnyType>:$falseDestOperands,
//       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
//   let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
//   let hasCanonicalizer = 1;
//   let assemblyFormat = [{
//     $condition (`weights` `(` $branch_weights^ `)` )? `,`
//     $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
//     $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
//     attr-dict
//   }];
// }
/// The `cf.cond_br` terminator operation represents a conditional branch on a boolean (1-bit
/// integer) value. If the bit is set, then the first destination is jumped to; if it is false,
/// the second destination is chosen. The count and types of operands must align with the
/// arguments in the corresponding target blocks.
///
/// The MLIR conditional branch operation is not allowed to target the entry block for a
/// region. The two destinations of the conditional branch operation are allowed to be the
/// same.
///
/// The following example illustrates a function with a conditional branch operation that
/// targets the same block.
///
/// ```mlir
/// func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
///   // Both targets are the same, operands differ
///   cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
/// ^bb1(%x : i32) :
///   return %x : i32
/// }
/// ```
#[dialect_op(cf.cond_br,
             traits = [AttrSizedOperandSegments, Pure, Terminator],
             interfaces = [BranchOpInterface, WeightedBranchOpInterface],
             summary = "Conditional branch operation", canonicalizer,
             format = "$condition (`weights` `(` $branch_weights^ `)` )? `,`
                       $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
                       $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
                       attr-dict")]
#[derive(Debug)]
pub struct CondBranchOp {
    /// The condition.
    #[operand(type = I1)]
    pub condition: Value,
    /// The operands passed to the true successor.
    #[operand(name = "trueDestOperands")]
    pub true_dest_operands: Vec<Value>,
    /// The operands passed to the false successor.
    #[operand(name = "falseDestOperands")]
    pub false_dest_operands: Vec<Value>,
    /// The weights of the two successors.
    pub branch_weights: Option<DenseI32ArrayAttr>,
    /// The successor taken when the condition holds.
    #[successor(name = "trueDest", operands = "trueDestOperands")]
    pub true_dest: BlockId,
    /// The successor taken otherwise.
    #[successor(name = "falseDest", operands = "falseDestOperands")]
    pub false_dest: BlockId,
}

impl WeightedBranchOpInterface for CondBranchOp {
    fn weights(&self) -> Vec<i32> {
        self.branch_weights
            .as_ref()
            .map(|w| w.0.clone())
            .unwrap_or_default()
    }
}

// def SwitchOp : CF_Op<"switch",
//     [AttrSizedOperandSegments,
//      DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
//      Pure, Terminator]> {
//   let summary = "Switch operation";
//   let arguments = (ins
//     AnyInteger:$flag,
//     Variadic<AnyType>:$defaultOperands,
//     VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
//     OptionalAttr<AnyIntElementsAttr>:$case_values,
//     DenseI32ArrayAttr:$case_operand_segments
//   );
//   let successors = (successor
//     AnySuccessor:$defaultDestination,
//     VariadicSuccessor<AnySuccessor>:$caseDestinations
//   );
//   let assemblyFormat = [{
//     $flag `:` type($flag) `,` `[` `\n`
//       custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
//                             $defaultOperands,
//                             type($defaultOperands),
//                             $case_values,
//                             $caseDestinations,
//                             $caseOperands,
//                             type($caseOperands))
//    `]`
//     attr-dict
//   }];
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
// }
/// The `cf.switch` terminator operation represents a switch on a signless integer value. If
/// the flag matches one of the specified cases, then the corresponding destination is jumped
/// to. If the flag does not match any of the cases, the default destination is jumped to. The
/// count and types of operands must align with the arguments in the corresponding target
/// blocks.
///
/// ```mlir
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb1(%b : i32),
///   43: ^bb3(%c : i32)
/// ]
/// ```
///
/// What each successor receives is upstream's `getSuccessorOperands`: the default operands
/// for the default destination, the `i`-th sub-group of `caseOperands` for case `i`.
#[dialect_op(cf.switch,
             traits = [AttrSizedOperandSegments, Pure, Terminator],
             interfaces = [BranchOpInterface], verify, canonicalizer,
             summary = "Switch operation",
             format = "$flag `:` type($flag) `,` `[` `\\n`
                         custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                                               $defaultOperands,
                                               type($defaultOperands),
                                               $case_values,
                                               $caseDestinations,
                                               $caseOperands,
                                               type($caseOperands))
                       `]`
                       attr-dict")]
#[derive(Debug)]
pub struct SwitchOp {
    /// The value switched on.
    #[operand(type = AnyInteger)]
    pub flag: Value,
    /// The operands passed to the default destination.
    #[operand(name = "defaultOperands")]
    pub default_operands: Vec<Value>,
    /// The operands passed to each case destination, one group per case.
    #[operand(name = "caseOperands", segments = "case_operand_segments")]
    pub case_operands: Vec<Vec<Value>>,
    /// The case values, one per case destination.
    pub case_values: Option<AnyIntElementsAttr>,
    /// The size of each group of `caseOperands`.
    pub case_operand_segments: DenseI32ArrayAttr,
    /// The successor taken when no case matches.
    #[successor(name = "defaultDestination")]
    pub default_destination: BlockId,
    /// The successor of each case.
    #[successor(name = "caseDestinations")]
    pub case_destinations: Vec<BlockId>,
}

impl BranchOpInterface for SwitchOp {
    /// Upstream's `SwitchOp::getSuccessorOperands`: successor 0 gets `defaultOperands`,
    /// successor `i + 1` the `i`-th group of `caseOperands`.
    fn successor_operands(ir: &Ir, op: OpId, index: usize) -> SuccessorOperands {
        let o = ir.op(op);
        let sizes =
            rods::ods::segment_sizes(ir, op, rods::ods::OPERAND_SEGMENT_SIZES).unwrap_or_default();
        let group = |i: usize| sizes.get(i).map_or(0, |n| usize::try_from(*n).unwrap_or(0));
        let default_start = group(0).min(o.operands.len());
        let case_start = (default_start + group(1)).min(o.operands.len());
        if index == 0 {
            return SuccessorOperands::forwarded(default_start..case_start);
        }
        const CASE_SIZES: &str = "case_operand_segments";
        let cases = rods::ods::segment_sizes(ir, op, CASE_SIZES).unwrap_or_default();
        let mut start = case_start;
        let mut range = start..start;
        for (i, n) in cases.iter().enumerate() {
            let end = start + usize::try_from(*n).unwrap_or(0);
            if i + 1 == index {
                range = start..end;
                break;
            }
            start = end;
        }
        let range = range.start.min(o.operands.len())..range.end.min(o.operands.len());
        SuccessorOperands::forwarded(range).in_sub_segment(CASE_SIZES, index - 1)
    }
}

impl SwitchOp {
    /// Upstream's `SwitchOp::verify`: the case values are of the flag's type, one per case
    /// destination. (Upstream dereferences absent case values when there are case
    /// destinations; rods reports the count mismatch instead.)
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let destinations = o.successors().len().saturating_sub(1);
        let values = ir.property(op, "case_values").and_then(|a| match a {
            Attribute::DenseElements(d) => Some(d),
            _ => None,
        });
        let Some(values) = values else {
            if destinations == 0 {
                return Ok(());
            }
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "number of case values (0) should match number of case destinations ({destinations})"
                ),
            ));
        };
        let flag = o.operands.first().map(|v| ir.value_type(*v));
        let element = values.element_type();
        if flag.is_some_and(|t| t != element) {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    flag.map(type_to_string).unwrap_or_default(),
                    type_to_string(element)
                ),
            ));
        }
        if values.num_elements() != destinations as u64 {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "number of case values ({}) should match number of case destinations ({destinations})",
                    values.num_elements()
                ),
            ));
        }
        Ok(())
    }
}

/// Upstream's `parseSwitchOpCases`:
///
/// ```text
/// <cases> ::= `default` `:` bb-id (`(` ssa-use-and-type-list `)`)?
///             ( `,` integer `:` bb-id (`(` ssa-use-and-type-list `)`)? )*
/// ```
///
/// The case values become a `vector<NxT>` of the flag's type `T` (each value truncated to its
/// width, as upstream's `APInt`).
#[allow(clippy::too_many_arguments)]
fn parse_switch_op_cases<'a>(
    p: &mut Parser<'a>,
    flag_type: &[Type],
    default_destination: &mut Vec<BlockId>,
    default_operands: &mut Vec<UnresolvedOperand<'a>>,
    default_operand_types: &mut Vec<Type>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand<'a>>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> ParseResult<(Option<Attribute>,)> {
    if !p.parse_optional_keyword("default") {
        return Err(p.emit_error("expected 'default'"));
    }
    p.parse_colon()?;
    default_destination.push(p.parse_successor()?);
    if p.parse_optional_l_paren() {
        p.parse_operand_list_full(default_operands, Delimiter::None, false)?;
        p.parse_colon()?;
        p.parse_type_list_no_parens(default_operand_types)?;
        p.parse_r_paren()?;
    }
    let flag_type = flag_type.first().cloned().unwrap_or(Type::None);
    let width = match &flag_type {
        Type::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        let value = p.parse_integer_i64()?;
        values.push(
            ApInt::from_i128(width, i128::from(value))
                .to_u128()
                .unwrap_or(0),
        );
        p.parse_colon()?;
        case_destinations.push(p.parse_successor()?);
        let mut operands = Vec::new();
        let mut types = Vec::new();
        if p.parse_optional_l_paren() {
            p.parse_operand_list(&mut operands)?;
            p.parse_colon()?;
            p.parse_type_list_no_parens(&mut types)?;
            p.parse_r_paren()?;
        }
        case_operands.push(operands);
        case_operand_types.push(types);
    }
    if values.is_empty() {
        return Ok((None,));
    }
    let ty = Type::Vector(Uniqued::new(VectorType {
        shape: vec![values.len() as u64],
        scalable: vec![false],
        element: flag_type,
    }));
    let attr = DenseElementsAttr::from_values(ty, &values)
        .map(|d| Attribute::DenseElements(std::sync::Arc::new(d)))
        .ok();
    Ok((attr,))
}

/// Upstream's `printSwitchOpCases`: `default: ^bb1(%a : i32)`, then each case on its own line,
/// its value printed unsigned (`getLimitedValue`).
#[allow(clippy::too_many_arguments)]
fn print_switch_op_cases(
    p: &mut Printer<'_>,
    _flag_type: &[Type],
    default_destination: &[BlockId],
    default_operands: &[Value],
    _default_operand_types: &[Type],
    case_values: Option<&Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
    _case_operand_types: &[Vec<Type>],
) {
    p.write_str("  default: ");
    if let Some(dest) = default_destination.first() {
        p.print_successor_and_use_list(*dest, default_operands);
    }
    let Some(Attribute::DenseElements(values)) = case_values else {
        return;
    };
    for (i, value) in values.values().enumerate() {
        p.write_str(",");
        p.print_newline();
        p.write_str("  ");
        let limited = value
            .to_u128()
            .map_or(u64::MAX, |v| u64::try_from(v).unwrap_or(u64::MAX));
        p.print_u64(limited);
        p.write_str(": ");
        if let Some(dest) = case_destinations.get(i) {
            let operands = case_operands.get(i).map_or(&[][..], Vec::as_slice);
            p.print_successor_and_use_list(*dest, operands);
        }
    }
    p.print_newline();
}

// def ControlFlow_Dialect : Dialect {
//   let name = "cf";
//   let cppNamespace = "::mlir::cf";
//   let dependentDialects = ["arith::ArithDialect"];
// }
rods::dialect! {
    /// The `cf` dialect: low-level control flow.
    ///
    /// This dialect contains low-level, i.e. non-region based, control flow constructs. These
    /// constructs generally represent control flow directly on SSA blocks of a control flow
    /// graph.
    pub static CF_DIALECT = {
        name: "cf",
        dependent_dialects: [crate::arith::ARITH_DIALECT],
        ops: [AssertOp, BranchOp, CondBranchOp, SwitchOp],
    };
}
