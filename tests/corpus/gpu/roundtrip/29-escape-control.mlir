// payload escapes: \n \t \00 \FF and \0A hex escapes (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, "l1\nl2\tx\00\FF\0a\7F\01">]
