// binaries in a module with gpu.container_module
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

module attributes {gpu.container_module} {
  gpu.binary @a [#gpu.object<#nvvm.target, "a">]
  gpu.binary @b <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, "b">]
}
