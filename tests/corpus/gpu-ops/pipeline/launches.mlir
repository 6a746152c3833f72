// Host code with gpu.launch bodies, for `mlir-opt-22 --gpu-kernel-outlining`: the bodies
// become gpu.func kernels in gpu.modules, the launches gpu.launch_func, and the module gets
// gpu.container_module.
func.func @scale(%data: memref<?xf32>, %n: index, %factor: f32) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %in = arith.cmpi ult, %i, %n : index
    gpu.printf "scale %d by %f\n", %i, %factor : index, f32
    gpu.terminator
  }
  return
}

func.func @async_reduce(%smem: i32, %c4: index) -> !gpu.async.token {
  %c1 = arith.constant 1 : index
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c1)
             dynamic_shared_memory_size %smem
             module(@reductions) function(@reduce)
             workgroup(%acc : memref<16xf32, #gpu.address_space<workgroup>>) {
    %shared = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %lane = gpu.lane_id
    gpu.barrier
    %w = gpu.block_dim x
    gpu.terminator
  }
  return %t1 : !gpu.async.token
}
