// Type constraints on operands and results (MLIR's CommonTypeConstraints): values that satisfy
// them verify and round-trip.

tst.module {
^bb0(%i: i32, %v: vector<4xi8>, %t: tensor<2xindex>, %b: i1, %ti: tensor<4xi32>, %tf: tensor<*xf32>,
     %r: tensor<2x?xi8>, %vf: vector<[4]xf16>, %c: complex<f32>, %x: index, %f: bf16):
  %0 = tst.tc_add %i, %i : i32
  %1 = tst.tc_add %v, %v : vector<4xi8>
  %2 = tst.tc_add %t, %t : tensor<2xindex>
  %3:2 = tst.tc_kinds %b, %ti, %r, %vf, %c [%x, %f] : tensor<4xi32>, tensor<2x?xi8>, vector<[4]xf16>, complex<f32> [index, bf16] -> i32, i16
  %4:2 = tst.tc_kinds %b, %tf, %r, %vf, %c : tensor<*xf32>, tensor<2x?xi8>, vector<[4]xf16>, complex<f32> -> f32, si64
}
