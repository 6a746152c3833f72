// Custom form: symbol name, missing objects at end of input, trailing junk.
// Upstream mlir-opt-22: same

// expected-error @+1 {{custom op 'gpu.binary' expected valid '@'-identifier for symbol name}}
gpu.binary b [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' expected valid '@'-identifier for symbol name}}
gpu.binary "b" [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' expected valid '@'-identifier for symbol name}}
gpu.binary [#gpu.object<#nvvm.target, "">]

// -----

// The objects are missing at the end of the chunk. The error is located at the end of the chunk,
// so the op must be its last line (no blank line before the separator).
// expected-error @+1 {{expected attribute value}}
gpu.binary @b
// -----

// expected-error @+1 {{expected attribute value}}
gpu.binary @b <#gpu.select_object<0>>
// -----

// Trailing junk is parsed as the next op.
// expected-error @+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
gpu.binary @b [#gpu.object<#nvvm.target, "">] foo

// -----

// attr-dict after the objects is not allowed.
// expected-error @+1 {{expected operation name in quotes}}
gpu.binary @b [#gpu.object<#nvvm.target, "">] {x}
