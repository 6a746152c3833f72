// Kernel tables are sorted by name and print stripped inside the object.
gpu.binary @sorted [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[
  #gpu.kernel_metadata<"zeta", (i32, f32) -> ()>,
  #gpu.kernel_metadata<"alpha", () -> ()>,
  #gpu.kernel_metadata<"Beta", (memref<4xf32>) -> (), arg_attrs = [{llvm.noalias}]>
]>, "x">]
gpu.binary @empty_table [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<>, "x">]
gpu.binary @stripped [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", (index) -> i32, metadata = {reg_count = 255 : i32, sgpr = 12}>]>, bin = "x">]
// Both struct parameters, in either order; properties and kernels together.
gpu.binary @both [#gpu.object<#rocdl.target, properties = {O = 1 : i32}, kernels = <[
  #gpu.kernel_metadata<"a", (i32) -> (), metadata = {x}, arg_attrs = [{}]>,
  #gpu.kernel_metadata<"b", (i32) -> (), arg_attrs = [{}], metadata = {x}>
]>, offload = "x">]
// A kernel table outside an object.
"x.use"() {table = #gpu.kernel_table<[#gpu.kernel_metadata<"only", () -> ()>]>, one = #gpu.kernel_metadata<"m", (f16) -> ()>} : () -> ()
