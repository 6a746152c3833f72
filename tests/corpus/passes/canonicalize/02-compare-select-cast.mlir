// cmpi, select and the integer casts.
func.func @compare(%x: i32) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %cm3 = arith.constant -3 : i32
  %0 = arith.cmpi slt, %cm3, %c5 : i32
  %1 = arith.cmpi ult, %cm3, %c5 : i32
  %2 = arith.cmpi sge, %x, %x : i32
  %3 = arith.cmpi ne, %x, %x : i32
  %4 = arith.cmpi sgt, %c5, %x : i32
  %5 = arith.cmpi eq, %c5, %x : i32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

func.func @select(%c: i1, %a: i64, %b: i64) -> (i64, i64, i64, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %true, %a, %b : i64
  %1 = arith.select %false, %a, %b : i64
  %2 = arith.select %c, %a, %a : i64
  %3 = arith.select %c, %true, %false : i1
  return %0, %1, %2, %3 : i64, i64, i64, i1
}

func.func @casts(%x: i8) -> (i32, i32, i4, index, i16, i64, f32, i32) {
  %m1 = arith.constant -1 : i8
  %big = arith.constant 300 : i32
  %0 = arith.extsi %m1 : i8 to i32
  %1 = arith.extui %m1 : i8 to i32
  %2 = arith.trunci %big : i32 to i4
  %3 = arith.index_cast %m1 : i8 to index
  %c70000 = arith.constant 70000 : index
  %4 = arith.index_cast %c70000 : index to i16
  %5 = arith.index_castui %m1 : i8 to index
  %6 = arith.index_castui %5 : index to i64
  %bits = arith.constant 1065353216 : i32
  %7 = arith.bitcast %bits : i32 to f32
  %e1 = arith.extsi %x : i8 to i16
  %e2 = arith.extsi %e1 : i16 to i32
  return %0, %1, %2, %3, %4, %6, %7, %e2 : i32, i32, i4, index, i16, i64, f32, i32
}

func.func @extended(%x: i32) -> (i32, i1, i32, i1, i32, i32) {
  %a = arith.constant 4000000000 : i32
  %b = arith.constant 500000000 : i32
  %c0 = arith.constant 0 : i32
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %s2, %c2 = arith.addui_extended %x, %c0 : i32, i1
  %lo, %hi = arith.mului_extended %a, %b : i32
  return %sum, %carry, %s2, %c2, %lo, %hi : i32, i1, i32, i1, i32, i32
}

// Shaped results of folds: splats of a static shape.
func.func @splats(%v: vector<4xi8>, %t: tensor<2x3xi32>) -> (vector<4xi8>, vector<4xi1>, tensor<2x3xi32>) {
  %0 = arith.subi %v, %v : vector<4xi8>
  %1 = arith.cmpi uge, %v, %v : vector<4xi8>
  %2 = arith.xori %t, %t : tensor<2x3xi32>
  return %0, %1, %2 : vector<4xi8>, vector<4xi1>, tensor<2x3xi32>
}
