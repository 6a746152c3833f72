//! The sparse part of upstream's `gpu` dialect (`GPUOps.td`, `GPUBase.td` and `GPUDialect.h`
//! of LLVM 22), declared with rods: host-side ops on sparse and dense matrix handles (lowered to
//! cuSPARSE upstream), their handle types `!gpu.sparse.dntensor_handle`,
//! `!gpu.sparse.spmat_handle` and `!gpu.sparse.spgemmop_handle`, and the enums `TransposeMode`
//! (`#gpu<mat_transpose_mode TRANSPOSE>`), `Prune2To4SpMatFlag` and
//! `SpGEMMWorkEstimationOrComputeKind`. Every op is asynchronous (`AsyncOpInterface`,
//! `custom<AsyncDependencies>`, from [`super::async_token`]). They belong to both forms of the
//! dialect ([`crate::GpuFlavour`]). Each declaration maps line for line to its TableGen record;
//! comments quote the record.

use rods::ir::Value;
use rods::ods::{AnyMemRef, Index, TypeAttr};
use rods::{dialect_attr, dialect_enum, dialect_op, dialect_type};

use super::async_token::{
    AsyncOpInterface, AsyncTokenType, parse_async_dependencies, print_async_dependencies,
};

// ----- Handle types --------------------------------------------------------------------------

// class GPU_SparseHandle<string typeStr, string description> :
//     DialectType<GPU_Dialect,
//     CPred<"llvm::isa<::mlir::gpu::"#typeStr#">($_self)">,
//     description#" handle type">,
//   BuildableType<"mlir::gpu::"#typeStr#"::get($_builder.getContext())">;
//
// def GPU_SparseDnTensorHandle : GPU_SparseHandle<"SparseDnTensorHandleType", "dense tensor">;
// (class SparseDnTensorHandleType: name = "gpu.sparse.dntensor_handle")
/// A handle to a dense tensor descriptor: `!gpu.sparse.dntensor_handle`.
#[dialect_type(gpu.sparse.dntensor_handle, name = "SparseDnTensorHandleType",
               summary = "dense tensor handle type")]
pub struct SparseDnTensorHandleType {}

// def GPU_SparseSpGEMMOpHandle : GPU_SparseHandle<"SparseSpGEMMOpHandleType", "SpGEMM operation">;
// (class SparseSpGEMMOpHandleType: name = "gpu.sparse.spgemmop_handle")
/// A handle to a SpGEMM operation descriptor: `!gpu.sparse.spgemmop_handle`.
#[dialect_type(gpu.sparse.spgemmop_handle, name = "SparseSpGEMMOpHandleType",
               summary = "SpGEMM operation handle type")]
pub struct SparseSpGEMMOpHandleType {}

// def GPU_SparseSpMatHandle : GPU_SparseHandle<"SparseSpMatHandleType", "sparse matrix">;
// (class SparseSpMatHandleType: name = "gpu.sparse.spmat_handle")
/// A handle to a sparse matrix descriptor: `!gpu.sparse.spmat_handle`.
#[dialect_type(gpu.sparse.spmat_handle, name = "SparseSpMatHandleType",
               summary = "sparse matrix handle type")]
pub struct SparseSpMatHandleType {}

// ----- Enums ---------------------------------------------------------------------------------

// def GPU_Prune2To4SpMatFlag : I32EnumAttr<"Prune2To4SpMatFlag",
//   "pruning strategy for 2:4 sparse matrix",
//   [
//     I32EnumAttrCase<"NONE", 0>,
//     I32EnumAttrCase<"PRUNE_ONLY", 1>,
//     I32EnumAttrCase<"PRUNE_AND_CHECK", 2>,
//   ]> {
//     let genSpecializedAttr = 0;
//     let cppNamespace = GPU_Dialect.cppNamespace;
// }
/// How `gpu.create_2to4_spmat` prunes its matrix to 2:4 sparsity.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "pruning strategy for 2:4 sparse matrix",
    gen_specialized_attr = false
)]
pub enum Prune2To4SpMatFlag {
    /// No pruning.
    #[case(value = 0, str = "NONE")]
    None,
    /// Pruning without checking.
    #[case(value = 1, str = "PRUNE_ONLY")]
    PruneOnly,
    /// Pruning, then checking the result (the default).
    #[case(value = 2, str = "PRUNE_AND_CHECK")]
    PruneAndCheck,
}

// def GPU_Prune2To4SpMatFlagAttr : EnumAttr<GPU_Dialect, GPU_Prune2To4SpMatFlag,
//                                    "prune_2to4_spmat_flag">{
//   let defaultValue = "Prune2To4SpMatFlag::PRUNE_AND_CHECK";
// }
/// `#gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>`: a pruning strategy as an attribute (its
/// default value, [`prune_and_check`], makes the ops' attributes default-valued).
#[dialect_attr(gpu.prune_2to4_spmat_flag, name = "GPU_Prune2To4SpMatFlagAttr", format = "$value",
               summary = "pruning strategy for 2:4 sparse matrix")]
pub struct Prune2To4SpMatFlagAttr {
    /// The strategy.
    pub value: Prune2To4SpMatFlag,
}

/// `Prune2To4SpMatFlag::PRUNE_AND_CHECK`, the default of `GPU_Prune2To4SpMatFlagAttr`.
pub fn prune_and_check() -> Prune2To4SpMatFlagAttr {
    Prune2To4SpMatFlagAttr::new(Prune2To4SpMatFlag::PruneAndCheck)
}

