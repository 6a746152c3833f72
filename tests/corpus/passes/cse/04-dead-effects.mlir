// Unused allocations and reads are dead; frees, writes, copies, asserts and prints are not.
func.func @dead(%m: memref<8xf32>, %i: index, %v: f32, %p: i1, %n: index) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloca() : memref<4xi32>
  %c = memref.alloc(%n) : memref<?xf32>
  %l = memref.load %m[%i] : memref<8xf32>
  %vl = vector.load %m[%i] : memref<8xf32>, vector<2xf32>
  %r = memref.realloc %c : memref<?xf32> to memref<16xf32>
  memref.store %v, %m[%i] : memref<8xf32>
  %k = memref.alloc() : memref<8xf32>
  memref.copy %m, %k : memref<8xf32> to memref<8xf32>
  %d = memref.alloc() : memref<8xf32>
  memref.dealloc %d : memref<8xf32>
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  cf.assert %p, "must hold"
  vector.print %v : f32
  return
}

// Allocations merge with nothing: each is its own buffer.
func.func @allocs() -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// A loop whose body only reads is dead when unused; one that stores is not.
func.func @dead_loops(%m: memref<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    %e = memref.load %m[%k] : memref<8xf32>
    %t = arith.addf %acc, %e : f32
    scf.yield %t : f32
  }
  scf.for %k = %c0 to %c8 step %c1 {
    memref.store %v, %m[%k] : memref<8xf32>
  }
  %w = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    %y = memref.alloca() : memref<1xf32>
    scf.yield %acc : f32
  }
  return %z : f32
}

// gpu: unused allocations (without an async token) are dead, memcpy and memset are not; MMA
// loads merge, stores write.
func.func @gpu(%m: memref<16x16xf16>, %n: memref<16x16xf16>, %i: index, %f: f16) -> (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) {
  %a = gpu.alloc () : memref<16x16xf16>
  gpu.memcpy %m, %n : memref<16x16xf16>, memref<16x16xf16>
  gpu.memset %m, %f : memref<16x16xf16>, f16
  %x = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
  %y = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %x, %n[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
  %z = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
  %u = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.printf "x"
  return %x, %y, %z : !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">
}
