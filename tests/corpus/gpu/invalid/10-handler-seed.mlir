// Seed-only: invalid handlers. The seed's `offloadingHandler` is OptionalAttr<OffloadingLLVMTranslationAttrInterface>:
// * custom form `<…>`: parseCustomAttributeWithFallback with an interface type rejects a non-implementing
//   attribute at parse time: «custom op 'gpu.binary' invalid kind of attribute specified»;
// * attr-dict / discardable dict: verifyInherentAttrs with the constraint summary
//   «OffloadingLLVMTranslationAttrInterface instance» (mlir-tblgen 22 on the seed's .td);
// * properties: the storage type is the interface, so property conversion fails.
// Upstream reports all of these from the verifier with «… any attribute with the `OffloadingTranslationAttrTrait` trait.».
// Upstream mlir-opt-22: seed-only: the seed's handler is an OffloadingLLVMTranslationAttrInterface; upstream takes any attribute in `<…>` / in properties and reports «'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.».

// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b <#nvvm.target> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b <"x"> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
gpu.binary @b <1 : i32> {foo} [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{custom op 'gpu.binary' 'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: OffloadingLLVMTranslationAttrInterface instance}}
gpu.binary @b {offloadingHandler = 1} [#gpu.object<#nvvm.target, "">]

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: OffloadingLLVMTranslationAttrInterface instance}}
"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = 1, sym_name = "b"} : () -> ()

// -----

// expected-error @+1 {{invalid properties {objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = 1 : i64, sym_name = "b"} for op gpu.binary: Invalid attribute `offloadingHandler` in property conversion: 1 : i64}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = 1, sym_name = "b"}> : () -> ()

// -----

// Property conversion fails before any verifier runs (upstream: the handler constraint, checked before `objects`).
// expected-error @+1 {{Invalid attribute `offloadingHandler` in property conversion: #nvvm.target}}
"gpu.binary"() <{objects = [], offloadingHandler = #nvvm.target, sym_name = "b"}> : () -> ()