// def GPU_TransposeMode : I32EnumAttr<"TransposeMode",
//     "transpose mode of sparse matrix supported by sparse tensor ops",
//     [
//       I32EnumAttrCase<"NON_TRANSPOSE", 0>,
//       I32EnumAttrCase<"TRANSPOSE", 1>,
//       I32EnumAttrCase<"CONJUGATE_TRANSPOSE", 2>,
//     ]> {
//       let genSpecializedAttr = 0;
//       let cppNamespace = GPU_Dialect.cppNamespace;
// }
/// How a matrix operand of a sparse op is used (the values of cuSPARSE's
/// `cusparseOperation_t`).
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "transpose mode of sparse matrix supported by sparse tensor ops",
    gen_specialized_attr = false
)]
pub enum TransposeMode {
    /// As it is (the default).
    #[case(value = 0, str = "NON_TRANSPOSE")]
    NonTranspose,
    /// Transposed.
    #[case(value = 1, str = "TRANSPOSE")]
    Transpose,
    /// Conjugate-transposed.
    #[case(value = 2, str = "CONJUGATE_TRANSPOSE")]
    ConjugateTranspose,
}

// def GPU_TransposeModeAttr : EnumAttr<GPU_Dialect, GPU_TransposeMode,
//                                    "mat_transpose_mode">{
//   let defaultValue = "TransposeMode::NON_TRANSPOSE";
// }
/// `#gpu<mat_transpose_mode TRANSPOSE>`: a transpose mode as an attribute (its default value,
/// [`non_transpose`], makes the ops' `modeA` / `modeB` default-valued: elided from
/// `(`{` $modeA^ `}`)?` when `NON_TRANSPOSE`).
#[dialect_attr(gpu.mat_transpose_mode, name = "GPU_TransposeModeAttr", format = "$value",
               summary = "transpose mode of sparse matrix supported by sparse tensor ops")]
pub struct TransposeModeAttr {
    /// The mode.
    pub value: TransposeMode,
}

/// `TransposeMode::NON_TRANSPOSE`, the default of `GPU_TransposeModeAttr`.
pub fn non_transpose() -> TransposeModeAttr {
    TransposeModeAttr::new(TransposeMode::NonTranspose)
}

// def GPU_SpGEMMWorkEstimationOrComputeKind : I32EnumAttr<"SpGEMMWorkEstimationOrComputeKind",
//     "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
//     [
//       I32EnumAttrCase<"WORK_ESTIMATION", 0>,
//       I32EnumAttrCase<"COMPUTE", 1>,
//     ]> {
//       let genSpecializedAttr = 0;
//       let cppNamespace = GPU_Dialect.cppNamespace;
// }
/// Whether `gpu.spgemm_work_estimation_or_compute` estimates the work or computes.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
    gen_specialized_attr = false
)]
pub enum SpGEMMWorkEstimationOrComputeKind {
    /// `cusparseSpGEMM_workEstimation`.
    #[case(value = 0, str = "WORK_ESTIMATION")]
    WorkEstimation,
    /// `cusparseSpGEMM_compute`.
    #[case(value = 1, str = "COMPUTE")]
    Compute,
}

// def GPU_SpGEMMWorkEstimationOrComputeKindAttr : EnumAttr<GPU_Dialect,
//     GPU_SpGEMMWorkEstimationOrComputeKind,
//     "spgemm_work_estimation_or_compute_kind"> {}
/// `#gpu<spgemm_work_estimation_or_compute_kind COMPUTE>`: the kind as an attribute.
#[dialect_attr(gpu.spgemm_work_estimation_or_compute_kind,
               name = "GPU_SpGEMMWorkEstimationOrComputeKindAttr", format = "$value",
               summary = "choose whether spgemm_work_estimation_or_compute does work estimation or compute")]
pub struct SpGEMMWorkEstimationOrComputeKindAttr {
    /// The kind.
    pub value: SpGEMMWorkEstimationOrComputeKind,
}

/// `GPU_AsyncOpInterface` of the sparse ops: their `asyncDependencies` and `asyncToken`.
macro_rules! async_op_interface {
    ($($op:ident),* $(,)?) => {$(
        impl AsyncOpInterface for $op {
            fn async_dependencies(&self) -> &[Value] {
                &self.async_dependencies
            }
            fn async_token(&self) -> Option<Value> {
                self.async_token
            }
        }
    )*};
}

// ----- Ops -----------------------------------------------------------------------------------

// def GPU_CreateDnTensorOp : GPU_Op<"create_dn_tensor", [GPU_AsyncOpInterface, AttrSizedOperandSegments]> {
//   let summary = "Create dense tensor operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        AnyMemRef:$memref,
//                        Variadic<Index>:$dims);
//   let results = (outs Res<GPU_SparseDnTensorHandle>:$dnTensor, Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $memref `,` $dims attr-dict `:` type($dims) `into` type($memref)
//   }];
// }
/// The `gpu.create_dn_tensor` operation initializes a dense tensor from the given values buffer
/// and sizes. The buffer must already be copied from the host to the device prior to using this
/// operation. The operation returns a handle to the dense tensor descriptor.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %dmat, %token = gpu.create_dn_tensor async [%dep] %mem, %dims : index, index into memref<?xf64>
/// ```
#[dialect_op(gpu.create_dn_tensor, traits = [AttrSizedOperandSegments],
             interfaces = [AsyncOpInterface],
             summary = "Create dense tensor operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref `,` $dims attr-dict `:` type($dims) `into` type($memref)")]
