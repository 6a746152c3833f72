//! The `arith` dialect (LLVM 22's `ArithBase.td` and `ArithOps.td`), declared with rods: its
//! enums (`CmpIPredicate`, `CmpFPredicate`, `AtomicRMWKind`, `RoundingMode`, the bit enums
//! `FastMathFlags` and `IntegerOverflowFlags`), the `#arith.fastmath` and `#arith.overflow`
//! attributes, and its ops. Each declaration maps line for line to its TableGen record; comments
//! quote the record. The op classes of `ArithOps.td` (`Arith_FloatBinaryOp`, `Arith_CastOp`, …)
//! are `macro_rules!` here: a class's traits, arguments and format, filled in per op.
//!
//! The op interfaces `ArithFastMathInterface`,
//! `ArithIntegerOverflowFlagsInterface`, `ArithRoundingModeInterface`, `InferIntRangeInterface`,
//! `SelectLikeOpInterface` and `VectorUnrollOpInterface` have no rods counterpart yet;
//! `CastOpInterface`'s verifier («… are cast incompatible») is each cast op's `verify`.

use rods::diag::{Diagnostic, ParseResult};
use rods::ir::{Attribute, Ir, OpId, Signedness, Type, Value};
use rods::ods::{
    BoolLike, FloatLike, MemRefOf, OpAsmOpInterface, SignlessIntegerOrFloatLike,
    SignlessIntegerOrIndexLike, TypeConstraint, TypedAttrInterface, UnitAttr, emit_error,
    emit_op_error, i1_same_shape,
};
use rods::syntax::parser::{Delimiter, Parser, UnresolvedOperand};
use rods::syntax::printer::Printer;
use rods::{dialect_attr, dialect_enum, dialect_op};

mod canonicalize;
pub(crate) mod fold;
pub use fold::materialize_constant;
use std::borrow::Cow;

// ----- ArithBase.td: enums and attributes ---------------------------------------------------

// def Arith_CmpFPredicateAttr : I64EnumAttr<
//     "CmpFPredicate", "",
//     [
//       I64EnumAttrCase<"AlwaysFalse", 0, "false">,
//       I64EnumAttrCase<"OEQ", 1, "oeq">, …
//       I64EnumAttrCase<"AlwaysTrue", 15, "true">,
//     ]> {
//   let cppNamespace = "::mlir::arith";
// }
/// The predicate of `arith.cmpf`: ordered (`o…`: neither operand is NaN) or unordered (`u…`)
/// comparisons, `ord`/`uno`, and the constant `false`/`true`.
#[dialect_enum(I64EnumAttr, cpp_namespace = "::mlir::arith")]
pub enum CmpFPredicate {
    /// Always false.
    #[case(value = 0, str = "false")]
    AlwaysFalse,
    /// Ordered and equal.
    #[case(value = 1, str = "oeq")]
    OEQ,
    /// Ordered and greater than.
    #[case(value = 2, str = "ogt")]
    OGT,
    /// Ordered and greater than or equal.
    #[case(value = 3, str = "oge")]
    OGE,
    /// Ordered and less than.
    #[case(value = 4, str = "olt")]
    OLT,
    /// Ordered and less than or equal.
    #[case(value = 5, str = "ole")]
    OLE,
    /// Ordered and not equal.
    #[case(value = 6, str = "one")]
    ONE,
    /// Ordered (no NaNs).
    #[case(value = 7, str = "ord")]
    ORD,
    /// Unordered or equal.
    #[case(value = 8, str = "ueq")]
    UEQ,
    /// Unordered or greater than.
    #[case(value = 9, str = "ugt")]
    UGT,
    /// Unordered or greater than or equal.
    #[case(value = 10, str = "uge")]
    UGE,
    /// Unordered or less than.
    #[case(value = 11, str = "ult")]
    ULT,
    /// Unordered or less than or equal.
    #[case(value = 12, str = "ule")]
    ULE,
    /// Unordered or not equal.
    #[case(value = 13, str = "une")]
    UNE,
    /// Unordered (either is a NaN).
    #[case(value = 14, str = "uno")]
    UNO,
    /// Always true.
    #[case(value = 15, str = "true")]
    AlwaysTrue,
}

// def Arith_CmpIPredicateAttr : I64EnumAttr<
//     "CmpIPredicate", "",
//     [
//       I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>,
//       I64EnumAttrCase<"slt", 2>, I64EnumAttrCase<"sle", 3>,
//       I64EnumAttrCase<"sgt", 4>, I64EnumAttrCase<"sge", 5>,
//       I64EnumAttrCase<"ult", 6>, I64EnumAttrCase<"ule", 7>,
//       I64EnumAttrCase<"ugt", 8>, I64EnumAttrCase<"uge", 9>,
//     ]> {
//   let cppNamespace = "::mlir::arith";
// }
/// The predicate of `arith.cmpi`: equality, signed (`s…`) and unsigned (`u…`) orderings.
#[dialect_enum(I64EnumAttr, cpp_namespace = "::mlir::arith")]
pub enum CmpIPredicate {
    /// Equal.
    #[case(value = 0, str = "eq")]
    Eq,
    /// Not equal.
    #[case(value = 1, str = "ne")]
    Ne,
    /// Signed less than.
    #[case(value = 2, str = "slt")]
    Slt,
    /// Signed less than or equal.
    #[case(value = 3, str = "sle")]
    Sle,
    /// Signed greater than.
    #[case(value = 4, str = "sgt")]
    Sgt,
    /// Signed greater than or equal.
    #[case(value = 5, str = "sge")]
    Sge,
    /// Unsigned less than.
    #[case(value = 6, str = "ult")]
    Ult,
    /// Unsigned less than or equal.
    #[case(value = 7, str = "ule")]
    Ule,
    /// Unsigned greater than.
    #[case(value = 8, str = "ugt")]
    Ugt,
    /// Unsigned greater than or equal.
    #[case(value = 9, str = "uge")]
    Uge,
}

// def AtomicRMWKindAttr : I64EnumAttr<
//     "AtomicRMWKind", "",
//     [ATOMIC_RMW_KIND_ADDF, ATOMIC_RMW_KIND_ADDI, …, ATOMIC_RMW_KIND_XORI]> {
//   let cppNamespace = "::mlir::arith";
// }
/// The kind of a read-modify-write (`memref.atomic_rmw`, `affine` reductions).
#[dialect_enum(I64EnumAttr, cpp_namespace = "::mlir::arith")]
pub enum AtomicRMWKind {
    /// `def ATOMIC_RMW_KIND_ADDF : I64EnumAttrCase<"addf", 0>;`
    #[case(value = 0, str = "addf")]
    Addf,
    /// `def ATOMIC_RMW_KIND_ADDI : I64EnumAttrCase<"addi", 1>;`
    #[case(value = 1, str = "addi")]
    Addi,
    /// `def ATOMIC_RMW_KIND_ANDI : I64EnumAttrCase<"andi", 2>;`
    #[case(value = 2, str = "andi")]
    Andi,
    /// `def ATOMIC_RMW_KIND_ASSIGN : I64EnumAttrCase<"assign", 3>;`
    #[case(value = 3, str = "assign")]
    Assign,
    /// `def ATOMIC_RMW_KIND_MAXIMUMF : I64EnumAttrCase<"maximumf", 4>;`
    #[case(value = 4, str = "maximumf")]
    Maximumf,
    /// `def ATOMIC_RMW_KIND_MAXNUMF : I64EnumAttrCase<"maxnumf", 5>;`
    #[case(value = 5, str = "maxnumf")]
    Maxnumf,
    /// `def ATOMIC_RMW_KIND_MAXS : I64EnumAttrCase<"maxs", 6>;`
    #[case(value = 6, str = "maxs")]
    Maxs,
    /// `def ATOMIC_RMW_KIND_MAXU : I64EnumAttrCase<"maxu", 7>;`
    #[case(value = 7, str = "maxu")]
    Maxu,
    /// `def ATOMIC_RMW_KIND_MINIMUMF : I64EnumAttrCase<"minimumf", 8>;`
    #[case(value = 8, str = "minimumf")]
    Minimumf,
    /// `def ATOMIC_RMW_KIND_MINNUMF : I64EnumAttrCase<"minnumf", 9>;`
    #[case(value = 9, str = "minnumf")]
    Minnumf,
    /// `def ATOMIC_RMW_KIND_MINS : I64EnumAttrCase<"mins", 10>;`
    #[case(value = 10, str = "mins")]
    Mins,
    /// `def ATOMIC_RMW_KIND_MINU : I64EnumAttrCase<"minu", 11>;`
    #[case(value = 11, str = "minu")]
    Minu,
    /// `def ATOMIC_RMW_KIND_MULF : I64EnumAttrCase<"mulf", 12>;`
    #[case(value = 12, str = "mulf")]
    Mulf,
    /// `def ATOMIC_RMW_KIND_MULI : I64EnumAttrCase<"muli", 13>;`
    #[case(value = 13, str = "muli")]
    Muli,
    /// `def ATOMIC_RMW_KIND_ORI : I64EnumAttrCase<"ori", 14>;`
    #[case(value = 14, str = "ori")]
    Ori,
    /// `def ATOMIC_RMW_KIND_XORI : I64EnumAttrCase<"xori", 15>;`
    #[case(value = 15, str = "xori")]
    Xori,
}

