// attr-dict and handler together
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<0>> {x.y = [1, 2]} [#gpu.object<#nvvm.target, "">]
