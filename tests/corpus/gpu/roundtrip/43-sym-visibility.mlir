// sym_visibility stays in the attr-dict
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b {sym_visibility = "private"} [#gpu.object<#nvvm.target, "">]
gpu.binary @c <#gpu.select_object<0>> {sym_visibility = "nested"} [#gpu.object<#nvvm.target, "">]
