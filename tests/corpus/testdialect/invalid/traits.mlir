// Op traits and verifiers, in mlir-opt-22's words for tensor.generate / tensor.yield
// (SingleBlockImplicitTerminator, ParentOneOf, hasVerifier, hasRegionVerifier), scf.if
// (SingleBlock, NoRegionArguments, SingleBlockImplicitTerminator in the generic form),
// func.return (HasParent) and the Elementwise trait's messages.

tst.module {
^bb0(%n: index, %f: f32):
  // expected-error @+1 {{'tst.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tst.generate %n {
  ^bb0(%i: index):
    tst.gen_yield %f : f32
  } : tensor<3xf32>
}

// -----

tst.module {
^bb0(%n: index, %f: f32):
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tst.generate %n {
  ^bb0(%i: i32):
    tst.gen_yield %f : f32
  } : tensor<?xf32>
}

// -----

tst.module {
^bb0(%n: index, %f: f32):
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tst.generate %n {
  ^bb0(%i: index, %j: index):
    tst.gen_yield %f : f32
  } : tensor<?xf32>
}

// -----

tst.module {
^bb0(%n: index, %f: i32):
  // expected-error @+1 {{'tst.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tst.generate %n {
  ^bb0(%i: index):
    tst.gen_yield %f : i32
  } : tensor<?xf32>
}

// -----

tst.module {
^bb0(%n: index, %f: f32):
  // The inserted terminator has no operand.
  // expected-error @+1 {{'tst.gen_yield' op requires a single operand}}
  %0 = tst.generate {
  } : tensor<f32>
}

// -----

tst.module {
^bb0(%f: f32):
  // expected-error @+1 {{'tst.gen_yield' op expects parent op to be one of 'tst.generate, tst.pad'}}
  tst.gen_yield %f : f32
}

// -----

// expected-error @+1 {{'tst.pad' op expects parent op 'tst.module'}}
tst.pad {
  tst.stop
}

// -----

tst.module {
  // expected-error @+1 {{'tst.pad' op region should have no arguments}}
  tst.pad {
  ^bb0(%a: i32):
    "tst.gen_yield"(%a) : (i32) -> ()
  }
}

// -----

tst.module {
  // expected-error @+1 {{'tst.pad' op expects region #0 to have 0 or 1 blocks}}
  "tst.pad"() ({
  ^bb1:
    "tst.const"() : () -> i32
  ^bb2:
    "tst.const"() : () -> i32
  }) : () -> ()
}

// -----

tst.module {
  // expected-error @+1 {{'tst.pad' op expects a non-empty block}}
  "tst.pad"() ({
  ^bb1:
  }) : () -> ()
}

// -----

tst.module {
^bb0(%n: index, %f: f32):
  // expected-error @+2 {{'tst.generate' op expects regions to end with 'tst.gen_yield', found 'tst.stop'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'tst.gen_yield'}}
  %0 = "tst.generate"() ({
    "tst.stop"() : () -> ()
  }) : () -> tensor<f32>
}

// -----

tst.module {
^bb0(%v: vector<4xf32>, %f: f32):
  // expected-error @+1 {{'tst.elementwise' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = tst.elementwise %f : (f32) -> vector<4xf32>
}

// -----

tst.module {
^bb0(%v: vector<4xf32>, %f: f32):
  // expected-error @+1 {{'tst.elementwise' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = tst.elementwise %v : (vector<4xf32>) -> f32
}

// -----

tst.module {
^bb0(%v: vector<4xf32>, %t: tensor<4xf32>):
  // expected-error @+1 {{'tst.elementwise' op all non-scalar operands/results must have the same shape and base type}}
  %0 = tst.elementwise %v, %t : (vector<4xf32>, tensor<4xf32>) -> vector<4xf32>
}

// -----

tst.module {
^bb0(%v: vector<4xf32>, %w: vector<5xf32>):
  // expected-error @+1 {{'tst.elementwise' op all non-scalar operands/results must have the same shape and base type}}
  %0 = tst.elementwise %v, %w : (vector<4xf32>, vector<5xf32>) -> vector<4xf32>
}

// -----

tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{'tst.elementwise' op requires a floating point type}}
  %0 = tst.elementwise %i : (i32) -> i32
}
