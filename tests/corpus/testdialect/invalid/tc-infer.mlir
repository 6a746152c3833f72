// InferTypeOpInterface: the verifier compares the op's result types with the inferred ones
// (mlir-opt-22's two errors for vector.extract in generic form with a wrong result type);
// a failing inference is the function's error, at the op, in the parser and the verifier.

tst.module {
^bb0(%v: vector<4xf32>):
  // expected-error @+2 {{'tst.tc_elem' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'i32'}}
  // expected-error @+1 {{'tst.tc_elem' op failed to infer returned types}}
  %0 = "tst.tc_elem"(%v) : (vector<4xf32>) -> i32
}

// -----

tst.module {
^bb0(%v: vector<4xf32>):
  // The count traits come first (mlir-opt-22: «'vector.extract' op requires one result»).
  // expected-error @+1 {{'tst.tc_elem' op requires one result}}
  %0:2 = "tst.tc_elem"(%v) : (vector<4xf32>) -> (f32, f32)
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{'tst.tc_same' op inferred type(s) 'index', 'index' are incompatible with return type(s) of operation 'index'}}
  // expected-error @+1 {{'tst.tc_same' op failed to infer returned types}}
  %0 = "tst.tc_same"(%x) <{extra}> : (index) -> index
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+2 {{'tst.tc_elem' op expected a vector or ranked tensor, got 'i32'}}
  // expected-error @+1 {{'tst.tc_elem' op failed to infer returned types}}
  %0 = "tst.tc_elem"(%i) : (i32) -> i32
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.tc_elem' op expected a vector or ranked tensor, got 'i32'}}
  %0 = tst.tc_elem %i : i32
}
