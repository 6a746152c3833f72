// Dense and sparse elements on memrefs need a static shape.

// expected-error@+1 {{elements literal type must have static shape}}
"x.op"() {a = dense<1> : memref<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"x.op"() {a = dense<1> : memref<*xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"x.op"() {a = sparse<[[0]], [1]> : memref<?xi32>} : () -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
"x.op"() {a = dense<["a", "b"]> : memref<2x!x.s>} : () -> ()
