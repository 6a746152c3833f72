// Float constant folding: arithmetic, comparison and conversions.
func.func @float_arith(%x: f32) -> (f32, f32, f32, f32, f64, f16, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %one, %b : f32
  %d1 = arith.constant 1.0 : f64
  %d3 = arith.constant 3.0 : f64
  %4 = arith.divf %d1, %d3 : f64
  %h = arith.constant 65504.0 : f16
  %5 = arith.negf %h : f16
  %6 = arith.addf %x, %nz : f32
  %7 = arith.mulf %x, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f64, f16, f32, f32
}

func.func @float_compare() -> (i1, i1, i1, i1) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oge, %a, %b : f32
  %2 = arith.cmpf uno, %a, %nan : f32
  %3 = arith.cmpf one, %nan, %b : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @conversions() -> (f32, f64, i32, i8, f16, f64, f16) {
  %i = arith.constant -42 : i32
  %u = arith.constant 200 : i8
  %f = arith.constant -7.75 : f32
  %g = arith.constant 300.5 : f32
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %u : i8 to f64
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %g : f32 to i8
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.extf %f : f32 to f64
  %inexact = arith.constant 0.1 : f32
  %6 = arith.truncf %inexact : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, i32, i8, f16, f64, f16
}
