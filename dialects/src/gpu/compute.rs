//! The compute and subgroup ops of upstream's `gpu` dialect (`GPUOps.td` of LLVM 22), declared
//! with rods: `gpu.all_reduce`, `gpu.subgroup_reduce`, `gpu.shuffle`, `gpu.rotate`,
//! `gpu.subgroup_broadcast`, `gpu.warp_execute_on_lane_0` and the `gpu.yield` terminator, with
//! their enums (`AllReduceOperation`, `ShuffleMode`, `BroadcastType`) and enum attributes
//! (`#gpu<all_reduce_op add>`, `#gpu<shuffle_mode xor>`, `#gpu<broadcast specific_lane>`).
//! They belong to both forms of the dialect ([`crate::GpuFlavour`]). Each declaration maps line
//! for line to its TableGen record; comments quote the record.
//!
//! Not modelled: the folders (`hasFolder`), `InferIntRangeInterface` and the speculatability
//! `gpu.subgroup_broadcast` computes (rods records `ConditionallySpeculatable` only).

use std::borrow::Cow;

use rods::diag::{Diagnostic, ParseResult};
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{Attribute, Ir, Location, OpId, OperationState, RegionId, Type, Value, ValueDef};
use rods::ods::{
    AnyFloat, AnySignlessInteger, AnyType, Confined, I1, I32, I32Attr, I64Attr, Index, IntMinValue,
    IntPowerOf2, OpAttr, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, SizedRegion,
    TypeConstraint, UnitAttr, emit_error, emit_op_error, ensure_terminator,
};
use rods::syntax::parser::Parser;
use rods::{dialect_attr, dialect_enum, dialect_op};

// ----- Type constraints ------------------------------------------------------------------

// def AnyIntegerOrFloat : AnyTypeOf<[AnySignlessInteger, AnyFloat], "Integer or Float">;
/// A signless integer or a float: «Integer or Float».
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyIntegerOrFloat;

impl TypeConstraint for AnyIntegerOrFloat {
    fn summary() -> Cow<'static, str> {
        "Integer or Float".into()
    }
    fn check(ty: &Type) -> bool {
        AnySignlessInteger::check(ty) || AnyFloat::check(ty)
    }
}

// FixedVectorOfRankAndType<[1], [AnyIntegerOrFloat]>
/// A 1-D vector of fixed length of integers or floats: «fixed-length vector of Integer or
/// Float values of ranks 1».
#[derive(Clone, Copy, Debug, Default)]
pub struct FixedVectorOfIntegerOrFloatRank1;

impl TypeConstraint for FixedVectorOfIntegerOrFloatRank1 {
    fn summary() -> Cow<'static, str> {
        format!(
            "fixed-length vector of {} values of ranks 1",
            AnyIntegerOrFloat::summary()
        )
        .into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Vector(v)
            if v.shape.len() == 1 && !v.scalable.contains(&true)
                && AnyIntegerOrFloat::check(&v.element))
    }
    /// Upstream's C++ class is `VectorType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_vector_in_format(p)
    }
}

// def AnyIntegerOrFloatOr1DVector :
//   AnyTypeOf<[AnyIntegerOrFloat, FixedVectorOfRankAndType<[1], [AnyIntegerOrFloat]>]>;
/// A signless integer, a float, or a fixed-length 1-D vector of them.
pub type AnyIntegerOrFloatOr1DVector = (AnyIntegerOrFloat, FixedVectorOfIntegerOrFloatRank1);

// ----- gpu.yield -------------------------------------------------------------------------

// def GPU_YieldOp : GPU_Op<"yield", [Pure, ReturnLike, Terminator]>,
//     Arguments<(ins Variadic<AnyType>:$values)> {
//   let summary = "GPU yield operation";
//   let builders = [
//     OpBuilder<(ins), [{ /* nothing to do */ }]>
//   ];
//   let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
// }
/// `gpu.yield` is a special terminator operation for blocks inside regions in gpu ops. It
/// returns values to the immediately enclosing gpu op.
///
/// ```mlir
/// gpu.yield %f0, %f1 : f32, f32
/// ```
#[dialect_op(gpu.yield, traits = [Pure, ReturnLike, Terminator],
             summary = "GPU yield operation",
             format = "attr-dict ($values^ `:` type($values))?")]
#[derive(Debug)]
pub struct YieldOp {
    /// The values returned to the enclosing op.
    #[operand(type = AnyType)]
    pub values: Vec<Value>,
}

// ----- Reductions --------------------------------------------------------------------------

