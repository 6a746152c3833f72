// #gpu.object syntax and payload errors that the seed and upstream report identically.
// Upstream mlir-opt-22: same

// The payload must be a string (FieldParser<StringAttr>).
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, 1>]

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, ["x"]>]

// -----

// expected-error @+1 {{expected ','}}
gpu.binary @b [#gpu.object<#nvvm.target "">]

// -----

// expected-error @+1 {{expected '>'}}
gpu.binary @b [#gpu.object<#nvvm.target, "a", "b">]

// -----

// expected-error @+1 {{expected '<'}}
gpu.binary @b [#gpu.object]

// -----

// The pretty-dialect body is balanced before it is parsed.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 1, "">]

// -----

// expected-error @+1 {{unknown attribute `objet` in dialect `gpu`}}
gpu.binary @b [#gpu.objet<#nvvm.target, "">]

// -----

// expected-error @+1 {{unknown escape in string literal}}
gpu.binary @b [#gpu.object<#nvvm.target, "\q">]

// -----

// expected-error @+1 {{expected ',' or ']'}}
gpu.binary @b [#gpu.object<#nvvm.target, "">
