// explicit default values are elided (O = 2, default triple/chip, empty features) (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<1 : i32>> [#gpu.object<#nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "">, "">]
gpu.binary @c <#gpu.select_object<#rocdl.target<chip = "gfx90a">>> [#gpu.object<#nvvm.target<O = 2, chip = "sm_70">, "">]