// def GPU_AllReduceOpAdd : I32EnumAttrCase<"ADD", 0, "add">; …
// def GPU_AllReduceOperation : I32EnumAttr<"AllReduceOperation",
//     "built-in reduction operations supported by gpu.allreduce.",
//     [GPU_AllReduceOpAdd, GPU_AllReduceOpMul, GPU_AllReduceOpMinUI, GPU_AllReduceOpMinSI,
//      GPU_AllReduceOpMinnumF, GPU_AllReduceOpMaxUI, GPU_AllReduceOpMaxSI,
//      GPU_AllReduceOpMaxnumF, GPU_AllReduceOpAnd, GPU_AllReduceOpOr, GPU_AllReduceOpXor,
//      GPU_AllReduceOpMinimumF, GPU_AllReduceOpMaximumF]>{
//   let genSpecializedAttr = 0;
//   let cppNamespace = "::mlir::gpu";
// }
/// The built-in reductions of `gpu.all_reduce` and `gpu.subgroup_reduce` (they mirror the
/// vector dialect's combining kinds).
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "built-in reduction operations supported by gpu.allreduce.",
    gen_specialized_attr = false
)]
pub enum AllReduceOperation {
    /// `def GPU_AllReduceOpAdd : I32EnumAttrCase<"ADD", 0, "add">;`
    #[case(value = 0, str = "add")]
    Add,
    /// `def GPU_AllReduceOpMul : I32EnumAttrCase<"MUL", 1, "mul">;`
    #[case(value = 1, str = "mul")]
    Mul,
    /// `def GPU_AllReduceOpMinUI : I32EnumAttrCase<"MINUI", 2, "minui">;`
    #[case(value = 2, str = "minui")]
    MinUI,
    /// `def GPU_AllReduceOpMinSI : I32EnumAttrCase<"MINSI", 3, "minsi">;`
    #[case(value = 3, str = "minsi")]
    MinSI,
    /// `def GPU_AllReduceOpMinnumF : I32EnumAttrCase<"MINNUMF", 4, "minnumf">;` (as
    /// `arith.minnumf`)
    #[case(value = 4, str = "minnumf")]
    MinnumF,
    /// `def GPU_AllReduceOpMaxUI : I32EnumAttrCase<"MAXUI", 5, "maxui">;`
    #[case(value = 5, str = "maxui")]
    MaxUI,
    /// `def GPU_AllReduceOpMaxSI : I32EnumAttrCase<"MAXSI", 6, "maxsi">;`
    #[case(value = 6, str = "maxsi")]
    MaxSI,
    /// `def GPU_AllReduceOpMaxnumF : I32EnumAttrCase<"MAXNUMF", 7, "maxnumf">;` (as
    /// `arith.maxnumf`)
    #[case(value = 7, str = "maxnumf")]
    MaxnumF,
    /// `def GPU_AllReduceOpAnd : I32EnumAttrCase<"AND", 8, "and">;`
    #[case(value = 8, str = "and")]
    And,
    /// `def GPU_AllReduceOpOr  : I32EnumAttrCase<"OR",  9, "or">;`
    #[case(value = 9, str = "or")]
    Or,
    /// `def GPU_AllReduceOpXor : I32EnumAttrCase<"XOR", 10, "xor">;`
    #[case(value = 10, str = "xor")]
    Xor,
    /// `def GPU_AllReduceOpMinimumF : I32EnumAttrCase<"MINIMUMF", 11, "minimumf">;` (as
    /// `arith.minimumf`)
    #[case(value = 11, str = "minimumf")]
    MinimumF,
    /// `def GPU_AllReduceOpMaximumF : I32EnumAttrCase<"MAXIMUMF", 12, "maximumf">;` (as
    /// `arith.maximumf`)
    #[case(value = 12, str = "maximumf")]
    MaximumF,
}

// def GPU_AllReduceOperationAttr : EnumAttr<GPU_Dialect, GPU_AllReduceOperation,
//                                           "all_reduce_op">;
/// `#gpu<all_reduce_op add>`: a built-in reduction as an attribute (its default format
/// `$value`; `add` alone in op formats).
#[dialect_attr(gpu.all_reduce_op, name = "GPU_AllReduceOperationAttr", format = "$value",
               summary = "built-in reduction operations supported by gpu.allreduce.")]
pub struct AllReduceOperationAttr {
    /// The reduction.
    pub value: AllReduceOperation,
}

/// Upstream's `verifyReduceOpAndType`: the min/max of floats need a float type, the integer
/// min/max and the bitwise reductions an integer type; `add` and `mul` take either.
fn reduce_op_fits_type(op: AllReduceOperation, ty: &Type) -> bool {
    use AllReduceOperation as Kind;
    match op {
        Kind::MinnumF | Kind::MaxnumF | Kind::MinimumF | Kind::MaximumF => {
            matches!(ty, Type::Float(_))
        }
        Kind::MinSI
        | Kind::MinUI
        | Kind::MaxSI
        | Kind::MaxUI
        | Kind::And
        | Kind::Or
        | Kind::Xor => {
            matches!(ty, Type::Integer { .. })
        }
        Kind::Add | Kind::Mul => true,
    }
}

/// «`OP` reduction operation is not compatible with type TYPE» (an `emitError`, without the
/// op's name).
fn incompatible_reduction(ir: &Ir, op: OpId, kind: AllReduceOperation, ty: &Type) -> Diagnostic {
    emit_error(
        ir,
        op,
        format!(
            "`{}` reduction operation is not compatible with type '{}'",
            kind.stringify(),
            type_to_string(ty)
        ),
    )
}

/// `custom<AllReduceOperation>` of `gpu.all_reduce` (upstream's `parseAllReduceOperation`): an
/// optional keyword naming the reduction; an unknown one is «invalid op kind», reported at the
/// token after it.
fn parse_all_reduce_operation(p: &mut Parser<'_>) -> ParseResult<(Option<Attribute>,)> {
    let Some(keyword) = p.parse_optional_keyword_any() else {
        return Ok((None,));
    };
    match AllReduceOperation::symbolize(keyword) {
        Some(op) => Ok((Some(AllReduceOperationAttr::new(op).into_attribute()),)),
        None => {
            let loc = p.current_location();
            Err(p.emit_error_at(loc, "invalid op kind"))
        }
    }
}

