// #gpu.select_object with explicitly typed integers keeps the type
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<2 : i32>> [#gpu.object<#nvvm.target, "">]
gpu.binary @c <#gpu.select_object<0 : index>> [#gpu.object<#nvvm.target, "">]