// def FastMathFlags : I32BitEnumAttr<
//     "FastMathFlags",
//     "Floating point fast math flags",
//     [
//       FASTMATH_NONE,           FASTMATH_REASSOC,         FASTMATH_NO_NANS,
//       FASTMATH_NO_INFS,        FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP,
//       FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC,     FASTMATH_FAST]> {
//   let separator = ",";
//   let cppNamespace = "::mlir::arith";
//   let genSpecializedAttr = 0;
//   let printBitEnumPrimaryGroups = 1;
// }
/// The fast-math flags of floating-point ops: `fastmath<nnan,ninf>`, `fastmath<fast>` (every
/// flag), `fastmath<none>`.
#[dialect_enum(
    I32BitEnumAttr,
    cpp_namespace = "::mlir::arith",
    summary = "Floating point fast math flags",
    separator = ",",
    print_bit_enum_primary_groups,
    gen_specialized_attr = false
)]
pub enum FastMathFlags {
    /// `def FASTMATH_NONE : I32BitEnumAttrCaseNone<"none">;`
    #[case(none, str = "none")]
    None,
    /// `def FASTMATH_REASSOC : I32BitEnumAttrCaseBit<"reassoc", 0>;`
    #[case(bit = 0, str = "reassoc")]
    Reassoc,
    /// `def FASTMATH_NO_NANS : I32BitEnumAttrCaseBit<"nnan", 1>;`
    #[case(bit = 1, str = "nnan")]
    Nnan,
    /// `def FASTMATH_NO_INFS : I32BitEnumAttrCaseBit<"ninf", 2>;`
    #[case(bit = 2, str = "ninf")]
    Ninf,
    /// `def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz", 3>;`
    #[case(bit = 3, str = "nsz")]
    Nsz,
    /// `def FASTMATH_ALLOW_RECIP : I32BitEnumAttrCaseBit<"arcp", 4>;`
    #[case(bit = 4, str = "arcp")]
    Arcp,
    /// `def FASTMATH_ALLOW_CONTRACT : I32BitEnumAttrCaseBit<"contract", 5>;`
    #[case(bit = 5, str = "contract")]
    Contract,
    /// `def FASTMATH_APPROX_FUNC : I32BitEnumAttrCaseBit<"afn", 6>;`
    #[case(bit = 6, str = "afn")]
    Afn,
    /// `def FASTMATH_FAST : I32BitEnumAttrCaseGroup<"fast", [FASTMATH_REASSOC, …]>;`
    #[case(group = [Reassoc, Nnan, Ninf, Nsz, Arcp, Contract, Afn], str = "fast")]
    Fast,
}

// def Arith_FastMathAttr :
//     EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
//   let assemblyFormat = "`<` $value `>`";
// }
/// `#arith.fastmath<…>`: the fast-math flags as an attribute.
#[dialect_attr(arith.fastmath, name = "Arith_FastMathAttr", format = "`<` $value `>`",
               summary = "Floating point fast math flags")]
pub struct FastMathAttr {
    /// The flags.
    pub value: FastMathFlags,
}

// def Arith_IntegerOverflowFlags : I32BitEnumAttr<
//     "IntegerOverflowFlags",
//     "Integer overflow arith flags",
//     [Arith_IOFnone, Arith_IOFnsw, Arith_IOFnuw]> {
//   let separator = ", ";
//   let cppNamespace = "::mlir::arith";
//   let genSpecializedAttr = 0;
//   let printBitEnumPrimaryGroups = 1;
// }
/// The overflow flags of integer ops: `overflow<nsw, nuw>`.
#[dialect_enum(
    I32BitEnumAttr,
    cpp_namespace = "::mlir::arith",
    summary = "Integer overflow arith flags",
    separator = ", ",
    print_bit_enum_primary_groups,
    gen_specialized_attr = false
)]
pub enum IntegerOverflowFlags {
    /// `def Arith_IOFnone : I32BitEnumAttrCaseNone<"none">;`
    #[case(none, str = "none")]
    None,
    /// `def Arith_IOFnsw : I32BitEnumAttrCaseBit<"nsw", 0>;`: no signed wrap.
    #[case(bit = 0, str = "nsw")]
    Nsw,
    /// `def Arith_IOFnuw : I32BitEnumAttrCaseBit<"nuw", 1>;`: no unsigned wrap.
    #[case(bit = 1, str = "nuw")]
    Nuw,
}

// def Arith_IntegerOverflowAttr :
//     EnumAttr<Arith_Dialect, Arith_IntegerOverflowFlags, "overflow"> {
//   let assemblyFormat = "`<` $value `>`";
// }
/// `#arith.overflow<…>`: the overflow flags as an attribute.
#[dialect_attr(arith.overflow, name = "Arith_IntegerOverflowAttr", format = "`<` $value `>`",
               summary = "Integer overflow arith flags")]
pub struct IntegerOverflowAttr {
    /// The flags.
    pub value: IntegerOverflowFlags,
}

// def Arith_RoundingModeAttr : I32EnumAttr<
//     "RoundingMode", "Floating point rounding mode",
//     [Arith_RToNearestTiesToEven, Arith_RDownward, Arith_RUpward,
//      Arith_RTowardZero, Arith_RToNearestTiesAwayFromZero]> {
//   let cppNamespace = "::mlir::arith";
// }
/// The rounding mode of `arith.truncf`.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::arith",
    summary = "Floating point rounding mode"
)]
pub enum RoundingMode {
    /// Round to nearest, ties to even.
    #[case(value = 0, str = "to_nearest_even")]
    ToNearestEven,
    /// Round toward -inf.
    #[case(value = 1, str = "downward")]
    Downward,
    /// Round toward +inf.
    #[case(value = 2, str = "upward")]
    Upward,
    /// Round toward 0.
    #[case(value = 3, str = "toward_zero")]
    TowardZero,
    /// Round to nearest, ties away from zero.
    #[case(value = 4, str = "to_nearest_away")]
    ToNearestAway,
}

/// `::mlir::arith::FastMathFlags::none`, the default of the ops' `fastmath` attributes.
pub fn fastmath_none() -> FastMathAttr {
    FastMathAttr::new(FastMathFlags::None)
}

/// `::mlir::arith::IntegerOverflowFlags::none`, the default of `overflowFlags`.
pub fn overflow_none() -> IntegerOverflowAttr {
    IntegerOverflowAttr::new(IntegerOverflowFlags::None)
}

// ----- ArithOps.td: type constraints and predicates ----------------------------------------

/// A constraint declared in `ArithOps.td` as `TypeConstraint<Or<[…]>, "summary">`.
macro_rules! type_constraint {
    ($(#[$doc:meta])* $name:ident, $summary:literal, |$ty:ident| $check:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl TypeConstraint for $name {
            fn summary() -> Cow<'static, str> {
                $summary.into()
            }
            fn check($ty: &Type) -> bool {
                $check
            }
        }
    };
}

fn is_signless_integer(ty: &Type) -> bool {
    matches!(
        ty,
        Type::Integer {
            signedness: rods::ir::Signedness::Signless,
            ..
        }
    )
}

type_constraint!(
    // def SignlessFixedWidthIntegerLike : TypeConstraint<Or<[
    //         AnySignlessInteger.predicate,
    //         VectorOfAnyRankOf<[AnySignlessInteger]>.predicate,
    //         TensorOf<[AnySignlessInteger]>.predicate]>,
    //     "signless-fixed-width-integer-like">;
    /// A signless integer, or a vector or tensor of them (not `index`).
    SignlessFixedWidthIntegerLike, "signless-fixed-width-integer-like",
    |ty| match ty {
        Type::Vector(v) => is_signless_integer(&v.element),
        Type::Tensor(t) => is_signless_integer(&t.element),
        _ => is_signless_integer(ty),
    }
);

type_constraint!(
    // def IndexCastTypeConstraint : TypeConstraint<Or<[
    //         SignlessIntegerOrIndexLike.predicate,
    //         MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
    //     "signless-integer-like or memref of signless-integer">;
    /// What `arith.index_cast` converts: integers, `index`, their containers, memrefs of them.
    IndexCastTypeConstraint, "signless-integer-like or memref of signless-integer",
    |ty| SignlessIntegerOrIndexLike::check(ty)
        || MemRefOf::<(rods::ods::AnySignlessInteger, rods::ods::Index)>::check(ty)
);