/// `custom<AllReduceOperation>` of `gpu.all_reduce` (upstream's `printAllReduceOperation`):
/// the attribute's body (` add`, with the space its `$value` format prints) when present.
fn print_all_reduce_operation(p: &mut Printer<'_>, op: Option<&Attribute>) {
    if let Some(attr) = op.and_then(Attribute::as_dialect) {
        attr.0.print_body(p);
    }
}

// def GPU_AllReduceOp : GPU_Op<"all_reduce",
//     [SameOperandsAndResultType, IsolatedFromAbove]> {
//   let summary = "Reduce values among workgroup.";
//   let arguments = (ins
//     AnyIntegerOrFloat:$value,
//     OptionalAttr<GPU_AllReduceOperationAttr>:$op,
//     UnitAttr:$uniform
//   );
//   let results = (outs AnyIntegerOrFloat:$result);
//   let regions = (region AnyRegion:$body);
//   let assemblyFormat = [{ custom<AllReduceOperation>($op) $value
//                           (`uniform` $uniform^)? $body attr-dict
//                           `:` functional-type(operands, results) }];
//   let hasFolder = 1;
//   let hasRegionVerifier = 1;
// }
/// The `all_reduce` op reduces the value of every work item across a local workgroup. The
/// result is equal for all work items of a workgroup.
///
/// For example, both
///
/// ```mlir
/// %1 = gpu.all_reduce add %0 {} : (f32) -> (f32)
/// %2 = gpu.all_reduce %0 {
/// ^bb(%lhs : f32, %rhs : f32):
///   %sum = arith.addf %lhs, %rhs : f32
///   "gpu.yield"(%sum) : (f32) -> ()
/// } : (f32) -> (f32)
/// ```
///
/// compute the sum of each work item's %0 value. The first version specifies the accumulation
/// as operation, whereas the second version specifies the accumulation as code region. The
/// reduction operation must be one of:
/// *  Integer types: `add`, `mul`, `minui`, `minsi`, `maxui`, `maxsi`, `and`, `or`, `xor`
/// *  Floating point types: `add`, `mul`, `minnumf`, `maxnumf`, `minimumf`, `maximumf`
///
/// If `uniform` flag is set either none or all work items of a workgroup need to execute this
/// op in convergence.
#[dialect_op(gpu.all_reduce, traits = [SameOperandsAndResultType, IsolatedFromAbove],
             verify_regions, summary = "Reduce values among workgroup.",
             format = "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)")]
#[derive(Debug)]
pub struct AllReduceOp {
    /// The value of this work item.
    #[operand(type = AnyIntegerOrFloat)]
    pub value: Value,
    /// The built-in reduction, when the body is empty.
    #[attr(name = "op")]
    pub reduce_op: Option<AllReduceOperationAttr>,
    /// Whether all or none of the work items execute the op.
    pub uniform: Option<UnitAttr>,
    /// The reduced value.
    #[result(type = AnyIntegerOrFloat)]
    pub result: Value,
    /// The accumulation, two arguments to one `gpu.yield`ed value, when there is no `op`.
    #[region]
    pub body: RegionId,
}

impl AllReduceOp {
    /// Upstream's `AllReduceOp::verifyRegions`.
    fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        let ty = ir.value_type(this.result);
        let blocks = &ir.region(this.body).blocks;
        let kind = this.reduce_op.map(|a| a.value);
        if blocks.is_empty() != kind.is_some() {
            return Err(emit_error(
                ir,
                op,
                "expected either an op attribute or a non-empty body",
            ));
        }
        let Some(&entry) = blocks.first() else {
            let kind = kind.expect("checked above");
            return if reduce_op_fits_type(kind, ty) {
                Ok(())
            } else {
                Err(incompatible_reduction(ir, op, kind, ty))
            };
        };
        let args = &ir.block(entry).args;
        if args.len() != 2 {
            return Err(emit_error(ir, op, "expected two region arguments"));
        }
        if args.iter().any(|a| ir.value_type(*a) != ty) {
            return Err(emit_error(ir, op, "incorrect region argument type"));
        }
        let mut yields = 0;
        for &block in blocks {
            let Some(&last) = ir.block(block).ops.last() else {
                continue;
            };
            if YieldOp::from_op(ir, last).is_none() {
                continue;
            }
            let operands = &ir.op(last).operands;
            if operands.len() != 1 {
                return Err(emit_error(ir, op, "expected one gpu.yield operand"));
            }
            if ir.value_type(operands[0]) != ty {
                return Err(emit_error(ir, op, "incorrect gpu.yield type"));
            }
            yields += 1;
        }
        if yields == 0 {
            return Err(emit_error(ir, op, "expected gpu.yield op in region"));
        }
        Ok(())
    }
}

/// The default cluster stride of `gpu.subgroup_reduce`, 1.
fn unit_stride() -> I32Attr {
    I32Attr(1)
}

