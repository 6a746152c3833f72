gpu.module @m {
  gpu.func @k() kernel {
    // expected-error@+1 {{custom op 'gpu.dynamic_shared_memory' invalid kind of type specified: expected builtin.memref, but found 'i1'}}
    %shared = gpu.dynamic_shared_memory : i1
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xi16, #gpu.address_space<workgroup>>'}}
    %shared = gpu.dynamic_shared_memory : memref<?xi16, #gpu.address_space<workgroup>>
    gpu.return
  }
}
