// #rocdl.target triple and features (with a handler, so the generic form matches upstream)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b <#gpu.select_object<1 : i32>> [#gpu.object<#rocdl.target<triple = "amdgcn-amd-amdpal", features = "+wavefrontsize64">, "">]
