//! The subgroup matrix-multiply-accumulate part of upstream's `gpu` dialect (`GPUOps.td`,
//! `GPUBase.td` and `GPUDialect.h` of LLVM 22), declared with rods: the
//! `!gpu.mma_matrix<16x16xf16, "AOp">` type, `gpu.subgroup_mma_load_matrix`,
//! `gpu.subgroup_mma_store_matrix`, `gpu.subgroup_mma_compute`,
//! `gpu.subgroup_mma_constant_matrix`, `gpu.subgroup_mma_elementwise` (with its
//! `MMAElementwiseOp` enum), `gpu.subgroup_mma_extract_thread_local` and
//! `gpu.subgroup_mma_insert_thread_local`. They belong to both forms of the dialect
//! ([`crate::GpuFlavour`]). Each declaration maps line for line to its TableGen record (the type
//! to upstream's C++ class); comments quote the record.
//!
//! Not modelled: the `MemoryEffects<[MemRead]>` / `MemoryEffects<[MemWrite]>` traits of the load
//! and store (rods records no per-effect traits).

use std::borrow::Cow;
use std::marker::PhantomData;

use rods::diag::{Diagnostic, ParseResult};
use rods::ir::affine::{AffineBinaryKind, AffineExpr};
use rods::ir::print::Printer;
use rods::ir::{Attribute, Ir, Location, MemRefType, OpId, Type, Value};
use rods::ods::{
    BuildableType, F16, F32, F64, I8, I32, Index, IndexAttr, SI8, TypeConstraint, UI8, UnitAttr,
    emit_error,
};
use rods::syntax::parser::Parser;
use rods::{dialect_attr, dialect_enum, dialect_op, dialect_type};

use super::compute::AnyIntegerOrFloat;

// ----- !gpu.mma_matrix -----------------------------------------------------------------------

// class MMAMatrixType
//     : public Type::TypeBase<MMAMatrixType, Type, MMAMatrixStorageType> {
//   static constexpr StringLiteral name = "gpu.mma_matrix";
//   static LogicalResult verifyInvariants(function_ref<InFlightDiagnostic()> emitError,
//                                         ArrayRef<int64_t> shape, Type elementType,
//                                         StringRef operand);
// };
// (parsed and printed by `GPUDialect::parseType` / `printType`)
/// MMAMatrix represents a matrix held by a subgroup for matrix-matrix multiply accumulate
/// operations: `!gpu.mma_matrix<16x16xf16, "AOp">`. MMAMatrices are taken as direct operands by
/// these operations and are also produced as results. These matrices are meant to reside in
/// the registers. A limited number of pointwise operations can be performed on these matrices,
/// i.e., operations which operate uniformly on all the elements in the matrix and do not change
/// the order of matrix elements. The above conditions exist because the layout of matrix
/// elements inside the matrix is opaque i.e., the elements may be present in the matrix in any
/// order.
///
/// The type describes the shape of the matrix (two static dimensions), its element type
/// (`si8`, `ui8`, `i32`, `f16`, `f32` or `f64`) and the operand of `C += A*B` it holds: `"AOp"`,
/// `"BOp"` or `"COp"`. Upstream declares it in C++ (`GPUDialect::parseType` / `printType`); the
/// format is one custom directive after the empty literal (no space before it), which reads
/// and prints the whole body and reports a type that fails `verify` at the mnemonic, as
/// upstream's `getChecked` at the parser's name location does.
#[dialect_type(gpu.mma_matrix, name = "MMAMatrixType", verify, summary = "MMAMatrix type",
               format = "`` custom<MMAMatrix>($shape, $element_type, $operand)")]
pub struct MMAMatrixType {
    /// The matrix's two dimensions.
    pub shape: Vec<i64>,
    /// The element type.
    pub element_type: Type,
    /// The operand of `C += A*B` the matrix holds: `AOp`, `BOp` or `COp`.
    pub operand: String,
}

impl MMAMatrixType {
    /// Upstream's `MMAMatrixType::verifyInvariants`.
    fn verify(&self) -> Result<(), String> {
        if !matches!(self.operand.as_str(), "AOp" | "BOp" | "COp") {
            return Err("operand expected to be one of AOp, BOp or COp".to_owned());
        }
        if self.shape.len() != 2 {
            return Err("MMAMatrixType must have exactly two dimensions".to_owned());
        }
        if !Self::is_valid_element_type(&self.element_type) {
            return Err(
                "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64".to_owned(),
            );
        }
        Ok(())
    }

