// #nvvm.target O parameter, non-default values (0, 1, 3) (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @o0 <#gpu.select_object<0>> [#gpu.object<#nvvm.target<O = 0>, "">]
gpu.binary @o1 <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target<O = 1>, "">]
gpu.binary @o3 <#gpu.select_object<1 : i32>> [#gpu.object<#nvvm.target<O = 3>, "">]
