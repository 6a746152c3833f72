//! Type constraints of operands and results (MLIR's `CommonTypeConstraints.td`), each with
//! upstream's exact summary, so a generated verifier reports «'OP' op operand #N must be
//! SUMMARY, but got 'TYPE'». A constraint is a Rust type implementing [`TypeConstraint`];
//! every [`BuildableType`](super::BuildableType) is one (its predicate: equal to the built type).
//!
//! Composition follows TableGen: [`AnyTypeOf`] joins summaries with « or », [`AllOfType`] with
//! « and », and the container constraints ([`TensorOf`], [`VectorOfAnyRankOf`], …) take the
//! allowed element types as one constraint or a tuple of them (`TensorOf<(I32, F32)>` is
//! «tensor of 32-bit signless integer or 32-bit float values»).
//!
//! The value-semantics containers (`…Like`, [`ValueSemanticsContainerOf`]) are vectors and
//! tensors; [`AnyShaped`] and [`ShapedOf`] also take memrefs, and [`MemRefOf`] /
//! [`AnyMemRef`] are ranked memrefs, as upstream's `MemRefType` (an unranked one is
//! [`UnrankedMemRefOf`] / [`AnyUnrankedMemRef`]).

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::diag::{Diagnostic, ParseResult};
use crate::ir::{Ir, OpId, Signedness, Type, Value};
use crate::syntax::parser::Parser;
use crate::syntax::printer::Printer;

use super::verify::emit_op_error;

/// A predicate on a type with its summary (MLIR's `TypeConstraint`). Declare your own:
///
/// ```
/// use std::borrow::Cow;
/// use rods::ir::Type;
/// use rods::ods::TypeConstraint;
///
/// /// «even-width integer»
/// struct EvenWidthInteger;
/// impl TypeConstraint for EvenWidthInteger {
///     fn summary() -> Cow<'static, str> { "even-width integer".into() }
///     fn check(ty: &Type) -> bool {
///         matches!(ty, Type::Integer { width, .. } if width % 2 == 0)
///     }
/// }
/// ```
///
/// and use it as `#[operand(type = EvenWidthInteger)]`. A constraint that also implements
/// [`BuildableType`](super::BuildableType) lets a format leave the type out.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type constraint",
    label = "not a type constraint",
    note = "`#[operand(type = T)]` / `#[result(type = T)]` take a type implementing `rods::ods::TypeConstraint` (`I32`, `AnyInteger`, `TensorOf<F32>`, …) or `rods::ods::BuildableType`"
)]
pub trait TypeConstraint {
    /// The summary after «must be » (`signless-integer-like`).
    fn summary() -> Cow<'static, str>;
    /// Whether `ty` satisfies the constraint.
    fn check(ty: &Type) -> bool;

    /// Reads the type of `type($x)` for a single value in an op format (MLIR's
    /// `parseCustomTypeWithFallback` of the constraint's C++ class): any type by default; a
    /// `#[dialect_type]` with parameters reads its stripped body (`<i32, f32>`) or its full
    /// form (`!tst.pair<i32, f32>`), and nothing else.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        p.parse_type()
    }

    /// Prints the type of `type($x)` for a single value in an op format (MLIR's
    /// `printStrippedAttrOrType` when the type has the constraint's C++ class): in full by
    /// default; a `#[dialect_type]` with parameters prints its stripped body.
    fn print_in_format(ty: &Type, p: &mut Printer<'_>) {
        p.print_type(ty);
    }
}

/// Checks the values of one operand or result group against `C`, as MLIR's generated
/// `verifyInvariantsImpl` does: «'OP' op operand #N must be SUMMARY, but got 'TYPE'», where `N`
/// counts from `first` (the group's first position among all operands or results), `what` is
/// `operand` or `result`, and a variadic group's summary reads «variadic of SUMMARY».
pub fn verify_value_types<C: TypeConstraint>(
    ir: &Ir,
    op: OpId,
    values: &[Value],
    first: usize,
    what: &str,
    variadic: bool,
) -> Result<(), Diagnostic> {
    for (i, v) in values.iter().enumerate() {
        let ty = ir.value_type(*v);
        if C::check(ty) {
            continue;
        }
        let of = if variadic { "variadic of " } else { "" };
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "{what} #{} must be {of}{}, but got '{}'",
                first + i,
                C::summary(),
                crate::ir::print::type_to_string(ty)
            ),
        ));
    }
    Ok(())
}

