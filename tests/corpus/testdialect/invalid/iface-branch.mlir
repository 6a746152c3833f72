// RegionBranchOpInterface's verification of the values along each control flow edge, in
// mlir-opt-22's words for the same scf.if / scf.while / scf.execute_region inputs: the op
// entered (parent), then each region's terminator, in region order.

tst.func @f(%c: i1, %a: i32) -> i32 {
  // expected-error @+1 {{'tst.if' op along control flow edge from Operation tst.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = tst.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    tst.yield %a, %a : i32, i32
  } else {
    tst.yield %a : i32
  }
  tst.return %0 : i32
}

// -----

tst.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'tst.if' op along control flow edge from Operation tst.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = tst.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    tst.yield %b : i64
  } else {
    tst.yield %a : i32
  }
  tst.return %0 : i32
}

// -----

tst.func @f(%c: i1, %a: i32) {
  // expected-error @+1 {{'tst.while' op along control flow edge from Operation tst.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i32):
    // expected-note @+1 {{region branch point}}
    tst.condition (%c) %x, %x : i32, i32
  } do {
  ^bb0(%y: i32):
    tst.yield %y : i32
  }
  tst.return
}

// -----

tst.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'tst.while' op along control flow edge from Operation tst.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i32):
    tst.condition (%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{region branch point}}
    tst.yield %b : i64
  }
  tst.return
}

// -----

tst.func @f(%c: i1, %a: i32) {
  // expected-error @+1 {{'tst.while' op along control flow edge from Operation tst.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i32):
    tst.condition (%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{region branch point}}
    tst.yield %y, %y : i32, i32
  }
  tst.return
}

// -----

tst.func @f(%c: i1, %a: i32) {
  // expected-error @+2 {{'tst.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note @+1 {{region branch point}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i64):
    tst.condition (%c) %a : i32
  } do {
  ^bb0(%y: i32):
    tst.yield %a : i32
  }
  tst.return
}

// -----

tst.func @f(%c: i1, %a: i32) {
  // expected-error @+2 {{'tst.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i32, %z: i32):
    tst.condition (%c) %a : i32
  } do {
  ^bb0(%y: i32):
    tst.yield %a : i32
  }
  tst.return
}

// -----

// The condition goes to the parent first, then to the after region.
tst.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'tst.while' op along control flow edge from Operation tst.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %0 = tst.while (%a) : (i32) -> i32 {
  ^bb0(%x: i32):
    // expected-note @+1 {{region branch point}}
    tst.condition (%c) %x : i32
  } do {
  ^bb0(%y: i64):
    tst.yield %a : i32
  }
  tst.return
}
