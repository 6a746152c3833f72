// Attributions are an argument list.

gpu.module @m {
  gpu.func @k() workgroup(%a : memref<4xf32, #gpu.address_space<workgroup>> {
    gpu.return
  // expected-error@+1 {{expected ')' in argument list}}
  }
}

// -----

func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c)
             threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c)
             // expected-error@+1 {{expected ')' in argument list}}
             private(%p : memref<4xf32, #gpu.address_space<private>> %q : f32) {
    gpu.terminator
  }
  return
}
