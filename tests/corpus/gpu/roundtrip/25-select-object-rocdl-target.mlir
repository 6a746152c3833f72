// #gpu.select_object with a bare #rocdl.target
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, "">]