    /// Upstream's `MMAMatrixType::isValidElementType` (LLVM 22 accepts `f64` too).
    pub fn is_valid_element_type(ty: &Type) -> bool {
        [
            F16::build(),
            F32::build(),
            F64::build(),
            UI8::build(),
            SI8::build(),
        ]
        .contains(ty)
            || matches!(ty, Type::Integer { width: 32, .. })
    }
}

/// `custom<MMAMatrix>` of `!gpu.mma_matrix` (upstream's `GPUDialect::parseType`): `<`, a
/// static dimension list, the element type, `,` and the operand as a string. Where the
/// operand is no string upstream fails without a message; rods says «expected string». The
/// type is verified here, with errors at the mnemonic.
fn parse_mmamatrix(p: &mut Parser<'_>) -> ParseResult<(Vec<i64>, Type, String)> {
    // The mnemonic `mma_matrix` is the token just read (after `!gpu.` or `!gpu<`).
    let name_loc = match p.previous_end_location() {
        Location::Offset(end) => Location::Offset(end.saturating_sub("mma_matrix".len() as u32)),
        other => other,
    };
    p.parse_less()?;
    let shape: Vec<i64> = p
        .parse_dimension_list(false)?
        .into_iter()
        .map(|d| d.map_or(-1, |d| d as i64))
        .collect();
    let element_type = p.parse_type()?;
    p.parse_comma()?;
    let Some(operand) = p.parse_optional_string() else {
        return Err(p.emit_error("expected string"));
    };
    let operand = String::from_utf8_lossy(operand.as_bytes()).into_owned();
    p.parse_greater()?;
    let ty = MMAMatrixType {
        shape,
        element_type,
        operand,
    };
    if let Err(msg) = ty.verify() {
        return Err(p.emit_error_at(name_loc, msg));
    }
    Ok((ty.shape, ty.element_type, ty.operand))
}

/// `custom<MMAMatrix>` of `!gpu.mma_matrix` (upstream's `GPUDialect::printType`):
/// `16x16xf16, "AOp"`, the operand between quotes as it is.
fn print_mmamatrix(p: &mut Printer<'_>, shape: &[i64], element_type: &Type, operand: &str) {
    p.write_str("<");
    for dim in shape {
        p.print_i64(*dim);
        p.write_str("x");
    }
    p.print_type(element_type);
    p.write_str(", \"");
    p.write_str(operand);
    p.write_str("\">");
}

// def IsMMAMatrixTypePred : CPred<"::llvm::isa<::mlir::gpu::MMAMatrixType>($_self)">;
// def GPU_MMAMatrix : DialectType<
//   GPU_Dialect, IsMMAMatrixTypePred, "MMAMatrix type">;
/// Any `!gpu.mma_matrix`: «MMAMatrix type». A `DialectType` upstream, so formats print it in
/// full.
#[derive(Clone, Copy, Debug, Default)]
pub struct MMAMatrix;

impl TypeConstraint for MMAMatrix {
    fn summary() -> Cow<'static, str> {
        "MMAMatrix type".into()
    }
    fn check(ty: &Type) -> bool {
        ty.downcast_ref::<MMAMatrixType>().is_some()
    }
}

// class MMAMatrixOf<list<Type> allowedTypes> :
//   ContainerType<AnyTypeOf<allowedTypes>, IsMMAMatrixTypePred,
//   "::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType()",
//   "gpu.mma_matrix", "::mlir::gpu::MMAMatrixType">;
/// A `!gpu.mma_matrix` whose element type satisfies `T`: «gpu.mma_matrix of T values». Its
/// C++ type being `MMAMatrixType`, formats read it with `parseCustomTypeWithFallback`: a type
/// of another kind is «invalid kind of type specified: expected gpu.mma_matrix, but found
/// 'TYPE'»; it prints in full (the type has no stripped form).
#[derive(Clone, Copy, Debug, Default)]
pub struct MMAMatrixOf<T>(PhantomData<T>);

