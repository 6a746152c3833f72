// `$source ( $shape ) … functional-type(operands, results)`: a count mismatch is reported at
// the op's name.

func.func @reshape(%m: memref<?xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>) -> memref<?xf32>
  return
}
