// Tile-level kernels: multi-dimensional reductions, transposes and constant masks.

// Row sums and the grand total of a 4x16 tile.
func.func @row_sums(%m: memref<4x16xf32>, %acc: vector<4xf32>) -> (vector<4xf32>, f32) {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %t = vector.transfer_read %m[%c0, %c0], %pad : memref<4x16xf32>, vector<4x16xf32>
  %rows = vector.multi_reduction <add>, %t, %acc [1] : vector<4x16xf32> to vector<4xf32>
  %total = vector.multi_reduction <add>, %t, %pad [0, 1] : vector<4x16xf32> to f32
  return %rows, %total : vector<4xf32>, f32
}

// Column maxima through a transpose, with integer and scalable variants.
func.func @column_max(%t: vector<8x4xi32>, %init: vector<4xi32>, %s: vector<2x[8]xf16>, %z: vector<[8]x2xf16>) -> vector<4xi32> {
  %tt = vector.transpose %t, [1, 0] : vector<8x4xi32> to vector<4x8xi32>
  %max = vector.multi_reduction <maxsi>, %tt, %init [1] : vector<4x8xi32> to vector<4xi32>
  %st = vector.transpose %s, [1, 0] : vector<2x[8]xf16> to vector<[8]x2xf16>
  %m = vector.multi_reduction <minimumf>, %st, %z {tag = 1 : i32} [] : vector<[8]x2xf16> to vector<[8]x2xf16>
  return %max : vector<4xi32>
}

// 3-D layout changes.
func.func @layouts(%v: vector<2x3x4xf32>, %z: vector<f32>) -> vector<4x2x3xf32> {
  %0 = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %1 = vector.transpose %z, [] : vector<f32> to vector<f32>
  return %0 : vector<4x2x3xf32>
}

// Constant masks for tails of known size.
func.func @constant_masks(%a: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %mask = vector.constant_mask [3, 5] : vector<4x8xi1>
  %v = vector.transfer_read %a[%i, %i], %pad, %mask : memref<?x?xf32>, vector<4x8xf32>
  %all = vector.constant_mask [4, 8] : vector<4x8xi1>
  %none = vector.constant_mask [0, 0] : vector<4x[8]xi1>
  %full = vector.constant_mask [2, 8] : vector<2x[8]xi1>
  %one = vector.constant_mask [1] : vector<i1>
  %e = vector.constant_mask [0] {tag} : vector<3xi1>
  return %v : vector<4x8xf32>
}
