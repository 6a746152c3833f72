// gpu.launch_func under gpu.container_module (the dialect's check of the attribute: missing
// kernel modules and functions, kernel attribute, operand counts and types), its own
// verifier, launch size types and the parse errors of its custom directives; the launch size
// hints.
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'missing' is undefined}}
    gpu.launch_func @missing::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @k() {
    return
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel module 'k' is undefined}}
    gpu.launch_func @k::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@m::@k' is undefined}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-note @+1 {{see the kernel definition here}}
    "test.not_a_function"() {sym_name = "k"} : () -> ()
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op referenced kernel '@m::@k' is not a function}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%c : index)
    return
  }
}
// -----
module {
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
// expected-error @+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @f() attributes {gpu.container_module} {
  return
}
// -----
// expected-error @+1 {{'func.func' op gpu.known_block_size must contain exactly 3 elements}}
func.func @f() attributes {gpu.known_block_size = array<i32: 1, 2>} {
  return
}
// -----
// expected-error @+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @f() attributes {gpu.known_grid_size = [1, 2, 3]} {
  return
}
// -----
// expected-error @+1 {{'func.func' op gpu.known_cluster_size must be a dense i32 array}}
func.func @f() attributes {gpu.known_cluster_size = [1, 2, 3], gpu.kernel = 1} {
  return
}
// -----
module attributes {gpu.container_module} {
  // expected-note @+1 {{prior use here}}
  func.func @host(%c: index, %i: i32) {
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%i, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: i32, %i: i64) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'm' is undefined}}
    gpu.launch_func @m::@k clusters in (%c, %c, %c) blocks in (%c, %c, %c) threads in (%c, %c, %c) : i32
    "gpu.launch_func"(%c, %c, %c, %c, %c, %c, %i, %c, %c) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (i32, i32, i32, i32, i32, i32, i64, i32, i32) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: f32) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'm' is undefined}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) : f32
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{expected ':'}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%c index)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{expected ')' in argument list}}
    gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%c : index
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{custom op 'gpu.launch_func' expected 'in'}}
    gpu.launch_func @m::@k blocks (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
    gpu.launch_func "k" blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @host(%c: index) {
    // expected-error @+1 {{'gpu.launch_func' op requires attribute 'kernel'}}
    "gpu.launch_func"(%c, %c, %c, %c, %c, %c) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @host(%c: i32, %i: i64) {
    // expected-error @+1 {{'gpu.launch_func' op expects types of the cluster dimensions must be the same}}
    "gpu.launch_func"(%c, %c, %c, %c, %c, %c, %i, %c, %c) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (i32, i32, i32, i32, i32, i32, i64, i32, i32) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @host(%c: i32, %i: i64) {
    // expected-error @+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
    "gpu.launch_func"(%c, %i, %c, %c, %c, %c) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (i32, i64, i32, i32, i32, i32) -> ()
    return
  }
}
