// quoted symbol names
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @"my binary" [#gpu.object<#nvvm.target, "">]
gpu.binary @"q\"x" [#gpu.object<#nvvm.target, "">]
gpu.binary @"0starts_with_digit" [#gpu.object<#nvvm.target, "">]
gpu.binary @with.dot_$ [#gpu.object<#nvvm.target, "">]
