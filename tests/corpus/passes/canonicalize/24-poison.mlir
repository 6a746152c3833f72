// Poison through arith's folders: a binary or cast op of a poison operand is poison (the
// shifts excepted), select takes the value that is not poison, cmpi and cmpf do not fold,
// bitcast of a scalar does; the poison constants are uniqued and hoisted like arith.constant.
func.func @ints(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>) {
  %p = ub.poison : i32
  %pv = ub.poison : vector<4xi32>
  %0 = arith.addi %x, %p : i32
  %1 = arith.muli %p, %x : i32
  %2 = arith.divsi %x, %p : i32
  %3 = arith.shli %x, %p : i32
  %4 = arith.maxui %p, %x : i32
  %5 = arith.xori %v, %pv : vector<4xi32>
  %6 = arith.shrui %pv, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>
}

func.func @floats(%x: f32) -> (f32, f32, f32, f64) {
  %p = ub.poison : f32
  %0 = arith.addf %x, %p : f32
  %1 = arith.maximumf %p, %x : f32
  %2 = arith.negf %p : f32
  %3 = arith.extf %p : f32 to f64
  return %0, %1, %2, %3 : f32, f32, f32, f64
}

func.func @selects_and_casts(%c: i1, %x: i32) -> (i32, i32, i32, i1, i64, index, i32, vector<2xf32>) {
  %p = ub.poison : i32
  %pc = ub.poison : i1
  %pf = ub.poison : f32
  %pv = ub.poison : vector<2xi32>
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %2 = arith.select %pc, %x, %x : i32
  %3 = arith.cmpi eq, %p, %x : i32
  %4 = arith.extsi %p : i32 to i64
  %5 = arith.index_cast %p : i32 to index
  %6 = arith.bitcast %pf : f32 to i32
  %7 = arith.bitcast %pv : vector<2xi32> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i64, index, i32, vector<2xf32>
}

func.func @compare_and_extend(%x: i32, %y: f32) -> (i1, i1, i1, i32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %c0 = arith.constant 0 : i32
  %0 = arith.cmpi slt, %p, %x : i32
  %1 = arith.cmpi ult, %c0, %p : i32
  %2 = arith.cmpf olt, %y, %pf : f32
  %l, %h = arith.mulsi_extended %p, %x : i32
  return %0, %1, %2, %l, %h : i1, i1, i1, i32, i32
}