type_constraint!(
    // def BitcastTypeConstraint : TypeConstraint<Or<[
    //         SignlessIntegerOrFloatLike.predicate,
    //         MemRefOf<[AnySignlessInteger, AnyFloat]>.predicate]>,
    //     "signless-integer-or-float-like or memref of signless-integer or float">;
    /// What `arith.bitcast` converts: integers, floats, their containers, memrefs of them.
    BitcastTypeConstraint,
    "signless-integer-or-float-like or memref of signless-integer or float",
    |ty| SignlessIntegerOrFloatLike::check(ty)
        || MemRefOf::<(rods::ods::AnySignlessInteger, rods::ods::AnyFloat)>::check(ty)
);

/// The sizes of a tensor type, empty for any other type (MLIR's
/// `isa<TensorType>(t) ? cast<TensorType>(t).getShape() : ArrayRef<int64_t>{}`); `None` for an
/// unranked tensor, whose `getShape` MLIR does not define (mlir-opt-22 rejects
/// `arith.extsi %u : tensor<*xi32> to tensor<*xi64>`).
fn tensor_dims(ty: &Type) -> Option<Vec<Option<u64>>> {
    match ty {
        Type::Tensor(t) => t.shape.clone(),
        _ => Some(Vec::new()),
    }
}

// def SameInputOutputTensorDims : PredOpTrait<
//     "input and output have the same tensor dimensions",
//     AllMatchSameOperatorPred<["in", "out"],
//       "(::llvm::isa<::mlir::TensorType>($_self.getType()) ?"
//       " ::llvm::cast<::mlir::TensorType>($_self.getType()).getShape() :"
//       " ::llvm::ArrayRef<int64_t>{})">>;
/// The predicate of `SameInputOutputTensorDims`: the cast's input and output have the same
/// tensor sizes (none for a type that is not a tensor).
pub fn same_input_output_tensor_dims(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    match (o.operands.first(), o.results.first()) {
        (Some(i), Some(r)) => match (
            tensor_dims(ir.value_type(*i)),
            tensor_dims(ir.value_type(*r)),
        ) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
        _ => true,
    }
}

/// The shape of a shaped type (vector, tensor, memref), `None` for any other.
fn shape_of(ty: &Type) -> Option<Option<Vec<Option<u64>>>> {
    match ty {
        Type::Vector(v) => Some(Some(v.shape.iter().map(|d| Some(*d)).collect())),
        Type::Tensor(t) => Some(t.shape.clone()),
        Type::MemRef(m) => Some(m.shape().map(|s| s.to_vec())),
        _ => None,
    }
}

// class BooleanConditionOrMatchingShape<string condition, string result> :
//     PredOpTrait<
//       condition # " is signless i1 or has matching shape",
//       Or<[TypeIsPred<condition, I1>,
//           AllShapesMatch<[condition, result]>.predicate]>>;
/// `BooleanConditionOrMatchingShape<"condition", "result">` of `arith.select`: the condition
/// is `i1`, or has the result's shape.
pub fn boolean_condition_or_matching_shape(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    let (Some(c), Some(r)) = (o.operands.first(), o.results.first()) else {
        return true;
    };
    let (c, r) = (ir.value_type(*c), ir.value_type(*r));
    c.is_signless_int(1) || (shape_of(c).is_some() && shape_of(c) == shape_of(r))
}

// ----- ArithOps.td: verifiers ---------------------------------------------------------------

/// The types of the first operand (`in`) and the result of a cast op.
fn cast_types(ir: &Ir, op: OpId) -> Option<(&Type, &Type)> {
    let o = ir.op(op);
    match (o.operands.first(), o.results.as_slice()) {
        (Some(i), [r]) => Some((ir.value_type(*i), ir.value_type(*r))),
        _ => None,
    }
}

/// MLIR's `getElementTypeOrSelf` over every shaped type (memrefs too).
fn element_or_self(ty: &Type) -> &Type {
    match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        Type::MemRef(m) => m.element_type(),
        _ => ty,
    }
}

/// The bit width of an integer or float type (`getIntOrFloatBitWidth`).
fn int_or_float_width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Integer { width, .. } => Some(*width),
        Type::Float(f) => Some(f.width()),
        _ => None,
    }
}

/// What a cast op accepts (its `CastOpInterface::areCastCompatible`).
#[derive(Clone, Copy)]
enum CastRule {
    /// `checkWidthChangeCast<std::greater, IntegerType>` (`extsi`, `extui`).
    WiderInt,
    /// `checkWidthChangeCast<std::less, IntegerType>` (`trunci`).
    NarrowerInt,
    /// `checkWidthChangeCast<std::greater, FloatType>` (`extf`).
    WiderFloat,
    /// `checkWidthChangeCast<std::less, FloatType>` (`truncf`).
    NarrowerFloat,
    /// `checkIntFloatCast<IntegerType, FloatType>` (`sitofp`, `uitofp`).
    IntToFloat,
    /// `checkIntFloatCast<FloatType, IntegerType>` (`fptosi`, `fptoui`).
    FloatToInt,
    /// `areIndexCastCompatible`: `index` to a signless integer or back.
    Index,
    /// `BitcastOp::areCastCompatible`: integers or floats of one bit width.
    Bitcast,
}

fn cast_compatible(rule: CastRule, from: &Type, to: &Type) -> bool {
    let (f, t) = (element_or_self(from), element_or_self(to));
    let int = |ty: &Type| matches!(ty, Type::Integer { .. });
    let float = |ty: &Type| matches!(ty, Type::Float(_));
    let widths = || int_or_float_width(f).zip(int_or_float_width(t));
    match rule {
        CastRule::WiderInt => int(f) && int(t) && widths().is_some_and(|(a, b)| b > a),
        CastRule::NarrowerInt => int(f) && int(t) && widths().is_some_and(|(a, b)| b < a),
        CastRule::WiderFloat => float(f) && float(t) && widths().is_some_and(|(a, b)| b > a),
        CastRule::NarrowerFloat => float(f) && float(t) && widths().is_some_and(|(a, b)| b < a),
        CastRule::IntToFloat => int(f) && float(t),
        CastRule::FloatToInt => float(f) && int(t),
        CastRule::Index => {
            (*f == Type::Index && is_signless_integer(t))
                || (is_signless_integer(f) && *t == Type::Index)
        }
        CastRule::Bitcast => {
            (int(f) || float(f)) && (int(t) || float(t)) && widths().is_some_and(|(a, b)| a == b)
        }
    }
}

/// `CastOpInterface`'s verifier (`impl::verifyCastInterfaceOp`) over the rule of the op's
/// `areCastCompatible`, which looks at the first operand: «operand type 'i32' and result type
/// 'i16' are cast incompatible», «operand types 'f32', 'f8E8M0FNU' and result type 'f16' are
/// cast incompatible».
fn verify_cast(ir: &Ir, op: OpId, rule: CastRule) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(ir, op) else {
        return Ok(());
    };
    if cast_compatible(rule, from, to) {
        return Ok(());
    }
    let operands: Vec<String> = ir
        .op(op)
        .operands
        .iter()
        .map(|v| format!("'{}'", rods::ir::print::type_to_string(ir.value_type(*v))))
        .collect();
    let plural = if operands.len() == 1 { "" } else { "s" };
    Err(emit_op_error(
        ir,
        op,
        format_args!(
            "operand type{plural} {} and result type '{}' are cast incompatible",
            operands.join(", "),
            rods::ir::print::type_to_string(to)
        ),
    ))
}

/// `verifyExtOp` / `verifyTruncateOp`: «result type 'i16' must be wider than operand type
/// 'i32'» (`wider`), «… must be shorter than …».
fn verify_width_change(ir: &Ir, op: OpId, wider: bool) -> Result<(), Diagnostic> {
    let Some((from, to)) = cast_types(ir, op) else {
        return Ok(());
    };
    let (f, t) = (element_or_self(from), element_or_self(to));
    let (Some(a), Some(b)) = (int_or_float_width(f), int_or_float_width(t)) else {
        return Ok(());
    };
    if (wider && a < b) || (!wider && a > b) {
        return Ok(());
    }
    let ty = rods::ir::print::type_to_string;
    Err(emit_error(
        ir,
        op,
        format!(
            "result type '{}' must be {} than operand type '{}'",
            ty(t),
            if wider { "wider" } else { "shorter" },
            ty(f)
        ),
    ))
}

// ----- ArithOps.td: the op classes ----------------------------------------------------------

// class Arith_Op<string mnemonic, list<Trait> traits = []> :
//     Op<Arith_Dialect, mnemonic,
//        traits #
//        [DeclareOpInterfaceMethods<VectorUnrollOpInterface>, NoMemoryEffect] #
//        ElementwiseMappable.traits>;
//
// class Arith_ArithOp<string mnemonic, list<Trait> traits = []> :
//     Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;
//
// class Arith_BinaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_ArithOp<mnemonic, traits> {
//   let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
// }
//
// class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_BinaryOp<mnemonic, traits #
//       [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
//     Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs)>,
//     Results<(outs SignlessIntegerOrIndexLike:$result)>;
//
// class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_IntBinaryOp<mnemonic, traits # [Pure]>;
macro_rules! arith_int_binary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, [$($t:ident),*]
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [$($t,)* SameOperandsAndResultType, NoMemoryEffect,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     fold, $($($hook,)*)?
                     format = "$lhs `,` $rhs attr-dict `:` type($result)")]
        pub struct $name {
            /// The left operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub lhs: Value,
            /// The right operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub rhs: Value,
            /// The result, of the operands' type.
            #[result(type = SignlessIntegerOrIndexLike)]
            pub result: Value,
        }
    };
}

