//! The core of upstream's `vector` dialect (LLVM 22's `VectorAttributes.td` and `VectorOps.td`),
//! declared with rods: the enums `CombiningKind`, `IteratorType` and `PrintPunctuation` with
//! their attributes (`#vector.kind<add>`, `#vector.iterator_type<parallel>`,
//! `#vector.punctuation<newline>`), and the ops kernels are written with: `vector.broadcast`,
//! `extract`, `insert`, `from_elements`, `reduction`, `multi_reduction`, `fma`, `contract`,
//! `outerproduct`, `transpose`, `shape_cast`, `bitcast`, `extract_strided_slice`,
//! `insert_strided_slice`, `load`, `store`, `maskedload`, `maskedstore`, `transfer_read`,
//! `transfer_write`, `create_mask`, `constant_mask`, `step`, `vscale`, `to_elements` and
//! `print`. Each declaration maps line for line to its TableGen record; comments quote the
//! record, and the verifiers and custom parsers and printers are upstream's
//! (`mlir/lib/Dialect/Vector/IR/VectorOps.cpp`), with their messages.
//!
//! The `vector` dialect rods registers holds only these ops: any other `vector.…` op
//! (`vector.shuffle`, `vector.gather`, `vector.mask`, …) is rejected as unknown. LLVM 22 has no
//! `vector.splat`: a scalar is splatted with `vector.broadcast`, and mlir-opt-22 rejects
//! `vector.splat` as unknown too («custom op 'vector.splat' is unknown»). The op interfaces
//! `VectorUnrollOpInterface`, `MaskableOpInterface`, `VectorTransferOpInterface`,
//! `IndexingMapOpInterface`, `InferIntRangeInterface`, `MemorySpaceCastConsumerOpInterface`,
//! `AlignmentAttrOpInterface` and `DestinationStyleOpInterface` have no rods counterpart yet;
//! `ArithFastMathInterface` is the `fastmath` attribute. The upstream dialect also depends on
//! `ub`, which rods does not declare.

use rods::ir::Uniqued;

use rods::diag::{Diagnostic, ParseResult};
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{
    AffineExpr, AffineMap, Attribute, Ir, OpId, OperationState, Type, Value, VectorType,
};
use rods::ods::{
    AffineMapAttr, AllAttrOf, AnyFixedVectorOfAnyRank, AnyFloat, AnyMemRef, AnyShaped, AnyType,
    AnyVectorOfAnyRank, AnyVectorOfNonZeroRank, BoolArrayAttr, BoolAttr, Confined, I1,
    I64ArrayAttr, I64Attr, Index, IntPositive, IntPowerOf2, VectorOfAnyRankOf,
    VectorOfNonZeroRankOf, emit_op_error, same_type,
};
use rods::syntax::parser::{Delimiter, Parser, UnresolvedOperand};
use rods::{dialect_attr, dialect_enum, dialect_op};

use crate::arith::{FastMathAttr, fastmath_none};
use crate::view_like::{
    DenseI64ArrayAttr, is_dynamic, parse_dynamic_index_list, print_dynamic_index_list,
};

// ----- VectorAttributes.td ------------------------------------------------------------------

// def CombiningKind : I32EnumAttr<
//     "CombiningKind",
//     "Kind of combining function for contractions and reductions",
//     [COMBINING_KIND_ADD, COMBINING_KIND_MUL, COMBINING_KIND_MINUI,
//      COMBINING_KIND_MINSI, COMBINING_KIND_MINNUMF, COMBINING_KIND_MAXUI,
//      COMBINING_KIND_MAXSI, COMBINING_KIND_MAXNUMF, COMBINING_KIND_AND,
//      COMBINING_KIND_OR, COMBINING_KIND_XOR,
//      COMBINING_KIND_MAXIMUMF, COMBINING_KIND_MINIMUMF]> {
//   let cppNamespace = "::mlir::vector";
//   let genSpecializedAttr = 0;
// }
/// The combining function of reductions and contractions: `add`, `mul`, integer `minui` /
/// `minsi` / `maxui` / `maxsi` / `and` / `or` / `xor`, float `minnumf` / `maxnumf` /
/// `minimumf` / `maximumf`.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::vector",
    summary = "Kind of combining function for contractions and reductions",
    gen_specialized_attr = false
)]
pub enum CombiningKind {
    /// `def COMBINING_KIND_ADD : I32EnumAttrCase<"ADD", 0, "add">;`
    #[case(value = 0, str = "add")]
    Add,
    /// `def COMBINING_KIND_MUL : I32EnumAttrCase<"MUL", 1, "mul">;`
    #[case(value = 1, str = "mul")]
    Mul,
    /// `def COMBINING_KIND_MINUI : I32EnumAttrCase<"MINUI", 2, "minui">;`
    #[case(value = 2, str = "minui")]
    Minui,
    /// `def COMBINING_KIND_MINSI : I32EnumAttrCase<"MINSI", 3, "minsi">;`
    #[case(value = 3, str = "minsi")]
    Minsi,
    /// `def COMBINING_KIND_MINNUMF : I32EnumAttrCase<"MINNUMF", 4, "minnumf">;`
    #[case(value = 4, str = "minnumf")]
    Minnumf,
    /// `def COMBINING_KIND_MAXUI : I32EnumAttrCase<"MAXUI", 5, "maxui">;`
    #[case(value = 5, str = "maxui")]
    Maxui,
    /// `def COMBINING_KIND_MAXSI : I32EnumAttrCase<"MAXSI", 6, "maxsi">;`
    #[case(value = 6, str = "maxsi")]
    Maxsi,
    /// `def COMBINING_KIND_MAXNUMF : I32EnumAttrCase<"MAXNUMF", 7, "maxnumf">;`
    #[case(value = 7, str = "maxnumf")]
    Maxnumf,
    /// `def COMBINING_KIND_AND : I32EnumAttrCase<"AND", 8, "and">;`
    #[case(value = 8, str = "and")]
    And,
    /// `def COMBINING_KIND_OR  : I32EnumAttrCase<"OR", 9, "or">;`
    #[case(value = 9, str = "or")]
    Or,
    /// `def COMBINING_KIND_XOR : I32EnumAttrCase<"XOR", 10, "xor">;`
    #[case(value = 10, str = "xor")]
    Xor,
    /// `def COMBINING_KIND_MAXIMUMF : I32EnumAttrCase<"MAXIMUMF", 12, "maximumf">;`
    #[case(value = 12, str = "maximumf")]
    Maximumf,
    /// `def COMBINING_KIND_MINIMUMF : I32EnumAttrCase<"MINIMUMF", 11, "minimumf">;`
    #[case(value = 11, str = "minimumf")]
    Minimumf,
}

// def Vector_CombiningKindAttr : EnumAttr<Vector_Dialect, CombiningKind, "kind"> {
//   let assemblyFormat = "`<` $value `>`";
// }
/// `#vector.kind<add>`: a combining function as an attribute.
#[dialect_attr(vector.kind, name = "Vector_CombiningKindAttr", format = "`<` $value `>`",
               summary = "Kind of combining function for contractions and reductions")]
pub struct CombiningKindAttr {
    /// The combining function.
    pub value: CombiningKind,
}

// def Vector_IteratorType : I32EnumAttr<"IteratorType", "Iterator type", [
//   I32EnumAttrCase<"parallel", 0>,
//   I32EnumAttrCase<"reduction", 1>
// ]> {
//     let genSpecializedAttr = 0;
//     let cppNamespace = "::mlir::vector";
// }
/// Whether a dimension of a contraction is parallel or reduced.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::vector",
    summary = "Iterator type",
    gen_specialized_attr = false
)]
pub enum IteratorType {
    /// `I32EnumAttrCase<"parallel", 0>`
    #[case(value = 0, str = "parallel")]
    Parallel,
    /// `I32EnumAttrCase<"reduction", 1>`
    #[case(value = 1, str = "reduction")]
    Reduction,
}

// def Vector_IteratorTypeEnum
//     : EnumAttr<Vector_Dialect, Vector_IteratorType, "iterator_type"> {
//     let assemblyFormat = "`<` $value `>`";
// }
/// `#vector.iterator_type<parallel>`: an iterator type as an attribute.
#[dialect_attr(vector.iterator_type, name = "Vector_IteratorTypeEnum",
               format = "`<` $value `>`", summary = "Iterator type")]
pub struct IteratorTypeAttr {
    /// The iterator type.
    pub value: IteratorType,
}

// def PrintPunctuation : I32EnumAttr<"PrintPunctuation",
//                                   "Punctuation for separating vectors or vector elements", [
//   I32EnumAttrCase<"NoPunctuation", 0, "no_punctuation">,
//   I32EnumAttrCase<"NewLine", 1, "newline">,
//   I32EnumAttrCase<"Comma", 2, "comma">,
//   I32EnumAttrCase<"Open", 3, "open">,
//   I32EnumAttrCase<"Close", 4, "close">
// ]> {
//   let cppNamespace = "::mlir::vector";
//   let genSpecializedAttr = 0;
// }
/// What `vector.print` prints after its value.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::vector",
    summary = "Punctuation for separating vectors or vector elements",
    gen_specialized_attr = false
)]
pub enum PrintPunctuation {
    /// Nothing.
    #[case(value = 0, str = "no_punctuation")]
    NoPunctuation,
    /// A newline.
    #[case(value = 1, str = "newline")]
    NewLine,
    /// `,`
    #[case(value = 2, str = "comma")]
    Comma,
    /// `(`
    #[case(value = 3, str = "open")]
    Open,
    /// `)`
    #[case(value = 4, str = "close")]
    Close,
}

// def Vector_PrintPunctuation : EnumAttr<Vector_Dialect, PrintPunctuation, "punctuation"> {
//   let assemblyFormat = "`<` $value `>`";
// }
/// `#vector.punctuation<newline>`: a punctuation as an attribute.
#[dialect_attr(vector.punctuation, name = "Vector_PrintPunctuation",
               format = "`<` $value `>`",
               summary = "Punctuation for separating vectors or vector elements")]
pub struct PrintPunctuationAttr {
    /// The punctuation.
    pub value: PrintPunctuation,
}

// ----- helpers of VectorOps.cpp ---------------------------------------------------------------

/// MLIR's `getElementTypeOrSelf` over every shaped type.
fn element_or_self(ty: &Type) -> &Type {
    match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        Type::MemRef(m) => m.element_type(),
        _ => ty,
    }
}

/// `TCresVTEtIsSameAsOpBase<0, 0>` (the predicate of «source operand and result have same
/// element type»): the element type (or the type) of result 0 is operand 0's.
pub fn result_element_is_operand_element(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    match (o.results.first(), o.operands.first()) {
        (Some(r), Some(s)) => {
            element_or_self(ir.value_type(*r)) == element_or_self(ir.value_type(*s))
        }
        _ => true,
    }
}

/// The vector type of a value (the constraints have checked it).
fn vector_of(ir: &Ir, v: Value) -> Option<&VectorType> {
    match ir.value_type(v) {
        Type::Vector(v) => Some(v),
        _ => None,
    }
}

/// `VectorElementTypeInterface` (`VectorType::isValidElementType`): integers, `index` and
/// floats.
fn is_vector_element_type(ty: &Type) -> bool {
    matches!(ty, Type::Integer { .. } | Type::Index | Type::Float(_))
}

/// `DataLayout::getTypeSizeInBits` under the default layout: an integer's or float's width,
/// 64 for `index`; `None` for other types.
fn size_in_bits(ty: &Type) -> Option<u64> {
    match ty {
        Type::Integer { width, .. } => Some(u64::from(*width)),
        Type::Float(f) => Some(u64::from(f.width())),
        Type::Index => Some(64),
        _ => None,
    }
}

/// `isSupportedCombiningKind`: the element types each combining function accepts.
fn is_supported_combining_kind(kind: CombiningKind, ty: &Type) -> bool {
    let int_or_index = matches!(ty, Type::Integer { .. } | Type::Index);
    let float = matches!(ty, Type::Float(_));
    match kind {
        CombiningKind::Add | CombiningKind::Mul => int_or_index || float,
        CombiningKind::Minui
        | CombiningKind::Minsi
        | CombiningKind::Maxui
        | CombiningKind::Maxsi
        | CombiningKind::And
        | CombiningKind::Or
        | CombiningKind::Xor => int_or_index,
        CombiningKind::Minnumf
        | CombiningKind::Maxnumf
        | CombiningKind::Minimumf
        | CombiningKind::Maximumf => float,
    }
}

/// The number of elements of a vector type (`getNumElements`, scalability ignored).
fn num_elements(v: &VectorType) -> u128 {
    v.shape.iter().map(|d| u128::from(*d)).product()
}

// ----- VectorOps.td: ops ----------------------------------------------------------------------

// def Vector_ReductionOp :
//   Vector_Op<"reduction", [Pure,
//      PredOpTrait<"source operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>,
//      OptionalTypesMatchWith<"dest and acc have the same type",
//                             "dest", "acc", "::llvm::cast<Type>($_self)">,
//      DeclareOpInterfaceMethods<ArithFastMathInterface>,
//      DeclareOpInterfaceMethods<MaskableOpInterface>,
//      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
//     ]>,
//     Arguments<(ins Vector_CombiningKindAttr:$kind,
//                AnyVectorOfAnyRank:$vector,
//                Optional<AnyType>:$acc,
//                DefaultValuedAttr<
//                  Arith_FastMathAttr,
//                  "::mlir::arith::FastMathFlags::none">:$fastmath)>,
//     Results<(outs AnyType:$dest)> {
//   let summary = "reduction operation";
//   let assemblyFormat = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)?"
//                        " attr-dict `:` type($vector) `into` type($dest)";
//   let hasVerifier = 1;
// }
/// Reduces an 1-D vector "horizontally" into a scalar using the given operation:
/// `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`/`and`/`or`/`xor` for integers, and
/// `add`/`mul`/`minnumf`/`maxnumf`/`minimumf`/`maximumf` for floats. Reductions also allow an
/// optional fused accumulator.
///
/// ```mlir
/// %1 = vector.reduction <add>, %0 : vector<16xf32> into f32
/// %4 = vector.reduction <mul>, %0, %1 : vector<16xf32> into f32
/// ```
///
/// `OptionalTypesMatchWith` is `TypesMatchWith` over an optional operand (checked only when
/// the accumulator is there).
#[dialect_op(vector.reduction,
             traits = [Pure,
                       PredOpTrait("source operand and result have same element type",
                                   result_element_is_operand_element),
                       TypesMatchWith("dest and acc have the same type", "dest", "acc",
                                      same_type)],
             verify, summary = "reduction operation",
             format = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)")]
#[derive(Debug)]
pub struct ReductionOp {
    /// The combining function.
    pub kind: CombiningKindAttr,
    /// The 0-D or 1-D vector reduced.
    #[operand(type = AnyVectorOfAnyRank)]
    pub vector: Value,
    /// The accumulator combined with the result.
    #[operand(type = AnyType)]
    pub acc: Option<Value>,
    /// The fast-math flags of a floating-point reduction.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// The reduced value.
    #[result(type = AnyType)]
    pub dest: Value,
}

impl ReductionOp {
    /// `ReductionOp::verify`: a vector of rank 0 or 1, a kind the element type supports
    /// (upstream streams the quoted type between quotes: «unsupported reduction type ''i32''
    /// for kind 'maxnumf'»).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(vector) = vector_of(ir, this.vector) else {
            return Ok(());
        };
        if vector.shape.len() > 1 {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("unsupported reduction rank: {}", vector.shape.len()),
            ));
        }
        let ty = ir.value_type(this.dest);
        let kind = this.kind.value;
        if !is_supported_combining_kind(kind, ty) {
            return Err(emit_op_error(
                ir,
                op,
                format_args!(
                    "unsupported reduction type ''{}'' for kind '{}'",
                    type_to_string(ty),
                    kind.stringify()
                ),
            ));
        }
        Ok(())
    }
}

