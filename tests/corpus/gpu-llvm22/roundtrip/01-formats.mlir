// Every object format; `fatbin` is the default and prints bare, even when written.
gpu.binary @fatbin [#gpu.object<#nvvm.target, "fat">]
gpu.binary @fatbin_explicit [#gpu.object<#nvvm.target, fatbin = "fat">]
gpu.binary @formats [
  #gpu.object<#nvvm.target, offload = "bitcode">,
  #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "ptx">,
  #gpu.object<#rocdl.target<chip = "gfx90a">, bin = "\7FELF\00">
]
// Properties: any dictionary, empty included; printed before the format.
gpu.binary @properties [
  #gpu.object<#nvvm.target, properties = {O = 3 : i32, section = "__fatbin"}, assembly = "x">,
  #gpu.object<#nvvm.target, properties = {}, "y">
]
// Payload escapes and an attribute dictionary.
gpu.binary @escapes {stage = 1 : i32} [#gpu.object<#nvvm.target, bin = "q\"b\\n\t\n\00\FF\C3\A9">]