/// Reads the type of a value whose constraint has a builtin C++ class (`VectorType`,
/// `MemRefType`) in an op format, as MLIR's `parseCustomTypeWithFallback<T>`: any type, which
/// must be of that class («invalid kind of type specified: expected builtin.vector, but found
/// 'f32'»).
fn parse_builtin_class(p: &mut Parser<'_>, class: &BuiltinClass) -> ParseResult<Type> {
    super::values::parse_builtin_type_of_kind(p, class.name, class.is)
}

/// [`TypeConstraint::parse_in_format`] of a constraint whose C++ class is `MemRefType` (a
/// dialect's `MemRefRankOf<[I8], [1]>`): any type, which must be a ranked memref («invalid kind
/// of type specified: expected builtin.memref, but found 'i1'»).
pub fn parse_memref_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
    parse_builtin_class(p, &MEMREF_CLASS)
}

/// [`TypeConstraint::parse_in_format`] of a constraint whose C++ class is `VectorType`: any
/// type, which must be a vector («… expected builtin.vector, but found 'f32'»).
pub fn parse_vector_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
    parse_builtin_class(p, &VECTOR_CLASS)
}

/// A builtin type class: its name in MLIR's messages and its predicate.
struct BuiltinClass {
    name: &'static str,
    is: fn(&Type) -> bool,
}

/// `VectorType`.
const VECTOR_CLASS: BuiltinClass = BuiltinClass {
    name: "builtin.vector",
    is: |t| matches!(t, Type::Vector(_)),
};

/// `MemRefType` (ranked).
const MEMREF_CLASS: BuiltinClass = BuiltinClass {
    name: "builtin.memref",
    is: is_ranked_memref,
};

macro_rules! constraint {
    ($($(#[$doc:meta])* $name:ident, $summary:expr, |$ty:ident| $check:expr $(, class = $class:expr)? $(, kind $kind:literal, $is:expr)?;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;
        impl TypeConstraint for $name {
            fn summary() -> Cow<'static, str> {
                $summary.into()
            }
            fn check($ty: &Type) -> bool {
                $check
            }
            $(fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
                parse_builtin_class(p, &$class)
            })?
            $(
                fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
                    super::values::parse_builtin_type_of_kind(p, $kind, $is)
                }
            )?
        }
    )*};
}

fn is_signless_int(ty: &Type) -> bool {
    matches!(
        ty,
        Type::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// The element type of a shaped type (vector, tensor).
fn shaped_element(ty: &Type) -> Option<&Type> {
    match ty {
        Type::Vector(v) => Some(&v.element),
        Type::Tensor(t) => Some(&t.element),
        _ => None,
    }
}

/// The element type of any shaped type (MLIR's `ShapedType`: vector, tensor, memref).
fn any_shaped_element(ty: &Type) -> Option<&Type> {
    match ty {
        Type::MemRef(m) => Some(m.element_type()),
        _ => shaped_element(ty),
    }
}

/// Whether `ty` is a ranked memref (MLIR's `MemRefType`; an unranked one is
/// `UnrankedMemRefType`).
fn is_ranked_memref(ty: &Type) -> bool {
    matches!(ty, Type::MemRef(m) if m.shape().is_some())
}

/// Whether `ty` is an unranked memref (`memref<*xf32>`).
fn is_unranked_memref(ty: &Type) -> bool {
    matches!(ty, Type::MemRef(m) if m.shape().is_none())
}

/// MLIR's `TypeOrValueSemanticsContainer`: `ty` satisfies `pred`, or is a vector or tensor
/// (the builtin types with `ValueSemantics`) whose element type does.
fn type_or_container(ty: &Type, pred: fn(&Type) -> bool) -> bool {
    pred(ty) || shaped_element(ty).is_some_and(pred)
}

/// `AnyInteger`: «integer». Its C++ class is `IntegerType`: `type($x)` of a single value reads
/// any type and checks it is an integer («invalid kind of type specified: expected
/// builtin.integer, but found 'f32'», MLIR's `parseCustomTypeWithFallback<IntegerType>`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnyInteger;

impl TypeConstraint for AnyInteger {
    fn summary() -> Cow<'static, str> {
        "integer".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Integer { .. })
    }
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        super::values::parse_builtin_type_of_kind(p, "builtin.integer", Self::check)
    }
}

