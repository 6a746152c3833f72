module @"" {
  gpu.binary @"" [#gpu.object<#nvvm.target, "">]
}
