// Host code of sparse linear algebra: matrices and tensors created on the
// device, products chained through async tokens, handles destroyed at the end.

// y = A * x with A in CSR format, fully asynchronous.
func.func @spmv_csr(%dep: !gpu.async.token, %rows: index, %cols: index, %nnz: index, %pos: memref<?xindex>, %crd: memref<?xindex>, %vals: memref<?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %buffer: memref<?xi8>) -> !gpu.async.token {
  %spmat, %t0 = gpu.create_csr async [%dep] %rows, %cols, %nnz, %pos, %crd, %vals : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %dnx, %t1 = gpu.create_dn_tensor async [%t0] %x, %cols : index into memref<?xf64>
  %dny, %t2 = gpu.create_dn_tensor async [%t1] %y, %rows : index into memref<?xf64>
  %size, %t3 = gpu.spmv_buffer_size async [%t2] %spmat, %dnx, %dny into f64
  %t4 = gpu.spmv async [%t3] %spmat, %dnx, %dny, %buffer : memref<?xi8> into f64
  %t5 = gpu.destroy_dn_tensor async [%t4] %dnx
  %t6 = gpu.destroy_dn_tensor async [%t4] %dny
  %t7 = gpu.destroy_sp_mat async [%t5, %t6] %spmat
  return %t7 : !gpu.async.token
}

// C = A^T * B with A in COO format; several buffers, transposed operands.
func.func @spmm_coo(%dep: !gpu.async.token, %n: index, %rowi: memref<?xindex>, %coli: memref<?xindex>, %vals: memref<?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %buf0: memref<?xi8>, %buf1: memref<?xi8>) {
  %a, %t0 = gpu.create_coo async [%dep] %n, %n, %n, %rowi, %coli, %vals : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %db, %t1 = gpu.create_dn_tensor async [%t0] %b, %n, %n : index, index into memref<?x?xf32>
  %dc, %t2 = gpu.create_dn_tensor async [%t1] %c, %n, %n : index, index into memref<?x?xf32>
  %sizes:2, %t3 = gpu.spmm_buffer_size async [%t2] %a {TRANSPOSE}, %db {NON_TRANSPOSE}, %dc : index, index into f32
  %t4 = gpu.spmm async [%t3] %a {TRANSPOSE}, %db, %dc, %buf0, %buf1 : memref<?xi8>, memref<?xi8> into f32
  %t5 = gpu.spmm async [%t4] %a, %db {CONJUGATE_TRANSPOSE}, %dc, %buf0 : memref<?xi8> into f16
  %t6 = gpu.destroy_sp_mat async [%t5] %a
  %t7 = gpu.destroy_dn_tensor async [%t6] %db
  gpu.destroy_dn_tensor [%t7] %dc
  return
}

// Sampled dense-dense product into a CSC or BSR matrix, and the other formats.
func.func @sddmm(%dep: !gpu.async.token, %n: index, %blk: index, %pos: memref<?xindex>, %idx: memref<?xindex>, %vals: memref<?xf16>, %da: memref<?x?xf16>, %buffer: memref<?xi8>) {
  %c, %t0 = gpu.create_csc async [%dep] %n, %n, %n, %pos, %idx, %vals : memref<?xindex>, memref<?xindex>, memref<?xf16>
  %bsr, %t1 = gpu.create_bsr async [%t0] %n, %n, %n, %blk, %blk, %pos, %idx, %vals : memref<?xindex>, memref<?xindex>, memref<?xf16>
  %aos, %t2 = gpu.create_coo_aos async [%t1] %n, %n, %n, %idx, %vals : memref<?xindex>, memref<?xf16>
  %two4, %t3 = gpu.create_2to4_spmat async [%t2] {PRUNE_AND_CHECK} %n, %n, %vals : memref<?xf16>
  %two4b, %t4 = gpu.create_2to4_spmat async [%t3] {PRUNE_ONLY} %n, %n, %vals : memref<?xf16>
  %da_h, %t5 = gpu.create_dn_tensor async [%t4] %da, %n, %n : index, index into memref<?x?xf16>
  %size, %t6 = gpu.sddmm_buffer_size async [%t5] %da_h {TRANSPOSE}, %da_h, %c into f16
  %t7 = gpu.sddmm async [%t6] %da_h, %da_h {TRANSPOSE}, %bsr, %buffer : memref<?xi8> into f16
  %t8 = gpu.destroy_sp_mat async [%t7] %aos
  %t9 = gpu.destroy_sp_mat async [%t8] %two4
  %t10 = gpu.destroy_sp_mat async [%t9] %two4b
  return
}

