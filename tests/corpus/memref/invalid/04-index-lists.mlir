// Index lists read as MLIR's `parseOperandList(…, Delimiter::Square)`: «… in operand list».
func.func @rmw_unclosed(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in operand list}}
  %x = memref.generic_atomic_rmw %m[%i : memref<8xf32> {
  ^bb0(%v: f32):
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @prefetch_trailing_comma(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected SSA operand}}
  memref.prefetch %m[%i, ], read, locality<1>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_no_bracket(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected '[' in operand list}}
  memref.prefetch %m %i, read, locality<1>, data : memref<8xf32>
  return
}

// -----

func.func @global_visibility_empty() {
  return
}
// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got ""}}
"memref.global"() <{sym_name = "g", sym_visibility = "", type = memref<2xi8>}> : () -> ()
