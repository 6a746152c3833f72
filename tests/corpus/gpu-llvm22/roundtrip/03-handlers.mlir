// The default handler is stored when absent and elided when printed.
gpu.binary @default [#gpu.object<#nvvm.target, "a">]
gpu.binary @explicit_default <#gpu.select_object> [#gpu.object<#nvvm.target, "a">]
gpu.binary @by_index <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#rocdl.target, "b">]
gpu.binary @by_target <#gpu.select_object<#rocdl.target<chip = "gfx942">>> [#gpu.object<#rocdl.target<chip = "gfx942">, "b">]
// The generic form carries the handler as a property.
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "c">], offloadingHandler = #gpu.select_object<0 : i64>, sym_name = "generic"}> : () -> ()
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "c">], offloadingHandler = #gpu.select_object, sym_name = "generic_default"}> : () -> ()