// def Vector_BroadcastOp :
//   Vector_Op<"broadcast", [Pure,
//      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//      DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//      PredOpTrait<"source operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>]>,
//     Arguments<(ins AnyType:$source)>,
//     Results<(outs AnyVectorOfAnyRank:$vector)> {
//   let summary = "broadcast operation";
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type($vector)";
//   let hasVerifier = 1;
// }
/// Broadcasts the scalar or k-D vector value in the source operand to a n-D result vector
/// such that the broadcast makes sense: the source has the result's element type, and a k-D
/// vector `<s_1 x .. x s_k x type>` broadcasts to `<t_1 x .. x t_n x type>` if k <= n and each
/// trailing size matches (`s_j = t_i`) or is 1 (any scalable unit dimension, `[1]`, must match
/// exactly). The source is duplicated over the missing leading dimensions and stretched over
/// the unit ones.
///
/// ```mlir
/// %0 = arith.constant 0.0 : f32
/// %1 = vector.broadcast %0 : f32 to vector<16xf32>
/// %2 = vector.broadcast %1 : vector<16xf32> to vector<4x16xf32>
/// ```
#[dialect_op(vector.broadcast,
             traits = [Pure,
                       PredOpTrait("source operand and result have same element type",
                                   result_element_is_operand_element)],
             verify, summary = "broadcast operation",
             format = "$source attr-dict `:` type($source) `to` type($vector)")]
#[derive(Debug)]
pub struct BroadcastOp {
    /// The scalar or vector broadcast.
    #[operand(type = AnyType)]
    pub source: Value,
    /// The broadcast vector.
    #[result(type = AnyVectorOfAnyRank)]
    pub vector: Value,
}

/// Why `isBroadcastableTo` fails (`BroadcastableToResult`).
enum NotBroadcastable {
    /// `SourceRankHigher`.
    SourceRankHigher,
    /// `DimensionMismatch`, with the mismatching sizes and scalable flags (source, result).
    DimensionMismatch((u64, bool), (u64, bool)),
    /// `SourceTypeNotAVector`.
    SourceTypeNotAVector,
}

/// `vector::isBroadcastableTo`.
fn is_broadcastable_to(src: &Type, dst: &VectorType) -> Result<(), NotBroadcastable> {
    if is_vector_element_type(src) && *src == dst.element {
        return Ok(());
    }
    let Type::Vector(src) = src else {
        return Err(NotBroadcastable::SourceTypeNotAVector);
    };
    let (src_rank, dst_rank) = (src.shape.len(), dst.shape.len());
    if src_rank > dst_rank {
        return Err(NotBroadcastable::SourceRankHigher);
    }
    let lead = dst_rank - src_rank;
    for i in 0..src_rank {
        let (s, d) = (src.shape[i], dst.shape[lead + i]);
        let (ss, ds) = (
            src.scalable.get(i).copied().unwrap_or(false),
            dst.scalable.get(lead + i).copied().unwrap_or(false),
        );
        let mismatch =
            (s != 1 && s != d) || (s == 1 && ss && d != 1) || (ss != ds && (s != 1 || ss));
        if mismatch {
            return Err(NotBroadcastable::DimensionMismatch((s, ss), (d, ds)));
        }
    }
    Ok(())
}

impl BroadcastOp {
    /// `BroadcastOp::verify`: the source broadcasts to the result.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(dst) = vector_of(ir, this.vector) else {
            return Ok(());
        };
        let message = match is_broadcastable_to(ir.value_type(this.source), dst) {
            Ok(()) => return Ok(()),
            Err(NotBroadcastable::SourceRankHigher) => {
                "source rank higher than destination rank".to_owned()
            }
            Err(NotBroadcastable::DimensionMismatch(s, d)) => {
                let dim = |(n, scalable): (u64, bool)| {
                    if scalable {
                        format!("[{n}]")
                    } else {
                        n.to_string()
                    }
                };
                format!("dimension mismatch ({} vs. {})", dim(s), dim(d))
            }
            Err(NotBroadcastable::SourceTypeNotAVector) => "source type is not a vector".to_owned(),
        };
        Err(emit_op_error(ir, op, message))
    }
}

/// `isValidPositiveIndexOrPoison(index, kPoisonIndex, max)`: in `[0, max)`, or -1 (poison).
fn is_valid_index_or_poison(index: i64, max: u64) -> bool {
    index == -1 || (index >= 0 && (index as u64) < max)
}

/// The static positions of `vector.extract` / `vector.insert`.
fn static_position(ir: &Ir, op: OpId) -> Vec<i64> {
    ir.property(op, "static_position")
        .and_then(DenseI64ArrayAttr::values_of)
        .unwrap_or_default()
}

// def Vector_ExtractOp :
//   Vector_Op<"extract", [Pure,
//      DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//      PredOpTrait<"operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>,
//      InferTypeOpAdaptorWithIsCompatible]> {
//   let summary = "extract operation";
//   let arguments = (ins
//     AnyVectorOfAnyRank:$source,
//     Variadic<Index>:$dynamic_position,
//     DenseI64ArrayAttr:$static_position
//   );
//   let results = (outs AnyType:$result);
//   let assemblyFormat = [{
//     $source ``
//     custom<DynamicIndexList>($dynamic_position, $static_position)
//     attr-dict `:` type($result) `from` type($source)
//   }];
//   let hasVerifier = 1;
// }
/// Extracts an (n − k)-D result sub-vector from an n-D source vector at a specified k-D
/// position. When n = k, the result degenerates to a scalar element.
///
/// Static and dynamic indices must be greater or equal to zero and less than the size of the
/// corresponding dimension. The result is undefined if any index is out-of-bounds. The value
/// `-1` represents a poison index, which specifies that the extracted element is poison.
///
/// ```mlir
/// %1 = vector.extract %0[3]: vector<8x16xf32> from vector<4x8x16xf32>
/// %2 = vector.extract %0[2, 1, 3]: f32 from vector<4x8x16xf32>
/// %4 = vector.extract %0[%a, %b, %c]: f32 from vector<4x8x16xf32>
/// %5 = vector.extract %0[2, %b]: vector<16xf32> from vector<4x8x16xf32>
/// ```
///
/// `InferTypeOpAdaptorWithIsCompatible` is the check of `verify_regions`
/// ([`ExtractOp::infer_return_types`] against the result type, a one-element vector being
/// compatible with its element), run after `verify` as MLIR runs it.
#[dialect_op(vector.extract,
             traits = [Pure,
                       PredOpTrait("operand and result have same element type",
                                   result_element_is_operand_element)],
             verify, verify_regions, summary = "extract operation",
             format = "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)")]
#[derive(Debug)]
pub struct ExtractOp {
    /// The vector extracted from.
    #[operand(type = AnyVectorOfAnyRank)]
    pub source: Value,
    /// The dynamic entries of the position.
    #[operand(type = Index)]
    pub dynamic_position: Vec<Value>,
    /// The position, [`K_DYNAMIC`](crate::view_like::K_DYNAMIC) where an entry is dynamic.
    pub static_position: DenseI64ArrayAttr,
    /// The extracted element or sub-vector.
    #[result(type = AnyType)]
    pub result: Value,
}

impl ExtractOp {
    /// `ExtractOp::inferReturnTypes`: the element type for a full position, else the vector of
    /// the remaining trailing dimensions.
    pub fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        let Some(Type::Vector(v)) = args.operand_types.first() else {
            return Ok(Vec::new());
        };
        let n = args
            .property("static_position")
            .and_then(DenseI64ArrayAttr::values_of)
            .map_or(0, |p| p.len());
        if n == v.shape.len() {
            return Ok(vec![v.element.clone()]);
        }
        let n = n.min(v.shape.len());
        Ok(vec![Type::Vector(Uniqued::new(VectorType {
            shape: v.shape[n..].to_vec(),
            scalable: v
                .scalable
                .get(n..)
                .map(<[bool]>::to_vec)
                .unwrap_or_default(),
            element: v.element.clone(),
        }))])
    }

    /// `ExtractOp::isCompatibleReturnTypes`: equal, or a one-element vector and its element.
    fn is_compatible_return_types(l: &[Type], r: &[Type]) -> bool {
        let compatible =
            |a: &Type, b: &Type| matches!(a, Type::Vector(v) if v.shape == [1] && v.element == *b);
        if let ([a], [b]) = (l, r)
            && (compatible(a, b) || compatible(b, a))
        {
            return true;
        }
        l == r
    }

    /// `ExtractOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        if matches!(ir.value_type(this.result), Type::Vector(v) if v.shape.is_empty()) {
            return Err(rods::ods::emit_error(
                ir,
                op,
                "expected a scalar instead of a 0-d vector as the result type",
            ));
        }
        let position = static_position(ir, op);
        let markers = position.iter().filter(|p| is_dynamic(**p)).count();
        if markers != this.dynamic_position.len() {
            return Err(emit_op_error(
                ir,
                op,
                "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
            ));
        }
        let Some(source) = vector_of(ir, this.source) else {
            return Ok(());
        };
        if position.len() > source.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected position attribute of rank no greater than vector rank",
            ));
        }
        for (idx, (pos, dim)) in position.iter().zip(&source.shape).enumerate() {
            if !is_dynamic(*pos) && !is_valid_index_or_poison(*pos, *dim) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                        idx + 1
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `InferTypeOpAdaptorWithIsCompatible`'s check of the result type.
    fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        rods::ods::verify_inferred_result_types_with(
            ir,
            op,
            Self::infer_return_types,
            Self::is_compatible_return_types,
        )
    }
}

// def Vector_InsertOp :
//   Vector_Op<"insert", [Pure,
//      DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//      PredOpTrait<"source operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>,
//      AllTypesMatch<["dest", "result"]>]> {
//   let summary = "insert operation";
//   let arguments = (ins
//     AnyType:$valueToStore,
//     AnyVectorOfAnyRank:$dest,
//     Variadic<Index>:$dynamic_position,
//     DenseI64ArrayAttr:$static_position
//   );
//   let results = (outs AnyVectorOfAnyRank:$result);
//   let assemblyFormat = [{
//     $valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position)
//     attr-dict `:` type($valueToStore) `into` type($dest)
//   }];
//   let hasVerifier = 1;
// }
/// Inserts an (n - k)-D sub-vector (value-to-store) into an n-D destination vector at a
/// specified k-D position. When n = 0, value-to-store degenerates to a scalar element inserted
/// into the n-D destination vector.
///
/// Static and dynamic indices must be greater or equal to zero and less than the size of the
/// corresponding dimension. The result is undefined if any index is out-of-bounds. The value
/// `-1` represents a poison index, which specifies that the resulting vector is poison.
///
/// ```mlir
/// %2 = vector.insert %0, %1[3] : vector<8x16xf32> into vector<4x8x16xf32>
/// %5 = vector.insert %3, %4[2, 1, 3] : f32 into vector<4x8x16xf32>
/// %11 = vector.insert %9, %10[%a, %b, %c] : f32 into vector<4x8x16xf32>
/// ```
#[dialect_op(vector.insert,
             traits = [Pure,
                       PredOpTrait("source operand and result have same element type",
                                   result_element_is_operand_element),
                       AllTypesMatch(["dest", "result"])],
             verify, summary = "insert operation",
             format = "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)")]
#[derive(Debug)]
pub struct InsertOp {
    /// The element or sub-vector inserted.
    #[operand(name = "valueToStore", type = AnyType)]
    pub value_to_store: Value,
    /// The vector inserted into.
    #[operand(type = AnyVectorOfAnyRank)]
    pub dest: Value,
    /// The dynamic entries of the position.
    #[operand(type = Index)]
    pub dynamic_position: Vec<Value>,
    /// The position, [`K_DYNAMIC`](crate::view_like::K_DYNAMIC) where an entry is dynamic.
    pub static_position: DenseI64ArrayAttr,
    /// The updated vector.
    #[result(type = AnyVectorOfAnyRank)]
    pub result: Value,
}

impl InsertOp {
    /// `InsertOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let source = vector_of(ir, this.value_to_store);
        if source.is_some_and(|v| v.shape.is_empty()) {
            return Err(rods::ods::emit_error(
                ir,
                op,
                "expected a scalar instead of a 0-d vector as the source operand",
            ));
        }
        let Some(dest) = vector_of(ir, this.dest) else {
            return Ok(());
        };
        let position = static_position(ir, op);
        let rank = dest.shape.len();
        if position.len() > rank {
            return Err(emit_op_error(
                ir,
                op,
                "expected position attribute of rank no greater than dest vector rank",
            ));
        }
        match source {
            Some(s) if s.shape.len() + position.len() != rank => {
                return Err(emit_op_error(
                    ir,
                    op,
                    "expected position attribute rank + source rank to match dest vector rank",
                ));
            }
            None if position.len() != rank => {
                return Err(emit_op_error(
                    ir,
                    op,
                    "expected position attribute rank to match the dest vector rank",
                ));
            }
            _ => {}
        }
        for (idx, (pos, dim)) in position.iter().zip(&dest.shape).enumerate() {
            if !is_dynamic(*pos) && !is_valid_index_or_poison(*pos, *dim) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                        idx + 1
                    ),
                ));
            }
        }
        Ok(())
    }
}

// def Vector_FMAOp :
//   Op<Vector_Dialect, "fma", [
//        Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>,
//        DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
//      ] # ElementwiseMappable.traits>,
//     Arguments<(ins VectorOfAnyRankOf<[AnyFloat]>:$lhs,
//                    VectorOfAnyRankOf<[AnyFloat]>:$rhs,
//                    VectorOfAnyRankOf<[AnyFloat]>:$acc)>,
//     Results<(outs VectorOfAnyRankOf<[AnyFloat]>:$result)> {
//   let summary = "vector fused multiply-add";
//   let assemblyFormat = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)";
// }
/// Multiply-add expressions operate on n-D vectors and compute a fused pointwise
/// multiply-and-accumulate: `$result = $lhs * $rhs + $acc`. All operands and result have the
/// same vector type; the semantics are those of the `llvm.fma` intrinsic.
///
/// ```mlir
/// %3 = vector.fma %0, %1, %2: vector<8x16xf32>
/// ```
#[dialect_op(vector.fma,
             traits = [Pure, AllTypesMatch(["lhs", "rhs", "acc", "result"]),
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             summary = "vector fused multiply-add",
             format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)")]
#[derive(Debug)]
pub struct FmaOp {
    /// The multiplicand.
    #[operand(type = VectorOfAnyRankOf<AnyFloat>)]
    pub lhs: Value,
    /// The multiplier.
    #[operand(type = VectorOfAnyRankOf<AnyFloat>)]
    pub rhs: Value,
    /// The addend.
    #[operand(type = VectorOfAnyRankOf<AnyFloat>)]
    pub acc: Value,
    /// `lhs * rhs + acc`.
    #[result(type = VectorOfAnyRankOf<AnyFloat>)]
    pub result: Value,
}

// def Vector_FromElementsOp : Vector_Op<"from_elements", [
//     Pure,
//     ShapedTypeMatchesElementCountAndTypes<"dest", "elements">]> {
//   let summary = "operation that defines a vector from scalar elements";
//   let arguments = (ins Variadic<AnyType>:$elements);
//   let results = (outs AnyFixedVectorOfAnyRank:$dest);
//   let assemblyFormat = "$elements attr-dict `:` type($dest)";
// }
/// This operation defines a vector from one or multiple scalar elements. The scalar elements
/// are arranged in row-major within the vector. The number of elements must match the number
/// of elements in the result type. All elements must have the same type, which must match the
/// element type of the result vector type. Scalable vectors are not supported.
///
/// ```mlir
/// %0 = vector.from_elements %f1 : vector<f32>
/// %1 = vector.from_elements %f1, %f2 : vector<2xf32>
/// %2 = vector.from_elements %f1, %f2, %f3, %f4, %f5, %f6 : vector<2x3xf32>
/// ```
#[dialect_op(vector.from_elements,
             traits = [Pure, ShapedTypeMatchesElementCountAndTypes("dest", "elements")],
             summary = "operation that defines a vector from scalar elements",
             format = "$elements attr-dict `:` type($dest)")]
#[derive(Debug)]
pub struct FromElementsOp {
    /// The elements, in row-major order.
    #[operand(type = AnyType)]
    pub elements: Vec<Value>,
    /// The vector defined.
    #[result(type = AnyFixedVectorOfAnyRank)]
    pub dest: Value,
}

