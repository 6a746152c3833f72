// #nvvm.target verifier messages. A target's verifier error is followed by the enclosing
// object's «failed to parse GPU_ObjectAttr parameter 'target' …». The follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// Upstream mlir-opt-22: same

// expected-error @+2 {{The optimization level must be a number between 0 and 3.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 4>, "">]

// -----

// expected-error @+2 {{The optimization level must be a number between 0 and 3.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = -1>, "">]

// -----

// expected-error @+2 {{The target triple cannot be empty.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<triple = "">, "">]

// -----

// expected-error @+2 {{The target chip cannot be empty.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<chip = "">, "">]

// -----

// expected-error @+2 {{All the elements in the `link` array must be strings.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<link = [1]>, "">]

// -----

// Only the first failing check is reported.
// expected-error @+2 {{All the elements in the `link` array must be strings.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<link = ["a", 1, "c"]>, "">]

// -----

// O is checked before chip.
// expected-error @+2 {{The optimization level must be a number between 0 and 3.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 7, chip = "">, "">]

// -----

// A target outside an object: no follow-up (the objects array just fails).
// expected-error @+1 {{The target chip cannot be empty.}}
gpu.binary @b [#nvvm.target<chip = "">]
