// LLVM 22's #nvvm.target has `verifyTarget`; true is the default and elided.
gpu.binary @nvvm [
  #gpu.object<#nvvm.target<verifyTarget = false>, "a">,
  #gpu.object<#nvvm.target<verifyTarget = true, chip = "sm_80">, "b">,
  #gpu.object<#nvvm.target<O = 3, triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc"], verifyTarget = false>, "c">
]
gpu.binary @rocdl [#gpu.object<#rocdl.target<O = 1, chip = "gfx90a", abi = "500", flags = {wave64}>, "d">]
// A bool parameter reads as an integer too.
gpu.binary @bool_as_integer [#gpu.object<#nvvm.target<verifyTarget = 0>, "e">, #gpu.object<#nvvm.target<verifyTarget = 1>, "f">]
