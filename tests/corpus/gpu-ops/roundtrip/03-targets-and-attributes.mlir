// gpu.module targets and offloading handlers, launches of gpu.func and func.func kernels,
// launch sizes of other types, clusters, a stream as async object, the gpu attributes
// (address spaces, dimensions, device mappings) and generic forms.
module attributes {gpu.container_module} {
  gpu.module @nv [#nvvm.target<chip = "sm_90">] {
    gpu.func @clustered(%p: memref<8xf32, 1> {llvm.align = 16 : i64})
        workgroup(%w: memref<8xf32, 3> {llvm.tag}, %w2: memref<4xf32, 3>)
        private(%q: memref<2xf32, 5>)
        kernel attributes {known_block_size = array<i32: 8, 1, 1>, known_grid_size = array<i32: 4, 2, 1>, known_cluster_size = array<i32: 2, 1, 1>, nvvm.maxntid = array<i32: 8, 1, 1>} {
      %c = gpu.cluster_block_id y
      gpu.return
    }
    func.func @external_kernel(%a: i64) attributes {gpu.kernel} {
      return
    }
    gpu.func @pair(%a: f32, %b: f32) kernel {
      %r = arith.addf %a, %b : f32
      gpu.return
    }
    gpu.func @empty() kernel {
      gpu.return
    }
    gpu.func @device_only(%a: f32, %b: f32) -> (f32, f32 {llvm.noundef}) {
      gpu.return %b, %a : f32, f32
    }
  }
  gpu.module @handled <#gpu.select_object<1>> [#nvvm.target, #rocdl.target<chip = "gfx90a">] attributes {gpu.note = "two targets"} {
  }

  func.func @host(%stream: !llvm.ptr, %n: i32, %m: i64, %f: f32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    %i1 = arith.constant 1 : index
    %l1 = arith.constant 1 : i64
    %buf = "test.buffer"() : () -> memref<8xf32, 1>
    gpu.launch_func <%stream : !llvm.ptr> @nv::@clustered clusters in (%c2, %c1, %c1) blocks in (%c8, %c2, %c1) threads in (%c8, %c1, %c1) : i32 args(%buf : memref<8xf32, 1>)
    gpu.launch_func @nv::@external_kernel blocks in (%l1, %l1, %l1) threads in (%m, %l1, %l1) : i64 args(%m : i64)
    %t = gpu.launch_func async @nv::@empty blocks in (%i1, %i1, %i1) threads in (%i1, %i1, %i1) dynamic_shared_memory_size %n {launch.note}
    %u = "gpu.wait"(%t) : (!gpu.async.token) -> !gpu.async.token
    "gpu.launch_func"(%i1, %i1, %i1, %i1, %i1, %i1, %f, %f) <{kernel = @nv::@pair, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, f32, f32) -> ()
    gpu.wait [%u]
    return
  }

  func.func @attributes() attributes {
      gpu.known_block_size = array<i32: 32, 4, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>,
      test.dims = [#gpu<dim x>, #gpu<dim y>, #gpu<dim z>],
      test.spaces = [#gpu.address_space<global>, #gpu.address_space<workgroup>, #gpu.address_space<private>],
      test.mappings = [#gpu.block<x>, #gpu.thread<linear_dim_9>, #gpu.warp<y>, #gpu.warpgroup<z>, #gpu.lane<linear_dim_0>, #gpu.memory_space<workgroup>, #gpu.mask<5>]} {
    %x = "gpu.thread_id"() <{dimension = #gpu<dim z>, upper_bound = 4 : index}> : () -> index
    %b = "gpu.block_id"() {dimension = #gpu<dim y>} : () -> index
    %l = "gpu.lane_id"() <{upper_bound = 32 : index}> : () -> index
    %c0 = arith.constant 0 : i32
    "gpu.set_default_device"(%c0) : (i32) -> ()
    return
  }
}