// def Vector_ToElementsOp : Vector_Op<"to_elements", [
//     InferTypeOpAdaptor, Pure,
//     ShapedTypeMatchesElementCountAndTypes<"source", "elements">]> {
//   let summary = "operation that decomposes a vector into all its scalar elements";
//   let arguments = (ins AnyVectorOfAnyRank:$source);
//   let results = (outs Variadic<AnyType>:$elements);
//   let assemblyFormat = "$source attr-dict `:` type($source)";
// }
/// This operation decomposes all the scalar elements from a vector. The decomposed scalar
/// elements are returned in row-major order. The number of scalar results must match the
/// number of elements in the input vector type. All the result elements have the same result
/// type, which must match the element type of the input vector. Scalable vectors are not
/// supported.
///
/// ```mlir
/// %0 = vector.to_elements %v0 : vector<f32>
/// %0:2 = vector.to_elements %v1 : vector<2xf32>
/// %0:6 = vector.to_elements %v2 : vector<2x3xf32>
/// ```
#[dialect_op(vector.to_elements,
             traits = [InferTypeOpInterface, Pure,
                       ShapedTypeMatchesElementCountAndTypes("source", "elements")],
             summary = "operation that decomposes a vector into all its scalar elements",
             format = "$source attr-dict `:` type($source)")]
#[derive(Debug)]
pub struct ToElementsOp {
    /// The vector decomposed.
    #[operand(type = AnyVectorOfAnyRank)]
    pub source: Value,
    /// Its elements, in row-major order.
    #[result(type = AnyType)]
    pub elements: Vec<Value>,
}

impl ToElementsOp {
    /// `ToElementsOp::inferReturnTypes`: the element type, once per element.
    pub fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        Ok(rods::ods::shaped_element_types(args.operand_types))
    }
}

// def Vector_ShapeCastOp :
//   Vector_Op<"shape_cast", [Pure,
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>
//   ]>,
//     Arguments<(ins AnyVectorOfAnyRank:$source)>,
//     Results<(outs AnyVectorOfAnyRank:$result)> {
//   let summary = "shape_cast casts between vector shapes";
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
//   let hasVerifier = 1;
// }
/// Casts to a vector with the same number of elements, element type, and number of scalable
/// dimensions.
///
/// It is currently assumed that this operation does not require moving data, and that it
/// will be folded away before lowering vector operations.
#[dialect_op(vector.shape_cast, traits = [Pure], verify,
             summary = "shape_cast casts between vector shapes",
             format = "$source attr-dict `:` type($source) `to` type($result)")]
#[derive(Debug)]
pub struct ShapeCastOp {
    /// The vector cast.
    #[operand(type = AnyVectorOfAnyRank)]
    pub source: Value,
    /// The vector of the new shape.
    #[result(type = AnyVectorOfAnyRank)]
    pub result: Value,
}

impl ShapeCastOp {
    /// `ShapeCastOp::verify`: same element type, number of elements and of scalable dims.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(src), Some(res)) = (vector_of(ir, this.source), vector_of(ir, this.result))
        else {
            return Ok(());
        };
        if src.element != res.element {
            return Err(emit_op_error(
                ir,
                op,
                "has different source and result element types",
            ));
        }
        let (a, b) = (num_elements(src), num_elements(res));
        if a != b {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("has different number of elements at source ({a}) and result ({b})"),
            ));
        }
        let scalable = |v: &VectorType| v.scalable.iter().filter(|s| **s).count();
        let (a, b) = (scalable(src), scalable(res));
        if a != b {
            return Err(emit_op_error(
                ir,
                op,
                format_args!(
                    "has different number of scalable dims at source ({a}) and result ({b})"
                ),
            ));
        }
        Ok(())
    }
}

/// `IntValidAlignment<I64Attr>` (`ConfinedAttr<I64Attr, [IntPositivePowerOf2]>`, where
/// `IntPositivePowerOf2` is `AllAttrOf<[IntPositive, IntPowerOf2]>`): «64-bit signless integer attribute whose value is positive and
/// whose value is a power of two > 0».
pub type IntValidAlignment = Confined<I64Attr, AllAttrOf<(IntPositive, IntPowerOf2)>>;

/// `MemRefType::isLastDimUnitStride`: the identity layout, or a strided layout whose last
/// stride is 1 (or that has none); an affine-map layout is taken as strided only when it is the
/// identity.
fn is_last_dim_unit_stride(ty: &Type) -> bool {
    let Type::MemRef(m) = ty else {
        return true;
    };
    match m.layout() {
        None => true,
        Some(Attribute::StridedLayout(s)) => s.strides.last().is_none_or(|l| *l == Some(1)),
        Some(Attribute::AffineMap(map)) => is_last_result_last_dim(map),
        Some(_) => false,
    }
}

/// Whether an affine-map layout keeps the last dimension contiguous: its last result is the
/// last dimension, alone or plus a symbol or constant offset.
fn is_last_result_last_dim(map: &AffineMap) -> bool {
    let Some(n) = map.num_dims().checked_sub(1) else {
        return true;
    };
    map.results().last().is_some_and(|e| e.as_dim() == Some(n))
}

/// `verifyLoadStoreMemRefLayout`: a vector of more than one element needs a unit stride in
/// the memref's most minor dimension.
fn verify_load_store_layout(
    ir: &Ir,
    op: OpId,
    vector: &VectorType,
    memref: &Type,
) -> Result<(), Diagnostic> {
    let scalable = vector.scalable.contains(&true);
    if !scalable && (vector.shape.is_empty() || num_elements(vector) == 1) {
        return Ok(());
    }
    if !is_last_dim_unit_stride(memref) {
        return Err(emit_op_error(
            ir,
            op,
            "most minor memref dim must have unit stride",
        ));
    }
    Ok(())
}

/// What `vector.load` and `vector.store` verify alike (`LoadOp::verify`, `StoreOp::verify`);
/// `what` names the vector in the messages (`result`, `valueToStore`).
fn verify_load_store(
    ir: &Ir,
    op: OpId,
    vector: Value,
    base: Value,
    indices: usize,
    load: bool,
) -> Result<(), Diagnostic> {
    let (Some(vec), Type::MemRef(m)) = (vector_of(ir, vector), ir.value_type(base)) else {
        return Ok(());
    };
    verify_load_store_layout(ir, op, vec, ir.value_type(base))?;
    let rank = m.rank().unwrap_or(0);
    if rank < vec.shape.len() {
        return Err(emit_op_error(
            ir,
            op,
            if load {
                "destination memref has lower rank than the result vector"
            } else {
                "source memref has lower rank than the vector to store"
            },
        ));
    }
    let mut element = m.element_type();
    if let Type::Vector(mv) = element {
        if **mv != *vec {
            return Err(emit_op_error(
                ir,
                op,
                if load {
                    "base memref and result vector types should match"
                } else {
                    "base memref and valueToStore vector types should match"
                },
            ));
        }
        element = &mv.element;
    }
    if vec.element != *element {
        return Err(emit_op_error(
            ir,
            op,
            if load {
                "base and result element types should match"
            } else {
                "base and valueToStore element type should match"
            },
        ));
    }
    if indices != rank {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("requires {rank} indices"),
        ));
    }
    Ok(())
}

// def Vector_LoadOp : Vector_Op<"load", [
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     DeclareOpInterfaceMethods<AlignmentAttrOpInterface>
//   ]> {
//   let summary = "reads an n-D slice of memory into an n-D vector";
//   let arguments = (ins Arg<AnyMemRef, "the reference to load from",
//       [MemRead]>:$base,
//       Variadic<Index>:$indices,
//       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
//       OptionalAttr<IntValidAlignment<I64Attr>>: $alignment);
//   let results = (outs AnyVectorOfAnyRank:$result);
//   let hasVerifier = 1;
//   let assemblyFormat =
//       "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)";
// }
/// The `vector.load` operation reads an n-D slice of memory into an n-D vector. It takes a
/// `base` memref, an index for each memref dimension and a result vector type. The shape of
/// the result vector type determines the shape of the slice read from the start memory
/// address; when loading more than 1 element, only unit strides are allowed along the most
/// minor memref dimension. The memref element type can be a scalar (the result's element
/// type) or a vector (the result's type).
///
/// ```mlir
/// %result = vector.load %base[%i, %j] : memref<100x100xf32>, vector<8xf32>
/// ```
///
/// An optional `alignment` attribute gives the byte alignment of the access, a positive power
/// of 2.
#[dialect_op(vector.load, verify,
             summary = "reads an n-D slice of memory into an n-D vector",
             format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)")]
#[derive(Debug)]
pub struct LoadOp {
    /// The reference to load from.
    #[operand(type = AnyMemRef, effects = [MemRead])]
    pub base: Value,
    /// One index per memref dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is non-temporal (`DefaultValuedOptionalAttr<BoolAttr, "false">`).
    #[attr(default = BoolAttr(false))]
    pub nontemporal: Option<BoolAttr>,
    /// The byte alignment of the access.
    pub alignment: Option<IntValidAlignment>,
    /// The vector read.
    #[result(type = AnyVectorOfAnyRank)]
    pub result: Value,
}

impl LoadOp {
    /// `LoadOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        verify_load_store(ir, op, this.result, this.base, this.indices.len(), true)
    }
}

// def Vector_StoreOp : Vector_Op<"store", [
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     DeclareOpInterfaceMethods<AlignmentAttrOpInterface>
//   ]> {
//   let summary = "writes an n-D vector to an n-D slice of memory";
//   let arguments = (ins
//       AnyVectorOfAnyRank:$valueToStore,
//       Arg<AnyMemRef, "the reference to store to",
//       [MemWrite]>:$base,
//       Variadic<Index>:$indices,
//       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
//       OptionalAttr<IntValidAlignment<I64Attr>>: $alignment);
//   let hasVerifier = 1;
//   let assemblyFormat = "$valueToStore `,` $base `[` $indices `]` attr-dict "
//                        "`:` type($base) `,` type($valueToStore)";
// }
/// The `vector.store` operation writes an n-D vector to an n-D slice of memory. It takes the
/// vector value to be stored, a `base` memref and an index for each memref dimension; the
/// rules are `vector.load`'s.
///
/// ```mlir
/// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xf32>, vector<8xf32>
/// ```
#[dialect_op(vector.store, verify,
             summary = "writes an n-D vector to an n-D slice of memory",
             format = "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)")]
#[derive(Debug)]
pub struct StoreOp {
    /// The vector written.
    #[operand(name = "valueToStore", type = AnyVectorOfAnyRank)]
    pub value_to_store: Value,
    /// The reference to store to.
    #[operand(type = AnyMemRef, effects = [MemWrite])]
    pub base: Value,
    /// One index per memref dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is non-temporal (`DefaultValuedOptionalAttr<BoolAttr, "false">`).
    #[attr(default = BoolAttr(false))]
    pub nontemporal: Option<BoolAttr>,
    /// The byte alignment of the access.
    pub alignment: Option<IntValidAlignment>,
}

impl StoreOp {
    /// `StoreOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        verify_load_store(
            ir,
            op,
            this.value_to_store,
            this.base,
            this.indices.len(),
            false,
        )
    }
}

// def Vector_MaskedLoadOp :
//   Vector_Op<"maskedload", [
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       DeclareOpInterfaceMethods<AlignmentAttrOpInterface>
//     ]>,
//     Arguments<(ins Arg<AnyMemRef, "", [MemRead]>:$base,
//                Variadic<Index>:$indices,
//                VectorOfNonZeroRankOf<[I1]>:$mask,
//                AnyVectorOfNonZeroRank:$pass_thru,
//                OptionalAttr<IntValidAlignment<I64Attr>>: $alignment)>,
//     Results<(outs AnyVectorOfNonZeroRank:$result)> {
//   let summary = "loads elements from memory into a vector as defined by a mask vector";
//   let assemblyFormat = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` "
//     "type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)";
//   let hasVerifier = 1;
// }
/// The masked load reads elements from memory into a vector as defined by a base with
/// indices and a mask vector. When the mask is set, the element is read from memory.
/// Otherwise, the corresponding element is taken from a pass-through vector:
/// `result[0] := if mask[0] then base[i + 0] else pass_thru[0]`, and so on. The semantics
/// closely correspond to those of the `llvm.masked.load` intrinsic.
///
/// ```mlir
/// %0 = vector.maskedload %base[%i], %mask, %pass_thru
///    : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
/// ```
#[dialect_op(vector.maskedload, verify,
             summary = "loads elements from memory into a vector as defined by a mask vector",
             format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)")]
#[derive(Debug)]
pub struct MaskedLoadOp {
    /// The memref read.
    #[operand(type = AnyMemRef, effects = [MemRead])]
    pub base: Value,
    /// One index per memref dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Which elements are read.
    #[operand(type = VectorOfNonZeroRankOf<I1>)]
    pub mask: Value,
    /// The elements where the mask is off.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub pass_thru: Value,
    /// The byte alignment of the access.
    pub alignment: Option<IntValidAlignment>,
    /// The vector read.
    #[result(type = AnyVectorOfNonZeroRank)]
    pub result: Value,
}

impl MaskedLoadOp {
    /// `MaskedLoadOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(result), Some(mask), Type::MemRef(m)) = (
            vector_of(ir, this.result),
            vector_of(ir, this.mask),
            ir.value_type(this.base),
        ) else {
            return Ok(());
        };
        if result.element != *m.element_type() {
            return Err(emit_op_error(
                ir,
                op,
                "base and result element type should match",
            ));
        }
        let rank = m.rank().unwrap_or(0);
        if this.indices.len() != rank {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("requires {rank} indices"),
            ));
        }
        if result.shape != mask.shape {
            return Err(emit_op_error(
                ir,
                op,
                "expected result shape to match mask shape",
            ));
        }
        if ir.value_type(this.result) != ir.value_type(this.pass_thru) {
            return Err(emit_op_error(
                ir,
                op,
                "expected pass_thru of same type as result type",
            ));
        }
        Ok(())
    }
}

// def Vector_MaskedStoreOp :
//   Vector_Op<"maskedstore", [
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       DeclareOpInterfaceMethods<AlignmentAttrOpInterface>
//     ]>,
//     Arguments<(ins Arg<AnyMemRef, "", [MemWrite]>:$base,
//                Variadic<Index>:$indices,
//                VectorOfNonZeroRankOf<[I1]>:$mask,
//                AnyVectorOfNonZeroRank:$valueToStore,
//                OptionalAttr<IntValidAlignment<I64Attr>>: $alignment)> {
//   let summary = "stores elements from a vector into memory as defined by a mask vector";
//   let assemblyFormat =
//       "$base `[` $indices `]` `,` $mask `,` $valueToStore "
//       "attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)";
//   let hasVerifier = 1;
// }
/// The masked store operation writes elements from a vector into memory as defined by a base
/// with indices and a mask vector. When the mask is set, the corresponding element from the
/// vector is written to memory. Otherwise, no action is taken for the element. The semantics
/// closely correspond to those of the `llvm.masked.store` intrinsic.
///
/// ```mlir
/// vector.maskedstore %base[%i], %mask, %value
///   : memref<?xf32>, vector<8xi1>, vector<8xf32>
/// ```
#[dialect_op(vector.maskedstore, verify,
             summary = "stores elements from a vector into memory as defined by a mask vector",
             format = "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)")]
#[derive(Debug)]
pub struct MaskedStoreOp {
    /// The memref written.
    #[operand(type = AnyMemRef, effects = [MemWrite])]
    pub base: Value,
    /// One index per memref dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Which elements are written.
    #[operand(type = VectorOfNonZeroRankOf<I1>)]
    pub mask: Value,
    /// The vector written.
    #[operand(name = "valueToStore", type = AnyVectorOfNonZeroRank)]
    pub value_to_store: Value,
    /// The byte alignment of the access.
    pub alignment: Option<IntValidAlignment>,
}

impl MaskedStoreOp {
    /// `MaskedStoreOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(value), Some(mask), Type::MemRef(m)) = (
            vector_of(ir, this.value_to_store),
            vector_of(ir, this.mask),
            ir.value_type(this.base),
        ) else {
            return Ok(());
        };
        if value.element != *m.element_type() {
            return Err(emit_op_error(
                ir,
                op,
                "base and valueToStore element type should match",
            ));
        }
        let rank = m.rank().unwrap_or(0);
        if this.indices.len() != rank {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("requires {rank} indices"),
            ));
        }
        if value.shape != mask.shape {
            return Err(emit_op_error(
                ir,
                op,
                "expected valueToStore shape to match mask shape",
            ));
        }
        Ok(())
    }
}

