// Inherent attributes given in the custom form's attr-dict are verified at parse time
// (verifyInherentAttrs); the message repeats the op name.
// Upstream mlir-opt-22: same

// expected-error @+1 {{custom op 'gpu.binary' 'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b {objects = 1} [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' 'gpu.binary' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
gpu.binary @b {sym_name = 1} [#gpu.object<#nvvm.target, "">]
