// Masks built from loop bounds, masked memory access, bit casts and index sequences.

// The tail of a strip-mined loop: only the first %n lanes are loaded and stored.
func.func @masked_tail(%a: memref<?xf32>, %b: memref<?xf32>, %i: index, %n: index) {
  %mask = vector.create_mask %n : vector<16xi1>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %v = vector.maskedload %a[%i], %mask, %zero : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %w = arith.mulf %v, %v : vector<16xf32>
  vector.maskedstore %b[%i], %mask, %w : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// 2-D masks for transfers, and an aligned masked access.
func.func @masks_2d(%m: memref<?x?xi8>, %r: index, %c: index, %pass: vector<4x8xi8>) -> vector<4x8xi8> {
  %mask = vector.create_mask %r, %c : vector<4x8xi1>
  %pad = arith.constant 0 : i8
  %t = vector.transfer_read %m[%r, %c], %pad, %mask {in_bounds = [true, true]} : memref<?x?xi8>, vector<4x8xi8>
  %l = vector.maskedload %m[%r, %c], %mask, %pass {alignment = 8} : memref<?x?xi8>, vector<4x8xi1>, vector<4x8xi8> into vector<4x8xi8>
  vector.maskedstore %m[%c, %r], %mask, %l {alignment = 8 : i64} : memref<?x?xi8>, vector<4x8xi1>, vector<4x8xi8>
  %z = vector.create_mask %r : vector<i1>
  %s = vector.create_mask %c, %r : vector<2x[4]xi1>
  return %t : vector<4x8xi8>
}

// Reinterpreting the bits of a vector.
func.func @bitcasts(%f: vector<4x8xf32>, %h: vector<f16>, %b: vector<16xi8>) -> vector<4x16xi16> {
  %0 = vector.bitcast %f : vector<4x8xf32> to vector<4x16xi16>
  %1 = vector.bitcast %f : vector<4x8xf32> to vector<4x4xi64>
  %2 = vector.bitcast %h : vector<f16> to vector<bf16>
  %3 = vector.bitcast %b : vector<16xi8> to vector<128xi1>
  %4 = vector.bitcast %b : vector<16xi8> to vector<2xf64>
  return %0 : vector<4x16xi16>
}

// Lane indices: a gather-free iota, offset by a base and compared to a bound.
func.func @lane_ids(%base: index, %n: index) -> vector<8xi1> {
  %iota = vector.step : vector<8xindex>
  %b = vector.broadcast %base : index to vector<8xindex>
  %ids = arith.addi %iota, %b : vector<8xindex>
  %bound = vector.broadcast %n : index to vector<8xindex>
  %in = arith.cmpi ult, %ids, %bound : vector<8xindex>
  %s = vector.step : vector<[4]xindex>
  return %in : vector<8xi1>
}
