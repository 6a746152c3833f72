// generic input with inherent attrs in the discardable dict (converted to properties), plus a real discardable attr
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

"gpu.binary"() {foo = 2, objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object<#rocdl.target>, sym_name = "b"} : () -> ()
