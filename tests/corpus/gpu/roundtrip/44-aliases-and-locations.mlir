// attribute aliases in the input are resolved (no alias printed); locations dropped
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

#t = #nvvm.target<chip = "sm_90">
#h = #gpu.select_object<#t>
gpu.binary @b <#h> [#gpu.object<#t, "">] loc("bin.mlir":1:1)
