// Type constraints on operands and results: «'OP' op operand #N must be SUMMARY, but got
// 'TYPE'», operands before results, in declaration order; «variadic of» for a variadic group.
// Texts as mlir-opt-22 prints them for arith.addi (tst.tc_add) on f32 and memref.alloc on an f32 size.

tst.module {
^bb0(%f: f32, %i: i32):
  // expected-error @+1 {{'tst.tc_add' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = tst.tc_add %f, %f : f32
}

// -----

tst.module {
^bb0(%f: f32, %i: i32):
  // expected-error @+1 {{'tst.tc_add' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "tst.tc_add"(%i, %f) : (i32, f32) -> f32
}

// -----

tst.module {
^bb0(%f: f32, %i: i32):
  // expected-error @+1 {{'tst.tc_add' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "tst.tc_add"(%i, %i) : (i32, i32) -> f32
}

// -----

tst.module {
^bb0(%v: vector<2xf32>, %i: i32):
  // expected-error @+1 {{'tst.tc_add' op operand #0 must be signless-integer-like, but got 'vector<2xf32>'}}
  %0 = "tst.tc_add"(%v, %i) : (vector<2xf32>, i32) -> i32
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2x?xi8>, %vf: vector<[4]xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  %0:2 = "tst.tc_kinds"(%i, %ti, %r, %vf, %c) : (i32, tensor<4xi32>, tensor<2x?xi8>, vector<[4]xf16>, complex<f32>) -> (i32, i16)
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi64>, %r: tensor<2x?xi8>, %vf: vector<[4]xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #1 must be tensor of 32-bit signless integer or 32-bit float values, but got 'tensor<4xi64>'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi64>, tensor<2x?xi8>, vector<[4]xf16>, complex<f32> -> i32, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<*xi8>, %vf: vector<[4]xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #2 must be ranked tensor of any type values, but got 'tensor<*xi8>'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi32>, tensor<*xi8>, vector<[4]xf16>, complex<f32> -> i32, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<[4]xi16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #3 must be vector of floating-point-like values, but got 'vector<[4]xi16>'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi32>, tensor<2xi8>, vector<[4]xi16>, complex<f32> -> i32, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<4xf16>, %c: f32, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #4 must be complex-type, but got 'f32'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi32>, tensor<2xi8>, vector<4xf16>, f32 -> i32, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<4xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #6 must be variadic of index or floating-point, but got 'i32'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c [%x, %i, %f] : tensor<4xi32>, tensor<2xi8>, vector<4xf16>, complex<f32> [index, i32, bf16] -> i32, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<4xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op result #0 must be 32-bit signless integer or 32-bit float, but got 'i64'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi32>, tensor<2xi8>, vector<4xf16>, complex<f32> -> i64, i16
}

// -----

tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<4xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op result #1 must be even-width integer, but got 'i1'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c : tensor<4xi32>, tensor<2xi8>, vector<4xf16>, complex<f32> -> i32, i1
}

// -----

// Operand constraints are checked before result constraints.
tst.module {
^bb0(%b: i1, %ti: tensor<4xi32>, %r: tensor<2xi8>, %vf: vector<4xf16>, %c: complex<f32>, %x: index, %f: bf16, %i: i32):
  // expected-error @+1 {{'tst.tc_kinds' op operand #5 must be variadic of index or floating-point, but got 'i32'}}
  %0:2 = tst.tc_kinds %b, %ti, %r, %vf, %c [%i] : tensor<4xi32>, tensor<2xi8>, vector<4xf16>, complex<f32> [i32] -> i1, i1
}
