// A dynamic index list's entry is an SSA value or an integer, either followed by the `[ ]` of a
// scalable entry: after `%off[ ]`, the next entry is read, and `sizes` is not an integer.

func.func @next_entry(%m: memref<6xf32>, %off: index) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{expected SSA value or integer}}
  %1 = memref.reinterpret_cast %m to offset: [%off[ ], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
  return
}

// -----

func.func @unclosed(%m: memref<6xf32>, %off: index) {
  // expected-error@+1 {{expected SSA value or integer}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%off[, 1], strides: [3, 1] : memref<6xf32> to memref<?x1xf32, strided<[3, 1]>>
  return
}
