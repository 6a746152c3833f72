// a named top-level module is the top level
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

module @m {
  gpu.binary @b [#gpu.object<#nvvm.target<features = "+ptx60">, "m">]
}
