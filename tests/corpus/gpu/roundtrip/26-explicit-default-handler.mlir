// explicit <#gpu.select_object> handler is kept by the seed
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: the explicit `<#gpu.select_object>` handler is kept and printed (upstream elides it in custom form) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object> [#gpu.object<#nvvm.target, "">]
