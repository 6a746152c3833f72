// #nvvm.target flags dictionary (keys printed sorted, quoted keys, nested values) (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<1 : i32>> [#gpu.object<#nvvm.target<flags = {ftz, fast, "ptxas-cmd-options" = ["-v", "--opt-level=3"], n = 4 : i32}>, "">]
