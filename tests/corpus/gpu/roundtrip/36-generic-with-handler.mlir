// generic -> custom, explicit non-default handler
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<O = 3>, "">], offloadingHandler = #gpu.select_object<1>, sym_name = "b"}> : () -> ()
