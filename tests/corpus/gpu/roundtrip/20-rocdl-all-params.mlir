// every #rocdl.target parameter, keys in shuffled order (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<1 : i32>> [#gpu.object<#rocdl.target<link = ["l.bc"], abi = "400", flags = {x = 1}, features = "+xnack", chip = "gfx1100", triple = "amdgcn-amd-amdhsa-x", O = 1>, "">]
