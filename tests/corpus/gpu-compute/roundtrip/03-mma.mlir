// Warp-level matrix multiply-accumulate: tiles loaded from workgroup memory
// (address space 3), computed, combined elementwise and stored back.

func.func @matmul_tile(%a: memref<32x32xf16, 3>, %b: memref<32x32xf16, 3>, %c: memref<32x32xf32, 3>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %A = gpu.subgroup_mma_load_matrix %a[%i, %c0] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %b[%c0, %j] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %C = gpu.subgroup_mma_load_matrix %c[%i, %j] {leadDimension = 32 : index} : memref<32x32xf32, 3> -> !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %D, %c[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
  return
}

// Rectangular tiles, an accumulator from a constant, a K loop written as an
// unregistered wrapper, a bias added elementwise.
func.func @k_loop(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %out: memref<64x64xf16, strided<[64, 1], offset: ?>>, %k: index, %bias: f16) {
  %zero = arith.constant 0.0 : f16
  %acc0 = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x8xf16, "COp">
  %acc = "x.loop"(%k, %acc0) ({
  ^bb0(%kk: index, %acc_in: !gpu.mma_matrix<16x8xf16, "COp">):
    %ta = gpu.subgroup_mma_load_matrix %a[%kk, %kk] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x32xf16, "AOp">
    %tb = gpu.subgroup_mma_load_matrix %b[%kk, %kk] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<32x8xf16, "BOp">
    %acc_out = gpu.subgroup_mma_compute %ta, %tb, %acc_in {a_transpose, b_transpose} : !gpu.mma_matrix<16x32xf16, "AOp">, !gpu.mma_matrix<32x8xf16, "BOp"> -> !gpu.mma_matrix<16x8xf16, "COp">
    "x.yield"(%acc_out) : (!gpu.mma_matrix<16x8xf16, "COp">) -> ()
  }) : (index, !gpu.mma_matrix<16x8xf16, "COp">) -> !gpu.mma_matrix<16x8xf16, "COp">
  %bias_m = gpu.subgroup_mma_constant_matrix %bias : !gpu.mma_matrix<16x8xf16, "COp">
  %sum = gpu.subgroup_mma_elementwise addf %acc, %bias_m : (!gpu.mma_matrix<16x8xf16, "COp">, !gpu.mma_matrix<16x8xf16, "COp">) -> !gpu.mma_matrix<16x8xf16, "COp">
  %relu = gpu.subgroup_mma_elementwise maxf %sum, %bias_m : (!gpu.mma_matrix<16x8xf16, "COp">, !gpu.mma_matrix<16x8xf16, "COp">) -> !gpu.mma_matrix<16x8xf16, "COp">
  %neg = gpu.subgroup_mma_elementwise negatef %relu : (!gpu.mma_matrix<16x8xf16, "COp">) -> !gpu.mma_matrix<16x8xf16, "COp">
  %c0 = arith.constant 0 : index
  gpu.subgroup_mma_store_matrix %neg, %out[%c0, %c0] {leadDimension = 64 : index, transpose} : !gpu.mma_matrix<16x8xf16, "COp">, memref<64x64xf16, strided<[64, 1], offset: ?>>
  return
}

// Integer MMA with signed and unsigned 8-bit inputs and an i32 accumulator,
// and per-thread element access.
func.func @int8(%a: memref<16x16xi8>, %c: memref<16x16xi32>, %s: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
  %B = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xui8, "BOp">
  %C = gpu.subgroup_mma_constant_matrix %s : !gpu.mma_matrix<16x16xi32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  %e = gpu.subgroup_mma_extract_thread_local %D[%c1] : !gpu.mma_matrix<16x16xi32, "COp"> -> i32
  %twice = arith.addi %e, %e : i32
  %E = gpu.subgroup_mma_insert_thread_local %twice, %D[%c1] : i32, !gpu.mma_matrix<16x16xi32, "COp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  %F = gpu.subgroup_mma_elementwise addi %E, %D : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  gpu.subgroup_mma_store_matrix %F, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32>
  return %e : i32
}

// f64 and vector memrefs, two-index per-thread access, the other elementwise ops.
func.func @wide(%m: memref<8x8xvector<1xf64>>, %d: memref<8x8xf64>, %x: f64, %y: f32) {
  %c0 = arith.constant 0 : index
  %A = gpu.subgroup_mma_load_matrix %d[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
  %B = gpu.subgroup_mma_load_matrix %d[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
  %C = gpu.subgroup_mma_load_matrix %m[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xvector<1xf64>> -> !gpu.mma_matrix<8x8xf64, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
  %v = gpu.subgroup_mma_extract_thread_local %D[%c0, %c0] : !gpu.mma_matrix<8x8xf64, "COp"> -> f64
  %w = gpu.subgroup_mma_insert_thread_local %x, %D[%c0, %c0] : f64, !gpu.mma_matrix<8x8xf64, "COp"> -> !gpu.mma_matrix<8x8xf64, "COp">
  gpu.subgroup_mma_store_matrix %w, %m[%c0, %c0] {leadDimension = 8 : index} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xvector<1xf64>>
  %f = gpu.subgroup_mma_constant_matrix %y : !gpu.mma_matrix<16x16xf32, "COp">
  %0 = gpu.subgroup_mma_elementwise mulf %f, %f : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %1 = gpu.subgroup_mma_elementwise subf %0, %f : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %2 = gpu.subgroup_mma_elementwise minf %1, %f : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %3 = gpu.subgroup_mma_elementwise divf %2, %f : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %4 = gpu.subgroup_mma_elementwise extf %3 : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %z = arith.constant 3 : i32
  %i = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xi32, "COp">
  %5 = gpu.subgroup_mma_elementwise muli %i, %i : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  %6 = gpu.subgroup_mma_elementwise subi %5, %i : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  %7 = gpu.subgroup_mma_elementwise divs %6, %i : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  %8 = gpu.subgroup_mma_elementwise divu %7, %i : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  %9 = gpu.subgroup_mma_elementwise negates %8 : (!gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  "x.use"(%4, %9, %v) {op = #gpu<mma_element_wise addf>} : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">, f64) -> ()
  return
}

// The verbose spelling of the type.
func.func @verbose(%m: !gpu<mma_matrix<16x16xf16, "AOp">>) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
  return %m : !gpu<mma_matrix<16x16xf16, "AOp">>
}

// Layouts whose most minor dimension has unit stride: affine maps with a
// constant or symbolic row stride, a strided layout with dynamic strides.
func.func @layouts(%a: memref<32x32xf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>, %b: memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 - d1)>>, %c: memref<32x32xf32, strided<[?, 1], offset: ?>>, %i: index) {
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %b[%i, %i] {leadDimension = 16 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 - d1)>> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %C = gpu.subgroup_mma_load_matrix %c[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32, strided<[?, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %D, %c[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, strided<[?, 1], offset: ?>>
  return
}
