// binaries with and without handler side by side
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: the explicit `<#gpu.select_object>` handler is kept and printed (upstream elides it in custom form) -- difference (c)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @with <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target, "b">]
gpu.binary @without [#gpu.object<#nvvm.target, "a">]
gpu.binary @bare <#gpu.select_object> [#gpu.object<#nvvm.target, "a">]