// def Vector_CreateMaskOp :
//   Vector_Op<"create_mask", [Pure,
//    DeclareOpInterfaceMethods<VectorUnrollOpInterface>
//    ]>,
//     Arguments<(ins Variadic<Index>:$operands)>,
//     Results<(outs VectorOfAnyRankOf<[I1]>)> {
//   let summary = "creates a vector mask";
//   let hasVerifier = 1;
//   let assemblyFormat = "$operands attr-dict `:` type(results)";
// }
/// Creates and returns a vector mask where elements of the result vector are set to '0' or
/// '1', based on whether the element indices are contained within a hyper-rectangular region
/// specified by the operands. Each operand `i` is the size of the region in dimension `i`
/// (clamped to `[0, dim size]`): the elements `[0, operand-value-i)` of each dimension are set
/// to 1.
///
/// ```mlir
/// %1 = vector.create_mask %c3, %c2 : vector<4x3xi1>
/// ```
#[dialect_op(vector.create_mask, traits = [Pure], verify,
             summary = "creates a vector mask",
             format = "$operands attr-dict `:` type(results)")]
#[derive(Debug)]
pub struct CreateMaskOp {
    /// The size of the set region in each dimension.
    #[operand(type = Index)]
    pub operands: Vec<Value>,
    /// The mask (an unnamed result upstream).
    #[result(type = VectorOfAnyRankOf<I1>)]
    pub result: Value,
}

impl CreateMaskOp {
    /// `CreateMaskOp::verify`: one operand per dimension (one for a 0-D mask).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(mask) = vector_of(ir, this.result) else {
            return Ok(());
        };
        let n = this.operands.len();
        if mask.shape.is_empty() {
            if n != 1 {
                return Err(emit_op_error(
                    ir,
                    op,
                    "must specify exactly one operand for 0-D create_mask",
                ));
            }
        } else if n != mask.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "must specify an operand for each result vector dimension",
            ));
        }
        Ok(())
    }
}

// def Vector_ConstantMaskOp :
//   Vector_Op<"constant_mask", [Pure,
//    DeclareOpInterfaceMethods<VectorUnrollOpInterface>
//    ]>,
//     Arguments<(ins DenseI64ArrayAttr:$mask_dim_sizes)>,
//     Results<(outs VectorOfAnyRankOf<[I1]>)> {
//   let summary = "creates a constant vector mask";
//   let assemblyFormat = "$mask_dim_sizes attr-dict `:` type(results)";
//   let hasVerifier = 1;
// }
/// Creates and returns a vector mask where elements of the result vector are set to '0' or
/// '1', based on whether the element indices are contained within a hyper-rectangular region
/// specified by the `mask_dim_sizes` array attribute argument: each element is the size of
/// the region in its dimension (the elements `[0, size)` are set). Only 'none set' (0) and
/// 'all set' (the dimension size) are supported for scalable dimensions.
///
/// ```mlir
/// %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
/// ```
#[dialect_op(vector.constant_mask, traits = [Pure], verify,
             summary = "creates a constant vector mask",
             format = "$mask_dim_sizes attr-dict `:` type(results)")]
#[derive(Debug)]
pub struct ConstantMaskOp {
    /// The size of the set region in each dimension.
    pub mask_dim_sizes: DenseI64ArrayAttr,
    /// The mask (an unnamed result upstream).
    #[result(type = VectorOfAnyRankOf<I1>)]
    pub result: Value,
}

impl ConstantMaskOp {
    /// `ConstantMaskOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(mask) = vector_of(ir, this.result) else {
            return Ok(());
        };
        let sizes = &this.mask_dim_sizes.0;
        if mask.shape.is_empty() {
            let [dim] = sizes[..] else {
                return Err(rods::ods::emit_error(
                    ir,
                    op,
                    "array attr must have length 1 for 0-D vectors",
                ));
            };
            if dim != 0 && dim != 1 {
                return Err(rods::ods::emit_error(
                    ir,
                    op,
                    "mask dim size must be either 0 or 1 for 0-D vectors",
                ));
            }
            return Ok(());
        }
        if sizes.len() != mask.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "must specify array attr of size equal vector result rank",
            ));
        }
        for (i, size) in sizes.iter().enumerate() {
            let dim = mask.shape[i];
            if *size < 0 || *size as u64 > dim {
                return Err(emit_op_error(
                    ir,
                    op,
                    "array attr of size out of bounds of vector result dimension size",
                ));
            }
            if mask.scalable.get(i) == Some(&true) && *size != 0 && *size as u64 != dim {
                return Err(emit_op_error(
                    ir,
                    op,
                    "only supports 'none set' or 'all set' scalable dimensions",
                ));
            }
        }
        if sizes.contains(&0) && !sizes.iter().all(|s| *s == 0) {
            return Err(emit_op_error(
                ir,
                op,
                "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
            ));
        }
        Ok(())
    }
}

// def Vector_TransposeOp :
//   Vector_Op<"transpose", [Pure,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//     PredOpTrait<"operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>]> {
//   let summary = "vector transpose operation";
//   let arguments = (ins AnyVectorOfAnyRank:$vector,
//                        DenseI64ArrayAttr:$permutation);
//   let results = (outs AnyVectorOfAnyRank:$result);
//   let assemblyFormat = [{
//     $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
//   }];
//   let hasVerifier = 1;
// }
/// Takes a n-D vector and returns the transposed n-D vector defined by the permutation of
/// ranks in the n-sized integer array attribute (in case of 0-D vectors the array attribute
/// must be empty): result dimension `i` is source dimension `permutation[i]`.
///
/// ```mlir
/// %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
/// ```
#[dialect_op(vector.transpose,
             traits = [Pure,
                       PredOpTrait("operand and result have same element type",
                                   result_element_is_operand_element)],
             verify, summary = "vector transpose operation",
             format = "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")]
#[derive(Debug)]
pub struct TransposeOp {
    /// The vector transposed.
    #[operand(type = AnyVectorOfAnyRank)]
    pub vector: Value,
    /// The source dimension of each result dimension.
    pub permutation: DenseI64ArrayAttr,
    /// The transposed vector.
    #[result(type = AnyVectorOfAnyRank)]
    pub result: Value,
}

impl TransposeOp {
    /// `TransposeOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(src), Some(res)) = (vector_of(ir, this.vector), vector_of(ir, this.result))
        else {
            return Ok(());
        };
        let rank = res.shape.len();
        if src.shape.len() != rank {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("vector result rank mismatch: {rank}"),
            ));
        }
        let perm = &this.permutation.0;
        if perm.len() != rank {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("transposition length mismatch: {}", perm.len()),
            ));
        }
        let mut seen = vec![false; rank];
        for (i, p) in perm.iter().enumerate() {
            let Some(index) = usize::try_from(*p).ok().filter(|p| *p < rank) else {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("transposition index out of range: {p}"),
                ));
            };
            if seen[index] {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("duplicate position index: {p}"),
                ));
            }
            seen[index] = true;
            if res.shape[i] != src.shape[index] {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("dimension size mismatch at: {p}"),
                ));
            }
        }
        Ok(())
    }
}

// def Vector_MultiDimReductionOp :
//   Vector_Op<"multi_reduction", [Pure,
//      AllTypesMatch<["dest", "acc"]>,
//      PredOpTrait<"source operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>,
//      DeclareOpInterfaceMethods<InferTypeOpInterface>,
//      DeclareOpInterfaceMethods<MaskableOpInterface>,
//      DeclareOpInterfaceMethods<VectorUnrollOpInterface,
//                                ["getShapeForUnroll"]>]>,
//     Arguments<(ins Vector_CombiningKindAttr:$kind,
//                    AnyVectorOfNonZeroRank:$source,
//                    AnyType:$acc,
//                    DenseI64ArrayAttr:$reduction_dims)>,
//     Results<(outs AnyType:$dest)> {
//   let summary = "Multi-dimensional reduction operation";
//   let assemblyFormat =
//     "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)";
//   let hasVerifier = 1;
// }
/// Reduces an n-D vector into an (n-k)-D vector (or a scalar when k == n) using the given
/// operation: `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`/`and`/`or`/`xor` for integers, and
/// `add`/`mul`/`minnumf`/`maxnumf`/`minimumf`/`maximumf` for floats. Takes an initial
/// accumulator operand.
///
/// ```mlir
/// %1 = vector.multi_reduction <add>, %0, %acc0 [1, 3] :
///   vector<4x8x16x32xf32> to vector<4x16xf32>
/// %2 = vector.multi_reduction <add>, %1, %acc1 [0, 1] :
///   vector<4x16xf32> to f32
/// ```
#[dialect_op(vector.multi_reduction,
             traits = [Pure, AllTypesMatch(["dest", "acc"]),
                       PredOpTrait("source operand and result have same element type",
                                   result_element_is_operand_element),
                       InferTypeOpInterface],
             verify, summary = "Multi-dimensional reduction operation",
             format = "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)")]
#[derive(Debug)]
pub struct MultiDimReductionOp {
    /// The combining function.
    pub kind: CombiningKindAttr,
    /// The vector reduced.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub source: Value,
    /// The initial accumulator.
    #[operand(type = AnyType)]
    pub acc: Value,
    /// The dimensions reduced.
    pub reduction_dims: DenseI64ArrayAttr,
    /// The reduced value.
    #[result(type = AnyType)]
    pub dest: Value,
}

impl MultiDimReductionOp {
    /// `MultiDimReductionOp::inferReturnTypes`: the accumulator's type.
    pub fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        Ok(args.operand_types.get(1).cloned().into_iter().collect())
    }

    /// `MultiDimReductionOp::verify`: the destination is the source without the reduced
    /// dimensions (its element type when all are reduced).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(src) = vector_of(ir, this.source) else {
            return Ok(());
        };
        let dims = &this.reduction_dims.0;
        let kept: Vec<usize> = (0..src.shape.len())
            .filter(|i| !dims.iter().any(|d| usize::try_from(*d).ok() == Some(*i)))
            .collect();
        let inferred = if kept.is_empty() {
            src.element.clone()
        } else {
            Type::Vector(Uniqued::new(VectorType {
                shape: kept.iter().map(|i| src.shape[*i]).collect(),
                scalable: kept
                    .iter()
                    .map(|i| src.scalable.get(*i).copied().unwrap_or(false))
                    .collect(),
                element: src.element.clone(),
            }))
        };
        let dest = ir.value_type(this.dest);
        if *dest != inferred {
            return Err(emit_op_error(
                ir,
                op,
                format_args!(
                    "destination type '{}' is incompatible with source type '{}'",
                    type_to_string(dest),
                    type_to_string(ir.value_type(this.source))
                ),
            ));
        }
        Ok(())
    }
}

/// `TCresVTEtIsSameAsOpBase<0, 1>` (the predicate of «rhs operand and result have same
/// element type»): result 0's element type (or type) is operand 1's.
pub fn result_element_is_second_operand_element(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    match (o.results.first(), o.operands.get(1)) {
        (Some(r), Some(s)) => {
            element_or_self(ir.value_type(*r)) == element_or_self(ir.value_type(*s))
        }
        _ => true,
    }
}

/// `ContractionOp::getDefaultKind` / `OuterProductOp::getDefaultKind`: `add`.
pub fn default_kind() -> CombiningKindAttr {
    CombiningKindAttr::new(CombiningKind::Add)
}

// def Vector_OuterProductOp :
//   Vector_Op<"outerproduct", [Pure,
//     PredOpTrait<"lhs operand and result have same element type",
//                 TCresVTEtIsSameAsOpBase<0, 0>>,
//     PredOpTrait<"rhs operand and result have same element type",
//                 TCresVTEtIsSameAsOpBase<0, 1>>,
//     DeclareOpInterfaceMethods<MaskableOpInterface>]>,
//     Arguments<(ins AnyVectorOfNonZeroRank:$lhs, AnyType:$rhs,
//                Optional<AnyVectorOfNonZeroRank>:$acc,
//                DefaultValuedAttr<Vector_CombiningKindAttr, "CombiningKind::ADD">:$kind)>,
//     Results<(outs AnyVectorOfNonZeroRank)> {
//   let summary = "vector outerproduct with optional fused add";
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// Takes 2 1-D vectors and returns the 2-D vector containing the outer-product, with an
/// optional accumulator combined with the given `kind` (default `add`). With a scalar right
/// operand it is an AXPY: the 1-D vector times the scalar, plus the accumulator.
///
/// ```mlir
/// %4 = vector.outerproduct %0, %1, %2 {kind = #vector.kind<maxnumf>}:
///   vector<4xf32>, vector<8xf32>
/// %6 = vector.outerproduct %4, %5: vector<10xf32>, f32
/// ```
///
/// As upstream's printer, the custom form prints the attributes (the kind among them) only
/// with an accumulator: without one, a non-default kind does not survive a round trip.
#[dialect_op(vector.outerproduct, custom_assembly, verify,
             traits = [Pure,
                       PredOpTrait("lhs operand and result have same element type",
                                   result_element_is_operand_element),
                       PredOpTrait("rhs operand and result have same element type",
                                   result_element_is_second_operand_element)],
             summary = "vector outerproduct with optional fused add")]
#[derive(Debug)]
pub struct OuterProductOp {
    /// The 1-D left operand.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub lhs: Value,
    /// The 1-D right operand, or a scalar.
    #[operand(type = AnyType)]
    pub rhs: Value,
    /// The accumulator.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub acc: Option<Value>,
    /// How the product and the accumulator combine.
    #[attr(default = default_kind())]
    pub kind: CombiningKindAttr,
    /// The product (an unnamed result upstream).
    #[result(type = AnyVectorOfNonZeroRank)]
    pub result: Value,
}

impl OuterProductOp {
    /// `OuterProductOp::parse`: `%lhs, %rhs (, %acc)? attr-dict : lhs-type, rhs-type`, the
    /// result type derived from them.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let mut operands = Vec::new();
        p.parse_operand_list(&mut operands)?;
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let lhs = p.parse_colon_type()?;
        p.parse_comma()?;
        let rhs = p.parse_type()?;
        let name_loc = p.name_location();
        if operands.len() < 2 {
            return Err(p.emit_error_at(name_loc, "expected at least 2 operands"));
        }
        let Type::Vector(l) = &lhs else {
            return Err(p.emit_error_at(name_loc, "expected vector type for operand #1"));
        };
        let first = |v: &VectorType| {
            (
                v.shape.first().copied().unwrap_or(0),
                v.scalable.first().copied().unwrap_or(false),
            )
        };
        let (mut shape, mut scalable) = (vec![first(l).0], vec![first(l).1]);
        if let Type::Vector(r) = &rhs {
            shape.push(first(r).0);
            scalable.push(first(r).1);
        }
        let result = Type::Vector(Uniqued::new(VectorType {
            shape,
            scalable,
            element: l.element.clone(),
        }));
        if !state
            .attributes
            .iter()
            .any(|a| a.name.as_bytes() == b"kind")
        {
            state.set_attribute("kind", default_kind().into_attribute());
        }
        p.resolve_operand(&operands[0], &lhs, &mut state.operands)?;
        p.resolve_operand(&operands[1], &rhs, &mut state.operands)?;
        if let Some(acc) = operands.get(2) {
            p.resolve_operand(acc, &result, &mut state.operands)?;
        }
        state.result_types.push(result);
        Ok(())
    }

    /// `OuterProductOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let Some(this) = Self::from_op(p.ir(), op) else {
            return;
        };
        let lhs_ty = p.ir().value_type(this.lhs).clone();
        let rhs_ty = p.ir().value_type(this.rhs).clone();
        p.write_str(" ");
        p.print_operand(this.lhs);
        p.write_str(", ");
        p.print_operand(this.rhs);
        if let Some(acc) = this.acc {
            p.write_str(", ");
            p.print_operand(acc);
            rods::ods::__private::print_attr_dict(p, op, &[], &[], false);
        }
        p.write_str(" : ");
        p.print_type(&lhs_ty);
        p.write_str(", ");
        p.print_type(&rhs_ty);
    }

    /// `OuterProductOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(lhs), Some(res)) = (vector_of(ir, this.lhs), vector_of(ir, this.result)) else {
            return Ok(());
        };
        let fail = |m: &str| Err(emit_op_error(ir, op, m));
        if lhs.shape.len() != 1 {
            return fail("expected 1-d vector for operand #1");
        }
        if let Some(rhs) = vector_of(ir, this.rhs) {
            if rhs.shape.len() != 1 {
                return fail("expected 1-d vector for operand #2");
            }
            if res.shape.len() != 2 {
                return fail("expected 2-d vector result");
            }
            if lhs.shape[0] != res.shape[0] {
                return fail("expected #1 operand dim to match result dim #1");
            }
            if rhs.shape[0] != res.shape[1] {
                return fail("expected #2 operand dim to match result dim #2");
            }
            if lhs.scalable.contains(&true) && !rhs.scalable.contains(&true) {
                return fail("expected either both or only #2 operand dim to be scalable");
            }
        } else {
            if res.shape.len() != 1 {
                return fail("expected 1-d vector result");
            }
            if lhs.shape[0] != res.shape[0] {
                return fail("expected #1 operand dim to match result dim #1");
            }
        }
        if let Some(acc) = this.acc
            && ir.value_type(acc) != ir.value_type(this.result)
        {
            return fail("expected operand #3 of same type as result type");
        }
        if !is_supported_combining_kind(this.kind.value, &res.element) {
            return fail("unsupported outerproduct type");
        }
        Ok(())
    }
}

