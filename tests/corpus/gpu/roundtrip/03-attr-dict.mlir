// discardable attr-dict beside the objects
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b {foo = 1 : i32, bar = "x", baz} [#gpu.object<#nvvm.target, "">]
