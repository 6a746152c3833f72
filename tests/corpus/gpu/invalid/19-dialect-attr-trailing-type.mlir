// A registered dialect attribute may be followed by `: type` (MLIR's parseExtendedAttr): the type
// is parsed after the body is scanned and before the dialect parses the body, so a bad type is
// reported first; the dialect parser of a bare attribute reads from just after its name, and
// what it reads there is read again afterwards. Cases after a long #gpu.object go through rods'
// direct path for the next one and must give the same errors.
// Upstream mlir-opt-22: same

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 9> : i32x, "">]

// -----

// expected-error @+1 {{expected '<'}}
gpu.binary @b [#gpu.object : i32]

// -----

// `#nvvm.target <O = 1>` is the bare target and a '<' after it.
// expected-error @+1 {{expected ','}}
gpu.binary @b [#gpu.object<#nvvm.target <O = 1>, "">]

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm<target<O = 9>> : i32x, "">]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{expected non-function type}}
gpu.binary @b [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"> : i32x]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{expected ','}}
gpu.binary @b [#gpu.object<#nvvm.target <O = 1>, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 9> : i32x, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
