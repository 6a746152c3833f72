// gpu.launch: attributions, size assignments, operand types, module/function names, async
// results, cluster sizes, region arguments; gpu.terminator's parent.
func.func @f(%c: index) {
  // expected-error @+1 {{'gpu.launch' op expected memref type in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) workgroup(%w : f32) {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{'gpu.launch' op expected memory space private in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) private(%p : memref<1xf32, #gpu.address_space<global>>) {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  // expected-error @+1 {{expected operation name in quotes}}
  } : index
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{expected ','}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{custom op 'gpu.launch' expected 'blocks'}}
  gpu.launch threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @f(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'index' vs 'i32'}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @f(%c: index) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i32' vs 'index'}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) dynamic_shared_memory_size %c {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{custom op 'gpu.launch' invalid kind of attribute specified}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) module(@a::@b) {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{custom op 'gpu.launch' needs to be named when marked 'async'}}
  gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%c, %c, %c, %c, %c, %c, %c) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index, index) -> ()
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%c, %c, %c, %c, %c, %c) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
// -----
func.func @f(%c: index) {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}
// -----
func.func @f(%c: index) {
  // expected-note @+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    // expected-error @+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "test.finish"() : () -> ()
  }
  return
}