// def GPU_SubgroupReduceOp : GPU_Op<"subgroup_reduce", [SameOperandsAndResultType]> {
//   let summary = "Reduce values among subgroup.";
//   let arguments = (ins
//     AnyIntegerOrFloatOr1DVector:$value,
//     GPU_AllReduceOperationAttr:$op,
//     UnitAttr:$uniform,
//     OptionalAttr<I32Attr>:$cluster_size,
//     DefaultValuedAttr<I32Attr,"1">:$cluster_stride
//   );
//   let results = (outs AnyIntegerOrFloatOr1DVector:$result);
//   let assemblyFormat = [{ custom<AllReduceOperation>($op) $value
//                           (`uniform` $uniform^)?
//                           (`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)?
//                           attr-dict
//                           `:` functional-type(operands, results) }];
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// The `subgroup_reduce` op reduces the values of lanes (work items) across a subgroup.
///
/// The subgroup is divided into clusters starting at lane index 0. Within each cluster, there
/// are `size` lanes, and the lane index advances by `stride`. A reduction is done for each
/// cluster in parallel: every lane in the cluster is reduced, and the result is equal for all
/// lanes in the cluster. If `size` is omitted, there is a single cluster covering the entire
/// subgroup. If `stride` is omitted, the stride is 1 (the cluster's lanes are contiguous).
///
/// When the reduced value is of a vector type, each vector element is reduced independently.
/// Only 1-d vector types are allowed.
///
/// ```mlir
/// %1 = gpu.subgroup_reduce add %a : (f32) -> f32
/// %2 = gpu.subgroup_reduce add %b : (vector<4xf16>) -> vector<4xf16>
/// %3 = gpu.subgroup_reduce add %c cluster(size = 4) : (f32) -> f32
/// %3 = gpu.subgroup_reduce add %c cluster(size = 4, stride = 2) : (f32) -> f32
/// ```
///
/// If `uniform` flag is set either none or all lanes of a subgroup need to execute this op in
/// convergence.
///
/// The reduction operation must be one of:
/// *  Integer types: `add`, `mul`, `minui`, `minsi`, `maxui`, `maxsi`, `and`, `or`, `xor`
/// *  Floating point types: `add`, `mul`, `minnumf`, `maxnumf`, `minimumf`, `maximumf`
///
/// The op's custom form reads its reduction as `gpu.all_reduce` does
/// (`custom<AllReduceOperation>`); without one, the verifier reports the missing attribute.
#[dialect_op(gpu.subgroup_reduce, traits = [SameOperandsAndResultType], verify,
             summary = "Reduce values among subgroup.",
             format = "custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? (`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? attr-dict `:` functional-type(operands, results)")]
#[derive(Debug)]
pub struct SubgroupReduceOp {
    /// The value of this lane.
    #[operand(type = AnyIntegerOrFloatOr1DVector)]
    pub value: Value,
    /// The reduction.
    #[attr(name = "op")]
    pub reduce_op: AllReduceOperationAttr,
    /// Whether all or none of the lanes execute the op.
    pub uniform: Option<UnitAttr>,
    /// The number of lanes of a cluster (a power of two); the whole subgroup when absent.
    pub cluster_size: Option<I32Attr>,
    /// The distance between the lanes of a cluster (a power of two).
    #[attr(default = unit_stride())]
    pub cluster_stride: I32Attr,
    /// The reduced value.
    #[result(type = AnyIntegerOrFloatOr1DVector)]
    pub result: Value,
}

impl SubgroupReduceOp {
    /// Upstream's `SubgroupReduceOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        let ty = ir.value_type(this.result);
        let element = match ty {
            Type::Vector(v) if v.scalable.contains(&true) => {
                return Err(emit_op_error(
                    ir,
                    op,
                    "is not compatible with scalable vector types",
                ));
            }
            Type::Vector(v) => &v.element,
            _ => ty,
        };
        let kind = this.reduce_op.value;
        if !reduce_op_fits_type(kind, element) {
            return Err(incompatible_reduction(ir, op, kind, ty));
        }
        // As upstream, the sizes are read as `uint32_t`.
        if let Some(size) = this.cluster_size {
            let size = size.0 as u32;
            if !size.is_power_of_two() {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("cluster size {size} is not a power of two"),
                ));
            }
        }
        let stride = this.cluster_stride.0 as u32;
        if stride != 1 && this.cluster_size.is_none() {
            return Err(emit_op_error(
                ir,
                op,
                "cluster stride can only be specified if cluster size is specified",
            ));
        }
        if !stride.is_power_of_two() {
            return Err(emit_op_error(
                ir,
                op,
                format!("cluster stride {stride} is not a power of two"),
            ));
        }
        Ok(())
    }
}

// ----- Shuffles ----------------------------------------------------------------------------

// def GPU_ShuffleOpXor  : I32EnumAttrCase<"XOR",  0, "xor">;
// def GPU_ShuffleOpDown : I32EnumAttrCase<"DOWN", 1, "down">;
// def GPU_ShuffleOpUp   : I32EnumAttrCase<"UP",   2, "up">;
// def GPU_ShuffleOpIdx  : I32EnumAttrCase<"IDX",  3, "idx">;
// def GPU_ShuffleMode : I32EnumAttr<"ShuffleMode",
//     "Indexing modes supported by gpu.shuffle.",
//     [
//       GPU_ShuffleOpXor, GPU_ShuffleOpUp, GPU_ShuffleOpDown, GPU_ShuffleOpIdx,
//     ]> {
//   let genSpecializedAttr = 0;
//   let cppNamespace = "::mlir::gpu";
// }
/// How `gpu.shuffle` picks the lane a value comes from. Upstream lists `up` before `down`,
/// which is the order of the message for an unknown mode.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "Indexing modes supported by gpu.shuffle.",
    gen_specialized_attr = false
)]
pub enum ShuffleMode {
    /// `def GPU_ShuffleOpXor  : I32EnumAttrCase<"XOR",  0, "xor">;`: lane `k ^ offset`.
    #[case(value = 0, str = "xor")]
    Xor,
    /// `def GPU_ShuffleOpUp   : I32EnumAttrCase<"UP",   2, "up">;`: lane `k - offset`.
    #[case(value = 2, str = "up")]
    Up,
    /// `def GPU_ShuffleOpDown : I32EnumAttrCase<"DOWN", 1, "down">;`: lane `k + offset`.
    #[case(value = 1, str = "down")]
    Down,
    /// `def GPU_ShuffleOpIdx  : I32EnumAttrCase<"IDX",  3, "idx">;`: lane `offset`.
    #[case(value = 3, str = "idx")]
    Idx,
}