// class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []> :
//     Arith_BinaryOp<mnemonic, traits #
//       [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//        DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]>,
//     Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
//       DefaultValuedAttr<
//         Arith_IntegerOverflowAttr,
//         "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags)>,
//     Results<(outs SignlessIntegerOrIndexLike:$result)> {
//   let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! arith_int_binary_op_with_overflow_flags {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, [$($t:ident),*]
     $(, interfaces = [$($i:ident),*])? $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [$($t,)* Pure, SameOperandsAndResultType, NoMemoryEffect,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     $(interfaces = [$($i),*],)?
                     fold, $($($hook,)*)?
                     format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)")]
        pub struct $name {
            /// The left operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub lhs: Value,
            /// The right operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub rhs: Value,
            /// `nsw` / `nuw`: an overflow of that kind makes the result poison.
            #[attr(name = "overflowFlags", default = overflow_none())]
            pub overflow_flags: IntegerOverflowAttr,
            /// The result, of the operands' type.
            #[result(type = SignlessIntegerOrIndexLike)]
            pub result: Value,
        }
    };
}

// class Arith_IntBinaryOpWithExactFlag<string mnemonic, list<Trait> traits = []> :
//     Arith_BinaryOp<mnemonic, traits #
//       [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
//     Arguments<(ins SignlessIntegerOrIndexLike:$lhs,
//                SignlessIntegerOrIndexLike:$rhs,
//                UnitAttr:$isExact)>,
//     Results<(outs SignlessIntegerOrIndexLike:$result)> {
//   let assemblyFormat = [{ $lhs `,` $rhs (`exact` $isExact^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! arith_int_binary_op_with_exact_flag {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, [$($t:ident),*]) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [$($t,)* SameOperandsAndResultType, NoMemoryEffect,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     fold,
                     format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)")]
        pub struct $name {
            /// The left operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub lhs: Value,
            /// The right operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub rhs: Value,
            /// `exact`: a division with a remainder (a shift dropping set bits) is poison.
            #[attr(name = "isExact")]
            pub is_exact: Option<UnitAttr>,
            /// The result, of the operands' type.
            #[result(type = SignlessIntegerOrIndexLike)]
            pub result: Value,
        }
    };
}

// class Arith_UnaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_ArithOp<mnemonic, traits # [Pure]> {
//   let assemblyFormat = "$operand attr-dict `:` type($result)";
// }
//
// class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_UnaryOp<mnemonic,
//       !listconcat([DeclareOpInterfaceMethods<ArithFastMathInterface>],
//                   traits)>,
//     Arguments<(ins FloatLike:$operand,
//       DefaultValuedAttr<
//         Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath)>,
//     Results<(outs FloatLike:$result)> {
//   let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! arith_float_unary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, [$($t:ident),*]) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [$($t,)* Pure, SameOperandsAndResultType, NoMemoryEffect,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     fold,
                     format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
        pub struct $name {
            /// The operand.
            #[operand(type = FloatLike)]
            pub operand: Value,
            /// The fast-math flags.
            #[attr(default = fastmath_none())]
            pub fastmath: FastMathAttr,
            /// The result, of the operand's type.
            #[result(type = FloatLike)]
            pub result: Value,
        }
    };
}

// class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []> :
//     Arith_BinaryOp<mnemonic,
//       !listconcat([Pure, DeclareOpInterfaceMethods<ArithFastMathInterface>],
//                   traits)>,
//     Arguments<(ins FloatLike:$lhs, FloatLike:$rhs,
//       DefaultValuedAttr<
//         Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath)>,
//     Results<(outs FloatLike:$result)> {
//   let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! arith_float_binary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, [$($t:ident),*]
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [Pure, $($t,)* SameOperandsAndResultType, NoMemoryEffect,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     fold, $($($hook,)*)?
                     format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
        pub struct $name {
            /// The left operand.
            #[operand(type = FloatLike)]
            pub lhs: Value,
            /// The right operand.
            #[operand(type = FloatLike)]
            pub rhs: Value,
            /// The fast-math flags.
            #[attr(default = fastmath_none())]
            pub fastmath: FastMathAttr,
            /// The result, of the operands' type.
            #[result(type = FloatLike)]
            pub result: Value,
        }
    };
}

// class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
//                    list<Trait> traits = []> :
//     Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape,
//       SameInputOutputTensorDims, DeclareOpInterfaceMethods<CastOpInterface>]>,
//     Arguments<(ins From:$in)>,
//     Results<(outs To:$out)> {
//   let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
// }
//
// class Arith_IToICastOp<…> : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike,
//                                          SignlessFixedWidthIntegerLike, …>;
// class Arith_IToFCastOp<…> : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, …>;
// class Arith_FToICastOp<…> : Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, …>;
macro_rules! arith_cast_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, $from:ty, $to:ty,
     $rule:expr $(, verifier = $verifier:path)? $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(arith.$mnemonic, summary = $summary,
                     traits = [Pure, SameOperandsAndResultShape,
                               PredOpTrait("input and output have the same tensor dimensions",
                                           same_input_output_tensor_dims),
                               NoMemoryEffect, Elementwise, Scalarizable, Vectorizable,
                               Tensorizable],
                     verify, fold, $($($hook,)*)?
                     format = "$in attr-dict `:` type($in) `to` type($out)")]
        pub struct $name {
            /// The value cast.
            #[operand(type = $from)]
            pub r#in: Value,
            /// The cast value.
            #[result(type = $to)]
            pub out: Value,
        }

        impl $name {
            /// `CastOpInterface`'s verifier, then the op's own (`hasVerifier`), if any.
            fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
                verify_cast(ir, op, $rule)?;
                $($verifier(ir, op)?;)?
                Ok(())
            }
        }
    };
}

// ----- ArithOps.td: the ops -----------------------------------------------------------------

// def Arith_ConstantOp : Op<Arith_Dialect, "constant",
//     [ConstantLike, Pure,
//      DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//      AllTypesMatch<["value", "result"]>,
//      DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
//   let summary = "integer or floating point constant";
//   let arguments = (ins TypedAttrInterface:$value);
//   let results = (outs /*SignlessIntegerOrIndexOrFloatLike*/AnyType:$result);
//   let hasFolder = 1;
//   let assemblyFormat = "attr-dict $value";
//   let hasVerifier = 1;
// }
/// An SSA value equal to an integer or floating-point constant given by an attribute; the
/// result has the attribute's type: `%c42_i32 = arith.constant 42 : i32`.
#[derive(Clone, Debug)]
#[dialect_op(arith.constant, summary = "integer or floating point constant",
             traits = [ConstantLike, Pure, AllTypesMatch(["value", "result"])],
             interfaces = [OpAsmOpInterface], verify, fold,
             format = "attr-dict $value")]
pub struct ConstantOp {
    /// The constant.
    pub value: TypedAttrInterface,
    /// The constant as a value.
    #[result]
    pub result: Value,
}

