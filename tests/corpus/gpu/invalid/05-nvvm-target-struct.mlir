// #nvvm.target struct-format errors (record name upstream: NVVM_TargetAttr), each followed by the
// object's parameter follow-up. The follow-ups are matched only up to «which is to be a»: rods names the Rust parameter type (`i32`, `String`, …) where upstream names the C++ one (`int`, `::llvm::StringRef`, …);
// the object's follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// Upstream mlir-opt-22: same

// expected-error @+2 {{duplicate or unknown struct parameter name: foo}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, "">]

// -----

// expected-error @+2 {{duplicate or unknown struct parameter name: O}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 1, O = 2>, "">]

// -----

// expected-error @+2 {{expected '='}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O>, "">]

// -----

// Outside an object there is no follow-up.
// expected-error @+1 {{expected '='}}
gpu.binary @b [#nvvm.target<O>]

// -----

// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{expected a parameter name in struct}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 1,>, "">]

// -----

// expected-error @+2 {{expected '>'}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 1 chip = "x">, "">]

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = "x">, "">]

// -----

// expected-error @+3 {{expected string}}
// expected-error @+2 {{failed to parse NVVM_TargetAttr parameter 'chip' which is to be a}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<chip = 1>, "">]

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<flags = [1]>, "">]

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<link = {a}>, "">]

// -----

// expected-error @+3 {{duplicate key 'a' in dictionary attribute}}
// expected-error @+2 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<flags = {a = 1, a = 2}>, "">]
