// A tensor's element type: of the builtin types, scalars, complex, vectors and opaque types.
// expected-error@+1 {{invalid tensor element type}}
"x.op"() : () -> tensor<memref<4xf32>>

// -----

// expected-error@+1 {{invalid tensor element type}}
"x.op"() : () -> tensor<*xmemref<*xf32>>

// -----

"x.op"() : () -> tensor<4xvector<2xf32>>
