// #rocdl.target explicit defaults elided (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#rocdl.target<chip = "gfx90a">>> [#gpu.object<#rocdl.target<O = 2, triple = "amdgcn-amd-amdhsa", chip = "gfx900", features = "", abi = "600">, "">, #gpu.object<#rocdl.target<>, "">]
