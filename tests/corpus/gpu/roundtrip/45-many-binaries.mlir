// many binaries mixing every feature
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @k0 [#gpu.object<#nvvm.target, "0">]
gpu.binary @k1 <#gpu.select_object<#nvvm.target<O = 3, chip = "sm_80">>> [#gpu.object<#nvvm.target<O = 3, chip = "sm_80">, "1">, #gpu.object<#rocdl.target<chip = "gfx942">, "1r">]
gpu.binary @k2 {tag = "two"} [#gpu.object<#rocdl.target<O = 3, abi = "500", chip = "gfx942", flags = {fast}>, "2">]
gpu.binary @k3 <#gpu.select_object<0>> {tag = "three"} [#gpu.object<#nvvm.target<link = ["x.bc"]>, "3">]
