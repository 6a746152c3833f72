// a `: type` after a dialect attribute is parsed and dropped; a repeated short spelling followed by one is parsed again
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target : i32, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">, #gpu.object<#nvvm.target<chip = "sm_90"> : i32, "x"> : none, #gpu.object<#nvvm<target<O = 2>> : i32, "">]
gpu.binary @c [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target : i32, "y">, #gpu.object<#nvvm.target<chip = "sm_90"> : tensor<2xf32>, "z">]