impl<T: TypeConstraint> TypeConstraint for MMAMatrixOf<T> {
    fn summary() -> Cow<'static, str> {
        format!("gpu.mma_matrix of {} values", T::summary()).into()
    }
    fn check(ty: &Type) -> bool {
        ty.downcast_ref::<MMAMatrixType>()
            .is_some_and(|m| T::check(&m.element_type))
    }
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::__private::parse_type_of_kind::<MMAMatrixType>(p, "gpu.mma_matrix")
    }
}

// def GPU_MMAMemRef : MemRefOf<[I8, I32, F16, F32, F64,
//                               VectorOfRankAndType<[1], [I8, I32, F16, F32, F64]>]>;
/// The memrefs `gpu.subgroup_mma_load_matrix` and `_store_matrix` access.
pub type MMAMemRef = rods::ods::MemRefOf<(
    I8,
    I32,
    F16,
    F32,
    F64,
    rods::ods::VectorOfRankAndType<1, (I8, I32, F16, F32, F64)>,
)>;

/// The element type of a `!gpu.mma_matrix` (`none` for another type, which the op's type
/// constraints reject first): the transformer of the ops' `TypesMatchWith`.
pub fn mma_element_type(ty: &Type) -> Type {
    ty.downcast_ref::<MMAMatrixType>()
        .map_or(Type::None, |m| m.element_type.clone())
}

/// The linear coefficient of dimension `dim` in `expr`: `Some(Some(c))` for a constant one,
/// `Some(None)` for a symbolic one, `None` where `expr` is not linear in the dimensions.
fn dim_coefficient(expr: &AffineExpr, dim: u32) -> Option<Option<i64>> {
    if let Some(d) = expr.as_dim() {
        return Some(Some(i64::from(d == dim)));
    }
    let Some((kind, lhs, rhs)) = expr.as_binary() else {
        return Some(Some(0));
    };
    let (l, r) = (dim_coefficient(lhs, dim)?, dim_coefficient(rhs, dim)?);
    match kind {
        AffineBinaryKind::Add => Some(l.zip(r).map(|(a, b)| a + b)),
        AffineBinaryKind::Mul => match (lhs.as_constant(), rhs.as_constant()) {
            (Some(k), _) => Some(r.map(|c| c * k)),
            (_, Some(k)) => Some(l.map(|c| c * k)),
            // A product with a symbol: a symbolic stride unless the dimension is absent.
            _ if l == Some(0) && r == Some(0) => Some(Some(0)),
            _ => Some(None),
        },
        _ if lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant() => Some(Some(0)),
        _ => None,
    }
}

/// MLIR's `MemRefType::isLastDimUnitStride`: the memref's strides can be computed and the last
/// one is 1 (the identity layout, a `strided<[…, 1]>` layout, or a single-result linear affine
/// map whose coefficient of the last dimension is 1).
pub fn is_last_dim_unit_stride(memref: &MemRefType) -> bool {
    let rank = memref.rank().unwrap_or(0);
    match memref.layout() {
        None => true,
        Some(Attribute::StridedLayout(s)) => s.strides.last().is_none_or(|l| *l == Some(1)),
        Some(Attribute::AffineMap(map)) if map.is_identity() => true,
        Some(Attribute::AffineMap(map)) => match map.results() {
            [expr] if rank > 0 => dim_coefficient(expr, rank as u32 - 1) == Some(Some(1)),
            [_] => true,
            _ => false,
        },
        Some(_) => false,
    }
}

// ----- Loads, stores and compute ----------------------------------------------------------

// def GPU_SubgroupMmaLoadMatrixOp : GPU_Op<"subgroup_mma_load_matrix",
//     [MemoryEffects<[MemRead]>]>{
//   let summary = "GPU warp synchronous matrix load";
//   let arguments = (ins Arg<MMAMemRef, "",
//                           [MemReadAt<0, FullEffect>]>:$srcMemref,
//                   Variadic<Index>:$indices,
//                   IndexAttr:$leadDimension,
//                   OptionalAttr<UnitAttr>:$transpose);
//   let results = (outs MMAMatrix:$res);
//   let assemblyFormat = [{
//     $srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)
//   }];
//   let hasVerifier = 1;
// }
/// The `gpu.subgroup_mma_load_matrix` operation loads a matrix collectively using all the
/// threads in a subgroup.
///
/// This operation takes a memref as its first operand: it is the source matrix from which data
/// is to be loaded. The op returns a `!gpu.mma_matrix`. The source memref can be in global
/// memory or shared memory. The load address is determined using `indices`. The matrix being
/// loaded into is the result. The `leadDimension` attribute specifies the leading dimension
/// size of the source matrix which eventually allows the lowering to determine the size of each
/// row. If the `transpose` attribute is present then the op does a transposed load.
///
/// For integer types, the resulting `!gpu.mma_matrix` type needs to specify the signedness of
/// the data if the matrix type is an `A` or `B` operand for `gpu.subgroup_mma_compute`.
///
/// ```mlir
/// %0 = gpu.subgroup_mma_load_matrix %src[%i, %j] {leadDimension = 32 : index}
///      : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
/// ```
#[dialect_op(gpu.subgroup_mma_load_matrix, verify, traits = [MemoryEffects([MemRead])],
             summary = "GPU warp synchronous matrix load",
             format = "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)")]
