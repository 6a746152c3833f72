// The two cases the seed adds to mlir/test/Dialect/GPU/invalid.mlir, verbatim.
// Case 2 is seed-only: the seed's handler is OptionalAttr<OffloadingLLVMTranslationAttrInterface>, so the
// generated parser rejects the IntegerAttr `1` with «invalid kind of attribute specified» (upstream: verifier error).
// Upstream mlir-opt-22: seed-only: case 2 (`<1>` handler) is a parse error in the seed; upstream parses any attribute and reports «'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.» from the verifier. Case 1 passes upstream.

module {
  // expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
  gpu.binary @binary []
}

// -----

module {
  // expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
  gpu.binary @binary <1> [#gpu.object<#nvvm.target, "">]
}