#[derive(Debug)]
pub struct CreateDnTensorOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The values buffer.
    #[operand(type = AnyMemRef)]
    pub memref: Value,
    /// The sizes.
    #[operand(type = Index)]
    pub dims: Vec<Value>,
    /// The dense tensor's handle.
    #[result(name = "dnTensor", type = SparseDnTensorHandleType)]
    pub dn_tensor: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_DestroyDnTensorOp : GPU_Op<"destroy_dn_tensor", [GPU_AsyncOpInterface]> {
//   let summary = "Destroy dense tensor operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        Arg<GPU_SparseDnTensorHandle>:$dnTensor);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $dnTensor attr-dict
//   }];
// }
/// The `gpu.destroy_dn_tensor` operation releases all resources of a dense tensor represented
/// by a handle that was previously created by a `gpu.create_dn_tensor` operation.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %token = gpu.destroy_dn_tensor async [%dep] %dnTensor
/// ```
#[dialect_op(gpu.destroy_dn_tensor, interfaces = [AsyncOpInterface],
             summary = "Destroy dense tensor operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnTensor attr-dict")]
#[derive(Debug)]
pub struct DestroyDnTensorOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The dense tensor.
    #[operand(name = "dnTensor", type = SparseDnTensorHandleType)]
    pub dn_tensor: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_CreateCooOp : GPU_Op<"create_coo", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix in COO format operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        Index:$rows,
//                        Index:$cols,
//                        Index:$nnz,
//                        AnyMemRef:$rowIdxs,
//                        AnyMemRef:$colIdxs,
//                        AnyMemRef:$values);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spmat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict
//     `:` type($rowIdxs) `,` type($colIdxs) `,` type($values)
//   }];
// }
/// The `gpu.create_coo` operation initializes a sparse matrix in COO format with the given
/// sizes from the given index and values buffers. The buffers must already be copied from the
/// host to the device prior to using this operation. The operation returns a handle to the
/// sparse matrix descriptor. Note that this operation builds the COO in SoA format.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_coo async [%dep] %rows, %cols, %nnz, %rowIdx,
///     %colIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>
/// ```
#[dialect_op(gpu.create_coo, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix in COO format operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict `:` type($rowIdxs) `,` type($colIdxs) `,` type($values)")]
#[derive(Debug)]
pub struct CreateCooOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of rows.
    #[operand(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[operand(type = Index)]
    pub cols: Value,
    /// The number of stored entries.
    #[operand(type = Index)]
    pub nnz: Value,
    /// The row indices.
    #[operand(name = "rowIdxs", type = AnyMemRef)]
    pub row_idxs: Value,
    /// The column indices.
    #[operand(name = "colIdxs", type = AnyMemRef)]
    pub col_idxs: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The sparse matrix's handle.
    #[result(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_CreateCooAoSOp : GPU_Op<"create_coo_aos", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix in COO format operation (AoS)";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Index:$rows,
//                    Index:$cols,
//                    Index:$nnz,
//                    AnyMemRef:$idxs,
//                    AnyMemRef:$values);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spmat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict
//     `:` type($idxs) `,` type($values)
//   }];
// }
/// The `gpu.create_coo_aos` operation initializes a sparse matrix in COO format with the given
/// sizes from the given index and values buffers. The buffers must already be copied from the
/// host to the device prior to using this operation. The operation returns a handle to the
/// sparse matrix descriptor. Unlike the default `gpu.create_coo` operation, this operation
/// builds the COO format from a single index buffer in AoS format (note that this feature has
/// been deprecated in cuSparse 11.2).
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_coo_aos async [%dep] %rows, %cols, %nnz, %idxs,
///     %values : memref<?xindex>, memref<?xf64>
/// ```
#[dialect_op(gpu.create_coo_aos, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix in COO format operation (AoS)",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict `:` type($idxs) `,` type($values)")]
#[derive(Debug)]
pub struct CreateCooAoSOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of rows.
    #[operand(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[operand(type = Index)]
    pub cols: Value,
    /// The number of stored entries.
    #[operand(type = Index)]
    pub nnz: Value,
    /// The (row, column) index pairs.
    #[operand(type = AnyMemRef)]
    pub idxs: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The sparse matrix's handle.
    #[result(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_CreateCsrOp : GPU_Op<"create_csr", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix in CSR format operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Index:$rows,
//                    Index:$cols,
//                    Index:$nnz,
//                    AnyMemRef:$rowPos,
//                    AnyMemRef:$colIdxs,
//                    AnyMemRef:$values);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spmat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict
//     `:` type($rowPos) `,` type($colIdxs) `,` type($values)
//   }];
// }
/// The `gpu.create_csr` operation initializes a sparse matrix in CSR format with the given
/// sizes from the given position, index, and values buffers. The buffers must already be copied
/// from the host to the device prior to using this operation. The operation returns a handle to
/// the sparse matrix descriptor.
///
/// The CSR format has exactly the same memory layout as its transpose in CSC format (and vice
/// versa).
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_csr async [%dep] %rows, %cols, %nnz, %rowPos,
///     %colIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>
/// ```
#[dialect_op(gpu.create_csr, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix in CSR format operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict `:` type($rowPos) `,` type($colIdxs) `,` type($values)")]
#[derive(Debug)]
pub struct CreateCsrOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of rows.
    #[operand(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[operand(type = Index)]
    pub cols: Value,
    /// The number of stored entries.
    #[operand(type = Index)]
    pub nnz: Value,
    /// The row positions.
    #[operand(name = "rowPos", type = AnyMemRef)]
    pub row_pos: Value,
    /// The column indices.
    #[operand(name = "colIdxs", type = AnyMemRef)]
    pub col_idxs: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The sparse matrix's handle.
    #[result(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_CreateCscOp : GPU_Op<"create_csc", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix in CSC format operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Index:$rows,
