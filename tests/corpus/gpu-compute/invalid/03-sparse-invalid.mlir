func.func @async_unnamed(%dep: !gpu.async.token, %spmat: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{custom op 'gpu.destroy_sp_mat' needs to be named when marked 'async'}}
  gpu.destroy_sp_mat async [%dep] %spmat
  return
}

// -----

func.func @prune_flag(%n: index, %m: memref<?xf64>) {
  // expected-error@+2 {{custom op 'gpu.create_2to4_spmat' expected ::mlir::gpu::Prune2To4SpMatFlag to be one of: NONE, PRUNE_ONLY, PRUNE_AND_CHECK}}
  // expected-error@+1 {{custom op 'gpu.create_2to4_spmat' failed to parse GPU_Prune2To4SpMatFlagAttr parameter 'value' which is to be a `::mlir::gpu::Prune2To4SpMatFlag`}}
  %s, %t = gpu.create_2to4_spmat async {PRUNE_ALL} %n, %n, %m : memref<?xf64>
  return
}

// -----

func.func @prune_flag_missing(%n: index, %m: memref<?xf64>) {
  // expected-error@+1 {{expected '{'}}
  %s = gpu.create_2to4_spmat %n, %n, %m : memref<?xf64>
  return
}

// -----

func.func @transpose_mode(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle) {
  // expected-error@+2 {{custom op 'gpu.spmv_buffer_size' expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error@+1 {{custom op 'gpu.spmv_buffer_size' failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %sz = gpu.spmv_buffer_size %a {TRANSPOSED}, %x, %x into f32
  return
}

// -----

func.func @spgemm_kind(%a: !gpu.sparse.spmat_handle, %d: !gpu.sparse.spgemmop_handle, %n: index, %b: memref<?xi8>) {
  // expected-error@+2 {{custom op 'gpu.spgemm_work_estimation_or_compute' expected ::mlir::gpu::SpGEMMWorkEstimationOrComputeKind to be one of: WORK_ESTIMATION, COMPUTE}}
  // expected-error@+1 {{custom op 'gpu.spgemm_work_estimation_or_compute' failed to parse GPU_SpGEMMWorkEstimationOrComputeKindAttr parameter 'value' which is to be a `::mlir::gpu::SpGEMMWorkEstimationOrComputeKind`}}
  %sz = gpu.spgemm_work_estimation_or_compute {ESTIMATE} %a, %a, %a, %d, %n, %b : f32 into memref<?xi8>
  return
}

// -----

func.func @compute_type_missing(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{expected attribute value}}
  %sz = gpu.spmv_buffer_size %a, %x, %x into
  return
}

// -----

func.func @handle_kinds(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle, %b: memref<?xi8>) {
  // expected-error@+1 {{'gpu.spmv' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.spmv"(%x, %x, %x, %b) <{computeType = f32}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>) -> ()
  return
}

// -----

func.func @descriptor_kind(%a: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spgemm_destroy_descr' op operand #0 must be SpGEMM operation handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.spgemm_destroy_descr"(%a) : (!gpu.sparse.spmat_handle) -> ()
  return
}

// -----

func.func @dependency_type(%a: !gpu.sparse.spmat_handle, %i: index) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be variadic of async token type, but got 'index'}}
  %t = "gpu.destroy_sp_mat"(%i, %a) : (index, !gpu.sparse.spmat_handle) -> !gpu.async.token
  return
}

// -----

func.func @token_type(%a: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op result #0 must be async token type, but got 'index'}}
  %t = "gpu.destroy_sp_mat"(%a) : (!gpu.sparse.spmat_handle) -> index
  return
}

// -----

func.func @dims_type(%m: memref<?xf64>, %n: i32) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op operand #1 must be variadic of index, but got 'i32'}}
  %d = "gpu.create_dn_tensor"(%m, %n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<?xf64>, i32) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @segment_sizes(%m: memref<?xf64>, %n: index) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 0, 1>} for op gpu.create_dn_tensor: size mismatch in attribute conversion: 2 vs 3}}
  %d = "gpu.create_dn_tensor"(%m, %n) <{operandSegmentSizes = array<i32: 0, 1>}> : (memref<?xf64>, index) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @result_segment_sizes(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm_buffer_size' op result count (2) does not match with the total size (1) specified in attribute 'resultSegmentSizes'}}
  %s:2 = "gpu.spmm_buffer_size"(%a, %x, %x) <{computeType = f32, resultSegmentSizes = array<i32: 1, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index)
  return
}

// -----

func.func @buffer_type(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle, %b: tensor<?xi8>) {
  // expected-error@+1 {{'gpu.spmv' op operand #3 must be memref of any type values, but got 'tensor<?xi8>'}}
  "gpu.spmv"(%a, %x, %x, %b) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, tensor<?xi8>) -> ()
  return
}

// -----

func.func @compute_type_attr(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle, %b: memref<?xi8>) {
  // expected-error@+1 {{invalid properties {computeType = 4 : i32} for op gpu.spmv: Invalid attribute `computeType` in property conversion: 4 : i32}}
  "gpu.spmv"(%a, %x, %x, %b) <{computeType = 4 : i32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>) -> ()
  return
}

// -----

func.func @no_compute_type(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle, %b: memref<?xi8>) {
  // expected-error@+1 {{'gpu.spmv' op requires attribute 'computeType'}}
  "gpu.spmv"(%a, %x, %x, %b) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>) -> ()
  return
}

// -----

func.func @kind_missing(%a: !gpu.sparse.spmat_handle, %d: !gpu.sparse.spgemmop_handle, %n: index, %b: memref<?xi8>) {
  // expected-error@+1 {{'gpu.spgemm_work_estimation_or_compute' op requires attribute 'kind'}}
  %sz = "gpu.spgemm_work_estimation_or_compute"(%d, %a, %a, %a, %n, %b) <{computeType = f32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @mode_property(%a: !gpu.sparse.spmat_handle, %x: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{invalid properties {computeType = f32, modeA = #gpu<prune_2to4_spmat_flag NONE>} for op gpu.spmv_buffer_size: Invalid attribute `modeA` in property conversion: #gpu<prune_2to4_spmat_flag NONE>}}
  %sz = "gpu.spmv_buffer_size"(%a, %x, %x) <{computeType = f32, modeA = #gpu<prune_2to4_spmat_flag NONE>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
// expected-error@+1 {{failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
func.func @unknown_transpose_case() attributes {mode = #gpu<mat_transpose_mode HERMITIAN>} {
  return
}
