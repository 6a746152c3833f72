// #nvvm.target keys in reverse order: printed in declaration order (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target<link = ["a.bc"], flags = {fast}, features = "+ptx76", chip = "sm_80", triple = "t", O = 1>, "">]
