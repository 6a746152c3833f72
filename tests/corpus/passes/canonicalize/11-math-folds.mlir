// math's folders: rounding to integral values and sign operations in every format, the C
// library's functions on f64 and f32 constants (only values every C library gets exact
// here), integer bit counts and powers, classifications of scalars and splats.
func.func @rounding() -> (f32, f32, f16, f16, f64, f64, f32, f64) {
  %a = arith.constant -2.5 : f32
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %h = arith.constant 2.5 : f16
  %2 = math.roundeven %h : f16
  %n = arith.constant -0.5 : f16
  %3 = math.ceil %n : f16
  %d = arith.constant 2.5 : f64
  %4 = math.round %d : f64
  %5 = math.trunc %d : f64
  %s = arith.constant 0x7F800001 : f32
  %6 = math.trunc %s : f32
  %halfd = arith.constant 2.5 : f64
  %7 = math.roundeven %halfd : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f16, f16, f64, f64, f32, f64
}

func.func @signs(%x: f32) -> (f32, bf16, f16, f32) {
  %a = arith.constant -1.5 : f32
  %0 = math.absf %a : f32
  %b = arith.constant 3.0 : bf16
  %m = arith.constant -0.0 : bf16
  %1 = math.copysign %b, %m : bf16
  %z = arith.constant 0.0 : f16
  %2 = math.atan2 %z, %z : f16
  %3 = math.absf %x : f32
  return %0, %1, %2, %3 : f32, bf16, f16, f32
}

func.func @library() -> (f64, f32, f64, f32, f64, f32, f32, f64, f64, f64, f16) {
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f32
  %0 = math.cos %zero : f64
  %1 = math.log %one : f32
  %four = arith.constant 4.0 : f64
  %2 = math.sqrt %four : f64
  %three = arith.constant 3.0 : f32
  %3 = math.exp2 %three : f32
  %eight = arith.constant 8.0 : f64
  %4 = math.log2 %eight : f64
  %two = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  %5 = math.powf %two, %ten : f32
  %neg = arith.constant -4.0 : f32
  %6 = math.sqrt %neg : f32
  %7 = math.tanh %zero : f64
  %h = arith.constant 4.0 : f16
  %8 = math.sqrt %h : f16
  %9 = math.exp %zero : f64
  %10 = math.expm1 %zero : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %10, %9, %8 : f64, f32, f64, f32, f64, f32, f32, f64, f64, f64, f16
}

func.func @integers() -> (i8, i32, i32, i16, i32, i64, i1, vector<2xi32>) {
  %a = arith.constant -128 : i8
  %0 = math.absi %a : i8
  %b = arith.constant 16 : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %b : i32
  %c = arith.constant -1 : i16
  %3 = math.ctpop %c : i16
  %z = arith.constant 0 : i32
  %4 = math.cttz %z : i32
  %base = arith.constant 3 : i64
  %p = arith.constant 41 : i64
  %5 = math.ipowi %base, %p : i64
  %t = arith.constant true
  %6 = math.ipowi %t, %t : i1
  %v = arith.constant dense<[7, -8]> : vector<2xi32>
  %7 = math.ctpop %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i32, i32, i16, i32, i64, i1, vector<2xi32>
}

func.func @classify() -> (i1, i1, i1, vector<4xi1>, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = math.isnan %nan : f32
  %sub = arith.constant 0x00000001 : f32
  %1 = math.isnormal %sub : f32
  %inf = arith.constant 0xFC00 : f16
  %2 = math.isinf %inf : f16
  %s = arith.constant dense<1.0> : vector<4xf64>
  %3 = math.isfinite %s : vector<4xf64>
  %d = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %4 = math.isnan %d : vector<2xf32>
  return %0, %1, %2, %3, %4 : i1, i1, i1, vector<4xi1>, vector<2xi1>
}
