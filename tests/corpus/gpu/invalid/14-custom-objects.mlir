// Custom form: the objects array (ConfinedAttr<GPUObjectArrayAttr, [ArrayMinCount<1>]>, verifier) and
// its attribute kind (parser).
// Upstream mlir-opt-22: same

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b <#gpu.select_object<0>> [1]

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b <#gpu.select_object<0>> [#nvvm.target]

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">, 2]

// -----

// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b #gpu.object<#nvvm.target, "">

// -----

// A second dictionary is taken as the objects attribute.
// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b {x} {y} [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b "objects"

// -----

// An integer literal with the NoneType the typed parse uses.
// expected-error @+1 {{integer literal not valid for specified type}}
gpu.binary @b 1
