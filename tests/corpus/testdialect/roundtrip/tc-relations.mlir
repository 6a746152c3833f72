// Type relation traits: types the format omits are inferred from printed ones
// (SameOperandsAndResultType, SameTypeOperands, TypesMatchWith, AllTypesMatch), as mlir-tblgen's
// parsers do for arith.addi, arith.cmpi and arith.select.

tst.module {
^bb0(%i: i32, %x: index, %v: vector<4xi8>, %t: tensor<?x2xi64>, %b: i1, %vb: vector<4xi1>, %f: f32, %tf: tensor<2xf32>):
  %0 = tst.tc_add %i, %i : i32
  %1 = tst.tc_add %x, %x {k} : index
  %2 = tst.tc_add %v, %v : vector<4xi8>
  %3 = tst.tc_cmp %i, %i : i32
  %4 = tst.tc_cmp %t, %t : tensor<?x2xi64>
  %5 = tst.tc_cmp %v, %v : vector<4xi8>
  %6 = tst.tc_select %b, %f, %f : i1, f32
  %7 = tst.tc_select %vb, %v, %v : vector<4xi1>, vector<4xi8>
  %8 = tst.tc_shapes %tf, %tf : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %9 = tst.tc_shapes %f, %f : (f32, f32) -> f32
  %10 = "tst.tc_add"(%0, %i) : (i32, i32) -> i32
  %11 = "tst.tc_cmp"(%x, %x) : (index, index) -> i1
  %12 = tst.tc_constant 1 : i32
  %13 = tst.tc_constant 2.5 : f32
  %14 = tst.tc_constant {k} "s" : i8
  %15 = "tst.tc_constant"() <{value = 3 : index}> : () -> index
}