impl ConstantOp {
    /// Integer results are signless; the value is an integer, float or elements attribute; a
    /// scalable vector takes a splat only.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let Some(ty) = o.results.first().map(|r| ir.value_type(*r)) else {
            return Ok(());
        };
        if matches!(ty, Type::Integer { .. }) && !is_signless_integer(ty) {
            return Err(emit_op_error(
                ir,
                op,
                "integer return type must be signless",
            ));
        }
        let value = ir.property(op, "value");
        if !value.is_some_and(is_int_float_or_elements) {
            return Err(emit_op_error(
                ir,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
        let scalable = matches!(ty, Type::Vector(v) if v.scalable.contains(&true));
        let splat = matches!(value, Some(Attribute::DenseElements(d)) if d.is_splat());
        if scalable && !splat {
            return Err(emit_op_error(
                ir,
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }
}

/// Whether `attr` is an integer, float or elements attribute (what `arith.constant` holds).
fn is_int_float_or_elements(attr: &Attribute) -> bool {
    matches!(
        attr,
        Attribute::Bool(_)
            | Attribute::Integer(_)
            | Attribute::Float(_)
            | Attribute::DenseElements(_)
            | Attribute::SparseElements(_)
            | Attribute::DenseResource(_)
    )
}

/// `ConstantOp::getAsmResultNames`: `%true` / `%false` for `i1`, `%c42_i32` for an integer
/// (the type appended unless it is `index`: `%c0`), `%cst` for anything else.
impl OpAsmOpInterface for ConstantOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        let Some(result) = ir.op(op).results.first().copied() else {
            return;
        };
        let ty = ir.value_type(result);
        let name = match ir.property(op, "value") {
            Some(Attribute::Bool(b)) => {
                if *b {
                    "true"
                } else {
                    "false"
                }
            }
            Some(Attribute::Integer(i)) => {
                if matches!(ty, Type::Integer { width: 1, .. }) {
                    if i.value().to_u128() == Some(0) {
                        "false"
                    } else {
                        "true"
                    }
                } else {
                    // Written on the stack (one name per constant of the module); a name too
                    // long for it goes to a string.
                    let mut buf = NameBuf {
                        bytes: [0; 64],
                        len: 0,
                    };
                    if integer_constant_name(&i.value(), ty, &mut buf).is_ok() {
                        return set_name(result, buf.as_str());
                    }
                    let mut name = String::new();
                    let _ = integer_constant_name(&i.value(), ty, &mut name);
                    return set_name(result, &name);
                }
            }
            _ => "cst",
        };
        set_name(result, name);
    }
}

/// `c42_i32`: the name of an integer constant of type `ty` (the type appended unless it is
/// `index`). Generic, so that the stack buffer's writes are inlined.
fn integer_constant_name<W: std::fmt::Write>(
    value: &rods::ir::ApInt,
    ty: &Type,
    out: &mut W,
) -> std::fmt::Result {
    out.write_char('c')?;
    match value.to_i128().and_then(|v| i64::try_from(v).ok()) {
        Some(v) => {
            if v < 0 {
                out.write_char('-')?;
            }
            write_decimal(out, v.unsigned_abs())?;
        }
        None => out.write_str(&rods::ir::print::apint_to_string(value, true))?,
    }
    if let Type::Integer { width, signedness } = ty {
        out.write_str(match signedness {
            Signedness::Signless => "_i",
            Signedness::Signed => "_si",
            Signedness::Unsigned => "_ui",
        })?;
        write_decimal(out, u64::from(*width))?;
    }
    Ok(())
}

/// `n` in decimal, without the formatting machinery (`write!` was most of the cost of naming
/// a module's constants).
fn write_decimal<W: std::fmt::Write>(out: &mut W, mut n: u64) -> std::fmt::Result {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[start..]
        .iter()
        .try_for_each(|d| out.write_char(char::from(*d)))
}

/// A short name written on the stack; writing past its end fails.
struct NameBuf {
    bytes: [u8; 64],
    len: usize,
}

impl NameBuf {
    fn as_str(&self) -> &str {
        std::str::from_utf8(self.bytes.get(..self.len).unwrap_or_default()).unwrap_or_default()
    }
}

impl std::fmt::Write for NameBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.len + s.len();
        let dst = self.bytes.get_mut(self.len..end).ok_or(std::fmt::Error)?;
        dst.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }

    /// An ASCII character as one byte (what the names are made of); others as UTF-8.
    #[inline]
    fn write_char(&mut self, c: char) -> std::fmt::Result {
        match u8::try_from(c) {
            Ok(b) if b.is_ascii() => {
                let dst = self.bytes.get_mut(self.len).ok_or(std::fmt::Error)?;
                *dst = b;
                self.len += 1;
                Ok(())
            }
            _ => self.write_str(c.encode_utf8(&mut [0; 4])),
        }
    }
}

arith_int_binary_op_with_overflow_flags!(
    // def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
    //   let summary = "integer addition operation";
    // }
    /// N-bit addition modulo 2^N: `%a = arith.addi %b, %c overflow<nsw, nuw> : i64`.
    AddIOp, addi, "integer addition operation", [Commutative],
    hooks = [canonicalizer]
);

// def Arith_AddUIExtendedOp : Arith_Op<"addui_extended", [Pure, Commutative,
//     AllTypesMatch<["lhs", "rhs", "sum"]>]> {
//   let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
//   let results = (outs SignlessIntegerOrIndexLike:$sum, BoolLike:$overflow);
//   let assemblyFormat = [{
//     $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
//   }];
// }
/// Addition returning the N-bit sum and the unsigned overflow bit:
/// `%sum, %overflow = arith.addui_extended %b, %c : i64, i1`.
#[derive(Clone, Debug)]
#[dialect_op(arith.addui_extended,
             summary = "extended unsigned integer addition operation returning sum and overflow bit",
             traits = [Pure, Commutative, AllTypesMatch(["lhs", "rhs", "sum"]), NoMemoryEffect,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")]
pub struct AddUIExtendedOp {
    /// The left operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// The sum, of the operands' type.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub sum: Value,
    /// Whether the unsigned addition overflowed.
    #[result(type = BoolLike)]
    pub overflow: Value,
}

arith_int_binary_op_with_overflow_flags!(
    // def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
    //   let summary = [{ Integer subtraction operation. }];
    // }
    /// N-bit subtraction modulo 2^N.
    SubIOp, subi, "Integer subtraction operation.", [],
    hooks = [canonicalizer]
);

arith_int_binary_op_with_overflow_flags!(
    // def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli",
    //   [Commutative, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]
    // > {
    //   let summary = [{ Integer multiplication operation. }];
    // }
    /// N-bit multiplication modulo 2^N.
    MulIOp, muli, "Integer multiplication operation.", [Commutative],
    interfaces = [OpAsmOpInterface],
    hooks = [canonicalizer]
);

/// The integer value of `v` when an `arith.constant` of an integer defines it (what MLIR's
/// `m_Constant` matches for `arith.muli`'s names).
fn integer_constant(ir: &Ir, v: Value) -> Option<i128> {
    let rods::ir::ValueDef::OpResult(op, _) = ir.value(v).def() else {
        return None;
    };
    if ir.op(op).name.as_str() != ConstantOp::OPERATION_NAME {
        return None;
    }
    match ir.property(op, "value")? {
        Attribute::Integer(i) => i.value().to_i128(),
        _ => None,
    }
}

/// Whether `v` is the result of a `vector.vscale` (matched by name, as upstream does).
fn is_vscale(ir: &Ir, v: Value) -> bool {
    matches!(ir.value(v).def(), rods::ir::ValueDef::OpResult(op, _) if ir.op(op).name.as_str() == "vector.vscale")
}

/// `MulIOp::getAsmResultNames`: an `index` product of a constant and `vector.vscale` is named
/// `%c4_vscale`.
impl OpAsmOpInterface for MulIOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        let o = ir.op(op);
        let (Some(result), [lhs, rhs]) = (o.results.first().copied(), o.operands.as_slice()) else {
            return;
        };
        if *ir.value_type(result) != Type::Index {
            return;
        }
        let base = |a: Value, b: Value| integer_constant(ir, a).filter(|_| is_vscale(ir, b));
        if let Some(c) = base(*lhs, *rhs).or_else(|| base(*rhs, *lhs)) {
            set_name(result, &format!("c{c}_vscale"));
        }
    }
}

