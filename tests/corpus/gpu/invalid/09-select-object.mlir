// #gpu.select_object verifier and parameter errors (record GPU_SelectObjectAttr).
// Upstream mlir-opt-22: same

// expected-error @+1 {{the object index must be positive}}
gpu.binary @b <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "">]

// -----

// Parsing stops at the first error: the bad target later on the line is never reached.
// expected-error @+1 {{the object index must be positive}}
gpu.binary @b <#gpu.select_object<-3>> [#gpu.object<#nvvm.target<O = 5>, "">]

// -----

// expected-error @+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @b <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @b <#gpu.select_object<1.5>> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @b <#gpu.select_object<#gpu.select_object>> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse GPU_SelectObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b <#gpu.select_object<>> [#gpu.object<#nvvm.target, "">]

// -----

// A target verifier error inside the handler, then the select_object follow-up.
// expected-error @+2 {{The target chip cannot be empty.}}
// expected-error @+1 {{failed to parse GPU_SelectObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b <#gpu.select_object<#nvvm.target<chip = "">>> [#gpu.object<#nvvm.target, "">]

// -----

// Outside gpu.binary, in a discardable attribute.
// expected-error @+1 {{the object index must be positive}}
module attributes {x.h = #gpu.select_object<-1>} {}
