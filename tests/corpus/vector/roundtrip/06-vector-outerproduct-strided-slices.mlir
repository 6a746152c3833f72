// A register-blocked matmul micro-kernel: outer products accumulated into a 4x8 tile,
// AXPY updates, and tiles split and reassembled with strided slices.

func.func @matmul_4x8(%a: memref<4x64xf32>, %b: memref<64x8xf32>, %k: index, %acc: vector<4x8xf32>) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %ta = vector.transfer_read %a[%c0, %k], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x64xf32>, vector<4xf32>
  %tb = vector.transfer_read %b[%k, %c0], %pad : memref<64x8xf32>, vector<8xf32>
  %0 = vector.outerproduct %ta, %tb, %acc : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %ta, %tb, %0 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %ta, %tb : vector<4xf32>, vector<8xf32>
  %3 = arith.addf %1, %2 : vector<4x8xf32>
  return %3 : vector<4x8xf32>
}

// y += a * x on a row, integer and scalable variants.
func.func @axpy(%x: vector<16xi32>, %a: i32, %y: vector<16xi32>, %s: vector<[4]xf32>, %t: vector<[4]xf32>, %f: f32) -> vector<16xi32> {
  %0 = vector.outerproduct %x, %a, %y : vector<16xi32>, i32
  %1 = vector.outerproduct %x, %a : vector<16xi32>, i32
  %2 = vector.outerproduct %s, %f, %t {kind = #vector.kind<mul>} : vector<[4]xf32>, f32
  %3 = vector.outerproduct %s, %s : vector<[4]xf32>, vector<[4]xf32>
  return %0 : vector<16xi32>
}

// Splitting an 8x8 tile into quadrants and reassembling it transposed block-wise.
func.func @quadrants(%t: vector<8x8xf16>, %z: vector<8x8xf16>) -> vector<8x8xf16> {
  %q00 = vector.extract_strided_slice %t {offsets = [0, 0], sizes = [4, 4], strides = [1, 1]} : vector<8x8xf16> to vector<4x4xf16>
  %q01 = vector.extract_strided_slice %t {offsets = [0, 4], sizes = [4, 4], strides = [1, 1]} : vector<8x8xf16> to vector<4x4xf16>
  %q10 = vector.extract_strided_slice %t {offsets = [4, 0], sizes = [4, 4], strides = [1, 1]} : vector<8x8xf16> to vector<4x4xf16>
  %q11 = vector.extract_strided_slice %t {offsets = [4, 4], sizes = [4, 4], strides = [1, 1]} : vector<8x8xf16> to vector<4x4xf16>
  %r0 = vector.insert_strided_slice %q00, %z {offsets = [0, 0], strides = [1, 1]} : vector<4x4xf16> into vector<8x8xf16>
  %r1 = vector.insert_strided_slice %q10, %r0 {offsets = [0, 4], strides = [1, 1]} : vector<4x4xf16> into vector<8x8xf16>
  %r2 = vector.insert_strided_slice %q01, %r1 {offsets = [4, 0], strides = [1, 1]} : vector<4x4xf16> into vector<8x8xf16>
  %r3 = vector.insert_strided_slice %q11, %r2 {offsets = [4, 4], strides = [1, 1]} : vector<4x4xf16> into vector<8x8xf16>
  return %r3 : vector<8x8xf16>
}

// Leading-dimension slices, lower-rank inserts, scalable trailing dimensions.
func.func @slices(%v: vector<4x8x16xi8>, %row: vector<16xi8>, %s: vector<4x[8]xf32>, %p: vector<[8]xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8x16xi8> to vector<2x8x16xi8>
  %1 = vector.insert_strided_slice %row, %v {offsets = [3, 7, 0], strides = [1]} : vector<16xi8> into vector<4x8x16xi8>
  %2 = vector.extract_strided_slice %s {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  %3 = vector.insert_strided_slice %p, %s {offsets = [1, 0], strides = [1], tag} : vector<[8]xf32> into vector<4x[8]xf32>
  return
}
