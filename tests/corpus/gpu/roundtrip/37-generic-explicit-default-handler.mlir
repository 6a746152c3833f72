// generic input with explicit offloadingHandler = #gpu.select_object
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: the explicit `<#gpu.select_object>` handler is kept and printed (upstream elides it in custom form) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> : () -> ()