/// The integers of an `I64ArrayAttr`.
fn ints(a: &I64ArrayAttr) -> Vec<i64> {
    a.0.iter().map(|i| i.0).collect()
}

/// `isIntegerArrayAttrSmallerThanShape`: «expected NAME attribute of rank no greater than
/// vector rank».
fn check_rank_no_greater(
    ir: &Ir,
    op: OpId,
    values: &[i64],
    shape: &[u64],
    name: &str,
) -> Result<(), Diagnostic> {
    if values.len() > shape.len() {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("expected {name} attribute of rank no greater than vector rank"),
        ));
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToShape`: each value in `[min, dim)` (`[min, dim]` when
/// `closed`), «expected NAME dimension I to be confined to [MIN, MAX)».
fn check_confined_to_shape(
    ir: &Ir,
    op: OpId,
    values: &[i64],
    shape: &[u64],
    name: &str,
    closed: bool,
    min: i64,
) -> Result<(), Diagnostic> {
    for (i, (v, d)) in values.iter().zip(shape).enumerate() {
        let max = i128::from(*d) + i128::from(closed);
        if *v < min || i128::from(*v) >= max {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            ));
        }
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToRange(…, 1, 1, NAME, /*halfOpen=*/false)`: every stride is 1,
/// «expected NAME to be confined to [1, 2)».
fn check_unit_strides(ir: &Ir, op: OpId, values: &[i64], name: &str) -> Result<(), Diagnostic> {
    if values.iter().any(|v| *v != 1) {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("expected {name} to be confined to [1, 2)"),
        ));
    }
    Ok(())
}

/// `isSumOfIntegerArrayAttrConfinedToShape(…, /*halfOpen=*/false, /*min=*/1)`: each
/// `a[i] + b[i]` in `[0, dim]`, «expected sum(A, B) dimension I to be confined to [1, MAX)».
fn check_sum_confined_to_shape(
    ir: &Ir,
    op: OpId,
    a: &[i64],
    b: &[i64],
    shape: &[u64],
    names: (&str, &str),
) -> Result<(), Diagnostic> {
    for (i, ((x, y), d)) in a.iter().zip(b).zip(shape).enumerate() {
        let sum = i128::from(*x) + i128::from(*y);
        let max = i128::from(*d) + 1;
        if sum < 0 || sum >= max {
            return Err(emit_op_error(
                ir,
                op,
                format_args!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {max})",
                    names.0, names.1
                ),
            ));
        }
    }
    Ok(())
}

// def Vector_InsertStridedSliceOp :
//   Vector_Op<"insert_strided_slice", [Pure,
//     PredOpTrait<"operand #0 and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>,
//     AllTypesMatch<["dest", "result"]>]>,
//     Arguments<(ins AnyVectorOfNonZeroRank:$valueToStore, AnyVectorOfNonZeroRank:$dest, I64ArrayAttr:$offsets,
//                I64ArrayAttr:$strides)>,
//     Results<(outs AnyVectorOfNonZeroRank:$result)> {
//   let summary = "strided_slice operation";
//   let assemblyFormat = [{
//     $valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)
//   }];
//   let hasVerifier = 1;
// }
/// Takes a k-D valueToStore vector, an n-D destination vector (n >= k), n-sized `offsets`
/// integer array attribute, a k-sized `strides` integer array attribute and inserts the k-D
/// valueToStore vector as a strided subvector at the proper offset into the n-D destination
/// vector. At the moment strides must contain only 1s.
///
/// ```mlir
/// %2 = vector.insert_strided_slice %0, %1
///     {offsets = [0, 0, 2], strides = [1, 1]}:
///   vector<2x4xf32> into vector<16x4x8xf32>
/// ```
#[dialect_op(vector.insert_strided_slice,
             traits = [Pure,
                       PredOpTrait("operand #0 and result have same element type",
                                   result_element_is_operand_element),
                       AllTypesMatch(["dest", "result"])],
             verify, summary = "strided_slice operation",
             format = "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)")]
#[derive(Debug)]
pub struct InsertStridedSliceOp {
    /// The vector inserted.
    #[operand(name = "valueToStore", type = AnyVectorOfNonZeroRank)]
    pub value_to_store: Value,
    /// The vector inserted into.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub dest: Value,
    /// Where the slice starts in each destination dimension.
    pub offsets: I64ArrayAttr,
    /// The stride of each source dimension (1).
    pub strides: I64ArrayAttr,
    /// The updated vector.
    #[result(type = AnyVectorOfNonZeroRank)]
    pub result: Value,
}

impl InsertStridedSliceOp {
    /// `InsertStridedSliceOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(src), Some(dst)) = (vector_of(ir, this.value_to_store), vector_of(ir, this.dest))
        else {
            return Ok(());
        };
        let (offsets, strides) = (ints(&this.offsets), ints(&this.strides));
        if offsets.len() != dst.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected offsets of same size as destination vector rank",
            ));
        }
        if strides.len() != src.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected strides of same size as source vector rank",
            ));
        }
        if src.shape.len() > dst.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected source rank to be no greater than destination rank",
            ));
        }
        let diff = dst.shape.len() - src.shape.len();
        let as_dest: Vec<i64> = std::iter::repeat_n(0, diff)
            .chain(
                src.shape
                    .iter()
                    .map(|d| i64::try_from(*d).unwrap_or(i64::MAX)),
            )
            .collect();
        check_confined_to_shape(ir, op, &offsets, &dst.shape, "offsets", false, 0)?;
        check_unit_strides(ir, op, &strides, "strides")?;
        check_sum_confined_to_shape(
            ir,
            op,
            &offsets,
            &as_dest,
            &dst.shape,
            ("offsets", "source vector shape"),
        )?;
        for idx in 0..src.shape.len() {
            let (ss, ds) = (
                src.scalable.get(idx).copied().unwrap_or(false),
                dst.scalable.get(idx + diff).copied().unwrap_or(false),
            );
            if ss != ds {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("mismatching scalable flags (at source vector idx={idx})"),
                ));
            }
            if ss && src.shape[idx] != dst.shape[idx + diff] {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!(
                        "expected size at idx={idx} to match the corresponding base size from the input vector ({} vs {})",
                        src.shape[idx],
                        dst.shape[idx + diff]
                    ),
                ));
            }
        }
        Ok(())
    }
}

// def Vector_ExtractStridedSliceOp :
//   Vector_Op<"extract_strided_slice", [Pure,
//     PredOpTrait<"operand and result have same element type",
//                  TCresVTEtIsSameAsOpBase<0, 0>>]>,
//     Arguments<(ins AnyVectorOfNonZeroRank:$source, I64ArrayAttr:$offsets,
//                I64ArrayAttr:$sizes, I64ArrayAttr:$strides)>,
//     Results<(outs AnyVectorOfNonZeroRank)> {
//   let summary = "extract_strided_slice operation";
//   let hasVerifier = 1;
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type(results)";
// }
/// Takes an n-D vector, k-D `offsets` integer array attribute, a k-sized `sizes` integer array
/// attribute, a k-sized `strides` integer array attribute and extracts the n-D subvector at
/// the proper offset. At the moment strides must contain only 1s.
///
/// ```mlir
/// %1 = vector.extract_strided_slice %0
///     {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]}:
///   vector<4x8x16xf32> to vector<2x4x16xf32>
/// ```
#[dialect_op(vector.extract_strided_slice,
             traits = [Pure,
                       PredOpTrait("operand and result have same element type",
                                   result_element_is_operand_element)],
             verify, summary = "extract_strided_slice operation",
             format = "$source attr-dict `:` type($source) `to` type(results)")]
#[derive(Debug)]
pub struct ExtractStridedSliceOp {
    /// The vector sliced.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub source: Value,
    /// Where the slice starts in each leading dimension.
    pub offsets: I64ArrayAttr,
    /// The slice's size in each leading dimension.
    pub sizes: I64ArrayAttr,
    /// The stride of each leading dimension (1).
    pub strides: I64ArrayAttr,
    /// The slice (an unnamed result upstream).
    #[result(type = AnyVectorOfNonZeroRank)]
    pub result: Value,
}

impl ExtractStridedSliceOp {
    /// `ExtractStridedSliceOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let Some(src) = vector_of(ir, this.source) else {
            return Ok(());
        };
        let (offsets, sizes, strides) =
            (ints(&this.offsets), ints(&this.sizes), ints(&this.strides));
        if offsets.len() != sizes.len() || offsets.len() != strides.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expected offsets, sizes and strides attributes of same size",
            ));
        }
        let shape = &src.shape;
        check_rank_no_greater(ir, op, &offsets, shape, "offsets")?;
        check_rank_no_greater(ir, op, &sizes, shape, "sizes")?;
        check_rank_no_greater(ir, op, &strides, shape, "strides")?;
        check_confined_to_shape(ir, op, &offsets, shape, "offsets", false, 0)?;
        check_confined_to_shape(ir, op, &sizes, shape, "sizes", true, 1)?;
        check_unit_strides(ir, op, &strides, "strides")?;
        check_sum_confined_to_shape(ir, op, &offsets, &sizes, shape, ("offsets", "sizes"))?;
        let mut result_shape: Vec<u64> = sizes.iter().map(|s| *s as u64).collect();
        result_shape.extend(shape.iter().skip(sizes.len()));
        let inferred = Type::Vector(Uniqued::new(VectorType {
            shape: result_shape,
            scalable: src.scalable.clone(),
            element: src.element.clone(),
        }));
        if *ir.value_type(this.result) != inferred {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("expected result type to be '{}'", type_to_string(&inferred)),
            ));
        }
        for (idx, size) in sizes.iter().enumerate() {
            if src.scalable.get(idx) == Some(&true) && *size as u64 != shape[idx] {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!(
                        "expected size at idx={idx} to match the corresponding base size from the input vector ({size} vs {})",
                        shape[idx]
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// The type `vector.print` prints: `Type<Or<[AnyVectorOfAnyRank.predicate,
/// AnyInteger.predicate, Index.predicate, AnyFloat.predicate]>>`, a constraint without a
/// summary (its message reads «must be , but got …», as upstream's).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintableType;

impl rods::ods::TypeConstraint for PrintableType {
    fn summary() -> std::borrow::Cow<'static, str> {
        "".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(
            ty,
            Type::Vector(_) | Type::Integer { .. } | Type::Index | Type::Float(_)
        )
    }
}

/// `::mlir::vector::PrintPunctuation::NewLine`, the default punctuation of `vector.print`.
pub fn punctuation_newline() -> PrintPunctuationAttr {
    PrintPunctuationAttr::new(PrintPunctuation::NewLine)
}

/// The predicate of «`source` or `punctuation` are not set when printing strings»:
/// `!getStringLiteral() || (!getSource() && getPunctuation() == PrintPunctuation::NewLine)`.
pub fn print_string_alone(ir: &Ir, op: OpId) -> bool {
    if ir.property(op, "stringLiteral").is_none() {
        return true;
    }
    let newline = ir
        .property(op, "punctuation")
        .and_then(|a| a.downcast_ref::<PrintPunctuationAttr>())
        .is_none_or(|p| p.value == PrintPunctuation::NewLine);
    ir.op(op).operands.is_empty() && newline
}

// def Vector_PrintOp :
//   Vector_Op<"print", [
//     MemoryEffects<[MemWrite]>,
//     PredOpTrait<
//       "`source` or `punctuation` are not set when printing strings",
//       CPred<"!getStringLiteral() || (!getSource() && getPunctuation() == PrintPunctuation::NewLine)">
//     >,
//   ]>,
//   Arguments<(ins Optional<Type<Or<[
//     AnyVectorOfAnyRank.predicate,
//     AnyInteger.predicate, Index.predicate, AnyFloat.predicate
//   ]>>>:$source, DefaultValuedAttr<Vector_PrintPunctuation,
//                       "::mlir::vector::PrintPunctuation::NewLine">:$punctuation,
//                 OptionalAttr<Builtin_StringAttr>:$stringLiteral)
//   > {
//   let summary = "print operation (for testing and debugging)";
//   let assemblyFormat = [{
//       ($source^ `:` type($source))?
//         oilist(
//             `str` $stringLiteral
//           | `punctuation` $punctuation)
//         attr-dict
//     }];
// }
/// Prints the source vector (or scalar) to stdout in a human-readable format (for testing and
/// debugging), followed by the punctuation (a newline by default); or prints a constant
/// string.
///
/// ```mlir
/// vector.print %v : vector<4xf32> punctuation <comma>
/// vector.print punctuation <newline>
/// vector.print str "Hello, World!"
/// ```
///
/// `MemoryEffects<[MemWrite]>` has no rods counterpart yet.
#[dialect_op(vector.print,
             traits = [MemoryEffects([MemWrite]),
                       PredOpTrait("`source` or `punctuation` are not set when printing strings",
                                   print_string_alone)],
             summary = "print operation (for testing and debugging)",
             format = "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict")]
#[derive(Debug)]
pub struct PrintOp {
    /// The vector or scalar printed.
    #[operand(type = PrintableType)]
    pub source: Option<Value>,
    /// What is printed after it.
    #[attr(default = punctuation_newline())]
    pub punctuation: PrintPunctuationAttr,
    /// The string printed instead.
    #[attr(name = "stringLiteral")]
    pub string_literal: Option<rods::ods::StrAttr>,
}

// def Vector_IteratorTypeArrayAttr
//     : TypedArrayAttrBase<Vector_IteratorTypeEnum,
//                          "Iterator type should be an enum.">;
rods::typed_array_attr!(
    /// `Vector_IteratorTypeArrayAttr`: an array of `#vector.iterator_type<…>`, «Iterator type
    /// should be an enum.».
    pub IteratorTypeArrayAttr, IteratorTypeAttr, "Iterator type should be an enum."
);

/// `TCopVTEtIsSameAs<0, 1>` (the predicate of «lhs and rhs have same element type»): operands
/// 0 and 1 have one element type.
pub fn lhs_and_rhs_elements_match(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    match (o.operands.first(), o.operands.get(1)) {
        (Some(a), Some(b)) => {
            element_or_self(ir.value_type(*a)) == element_or_self(ir.value_type(*b))
        }
        _ => true,
    }
}

/// `TCresVTEtIsSameAsOpBase<0, 2>` (the predicate of «third operand acc and result have same
/// element type»).
pub fn result_element_is_third_operand_element(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    match (o.results.first(), o.operands.get(2)) {
        (Some(r), Some(a)) => {
            element_or_self(ir.value_type(*r)) == element_or_self(ir.value_type(*a))
        }
        _ => true,
    }
}