// C = A * B for sparse A, B, C: work estimation, computation, sizes, copy.
func.func @spgemm(%dep: !gpu.async.token, %a: !gpu.sparse.spmat_handle, %b: !gpu.sparse.spmat_handle, %pos: memref<?xindex>, %crd: memref<?xindex>, %vals: memref<?xf32>, %buf: memref<?xi8>) -> (index, index, index) {
  %zero = arith.constant 0 : index
  %c, %t0 = gpu.create_csr async [%dep] %zero, %zero, %zero, %pos, %crd, %vals : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %desc, %t1 = gpu.spgemm_create_descr async [%t0]
  %sz1, %t2 = gpu.spgemm_work_estimation_or_compute async [%t1] {WORK_ESTIMATION} %a, %b, %c, %desc, %zero, %buf : f32 into memref<?xi8>
  %sz2, %t3 = gpu.spgemm_work_estimation_or_compute async [%t2] {COMPUTE} %a {TRANSPOSE}, %b {NON_TRANSPOSE}, %c, %desc, %sz1, %buf : f32 into memref<?xi8>
  %rows, %cols, %nnz, %t4 = gpu.spmat_get_size async [%t3] %c
  %t5 = gpu.set_csr_pointers async [%t4] %c, %pos, %crd, %vals : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %t6 = gpu.spgemm_copy async [%t5] %a, %b {TRANSPOSE}, %c, %desc : f32
  %t7 = gpu.spgemm_destroy_descr async [%t6] %desc
  %t8 = gpu.destroy_sp_mat async [%t7] %c
  return %rows, %cols, %nnz : index, index, index
}

// The synchronous forms (no `async`, no dependencies), and `async` without
// dependencies.
func.func @synchronous(%spmat: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %desc: !gpu.sparse.spgemmop_handle, %m: memref<?xf64>, %n: index, %buf: memref<?xi8>) {
  %sz = gpu.spmv_buffer_size %spmat {TRANSPOSE}, %dn, %dn into f64
  gpu.spmv %spmat, %dn, %dn, %buf : memref<?xi8> into f64
  %szs:3 = gpu.spmm_buffer_size %spmat, %dn, %dn : index, index, index into f64
  %one = gpu.spmm_buffer_size %spmat, %dn, %dn : index into f64
  %sd = gpu.sddmm_buffer_size %dn, %dn, %spmat into f64
  gpu.sddmm %dn, %dn, %spmat, %buf : memref<?xi8> into f64
  %e = gpu.spgemm_create_descr
  %w = gpu.spgemm_work_estimation_or_compute {WORK_ESTIMATION} %spmat, %spmat, %spmat, %e, %n, %buf : f64 into memref<?xi8>
  gpu.spgemm_copy %spmat, %spmat, %spmat, %e : f64
  gpu.spgemm_destroy_descr %e
  %r, %c, %z = gpu.spmat_get_size %spmat
  gpu.set_csr_pointers %spmat, %m, %m, %m : memref<?xf64>, memref<?xf64>, memref<?xf64>
  %x, %t = gpu.create_dn_tensor async %m, %n : index into memref<?xf64>
  gpu.destroy_dn_tensor [%t] %x
  %y = gpu.create_dn_tensor %m, %n, %n, %n : index, index, index into memref<?xf64>
  gpu.destroy_dn_tensor %y {reason = "done"}
  gpu.destroy_sp_mat %spmat
  return
}

// The enum attributes on their own.
func.func @sparse_enums() attributes {flags = [#gpu<prune_2to4_spmat_flag NONE>, #gpu<mat_transpose_mode CONJUGATE_TRANSPOSE>, #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>]} {
  return
}
