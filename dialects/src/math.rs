//! The `math` dialect (LLVM 22's `MathBase.td` and `MathOps.td`), declared with rods: the
//! integer and floating-point ops beyond `arith`'s, elementwise on scalars, vectors and tensors,
//! with `arith`'s fast-math flags. Each declaration maps line for line to its TableGen record;
//! comments quote the record, and the op classes of `MathOps.td` (`Math_FloatUnaryOp`, …) are
//! `macro_rules!` here.
//!
//! The folders (`hasFolder`) are in `math/fold.rs`; constants are materialized by arith's
//! materializer, as upstream's `MathDialect::materializeConstant` does.
//!
//! `ArithFastMathInterface` and `VectorUnrollOpInterface` have no rods counterpart yet.

use rods::dialect_op;
use rods::ir::Value;
use rods::ods::{BoolLike, FloatLike, SignlessIntegerOrIndexLike, i1_same_shape};

use crate::arith::{FastMathAttr, fastmath_none};

mod fold;

// class Math_Op<string mnemonic, list<Trait> traits = []> :
//     Op<Math_Dialect, mnemonic, traits # [Pure,
//     DeclareOpInterfaceMethods<VectorUnrollOpInterface>] #
//     ElementwiseMappable.traits>;
//
// class Math_IntegerUnaryOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
//   let arguments = (ins SignlessIntegerOrIndexLike:$operand);
//   let results = (outs SignlessIntegerOrIndexLike:$result);
//   let assemblyFormat = "$operand attr-dict `:` type($result)";
// }
macro_rules! math_integer_unary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(math.$mnemonic, summary = $summary,
                     traits = [SameOperandsAndResultType, Pure,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     $($($hook,)*)?
                     format = "$operand attr-dict `:` type($result)")]
        pub struct $name {
            /// The operand.
            #[operand(type = SignlessIntegerOrIndexLike)]
            pub operand: Value,
            /// The result, of the operand's type.
            #[result(type = SignlessIntegerOrIndexLike)]
            pub result: Value,
        }
    };
}

// class Math_FloatClassificationOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic,
//       traits # [DeclareOpInterfaceMethods<ArithFastMathInterface>,
//                 TypesMatchWith<
//           "result type has i1 element type and same shape as operands",
//           "operand", "result", "::getI1SameShape($_self)">]> {
//   let arguments = (ins FloatLike:$operand,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs BoolLike:$result);
//   let assemblyFormat = "$operand attr-dict `:` type($operand)";
// }
macro_rules! math_float_classification_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(math.$mnemonic, summary = $summary,
                     traits = [TypesMatchWith("result type has i1 element type and same shape as operands",
                                              "operand", "result", i1_same_shape),
                               Pure, Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     $($($hook,)*)?
                     format = "$operand attr-dict `:` type($operand)")]
        pub struct $name {
            /// The operand.
            #[operand(type = FloatLike)]
            pub operand: Value,
            /// The fast-math flags.
            #[attr(default = fastmath_none())]
            pub fastmath: FastMathAttr,
            /// `i1`, or `i1`s of the operand's shape.
            #[result(type = BoolLike)]
            pub result: Value,
        }
    };
}