/// A pair of matching dimensions of a contraction's `lhs` and `rhs` (their positions).
type DimPair = (usize, usize);

/// The names of a contraction's trait attributes (`getTraitAttrNames`), printed in the
/// leading dictionary.
const CONTRACT_TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

// def Vector_ContractionOp :
//   Vector_Op<"contract", [
//       IndexingMapOpInterface,
//       Pure,
//       PredOpTrait<"lhs and rhs have same element type", TCopVTEtIsSameAs<0, 1>>,
//       PredOpTrait<"third operand acc and result have same element type",
//                   TCresVTEtIsSameAsOpBase<0, 2>>,
//       DeclareOpInterfaceMethods<MaskableOpInterface>,
//       DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
//     ]>,
//     Arguments<(ins AnyVectorOfNonZeroRank:$lhs, AnyVectorOfNonZeroRank:$rhs, AnyType:$acc,
//                ArrayAttr:$indexing_maps,
//                Vector_IteratorTypeArrayAttr:$iterator_types,
//                DefaultValuedAttr<Vector_CombiningKindAttr,
//                                  "CombiningKind::ADD">:$kind)>,
//     Results<(outs AnyType)> {
//   let summary = "vector contraction operation";
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// Computes the sum of products of vector elements along contracting dimension pairs from 2
/// vectors of rank M and N respectively, adds this intermediate result to the accumulator
/// argument of rank K, and returns a vector result of rank K (where K = num_lhs_free_dims +
/// num_rhs_free_dims + num_batch_dims). For K = 0 (no free or batch dimensions), the
/// accumulator and output are a scalar. The `indexing_maps` map the iteration space to each
/// operand's dimensions, the `iterator_types` say which iterations are `parallel` (free or
/// batch dimensions) and which are `reduction` (contracting dimensions), and `kind` (default
/// `add`) combines the products with the accumulator.
///
/// ```mlir
/// #matmat_accesses = [
///   affine_map<(i, j, k) -> (i, k)>,
///   affine_map<(i, j, k) -> (k, j)>,
///   affine_map<(i, j, k) -> (i, j)>
/// ]
/// #matmat_trait = {
///   indexing_maps = #matmat_accesses,
///   iterator_types = ["parallel", "parallel", "reduction"]
/// }
/// %3 = vector.contract #matmat_trait %0, %1, %2
///   : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
/// ```
///
/// The custom form writes the iterator types as strings, which the parser turns into
/// `#vector.iterator_type<…>` attributes (upstream's compatibility with older tests). The
/// checks of `IndexingMapOpInterface` that upstream runs after the op's own are not made.
#[dialect_op(vector.contract, custom_assembly, verify,
             traits = [Pure,
                       PredOpTrait("lhs and rhs have same element type",
                                   lhs_and_rhs_elements_match),
                       PredOpTrait("third operand acc and result have same element type",
                                   result_element_is_third_operand_element)],
             summary = "vector contraction operation")]
#[derive(Debug)]
pub struct ContractionOp {
    /// The left operand.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = AnyVectorOfNonZeroRank)]
    pub rhs: Value,
    /// The accumulator.
    #[operand(type = AnyType)]
    pub acc: Value,
    /// The maps from the iteration space to `lhs`, `rhs` and `acc`.
    pub indexing_maps: rods::ods::ArrayAttr,
    /// Whether each iteration is parallel or a reduction.
    pub iterator_types: IteratorTypeArrayAttr,
    /// How the products combine with the accumulator.
    #[attr(default = default_kind())]
    pub kind: CombiningKindAttr,
    /// The result (an unnamed result upstream).
    #[result(type = AnyType)]
    pub result: Value,
}

impl ContractionOp {
    /// `ContractionOp::parse`: `{traits} %lhs, %rhs, %acc (, %masks)? attr-dict : lhs-type,
    /// rhs-type into result-type`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let loc = p.current_location();
        let dict = p.parse_attribute()?;
        let Attribute::Dictionary(dict) = dict else {
            return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
        };
        let lhs = p.parse_operand()?;
        p.parse_comma()?;
        let rhs = p.parse_operand()?;
        p.parse_comma()?;
        let acc = p.parse_operand()?;
        let mut masks = Vec::new();
        if p.parse_optional_comma() {
            p.parse_operand_list(&mut masks)?;
        }
        p.parse_optional_attr_dict(&mut state.attributes)?;
        p.parse_colon()?;
        let mut types = Vec::new();
        p.parse_type_list_no_parens(&mut types)?;
        p.parse_keyword("into")?;
        let result = p.parse_type()?;
        let [lhs_ty, rhs_ty] = &types[..] else {
            return Err(p.emit_error_at(loc, "expected 2 operand types"));
        };
        p.resolve_operand(&lhs, lhs_ty, &mut state.operands)?;
        p.resolve_operand(&rhs, rhs_ty, &mut state.operands)?;
        p.resolve_operand(&acc, &result, &mut state.operands)?;
        state.result_types.push(result.clone());
        state.attributes.extend(dict.entries().iter().cloned());
        let Some(iterators) = state
            .attributes
            .iter()
            .find(|a| a.name.as_bytes() == b"iterator_types")
            .and_then(|a| a.value.as_array())
            .map(<[Attribute]>::to_vec)
        else {
            return Err(p.emit_error_at(loc, "expected \"iterator_types\" array attribute"));
        };
        let mut converted = Vec::new();
        for it in &iterators {
            let s = it
                .as_string()
                .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
                .unwrap_or_default();
            let Some(t) = IteratorType::symbolize(&s) else {
                return Err(p.emit_error_at(loc, format!("unexpected iterator_type ({s})")));
            };
            converted.push(IteratorTypeAttr::new(t).into_attribute());
        }
        state.set_attribute("iterator_types", Attribute::array(converted));
        if !state
            .attributes
            .iter()
            .any(|a| a.name.as_bytes() == b"kind")
        {
            state.set_attribute("kind", default_kind().into_attribute());
        }
        if masks.is_empty() {
            return Ok(());
        }
        if masks.len() != 2 {
            let name_loc = p.name_location();
            return Err(
                p.emit_error_at(name_loc, "expected zero or exactly 2 vector mask operands")
            );
        }
        let mask_of = |t: &Type| match t {
            Type::Vector(v) => Type::Vector(Uniqued::new(VectorType {
                element: Type::i1(),
                ..VectorType::clone(v)
            })),
            other => other.clone(),
        };
        let mask_types = [mask_of(lhs_ty), mask_of(rhs_ty)];
        p.resolve_operands(&masks, &mask_types, loc, &mut state.operands)
    }

    /// `ContractionOp::print`: the trait attributes in a leading dictionary (the iterator
    /// types as strings), the others in the attr-dict.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let Some(this) = Self::from_op(p.ir(), op) else {
            return;
        };
        let ir = p.ir();
        let mut traits = Vec::new();
        for name in CONTRACT_TRAIT_ATTRS {
            let Some(value) = ir.property(op, name) else {
                continue;
            };
            let value = if name == "iterator_types" {
                let strings = this
                    .iterator_types
                    .0
                    .iter()
                    .map(|t| Attribute::string(t.value.stringify()))
                    .collect();
                Attribute::array(strings)
            } else {
                value.clone()
            };
            traits.push(rods::ir::NamedAttribute::new(name, value));
        }
        let dict = Attribute::Dictionary(rods::ir::DictionaryAttr::new(traits));
        let types = [
            ir.value_type(this.lhs).clone(),
            ir.value_type(this.rhs).clone(),
            ir.value_type(this.result).clone(),
        ];
        p.write_str(" ");
        p.print_attribute(&dict);
        p.write_str(" ");
        p.print_operand(this.lhs);
        p.write_str(", ");
        p.print_operand(this.rhs);
        p.write_str(", ");
        p.print_operand(this.acc);
        rods::ods::__private::print_attr_dict(p, op, &CONTRACT_TRAIT_ATTRS, &[], false);
        p.write_str(" : ");
        p.print_type(&types[0]);
        p.write_str(", ");
        p.print_type(&types[1]);
        p.write_str(" into ");
        p.print_type(&types[2]);
    }

    /// `getDimMap`: the (lhs, rhs) result positions of each iteration of `kind` found in both.
    fn dim_map(
        maps: &[AffineMap],
        iterators: &[IteratorTypeAttr],
        kind: IteratorType,
    ) -> Vec<(usize, usize)> {
        let position =
            |m: &AffineMap, d: u32| m.results().iter().position(|e| e.as_dim() == Some(d));
        iterators
            .iter()
            .enumerate()
            .filter(|(_, t)| t.value == kind)
            .filter_map(|(i, _)| {
                let d = u32::try_from(i).ok()?;
                Some((position(&maps[0], d)?, position(&maps[1], d)?))
            })
            .collect()
    }

    /// `ContractionOp::verify` (with `verifyDimMap` and `verifyOutputShape`).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(lhs), Some(rhs)) = (vector_of(ir, this.lhs), vector_of(ir, this.rhs)) else {
            return Ok(());
        };
        let (acc_ty, res_ty) = (ir.value_type(this.acc), ir.value_type(this.result));
        let fail = |m: String| Err(emit_op_error(ir, op, m));
        if let Type::Integer { signedness, .. } = &lhs.element
            && *signedness != rods::ir::Signedness::Signless
        {
            return fail("only supports signless integer types".into());
        }
        let maps: Vec<AffineMap> = this
            .indexing_maps
            .0
            .iter()
            .filter_map(|a| match a {
                Attribute::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
        if maps.len() != 3 || this.indexing_maps.0.len() != 3 {
            return fail("expected an indexing map for each vector operand".into());
        }
        let iterators = &this.iterator_types.0;
        let operands = [this.lhs, this.rhs, this.acc];
        for (index, map) in maps.iter().enumerate() {
            if map.num_symbols() != 0 {
                return fail(format!("expected indexing map {index} to have no symbols"));
            }
            let rank = vector_of(ir, operands[index]).map_or(0, |v| v.shape.len());
            if map.num_dims() as usize != iterators.len() {
                return fail(format!(
                    "expected indexing map {index} to have {} number of inputs",
                    iterators.len()
                ));
            }
            if map.results().len() != rank {
                return fail(format!(
                    "expected indexing map {index} to have {rank} number of outputs"
                ));
            }
            if !is_projected_permutation(map) {
                return fail(format!(
                    "expected indexing map {index} to be a projected permutation of its inputs"
                ));
            }
        }
        let contracting = Self::dim_map(&maps, iterators, IteratorType::Reduction);
        let batch = Self::dim_map(&maps, iterators, IteratorType::Parallel);
        if contracting.is_empty() {
            return fail("expected at least one contracting dimension pair".into());
        }
        let dim_map_ok = |pairs: &[(usize, usize)]| {
            pairs
                .iter()
                .all(|(l, r)| lhs.shape.get(*l).is_some() && lhs.shape.get(*l) == rhs.shape.get(*r))
        };
        if !dim_map_ok(&contracting) {
            return fail("invalid contracting dimension map".into());
        }
        if !dim_map_ok(&batch) {
            return fail("invalid batch dimension map".into());
        }
        Self::verify_output_shape(
            ir,
            op,
            (lhs, rhs),
            (acc_ty, res_ty),
            &maps,
            (&contracting, &batch),
        )?;
        let element = element_or_self(res_ty);
        if !is_supported_combining_kind(this.kind.value, element) {
            return fail("unsupported contraction type".into());
        }
        Ok(())
    }

    /// `verifyOutputShape`: the accumulator and result have the free and batch dimensions.
    fn verify_output_shape(
        ir: &Ir,
        op: OpId,
        (lhs, rhs): (&VectorType, &VectorType),
        (acc_ty, res_ty): (&Type, &Type),
        maps: &[AffineMap],
        (contracting, batch): (&[DimPair], &[DimPair]),
    ) -> Result<(), Diagnostic> {
        let invalid = || {
            Err(emit_op_error(
                ir,
                op,
                "invalid accumulator/result vector shape",
            ))
        };
        let free_lhs = (0..lhs.shape.len()).filter(|i| !contracting.iter().any(|(l, _)| l == i));
        let free_rhs = (0..rhs.shape.len()).filter(|i| {
            !contracting.iter().any(|(_, r)| r == i) && !batch.iter().any(|(_, r)| r == i)
        });
        let expected_dims = free_lhs.count() + free_rhs.count();
        let (res, acc) = (
            matches!(res_ty, Type::Vector(_)),
            matches!(acc_ty, Type::Vector(_)),
        );
        if expected_dims == 0 {
            if res || acc {
                return invalid();
            }
            return Ok(());
        }
        let (Type::Vector(res_v), true) = (res_ty, acc) else {
            return invalid();
        };
        // Every iteration dimension must be one of lhs or rhs.
        let mut used = vec![false; maps[0].num_dims() as usize];
        for m in &maps[..2] {
            mark_dims_of_results(m, &mut used);
        }
        if used.iter().any(|u| !u) {
            return Err(emit_op_error(
                ir,
                op,
                "expected all dimensions to be either a LHS or a RHS dimension",
            ));
        }
        let mut extents: Vec<Option<u64>> = vec![None; used.len()];
        for (v, m) in [(lhs, &maps[0]), (rhs, &maps[1])] {
            for (idx, size) in v.shape.iter().enumerate() {
                if let Some(d) = m.results().get(idx).and_then(AffineExpr::as_dim)
                    && let Some(slot) = extents.get_mut(d as usize)
                    && slot.is_none()
                {
                    *slot = Some(*size);
                }
            }
        }
        if extents.iter().any(Option::is_none) {
            return Err(emit_op_error(
                ir,
                op,
                "expected all dimensions to get an extent as either a LHS or a RHS dimension",
            ));
        }
        let shape: Vec<u64> = maps[2]
            .results()
            .iter()
            .map(|e| {
                e.as_dim()
                    .and_then(|d| extents.get(d as usize).copied().flatten())
                    .unwrap_or(0)
            })
            .collect();
        let scalable = if res_v.scalable.len() == shape.len() {
            res_v.scalable.clone()
        } else {
            vec![false; shape.len()]
        };
        let expected = Type::Vector(Uniqued::new(VectorType {
            shape,
            scalable,
            element: res_v.element.clone(),
        }));
        if *res_ty != expected || *acc_ty != expected {
            return Err(emit_op_error(
                ir,
                op,
                format_args!(
                    "invalid accumulator/result vector shape, expected: '{}'",
                    type_to_string(&expected)
                ),
            ));
        }
        Ok(())
    }
}

/// `AffineMap::isProjectedPermutation()`: no symbols, no more results than dims, each result
/// a distinct dim.
fn is_projected_permutation(map: &AffineMap) -> bool {
    if map.num_symbols() > 0 || map.results().len() > map.num_dims() as usize {
        return false;
    }
    let mut seen = vec![false; map.num_dims() as usize];
    for e in map.results() {
        let Some(slot) = e.as_dim().and_then(|d| seen.get_mut(d as usize)) else {
            return false;
        };
        if *slot {
            return false;
        }
        *slot = true;
    }
    true
}

/// Marks the dimensions the results of `map` use.
fn mark_dims_of_results(map: &AffineMap, used: &mut [bool]) {
    for e in map.results() {
        mark_dims(e, used);
    }
}

// def VectorScaleOp : Vector_Op<"vscale",
//   [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]
// > {
//   let summary = "Load vector scale size";
//   let results = (outs Index:$res);
//   let assemblyFormat = "attr-dict";
// }
/// The `vscale` op returns the scale of the scalable vectors, a positive integer value that is
/// constant at runtime but unknown at compile-time. The scale of the vector indicates the
/// multiplicity of the vectors and vector operations: a `vector<[4]xi32>` is equivalent to
/// `vscale` consecutive `vector<4xi32>`. The `vscale` op can be used to calculate the step in
/// vector-length agnostic (VLA) loops. Its result is named `%vscale`.
#[dialect_op(vector.vscale, traits = [Pure], interfaces = [OpAsmOpInterface],
             summary = "Load vector scale size", format = "attr-dict")]
#[derive(Debug)]
pub struct VectorScaleOp {
    /// The scale.
    #[result(type = Index)]
    pub res: Value,
}

