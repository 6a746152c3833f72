// Element and sub-vector access: static, dynamic and poison positions.

// Transposes a 2x2 tile element by element.
func.func @transpose_2x2(%t: vector<2x2xf32>) -> vector<2x2xf32> {
  %a = vector.extract %t[0, 0] : f32 from vector<2x2xf32>
  %b = vector.extract %t[0, 1] : f32 from vector<2x2xf32>
  %c = vector.extract %t[1, 0] : f32 from vector<2x2xf32>
  %d = vector.extract %t[1, 1] : f32 from vector<2x2xf32>
  %r = vector.from_elements %a, %c, %b, %d : vector<2x2xf32>
  return %r : vector<2x2xf32>
}

// Row updates of an accumulator tile, with a loop-variant row index.
func.func @update_rows(%acc: vector<4x8xf32>, %row: vector<8xf32>, %i: index, %s: f32) -> vector<4x8xf32> {
  %old = vector.extract %acc[%i] : vector<8xf32> from vector<4x8xf32>
  %sum = arith.addf %old, %row : vector<8xf32>
  %0 = vector.insert %sum, %acc[%i] : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert %s, %0[3, 7] : f32 into vector<4x8xf32>
  %2 = vector.insert %s, %1[%i, %i] : f32 into vector<4x8xf32>
  %3 = vector.insert %row, %2[2] : vector<8xf32> into vector<4x8xf32>
  return %3 : vector<4x8xf32>
}

// Mixed static and dynamic positions, whole-vector positions, one-element vectors and poison.
func.func @positions(%v: vector<2x3x4xi16>, %z: vector<i16>, %i: index, %j: index, %e: i16) {
  %0 = vector.extract %v[1, %i, 3] : i16 from vector<2x3x4xi16>
  %1 = vector.extract %v[%i, 2] : vector<4xi16> from vector<2x3x4xi16>
  %2 = vector.extract %v[] : vector<2x3x4xi16> from vector<2x3x4xi16>
  %3 = vector.extract %v[0, 0, %j] : vector<1xi16> from vector<2x3x4xi16>
  %4 = vector.extract %v[-1, 0] : vector<4xi16> from vector<2x3x4xi16>
  %5 = vector.extract %z[] : i16 from vector<i16>
  %6 = vector.insert %e, %z[] : i16 into vector<i16>
  %7 = vector.insert %1, %v[0, -1] : vector<4xi16> into vector<2x3x4xi16>
  %8 = vector.insert %2, %v[] : vector<2x3x4xi16> into vector<2x3x4xi16>
  %9 = vector.insert %e, %v[%i, %j, 0] {tag = "lane"} : i16 into vector<2x3x4xi16>
  return
}

// Scalable vectors.
func.func @scalable(%v: vector<4x[8]xf32>, %i: index, %f: f32) -> vector<4x[8]xf32> {
  %row = vector.extract %v[%i] : vector<[8]xf32> from vector<4x[8]xf32>
  %x = vector.extract %row[0] : f32 from vector<[8]xf32>
  %y = arith.mulf %x, %f : f32
  %r = vector.insert %y, %v[%i, 0] : f32 into vector<4x[8]xf32>
  return %r : vector<4x[8]xf32>
}