//                    Index:$cols,
//                    Index:$nnz,
//                    AnyMemRef:$colPos,
//                    AnyMemRef:$rowIdxs,
//                    AnyMemRef:$values);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spmat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict
//     `:` type($colPos) `,` type($rowIdxs) `,` type($values)
//   }];
// }
/// The `gpu.create_csc` operation initializes a sparse matrix in CSC format with the given
/// sizes from the given position, index, and values buffers. The buffers must already be copied
/// from the host to the device prior to using this operation. The operation returns a handle to
/// the sparse matrix descriptor.
///
/// The CSC format has exactly the same memory layout as its transpose in CSR format (and vice
/// versa).
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_csc async [%dep] %rows, %cols, %nnz, %colPos,
///     %rowIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>
/// ```
#[dialect_op(gpu.create_csc, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix in CSC format operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict `:` type($colPos) `,` type($rowIdxs) `,` type($values)")]
#[derive(Debug)]
pub struct CreateCscOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of rows.
    #[operand(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[operand(type = Index)]
    pub cols: Value,
    /// The number of stored entries.
    #[operand(type = Index)]
    pub nnz: Value,
    /// The column positions.
    #[operand(name = "colPos", type = AnyMemRef)]
    pub col_pos: Value,
    /// The row indices.
    #[operand(name = "rowIdxs", type = AnyMemRef)]
    pub row_idxs: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The sparse matrix's handle.
    #[result(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_CreateBsrOp : GPU_Op<"create_bsr", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix in BSR format operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Index:$brows,
//                    Index:$bcols,
//                    Index:$bnnz,
//                    Index:$rBlockSize,
//                    Index:$cBlockSize,
//                    AnyMemRef:$bRowPos,
//                    AnyMemRef:$bColIdxs,
//                    AnyMemRef:$values);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spmat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,`
//     $bRowPos `,` $bColIdxs `,` $values attr-dict
//     `:` type($bRowPos) `,` type($bColIdxs) `,` type($values)
//   }];
// }
/// The `gpu.create_bsr` operation initializes a sparse matrix in BSR format with the given
/// sizes for the matrix and blocks from the given position, index, and values buffers. The
/// buffers must already be copied from the host to the device prior to using this operation.
/// The operation returns a handle to the sparse matrix descriptor.
///
/// The BSR format is similar to CSR, where the column indices represent two-dimensional blocks
/// instead of a single matrix entry. Note that this operation (currently) only supports storage
/// with **square** blocks, i.e., `rBlockSize == cBlockSize`.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_bsr async [%dep]
///    %brows, %bcols, %bnnz, %rBlockSize, %cBlockSize,
///    %bRowPos, %bColIdxs, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>
/// ```
#[dialect_op(gpu.create_bsr, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix in BSR format operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,` $bRowPos `,` $bColIdxs `,` $values attr-dict `:` type($bRowPos) `,` type($bColIdxs) `,` type($values)")]
#[derive(Debug)]
pub struct CreateBsrOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of block rows.
    #[operand(type = Index)]
    pub brows: Value,
    /// The number of block columns.
    #[operand(type = Index)]
    pub bcols: Value,
    /// The number of stored blocks.
    #[operand(type = Index)]
    pub bnnz: Value,
    /// The number of rows of a block.
    #[operand(name = "rBlockSize", type = Index)]
    pub r_block_size: Value,
    /// The number of columns of a block.
    #[operand(name = "cBlockSize", type = Index)]
    pub c_block_size: Value,
    /// The block row positions.
    #[operand(name = "bRowPos", type = AnyMemRef)]
    pub b_row_pos: Value,
    /// The block column indices.
    #[operand(name = "bColIdxs", type = AnyMemRef)]
    pub b_col_idxs: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The sparse matrix's handle.
    #[result(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_Create2To4SpMatOp : GPU_Op<"create_2to4_spmat", [GPU_AsyncOpInterface]> {
//   let summary = "Create sparse matrix with 2:4 sparsity operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        Index:$rows,
//                        Index:$cols,
//                        GPU_Prune2To4SpMatFlagAttr:$pruneFlag,
//                        AnyMemRef:$memref);
//   let results = (outs Res<GPU_SparseSpMatHandle>:$spMat,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//      `{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)
//   }];
// }
/// The `gpu.create_2to4_spmat` operation initializes a sparse matrix in dense format with 2:4
/// sparsity. The buffers must already be copied from the host to the device prior to using this
/// operation. The operation returns a handle to the sparse matrix descriptor.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %spmat, %token = gpu.create_2to4_spmat async [%dep] {PRUNE_AND_CHECK} %rows, %cols, %mem: memref<?xf64>
/// ```
#[dialect_op(gpu.create_2to4_spmat, interfaces = [AsyncOpInterface],
             summary = "Create sparse matrix with 2:4 sparsity operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) `{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)")]
