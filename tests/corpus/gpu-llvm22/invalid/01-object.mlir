// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @b [#gpu.object<#nvvm.target, elf = "x">]

// -----

// expected-error@+2 {{expected '='}}
// expected-error@+1 {{expected an equal sign}}
gpu.binary @b [#gpu.object<#nvvm.target, bin "x">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, assembly = 3>]

// -----

// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<"nvvm", "x">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, properties = [1], "x">]

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, properties = {}, kernels = [], "x">]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b []
