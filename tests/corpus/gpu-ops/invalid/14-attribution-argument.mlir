// A memory attribution that is no `%name: type` is parseArgument's own «expected SSA operand»
// (no «custom op» prefix), after the previous token.

gpu.module @kernels {
  // expected-error@+1 {{expected SSA operand}}
  gpu.func @colon_first() private(:%q: memref<2xf32, 5>) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{expected SSA operand}}
  gpu.func @integer() workgroup(%a: memref<2xf32, 3>, 1) {
    gpu.return
  }
}