/// `getAsmResultNames`: `%vscale`.
impl rods::ods::OpAsmOpInterface for VectorScaleOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(result) = ir.op(op).results.first().copied() {
            set_name(result, "vscale");
        }
    }
}

/// `AllRanksMatch<["source", "result"]>`'s predicate on a cast: both have one rank.
pub fn source_and_result_ranks_match(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    let rank = |v: &Value| match ir.value_type(*v) {
        Type::Vector(v) => Some(v.shape.len()),
        Type::Tensor(t) => t.shape.as_ref().map(Vec::len),
        Type::MemRef(m) => m.rank(),
        _ => None,
    };
    match (o.operands.first(), o.results.first()) {
        (Some(s), Some(r)) => rank(s) == rank(r),
        _ => true,
    }
}

// def Vector_BitCastOp :
//   Vector_Op<"bitcast", [Pure, AllRanksMatch<["source", "result"]>]>,
//     Arguments<(ins AnyVectorOfAnyRank:$source)>,
//     Results<(outs AnyVectorOfAnyRank:$result)>{
//   let summary = "bitcast casts between vectors";
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
//   let hasVerifier = 1;
// }
/// The bitcast operation casts between vectors of the same rank, the minor 1-D vector size is
/// casted to a vector with a different element type but same bitwidth. In case of 0-D vectors,
/// the bitwidth of element types must be equal.
///
/// ```mlir
/// %1 = vector.bitcast %0 : vector<5x1x4x3xf32> to vector<5x1x4x6xi16>
/// ```
///
/// `AllRanksMatch` is a `PredOpTrait` with its message.
#[dialect_op(vector.bitcast,
             traits = [Pure,
                       PredOpTrait("all of {source, result} have same rank",
                                   source_and_result_ranks_match)],
             verify, summary = "bitcast casts between vectors",
             format = "$source attr-dict `:` type($source) `to` type($result)")]
#[derive(Debug)]
pub struct BitCastOp {
    /// The vector cast.
    #[operand(type = AnyVectorOfAnyRank)]
    pub source: Value,
    /// The vector of the new element type.
    #[result(type = AnyVectorOfAnyRank)]
    pub result: Value,
}

impl BitCastOp {
    /// `BitCastOp::verify`: the leading dimensions match, the minor 1-D vectors have one
    /// bitwidth.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let (Some(src), Some(res)) = (vector_of(ir, this.source), vector_of(ir, this.result))
        else {
            return Ok(());
        };
        for i in 0..src.shape.len().saturating_sub(1) {
            if src.shape.get(i) != res.shape.get(i) {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("dimension size mismatch at: {i}"),
                ));
            }
        }
        let bits = |t: &Type| u128::from(size_in_bits(t).unwrap_or(0));
        let (a, b) = (bits(&src.element), bits(&res.element));
        if src.shape.is_empty() {
            if a != b {
                return Err(emit_op_error(
                    ir,
                    op,
                    "source/result bitwidth of the 0-D vector element types must be equal",
                ));
            }
        } else {
            let minor = |v: &VectorType| u128::from(v.shape.last().copied().unwrap_or(0));
            if a * minor(src) != b * minor(res) {
                return Err(emit_op_error(
                    ir,
                    op,
                    "source/result bitwidth of the minor 1-D vectors must be equal",
                ));
            }
        }
        Ok(())
    }
}

// def Vector_StepOp : Vector_Op<"step", [
//     Pure,
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface>,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>
//   ]> {
//   let summary = "A linear sequence of values from 0 to N";
//   let results = (outs VectorOfRankAndType<[1], [Index]>:$result);
//   let assemblyFormat = "attr-dict `:` type($result)";
// }
/// A `step` operation produces an index vector, i.e. a 1-D vector of values of index type
/// that represents a linear sequence from 0 to N-1, where N is the number of elements in the
/// `result` vector. Supports fixed-width and scalable vectors.
///
/// ```mlir
/// %0 = vector.step : vector<4xindex> ; [0, 1, 2, 3]
/// %1 = vector.step : vector<[4]xindex> ; [0, 1, .., <vscale * 4 - 1>]
/// ```
#[dialect_op(vector.step, traits = [Pure],
             summary = "A linear sequence of values from 0 to N",
             format = "attr-dict `:` type($result)")]
#[derive(Debug)]
pub struct StepOp {
    /// `[0, 1, …, N - 1]`.
    #[result(type = rods::ods::VectorOfRankAndType<1, Index>)]
    pub result: Value,
}

// ----- transfer ops ---------------------------------------------------------------------------

/// `AffineMap::getMinorIdentityMap(dims, results)`: `(d0, …) -> (d(dims-results), …)`.
fn minor_identity_map(dims: usize, results: usize) -> AffineMap {
    let first = dims.saturating_sub(results);
    let results = (first..dims)
        .map(|d| AffineExpr::dim(u32::try_from(d).unwrap_or(u32::MAX)))
        .collect();
    AffineMap::get(u32::try_from(dims).unwrap_or(u32::MAX), 0, results)
}

/// `AffineMap::isMinorIdentity`.
fn is_minor_identity(map: &AffineMap) -> bool {
    let (dims, results) = (map.num_dims() as usize, map.results().len());
    dims >= results && *map == minor_identity_map(dims, results)
}

/// The rank of a memref or ranked tensor type.
fn shaped_rank(ty: &Type) -> Option<usize> {
    match ty {
        Type::MemRef(m) => m.rank(),
        Type::Tensor(t) => t.shape.as_ref().map(Vec::len),
        _ => None,
    }
}

/// The element type of a memref or tensor type.
fn shaped_element(ty: &Type) -> Option<&Type> {
    match ty {
        Type::MemRef(m) => Some(m.element_type()),
        Type::Tensor(t) => Some(&t.element),
        _ => None,
    }
}

/// `getEffectiveVectorRankForXferOp`: the vector's rank less that of a vector element type.
fn effective_vector_rank(shaped: &Type, vector: &VectorType) -> i64 {
    let element_rank = match shaped_element(shaped) {
        Some(Type::Vector(v)) => v.shape.len(),
        _ => 0,
    };
    vector.shape.len() as i64 - element_rank as i64
}

/// `getTransferMinorIdentityMap`: the minor identity of the shaped rank onto the vector's
/// effective rank.
fn transfer_minor_identity_map(shaped: &Type, vector: &VectorType) -> AffineMap {
    let rank = shaped_rank(shaped).unwrap_or(0);
    let results = usize::try_from(effective_vector_rank(shaped, vector)).unwrap_or(0);
    minor_identity_map(rank, results)
}

/// `inferTransferOpMaskType`: the `i1` vector shaped as the vector's dimensions taken back to
/// the source's order (`inversePermutation(compressUnusedDims(map))`), one element for a 0-D
/// mask; `None` where upstream's inverse does not exist (its assertion).
fn infer_transfer_mask_type(vector: &VectorType, map: &AffineMap) -> Option<VectorType> {
    // compressUnusedDims: the dims the results use, renumbered in order.
    let mut used = vec![false; map.num_dims() as usize];
    for e in map.results() {
        mark_dims(e, &mut used);
    }
    let renumber: Vec<Option<usize>> = used
        .iter()
        .scan(0usize, |n, u| {
            Some(u.then(|| {
                *n += 1;
                *n - 1
            }))
        })
        .collect();
    let dims = used.iter().filter(|u| **u).count();
    // inversePermutation: for each compressed dim, the first result that is exactly it.
    let mut inverse: Vec<Option<usize>> = vec![None; dims];
    for (i, e) in map.results().iter().enumerate() {
        if let Some(d) = e.as_dim()
            && let Some(Some(c)) = renumber.get(d as usize)
            && inverse[*c].is_none()
        {
            inverse[*c] = Some(i);
        }
    }
    let positions: Option<Vec<usize>> = inverse.into_iter().collect();
    let positions = positions?;
    let mut shape: Vec<u64> = positions
        .iter()
        .map(|i| vector.shape.get(*i).copied())
        .collect::<Option<_>>()?;
    let mut scalable: Vec<bool> = positions
        .iter()
        .map(|i| vector.scalable.get(*i).copied().unwrap_or(false))
        .collect();
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    Some(VectorType {
        shape,
        scalable,
        element: Type::i1(),
    })
}

/// Marks the dimensions an affine expression uses.
fn mark_dims(e: &AffineExpr, used: &mut [bool]) {
    if let Some(d) = e.as_dim() {
        if let Some(u) = used.get_mut(d as usize) {
            *u = true;
        }
    } else if let Some((_, l, r)) = e.as_binary() {
        mark_dims(l, used);
        mark_dims(r, used);
    }
}

/// `verifyPermutationMap`: each result is one dim, used once, or the constant 0.
fn verify_permutation_map(ir: &Ir, op: OpId, map: &AffineMap) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_dims() as usize];
    let projected = "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
    for e in map.results() {
        if let Some(c) = e.as_constant() {
            if c != 0 {
                return Err(emit_op_error(ir, op, projected));
            }
            continue;
        }
        let Some(d) = e.as_dim() else {
            return Err(emit_op_error(ir, op, projected));
        };
        match seen.get_mut(d as usize) {
            Some(s) if *s => {
                return Err(emit_op_error(
                    ir,
                    op,
                    "requires a permutation_map that is a permutation (found one dim used more than once)",
                ));
            }
            Some(s) => *s = true,
            None => {}
        }
    }
    Ok(())
}

/// What `verifyTransferOp` checks for both transfer ops.
fn verify_transfer(
    ir: &Ir,
    op: OpId,
    shaped: &Type,
    vector: &VectorType,
    mask: Option<&VectorType>,
    map: &AffineMap,
    in_bounds: usize,
) -> Result<(), Diagnostic> {
    if ir.attribute(op, "masked").is_some() {
        return Err(emit_op_error(
            ir,
            op,
            "masked attribute has been removed. Use in_bounds instead.",
        ));
    }
    let ranked_tensor = matches!(shaped, Type::Tensor(t) if t.shape.is_some());
    if !matches!(shaped, Type::MemRef(_)) && !ranked_tensor {
        return Err(emit_op_error(
            ir,
            op,
            "requires source to be a memref or ranked tensor type",
        ));
    }
    let Some(element) = shaped_element(shaped) else {
        return Ok(());
    };
    let results = map.results().len();
    if let Type::Vector(ev) = element {
        let bits = |t: &Type| size_in_bits(t).unwrap_or(0);
        let source = bits(&ev.element) * ev.shape.last().copied().unwrap_or(0);
        let result = bits(&vector.element) * vector.shape.last().copied().unwrap_or(0);
        if source == 0 || result % source != 0 {
            return Err(emit_op_error(
                ir,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            ));
        }
        if ev.shape.len() > vector.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "requires source vector element and vector result ranks to match.",
            ));
        }
        if results != vector.shape.len() - ev.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if mask.is_some() {
            return Err(emit_op_error(
                ir,
                op,
                "does not support masks with vector element type",
            ));
        }
    } else {
        let minor = vector.shape.last().copied().unwrap_or(1);
        if let (Some(v), Some(e)) = (size_in_bits(&vector.element), size_in_bits(element))
            && e != 0
            && (v * minor) % e != 0
        {
            return Err(emit_op_error(
                ir,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
            ));
        }
        if results != vector.shape.len() {
            return Err(emit_op_error(
                ir,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if map.num_symbols() != 0 {
        return Err(emit_op_error(
            ir,
            op,
            "requires permutation_map without symbols",
        ));
    }
    if Some(map.num_dims() as usize) != shaped_rank(shaped) {
        return Err(emit_op_error(
            ir,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mask) = mask
        && let Some(inferred) = infer_transfer_mask_type(vector, map)
        && *mask != inferred
    {
        let ty = |v: &VectorType| type_to_string(&Type::Vector(Uniqued::new(v.clone())));
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "inferred mask type ('{}') and mask operand type ('{}') don't match",
                ty(&inferred),
                ty(mask)
            ),
        ));
    }
    if results != in_bounds {
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {in_bounds}",
                String::from_utf8_lossy(&rods::ir::print::print_attribute_to_bytes(
                    &Attribute::AffineMap(map.clone())
                ))
            ),
        ));
    }
    Ok(())
}

/// `printTransferAttrs`: the attr-dict without the segment sizes, a minor identity
/// `permutation_map`, an all-false `in_bounds`.
fn print_transfer_attrs(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir();
    let elided: Vec<&str> = [
        rods::ods::OPERAND_SEGMENT_SIZES,
        "permutation_map",
        "in_bounds",
    ]
    .into_iter()
    .filter(|n| !transfer_prints_attr(ir, op, n))
    .collect();
    rods::ods::__private::print_attr_dict(p, op, &elided, &[], false);
}

/// `printTransferAttrs`'s choice as a [`PrintsAttrFn`](rods::dialect::PrintsAttrFn): whether the
/// custom form of a transfer op prints its inherent attribute `name`.
fn transfer_prints_attr(ir: &Ir, op: OpId, name: &str) -> bool {
    match (name, ir.property(op, name)) {
        ("permutation_map", Some(Attribute::AffineMap(m))) => !is_minor_identity(m),
        ("in_bounds", Some(Attribute::Array(a))) => {
            a.iter().any(|b| matches!(b, Attribute::Bool(true)))
        }
        (n, _) => n != rods::ods::OPERAND_SEGMENT_SIZES,
    }
}

/// `vector.transfer_read`'s registry entry: [`TransferReadOp::DEF`], whose custom printer
/// leaves the default `permutation_map` and `in_bounds` out.
pub static TRANSFER_READ_DEF: rods::dialect::OpDef = rods::dialect::OpDef {
    prints_attr: Some(transfer_prints_attr),
    ..TransferReadOp::DEF
};

/// `vector.transfer_write`'s registry entry: [`TransferWriteOp::DEF`], whose custom printer
/// leaves the default `permutation_map` and `in_bounds` out.
pub static TRANSFER_WRITE_DEF: rods::dialect::OpDef = rods::dialect::OpDef {
    prints_attr: Some(transfer_prints_attr),
    ..TransferWriteOp::DEF
};

