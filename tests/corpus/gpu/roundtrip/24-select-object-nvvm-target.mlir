// #gpu.select_object with an #nvvm.target
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
