// Upstream's canonicalization patterns of arith (ArithCanonicalization.td and the C++ ones of
// ArithOps.cpp): constant chains, extensions moved out of bitwise ops and comparisons,
// select rewrites, cast chains, negations, and float comparisons of converted integers.
func.func @addi_addi(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c2 overflow<nsw> : i32
  %s = arith.subi %x, %c1 : i32
  %1 = arith.addi %s, %c2 : i32
  %t = arith.subi %c1, %x : i32
  %2 = arith.addi %t, %c2 : i32
  %m1 = arith.constant -1 : i32
  %y = arith.muli %x, %m1 : i32
  %3 = arith.addi %x, %y : i32
  %4 = arith.addi %y, %c2 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func @subi(%x: i32, %z: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c1 : i32
  %0 = arith.subi %a, %c5 : i32
  %1 = arith.subi %c5, %a : i32
  %s = arith.subi %x, %c1 : i32
  %2 = arith.subi %s, %c5 : i32
  %t = arith.subi %c1, %x : i32
  %3 = arith.subi %t, %c5 : i32
  %4 = arith.subi %c5, %s : i32
  %5 = arith.subi %c5, %t : i32
  %u = arith.subi %x, %z : i32
  %6 = arith.subi %u, %x : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
func.func @muli(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.muli %x, %c3 : i32
  %0 = arith.muli %a, %c5 : i32
  return %0 : i32
}
func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %0:2 = arith.addui_extended %x, %y : i32, i1
  %1:2 = arith.mulsi_extended %x, %y : i32
  %2:2 = arith.mului_extended %x, %y : i32
  %c1 = arith.constant 1 : i32
  %3:2 = arith.mulsi_extended %x, %c1 : i32
  return %0#0, %1#0, %2#0, %3#0, %3#1 : i32, i32, i32, i32, i32
}
func.func @xori(%x: i32, %y: i32, %a: i8, %b: i8) -> (i1, i32, i32) {
  %t = arith.constant true
  %c = arith.cmpi slt, %x, %y : i32
  %0 = arith.xori %c, %t : i1
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %1 = arith.xori %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %2 = arith.xori %sa, %sb : i32
  return %0, %1, %2 : i1, i32, i32
}
func.func @cmpi(%a: i8, %b: i8) -> (i1, i1, i1) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.cmpi eq, %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.cmpi ne, %sa, %sb : i32
  %2 = arith.cmpi slt, %sa, %sb : i32
  return %0, %1, %2 : i1, i1, i1
}
func.func @select(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %x, %y : i32
  %s = arith.select %c, %x, %y : i32
  %1 = arith.select %c, %s, %z : i32
  %2 = arith.select %c, %z, %s : i32
  %f = arith.constant false
  %3 = arith.select %c, %f, %t : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.select %c, %c1, %c0 : i32
  %5 = arith.select %c, %c0, %c1 : i32
  %c1l = arith.constant 1 : i64
  %c0l = arith.constant 0 : i64
  %6 = arith.select %d, %c0l, %c1l : i64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, i64
}
func.func @casts(%a: i8, %b: index, %f: f32, %g: i16) -> (index, index, f16, f64, i64, i32, i16, i16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %a : i8 to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %4 : i32 to f32
  %6 = arith.truncf %5 : f32 to f16
  %u = arith.extui %a : i8 to i16
  %7 = arith.extsi %u : i16 to i64
  %e = arith.extsi %a : i8 to i64
  %8 = arith.trunci %e : i64 to i32
  %e2 = arith.extui %a : i8 to i64
  %9 = arith.trunci %e2 : i64 to i16
  %g32 = arith.extsi %g : i16 to i32
  %c8 = arith.constant 8 : i32
  %sh = arith.shrsi %g32, %c8 : i32
  %10 = arith.trunci %sh : i32 to i16
  %c16 = arith.constant 16 : i32
  %sh2 = arith.shrsi %g32, %c16 : i32
  %11 = arith.trunci %sh2 : i32 to i16
  %sf = arith.sitofp %a : i8 to f64
  %12 = arith.truncf %sf : f64 to f16
  %uf = arith.uitofp %g : i16 to f32
  %13 = arith.extf %uf : f32 to f64
  return %1, %3, %12, %13, %7, %8, %9, %11 : index, index, f16, f64, i64, i32, i16, i16
}
func.func @andor(%a: i8, %b: i8) -> (i32, i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %1 = arith.ori %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %2 = arith.andi %sa, %sb : i32
  %3 = arith.ori %sa, %sb : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
func.func @negf(%x: f32, %y: f32) -> (f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  return %0, %1 : f32, f32
}
func.func @cmpf(%a: i8, %b: i32, %c: i64) -> (i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f32
  %k = arith.constant 4.5 : f32
  %0 = arith.cmpf olt, %fa, %k : f32
  %1 = arith.cmpf oeq, %fa, %k : f32
  %big = arith.constant 1.0e10 : f32
  %2 = arith.cmpf ogt, %fa, %big : f32
  %ua = arith.uitofp %a : i8 to f32
  %m = arith.constant -3.0 : f32
  %3 = arith.cmpf uge, %ua, %m : f32
  %fc = arith.sitofp %c : i64 to f32
  %4 = arith.cmpf olt, %fc, %k : f32
  %5 = arith.cmpf ord, %fa, %k : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
func.func @sitofp_ext(%a: i8) -> (f32, f32, f32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.sitofp %0 : i32 to f32
  %2 = arith.extui %a : i8 to i32
  %3 = arith.sitofp %2 : i32 to f32
  %4 = arith.uitofp %2 : i32 to f32
  return %1, %3, %4 : f32, f32, f32
}
// Splats: the negated product and `subi(subi(x, y), x)` see them; the constant chains, whose
// constants must be scalars, do not.
func.func @vectors(%x: vector<4xi32>, %y: vector<4xi32>, %w: vector<4xi64>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %m1 = arith.constant dense<-1> : vector<4xi32>
  %p = arith.muli %y, %m1 : vector<4xi32>
  %0 = arith.addi %x, %p : vector<4xi32>
  %d = arith.subi %x, %y : vector<4xi32>
  %1 = arith.subi %d, %x : vector<4xi32>
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %a = arith.addi %x, %c1 : vector<4xi32>
  %2 = arith.addi %a, %c2 : vector<4xi32>
  %c32 = arith.constant dense<32> : vector<4xi64>
  %s = arith.shrsi %w, %c32 : vector<4xi64>
  %3 = arith.trunci %s : vector<4xi64> to vector<4xi32>
  %h:2 = arith.mulsi_extended %x, %c1 : vector<4xi32>
  return %0, %1, %2, %3, %h#0, %h#1 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

func.func @converted_compares(%a: i8, %u: i16) -> (i1, i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f32
  %fu = arith.uitofp %u : i16 to f16
  %neg = arith.constant -4.5 : f32
  %0 = arith.cmpf ole, %fa, %neg : f32
  %1 = arith.cmpf ugt, %fa, %neg : f32
  %2 = arith.cmpf uno, %fa, %neg : f32
  %small = arith.constant -200.0 : f32
  %3 = arith.cmpf oge, %fa, %small : f32
  %h = arith.constant 7.5 : f16
  %4 = arith.cmpf ult, %fu, %h : f16
  %5 = arith.cmpf one, %fu, %h : f16
  %big = arith.constant 60000.0 : f16
  %6 = arith.cmpf olt, %fu, %big : f16
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}
