// The math dialect: every op, with and without fast-math flags, on scalars, vectors and tensors.
"x.body"() ({
^bb0(%f: f32, %g: f32, %v: vector<4xf16>, %t: tensor<2x?xf64>, %i: i32, %vi: vector<4xi32>, %x: index):
  %u0 = math.absf %f : f32
  %u1 = math.acosh %v fastmath<fast> : vector<4xf16>
  %u2 = math.asin %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u3 = math.asinh %f : f32
  %u4 = math.atan %v fastmath<fast> : vector<4xf16>
  %u5 = math.atanh %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u6 = math.cbrt %f : f32
  %u7 = math.ceil %v fastmath<fast> : vector<4xf16>
  %u8 = math.cos %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u9 = math.acos %f : f32
  %u10 = math.cosh %v fastmath<fast> : vector<4xf16>
  %u11 = math.sin %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u12 = math.sinh %f : f32
  %u13 = math.erf %v fastmath<fast> : vector<4xf16>
  %u14 = math.erfc %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u15 = math.exp %f : f32
  %u16 = math.exp2 %v fastmath<fast> : vector<4xf16>
  %u17 = math.expm1 %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u18 = math.floor %f : f32
  %u19 = math.log %v fastmath<fast> : vector<4xf16>
  %u20 = math.log10 %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u21 = math.log1p %f : f32
  %u22 = math.log2 %v fastmath<fast> : vector<4xf16>
  %u23 = math.rsqrt %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u24 = math.sqrt %f : f32
  %u25 = math.tan %v fastmath<fast> : vector<4xf16>
  %u26 = math.tanh %t fastmath<nnan,afn> : tensor<2x?xf64>
  %u27 = math.roundeven %f : f32
  %u28 = math.round %v fastmath<fast> : vector<4xf16>
  %u29 = math.trunc %t fastmath<nnan,afn> : tensor<2x?xf64>
  %i0 = math.absi %i : i32
  %i1 = math.ctlz %vi : vector<4xi32>
  %i2 = math.cttz %x : index
  %i3 = math.ctpop %i {tag} : i32
  %i4 = math.ipowi %i, %i : i32
  %i5 = math.ipowi %vi, %vi : vector<4xi32>
  %c0 = math.isfinite %f : f32
  %c1 = math.isinf %v : vector<4xf16>
  %c2 = math.isnan %t : tensor<2x?xf64>
  %c3 = math.isnormal %f : f32
  %b0 = math.atan2 %f, %g : f32
  %b1 = math.copysign %v, %v fastmath<nsz> : vector<4xf16>
  %b2 = math.powf %f, %g fastmath<fast> : f32
  %t0 = math.fma %f, %g, %f : f32
  %t1 = math.fma %v, %v, %v fastmath<contract> : vector<4xf16>
  %t2 = math.clampf %f to [%g, %f] : f32
  %t3 = math.clampf %t to [%t, %t] fastmath<nnan> : tensor<2x?xf64>
  %s:2 = math.sincos %f : f32
  %s2, %s3 = math.sincos %v fastmath<afn> : vector<4xf16>
  %p0 = math.fpowi %f, %i : f32, i32
  %p1 = math.fpowi %v, %vi fastmath<fast> : vector<4xf16>, vector<4xi32>
  %g0 = "math.sqrt"(%f) : (f32) -> f32
  %g1 = "math.isnan"(%f) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
  %g2 = "math.clampf"(%f, %f, %f) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
  %g3:2 = "math.sincos"(%f) : (f32) -> (f32, f32)
  "x.use"(%u0, %u1, %u2, %i0, %i1, %c0, %c1, %b0, %t0, %t2, %s#0, %s3, %p0, %p1, %g0, %g1, %g2, %g3#1) : (f32, vector<4xf16>, tensor<2x?xf64>, i32, vector<4xi32>, i1, vector<4xi1>, f32, f32, f32, f32, vector<4xf16>, f32, vector<4xf16>, f32, i1, f32, f32) -> ()
}) : () -> ()