#[derive(Debug)]
pub struct Create2To4SpMatOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The number of rows.
    #[operand(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[operand(type = Index)]
    pub cols: Value,
    /// How the matrix is pruned.
    #[attr(name = "pruneFlag", default = prune_and_check())]
    pub prune_flag: Prune2To4SpMatFlagAttr,
    /// The dense matrix.
    #[operand(type = AnyMemRef)]
    pub memref: Value,
    /// The sparse matrix's handle.
    #[result(name = "spMat", type = SparseSpMatHandleType)]
    pub sp_mat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_DestroySpMatOp : GPU_Op<"destroy_sp_mat", [GPU_AsyncOpInterface]> {
//   let summary = "Destroy sparse matrix operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        Arg<GPU_SparseSpMatHandle>:$spmat);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict
//   }];
// }
/// The `gpu.destroy_sp_mat` operation releases all resources of a sparse matrix represented by
/// a handle that was previously created by a one of the sparse matrix creation operations.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %token = gpu.destroy_sp_mat async [%dep] %spmat
/// ```
#[dialect_op(gpu.destroy_sp_mat, interfaces = [AsyncOpInterface],
             summary = "Destroy sparse matrix operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict")]
#[derive(Debug)]
pub struct DestroySpMatOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The sparse matrix.
    #[operand(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpMVBufferSizeOp : GPU_Op<"spmv_buffer_size", [GPU_AsyncOpInterface]> {
//   let summary = "Precompute buffersize for SpMV operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseDnTensorHandle:$dnX,
//                        GPU_SparseDnTensorHandle:$dnY,
//                        TypeAttr:$computeType);
//   let results = (outs Res<Index>:$bufferSz,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$bufferSz, "Type":$asyncToken,
//       "ValueRange":$asyncDependencies, "Value":$spmatA, "Value":$dnX, "Value":$dnY,
//       "Type":$computeType), [{ … modeA = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType
//   }];
// }
/// The `gpu.spmv_buffer_size` operation returns the buffer size required to perform the SpMV
/// operation on the given sparse matrix and dense vectors. The operation expects handles
/// returned by previous sparse operations to construct an environment and the operands for
/// SpMV.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %buffersz, %token = gpu.spmv_buffer_size async [%dep] %spmatA{TRANSPOSE}, %dnX, %dnY into f32
/// ```
#[dialect_op(gpu.spmv_buffer_size, interfaces = [AsyncOpInterface],
             summary = "Precompute buffersize for SpMV operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType")]
#[derive(Debug)]
pub struct SpMVBufferSizeOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The dense vector `X`.
    #[operand(name = "dnX", type = SparseDnTensorHandleType)]
    pub dn_x: Value,
    /// The dense vector `Y`.
    #[operand(name = "dnY", type = SparseDnTensorHandleType)]
    pub dn_y: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The buffer size, in bytes.
    #[result(name = "bufferSz", type = Index)]
    pub buffer_sz: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpMVOp : GPU_Op<"spmv", [GPU_AsyncOpInterface]> {
//   let summary = "SpMV operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseDnTensorHandle:$dnX,
//                        GPU_SparseDnTensorHandle:$dnY,
//                        TypeAttr:$computeType,
//                        AnyMemRef:$buffer);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$asyncToken, "ValueRange":$asyncDependencies,
//       "Value":$spmatA, "Value":$dnX, "Value":$dnY, "Type":$computeType, "Value":$buffer),
//       [{ … modeA = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType
//   }];
// }
/// The `gpu.spmv` operation performs the SpMV operation on the given sparse matrix, dense
/// vectors, and buffer. The operation expects handles returned by previous sparse operations to
/// construct an environment and the operands for SpMV. The buffer must have been allocated on
/// the device.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %token = gpu.spmv async [%dep] %spmatA{TRANSPOSE}, %dnX, %dnY : memref<?xf64> into bf16
/// ```
#[dialect_op(gpu.spmv, interfaces = [AsyncOpInterface],
             summary = "SpMV operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType")]
#[derive(Debug)]
pub struct SpMVOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The dense vector `X`.
    #[operand(name = "dnX", type = SparseDnTensorHandleType)]
    pub dn_x: Value,
    /// The dense vector `Y`.
    #[operand(name = "dnY", type = SparseDnTensorHandleType)]
    pub dn_y: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The work buffer.
    #[operand(type = AnyMemRef)]
    pub buffer: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpMMBufferSizeOp : GPU_Op<"spmm_buffer_size", [GPU_AsyncOpInterface, AttrSizedResultSegments]> {
//   let summary = "Precompute buffersize for SpMM operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_TransposeModeAttr:$modeB,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseDnTensorHandle:$dnmatB,
//                        GPU_SparseDnTensorHandle:$dnmatC,
//                        TypeAttr:$computeType);
//   let results = (outs Variadic<Index>:$bufferSzs,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$bufferSzs, "Type":$asyncToken,
//       "ValueRange":$asyncDependencies, "Value":$spmatA, "Value":$dnmatB, "Value":$dnmatC,
//       "Type":$computeType), [{ … modeA = modeB = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict `:` type($bufferSzs) `into` $computeType
//   }];
// }
/// The `gpu.spmm_buffer_size` operation returns the buffer size required to perform the SpMM
/// operation on the given sparse and dense matrix. The operation expects handles returned by
/// previous sparse operations to construct an environment and the operands for SpMM.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %bufferszs, %token = gpu.spmm_buffer_size async [%dep] %spmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %dnmatC : i64 into f32
/// ```
#[dialect_op(gpu.spmm_buffer_size, traits = [AttrSizedResultSegments],
             interfaces = [AsyncOpInterface],
             summary = "Precompute buffersize for SpMM operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict `:` type($bufferSzs) `into` $computeType")]
