// Parser and verifier errors of the gpu dialect's id, memory, async and printf ops: unknown
// enum cases, wrong types, missing attributes, async dependencies, alloc sizes, memcpy
// compatibility, dynamic shared memory types.
func.func @f() {
  // expected-error @+1 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // expected-error @+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = gpu.block_dim x upper_bound -1 : index
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{invalid properties {dimension = 3 : i32} for op gpu.thread_id: Invalid attribute `dimension` in property conversion: 3 : i32}}
  %0 = "gpu.thread_id"() <{dimension = 3 : i32}> : () -> index
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'gpu.thread_id' op requires attribute 'dimension'}}
  %0 = "gpu.thread_id"() : () -> index
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
  return
}
// -----
func.func @f() {
  // expected-error @+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  // expected-error @+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim w>}> : () -> index
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{custom op 'gpu.subgroup_size' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0 = gpu.subgroup_size : i32
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'gpu.lane_id' op attribute 'upper_bound' failed to satisfy constraint: index attribute}}
  %0 = "gpu.lane_id"() <{upper_bound = 32 : i32}> : () -> index
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @f(%t: i32) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: '!gpu.async.token' vs 'i32'}}
  gpu.wait [%t]
  return
}
// -----
func.func @f(%t: !gpu.async.token) {
  // expected-error @+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async [%t]
  return
}
// -----
func.func @f(%t: !gpu.async.token) {
  // expected-error @+1 {{expected ']' in operand list}}
  %0 = gpu.wait [%t
  return
}
// -----
func.func @f(%t: !gpu.async.token) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = gpu.wait async [%t,]
  return
}
// -----
func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%n) : memref<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 2}}
  %m = gpu.alloc () : memref<?x?xf32>
  return
}
// -----
func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%n) [%n] : memref<?xf32>
  return
}
// -----
func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<?xf32>'}}
  %m = gpu.alloc (%n) : tensor<?xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: f16) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %b : memref<4xf32>, f16
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %a : memref<4xf32>
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @f(%a: index) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'index'}}
  gpu.set_default_device %a
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'vector<4xf32>'}}
  gpu.printf "%f", %a : vector<4xf32>
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{integer literal not valid for specified type}}
  gpu.printf 42
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  return
}
// -----
gpu.module @m {
  gpu.func @k() {
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %0 = gpu.dynamic_shared_memory : memref<16xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @k() {
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
    %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @k() {
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<private>>
    gpu.return
  }
}