// class Math_FloatUnaryOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic,
//         traits # [SameOperandsAndResultType,
//                   DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let arguments = (ins FloatLike:$operand,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs FloatLike:$result);
//   let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! math_float_unary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(math.$mnemonic, summary = $summary,
                     traits = [SameOperandsAndResultType, Pure,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     $($($hook,)*)?
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

// class Math_IntegerBinaryOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
//   let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
//   let results = (outs SignlessIntegerOrIndexLike:$result);
//   let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
// }
//
// def Math_IPowIOp : Math_IntegerBinaryOp<"ipowi"> {
//   let summary = "signed integer raised to the power of operation";
// }
/// `math.ipowi`: a signed integer raised to a signed integer power.
#[derive(Clone, Debug)]
#[dialect_op(math.ipowi, summary = "signed integer raised to the power of operation",
             traits = [SameOperandsAndResultType, Pure,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             fold,
             format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct IPowIOp {
    /// The base.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    /// The exponent.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// The power, of the operands' type.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub result: Value,
}

// class Math_FloatBinaryOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic,
//         traits # [SameOperandsAndResultType,
//                   DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs FloatLike:$result);
//   let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($result) }];
// }
macro_rules! math_float_binary_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal
     $(, hooks = [$($hook:ident),*])?) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(math.$mnemonic, summary = $summary,
                     traits = [SameOperandsAndResultType, Pure,
                               Elementwise, Scalarizable, Vectorizable, Tensorizable],
                     $($($hook,)*)?
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

// class Math_FloatTernaryOp<string mnemonic, list<Trait> traits = []> :
//     Math_Op<mnemonic,
//         traits # [SameOperandsAndResultType,
//                   DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let arguments = (ins FloatLike:$a, FloatLike:$b, FloatLike:$c,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs FloatLike:$result);
//   let assemblyFormat = [{ $a `,` $b `,` $c (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($result) }];
// }
//
// def Math_FmaOp : Math_FloatTernaryOp<"fma"> {
//   let summary = "floating point fused multipy-add operation";
// }
/// `math.fma`: `a * b + c` with one rounding: `%a = math.fma %b, %c, %d : f64`.
#[derive(Clone, Debug)]
#[dialect_op(math.fma, summary = "floating point fused multipy-add operation",
             traits = [SameOperandsAndResultType, Pure,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct FmaOp {
    /// The first factor.
    #[operand(type = FloatLike)]
    pub a: Value,
    /// The second factor.
    #[operand(type = FloatLike)]
    pub b: Value,
    /// The addend.
    #[operand(type = FloatLike)]
    pub c: Value,
    /// The fast-math flags.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// The result, of the operands' type.
    #[result(type = FloatLike)]
    pub result: Value,
}

// def Math_ClampFOp : Math_FloatTernaryOp<"clampf"> {
//   let summary = "floating point clamping operation";
//   let arguments = (ins FloatLike:$value, FloatLike:$min, FloatLike:$max,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let assemblyFormat = [{
//     $value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)?
//     attr-dict `:` type($result)
//   }];
// }
/// `math.clampf`: a value clamped into `[min, max]`: `%r = math.clampf %v to [%lo, %hi] : f32`.
#[derive(Clone, Debug)]
#[dialect_op(math.clampf, summary = "floating point clamping operation",
             traits = [SameOperandsAndResultType, Pure,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct ClampFOp {
    /// The value clamped.
    #[operand(type = FloatLike)]
    pub value: Value,
    /// The lower bound.
    #[operand(type = FloatLike)]
    pub min: Value,
    /// The upper bound.
    #[operand(type = FloatLike)]
    pub max: Value,
    /// The fast-math flags.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// The result, of the operands' type.
    #[result(type = FloatLike)]
    pub result: Value,
}

// def Math_SincosOp : Math_Op<"sincos",
//     [SameOperandsAndResultShape,
//      DeclareOpInterfaceMethods<ArithFastMathInterface>,
//      AllTypesMatch<["operand", "sin", "cos"]>]> {
//   let summary = "sine and cosine of the specified value";
//   let arguments = (ins FloatLike:$operand,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs FloatLike:$sin, FloatLike:$cos);
//   let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($operand) }];
// }
/// `math.sincos`: the sine and the cosine of a value: `%s, %c = math.sincos %x : f32`.
#[derive(Clone, Debug)]
#[dialect_op(math.sincos, summary = "sine and cosine of the specified value",
             traits = [SameOperandsAndResultShape, AllTypesMatch(["operand", "sin", "cos"]), Pure,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")]
pub struct SincosOp {
    /// The operand.
    #[operand(type = FloatLike)]
    pub operand: Value,
    /// The fast-math flags.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// The sine.
    #[result(type = FloatLike)]
    pub sin: Value,
    /// The cosine.
    #[result(type = FloatLike)]
    pub cos: Value,
}

// def Math_FPowIOp : Math_Op<"fpowi",
//     [SameOperandsAndResultShape, AllTypesMatch<["lhs", "result"]>,
//      DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
//   let summary = "floating point raised to the signed integer power";
//   let arguments = (ins FloatLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
//       DefaultValuedAttr<Arith_FastMathAttr,
//                         "::mlir::arith::FastMathFlags::none">:$fastmath);
//   let results = (outs FloatLike:$result);
//   let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
//                           attr-dict `:` type($lhs) `,` type($rhs) }];
// }
/// `math.fpowi`: a float raised to a signed integer power: `%r = math.fpowi %x, %n : f32, i32`.
#[derive(Clone, Debug)]
#[dialect_op(math.fpowi, summary = "floating point raised to the signed integer power",
             traits = [SameOperandsAndResultShape, AllTypesMatch(["lhs", "result"]), Pure,
                       Elementwise, Scalarizable, Vectorizable, Tensorizable],
             format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)")]
pub struct FPowIOp {
    /// The base.
    #[operand(type = FloatLike)]
    pub lhs: Value,
    /// The exponent.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    /// The fast-math flags.
    #[attr(default = fastmath_none())]
    pub fastmath: FastMathAttr,
    /// The power, of the base's type.
    #[result(type = FloatLike)]
    pub result: Value,
}

math_float_unary_op!(
    // def Math_AbsFOp : Math_FloatUnaryOp<"absf"> {
    //   let summary = "floating point absolute-value operation";
    // }
    /// `math.absf`: floating point absolute-value operation.
    AbsFOp, absf, "floating point absolute-value operation",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_AcoshOp : Math_FloatUnaryOp<"acosh"> {
    //   let summary = "Hyperbolic arcus cosine of the given value";
    // }
    /// `math.acosh`: hyperbolic arcus cosine of the given value.
    AcoshOp, acosh, "Hyperbolic arcus cosine of the given value"
);

math_float_unary_op!(
    // def Math_AsinOp : Math_FloatUnaryOp<"asin"> {
    //   let summary = "arcus sine of the given value";
    // }
    /// `math.asin`: arcus sine of the given value.
    AsinOp, asin, "arcus sine of the given value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_AsinhOp : Math_FloatUnaryOp<"asinh"> {
    //   let summary = "hyperbolic arcus sine of the given value";
    // }
    /// `math.asinh`: hyperbolic arcus sine of the given value.
    AsinhOp, asinh, "hyperbolic arcus sine of the given value"
);

math_float_unary_op!(
    // def Math_AtanOp : Math_FloatUnaryOp<"atan"> {
    //   let summary = "arcus tangent of the given value";
    // }
    /// `math.atan`: arcus tangent of the given value.
    AtanOp, atan, "arcus tangent of the given value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_AtanhOp : Math_FloatUnaryOp<"atanh"> {
    //   let summary = "hyperbolic arcus tangent of the given value";
    // }
    /// `math.atanh`: hyperbolic arcus tangent of the given value.
    AtanhOp, atanh, "hyperbolic arcus tangent of the given value"
);

math_float_unary_op!(
    // def Math_CbrtOp : Math_FloatUnaryOp<"cbrt"> {
    //   let summary = "cube root of the specified value";
    // }
    /// `math.cbrt`: cube root of the specified value.
    CbrtOp, cbrt, "cube root of the specified value"
);

math_float_unary_op!(
    // def Math_CeilOp : Math_FloatUnaryOp<"ceil"> {
    //   let summary = "ceiling of the specified value";
    // }
    /// `math.ceil`: ceiling of the specified value.
    CeilOp, ceil, "ceiling of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_CosOp : Math_FloatUnaryOp<"cos"> {
    //   let summary = "cosine of the specified value";
    // }
    /// `math.cos`: cosine of the specified value.
    CosOp, cos, "cosine of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_AcosOp : Math_FloatUnaryOp<"acos"> {
    //   let summary = "arcus cosine of the specified value";
    // }
    /// `math.acos`: arcus cosine of the specified value.
    AcosOp, acos, "arcus cosine of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_CoshOp : Math_FloatUnaryOp<"cosh"> {
    //   let summary = "hyperbolic cosine of the specified value";
    // }
    /// `math.cosh`: hyperbolic cosine of the specified value.
    CoshOp, cosh, "hyperbolic cosine of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_SinOp : Math_FloatUnaryOp<"sin"> {
    //   let summary = "sine of the specified value";
    // }
    /// `math.sin`: sine of the specified value.
    SinOp, sin, "sine of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_SinhOp : Math_FloatUnaryOp<"sinh"> {
    //   let summary = "hyperbolic sine of the specified value";
    // }
    /// `math.sinh`: hyperbolic sine of the specified value.
    SinhOp, sinh, "hyperbolic sine of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_ErfOp : Math_FloatUnaryOp<"erf"> {
    //   let summary = "error function of the specified value";
    // }
    /// `math.erf`: error function of the specified value.
    ErfOp, erf, "error function of the specified value"
);

math_float_unary_op!(
    // def Math_ErfcOp : Math_FloatUnaryOp<"erfc"> {
    //   let summary = "complementary error function of the specified value";
    // }
    /// `math.erfc`: complementary error function of the specified value.
    ErfcOp, erfc, "complementary error function of the specified value"
);

math_float_unary_op!(
    // def Math_ExpOp : Math_FloatUnaryOp<"exp"> {
    //   let summary = "base-e exponential of the specified value";
    // }
    /// `math.exp`: base-e exponential of the specified value.
    ExpOp, exp, "base-e exponential of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_Exp2Op : Math_FloatUnaryOp<"exp2"> {
    //   let summary = "base-2 exponential of the specified value";
    // }
    /// `math.exp2`: base-2 exponential of the specified value.
    Exp2Op, exp2, "base-2 exponential of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_ExpM1Op : Math_FloatUnaryOp<"expm1"> {
    //   let summary = "base-e exponential of the specified value minus 1";
    // }
    /// `math.expm1`: base-e exponential of the specified value minus 1.
    ExpM1Op, expm1, "base-e exponential of the specified value minus 1",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_FloorOp : Math_FloatUnaryOp<"floor"> {
    //   let summary = "floor of the specified value";
    // }
    /// `math.floor`: floor of the specified value.
    FloorOp, floor, "floor of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_LogOp : Math_FloatUnaryOp<"log"> {
    //   let summary = "base-e logarithm of the specified value";
    // }
    /// `math.log`: base-e logarithm of the specified value.
    LogOp, log, "base-e logarithm of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_Log10Op : Math_FloatUnaryOp<"log10"> {
    //   let summary = "base-10 logarithm of the specified value";
    // }
    /// `math.log10`: base-10 logarithm of the specified value.
    Log10Op, log10, "base-10 logarithm of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_Log1pOp : Math_FloatUnaryOp<"log1p"> {
    //   let summary = "Computes the natural logarithm of one plus the given value";
    // }
    /// `math.log1p`: computes the natural logarithm of one plus the given value.
    Log1pOp, log1p, "Computes the natural logarithm of one plus the given value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_Log2Op : Math_FloatUnaryOp<"log2"> {
    //   let summary = "base-2 logarithm of the specified value";
    // }
    /// `math.log2`: base-2 logarithm of the specified value.
    Log2Op, log2, "base-2 logarithm of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_RsqrtOp : Math_FloatUnaryOp<"rsqrt"> {
    //   let summary = "reciprocal of sqrt (1 / sqrt of the specified value)";
    // }
    /// `math.rsqrt`: reciprocal of sqrt (1 / sqrt of the specified value).
    RsqrtOp, rsqrt, "reciprocal of sqrt (1 / sqrt of the specified value)"
);

math_float_unary_op!(
    // def Math_SqrtOp : Math_FloatUnaryOp<"sqrt"> {
    //   let summary = "sqrt of the specified value";
    // }
    /// `math.sqrt`: sqrt of the specified value.
    SqrtOp, sqrt, "sqrt of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_TanOp : Math_FloatUnaryOp<"tan"> {
    //   let summary = "tangent of the specified value";
    // }
    /// `math.tan`: tangent of the specified value.
    TanOp, tan, "tangent of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_TanhOp : Math_FloatUnaryOp<"tanh"> {
    //   let summary = "hyperbolic tangent of the specified value";
    // }
    /// `math.tanh`: hyperbolic tangent of the specified value.
    TanhOp, tanh, "hyperbolic tangent of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_RoundEvenOp : Math_FloatUnaryOp<"roundeven"> {
    //   let summary = "round of the specified value with halfway cases to even";
    // }
    /// `math.roundeven`: round of the specified value with halfway cases to even.
    RoundEvenOp, roundeven, "round of the specified value with halfway cases to even",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_RoundOp : Math_FloatUnaryOp<"round"> {
    //   let summary = "round of the specified value";
    // }
    /// `math.round`: round of the specified value.
    RoundOp, round, "round of the specified value",
    hooks = [fold]
);

math_float_unary_op!(
    // def Math_TruncOp : Math_FloatUnaryOp<"trunc"> {
    //   let summary = "trunc of the specified value";
    // }
    /// `math.trunc`: trunc of the specified value.
    TruncOp, trunc, "trunc of the specified value",
    hooks = [fold]
);

math_integer_unary_op!(
    // def Math_AbsIOp : Math_IntegerUnaryOp<"absi"> {
    //   let summary = "integer absolute-value operation";
    // }
    /// `math.absi`: integer absolute-value operation.
    AbsIOp, absi, "integer absolute-value operation",
    hooks = [fold]
);

math_integer_unary_op!(
    // def Math_CountLeadingZerosOp : Math_IntegerUnaryOp<"ctlz"> {
    //   let summary = "counts the leading zeros an integer value";
    // }
    /// `math.ctlz`: counts the leading zeros an integer value.
    CountLeadingZerosOp, ctlz, "counts the leading zeros an integer value",
    hooks = [fold]
);

math_integer_unary_op!(
    // def Math_CountTrailingZerosOp : Math_IntegerUnaryOp<"cttz"> {
    //   let summary = "counts the trailing zeros an integer value";
    // }
    /// `math.cttz`: counts the trailing zeros an integer value.
    CountTrailingZerosOp, cttz, "counts the trailing zeros an integer value",
    hooks = [fold]
);

math_integer_unary_op!(
    // def Math_CtPopOp : Math_IntegerUnaryOp<"ctpop"> {
    //   let summary = "counts the number of set bits of an integer value";
    // }
    /// `math.ctpop`: counts the number of set bits of an integer value.
    CtPopOp, ctpop, "counts the number of set bits of an integer value",
    hooks = [fold]
);

math_float_classification_op!(
    // def Math_IsFiniteOp : Math_FloatClassificationOp<"isfinite"> {
    //   let summary = "returns true if the operand classifies as finite";
    // }
    /// `math.isfinite`: returns true if the operand classifies as finite.
    IsFiniteOp, isfinite, "returns true if the operand classifies as finite",
    hooks = [fold]
);

math_float_classification_op!(
    // def Math_IsInfOp : Math_FloatClassificationOp<"isinf"> {
    //   let summary = "returns true if the operand classifies as infinite";
    // }
    /// `math.isinf`: returns true if the operand classifies as infinite.
    IsInfOp, isinf, "returns true if the operand classifies as infinite",
    hooks = [fold]
);

math_float_classification_op!(
    // def Math_IsNaNOp : Math_FloatClassificationOp<"isnan"> {
    //   let summary = "returns true if the operand classifies as NaN";
    // }
    /// `math.isnan`: returns true if the operand classifies as NaN.
    IsNaNOp, isnan, "returns true if the operand classifies as NaN",
    hooks = [fold]
);

math_float_classification_op!(
    // def Math_IsNormalOp : Math_FloatClassificationOp<"isnormal"> {
    //   let summary = "returns true if the operand classifies as normal";
    // }
    /// `math.isnormal`: returns true if the operand classifies as normal.
    IsNormalOp, isnormal, "returns true if the operand classifies as normal",
    hooks = [fold]
);

math_float_binary_op!(
    // def Math_Atan2Op : Math_FloatBinaryOp<"atan2"> {
    //   let summary = "2-argument arcus tangent of the given values";
    // }
    /// `math.atan2`: 2-argument arcus tangent of the given values.
    Atan2Op, atan2, "2-argument arcus tangent of the given values",
    hooks = [fold]
);

math_float_binary_op!(
    // def Math_CopySignOp : Math_FloatBinaryOp<"copysign"> {
    //   let summary = "A copysign operation";
    // }
    /// `math.copysign`: a copysign operation.
    CopySignOp, copysign, "A copysign operation",
    hooks = [fold]
);

math_float_binary_op!(
    // def Math_PowFOp : Math_FloatBinaryOp<"powf"> {
    //   let summary = "floating point raised to the power of operation";
    // }
    /// `math.powf`: floating point raised to the power of operation.
    PowFOp, powf, "floating point raised to the power of operation",
    hooks = [fold]
);

rods::dialect! {
    /// The `math` dialect: mathematical operations beyond simple arithmetic.
    ///
    /// The math dialect is intended to hold mathematical operations on integer and
    /// floating types beyond simple arithmetics. Each operation works on scalar, vector
    /// or tensor type. On vector and tensor type operations apply elementwise unless
    /// explicitly specified otherwise. As an example, the floating point absolute value
    /// can be expressed as:
    ///
    /// ```mlir
    /// // Scalar absolute value.
    /// %a = math.absf %b : f64
    ///
    /// // Vector elementwise absolute value.
    /// %f = math.absf %g : vector<4xf32>
    ///
    /// // Tensor elementwise absolute value.
    /// %x = math.absf %y : tensor<4x?xf8>
    /// ```
    pub static MATH_DIALECT = {
        name: "math",
        dependent_dialects: [crate::arith::ARITH_DIALECT],
        materialize_constant: crate::arith::materialize_constant,
        ops: [
            AbsFOp,
            AcoshOp,
            AsinOp,
            AsinhOp,
            AtanOp,
            AtanhOp,
            CbrtOp,
            CeilOp,
            CosOp,
            AcosOp,
            CoshOp,
            SinOp,
            SinhOp,
            ErfOp,
            ErfcOp,
            ExpOp,
            Exp2Op,
            ExpM1Op,
            FloorOp,
            LogOp,
            Log10Op,
            Log1pOp,
            Log2Op,
            RsqrtOp,
            SqrtOp,
            TanOp,
            TanhOp,
            RoundEvenOp,
            RoundOp,
            TruncOp,
            AbsIOp,
            CountLeadingZerosOp,
            CountTrailingZerosOp,
            CtPopOp,
            IsFiniteOp,
            IsInfOp,
            IsNaNOp,
            IsNormalOp,
            Atan2Op,
            CopySignOp,
            PowFOp,
            IPowIOp,
            FmaOp,
            ClampFOp,
            SincosOp,
            FPowIOp,
        ],
    };
}
