// Segment sizes: the verifier's checks and the generic form's property conversion, in
// mlir-opt-22's words for memref.alloc (`operandSegmentSizes`).

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "tst.tc_segments"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>}> : (i32) -> ()
}

// -----

// Omitted, the sizes are all zeros.
tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "tst.tc_segments"(%i) : (i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "tst.tc_segments"(%i) <{operandSegmentSizes = array<i32: 0, 2, -1, 0>}> : (i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op result count (1) does not match with the total size (2) specified in attribute 'resultSegmentSizes'}}
  %0 = "tst.tc_segments"(%i) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, resultSegmentSizes = array<i32: 1, 1>}> : (i32) -> i32
}

// -----

// The segment checks come before the type constraints.
tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "tst.tc_segments"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, resultSegmentSizes = array<i32: 1, 0>}> : (i32) -> f32
}

// -----

// Types are checked per group, as the sizes split the values.
tst.module {
^bb0(%x: index, %i: i32, %f: f32):
  // expected-error @+1 {{'tst.tc_segments' op operand #1 must be variadic of index, but got 'f32'}}
  "tst.tc_segments"(%x, %f, %i) <{operandSegmentSizes = array<i32: 2, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 0>}> : (index, f32, i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32, %f: f32):
  // expected-error @+1 {{'tst.tc_segments' op operand #1 must be 32-bit signless integer, but got 'f32'}}
  "tst.tc_segments"(%f, %f, %i) <{operandSegmentSizes = array<i32: 0, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>}> : (f32, f32, i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op tst.tc_segments: size mismatch in attribute conversion: 1 vs 4}}
  "tst.tc_segments"(%i) <{operandSegmentSizes = array<i32: 1>}> : (i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{invalid properties {operandSegmentSizes = 3 : i64} for op tst.tc_segments: expected DenseI32ArrayAttr for key `value`}}
  "tst.tc_segments"(%i) <{operandSegmentSizes = 3}> : (i32) -> ()
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 0, 0, 0, 1>} for op tst.tc_segments: expected DenseI32ArrayAttr for key `value`}}
  "tst.tc_segments"(%i) <{operandSegmentSizes = array<i64: 0, 0, 0, 1>}> : (i32) -> ()
}

// -----

// An attr-dict entry overrides the sizes the custom parser stores, as in MLIR.
tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  tst.tc_segments () [] %i {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : i32 ()
}

// -----

// With `operands`, the parser stores no sizes (as mlir-tblgen's): without them in the attr-dict
// the verifier finds the zeros.
tst.module {
^bb0(%i: i32, %f: f32):
  // expected-error @+1 {{'tst.tc_seg_all' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0:2 = tst.tc_seg_all %i, %f {resultSegmentSizes = array<i32: 1, 1>} : i32, f32 -> i32, f32
}

// -----

// `operands` with an inferred variadic group gives each group one type, as mlir-tblgen's parser.
tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{custom op 'tst.tc_ops_infer' number of operands and types do not match: got 3 operands and 2 types}}
  %0 = tst.tc_ops_infer %i, %i, %i : i32
}
