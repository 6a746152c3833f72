// Result type inference: with InferTypeOpInterface a format that prints no result type infers
// them all after the operands and attributes (as mlir-opt-22 prints vector.extract and
// memref.distinct_objects); the generic form spells the inferred types out.

tst.module {
^bb0(%v: vector<4xf32>, %t: tensor<2x3xi8>, %x: index, %i: i32):
  %0 = tst.tc_elem %v : vector<4xf32>
  %1 = tst.tc_elem %t {k = "a"} : tensor<2x3xi8>
  %2 = "tst.tc_elem"(%v) : (vector<4xf32>) -> f32
  %3:2 = tst.tc_same(%x, %i : index, i32)
  %4:3 = tst.tc_same(%x, %i : index, i32) {extra}
  tst.tc_same
  %5 = tst.tc_same {extra}
  %6:2 = "tst.tc_same"(%i) <{extra}> : (i32) -> (i32, index)
  %7 = tst.tc_fad i64, %x : index -> i64
}