/// What both transfer parsers do once the operands and the types are read: the default
/// `permutation_map` and `in_bounds`, the mask's type; returns the map.
fn parse_transfer_defaults(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    types_loc: rods::ir::Location,
    shaped: &Type,
    vector: &VectorType,
) -> ParseResult<AffineMap> {
    let map = match state
        .attributes
        .iter()
        .find(|a| a.name.as_bytes() == b"permutation_map")
    {
        Some(a) => match &a.value {
            Attribute::AffineMap(m) => m.clone(),
            _ => {
                return Err(p.emit_error_at(
                    types_loc,
                    "expected permutation_map to be an affine map attribute",
                ));
            }
        },
        None => {
            if (shaped_rank(shaped).unwrap_or(0) as i64) < effective_vector_rank(shaped, vector) {
                return Err(p.emit_error_at(
                    types_loc,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let m = transfer_minor_identity_map(shaped, vector);
            state.set_attribute("permutation_map", Attribute::AffineMap(m.clone()));
            m
        }
    };
    if !state
        .attributes
        .iter()
        .any(|a| a.name.as_bytes() == b"in_bounds")
    {
        let all_false = vec![Attribute::Bool(false); map.results().len()];
        state.set_attribute("in_bounds", Attribute::array(all_false));
    }
    Ok(map)
}

/// The mask of a transfer op, resolved against its inferred type.
fn parse_transfer_mask<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    mask: &UnresolvedOperand<'a>,
    types_loc: rods::ir::Location,
    shaped: &Type,
    vector: &VectorType,
    map: &AffineMap,
) -> ParseResult {
    if matches!(shaped_element(shaped), Some(Type::Vector(_))) {
        return Err(p.emit_error_at(
            mask.location(),
            "does not support masks with vector element type",
        ));
    }
    if vector.shape.len() != map.results().len() {
        return Err(p.emit_error_at(
            types_loc,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    let Some(mask_type) = infer_transfer_mask_type(vector, map) else {
        return Err(p.emit_error_at(
            types_loc,
            "expected a permutation_map whose inverse permutation exists",
        ));
    };
    p.resolve_operand(
        mask,
        &Type::Vector(Uniqued::new(mask_type)),
        &mut state.operands,
    )
}

/// Reads `: TYPE, TYPE` («requires two types» otherwise), returning where the types start.
fn parse_two_types(p: &mut Parser<'_>) -> ParseResult<(rods::ir::Location, Type, Type)> {
    let loc = p.current_location();
    p.parse_colon()?;
    let mut types = Vec::new();
    p.parse_type_list_no_parens(&mut types)?;
    match <[Type; 2]>::try_from(types) {
        Ok([a, b]) => Ok((loc, a, b)),
        Err(_) => Err(p.emit_error_at(loc, "requires two types")),
    }
}

/// Whether `ty` is a memref or a ranked tensor type.
fn is_memref_or_ranked_tensor(ty: &Type) -> bool {
    matches!(ty, Type::MemRef(m) if m.is_ranked())
        || matches!(ty, Type::Tensor(t) if t.shape.is_some())
}

/// Reads `[%i, %j]`.
fn parse_indices<'a>(p: &mut Parser<'a>) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
    let mut indices = Vec::new();
    p.parse_operand_list_delimited(&mut indices, Delimiter::Square)?;
    Ok(indices)
}

/// The `in_bounds` entries of a transfer op.
fn in_bounds_len(ir: &Ir, op: OpId) -> usize {
    ir.property(op, "in_bounds")
        .and_then(Attribute::as_array)
        .map_or(0, <[Attribute]>::len)
}

// def Vector_TransferReadOp :
//   Vector_Op<"transfer_read", [
//       DeclareOpInterfaceMethods<VectorTransferOpInterface>,
//       DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//       DeclareOpInterfaceMethods<MaskableOpInterface>,
//       DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
//       DeclareOpInterfaceMethods<ConditionallySpeculatable>,
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       AttrSizedOperandSegments,
//       DestinationStyleOpInterface
//     ]>,
//     Arguments<(ins AnyShaped:$base,
//                    Variadic<Index>:$indices,
//                    AffineMapAttr:$permutation_map,
//                    AnyType:$padding,
//                    Optional<VectorOfNonZeroRankOf<[I1]>>:$mask,
//                    BoolArrayAttr:$in_bounds)>,
//     Results<(outs AnyVectorOfAnyRank:$vector)> {
//   let summary = "Reads a supervector from memory into an SSA vector value.";
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `vector.transfer_read` op performs a read from a slice within a memref or a ranked
/// tensor supplied as its first operand into a vector of the same base elemental type. The
/// indices give the slice's start; `permutation_map` (default: the minor identity, elided when
/// it is one) says which source dimension each vector dimension reads (a `0` result
/// broadcasts); `padding` is read out of bounds; the optional `mask` (its type inferred from
/// the vector type and the map) says which elements are read; `in_bounds` (default all false,
/// elided then) marks the dimensions known to stay in bounds.
///
/// ```mlir
/// %v = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1)>}
///     : memref<?x?xf32>, vector<128xf32>
/// ```
#[dialect_op(vector.transfer_read, custom_assembly, verify,
             traits = [AttrSizedOperandSegments], interfaces = [MemoryEffectOpInterface],
             summary = "Reads a supervector from memory into an SSA vector value.")]
#[derive(Debug)]
pub struct TransferReadOp {
    /// The memref or ranked tensor read.
    #[operand(type = AnyShaped)]
    pub base: Value,
    /// Where the read starts.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Which source dimension each vector dimension reads.
    pub permutation_map: AffineMapAttr,
    /// The value read out of bounds.
    #[operand(type = AnyType)]
    pub padding: Value,
    /// Which elements are read.
    #[operand(type = VectorOfNonZeroRankOf<I1>)]
    pub mask: Option<Value>,
    /// The dimensions known to stay in bounds.
    pub in_bounds: BoolArrayAttr,
    /// The vector read.
    #[result(type = AnyVectorOfAnyRank)]
    pub vector: Value,
}

/// A transfer's effect `effect` on its `base` (operand group #`group`), when `base` is a
/// memref: a transfer on a tensor has none (upstream's `TransferReadOp::getEffects` /
/// `TransferWriteOp::getEffects`).
fn transfer_effects(
    ir: &Ir,
    op: OpId,
    decl: &rods::dialect::EffectDecl,
    out: &mut Vec<rods::dialect::EffectInstance>,
) {
    let rods::dialect::EffectOn::OperandGroup(group) = decl.on else {
        return;
    };
    if let Some(&base) = ir.op(op).operands.get(group)
        && matches!(ir.value_type(base), Type::MemRef(_))
    {
        out.push(rods::dialect::EffectInstance::of(decl, Some(base)));
    }
}

/// The effect of a transfer on its memref `base`, operand group #`group`.
const fn transfer_effect(effect: rods::dialect::Effect, group: usize) -> rods::dialect::EffectDecl {
    rods::dialect::EffectDecl {
        effect,
        on: rods::dialect::EffectOn::OperandGroup(group),
        resource: rods::dialect::EffectResource::Default,
        stage: 0,
        full: false,
    }
}

/// `TransferReadOp::getEffects`: a read of `base` when it is a memref.
impl rods::ods::effects::MemoryEffectOpInterface for TransferReadOp {
    const EFFECTS: &'static [rods::dialect::EffectDecl] =
        &[transfer_effect(rods::dialect::Effect::Read, 0)];

    fn get_effects(ir: &Ir, op: OpId, out: &mut Vec<rods::dialect::EffectInstance>) {
        transfer_effects(ir, op, &Self::EFFECTS[0], out);
    }
}

/// `TransferWriteOp::getEffects`: a write of `base` when it is a memref.
impl rods::ods::effects::MemoryEffectOpInterface for TransferWriteOp {
    const EFFECTS: &'static [rods::dialect::EffectDecl] =
        &[transfer_effect(rods::dialect::Effect::Write, 1)];

    fn get_effects(ir: &Ir, op: OpId, out: &mut Vec<rods::dialect::EffectInstance>) {
        transfer_effects(ir, op, &Self::EFFECTS[0], out);
    }
}

impl TransferReadOp {
    /// `TransferReadOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let base = p.parse_operand()?;
        let indices = parse_indices(p)?;
        p.parse_comma()?;
        let padding = p.parse_operand()?;
        let mask = if p.parse_optional_comma() {
            Some(p.parse_operand()?)
        } else {
            None
        };
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let (types_loc, shaped, vector) = parse_two_types(p)?;
        if !is_memref_or_ranked_tensor(&shaped) {
            return Err(p.emit_error_at(types_loc, "requires memref or ranked tensor type"));
        }
        let Type::Vector(vector_type) = &vector else {
            return Err(p.emit_error_at(types_loc, "requires vector type"));
        };
        let map = parse_transfer_defaults(p, state, types_loc.clone(), &shaped, vector_type)?;
        p.resolve_operand(&base, &shaped, &mut state.operands)?;
        for i in &indices {
            p.resolve_operand(i, &Type::Index, &mut state.operands)?;
        }
        let element = shaped_element(&shaped).cloned().unwrap_or(Type::None);
        p.resolve_operand(&padding, &element, &mut state.operands)?;
        if let Some(mask) = &mask {
            parse_transfer_mask(p, state, mask, types_loc, &shaped, vector_type, &map)?;
        }
        state.set_property(
            rods::ods::OPERAND_SEGMENT_SIZES,
            rods::ods::segment_sizes_attr(&[1, indices.len(), 1, usize::from(mask.is_some())]),
        );
        state.result_types.push(vector.clone());
        Ok(())
    }

    /// `TransferReadOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let Some(this) = Self::from_op(p.ir(), op) else {
            return;
        };
        let base_ty = p.ir().value_type(this.base).clone();
        let vector_ty = p.ir().value_type(this.vector).clone();
        p.write_str(" ");
        p.print_operand(this.base);
        p.write_str("[");
        p.print_operands(&this.indices);
        p.write_str("], ");
        p.print_operand(this.padding);
        if let Some(mask) = this.mask {
            p.write_str(", ");
            p.print_operand(mask);
        }
        print_transfer_attrs(p, op);
        p.write_str(" : ");
        p.print_type(&base_ty);
        p.write_str(", ");
        p.print_type(&vector_ty);
    }

    /// `TransferReadOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let shaped = ir.value_type(this.base);
        let Some(vector) = vector_of(ir, this.vector) else {
            return Ok(());
        };
        let mask = this.mask.and_then(|m| vector_of(ir, m));
        let map = &this.permutation_map.0;
        if let Some(rank) = shaped_rank(shaped)
            && this.indices.len() != rank
        {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("requires {rank} indices"),
            ));
        }
        verify_transfer(ir, op, shaped, vector, mask, map, in_bounds_len(ir, op))?;
        let padding = ir.value_type(this.padding);
        match shaped_element(shaped) {
            Some(Type::Vector(ev)) if Type::Vector(*ev) != *padding => {
                return Err(emit_op_error(
                    ir,
                    op,
                    "requires source element type and padding type to match.",
                ));
            }
            Some(Type::Vector(_)) => {}
            Some(element) => {
                if !is_vector_element_type(padding) {
                    return Err(emit_op_error(
                        ir,
                        op,
                        "requires valid padding vector elemental type",
                    ));
                }
                if padding != element {
                    return Err(emit_op_error(
                        ir,
                        op,
                        "requires formal padding and source of the same elemental type",
                    ));
                }
            }
            None => {}
        }
        verify_permutation_map(ir, op, map)
    }
}

// def Vector_TransferWriteOp :
//   Vector_Op<"transfer_write", [
//       DeclareOpInterfaceMethods<VectorTransferOpInterface>,
//       DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
//       DeclareOpInterfaceMethods<MaskableOpInterface>,
//       DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
//       DeclareOpInterfaceMethods<ConditionallySpeculatable>,
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       AttrSizedOperandSegments,
//       DestinationStyleOpInterface
//   ]>,
//     Arguments<(ins AnyVectorOfAnyRank:$valueToStore,
//                    AnyShaped:$base,
//                    Variadic<Index>:$indices,
//                    AffineMapAttr:$permutation_map,
//                    Optional<VectorOfNonZeroRankOf<[I1]>>:$mask,
//                    BoolArrayAttr:$in_bounds)>,
//     Results<(outs Optional<AnyRankedTensor>:$result)> {
//   let summary = "The vector.transfer_write op writes a supervector to memory.";
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `vector.transfer_write` op performs a write from a vector, supplied as its first
/// operand, into a slice within a memref or a ranked tensor of the same base elemental type,
/// supplied as its second operand; on a tensor it returns the updated tensor. The indices,
/// `permutation_map` (no broadcast dimensions), `mask` and `in_bounds` are those of
/// `vector.transfer_read`.
///
/// ```mlir
/// vector.transfer_write %v, %A[%i, %j] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
/// ```
#[dialect_op(vector.transfer_write, custom_assembly, verify,
             traits = [AttrSizedOperandSegments], interfaces = [MemoryEffectOpInterface],
             summary = "The vector.transfer_write op writes a supervector to memory.")]
#[derive(Debug)]
pub struct TransferWriteOp {
    /// The vector written.
    #[operand(name = "valueToStore", type = AnyVectorOfAnyRank)]
    pub value_to_store: Value,
    /// The memref or ranked tensor written.
    #[operand(type = AnyShaped)]
    pub base: Value,
    /// Where the write starts.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Which destination dimension each vector dimension writes.
    pub permutation_map: AffineMapAttr,
    /// Which elements are written.
    #[operand(type = VectorOfNonZeroRankOf<I1>)]
    pub mask: Option<Value>,
    /// The dimensions known to stay in bounds.
    pub in_bounds: BoolArrayAttr,
    /// The updated tensor (none for a memref).
    #[result(type = rods::ods::AnyRankedTensor)]
    pub result: Option<Value>,
}

impl TransferWriteOp {
    /// `TransferWriteOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let value = p.parse_operand()?;
        p.parse_comma()?;
        let base = p.parse_operand()?;
        let indices = parse_indices(p)?;
        let mask = if p.parse_optional_comma() {
            Some(p.parse_operand()?)
        } else {
            None
        };
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let (types_loc, vector, shaped) = parse_two_types(p)?;
        let Type::Vector(vector_type) = &vector else {
            return Err(p.emit_error_at(types_loc, "requires vector type"));
        };
        if !is_memref_or_ranked_tensor(&shaped) {
            return Err(p.emit_error_at(types_loc, "requires memref or ranked tensor type"));
        }
        let map = parse_transfer_defaults(p, state, types_loc.clone(), &shaped, vector_type)?;
        p.resolve_operand(&value, &vector, &mut state.operands)?;
        p.resolve_operand(&base, &shaped, &mut state.operands)?;
        for i in &indices {
            p.resolve_operand(i, &Type::Index, &mut state.operands)?;
        }
        if let Some(mask) = &mask {
            parse_transfer_mask(p, state, mask, types_loc, &shaped, vector_type, &map)?;
        }
        state.set_property(
            rods::ods::OPERAND_SEGMENT_SIZES,
            rods::ods::segment_sizes_attr(&[1, 1, indices.len(), usize::from(mask.is_some())]),
        );
        if matches!(shaped, Type::Tensor(_)) {
            state.result_types.push(shaped);
        }
        Ok(())
    }

    /// `TransferWriteOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let Some(this) = Self::from_op(p.ir(), op) else {
            return;
        };
        let base_ty = p.ir().value_type(this.base).clone();
        let vector_ty = p.ir().value_type(this.value_to_store).clone();
        p.write_str(" ");
        p.print_operand(this.value_to_store);
        p.write_str(", ");
        p.print_operand(this.base);
        p.write_str("[");
        p.print_operands(&this.indices);
        p.write_str("]");
        if let Some(mask) = this.mask {
            p.write_str(", ");
            p.print_operand(mask);
        }
        print_transfer_attrs(p, op);
        p.write_str(" : ");
        p.print_type(&vector_ty);
        p.write_str(", ");
        p.print_type(&base_ty);
    }

    /// `TransferWriteOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).ok_or_else(|| emit_op_error(ir, op, "is malformed"))?;
        let shaped = ir.value_type(this.base);
        let Some(vector) = vector_of(ir, this.value_to_store) else {
            return Ok(());
        };
        let mask = this.mask.and_then(|m| vector_of(ir, m));
        let map = &this.permutation_map.0;
        if let Some(rank) = shaped_rank(shaped)
            && this.indices.len() != rank
        {
            return Err(emit_op_error(
                ir,
                op,
                format_args!("requires {rank} indices"),
            ));
        }
        // hasBroadcastDim: a constant 0 among the map's results, one per vector dimension.
        let broadcast = map
            .results()
            .iter()
            .take(vector.shape.len())
            .any(|e| e.as_constant() == Some(0));
        if broadcast {
            return Err(emit_op_error(
                ir,
                op,
                "should not have broadcast dimensions",
            ));
        }
        verify_transfer(ir, op, shaped, vector, mask, map, in_bounds_len(ir, op))?;
        verify_permutation_map(ir, op, map)
    }
}

rods::dialect! {
    /// The vector dialect: operations on MLIR's `vector` type (n-D, possibly scalable vectors of
    /// scalars), the "virtual" vectors of a target-independent vectorization, progressively
    /// lowered to the hardware vectors of LLVM and SPIR-V. It holds the broadcast, extract and
    /// insert ops, reductions, fused multiply-adds, shape casts, and the memory ops: contiguous
    /// `vector.load` / `vector.store` and the permuted, masked `vector.transfer_read` /
    /// `vector.transfer_write`.
    pub static VECTOR_DIALECT = {
        name: "vector",
        dependent_dialects: [crate::arith::ARITH_DIALECT],
        ops: [BitCastOp, BroadcastOp, ConstantMaskOp, ContractionOp, CreateMaskOp, ExtractOp,
              ExtractStridedSliceOp, FmaOp, FromElementsOp, InsertOp, InsertStridedSliceOp, LoadOp,
              MaskedLoadOp, MaskedStoreOp, MultiDimReductionOp, OuterProductOp, PrintOp,
              ReductionOp, ShapeCastOp, StepOp, StoreOp, ToElementsOp, TransposeOp, VectorScaleOp,
              &TRANSFER_READ_DEF, &TRANSFER_WRITE_DEF],
        attrs: [CombiningKindAttr, IteratorTypeAttr, PrintPunctuationAttr],
    };
}
