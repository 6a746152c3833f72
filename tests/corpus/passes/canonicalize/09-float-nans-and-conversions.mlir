// Float folds as APFloat computes them: the first NaN operand comes out quieted, an invalid
// operation gives the default NaN, min/max keep their NaN rules, and conversions fold only
// when exact.
func.func @nans() -> (f32, f32, f32, f16, f16, f16, f16, f64) {
  %one = arith.constant 1.0 : f32
  %snan = arith.constant 0x7F800001 : f32
  %nan = arith.constant 0xFFC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.addf %one, %snan : f32
  %1 = arith.mulf %nan, %one : f32
  %2 = arith.subf %inf, %inf : f32
  %h = arith.constant 2.0 : f16
  %hs = arith.constant 0x7C01 : f16
  %hq = arith.constant 0x7E05 : f16
  %3 = arith.maxnumf %hs, %h : f16
  %4 = arith.minnumf %hq, %h : f16
  %5 = arith.maximumf %h, %hq : f16
  %z = arith.constant 0.0 : f16
  %6 = arith.remf %h, %z : f16
  %d = arith.constant 0.0 : f64
  %7 = arith.divf %d, %d : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f16, f16, f16, f16, f64
}

func.func @compare(%x: f32) -> (i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf uno, %x, %nan : f32
  %a = arith.constant 1.0 : f80
  %b = arith.constant 2.0 : f80
  %1 = arith.cmpf olt, %a, %b : f80
  %2 = arith.cmpf oeq, %nan, %x : f32
  return %0, %1, %2 : i1, i1, i1
}

func.func @conversions() -> (f32, f80, f16, f16, i64, i64, i128, f32, f64, f16, bf16) {
  %h = arith.constant 0x7E05 : f16
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %h : f16 to f80
  %lossy = arith.constant 0x7FC12345 : f32
  %2 = arith.truncf %lossy : f32 to f16
  %quiet = arith.constant 0xFFC00000 : f32
  %3 = arith.truncf %quiet : f32 to f16
  %two63 = arith.constant 9.22337203685477e+18 : f32
  %4 = arith.fptosi %two63 : f32 to i64
  %5 = arith.fptoui %two63 : f32 to i64
  %big = arith.constant 3.0e+38 : f32
  %6 = arith.fptoui %big : f32 to i128
  %i = arith.constant 9007199254740993 : i64
  %7 = arith.sitofp %i : i64 to f32
  %8 = arith.uitofp %i : i64 to f64
  %m = arith.constant -170141183460469231731687303715884105728 : i128
  %9 = arith.sitofp %m : i128 to f16
  %10 = arith.uitofp %m : i128 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f80, f16, f16, i64, i64, i128, f32, f64, f16, bf16
}

func.func @small_formats() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f32, f16, f8E8M0FNU) {
  %one = arith.constant 1.0 : f8E4M3FN
  %zero = arith.constant 0.0 : f8E4M3FN
  %max = arith.constant 448.0 : f8E4M3FN
  %0 = arith.divf %one, %zero : f8E4M3FN
  %1 = arith.addf %max, %max : f8E4M3FN
  %u = arith.constant 0.0 : f8E5M2FNUZ
  %2 = arith.negf %u : f8E5M2FNUZ
  %n = arith.constant 0xFF : f8E4M3FN
  %3 = arith.extf %n : f8E4M3FN to f32
  %nz = arith.constant 0x80 : f8E4M3FNUZ
  %4 = arith.extf %nz : f8E4M3FNUZ to f16
  %f0 = arith.constant 0.0 : f32
  %5 = arith.truncf %f0 : f32 to f8E8M0FNU
  return %0, %1, %2, %3, %4, %5 : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f32, f16, f8E8M0FNU
}

func.func @wide_products() -> (i128, i128, i128, i128) {
  %a = arith.constant -170141183460469231731687303715884105728 : i128
  %b = arith.constant 3 : i128
  %s:2 = arith.mulsi_extended %a, %b : i128
  %u:2 = arith.mului_extended %a, %b : i128
  return %s#0, %s#1, %u#0, %u#1 : i128, i128, i128, i128
}
