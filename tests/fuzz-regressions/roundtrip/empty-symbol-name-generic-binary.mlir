"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = ""}> : () -> ()
