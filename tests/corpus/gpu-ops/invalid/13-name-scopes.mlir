// A gpu.func's body is parsed without name shadowing: the names of the regions around it
// stay visible.

// expected-note@+1 {{previously defined here}}
%0 = "test.value"() : () -> i32
gpu.module @kernels {
  gpu.func @redefined() kernel {
    // expected-error@+1 {{redefinition of SSA value '%0'}}
    %0 = arith.constant 2 : i32
    gpu.return
  }
}

// -----

// expected-note@+1 {{previously referenced here}}
%x = "test.value"() : () -> f32
gpu.module @kernels {
  // expected-error@+1 {{region entry argument '%x' is already in use}}
  gpu.func @argument(%x: f32) workgroup(%y: memref<4xf32, 3>) {
    gpu.return
  }
}

// -----

// expected-note@+1 {{previously referenced here}}
%y = "test.value"() : () -> f32
gpu.module @kernels {
  // expected-error@+1 {{region entry argument '%y' is already in use}}
  gpu.func @attribution() workgroup(%y: memref<4xf32, 3>) {
    gpu.return
  }
}

// -----

%v = "test.value"() : () -> f32
gpu.module @kernels {
  // expected-note@+1 {{required by region isolation constraints}}
  gpu.func @outside() {
    // expected-error@+1 {{'test.use' op using value defined outside the region}}
    "test.use"(%v) : (f32) -> ()
    gpu.return
  }
}
