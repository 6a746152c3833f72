// Every op of the compute, subgroup, MMA and sparse parts in the generic form:
// properties given in full, defaults left out (stored by the parser: modeA,
// cluster_stride), inherent attributes given in the attribute dictionary.

"builtin.module"() ({
  "func.func"() <{function_type = (!gpu.async.token, f32, i32, index, memref<?xf64>, memref<?xi8>, memref<16x16xf16, 3>, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle) -> (), sym_name = "each_op"}> ({
  ^bb0(%arg0: !gpu.async.token, %arg1: f32, %arg2: i32, %arg3: index, %arg4: memref<?xf64>, %arg5: memref<?xi8>, %arg6: memref<16x16xf16, 3>, %arg7: !gpu.sparse.spmat_handle, %arg8: !gpu.sparse.dntensor_handle):
    %0 = "gpu.all_reduce"(%arg1) <{op = #gpu<all_reduce_op add>}> ({
    }) : (f32) -> f32
    %1 = "gpu.all_reduce"(%arg1) ({
    ^bb0(%arg9: f32, %arg10: f32):
      %36 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "gpu.yield"(%36) : (f32) -> ()
    }) : (f32) -> f32
    %2 = "gpu.subgroup_reduce"(%arg1) <{cluster_size = 4 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
    %3:2 = "gpu.shuffle"(%arg1, %arg2, %arg2) {mode = #gpu<shuffle_mode down>} : (f32, i32, i32) -> (f32, i1)
    %4:2 = "gpu.rotate"(%arg1) <{width = 8 : i32, offset = 3 : i32}> : (f32) -> (f32, i1)
    %5 = "gpu.subgroup_broadcast"(%arg1, %arg2) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32, i32) -> f32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "gpu.subgroup_mma_load_matrix"(%arg6, %6, %6) <{leadDimension = 16 : index}> : (memref<16x16xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
    %8 = "gpu.subgroup_mma_load_matrix"(%arg6, %6, %6) <{leadDimension = 16 : index}> : (memref<16x16xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "BOp">
    %9 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %10 = "gpu.subgroup_mma_constant_matrix"(%9) : (f16) -> !gpu.mma_matrix<16x16xf16, "COp">
    %11 = "gpu.subgroup_mma_compute"(%7, %8, %10) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %12 = "gpu.subgroup_mma_elementwise"(%11) <{opType = #gpu<mma_element_wise negatef>}> : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %13 = "gpu.subgroup_mma_extract_thread_local"(%12, %6) : (!gpu.mma_matrix<16x16xf16, "COp">, index) -> f16
    %14 = "gpu.subgroup_mma_insert_thread_local"(%13, %12, %6) : (f16, !gpu.mma_matrix<16x16xf16, "COp">, index) -> !gpu.mma_matrix<16x16xf16, "COp">
    "gpu.subgroup_mma_store_matrix"(%14, %arg6, %6, %6) <{leadDimension = 16 : index}> : (!gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16, 3>, index, index) -> ()
    %15:2 = "gpu.create_dn_tensor"(%arg0, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!gpu.async.token, memref<?xf64>, index) -> (!gpu.sparse.dntensor_handle, !gpu.async.token)
    %16 = "gpu.destroy_dn_tensor"(%15#1, %15#0) : (!gpu.async.token, !gpu.sparse.dntensor_handle) -> !gpu.async.token
    %17:2 = "gpu.create_coo"(%16, %arg3, %arg3, %arg3, %arg4, %arg4, %arg4) : (!gpu.async.token, index, index, index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %18:2 = "gpu.create_coo_aos"(%17#1, %arg3, %arg3, %arg3, %arg4, %arg4) : (!gpu.async.token, index, index, index, memref<?xf64>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %19:2 = "gpu.create_csr"(%18#1, %arg3, %arg3, %arg3, %arg4, %arg4, %arg4) : (!gpu.async.token, index, index, index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %20:2 = "gpu.create_csc"(%19#1, %arg3, %arg3, %arg3, %arg4, %arg4, %arg4) : (!gpu.async.token, index, index, index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %21:2 = "gpu.create_bsr"(%20#1, %arg3, %arg3, %arg3, %arg3, %arg3, %arg4, %arg4, %arg4) : (!gpu.async.token, index, index, index, index, index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %22:2 = "gpu.create_2to4_spmat"(%21#1, %arg3, %arg3, %arg4) <{pruneFlag = #gpu<prune_2to4_spmat_flag NONE>}> : (!gpu.async.token, index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
    %23 = "gpu.destroy_sp_mat"(%22#1, %22#0) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> !gpu.async.token
    %24:2 = "gpu.spmv_buffer_size"(%23, %arg7, %arg8, %arg8) <{computeType = f64, modeA = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
    %25 = "gpu.spmv"(%24#1, %arg7, %arg8, %arg8, %arg5) <{computeType = f64}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>) -> !gpu.async.token
    %26:3 = "gpu.spmm_buffer_size"(%25, %arg7, %arg8, %arg8) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode TRANSPOSE>, resultSegmentSizes = array<i32: 2, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index, !gpu.async.token)
    %27 = "gpu.spmm"(%26#2, %arg7, %arg8, %arg8, %arg5, %arg5) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 2>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xi8>, memref<?xi8>) -> !gpu.async.token
    %28:2 = "gpu.sddmm_buffer_size"(%27, %arg8, %arg8, %arg7) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle) -> (index, !gpu.async.token)
    %29 = "gpu.sddmm"(%28#1, %arg8, %arg8, %arg7, %arg5) <{computeType = f64, modeA = #gpu<mat_transpose_mode CONJUGATE_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xi8>) -> !gpu.async.token
    %30:2 = "gpu.spgemm_create_descr"(%29) : (!gpu.async.token) -> (!gpu.sparse.spgemmop_handle, !gpu.async.token)
    %31:2 = "gpu.spgemm_work_estimation_or_compute"(%30#1, %30#0, %arg7, %arg7, %arg7, %arg3, %arg5) <{computeType = f64, kind = #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> (index, !gpu.async.token)
    %32 = "gpu.spgemm_copy"(%31#1, %30#0, %arg7, %arg7, %arg7) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> !gpu.async.token
    %33:4 = "gpu.spmat_get_size"(%32, %arg7) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> (index, index, index, !gpu.async.token)
    %34 = "gpu.set_csr_pointers"(%33#3, %arg7, %arg4, %arg4, %arg4) : (!gpu.async.token, !gpu.sparse.spmat_handle, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> !gpu.async.token
    %35 = "gpu.spgemm_destroy_descr"(%34, %30#0) : (!gpu.async.token, !gpu.sparse.spgemmop_handle) -> !gpu.async.token
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