constraint! {
    /// `AnyType`: «any type».
    AnyType, "any type", |_ty| true;
    /// `AnySignlessInteger`: «signless integer».
    AnySignlessInteger, "signless integer", |ty| is_signless_int(ty);
    /// `AnySignedInteger`: «signed integer».
    AnySignedInteger, "signed integer",
        |ty| matches!(ty, Type::Integer { signedness: Signedness::Signed, .. });
    /// `AnyUnsignedInteger`: «unsigned integer».
    AnyUnsignedInteger, "unsigned integer",
        |ty| matches!(ty, Type::Integer { signedness: Signedness::Unsigned, .. });
    /// `AnySignlessIntegerOrIndex`: «signless integer or index».
    AnySignlessIntegerOrIndex, "signless integer or index",
        |ty| is_signless_int(ty) || *ty == Type::Index;
    /// `AnyFloat`: «floating-point».
    AnyFloat, "floating-point", |ty| matches!(ty, Type::Float(_));
    /// `AnyComplex`: «complex-type».
    AnyComplex, "complex-type", |ty| matches!(ty, Type::Complex(_));
    /// `BoolLike`: «bool-like» (`i1`, or a vector or tensor of `i1`).
    BoolLike, "bool-like", |ty| type_or_container(ty, |t| t.is_signless_int(1));
    /// `SignlessIntegerLike`: «signless-integer» (a signless integer, or a vector or tensor of
    /// them).
    SignlessIntegerLike, "signless-integer", |ty| type_or_container(ty, is_signless_int);
    /// `SignlessIntegerOrIndexLike`: «signless-integer-like» (also `index` and containers of it).
    SignlessIntegerOrIndexLike, "signless-integer-like",
        |ty| type_or_container(ty, |t| is_signless_int(t) || *t == Type::Index);
    /// `FloatLike`: «floating-point-like».
    FloatLike, "floating-point-like", |ty| type_or_container(ty, |t| matches!(t, Type::Float(_)));
    /// `SignlessIntegerOrFloatLike`: «signless-integer-like or floating-point-like».
    SignlessIntegerOrFloatLike, "signless-integer-like or floating-point-like",
        |ty| SignlessIntegerLike::check(ty) || FloatLike::check(ty);
    /// `AnyShaped`: «shaped of any type values» (vectors, tensors and memrefs).
    AnyShaped, "shaped of any type values", |ty| any_shaped_element(ty).is_some();
    /// `AnyMemRef`: «memref of any type values» (ranked).
    AnyMemRef, "memref of any type values", |ty| is_ranked_memref(ty), class = MEMREF_CLASS;
    /// `AnyNon0RankedMemRef`: «non-0-ranked.memref of any type values».
    AnyNon0RankedMemRef, "non-0-ranked.memref of any type values",
        |ty| matches!(ty, Type::MemRef(m) if m.shape().is_some_and(|s| !s.is_empty()));
    /// `AnyUnrankedMemRef`: «unranked.memref of any type values».
    AnyUnrankedMemRef, "unranked.memref of any type values", |ty| is_unranked_memref(ty),
        kind "builtin.unranked_memref", is_unranked_memref;
    /// `AnyRankedOrUnrankedMemRef`: «ranked or unranked memref of any type values».
    AnyRankedOrUnrankedMemRef, "ranked or unranked memref of any type values",
        |ty| matches!(ty, Type::MemRef(_));
    /// `AnyTensor`: «tensor of any type values».
    AnyTensor, "tensor of any type values", |ty| matches!(ty, Type::Tensor(_));
    /// `AnyRankedTensor`: «ranked tensor of any type values».
    AnyRankedTensor, "ranked tensor of any type values",
        |ty| matches!(ty, Type::Tensor(t) if t.shape.is_some());
    /// `AnyUnrankedTensor`: «unranked tensor of any type values».
    AnyUnrankedTensor, "unranked tensor of any type values",
        |ty| matches!(ty, Type::Tensor(t) if t.shape.is_none());
    /// `AnyStaticShapeTensor`: «statically shaped tensor of any type values».
    AnyStaticShapeTensor, "statically shaped tensor of any type values",
        |ty| matches!(ty, Type::Tensor(t) if t.shape.as_ref().is_some_and(|s| s.iter().all(Option::is_some)));
    /// `AnyVectorOfAnyRank`: «vector of any type values».
    AnyVectorOfAnyRank, "vector of any type values", |ty| matches!(ty, Type::Vector(_)),
        class = VECTOR_CLASS;
    /// `AnyVectorOfNonZeroRank`: «vector of any type values» (not `vector<f32>`).
    AnyVectorOfNonZeroRank, "vector of any type values",
        |ty| matches!(ty, Type::Vector(v) if !v.shape.is_empty()), class = VECTOR_CLASS;
    /// `AnyFixedVectorOfAnyRank`: «fixed-length vector of any type values».
    AnyFixedVectorOfAnyRank, "fixed-length vector of any type values",
        |ty| matches!(ty, Type::Vector(v) if !v.scalable.contains(&true)), class = VECTOR_CLASS;
}