// def GPU_ShuffleModeAttr : EnumAttr<GPU_Dialect, GPU_ShuffleMode,
//                                    "shuffle_mode">;
/// `#gpu<shuffle_mode xor>`: a shuffle mode as an attribute.
#[dialect_attr(gpu.shuffle_mode, name = "GPU_ShuffleModeAttr", format = "$value",
               summary = "Indexing modes supported by gpu.shuffle.")]
pub struct ShuffleModeAttr {
    /// The mode.
    pub value: ShuffleMode,
}

// def GPU_ShuffleOp : GPU_Op<
//     "shuffle", [Pure, AllTypesMatch<["value", "shuffleResult"]>]>,
//     Arguments<(ins AnyIntegerOrFloatOr1DVector:$value, I32:$offset, I32:$width,
//                GPU_ShuffleModeAttr:$mode)>,
//     Results<(outs AnyIntegerOrFloatOr1DVector:$shuffleResult, I1:$valid)> {
//   let summary = "Shuffles values within a subgroup.";
//   let assemblyFormat = [{
//     $mode $value `,` $offset `,` $width attr-dict `:` type($value)
//   }];
//   let builders = [
//     OpBuilder<(ins "Value":$value, "int32_t":$offset, "int32_t":$width,
//                    "ShuffleMode":$mode)>
//   ];
// }
/// The "shuffle" op moves values across lanes in a subgroup (a.k.a., local invocation) within
/// the same subgroup. The `width` argument specifies the number of lanes that participate in
/// the shuffle, and must be uniform across all lanes. Further, the first `width` lanes of the
/// subgroup must be active.
///
/// The intepretation of the `offset` arguments depends on the selected `mode`.
///
/// Returns the `shuffleResult` and `true` if the current lane id is smaller than `width`, and
/// an unspecified value and `false` otherwise.
///
/// ```mlir
/// %1, %2 = gpu.shuffle xor %0, %offset, %width : f32
/// %3, %4 = gpu.shuffle down %0, %cst1, %width : f32
/// %5, %6 = gpu.shuffle up %0, %cst1, %width : f32
/// %7, %8 = gpu.shuffle idx %0, %cst0, %width : f32
/// ```
///
/// `xor`: for lane `k`, the value `%0` from lane `k ^ offset`. `down`: from lane `k + offset`
/// (poison and `valid` false at or past `width`). `up`: from lane `k - offset` (poison and
/// `valid` false below 0). `idx`: from lane `offset` (with 0, a broadcast of lane 0).
#[dialect_op(gpu.shuffle, traits = [Pure, AllTypesMatch(["value", "shuffleResult"])],
             summary = "Shuffles values within a subgroup.",
             format = "$mode $value `,` $offset `,` $width attr-dict `:` type($value)")]
#[derive(Debug)]
pub struct ShuffleOp {
    /// The value this lane offers.
    #[operand(type = AnyIntegerOrFloatOr1DVector)]
    pub value: Value,
    /// The offset, read as the mode says.
    #[operand(type = I32)]
    pub offset: Value,
    /// The number of lanes taking part.
    #[operand(type = I32)]
    pub width: Value,
    /// How the source lane is found.
    pub mode: ShuffleModeAttr,
    /// The value received.
    #[result(name = "shuffleResult", type = AnyIntegerOrFloatOr1DVector)]
    pub shuffle_result: Value,
    /// Whether this lane is below `width`.
    #[result(type = I1)]
    pub valid: Value,
}

// def GPU_RotateOp : GPU_Op<
//     "rotate", [Pure, AllTypesMatch<["value", "rotateResult"]>]>,
//     Arguments<(ins AnyIntegerOrFloatOr1DVector:$value,
//                    ConfinedAttr<I32Attr, [IntMinValue<0>]>:$offset,
//                    ConfinedAttr<I32Attr, [IntPowerOf2]>:$width)>,
//     Results<(outs AnyIntegerOrFloatOr1DVector:$rotateResult, I1:$valid)> {
//   let summary = "Rotate values within a subgroup.";
//   let assemblyFormat = [{
//     $value `,` $offset `,` $width attr-dict `:` type($value)
//   }];
//   let hasVerifier = 1;
// }
/// The "rotate" op moves values across lanes in a subgroup (a.k.a., local invocations) within
/// the same subgroup. The `width` attribute specifies the number of lanes that participate in
/// the rotation, and must be uniform across all participating lanes. Further, the first
/// `width` lanes of the subgroup must be active.
///
/// `width` must be a power of two, and `offset` must be in the range `[0, width)`.
///
/// Return the `rotateResult` of the invocation whose id within the group is calculated as
/// follows:
///
/// ```mlir
/// Invocation ID = ((LaneId + offset) & (width - 1)) + (LaneId & ~(width - 1))
/// ```
///
/// Returns the `rotateResult` and `true` if the current lane id is smaller than `width`, and
/// poison value and `false` otherwise.
///
/// ```mlir
/// %1, %2 = gpu.rotate %0, 1, 16 : f32
/// ```
///
/// For lane `k`, returns the value from lane `(k + cst1) % width`.
#[dialect_op(gpu.rotate, traits = [Pure, AllTypesMatch(["value", "rotateResult"])], verify,
             summary = "Rotate values within a subgroup.",
             format = "$value `,` $offset `,` $width attr-dict `:` type($value)")]
