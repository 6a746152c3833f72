// a payload string with a type keeps it (`"x" : i32`); `: none` is no type
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b [#gpu.object<#nvvm.target, "ab" : i32>, #gpu.object<#nvvm.target<chip = "sm_90">, "x" : none>, #gpu.object<#rocdl.target, "\00\FFz" : tensor<2xf32>>]
gpu.binary @c <#gpu.select_object<0>> {tag = "t" : i64} [#gpu.object<#nvvm.target, "" : i1>]