/// `AnyI<N>`: «N-bit integer» (any signedness).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnyI<const N: u32>;

impl<const N: u32> TypeConstraint for AnyI<N> {
    fn summary() -> Cow<'static, str> {
        format!("{N}-bit integer").into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Integer { width, .. } if *width == N)
    }
}

/// `AnyTypeOf<[A, B, …]>`: one of them holds; summary «A or B or …». A bare tuple means the
/// same, so that a container's allowed element types read as in TableGen
/// (`TensorOf<(I32, F32)>` for `TensorOf<[I32, F32]>`).
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyTypeOf<T>(PhantomData<T>);

/// `AllOfType<[A, B, …]>`: all hold; summary «A and B and …».
#[derive(Clone, Copy, Debug, Default)]
pub struct AllOfType<T>(PhantomData<T>);

macro_rules! tuple_type_constraints {
    ($($c:ident),+) => {
        impl<$($c: TypeConstraint),+> TypeConstraint for AnyTypeOf<($($c,)+)> {
            fn summary() -> Cow<'static, str> {
                let parts: &[Cow<'static, str>] = &[$($c::summary()),+];
                parts.join(" or ").into()
            }
            fn check(ty: &Type) -> bool {
                false $(|| $c::check(ty))+
            }
        }

        impl<$($c: TypeConstraint),+> TypeConstraint for AllOfType<($($c,)+)> {
            fn summary() -> Cow<'static, str> {
                let parts: &[Cow<'static, str>] = &[$($c::summary()),+];
                parts.join(" and ").into()
            }
            fn check(ty: &Type) -> bool {
                true $(&& $c::check(ty))+
            }
        }

        impl<$($c: TypeConstraint),+> TypeConstraint for ($($c,)+) {
            fn summary() -> Cow<'static, str> {
                <AnyTypeOf<($($c,)+)> as TypeConstraint>::summary()
            }
            fn check(ty: &Type) -> bool {
                <AnyTypeOf<($($c,)+)> as TypeConstraint>::check(ty)
            }
        }
    };
}

tuple_type_constraints!(A);
tuple_type_constraints!(A, B);
tuple_type_constraints!(A, B, C);
tuple_type_constraints!(A, B, C, D);
tuple_type_constraints!(A, B, C, D, E);
tuple_type_constraints!(A, B, C, D, E, F);

macro_rules! container {
    ($($(#[$doc:meta])* $name:ident, $descr:expr, |$ty:ident| $container:expr $(, class = $class:expr)? $(, kind $kind:literal, $is:expr)?;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name<T>(PhantomData<T>);
        impl<T: TypeConstraint> TypeConstraint for $name<T> {
            fn summary() -> Cow<'static, str> {
                format!("{} of {} values", $descr, T::summary()).into()
            }
            fn check($ty: &Type) -> bool {
                $container && any_shaped_element($ty).is_some_and(T::check)
            }
            $(fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
                parse_builtin_class(p, &$class)
            })?
            $(
                fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
                    super::values::parse_builtin_type_of_kind(p, $kind, $is)
                }
            )?
        }
    )*};
}