#[derive(Debug)]
pub struct RotateOp {
    /// The value this lane offers.
    #[operand(type = AnyIntegerOrFloatOr1DVector)]
    pub value: Value,
    /// The rotation, in `[0, width)`.
    pub offset: Confined<I32Attr, IntMinValue<0>>,
    /// The number of lanes taking part, a power of two.
    pub width: Confined<I32Attr, IntPowerOf2>,
    /// The value received.
    #[result(name = "rotateResult", type = AnyIntegerOrFloatOr1DVector)]
    pub rotate_result: Value,
    /// Whether this lane is below `width`.
    #[result(type = I1)]
    pub valid: Value,
}

impl RotateOp {
    /// Upstream's `RotateOp::verify`: «offset must be in the range [0, WIDTH)».
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        // As upstream, both are read as `uint32_t`.
        let (offset, width) = (this.offset.value.0 as u32, this.width.value.0 as u32);
        if offset >= width {
            return Err(emit_op_error(
                ir,
                op,
                format!("offset must be in the range [0, {width})"),
            ));
        }
        Ok(())
    }
}

// ----- gpu.subgroup_broadcast ----------------------------------------------------------

// def GPU_BroadcastType : I32EnumAttr<"BroadcastType",
//     "a lane to broadcast from",
//     [
//       I32EnumAttrCase<"first_active_lane", 0>,
//       I32EnumAttrCase<"specific_lane", 1>
//     ]>{
//   let genSpecializedAttr = 0;
//   let cppNamespace = "::mlir::gpu";
// }
/// Which lane `gpu.subgroup_broadcast` broadcasts from.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "a lane to broadcast from",
    gen_specialized_attr = false
)]
pub enum BroadcastType {
    /// The first active lane of the subgroup.
    #[case(value = 0, str = "first_active_lane")]
    FirstActiveLane,
    /// The lane given as an operand.
    #[case(value = 1, str = "specific_lane")]
    SpecificLane,
}

// def GPU_BroadcastTypeAttr : EnumAttr<GPU_Dialect, GPU_BroadcastType, "broadcast">;
/// `#gpu<broadcast specific_lane>`: a broadcast type as an attribute.
#[dialect_attr(gpu.broadcast, name = "GPU_BroadcastTypeAttr", format = "$value",
               summary = "a lane to broadcast from")]
pub struct BroadcastTypeAttr {
    /// The broadcast type.
    pub value: BroadcastType,
}

// def GPU_SubgroupBroadcastOp : GPU_Op<"subgroup_broadcast",
//     [NoMemoryEffect, AllTypesMatch<["result", "src"]>,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//     DeclareOpInterfaceMethods<ConditionallySpeculatable, ["getSpeculatability"]>] #
//     ElementwiseMappable.traits>,
//   Arguments<(ins AnyType:$src,
//                  Optional<I32>:$lane,
//                  GPU_BroadcastTypeAttr:$broadcast_type)> {
//   let summary = "Broadcasts a value from the specific lane across subgroup";
//   let results = (outs AnyType:$result);
//   let assemblyFormat = [{
//     $src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)
//   }];
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// Broadcasts a value from one lane to all active lanes in a subgroup. The result is
/// guaranteed to be uniform across the active lanes in subgroup.
///
/// The possible broadcast types are:
///
/// * `first_active_lane` - broadcasts the value from the first active lane in the subgroup.
/// * `specific_lane` - broadcasts from the specified lane. The lane index must be uniform and
///   within the subgroup size. The result is poison if the lane index is invalid, non
///   subgroup-uniform, or if the source lane is not active.
#[dialect_op(gpu.subgroup_broadcast,
             traits = [NoMemoryEffect, AllTypesMatch(["result", "src"]), ConditionallySpeculatable,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify, summary = "Broadcasts a value from the specific lane across subgroup",
             format = "$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)")]
#[derive(Debug)]
pub struct SubgroupBroadcastOp {
    /// The value to broadcast.
    #[operand(type = AnyType)]
    pub src: Value,
    /// The lane to broadcast from, for `specific_lane`.
    #[operand(type = I32)]
    pub lane: Option<Value>,
    /// Which lane the value comes from.
    pub broadcast_type: BroadcastTypeAttr,
    /// The broadcast value.
    #[result(type = AnyType)]
    pub result: Value,
}

impl SubgroupBroadcastOp {
    /// Upstream's `SubgroupBroadcastOp::verify`: a lane exactly for `specific_lane`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        match (this.broadcast_type.value, this.lane) {
            (BroadcastType::FirstActiveLane, Some(_)) => Err(emit_op_error(
                ir,
                op,
                "lane can only be specified for `specific_lane` broadcast",
            )),
            (BroadcastType::SpecificLane, None) => Err(emit_op_error(
                ir,
                op,
                "lane must be specified for `specific_lane` broadcast",
            )),
            _ => Ok(()),
        }
    }
}

// ----- gpu.warp_execute_on_lane_0 --------------------------------------------------------