#[derive(Debug)]
pub struct SubgroupMmaLoadMatrixOp {
    /// The matrix in memory.
    #[operand(name = "srcMemref", type = MMAMemRef, effects = [MemReadAt(0, FullEffect)])]
    pub src_memref: Value,
    /// Where the matrix starts.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The leading dimension of the matrix in memory.
    #[attr(name = "leadDimension")]
    pub lead_dimension: IndexAttr,
    /// Whether the load is transposed.
    pub transpose: Option<UnitAttr>,
    /// The loaded matrix.
    #[result(type = MMAMatrix)]
    pub res: Value,
}

impl SubgroupMmaLoadMatrixOp {
    /// Upstream's `SubgroupMmaLoadMatrixOp::verify` (its errors have no op prefix).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        if let Type::MemRef(m) = ir.value_type(this.src_memref)
            && !is_last_dim_unit_stride(m)
        {
            return Err(emit_error(
                ir,
                op,
                "expected source memref most minor dim must have unit stride",
            ));
        }
        let operand = ir
            .value_type(this.res)
            .downcast_ref::<MMAMatrixType>()
            .map(|m| m.operand.as_str());
        if !matches!(operand, Some("AOp" | "BOp" | "COp")) {
            return Err(emit_error(ir, op, "only AOp, BOp and COp can be loaded"));
        }
        Ok(())
    }
}

// def GPU_SubgroupMmaStoreMatrixOp : GPU_Op<"subgroup_mma_store_matrix",
//     [MemoryEffects<[MemWrite]>]>{
//   let summary = "GPU warp synchronous matrix store";
//   let arguments = (ins Arg<MMAMatrixOf<[SI8, UI8, I32, F16, F32, F64]>>:$src,
//                   Arg<MMAMemRef, "",[MemWriteAt<0, FullEffect>]>:$dstMemref,
//                   Variadic<Index>:$indices,
//                   IndexAttr:$leadDimension,
//                   OptionalAttr<UnitAttr>:$transpose);
//   let assemblyFormat = [{
//     $src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)
//   }];
//   let hasVerifier = 1;
// }
/// The `gpu.subgroup_mma_store_matrix` operation stores a matrix collectively using all the
/// threads in a subgroup.
///
/// This operation takes a `!gpu.mma_matrix` and a memref as operands. `!gpu.mma_matrix` is the
/// source value containing the data to be stored into the destination memref which can be in
/// global or shared memory. The store address is determined using the indices provided. The
/// `leadDimension` attribute specifies the leading dimension of the destination matrix. If the
/// `transpose` attribute is present then the op does a transposed store.
///
/// ```mlir
/// gpu.subgroup_mma_store_matrix %D, %sg[%i,%j] {leadDimension = 32 : index}
///     : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
/// ```
#[dialect_op(gpu.subgroup_mma_store_matrix, verify, traits = [MemoryEffects([MemWrite])],
             summary = "GPU warp synchronous matrix store",
             format = "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)")]
#[derive(Debug)]
pub struct SubgroupMmaStoreMatrixOp {
    /// The matrix to store, a `COp`.
    #[operand(type = MMAMatrixOf<(SI8, UI8, I32, F16, F32, F64)>)]
    pub src: Value,
    /// The memory stored to.
    #[operand(name = "dstMemref", type = MMAMemRef, effects = [MemWriteAt(0, FullEffect)])]
    pub dst_memref: Value,
    /// Where the matrix starts.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The leading dimension of the matrix in memory.
    #[attr(name = "leadDimension")]
    pub lead_dimension: IndexAttr,
    /// Whether the store is transposed.
    pub transpose: Option<UnitAttr>,
}

