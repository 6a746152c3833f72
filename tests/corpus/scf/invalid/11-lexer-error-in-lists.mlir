// A list that stops at a token the lexer rejected shows the lexer's error alone: MLIR abandons
// the errors its parsers add after the failure («expected SSA value or integer» at the op,
// «expected ']'») while the current token is a lexer error.

func.func @forall_bound(%n: index) {
  // expected-error@+1 {{invalid attribute name}}
  scf.forall (%i, %j) in (%n, #) {
  }
  return
}

// -----

func.func @subview_offset(%m: memref<8x8xf32>) {
  // expected-error@+1 {{invalid attribute name}}
  %0 = memref.subview %m[0, #] [1, 1] [1, 1] : memref<8x8xf32> to memref<1x1xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @weights(%c: i1) {
  // expected-error@+1 {{invalid attribute name}}
  cf.cond_br %c weights([#]), ^bb1, ^bb1
^bb1:
  return
}