// def GPU_WarpExecuteOnLane0Op : GPU_Op<"warp_execute_on_lane_0",
//       [DeclareOpInterfaceMethods<RegionBranchOpInterface, ["areTypesCompatible"]>,
//        SingleBlockImplicitTerminator<"gpu::YieldOp">,
//        RecursiveMemoryEffects]> {
//   let summary = "Executes operations in the associated region on thread #0 of a"
//                 "SPMD program";
//   let hasVerifier = 1;
//   let hasCustomAssemblyFormat = 1;
//   let arguments = (ins Index:$laneid, I64Attr:$warp_size,
//                        Variadic<AnyType>:$args);
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$warpRegion);
//   let skipDefaultBuilders = 1;
//   let builders = [
//     OpBuilder<(ins "TypeRange":$resultTypes, "Value":$laneid,
//                    "int64_t":$warpSize)>,
//     OpBuilder<(ins "TypeRange":$resultTypes, "Value":$laneid,
//                    "int64_t":$warpSize, "ValueRange":$args,
//                    "TypeRange":$blockArgTypes)>
//   ];
// }
/// `warp_execute_on_lane_0` is an operation used to bridge the gap between vector programming
/// and SPMD programming model like GPU SIMT. It allows to trivially convert a region of vector
/// code meant to run on a multiple threads into a valid SPMD region and then allows
/// incremental transformation to distribute vector operations on the threads.
///
/// Any code present in the region would only be executed on first thread/lane based on the
/// `laneid` operand. The `laneid` operand is an integer ID between [0, `warp_size`). The
/// `warp_size` attribute indicates the number of lanes in a warp.
///
/// Operands are vector values distributed on all lanes that may be used by the single lane
/// execution. The matching region argument is a vector of all the values of those lanes
/// available to the single active lane. The distributed dimension is implicit based on the
/// shape of the operand and argument.
///
/// Return values are distributed on all lanes using laneId as index. The vector is
/// distributed based on the shape ratio between the vector type of the yield and the result
/// type. If the shapes are the same this means the value is broadcasted to all lanes. When
/// distributing a vector from lane0 to all the lanes, the data are distributed in a block
/// cyclic way: `vector<64xf32>` distributed on 32 threads maps to `vector<2xf32>`, where
/// thread 0 holds elements 0 and 1.
///
/// The region is *not* isolated from above: of values coming from the parent region not
/// through operands only the lane 0 value is accessible.
///
/// ```mlir
/// %0 = gpu.warp_execute_on_lane_0(%laneid)[32]
/// args(%v0 : vector<4xi32>) -> (vector<1xf32>) {
/// ^bb0(%arg0 : vector<128xi32>) :
///   ...
///   gpu.yield %1 : vector<32xf32>
/// }
/// ```
#[dialect_op(gpu.warp_execute_on_lane_0, custom_assembly, verify,
             traits = [SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffects],
             interfaces = [RegionBranchOpInterface],
             summary = "Executes operations in the associated region on thread #0 of aSPMD program")]
#[derive(Debug)]
pub struct WarpExecuteOnLane0Op {
    /// This lane's id, in `[0, warp_size)`.
    #[operand(type = Index)]
    pub laneid: Value,
    /// The number of lanes in a warp.
    pub warp_size: I64Attr,
    /// The distributed values lane 0 sees whole as the region's arguments.
    #[operand(type = AnyType)]
    pub args: Vec<Value>,
    /// The values lane 0 yields, distributed on all lanes.
    #[result(type = AnyType)]
    pub results: Vec<Value>,
    /// The code lane 0 runs, ended by `gpu.yield`.
    #[region(name = "warpRegion", constraint = SizedRegion<1>)]
    pub warp_region: RegionId,
}

impl WarpExecuteOnLane0Op {
    /// Upstream's builders: the op with `result_types`, lane id `laneid`, warp size
    /// `warp_size`, and for each of `args` the operand and the type of the block argument it
    /// is to lane 0 (which differs: lane 0 sees every lane's values), located where the value
    /// is. The body is one block without terminator; `args` empty is upstream's first builder.
    pub fn create_with_body(
        ir: &mut Ir,
        loc: Location,
        result_types: Vec<Type>,
        laneid: Value,
        warp_size: i64,
        args: &[(Value, Type)],
    ) -> OpId {
        let region = ir.create_region();
        let block = ir.create_block(region, loc.clone());
        for (value, ty) in args {
            let loc = match ir.value(*value).def() {
                ValueDef::OpResult(op, _) => ir.op_loc(op).into_owned(),
                ValueDef::BlockArg(..) => ir.arg_loc(*value).clone(),
            };
            let arg = ir.add_block_argument(block, ty.clone());
            ir.set_arg_loc(arg, loc);
        }
        let operands = args.iter().map(|(v, _)| *v).collect();
        Self::create(
            ir,
            loc,
            laneid,
            I64Attr(warp_size),
            operands,
            result_types,
            region,
        )
    }

    /// Upstream's `WarpExecuteOnLane0Op::parse`: `(%laneid)[warp_size]`, optional
    /// `args(%v, … : types)` and `-> (types)`, the region (given a `gpu.yield` when it has
    /// none), the attribute dictionary.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let region = p.ir_mut().create_region();
        state.regions.push(region);

        p.parse_l_paren()?;
        let lane_id = p.parse_operand_without_result_number()?;
        p.parse_r_paren()?;

