// #rocdl.target abi parameter (non-default, and explicit default elided) (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#rocdl.target<chip = "gfx90a">>> [#gpu.object<#rocdl.target<abi = "500">, "">]
gpu.binary @c <#gpu.select_object<0>> [#gpu.object<#rocdl.target<abi = "600">, "">]
