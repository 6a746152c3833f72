// every #nvvm.target parameter (seed era: no verifyTarget), written in declaration order (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target<O = 3, triple = "nvptx64-nvidia-cuda-x", chip = "sm_80", features = "+ptx76", flags = {fast}, link = ["a.bc"]>, "">]
