// gpu.binary in nested modules
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

module @outer {
  gpu.binary @b1 [#gpu.object<#nvvm.target, "">]
  module @inner {
    gpu.binary @b1 <#gpu.select_object<0>> [#gpu.object<#rocdl.target, "">]
    module {
      gpu.binary @deep [#gpu.object<#nvvm.target<O = 1>, "x">]
    }
  }
}
