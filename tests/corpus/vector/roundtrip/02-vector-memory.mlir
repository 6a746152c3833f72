// Memory access of vector kernels: contiguous loads and stores, and transfers with
// permutation maps, broadcast dimensions, padding, in_bounds flags and masks.

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#row_bcast = affine_map<(d0, d1) -> (0, d1)>

// Tile copy with a transposition on the way.
func.func @transpose_tile(%src: memref<64x64xf32>, %dst: memref<64x64xf32>, %i: index, %j: index) {
  %pad = arith.constant 0.0 : f32
  %t = vector.transfer_read %src[%i, %j], %pad {permutation_map = #transpose, in_bounds = [true, true]} : memref<64x64xf32>, vector<8x4xf32>
  vector.transfer_write %t, %dst[%j, %i] {in_bounds = [true, true]} : vector<8x4xf32>, memref<64x64xf32>
  return
}

// Reads with the default minor-identity map, written out or left implicit.
func.func @minor_identity(%m: memref<?x?x?xf16>, %i: index, %j: index, %k: index) -> (vector<4x8xf16>, vector<8xf16>) {
  %pad = arith.constant 0.0 : f16
  %0 = vector.transfer_read %m[%i, %j, %k], %pad : memref<?x?x?xf16>, vector<4x8xf16>
  %1 = vector.transfer_read %m[%i, %j, %k], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2)>} : memref<?x?x?xf16>, vector<8xf16>
  %2 = vector.transfer_read %m[%i, %j, %k], %pad {in_bounds = [false, false]} : memref<?x?x?xf16>, vector<4x8xf16>
  return %0, %1 : vector<4x8xf16>, vector<8xf16>
}

// A row broadcast over the tile, and a read of the column dimension only.
func.func @broadcast_reads(%m: memref<128x128xi32>, %i: index, %j: index) -> (vector<4x16xi32>, vector<16xi32>) {
  %pad = arith.constant -1 : i32
  %0 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #row_bcast} : memref<128x128xi32>, vector<4x16xi32>
  %1 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : memref<128x128xi32>, vector<16xi32>
  return %0, %1 : vector<4x16xi32>, vector<16xi32>
}

// Masked tail handling: the mask type is inferred from the vector type and the map.
func.func @masked_tail(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %i: index, %j: index, %m: vector<4x8xi1>, %mt: vector<8x4xi1>) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i, %j], %pad, %m : memref<?x?xf32>, vector<4x8xf32>
  %w = vector.transfer_read %a[%i, %j], %pad, %mt {permutation_map = #transpose} : memref<?x?xf32>, vector<4x8xf32>
  %s = arith.addf %v, %w : vector<4x8xf32>
  vector.transfer_write %s, %b[%i, %j], %m : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %s, %b[%j, %i], %mt {permutation_map = #transpose, in_bounds = [false, true]} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// Transfers on tensors: the write returns the updated tensor.
func.func @tensor_update(%t: tensor<16x32xbf16>, %i: index) -> tensor<16x32xbf16> {
  %pad = arith.constant 0.0 : bf16
  %v = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, false]} : tensor<16x32xbf16>, vector<2x16xbf16>
  %d = arith.addf %v, %v : vector<2x16xbf16>
  %r = vector.transfer_write %d, %t[%i, %i] {in_bounds = [true, false]} : vector<2x16xbf16>, tensor<16x32xbf16>
  return %r : tensor<16x32xbf16>
}

// 0-D transfers, and memrefs of vectors.
func.func @zero_d_and_vector_elements(%s: memref<f32>, %mv: memref<?x?xvector<4x3xf32>>, %i: index) {
  %pad = arith.constant 0.0 : f32
  %z = vector.transfer_read %s[], %pad : memref<f32>, vector<f32>
  vector.transfer_write %z, %s[] : vector<f32>, memref<f32>
  %vpad = arith.constant dense<0.0> : vector<4x3xf32>
  %v = vector.transfer_read %mv[%i, %i], %vpad : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  vector.transfer_write %v, %mv[%i, %i] : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
  return
}

// Loads and stores: strided layouts, memrefs of vectors, alignment, memory spaces.
func.func @loads_stores(%m: memref<8x16xf32, strided<[32, 1], offset: ?>>, %v: memref<4x4xvector<8xi16>>, %g: memref<256xi8, 3>, %i: index, %j: index) {
  %0 = vector.load %m[%i, %j] : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<16xf32>
  %1 = vector.load %m[%i, %j] {alignment = 64} : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<2x8xf32>
  %2 = vector.load %v[%i, %j] : memref<4x4xvector<8xi16>>, vector<8xi16>
  %3 = vector.load %g[%i] {nontemporal = false} : memref<256xi8, 3>, vector<32xi8>
  %4 = vector.load %m[%i, %j] : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<f32>
  vector.store %0, %m[%i, %j] {nontemporal = true, alignment = 16 : i64} : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<16xf32>
  vector.store %2, %v[%j, %i] : memref<4x4xvector<8xi16>>, vector<8xi16>
  vector.store %3, %g[%i] : memref<256xi8, 3>, vector<32xi8>
  vector.store %4, %m[%i, %j] : memref<8x16xf32, strided<[32, 1], offset: ?>>, vector<f32>
  return
}

// Attributes of the dialect, on an unregistered op.
func.func @attrs() {
  "test.op"() {kinds = [#vector.kind<add>, #vector.kind<minimumf>, #vector.kind<xor>], iters = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], punct = #vector.punctuation<newline>} : () -> ()
  return
}
