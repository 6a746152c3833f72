// rods-only: ROCDLTargetAttr::verify (same four messages as NVVM) exists upstream, but mlir-opt-22's
// #rocdl.target parser does not call it, so upstream accepts every case below. rods declares
// #rocdl.target with the #nvvm.target checks. The follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// Upstream mlir-opt-22: rods-only: mlir-opt-22 never runs #rocdl.target's verifier while parsing (it accepts and prints `#rocdl.target<O = 9>`, `chip = ""`, `link = ["a", 2]`); rods declares the same four checks as #nvvm.target.

// expected-error @+2 {{The optimization level must be a number between 0 and 3.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<O = 9>, "">]

// -----

// expected-error @+2 {{The target triple cannot be empty.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<triple = "">, "">]

// -----

// expected-error @+2 {{The target chip cannot be empty.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<chip = "">, "">]

// -----

// expected-error @+2 {{All the elements in the `link` array must be strings.}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#rocdl.target<link = ["a", 2]>, "">]
