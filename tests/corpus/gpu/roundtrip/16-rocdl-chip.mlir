// #rocdl.target chip parameter (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#nvvm.target>> [#gpu.object<#rocdl.target<chip = "gfx90a">, "BLOB">]
