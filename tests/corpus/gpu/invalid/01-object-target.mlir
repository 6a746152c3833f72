// #gpu.object's target must implement TargetAttrInterface (ObjectAttr verifier).
// The verifier error of the object itself has no «failed to parse» follow-up.
// Upstream mlir-opt-22: same

// expected-error @+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<1, "">]

// -----

// expected-error @+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<"nvvm", "">]

// -----

// A handler attribute is not a target.
// expected-error @+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<#gpu.select_object, "">]

// -----

// An object is not a target either.
// expected-error @+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<#gpu.object<#nvvm.target, "">, "">]

// -----

// Error in the second object of the array.
// expected-error @+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<#nvvm.target, "">, #gpu.object<[1], "">]

// -----

// Missing target: attribute parser error, then the object's parameter follow-up.
// The follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<>]

// -----

// Unknown target attribute in a registered dialect.
// expected-error @+2 {{unknown attribute `targt` in dialect `nvvm`}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.targt, "">]
