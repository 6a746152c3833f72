// sym_name given in the attr-dict overrides the formatted name
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b {sym_name = "x"} [#gpu.object<#nvvm.target, "">]