// def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended", [Pure, Commutative,
//     AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
//   let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
//   let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
//   let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
// }
/// (2N)-bit multiplication of sign-extended operands, as two N-bit halves:
/// `%low, %high = arith.mulsi_extended %a, %b : i32`.
#[derive(Clone, Debug)]
#[dialect_op(arith.mulsi_extended, summary = "extended signed integer multiplication operation",
             traits = [Pure, Commutative, AllTypesMatch(["lhs", "rhs", "low", "high"]),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct MulSIExtendedOp {
    /// The left operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// The low half of the product.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub low: Value,
    /// The high half of the product.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub high: Value,
}

// def Arith_MulUIExtendedOp : Arith_Op<"mului_extended", [Pure, Commutative,
//     AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
//   let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
//   let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
//   let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
// }
/// (2N)-bit multiplication of zero-extended operands, as two N-bit halves.
#[derive(Clone, Debug)]
#[dialect_op(arith.mului_extended, summary = "extended unsigned integer multiplication operation",
             traits = [Pure, Commutative, AllTypesMatch(["lhs", "rhs", "low", "high"]),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct MulUIExtendedOp {
    /// The left operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// The low half of the product.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub low: Value,
    /// The high half of the product.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub high: Value,
}

arith_int_binary_op_with_exact_flag!(
    // def Arith_DivUIOp : Arith_IntBinaryOpWithExactFlag<"divui",
    //                                                    [ConditionallySpeculatable]> {
    //   let summary = "unsigned integer division operation";
    // }
    /// Unsigned division rounding toward zero; division by zero is undefined behaviour.
    DivUIOp, divui, "unsigned integer division operation", [ConditionallySpeculatable]
);

arith_int_binary_op_with_exact_flag!(
    // def Arith_DivSIOp : Arith_IntBinaryOpWithExactFlag<"divsi",
    //                                                    [ConditionallySpeculatable]> {
    //   let summary = "signed integer division operation";
    // }
    /// Signed division rounding toward zero.
    DivSIOp, divsi, "signed integer division operation", [ConditionallySpeculatable]
);

arith_int_binary_op!(
    // def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui",
    //                                           [ConditionallySpeculatable]> {
    //   let summary = "unsigned ceil integer division operation";
    // }
    /// Unsigned division rounding toward positive infinity.
    CeilDivUIOp, ceildivui, "unsigned ceil integer division operation", [ConditionallySpeculatable]
);

arith_int_binary_op!(
    // def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi",
    //                                           [ConditionallySpeculatable]> {
    //   let summary = "signed ceil integer division operation";
    // }
    /// Signed division rounding toward positive infinity.
    CeilDivSIOp, ceildivsi, "signed ceil integer division operation", [ConditionallySpeculatable]
);

arith_int_binary_op!(
    // def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
    //   let summary = "signed floor integer division operation";
    // }
    /// Signed division rounding toward negative infinity.
    FloorDivSIOp, floordivsi, "signed floor integer division operation", [Pure]
);

arith_int_binary_op!(
    // def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
    //   let summary = "unsigned integer division remainder operation";
    // }
    /// Unsigned remainder.
    RemUIOp, remui, "unsigned integer division remainder operation", [Pure]
);

arith_int_binary_op!(
    // def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
    //   let summary = "signed integer division remainder operation";
    // }
    /// Signed remainder, of the sign of the dividend.
    RemSIOp, remsi, "signed integer division remainder operation", [Pure]
);

arith_int_binary_op!(
    // def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
    //   let summary = "integer binary and";
    // }
    /// Bitwise and.
    AndIOp, andi, "integer binary and", [Commutative, Idempotent, Pure],
    hooks = [canonicalizer]
);

arith_int_binary_op!(
    // def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
    //   let summary = "integer binary or";
    // }
    /// Bitwise or.
    OrIOp, ori, "integer binary or", [Commutative, Idempotent, Pure],
    hooks = [canonicalizer]
);

arith_int_binary_op!(
    // def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
    //   let summary = "integer binary xor";
    // }
    /// Bitwise exclusive or.
    XOrIOp, xori, "integer binary xor", [Commutative, Pure],
    hooks = [canonicalizer]
);

arith_int_binary_op_with_overflow_flags!(
    // def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
    //   let summary = "integer left-shift";
    // }
    /// Left shift; a shift by the bit width or more is poison.
    ShLIOp, shli, "integer left-shift", []
);

arith_int_binary_op_with_exact_flag!(
    // def Arith_ShRUIOp : Arith_IntBinaryOpWithExactFlag<"shrui", [Pure]> {
    //   let summary = "unsigned integer right-shift";
    // }
    /// Logical right shift.
    ShRUIOp, shrui, "unsigned integer right-shift", [Pure]
);

arith_int_binary_op_with_exact_flag!(
    // def Arith_ShRSIOp : Arith_IntBinaryOpWithExactFlag<"shrsi", [Pure]> {
    //   let summary = "signed integer right-shift";
    // }
    /// Arithmetic right shift.
    ShRSIOp, shrsi, "signed integer right-shift", [Pure]
);

arith_float_unary_op!(
    // def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
    //   let summary = "floating point negation";
    // }
    /// Floating-point negation.
    NegFOp, negf, "floating point negation", []
);

arith_float_binary_op!(
    // def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
    //   let summary = "floating point addition operation";
    // }
    /// Floating-point addition: `%a = arith.addf %b, %c fastmath<fast> : f64`.
    AddFOp, addf, "floating point addition operation", [Commutative]
);

arith_float_binary_op!(
    // def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
    //   let summary = "floating point subtraction operation";
    // }
    /// Floating-point subtraction.
    SubFOp, subf, "floating point subtraction operation", []
);

arith_float_binary_op!(
    // def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
    //   let summary = "floating-point maximum operation";
    // }
    /// The larger operand; NaN if either is NaN; -0.0 below +0.0.
    MaximumFOp, maximumf, "floating-point maximum operation", [Commutative]
);

arith_float_binary_op!(
    // def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]> {
    //   let summary = "floating-point maximum operation";
    // }
    /// The larger operand; the other one if one is NaN.
    MaxNumFOp, maxnumf, "floating-point maximum operation", [Commutative]
);

arith_int_binary_op!(
    // def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
    //   let summary = "signed integer maximum operation";
    // }
    /// The larger operand, as signed integers.
    MaxSIOp, maxsi, "signed integer maximum operation", [Commutative, Pure]
);

arith_int_binary_op!(
    // def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
    //   let summary = "unsigned integer maximum operation";
    // }
    /// The larger operand, as unsigned integers.
    MaxUIOp, maxui, "unsigned integer maximum operation", [Commutative, Pure]
);

arith_float_binary_op!(
    // def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
    //   let summary = "floating-point minimum operation";
    // }
    /// The smaller operand; NaN if either is NaN; -0.0 below +0.0.
    MinimumFOp, minimumf, "floating-point minimum operation", [Commutative]
);

arith_float_binary_op!(
    // def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]> {
    //   let summary = "floating-point minimum operation";
    // }
    /// The smaller operand; the other one if one is NaN.
    MinNumFOp, minnumf, "floating-point minimum operation", [Commutative]
);

arith_int_binary_op!(
    // def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
    //   let summary = "signed integer minimum operation";
    // }
    /// The smaller operand, as signed integers.
    MinSIOp, minsi, "signed integer minimum operation", [Commutative, Pure]
);

arith_int_binary_op!(
    // def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
    //   let summary = "unsigned integer minimum operation";
    // }
    /// The smaller operand, as unsigned integers.
    MinUIOp, minui, "unsigned integer minimum operation", [Commutative, Pure]
);

arith_float_binary_op!(
    // def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
    //   let summary = "floating point multiplication operation";
    // }
    /// Floating-point multiplication.
    MulFOp, mulf, "floating point multiplication operation", [Commutative],
    hooks = [canonicalizer]
);

arith_float_binary_op!(
    // def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
    //   let summary = "floating point division operation";
    // }
    /// Floating-point division.
    DivFOp, divf, "floating point division operation", [],
    hooks = [canonicalizer]
);

arith_float_binary_op!(
    // def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
    //   let summary = "floating point division remainder operation";
    // }
    /// Floating-point remainder, of the sign of the dividend.
    RemFOp, remf, "floating point division remainder operation", []
);

arith_cast_op!(
    // def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
    //   let summary = "integer zero extension operation";
    //   let hasVerifier = 1;
    // }
    /// Zero extension to a wider integer: `%1 = arith.extui %0 : i3 to i6`.
    ExtUIOp, extui, "integer zero extension operation",
    SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, CastRule::WiderInt,
    verifier = verify_ext
);

arith_cast_op!(
    // def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
    //   let summary = "integer sign extension operation";
    //   let hasVerifier = 1;
    // }
    /// Sign extension to a wider integer.
    ExtSIOp, extsi, "integer sign extension operation",
    SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, CastRule::WiderInt,
    verifier = verify_ext,
    hooks = [canonicalizer]
);

/// `hasVerifier` of `extui` and `extsi` (`verifyExtOp<IntegerType>`), after
/// `CastOpInterface`'s.
fn verify_ext(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_width_change(ir, op, true)
}

// def Arith_ExtFOp : Arith_FToFCastOp<"extf", [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let summary = "cast from floating-point to wider floating-point";
//   let hasVerifier = 1;
//   let arguments = (ins FloatLike:$in,
//                        OptionalAttr<Arith_FastMathAttr>:$fastmath);
//   let results = (outs FloatLike:$out);
//   let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($in) `to` type($out) }];
// }
/// Extension to a wider floating-point type.
#[derive(Clone, Debug)]
#[dialect_op(arith.extf, summary = "cast from floating-point to wider floating-point",
             traits = [Pure, SameOperandsAndResultShape,
                       PredOpTrait("input and output have the same tensor dimensions",
                                   same_input_output_tensor_dims),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify,
             fold,
             format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")]
pub struct ExtFOp {
    /// The value cast.
    #[operand(type = FloatLike)]
    pub r#in: Value,
    /// The fast-math flags.
    pub fastmath: Option<FastMathAttr>,
    /// The cast value.
    #[result(type = FloatLike)]
    pub out: Value,
}

impl ExtFOp {
    /// `CastOpInterface`'s verifier, then `verifyExtOp<FloatType>`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_cast(ir, op, CastRule::WiderFloat)?;
        verify_width_change(ir, op, true)
    }
}

// def Arith_TruncIOp : Arith_Op<"trunci",
//     [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
//      DeclareOpInterfaceMethods<CastOpInterface>,
//      DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//      DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]> {
//   let summary = "integer truncation operation";
//   let arguments = (ins
//       SignlessFixedWidthIntegerLike:$in,
//       DefaultValuedAttr<Arith_IntegerOverflowAttr,
//           "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags);
//   let results = (outs SignlessFixedWidthIntegerLike:$out);
//   let assemblyFormat = [{
//     $in (`overflow` `` $overflowFlags^)? attr-dict
//     `:` type($in) `to` type($out)
//   }];
//   let hasVerifier = 1;
// }
/// Truncation to a narrower integer.
#[derive(Clone, Debug)]
#[dialect_op(arith.trunci, summary = "integer truncation operation",
             traits = [Pure, SameOperandsAndResultShape,
                       PredOpTrait("input and output have the same tensor dimensions",
                                   same_input_output_tensor_dims),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify,
             fold, canonicalizer,
             format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)")]
pub struct TruncIOp {
    /// The value cast.
    #[operand(type = SignlessFixedWidthIntegerLike)]
    pub r#in: Value,
    /// `nsw` / `nuw`: the dropped bits must be a sign or zero extension.
    #[attr(name = "overflowFlags", default = overflow_none())]
    pub overflow_flags: IntegerOverflowAttr,
    /// The cast value.
    #[result(type = SignlessFixedWidthIntegerLike)]
    pub out: Value,
}

impl TruncIOp {
    /// `CastOpInterface`'s verifier, then `verifyTruncateOp<IntegerType>`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_cast(ir, op, CastRule::NarrowerInt)?;
        verify_width_change(ir, op, false)
    }
}

// def Arith_TruncFOp :
//     Arith_Op<"truncf",
//       [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
//        DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
//        DeclareOpInterfaceMethods<ArithFastMathInterface>,
//        DeclareOpInterfaceMethods<CastOpInterface>]>,
//     Arguments<(ins FloatLike:$in,
//                    OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
//                    OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
//     Results<(outs FloatLike:$out)> {
//   let summary = "cast from floating-point to narrower floating-point";
//   let hasVerifier = 1;
//   let assemblyFormat = [{ $in ($roundingmode^)?
//                           (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($in) `to` type($out) }];
// }
/// Truncation to a narrower floating-point type, with an optional rounding mode:
/// `%1 = arith.truncf %0 to_nearest_even : f32 to f16`.
#[derive(Clone, Debug)]
#[dialect_op(arith.truncf, summary = "cast from floating-point to narrower floating-point",
             traits = [Pure, SameOperandsAndResultShape,
                       PredOpTrait("input and output have the same tensor dimensions",
                                   same_input_output_tensor_dims),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify,
             fold, canonicalizer,
             format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")]
pub struct TruncFOp {
    /// The value cast.
    #[operand(type = FloatLike)]
    pub r#in: Value,
    /// How the value is rounded.
    pub roundingmode: Option<RoundingMode>,
    /// The fast-math flags.
    pub fastmath: Option<FastMathAttr>,
    /// The cast value.
    #[result(type = FloatLike)]
    pub out: Value,
}

impl TruncFOp {
    /// `CastOpInterface`'s verifier, then `verifyTruncateOp<FloatType>`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_cast(ir, op, CastRule::NarrowerFloat)?;
        verify_width_change(ir, op, false)
    }
}

// def Arith_ScalingExtFOp
//     : Arith_Op<
//           "scaling_extf", [Pure, SameInputOutputTensorDims,
//                            DeclareOpInterfaceMethods<ArithFastMathInterface>,
//                            DeclareOpInterfaceMethods<CastOpInterface>]>,
//       Arguments<(ins FloatLike:$in, FloatLike:$scale,
//           OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
//       Results<(outs FloatLike:$out)> {
//   let summary = "Upcasts input floats using provided scales values following "
//                 "OCP MXFP Spec";
//   let hasVerifier = 1;
//   let assemblyFormat =
//       [{ $in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:`
//       type($in) `,` type($scale) `to` type($out)}];
// }
/// Upcasts floats by scales (OCP MXFP): `%a = arith.scaling_extf %b, %c : f4E2M1FN, f8E8M0FNU to
/// f32`.
#[derive(Clone, Debug)]
#[dialect_op(arith.scaling_extf,
             summary = "Upcasts input floats using provided scales values following OCP MXFP Spec",
             traits = [Pure,
                       PredOpTrait("input and output have the same tensor dimensions",
                                   same_input_output_tensor_dims),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify,
             format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")]
pub struct ScalingExtFOp {
    /// The values upcast.
    #[operand(type = FloatLike)]
    pub r#in: Value,
    /// The scales, elementwise.
    #[operand(type = FloatLike)]
    pub scale: Value,
    /// The fast-math flags.
    pub fastmath: Option<FastMathAttr>,
    /// The upcast values.
    #[result(type = FloatLike)]
    pub out: Value,
}

impl ScalingExtFOp {
    /// `CastOpInterface`'s verifier, then `verifyExtOp<FloatType>`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_cast(ir, op, CastRule::WiderFloat)?;
        verify_width_change(ir, op, true)
    }
}

// def Arith_ScalingTruncFOp
//     : Arith_Op<"scaling_truncf",
//                [Pure, SameInputOutputTensorDims,
//                 DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
//                 DeclareOpInterfaceMethods<ArithFastMathInterface>,
//                 DeclareOpInterfaceMethods<CastOpInterface>]>,
//       Arguments<(ins FloatLike:$in, FloatLike:$scale,
//           OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
//           OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
//       Results<(outs FloatLike:$out)> {
//   let summary = "Downcasts input floating point values using provided scales "
//                 "values following OCP MXFP Spec";
//   let hasVerifier = 1;
//   let assemblyFormat =
//       [{ $in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:`
//       type($in) `,` type($scale) `to` type($out)}];
// }
/// Downcasts floats by scales (OCP MXFP): `%a = arith.scaling_truncf %b, %c : f32, f8E8M0FNU to
/// f4E2M1FN`.
#[derive(Clone, Debug)]
#[dialect_op(arith.scaling_truncf,
             summary = "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
             traits = [Pure,
                       PredOpTrait("input and output have the same tensor dimensions",
                                   same_input_output_tensor_dims),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             verify,
             format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")]
pub struct ScalingTruncFOp {
    /// The values downcast.
    #[operand(type = FloatLike)]
    pub r#in: Value,
    /// The scales, elementwise.
    #[operand(type = FloatLike)]
    pub scale: Value,
    /// How the values are rounded.
    pub roundingmode: Option<RoundingMode>,
    /// The fast-math flags.
    pub fastmath: Option<FastMathAttr>,
    /// The downcast values.
    #[result(type = FloatLike)]
    pub out: Value,
}

impl ScalingTruncFOp {
    /// `CastOpInterface`'s verifier, then `verifyTruncateOp<FloatType>`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_cast(ir, op, CastRule::NarrowerFloat)?;
        verify_width_change(ir, op, false)
    }
}

arith_cast_op!(
    // def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
    //   let summary = "cast from unsigned integer type to floating-point";
    // }
    /// An unsigned integer to the nearest floating-point value.
    UIToFPOp, uitofp, "cast from unsigned integer type to floating-point",
    SignlessFixedWidthIntegerLike, FloatLike, CastRule::IntToFloat
);

arith_cast_op!(
    // def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
    //   let summary = "cast from integer type to floating-point";
    // }
    /// A signed integer to the nearest floating-point value.
    SIToFPOp, sitofp, "cast from integer type to floating-point",
    SignlessFixedWidthIntegerLike, FloatLike, CastRule::IntToFloat
);

arith_cast_op!(
    // def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
    //   let summary = "cast from floating-point type to integer type";
    // }
    /// A floating-point value to an unsigned integer, rounding toward zero.
    FPToUIOp, fptoui, "cast from floating-point type to integer type",
    FloatLike, SignlessFixedWidthIntegerLike, CastRule::FloatToInt
);

arith_cast_op!(
    // def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
    //   let summary = "cast from floating-point type to integer type";
    // }
    /// A floating-point value to a signed integer, rounding toward zero.
    FPToSIOp, fptosi, "cast from floating-point type to integer type",
    FloatLike, SignlessFixedWidthIntegerLike, CastRule::FloatToInt
);

arith_cast_op!(
    // def Arith_IndexCastOp
    //   : Arith_CastOp<"index_cast", IndexCastTypeConstraint, IndexCastTypeConstraint,
    //                  [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
    //   let summary = "cast between index and integer types";
    // }
    /// `index` to a signless integer (sign-extended or truncated) or back.
    IndexCastOp, index_cast, "cast between index and integer types",
    IndexCastTypeConstraint, IndexCastTypeConstraint, CastRule::Index,
    hooks = [canonicalizer]
);

arith_cast_op!(
    // def Arith_IndexCastUIOp
    //   : Arith_CastOp<"index_castui", IndexCastTypeConstraint, IndexCastTypeConstraint,
    //                  [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
    //   let summary = "unsigned cast between index and integer types";
    // }
    /// `index` to a signless integer (zero-extended or truncated) or back.
    IndexCastUIOp, index_castui, "unsigned cast between index and integer types",
    IndexCastTypeConstraint, IndexCastTypeConstraint, CastRule::Index,
    hooks = [canonicalizer]
);

arith_cast_op!(
    // def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint,
    //                                               BitcastTypeConstraint> {
    //   let summary = "bitcast between values of equal bit width";
    // }
    /// The same bits as another integer or float type of the same width.
    BitcastOp, bitcast, "bitcast between values of equal bit width",
    BitcastTypeConstraint, BitcastTypeConstraint, CastRule::Bitcast,
    hooks = [canonicalizer]
);

// class Arith_CompareOp<string mnemonic, list<Trait> traits = []> :
//     Arith_Op<mnemonic, traits # [Pure, SameTypeOperands, TypesMatchWith<
//     "result type has i1 element type and same shape as operands",
//     "lhs", "result", "::getI1SameShape($_self)">]> {
//   let results = (outs BoolLike:$result);
//   let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
// }
//
// def Arith_CmpIOp : Arith_CompareOp<"cmpi",
//     [DeclareOpInterfaceMethods<InferIntRangeInterface,
//                                ["inferResultRanges"]>]> {
//   let summary = "integer comparison operation";
//   let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
//                        SignlessIntegerOrIndexLike:$lhs,
//                        SignlessIntegerOrIndexLike:$rhs);
// }
/// Integer comparison, elementwise, into `i1`s: `%r = arith.cmpi slt, %a, %b : i32`.
#[derive(Clone, Debug)]
#[dialect_op(arith.cmpi, summary = "integer comparison operation",
             traits = [Pure, SameTypeOperands,
                       TypesMatchWith("result type has i1 element type and same shape as operands",
                                      "lhs", "result", i1_same_shape),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct CmpIOp {
    /// The comparison.
    pub predicate: CmpIPredicate,
    /// The left operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// `i1`, or `i1`s of the operands' shape.
    #[result(type = BoolLike)]
    pub result: Value,
}

// def Arith_CmpFOp : Arith_CompareOp<"cmpf",
//     [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let summary = "floating-point comparison operation";
//   let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
//                        FloatLike:$lhs,
//                        FloatLike:$rhs,
//                        DefaultValuedAttr<
//                          Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let assemblyFormat = [{ $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($lhs)}];
// }
/// Floating-point comparison, elementwise, into `i1`s: `%r = arith.cmpf oeq, %a, %b : f32`.
#[derive(Clone, Debug)]
#[dialect_op(arith.cmpf, summary = "floating-point comparison operation",
             traits = [Pure, SameTypeOperands,
                       TypesMatchWith("result type has i1 element type and same shape as operands",
                                      "lhs", "result", i1_same_shape),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)")]
pub struct CmpFOp {
    /// The comparison.
    pub predicate: CmpFPredicate,
    /// The left operand.
    #[operand(type = FloatLike)]
    pub lhs: Value,
    /// The right operand.
    #[operand(type = FloatLike)]
    pub rhs: Value,
    /// The fast-math flags.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// `i1`, or `i1`s of the operands' shape.
    #[result(type = BoolLike)]
    pub result: Value,
}

// def SelectOp : Arith_Op<"select", [Pure,
//     AllTypesMatch<["true_value", "false_value", "result"]>,
//     BooleanConditionOrMatchingShape<"condition", "result">,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRangesFromOptional"]>,
//     DeclareOpInterfaceMethods<SelectLikeOpInterface>]> {
//   let summary = "select operation";
//   let arguments = (ins BoolLike:$condition,
//                        AnyType:$true_value,
//                        AnyType:$false_value);
//   let results = (outs AnyType:$result);
//   let hasVerifier = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// One of two values, by a condition (`i1`, or `i1`s choosing elementwise):
/// `%x = arith.select %cond, %t, %f : i32`, `arith.select %c, %t, %f : vector<4xi1>, vector<4xi32>`.
///
/// Upstream's C++ parser and printer (`hasCustomAssemblyFormat`) are the format below:
/// `custom<SelectOperands>` reads the operand list as `parseOperandList(operands, 3)` does
/// («expected 3 operands»), `custom<SelectOpTypes>` the types after `:`. (`SelectOp::verify`
/// only repeats the `BooleanConditionOrMatchingShape` predicate for a condition that is no
/// shaped type.)
#[derive(Clone, Debug)]
#[dialect_op(arith.select, summary = "select operation",
             traits = [Pure, AllTypesMatch(["true_value", "false_value", "result"]),
                       PredOpTrait("condition is signless i1 or has matching shape",
                                   boolean_condition_or_matching_shape),
                       NoMemoryEffect, Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold, canonicalizer,
             format = "custom<SelectOperands>($condition, $true_value, $false_value) attr-dict `:` custom<SelectOpTypes>(type($condition), type($result))")]
pub struct SelectOp {
    /// The condition.
    #[operand(type = BoolLike)]
    pub condition: Value,
    /// The value chosen where the condition holds.
    #[operand]
    pub true_value: Value,
    /// The value chosen elsewhere.
    #[operand]
    pub false_value: Value,
    /// The chosen value.
    #[result]
    pub result: Value,
}

/// `custom<SelectOperands>` of `arith.select`: a comma-separated list of exactly three
/// operands.
fn parse_select_operands<'a>(
    p: &mut Parser<'a>,
    condition: &mut Vec<UnresolvedOperand<'a>>,
    true_value: &mut Vec<UnresolvedOperand<'a>>,
    false_value: &mut Vec<UnresolvedOperand<'a>>,
) -> ParseResult<()> {
    let mut operands = Vec::new();
    p.parse_operand_list_count(&mut operands, Delimiter::None, 3)?;
    let Ok([c, t, f]) = <[UnresolvedOperand<'a>; 3]>::try_from(operands) else {
        return Err(p.emit_error("expected 3 operands"));
    };
    condition.push(c);
    true_value.push(t);
    false_value.push(f);
    Ok(())
}