impl SubgroupMmaStoreMatrixOp {
    /// Upstream's `SubgroupMmaStoreMatrixOp::verify` (its errors have no op prefix).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        if let Type::MemRef(m) = ir.value_type(this.dst_memref)
            && !is_last_dim_unit_stride(m)
        {
            return Err(emit_error(
                ir,
                op,
                "expected destination memref most minor dim must have unit stride",
            ));
        }
        let operand = ir
            .value_type(this.src)
            .downcast_ref::<MMAMatrixType>()
            .map(|m| m.operand.as_str());
        if operand != Some("COp") {
            return Err(emit_error(
                ir,
                op,
                "expected the operand matrix being stored to have 'COp' operand type",
            ));
        }
        Ok(())
    }
}

// def GPU_SubgroupMmaComputeOp
//     : GPU_Op<"subgroup_mma_compute", [Pure, AllTypesMatch<["opC", "res"]>]> {
//   let summary = "GPU warp synchronous matrix multiply accumulate";
//   let arguments = (ins Arg<MMAMatrixOf<[SI8, UI8, F16, F32, F64]>>:$opA,
//                   Arg<MMAMatrixOf<[SI8, UI8, F16, F32, F64]>>:$opB,
//                   Arg<MMAMatrixOf<[I32, F16, F32, F64]>>:$opC,
//                   OptionalAttr<UnitAttr>:$a_transpose,
//                   OptionalAttr<UnitAttr>:$b_transpose);
//   let results = (outs MMAMatrix : $res);
//   let assemblyFormat = [{
//     $opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)
//   }];
//   let hasVerifier = 1;
// }
/// The `gpu.subgroup_mma_compute` operation performs a matrix-multiply accumulate (mma)
/// operation using all the threads in a subgroup.
///
/// This operation takes three `!gpu.mma_matrix`s as arguments: these hold `A`, `B` and `C`
/// operands for the mma operation. The operation performed is represented as `C += A * B`. The
/// op returns a `!gpu.mma_matrix` which contains the result of the operation held by all threads
/// in a subgroup. `a_transpose` or `b_transpose` if present, signify that the respective
/// operand was loaded in a transposed manner.
///
/// For integer types, the `A` and `B` matrices carry their signedness with their types. The
/// accumulator type is expected to be signless and imply a signed integer with a greater width
/// than the other two operands.
///
/// ```mlir
/// %D = gpu.subgroup_mma_compute %A, %B, %C :
///   !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">
///   -> !gpu.mma_matrix<16x16xf16, "COp">
/// ```
#[dialect_op(gpu.subgroup_mma_compute, traits = [Pure, AllTypesMatch(["opC", "res"])], verify,
             summary = "GPU warp synchronous matrix multiply accumulate",
             format = "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)")]
#[derive(Debug)]
pub struct SubgroupMmaComputeOp {
    /// `A`, an `AOp` matrix.
    #[operand(name = "opA", type = MMAMatrixOf<(SI8, UI8, F16, F32, F64)>)]
    pub op_a: Value,
    /// `B`, a `BOp` matrix.
    #[operand(name = "opB", type = MMAMatrixOf<(SI8, UI8, F16, F32, F64)>)]
    pub op_b: Value,
    /// `C`, a `COp` matrix.
    #[operand(name = "opC", type = MMAMatrixOf<(I32, F16, F32, F64)>)]
    pub op_c: Value,
    /// Whether `A` was loaded transposed.
    pub a_transpose: Option<UnitAttr>,
    /// Whether `B` was loaded transposed.
    pub b_transpose: Option<UnitAttr>,
    /// `C + A * B`.
    #[result(type = MMAMatrix)]
    pub res: Value,
}

impl SubgroupMmaComputeOp {
    /// Upstream's `SubgroupMmaComputeOp::verify` (its errors have no op prefix).
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let this = Self::from_op(ir, op).expect("verified by the generated checks");
        let matrix = |v: Value| ir.value_type(v).downcast_ref::<MMAMatrixType>();
        let (Some(a), Some(b), Some(c)) = (matrix(this.op_a), matrix(this.op_b), matrix(this.op_c))
        else {
            return Ok(());
        };
        if a.operand != "AOp" || b.operand != "BOp" || c.operand != "COp" {
            return Err(emit_error(
                ir,
                op,
                "operands must be in the order AOp, BOp, COp",
            ));
        }
        let (a, b, c) = (&a.shape, &b.shape, &c.shape);
        if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
            return Err(emit_error(
                ir,
                op,
                "operand shapes do not satisfy matmul constraints",
            ));
        }
        Ok(())
    }
}

