// A host function that allocates device memory, copies to it, launches a kernel and waits,
// and the gpu.module holding the kernels it launches.
module attributes {gpu.container_module} {
  func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c4096 = arith.constant 4096 : i32
    %zero = arith.constant 0.0 : f32
    %n = "test.dim"(%x, %c0) : (memref<?xf32>, index) -> index
    %blocks = arith.ceildivui %n, %c128 : index
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32, #gpu.address_space<global>>
    %dy, %t2 = gpu.alloc async [%t0] (%n) : memref<?xf32, #gpu.address_space<global>>
    %t3 = gpu.memcpy async [%t1] %dx, %x : memref<?xf32, #gpu.address_space<global>>, memref<?xf32>
    %t4 = gpu.memset async [%t2] %dy, %zero : memref<?xf32, #gpu.address_space<global>>, f32
    %t5 = gpu.memcpy async [%t4] %dy, %y : memref<?xf32, #gpu.address_space<global>>, memref<?xf32>
    %t6 = gpu.launch_func async [%t3, %t5] @kernels::@saxpy
        blocks in (%blocks, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %c4096
        args(%a : f32, %dx : memref<?xf32, #gpu.address_space<global>>, %dy : memref<?xf32, #gpu.address_space<global>>, %n : index)
    %out = "test.alloc"(%n) : (index) -> memref<?xf32>
    %t7 = gpu.memcpy async [%t6] %out, %dy : memref<?xf32>, memref<?xf32, #gpu.address_space<global>>
    %t8 = gpu.dealloc async [%t7] %dx : memref<?xf32, #gpu.address_space<global>>
    %t9 = gpu.dealloc async [%t7] %dy : memref<?xf32, #gpu.address_space<global>>
    gpu.wait [%t8, %t9]
    return %out : memref<?xf32>
  }

  func.func @sync_launch(%buf: memref<*xf32>, %dev: i32) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.set_default_device %dev
    gpu.host_register %buf : memref<*xf32>
    %host = "test.cast"(%buf) : (memref<*xf32>) -> memref<?xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%host : memref<?xf32>)
    gpu.host_unregister %buf : memref<*xf32>
    %shared = gpu.alloc host_shared (%c32) : memref<?xf32>
    %one = arith.constant 1.0 : f32
    gpu.memset %shared, %one : memref<?xf32>, f32
    gpu.dealloc %shared : memref<?xf32>
    gpu.wait
    return
  }

  gpu.module @kernels {
    gpu.func @saxpy(%a: f32, %x: memref<?xf32, #gpu.address_space<global>>, %y: memref<?xf32, #gpu.address_space<global>>, %n: index)
        workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      %xi = "test.load"(%x, %i) : (memref<?xf32, #gpu.address_space<global>>, index) -> f32
      "test.store"(%xi, %tile, %tid) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
      gpu.barrier
      %t = "test.load"(%tile, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
      %yi = "test.load"(%y, %i) : (memref<?xf32, #gpu.address_space<global>>, index) -> f32
      %ax = arith.mulf %a, %t : f32
      %r = arith.addf %ax, %yi : f32
      "test.store"(%r, %y, %i) : (f32, memref<?xf32, #gpu.address_space<global>>, index) -> ()
      gpu.return
    }

    gpu.func @fill(%out: memref<?xf32>) private(%scratch: memref<4xf32, #gpu.address_space<private>>) kernel {
      %tid = gpu.thread_id x upper_bound 32
      %lane = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgsize = gpu.subgroup_size upper_bound 64 : index
      %gid = gpu.global_id x
      gpu.printf "thread %d lane %d of subgroup %d/%d (size %d)\n", %tid, %lane, %sg, %nsg, %sgsize : index, index, index, index, index
      %v = arith.index_cast %gid : index to i32
      %f = arith.sitofp %v : i32 to f32
      "test.store"(%f, %out, %tid) : (f32, memref<?xf32>, index) -> ()
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }

    gpu.func @helper(%v: f32 {llvm.noundef}) -> f32 {
      %two = arith.constant 2.0 : f32
      %r = arith.mulf %v, %two : f32
      gpu.return %r : f32
    }
  }
}