fn print_select_operands(
    p: &mut Printer<'_>,
    condition: &[Value],
    true_value: &[Value],
    false_value: &[Value],
) {
    let operands: Vec<Value> = [condition, true_value, false_value].concat();
    p.print_operands(&operands);
}

/// `custom<SelectOpTypes>` of `arith.select`: the result type, preceded by the condition's type
/// when that is not `i1` (`vector<4xi1>, vector<4xi32>`).
fn parse_select_op_types(
    p: &mut Parser<'_>,
    condition: &mut Vec<Type>,
    result: &mut Vec<Type>,
) -> ParseResult<()> {
    let first = p.parse_type()?;
    if p.parse_optional_comma() {
        condition.push(first);
        result.push(p.parse_type()?);
    } else {
        condition.push(Type::i1());
        result.push(first);
    }
    Ok(())
}

fn print_select_op_types(p: &mut Printer<'_>, condition: &[Type], result: &[Type]) {
    if let Some(c @ (Type::Vector(_) | Type::Tensor(_) | Type::MemRef(_))) = condition.first() {
        p.print_type(c);
        p.write_str(", ");
    }
    p.print_type_list(result);
}

rods::dialect! {
    /// The `arith` dialect: basic integer and floating point mathematical operations.
    ///
    /// The arith dialect is intended to hold basic integer and floating point
    /// mathematical operations. This includes unary, binary, and ternary arithmetic
    /// ops, bitwise and shift ops, cast ops, and compare ops. Operations in this
    /// dialect also accept vectors and tensors of integers or floats. The dialect
    /// assumes integers are represented by bitvectors with a two's complement
    /// representation. Unless otherwise stated, the operations within this dialect
    /// propagate poison values, i.e., if any of its inputs are poison, then the
    /// output is poison. Unless otherwise stated, operations applied to `vector`
    /// and `tensor` values propagates poison elementwise.
    pub static ARITH_DIALECT = {
        name: "arith",
        // Its folders propagate `#ub.poison`, which its constant materializer makes a
        // `ub.poison` of.
        dependent_dialects: [crate::ub::UB_DIALECT],
        ops: [
            ConstantOp,
            AddIOp,
            AddUIExtendedOp,
            SubIOp,
            MulIOp,
            MulSIExtendedOp,
            MulUIExtendedOp,
            DivUIOp,
            DivSIOp,
            CeilDivUIOp,
            CeilDivSIOp,
            FloorDivSIOp,
            RemUIOp,
            RemSIOp,
            AndIOp,
            OrIOp,
            XOrIOp,
            ShLIOp,
            ShRUIOp,
            ShRSIOp,
            NegFOp,
            AddFOp,
            SubFOp,
            MaximumFOp,
            MaxNumFOp,
            MaxSIOp,
            MaxUIOp,
            MinimumFOp,
            MinNumFOp,
            MinSIOp,
            MinUIOp,
            MulFOp,
            DivFOp,
            RemFOp,
            ExtUIOp,
            ExtSIOp,
            ExtFOp,
            ScalingExtFOp,
            TruncIOp,
            TruncFOp,
            ScalingTruncFOp,
            UIToFPOp,
            SIToFPOp,
            FPToUIOp,
            FPToSIOp,
            IndexCastOp,
            IndexCastUIOp,
            BitcastOp,
            CmpIOp,
            CmpFOp,
            SelectOp,
        ],
        attrs: [
            FastMathAttr,
            IntegerOverflowAttr,
        ],
        materialize_constant: materialize_constant,
    };
}