#[derive(Debug)]
pub struct SpMMBufferSizeOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The dense matrix `B`.
    #[operand(name = "dnmatB", type = SparseDnTensorHandleType)]
    pub dnmat_b: Value,
    /// The dense matrix `C`.
    #[operand(name = "dnmatC", type = SparseDnTensorHandleType)]
    pub dnmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The buffer sizes, in bytes.
    #[result(name = "bufferSzs", type = Index)]
    pub buffer_szs: Vec<Value>,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpMMOp : GPU_Op<"spmm", [GPU_AsyncOpInterface, AttrSizedOperandSegments]> {
//   let summary = "SpMM operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_TransposeModeAttr:$modeB,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseDnTensorHandle:$dnmatB,
//                        GPU_SparseDnTensorHandle:$dnmatC,
//                        TypeAttr:$computeType,
//                        Variadic<AnyMemRef>:$buffers);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$asyncToken, "ValueRange":$asyncDependencies,
//       "Value":$spmatA, "Value":$dnmatB, "Value":$dnmatC, "Type":$computeType,
//       "ValueRange":$buffers), [{ … modeA = modeB = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` $buffers attr-dict `:` type($buffers) `into` $computeType
//   }];
// }
/// The `gpu.spmm` operation performs the SpMM operation on the given sparse and dense matrix,
/// and buffer. The operation expects handles returned by previous sparse operations to
/// construct an environment and the operands for SpMM. The buffer must have been allocated on
/// the device.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %token = gpu.spmm async [%dep] %spmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %dnmatC, %buffers : type($buffers) into f32
/// ```
#[dialect_op(gpu.spmm, traits = [AttrSizedOperandSegments],
             interfaces = [AsyncOpInterface],
             summary = "SpMM operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` $buffers attr-dict `:` type($buffers) `into` $computeType")]
#[derive(Debug)]
pub struct SpMMOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The dense matrix `B`.
    #[operand(name = "dnmatB", type = SparseDnTensorHandleType)]
    pub dnmat_b: Value,
    /// The dense matrix `C`.
    #[operand(name = "dnmatC", type = SparseDnTensorHandleType)]
    pub dnmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The work buffers.
    #[operand(type = AnyMemRef)]
    pub buffers: Vec<Value>,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SDDMMBufferSizeOp : GPU_Op<"sddmm_buffer_size", [GPU_AsyncOpInterface]> {
//   let summary = "Precompute buffersize for SDDMM operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    GPU_TransposeModeAttr:$modeA,
//                    GPU_TransposeModeAttr:$modeB,
//                    GPU_SparseDnTensorHandle:$dnmatA,
//                    GPU_SparseDnTensorHandle:$dnmatB,
//                    GPU_SparseSpMatHandle:$spmatC,
//                    TypeAttr:$computeType);
//   let results = (outs Res<Index>:$bufferSz, Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$bufferSz, "Type":$asyncToken,
//       "ValueRange":$asyncDependencies, "Value":$dnmatA, "Value":$dnmatB, "Value":$spmatC,
//       "Type":$computeType), [{ … modeA = modeB = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict `into` $computeType
//   }];
// }
/// The `gpu.sddmm_buffer_size` operation returns the buffer size required to perform the SDDMM
/// operation on the given sparse and dense matrices. The operation expects handles returned by
/// previous sparse operations to construct an environment and the operands for SDDMM.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %buffersz, %token = gpu.sddmm_buffer_size async [%dep] %dnmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %spmatC into f32
/// ```
#[dialect_op(gpu.sddmm_buffer_size, interfaces = [AsyncOpInterface],
             summary = "Precompute buffersize for SDDMM operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict `into` $computeType")]
#[derive(Debug)]
pub struct SDDMMBufferSizeOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The dense matrix `A`.
    #[operand(name = "dnmatA", type = SparseDnTensorHandleType)]
    pub dnmat_a: Value,
    /// The dense matrix `B`.
    #[operand(name = "dnmatB", type = SparseDnTensorHandleType)]
    pub dnmat_b: Value,
    /// The sparse matrix `C`.
    #[operand(name = "spmatC", type = SparseSpMatHandleType)]
    pub spmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The buffer size, in bytes.
    #[result(name = "bufferSz", type = Index)]
    pub buffer_sz: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SDDMMOp : GPU_Op<"sddmm", [GPU_AsyncOpInterface]> {
//   let summary = "SDDMM operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    GPU_TransposeModeAttr:$modeA,
//                    GPU_TransposeModeAttr:$modeB,
//                    GPU_SparseDnTensorHandle:$dnmatA,
//                    GPU_SparseDnTensorHandle:$dnmatB,
//                    GPU_SparseSpMatHandle:$spmatC,
//                    TypeAttr:$computeType,
//                    AnyMemRef:$buffer);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$asyncToken, "ValueRange":$asyncDependencies,
//       "Value":$dnmatA, "Value":$dnmatB, "Value":$spmatC, "Type":$computeType,
//       "Value":$buffer), [{ … modeA = modeB = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $buffer attr-dict `:` type($buffer) `into` $computeType
//   }];
// }
/// The `gpu.sddmm` operation performs the SDDMM operation on the given sparse and dense
/// matrices, and buffer. The operation expects handles returned by previous sparse operations
/// to construct an environment and the operands for SDDMM. The buffer must have been allocated
/// on the device.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %token = gpu.sddmm async [%dep] %dnmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %spmatC, %buffer into f32
/// ```
#[dialect_op(gpu.sddmm, interfaces = [AsyncOpInterface],
             summary = "SDDMM operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $buffer attr-dict `:` type($buffer) `into` $computeType")]
