// custom -> custom, one object, no handler
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b [#gpu.object<#nvvm.target, "">]