        p.parse_l_square()?;
        let warp_size = p.parse_integer_i64()?;
        p.parse_r_square()?;
        state.set_property("warp_size", Attribute::int(64, warp_size));

        p.resolve_operand(&lane_id, &Type::Index, &mut state.operands)?;

        let mut operands_loc = p.current_location();
        let mut operands = Vec::new();
        let mut types = Vec::new();
        if p.parse_optional_keyword("args") {
            p.parse_l_paren()?;
            operands_loc = p.current_location();
            p.parse_operand_list(&mut operands)?;
            p.parse_colon()?;
            p.parse_type_list_no_parens(&mut types)?;
            p.parse_r_paren()?;
        }
        p.resolve_operands(&operands, &types, operands_loc, &mut state.operands)?;

        p.parse_optional_arrow_type_list(&mut state.result_types)?;
        p.parse_region(region, &[])?;
        ensure_terminator(
            p,
            &[region],
            Some(&YieldOp::DEF),
            YieldOp::OPERATION_NAME,
            &state.loc,
        )?;
        p.parse_optional_attr_dict(&mut state.attributes)
    }

    /// Upstream's `WarpExecuteOnLane0Op::print`: the terminator is printed only when the op
    /// has results.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let o = ir.op(op);
        p.write_str("(");
        p.print_operand(o.operands[0]);
        p.write_str(")[");
        if let Some(warp_size) = ir.property(op, "warp_size").and_then(I64Attr::from_attr) {
            p.print_i64(warp_size.0);
        }
        p.write_str("]");
        let args = &o.operands[1..];
        if !args.is_empty() {
            p.write_str(" args(");
            p.print_operands(args);
            p.write_str(" : ");
            p.print_value_types(args);
            p.write_str(")");
        }
        if !o.results.is_empty() {
            p.write_str(" -> (");
            p.print_value_types(&o.results);
            p.write_str(")");
        }
        p.write_str(" ");
        p.print_region_full(o.regions()[0], true, !o.results.is_empty(), false);
        p.print_optional_attr_dict(&o.attributes, &["warp_size"]);
    }

    /// Upstream's `WarpExecuteOnLane0Op::verify`. It runs before the region's terminator is
    /// checked to be a `gpu.yield`, and reads the operands of whatever ends the block.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        let block = ir.region(this.warp_region).blocks[0];
        let block_args = &ir.block(block).args;
        if this.args.len() != block_args.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected same number op arguments and block arguments.",
            ));
        }
        let yielded: &[Value] = match ir.block(block).ops.last() {
            Some(terminator) => &ir.op(*terminator).operands,
            None => &[],
        };
        if yielded.len() != this.results.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected same number of yield operands and return values.",
            ));
        }
        let warp_size = this.warp_size.0;
        for (expanded, distributed) in block_args
            .iter()
            .zip(&this.args)
            .chain(yielded.iter().zip(&this.results))
        {
            verify_distributed_type(
                ir.value_type(*expanded),
                ir.value_type(*distributed),
                warp_size,
            )
            .map_err(|message| emit_op_error(ir, op, message))?;
        }
        Ok(())
    }
}

/// Upstream's `verifyDistributedType`: `distributed` is `expanded` shared out on `warp_size`
/// lanes (`vector<64xf32>` on 32 lanes is `vector<2xf32>`), or equal to it (a broadcast).
/// The message when it is not.
fn verify_distributed_type(
    expanded: &Type,
    distributed: &Type,
    warp_size: i64,
) -> Result<(), String> {
    if expanded == distributed {
        return Ok(());
    }
    let (Type::Vector(e), Type::Vector(d)) = (expanded, distributed) else {
        return Err("expected vector type for distributed operands.".to_owned());
    };
    if e.shape.len() != d.shape.len() || e.element != d.element {
        return Err("expected distributed vectors to have same rank and element type.".to_owned());
    }
    let mut product: i64 = 1;
    for (i, (&e_dim, &d_dim)) in e.shape.iter().zip(&d.shape).enumerate() {
        if e_dim == d_dim {
            continue;
        }
        if d_dim == 0 || e_dim % d_dim != 0 {
            return Err(format!(
                "expected expanded vector dimension #{i} ({e_dim}) to be a multipler of the \
                 distributed vector dimension ({d_dim})"
            ));
        }
        product = product.wrapping_mul((e_dim / d_dim) as i64);
    }
    if product != warp_size {
        return Err(format!(
            "incompatible distribution dimensions from {} to {} with warp size = {warp_size}",
            quoted_type(expanded),
            quoted_type(distributed)
        ));
    }
    Ok(())
}

/// A type as a diagnostic streams it: `'vector<4xf32>'`.
fn quoted_type(ty: &Type) -> String {
    format!("'{}'", type_to_string(ty))
}

impl RegionBranchOpInterface for WarpExecuteOnLane0Op {
    /// Upstream's `getSuccessorRegions`: the region always runs, receiving nothing from the
    /// op (its arguments are not successor inputs); its `gpu.yield` returns to the op.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        regions.push(match point {
            RegionBranchPoint::Parent => RegionSuccessor::with_inputs(Some(self.warp_region), &[]),
            RegionBranchPoint::Terminator(_) => RegionSuccessor::parent(ir, op),
        });
    }

    /// Upstream's `areTypesCompatible`: a yielded value may be distributed into the result.
    fn are_types_compatible(&self, from: &Type, to: &Type) -> bool {
        verify_distributed_type(from, to, self.warp_size.0).is_ok()
    }
}