container! {
    /// `TensorOf<[T…]>`: «tensor of T values».
    TensorOf, "tensor", |ty| matches!(ty, Type::Tensor(_));
    /// `RankedTensorOf<[T…]>`: «ranked tensor of T values».
    RankedTensorOf, "ranked tensor", |ty| matches!(ty, Type::Tensor(t) if t.shape.is_some());
    /// `UnrankedTensorOf<[T…]>`: «unranked tensor of T values».
    UnrankedTensorOf, "unranked tensor", |ty| matches!(ty, Type::Tensor(t) if t.shape.is_none());
    /// `StaticShapeTensorOf<[T…]>`: «statically shaped tensor of T values».
    StaticShapeTensorOf, "statically shaped tensor",
        |ty| matches!(ty, Type::Tensor(t) if t.shape.as_ref().is_some_and(|s| s.iter().all(Option::is_some)));
    /// `VectorOfAnyRankOf<[T…]>`: «vector of T values».
    VectorOfAnyRankOf, "vector", |ty| matches!(ty, Type::Vector(_)), class = VECTOR_CLASS;
    /// `VectorOfNonZeroRankOf<[T…]>`: «vector of T values», not 0-D.
    VectorOfNonZeroRankOf, "vector", |ty| matches!(ty, Type::Vector(v) if !v.shape.is_empty()),
        class = VECTOR_CLASS;
    /// `FixedVectorOfAnyRank<[T…]>`: «fixed-length vector of T values».
    FixedVectorOfAnyRank, "fixed-length vector",
        |ty| matches!(ty, Type::Vector(v) if !v.scalable.contains(&true)), class = VECTOR_CLASS;
    /// `ValueSemanticsContainerOf<[T…]>`: «container with value semantics of T values».
    ValueSemanticsContainerOf, "container with value semantics", |ty| shaped_element(ty).is_some();
    /// `ShapedContainerType<[T…], IsShapedTypePred, "shaped">`: «shaped of T values».
    ShapedOf, "shaped", |ty| any_shaped_element(ty).is_some();
    /// `MemRefOf<[T…]>`: «memref of T values» (ranked).
    MemRefOf, "memref", |ty| is_ranked_memref(ty), class = MEMREF_CLASS;
    /// `UnrankedMemRefOf<[T…]>`: «unranked.memref of T values».
    UnrankedMemRefOf, "unranked.memref", |ty| is_unranked_memref(ty),
        kind "builtin.unranked_memref", is_unranked_memref;
    /// `RankedOrUnrankedMemRefOf<[T…]>`: «ranked or unranked memref of T values».
    RankedOrUnrankedMemRefOf, "ranked or unranked memref", |ty| matches!(ty, Type::MemRef(_));
}

/// `TensorRankOf<[T…], [R]>`: «RD tensor of T values» (a ranked tensor of rank `R`).
#[derive(Clone, Copy, Debug, Default)]
pub struct TensorRankOf<T, const R: usize>(PhantomData<T>);

impl<T: TypeConstraint, const R: usize> TypeConstraint for TensorRankOf<T, R> {
    fn summary() -> Cow<'static, str> {
        format!("{R}D tensor of {} values", T::summary()).into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Tensor(t) if t.shape.as_ref().is_some_and(|s| s.len() == R))
            && shaped_element(ty).is_some_and(T::check)
    }
}

/// `VectorOfRankAndType<[R], [T…]>`: «vector of T values of ranks R».
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorOfRankAndType<const R: usize, T>(PhantomData<T>);

impl<const R: usize, T: TypeConstraint> TypeConstraint for VectorOfRankAndType<R, T> {
    fn summary() -> Cow<'static, str> {
        format!("vector of {} values of ranks {R}", T::summary()).into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Vector(v) if R != 0 && v.shape.len() == R)
            && shaped_element(ty).is_some_and(T::check)
    }
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        parse_builtin_class(p, &VECTOR_CLASS)
    }
}

/// `Complex<T>`: «complex type with T elements».
#[derive(Clone, Copy, Debug, Default)]
pub struct Complex<T>(PhantomData<T>);

impl<T: TypeConstraint> TypeConstraint for Complex<T> {
    fn summary() -> Cow<'static, str> {
        format!("complex type with {} elements", T::summary()).into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Complex(e) if T::check(e))
    }
}
