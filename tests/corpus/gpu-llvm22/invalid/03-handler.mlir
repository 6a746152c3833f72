// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.binary @b <1> [#gpu.object<#nvvm.target, "x">]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.binary @b <#nvvm.target> [#gpu.object<#nvvm.target, "x">]

// -----

// expected-error@+1 {{expected '>'}}
gpu.binary @b <#gpu.select_object [#gpu.object<#nvvm.target, "x">]

// -----

// expected-error@+1 {{the object index must be positive}}
gpu.binary @b <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "x">]

// -----

// The seed's form of the handler, no space and an interface check, reads the same way.
// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = "h", sym_name = "b"}> : () -> ()

// -----

// expected-error@+2 {{duplicate or unknown struct parameter name: verifyTarget}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<verifyTarget = false, verifyTarget = true>, "x">]

// -----

// A bool parameter reads as an integer: 0 and 1, true and false.
// expected-error@+3 {{integer value too large}}
// expected-error@+2 {{failed to parse NVVM_TargetAttr parameter 'verifyTarget' which is to be a `bool`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<verifyTarget = 2>, "x">]

// -----

// expected-error@+3 {{expected integer value}}
// expected-error@+2 {{failed to parse NVVM_TargetAttr parameter 'verifyTarget' which is to be a `bool`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<verifyTarget = "yes">, "x">]
