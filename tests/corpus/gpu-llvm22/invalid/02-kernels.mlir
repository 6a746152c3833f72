// expected-error@+2 {{expected all kernels to be uniquely named}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>, #gpu.kernel_metadata<"k", (i32) -> ()>]>, "x">]

// -----

// expected-error@+1 {{expected all kernels to be uniquely named}}
"x.use"() {t = #gpu.kernel_table<[#gpu.kernel_metadata<"b", () -> ()>, #gpu.kernel_metadata<"a", () -> ()>, #gpu.kernel_metadata<"b", () -> ()>]>} : () -> ()

// -----

// expected-error@+1 {{all attributes in the array must be a dictionary attribute}}
"x.use"() {k = #gpu.kernel_metadata<"k", (i32) -> (), arg_attrs = [1]>} : () -> ()

// -----

// expected-error@+1 {{the kernel name can't be empty}}
"x.use"() {k = #gpu.kernel_metadata<"", () -> ()>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'name' which is to be a `StringAttr`}}
"x.use"() {k = #gpu.kernel_metadata<@k, () -> ()>} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
"x.use"() {t = #gpu.kernel_table<[]>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
"x.use"() {t = #gpu.kernel_table<[#gpu.select_object]>} : () -> ()

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: arg_attrs}}
"x.use"() {k = #gpu.kernel_metadata<"k", () -> (), arg_attrs = [], arg_attrs = []>} : () -> ()
