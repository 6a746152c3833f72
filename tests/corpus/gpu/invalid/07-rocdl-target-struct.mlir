// #rocdl.target struct-format errors (record name upstream: ROCDL_TargetAttr). The follow-ups are matched only up to «which is to be a»: rods names the Rust parameter type (`i32`, `String`, …) where upstream names the C++ one (`int`, `::llvm::StringRef`, …);
// the object's follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// Upstream mlir-opt-22: same

// expected-error @+2 {{duplicate or unknown struct parameter name: foo}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<foo = 1>, "">]

// -----

// expected-error @+2 {{duplicate or unknown struct parameter name: chip}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<chip = "gfx90a", chip = "gfx942">, "">]

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{failed to parse ROCDL_TargetAttr parameter 'O' which is to be a}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<O = "x">, "">]

// -----

// expected-error @+3 {{expected string}}
// expected-error @+2 {{failed to parse ROCDL_TargetAttr parameter 'abi' which is to be a}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<abi = 500>, "">]
