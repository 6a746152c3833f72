// gpu.launch bodies: async launches with dependencies, clusters, dynamic shared memory, the
// names of the module and kernel to outline into, memory attributions, and attributes.
func.func @launches(%n: index, %data: memref<?xf32>, %smem: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %sx : index
    %j = arith.addi %i, %tx : index
    %v = "test.load"(%data, %j) : (memref<?xf32>, index) -> f32
    gpu.printf "%f\n", %v : f32
    gpu.terminator
  }
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %smem {
    %shared = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.barrier
    gpu.terminator
  } {launch.tag = "second"}
  %t2 = gpu.launch async clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c1, %ncz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             module(@outlined) function(@clustered) {
    %cid = gpu.cluster_id x
    %cdim = gpu.cluster_dim y
    %cdb = gpu.cluster_dim_blocks z
    %cbid = gpu.cluster_block_id x upper_bound 8
    %sum = arith.addi %cx, %ncx : index
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<64xf32, #gpu.address_space<workgroup>>, %flags : memref<2xi1, 3>)
             private(%acc : memref<1xf32, #gpu.address_space<private>>) {
    %gdim = gpu.grid_dim x
    %bdim = gpu.block_dim y
    %v = "test.load"(%tile, %tx) : (memref<64xf32, #gpu.address_space<workgroup>>, index) -> f32
    "test.store"(%v, %acc, %bx) : (f32, memref<1xf32, #gpu.address_space<private>>, index) -> ()
    gpu.terminator
  }
  gpu.wait [%t1, %t2]
  return
}
