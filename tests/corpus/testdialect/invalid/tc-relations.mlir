// Type relation traits: inferred operand types in the parser, and the traits' verifiers, in
// mlir-opt-22's words for arith.addi (SameOperandsAndResultType), arith.cmpi (SameTypeOperands,
// TypesMatchWith), arith.select (AllTypesMatch), memref.copy, arith.extui, tosa.greater and
// amdgpu.raw_buffer_store.

tst.module {
// expected-note @+1 {{prior use here}}
^bb0(%a: i32, %x: index):
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'index'}}
  %0 = tst.tc_add %a, %x : i32
}

// -----

tst.module {
^bb0(%a: i32, %x: i64):
  // expected-error @+1 {{'tst.tc_add' op requires the same type for all operands and results}}
  %0 = "tst.tc_add"(%a, %x) : (i32, i64) -> i64
}

// -----

tst.module {
^bb0(%a: tensor<4xi32, "enc">, %x: tensor<4xi32>):
  // expected-error @+1 {{'tst.tc_add' op requires the same encoding for all operands and results}}
  %0 = "tst.tc_add"(%x, %a) : (tensor<4xi32>, tensor<4xi32, "enc">) -> tensor<4xi32, "enc">
}

// -----

// A dynamic size is compatible with a static one, and only the first result's encoding counts.
tst.module {
^bb0(%a: tensor<4xi32, "enc">, %x: tensor<?xi32>):
  %0 = "tst.tc_add"(%x, %a) : (tensor<?xi32>, tensor<4xi32, "enc">) -> tensor<4xi32>
  // expected-error @+1 {{'tst.tc_add' op requires the same type for all operands and results}}
  %1 = "tst.tc_add"(%x, %x) : (tensor<?xi32>, tensor<?xi32>) -> tensor<2x2xi32>
}

// -----

tst.module {
^bb0(%a: i32):
  // expected-error @+1 {{'tst.tc_add' op expected 2 operands, but found 1}}
  %0 = "tst.tc_add"(%a) : (i32) -> i32
}

// -----

tst.module {
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'tst.tc_cmp' op requires all operands to have the same type}}
  %0 = "tst.tc_cmp"(%a, %b) : (i32, i64) -> i1
}

// -----

tst.module {
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'tst.tc_cmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "tst.tc_cmp"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
}

// -----

tst.module {
^bb0(%a: i32):
  // expected-error @+1 {{'tst.tc_cmp' op result #0 must be bool-like, but got 'i32'}}
  %0 = "tst.tc_cmp"(%a, %a) : (i32, i32) -> i32
}

// -----

tst.module {
// expected-note @+1 {{prior use here}}
^bb0(%c: i1, %a: i32, %b: i64):
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = tst.tc_select %c, %a, %b : i1, i32
}

// -----

tst.module {
^bb0(%c: i1, %a: i32, %b: i64):
  // expected-error @+1 {{'tst.tc_select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "tst.tc_select"(%c, %a, %b) : (i1, i32, i64) -> i32
}

// -----

tst.module {
^bb0(%c: i32, %a: i32, %b: i64):
  // expected-error @+1 {{'tst.tc_select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "tst.tc_select"(%c, %a, %b) : (i32, i32, i64) -> i32
}

// -----

tst.module {
^bb0(%a: vector<4xf32>, %m: vector<4xf16>):
  // expected-error @+1 {{'tst.tc_shapes' op failed to verify that all of {a, r} have same element type}}
  %0 = "tst.tc_shapes"(%a, %m) : (vector<4xf32>, vector<4xf16>) -> vector<4xf16>
}

// -----

tst.module {
^bb0(%a: tensor<4xi8>, %b: tensor<4xi16>):
  // expected-error @+1 {{'tst.tc_shapes' op requires the same element type for all operands}}
  %0 = "tst.tc_shapes"(%a, %b) : (tensor<4xi8>, tensor<4xi16>) -> tensor<4xi8>
}

// -----

tst.module {
^bb0(%a: tensor<4xi8>, %b: tensor<3xi8>):
  // expected-error @+1 {{'tst.tc_shapes' op requires the same shape for all operands}}
  %0 = "tst.tc_shapes"(%a, %b) : (tensor<4xi8>, tensor<3xi8>) -> tensor<4xi8>
}

// -----

tst.module {
^bb0(%a: vector<4xi8>):
  // expected-error @+1 {{'tst.tc_shapes' op requires the same shape for all operands and results}}
  %0 = "tst.tc_shapes"(%a, %a) : (vector<4xi8>, vector<4xi8>) -> vector<2xi8>
}

// -----

// arith.constant's AllTypesMatch over its typed attribute.
// expected-error @+1 {{'tst.tc_constant' op failed to verify that all of {value, result} have same type}}
%0 = "tst.tc_constant"() <{value = 1 : i32}> : () -> i64