// ----- Constants and thread-local access ------------------------------------------------

// def GPU_SubgroupMmaConstantMatrixOp : GPU_Op<"subgroup_mma_constant_matrix",
//     [Pure,
//      TypesMatchWith<"value type matches element type of mma_matrix",
//                     "res", "value",
//                     "::llvm::cast<gpu::MMAMatrixType>($_self).getElementType()">]>{
//   let summary = "GPU warp synchronous constant matrix";
//   let arguments = (ins AnyTypeOf<[SI8, UI8, I32, F16, F32]>:$value);
//   let results = (outs MMAMatrix:$res);
//   let assemblyFormat = [{
//     $value attr-dict `:` type($res)
//   }];
// }
/// The `gpu.subgroup_mma_constant_matrix` creates a `!gpu.mma_matrix` with constant elements.
///
/// The operation takes a scalar input and return a `!gpu.mma_matrix` where each element of is
/// equal to the operand constant. The destination mma_matrix type must have elememt type equal
/// to the constant type. Since the layout of `!gpu.mma_matrix` is opaque this only support
/// setting all the elements to the same value.
///
/// ```mlir
/// %0 = gpu.subgroup_mma_constant_matrix %a : !gpu.mma_matrix<16x16xf16, "AOp">
/// %1 = gpu.subgroup_mma_constant_matrix %b : !gpu.mma_matrix<16x16xf32, "COp">
/// ```
#[dialect_op(gpu.subgroup_mma_constant_matrix,
             traits = [Pure, TypesMatchWith("value type matches element type of mma_matrix",
                                            "res", "value", mma_element_type)],
             summary = "GPU warp synchronous constant matrix",
             format = "$value attr-dict `:` type($res)")]
#[derive(Debug)]
pub struct SubgroupMmaConstantMatrixOp {
    /// The value of every element.
    #[operand(type = (SI8, UI8, I32, F16, F32))]
    pub value: Value,
    /// The matrix.
    #[result(type = MMAMatrix)]
    pub res: Value,
}

// def GPU_SubgroupMmaExtractThreadLocalOp : GPU_Op<"subgroup_mma_extract_thread_local",
//     [Pure,
//      TypesMatchWith<"value type matches element type of mma_matrix",
//                     "matrix", "res",
//                     "::llvm::cast<gpu::MMAMatrixType>($_self).getElementType()">]>{
//   let summary = "Extract a value from GPU warp by invocation and indices";
//   let arguments = (ins MMAMatrix:$matrix, Variadic<Index>:$indices);
//   let results = (outs AnyIntegerOrFloat:$res);
//   let assemblyFormat = [{
//     $matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)
//   }];
// }
/// The `gpu.subgroup_mma_extract_thread_local` operation extracts a value from
/// `!gpu.mma_matrix` that is stored at subgroup level.
///
/// Since `matrix` is packed into the the threads within a subgroup, `indices` are the indices
/// into the values stored by each thread. That is, an index of 0 (or [0, 0]) does not
/// necessarily refer to the first element of the matrix, but the first element that a
/// particular thread holds. If the size of the subgroup is S, then
/// `subgroup_mma_extract_thread_local` at each index in `[0, (M * N) / S)` will have the entire
/// matrix extracted across the subgroup.
///
/// ```mlir
/// %c0 = arith.constant 0 : index
/// %val = gpu.subgroup_mma_extract_thread_local %m[%c0] : !gpu.mma_matrix<16x16xf32, "AOp"> -> f32
/// ```
#[dialect_op(gpu.subgroup_mma_extract_thread_local,
             traits = [Pure, TypesMatchWith("value type matches element type of mma_matrix",
                                            "matrix", "res", mma_element_type)],
             summary = "Extract a value from GPU warp by invocation and indices",
             format = "$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)")]
