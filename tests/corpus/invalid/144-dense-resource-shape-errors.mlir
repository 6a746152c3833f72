// `dense_resource` needs a shaped type; a memref's element type is checked first; a resource
// dialect named like a type is an unknown dialect.

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"x.op"() {b = dense_resource<blob1> : !x.y} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"x.op"() {b = dense_resource<blob1> : complex<f32>} : () -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
"x.op"() {b = dense_resource<blob1> : memref<2x!x.y>} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"x.op"() {b = dense_resource<i32> : i32} : () -> ()

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{dialect 'i32' is unknown}}
    i32: {
      x: "0x0400000001000000"
    }
  }
#-}