#[derive(Debug)]
pub struct SDDMMOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The dense matrix `A`.
    #[operand(name = "dnmatA", type = SparseDnTensorHandleType)]
    pub dnmat_a: Value,
    /// The dense matrix `B`.
    #[operand(name = "dnmatB", type = SparseDnTensorHandleType)]
    pub dnmat_b: Value,
    /// The sparse matrix `C`.
    #[operand(name = "spmatC", type = SparseSpMatHandleType)]
    pub spmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The work buffer.
    #[operand(type = AnyMemRef)]
    pub buffer: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpGEMMCreateDescrOp : GPU_Op<"spgemm_create_descr", [GPU_AsyncOpInterface]> {
//   let summary = "SpGEMM Create Descr operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies);
//   let results = (outs GPU_SparseSpGEMMOpHandle:$desc,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     attr-dict
//   }];
// }
/// The `gpu.spgemm_create_descr` creates a descriptor for the SpGEMM operation. The descriptor
/// describes the SpGEMM operation and stores the internal data throughout the computation. It
/// needs to be passed as an argument to spgemm_* operations.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %desc, %token = gpu.spgemm_create_descr async [%dep]
/// ```
#[dialect_op(gpu.spgemm_create_descr, interfaces = [AsyncOpInterface],
             summary = "SpGEMM Create Descr operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict")]
#[derive(Debug)]
pub struct SpGEMMCreateDescrOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The descriptor.
    #[result(type = SparseSpGEMMOpHandleType)]
    pub desc: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpGEMMDestroyDescrOp : GPU_Op<"spgemm_destroy_descr", [GPU_AsyncOpInterface]> {
//   let summary = "SpGEMM Destroy Descr operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_SparseSpGEMMOpHandle:$desc);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $desc attr-dict
//   }];
// }
/// The `gpu.spgemm_destroy_descr` destroys the SpGEMM operation descriptor.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %token = gpu.spgemm_destroy_descr async [%dep] %desc
/// ```
#[dialect_op(gpu.spgemm_destroy_descr, interfaces = [AsyncOpInterface],
             summary = "SpGEMM Destroy Descr operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $desc attr-dict")]
#[derive(Debug)]
pub struct SpGEMMDestroyDescrOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The descriptor.
    #[operand(type = SparseSpGEMMOpHandleType)]
    pub desc: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpGEMMWorkEstimationOrComputeOp : GPU_Op<"spgemm_work_estimation_or_compute", [GPU_AsyncOpInterface]> {
//   let summary = "SpGEMM work estimation operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_SparseSpGEMMOpHandle:$desc,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_TransposeModeAttr:$modeB,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseSpMatHandle:$spmatB,
//                        GPU_SparseSpMatHandle:$spmatC,
//                        TypeAttr:$computeType,
//                        Index:$bufferSz,
//                        AnyMemRef:$buffer,
//                        GPU_SpGEMMWorkEstimationOrComputeKindAttr:$kind);
//   let results = (outs Res<Index>:$bufferSzNew,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$bufferSzNew, "Type":$asyncToken,
//       "ValueRange":$asyncDependencies, "Value":$desc, "Value":$spmatA, "Value":$spmatB,
//       "Value":$spmatC, "Type":$computeType, "Value":$bufferSz, "Value":$buffer),
//       [{ … modeA = modeB = NON_TRANSPOSE, kind = WORK_ESTIMATION … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     `{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` type($buffer)
//   }];
// }
/// The `gpu.spgemm_work_estimation_or_compute` is used to call cusparseSpGEMM_workEstimation
/// or cusparseSpGEMM_compute. Both of them are for both determining the buffer size and
/// performing the actual computation. The operation expects handles returned by previous
/// sparse operations to construct an environment and the operands for SpGEMM. The buffer must
/// have been allocated on the device.
///
/// C' = alpha * op(A) * op(B) + beta * C
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// %bufferSz, %token = gpu.spgemm_work_estimation_or_compute async [%dep] {COMPUTE}
///                       %spmatA{NON_TRANSPOSE}, %spmatB{NON_TRANSPOSE},
///                       %spmatC, %spgemmDesc, %c0, %alloc: f32 into
///                       memref<0xi8>
/// ```
#[dialect_op(gpu.spgemm_work_estimation_or_compute, interfaces = [AsyncOpInterface],
             summary = "SpGEMM work estimation operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) `{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` type($buffer)")]
#[derive(Debug)]
pub struct SpGEMMWorkEstimationOrComputeOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The SpGEMM descriptor.
    #[operand(type = SparseSpGEMMOpHandleType)]
    pub desc: Value,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The sparse matrix `B`.
    #[operand(name = "spmatB", type = SparseSpMatHandleType)]
    pub spmat_b: Value,
    /// The sparse matrix `C`.
    #[operand(name = "spmatC", type = SparseSpMatHandleType)]
    pub spmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The size of the buffer.
    #[operand(name = "bufferSz", type = Index)]
    pub buffer_sz: Value,
    /// The work buffer.
    #[operand(type = AnyMemRef)]
    pub buffer: Value,
    /// Work estimation or computation.
    pub kind: SpGEMMWorkEstimationOrComputeKindAttr,
    /// The buffer size needed, in bytes.
    #[result(name = "bufferSzNew", type = Index)]
    pub buffer_sz_new: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpGEMMCopyOp : GPU_Op<"spgemm_copy", [GPU_AsyncOpInterface]> {
//   let summary = "SpGEMM copy operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_SparseSpGEMMOpHandle:$desc,
//                        GPU_TransposeModeAttr:$modeA,
//                        GPU_TransposeModeAttr:$modeB,
//                        GPU_SparseSpMatHandle:$spmatA,
//                        GPU_SparseSpMatHandle:$spmatB,
//                        GPU_SparseSpMatHandle:$spmatC,
//                        TypeAttr:$computeType);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let builders = [OpBuilder<(ins "Type":$asyncToken, "ValueRange":$asyncDependencies,
//       "Value":$desc, "Value":$spmatA, "Value":$spmatB, "Value":$spmatC,
//       "Type":$computeType), [{ … modeA = modeB = NON_TRANSPOSE … }]>];
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc attr-dict `:` $computeType
//   }];
// }
/// The `gpu.spgemm_copy` operation copies the sparse matrix result of a SpGEMM computation.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// The matrix arguments can also be associated with one of the following operators:
/// NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value is NON_TRANSPOSE.
///
/// ```mlir
/// gpu.spgemm_copy %spmatA, %spmatB, %spmatC, %spgemmDesc: f32
/// ```
#[dialect_op(gpu.spgemm_copy, interfaces = [AsyncOpInterface],
             summary = "SpGEMM copy operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc attr-dict `:` $computeType")]