#[derive(Debug)]
pub struct SubgroupMmaExtractThreadLocalOp {
    /// The matrix.
    #[operand(type = MMAMatrix)]
    pub matrix: Value,
    /// Which of this thread's values.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The value.
    #[result(type = AnyIntegerOrFloat)]
    pub res: Value,
}

// def GPU_SubgroupMmaInsertThreadLocalOp : GPU_Op<"subgroup_mma_insert_thread_local",
//     [Pure,
//      TypesMatchWith<"value type matches element type of mma_matrix",
//                     "matrix", "value",
//                     "::llvm::cast<gpu::MMAMatrixType>($_self).getElementType()"> ]>{
//   let summary = "Insert a value into GPU warp by invocation and indices";
//   let arguments = (ins AnyIntegerOrFloat:$value, MMAMatrix:$matrix,
//                        Variadic<Index>:$indices);
//   let results = (outs MMAMatrix:$res);
//   let assemblyFormat = [{
//     $value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)
//   }];
// }
/// The `gpu.subgroup_mma_insert_thread_local` operation inserts a value to `!gpu.mma_matrix`
/// that is stored at subgroup level, and returns the updated matrix.
///
/// Since `matrix` is packed into the the threads within a subgroup, `indices` are the indices
/// into the values stored by each thread, as for `gpu.subgroup_mma_extract_thread_local`.
///
/// ```mlir
/// %c0 = arith.constant 0 : index
/// %s0 = gpu.subgroup_mma_insert_thread_local %val, %m[%c0] : f16, !gpu.mma_matrix<16x16xf16, "COp">
///         -> !gpu.mma_matrix<16x16xf16, "COp">
/// ```
#[dialect_op(gpu.subgroup_mma_insert_thread_local,
             traits = [Pure, TypesMatchWith("value type matches element type of mma_matrix",
                                            "matrix", "value", mma_element_type)],
             summary = "Insert a value into GPU warp by invocation and indices",
             format = "$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)")]
#[derive(Debug)]
pub struct SubgroupMmaInsertThreadLocalOp {
    /// The value to insert.
    #[operand(type = AnyIntegerOrFloat)]
    pub value: Value,
    /// The matrix.
    #[operand(type = MMAMatrix)]
    pub matrix: Value,
    /// Which of this thread's values.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The updated matrix.
    #[result(type = MMAMatrix)]
    pub res: Value,
}

// ----- gpu.subgroup_mma_elementwise ------------------------------------------------------

// def GPU_ElementwiseOpAddF  : I32EnumAttrCase<"ADDF", 0, "addf">; …
// def MMAElementWise : I32EnumAttr<"MMAElementwiseOp",
//   "elementwise operation to apply to mma matrix", [
//     GPU_ElementwiseOpAddF, GPU_ElementwiseOpMulF, GPU_ElementwiseOpSUBF,
//     GPU_ElementwiseOpMaxF, GPU_ElementwiseOpMinF, GPU_ElementwiseOpDivF,
//     GPU_ElementwiseOpAddI, GPU_ElementwiseOpMulI, GPU_ElementwiseOpSUBI,
//     GPU_ElementwiseOpDivS, GPU_ElementwiseOpDivU, GPU_ElementwiseOpNEGF,
//     GPU_ElementwiseOpNEGS, GPU_ElementwiseOpEXTF
//   ]> {
//   let genSpecializedAttr = 0;
//   let cppNamespace = "::mlir::gpu";
// }
/// The elementwise operation `gpu.subgroup_mma_elementwise` applies.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "elementwise operation to apply to mma matrix",
    gen_specialized_attr = false
)]
pub enum MMAElementwiseOp {
    /// `def GPU_ElementwiseOpAddF  : I32EnumAttrCase<"ADDF", 0, "addf">;`
    #[case(value = 0, str = "addf")]
    AddF,
    /// `def GPU_ElementwiseOpMulF  : I32EnumAttrCase<"MULF", 1, "mulf">;`
    #[case(value = 1, str = "mulf")]
    MulF,
    /// `def GPU_ElementwiseOpSUBF  : I32EnumAttrCase<"SUBF", 2, "subf">;`
    #[case(value = 2, str = "subf")]
    SubF,
    /// `def GPU_ElementwiseOpMaxF : I32EnumAttrCase<"MAXF", 3, "maxf">;`
    #[case(value = 3, str = "maxf")]
    MaxF,
    /// `def GPU_ElementwiseOpMinF : I32EnumAttrCase<"MINF", 4, "minf">;`
    #[case(value = 4, str = "minf")]
    MinF,
    /// `def GPU_ElementwiseOpDivF : I32EnumAttrCase<"DIVF", 5, "divf">;`
    #[case(value = 5, str = "divf")]
    DivF,
    /// `def GPU_ElementwiseOpAddI  : I32EnumAttrCase<"ADDI", 6, "addi">;`
    #[case(value = 6, str = "addi")]
    AddI,
    /// `def GPU_ElementwiseOpMulI  : I32EnumAttrCase<"MULI", 7, "muli">;`
    #[case(value = 7, str = "muli")]
    MulI,
    /// `def GPU_ElementwiseOpSUBI  : I32EnumAttrCase<"SUBI", 8, "subi">;`
    #[case(value = 8, str = "subi")]
    SubI,
    /// `def GPU_ElementwiseOpDivS : I32EnumAttrCase<"DIVS", 9, "divs">;`
    #[case(value = 9, str = "divs")]
    DivS,
    /// `def GPU_ElementwiseOpDivU : I32EnumAttrCase<"DIVU", 10, "divu">;`
    #[case(value = 10, str = "divu")]
    DivU,
    /// `def GPU_ElementwiseOpNEGF : I32EnumAttrCase<"NEGATEF", 11, "negatef">;`
    #[case(value = 11, str = "negatef")]
    NegateF,
    /// `def GPU_ElementwiseOpNEGS : I32EnumAttrCase<"NEGATES", 12, "negates">;`
    #[case(value = 12, str = "negates")]
    NegateS,
    /// `def GPU_ElementwiseOpEXTF : I32EnumAttrCase<"EXTF", 13, "extf">;`
    #[case(value = 13, str = "extf")]
    ExtF,
}

