// offloadingHandler given in the attr-dict of the custom form becomes the handler
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b {offloadingHandler = #gpu.select_object<1>} [#gpu.object<#nvvm.target, "">]