#[derive(Debug)]
pub struct SpGEMMCopyOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The SpGEMM descriptor.
    #[operand(type = SparseSpGEMMOpHandleType)]
    pub desc: Value,
    /// How A is used (transposed or not).
    #[attr(name = "modeA", default = non_transpose())]
    pub mode_a: TransposeModeAttr,
    /// How B is used (transposed or not).
    #[attr(name = "modeB", default = non_transpose())]
    pub mode_b: TransposeModeAttr,
    /// The sparse matrix `A`.
    #[operand(name = "spmatA", type = SparseSpMatHandleType)]
    pub spmat_a: Value,
    /// The sparse matrix `B`.
    #[operand(name = "spmatB", type = SparseSpMatHandleType)]
    pub spmat_b: Value,
    /// The sparse matrix `C`.
    #[operand(name = "spmatC", type = SparseSpMatHandleType)]
    pub spmat_c: Value,
    /// The type the computation is done in.
    #[attr(name = "computeType")]
    pub compute_type: TypeAttr,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SpMatGetSizeOp : GPU_Op<"spmat_get_size", [GPU_AsyncOpInterface]> {
//   let summary = "SpMat get size operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        GPU_SparseSpMatHandle:$spmat);
//   let results = (outs Index:$rows,
//                       Index:$cols,
//                       Index:$nnz,
//                       Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $spmat attr-dict
//   }];
// }
/// The `gpu.spmat_get_size` operation retrieves the number of rows, number of columns, and
/// number of non-zero elements of a sparse matrix.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %rows, %cols, %nnz, %token = gpu.spmat_get_size async [%dep] %spmatC
/// ```
#[dialect_op(gpu.spmat_get_size, interfaces = [AsyncOpInterface],
             summary = "SpMat get size operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict")]
#[derive(Debug)]
pub struct SpMatGetSizeOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The sparse matrix.
    #[operand(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The number of rows.
    #[result(type = Index)]
    pub rows: Value,
    /// The number of columns.
    #[result(type = Index)]
    pub cols: Value,
    /// The number of stored entries.
    #[result(type = Index)]
    pub nnz: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_SetCsrPointersOp : GPU_Op<"set_csr_pointers", [GPU_AsyncOpInterface]> {
//   let summary = "SpGEMM get size operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                        Arg<GPU_SparseSpMatHandle>:$spmat,
//                        AnyMemRef:$positions,
//                        AnyMemRef:$coordinates,
//                        AnyMemRef:$values);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//       $spmat `,` $positions `,` $coordinates `,` $values attr-dict
//         `:` type($positions) `,` type($coordinates) `,` type($values)
//   }];
// }
/// The `gpu.set_csr_pointers` assigns the given positions, coordinates, and values buffer that
/// reside on the device directly to the given sparse matrix descriptor in csr format.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e. it does not block
/// until the execution has finished on the device). In that case, it returns a
/// `!gpu.async.token` in addition to the environment.
///
/// ```mlir
/// %token = gpu.set_csr_pointers async [%dep] %positions, %coordinates, %values
///       : memref<?xf32>, memref<?xindex>, memref<?xindex>
/// ```
#[dialect_op(gpu.set_csr_pointers, interfaces = [AsyncOpInterface],
             summary = "SpGEMM get size operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` type($positions) `,` type($coordinates) `,` type($values)")]
#[derive(Debug)]
pub struct SetCsrPointersOp {
    /// The tokens the op waits for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The sparse matrix.
    #[operand(type = SparseSpMatHandleType)]
    pub spmat: Value,
    /// The positions.
    #[operand(type = AnyMemRef)]
    pub positions: Value,
    /// The coordinates.
    #[operand(type = AnyMemRef)]
    pub coordinates: Value,
    /// The values.
    #[operand(type = AnyMemRef)]
    pub values: Value,
    /// The token of the op's completion, when it is `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

async_op_interface!(
    CreateDnTensorOp,
    DestroyDnTensorOp,
    CreateCooOp,
    CreateCooAoSOp,
    CreateCsrOp,
    CreateCscOp,
    CreateBsrOp,
    Create2To4SpMatOp,
    DestroySpMatOp,
    SpMVBufferSizeOp,
    SpMVOp,
    SpMMBufferSizeOp,
    SpMMOp,
    SDDMMBufferSizeOp,
    SDDMMOp,
    SpGEMMCreateDescrOp,
    SpGEMMDestroyDescrOp,
    SpGEMMWorkEstimationOrComputeOp,
    SpGEMMCopyOp,
    SpMatGetSizeOp,
    SetCsrPointersOp
);