// def MMAElementWiseAttr : EnumAttr<GPU_Dialect, MMAElementWise,
//                                   "mma_element_wise">;
/// `#gpu<mma_element_wise addf>`: an elementwise operation as an attribute.
#[dialect_attr(gpu.mma_element_wise, name = "MMAElementWiseAttr", format = "$value",
               summary = "elementwise operation to apply to mma matrix")]
pub struct MMAElementWiseAttr {
    /// The operation.
    pub value: MMAElementwiseOp,
}

// def GPU_SubgroupMmaElementwiseOp : GPU_Op<"subgroup_mma_elementwise",
//     [Pure,
//      AllTypesMatch<["args"]>]>{
//   let summary = "GPU warp elementwise operation on a matrix";
//   let arguments = (ins Variadic<MMAMatrix>:$args,
//                        MMAElementWiseAttr:$opType);
//   let results = (outs MMAMatrix:$res);
//   let assemblyFormat = [{
//     $opType $args attr-dict `:` functional-type($args, $res)
//   }];
// }
/// The `gpu.subgroup_mma_elementwise` takes `!gpu.mma_matrix` inputs and compute a new
/// `!gpu.mma_matrix` by applying an elementwise operation to each element.
///
/// Since the operation is elementwise and the matrix type must match, the matrix elements are
/// processed independently of the matrix layout.
///
/// ```mlir
/// %0 = gpu.subgroup_mma_elementwise addf %A, %B :
///   (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">)
///   -> !gpu.mma_matrix<16x16xf16, "COp">
/// ```
///
/// Upstream's `AllTypesMatch<["args"]>` names one (variadic) operand group and so checks
/// nothing; rods leaves it out.
#[dialect_op(gpu.subgroup_mma_elementwise, traits = [Pure],
             summary = "GPU warp elementwise operation on a matrix",
             format = "$opType $args attr-dict `:` functional-type($args, $res)")]
#[derive(Debug)]
pub struct SubgroupMmaElementwiseOp {
    /// The matrices.
    #[operand(type = MMAMatrix)]
    pub args: Vec<Value>,
    /// The operation applied.
    #[attr(name = "opType")]
    pub op_type: MMAElementWiseAttr,
    /// The result.
    #[result(type = MMAMatrix)]
    pub res: Value,
}

/// A `!gpu.mma_matrix` type (used by the generic builders and tests).
pub fn mma_matrix(shape: [i64; 2], element_type: Type, operand: &str) -> Type {
    MMAMatrixType::new(shape.to_vec(), element_type, operand.to_owned()).into_type()
}
