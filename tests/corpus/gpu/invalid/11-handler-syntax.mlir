// Handler syntax errors reported identically by the seed and upstream.
// Upstream mlir-opt-22: same

// expected-error @+1 {{expected '>'}}
gpu.binary @b <#gpu.select_object<1> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{expected attribute value}}
gpu.binary @b <> [#gpu.object<#nvvm.target, "">]
